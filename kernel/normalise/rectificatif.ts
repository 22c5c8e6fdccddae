/**
 * A rectificatif corrects an earlier notice: 'il fallait lire : « Président : M. X » au lieu
 * de « Président : M. Y »', 'il y a lieu de remplacer « ALFA » par « ALPHA »'. The
 * corrected values are the ones to extract, so the text is read as corrected: the wrong values
 * are taken out, a wrong value printed elsewhere in the notice ('concernant la société ALFA')
 * is replaced by the right one, and a quoted labelled value is set on its own line, where the
 * label readers find it. The notice keeps the type of the notice it corrects, which its own
 * words name ('Dans l'avis de constitution de …').
 */

import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';
import { kindApartFromHeading } from './rectificatif-heading.ts';

// A notice that cancels and replaces an earlier one (`le présent avis annule et remplace l'avis paru …`) corrects it too.
const RECTIFICATIF = /^\s*(?:avis )?(?:rectificatif|erratum|rectification|additif)\b|\bil (?:convenait|convient|fallait|faut|y a(?:vait)? lieu) de (?:lire|remplacer)\b|\b(?:annule et remplace|annulant et remplacant)\b/m;
const QUOTE = '(?:«\\s*([^»]*?)\\s*»|"([^"]*)"|“([^”]*)”)';
/** 'lire « juste » au lieu de « faux »', 'lire « juste » et non « faux »', 'lire : « juste » au lieu de : « faux »'. */
// The wrong value may repeat the words the right one is quoted after ('lire : la société « X » au lieu de : la société « Y »').
const QUOTED_AFTER = String.raw`(?:(?:la |le |l')?(?:soci[ée]t[ée]|d[ée]nomination|raison sociale|nom)\s+)?`;
const READ_INSTEAD = new RegExp(`${QUOTE}\\s*,?\\s*(?:au lieu de|et non(?: pas)?|en lieu et place de)\\s*:?\\s*${QUOTED_AFTER}${QUOTE}`, 'gu');
/** 'au lieu de : « faux », lire : « juste »': the wrong value first. */
const INSTEAD_READ = new RegExp(`\\b(?:au lieu de|en lieu et place de)\\s*:?\\s*${QUOTE}\\s*[,;]?\\s*(?:il (?:faut|fallait|convient de|convenait de) )?lire\\s*:?\\s*${QUOTE}`, 'giu');
/**
 * A labelled right value with the wrong one in brackets after it ('Dénomination : X (et non « Y »)'):
 * the value runs from the label's colon to the bracket.
 */
const LABELLED_RIGHT_BRACKETED_WRONG = new RegExp(`:[ \\t]*([^\\n:;(«»"“”]{2,80}?)\\s*\\(\\s*(?:au lieu de|et non(?: pas)?|en lieu et place de)\\s*:?\\s*${QUOTE}\\s*\\)`, 'gu');
/**
 * A correction printed as two labelled lines, the wrong value's over the right one's or under it
 * (`Au lieu de : X` / `Lire : Y`, `Lire : Y` / `Au lieu de : X`): a pair of values, and under a
 * block's label (`Société absorbante` / `Au lieu de : X` / `Lire : Y` / `Forme : SAS`) the right
 * value stands as the block's first line, its name.
 */
const INSTEAD_LINE_READ_LINE = /^[ \t]*au lieu de[ \t]*:[ \t]*([^\n]+?)[ \t]*\n[ \t]*(?:il (?:faut|fallait) )?lire[ \t]*:[ \t]*([^\n]+?)[ \t]*$/gimu;
const READ_LINE_INSTEAD_LINE = /^[ \t]*(?:il (?:faut|fallait) )?lire[ \t]*:[ \t]*([^\n]+?)[ \t]*\n[ \t]*au lieu de[ \t]*:[ \t]*([^\n]+?)[ \t]*$/gimu;
/**
 * The same as two blocks, each label alone on its line over its quoted values, one per line (`Au lieu
 * de :` / `« Capital social : 300 000 F CFP »` / `« Président : M. Y »` / `Lire :` / `« … »` / `« … »`):
 * the values pair off in their order when both blocks hold as many.
 */
const QUOTED_LINES = String.raw`((?:[ \t]*[«"“][^\n]*[»"”][ \t]*(?:\n|$))+)`;
const INSTEAD_BLOCK_READ_BLOCK = new RegExp(String.raw`^[ \t]*au lieu de[ \t]*:?[ \t]*\n${QUOTED_LINES}\s*^[ \t]*(?:il (?:faut|fallait|convient de|convenait de) )?lire[ \t]*:?[ \t]*\n${QUOTED_LINES}`, 'gimu');
const READ_BLOCK_INSTEAD_BLOCK = new RegExp(String.raw`^[ \t]*(?:il (?:faut|fallait|convient de|convenait de) )?lire[ \t]*:?[ \t]*\n${QUOTED_LINES}\s*^[ \t]*au lieu de[ \t]*:?[ \t]*\n${QUOTED_LINES}`, 'gimu');
/**
 * The same blocks as a record's labelled lines, unquoted (`Il convient de lire :` / `Forme : SASU` /
 * `Président : M. X` / `au lieu de :` / `Forme : SARL` / `Gérant : M. X`), bulleted or not, the first
 * block's words ending a sentence's line or not: the wrong block goes whole, the right one stays (in
 * READ_LABELLED_BLOCK_INSTEAD_BLOCK group 1 runs up to the right block's end; in
 * INSTEAD_LABELLED_BLOCK_READ_BLOCK group 2 is the reading verb's line and the right block).
 */
const LABELLED_LINES = String.raw`((?:[ \t]*(?:[-–•][ \t]*)?\p{L}[\p{L}'’ .-]{0,40}[ \t]*:[ \t]*\S[^\n]*(?:\n|$))+)`;
const READ_LABELLED_BLOCK_INSTEAD_BLOCK = new RegExp(String.raw`(\blire[ \t]*:[ \t]*\n\s*${LABELLED_LINES})\s*^[ \t]*au lieu de[ \t]*:[ \t]*\n\s*${LABELLED_LINES}`, 'gimu');
const INSTEAD_LABELLED_BLOCK_READ_BLOCK = new RegExp(String.raw`\bau lieu de[ \t]*:[ \t]*\n\s*${LABELLED_LINES}\s*^([ \t]*(?:il (?:faut|fallait|convient de|convenait de|y a lieu de|y avait lieu de) )?lire[ \t]*:[ \t]*\n\s*${LABELLED_LINES})`, 'gimu');

/** The values of two blocks of quoted lines paired in their order, or none when their counts differ. */
function blockPairs(wrongBlock: string, rightBlock: string): Correction[] {
  const lines = (block: string): string[] => block.split('\n').map((l) => l.trim()).filter(Boolean).map(unquoted);
  const [wrong, right] = [lines(wrongBlock), lines(rightBlock)];
  return wrong.length === right.length ? wrong.map((w, k) => ({ wrong: w, right: right[k]! })) : [];
}
/** 'remplacer « faux » par « juste »'. */
const REPLACE_BY = new RegExp(`\\b(remplac\\w*)\\s*${QUOTE}\\s*par\\s*${QUOTE}`, 'gu');
// An unquoted wrong value runs to the sentence's end, past a civility's full stop ('et non M. X').
// A guillemet a layout pass left unclosed (its closing mark read away with the line's label) runs to the line's end.
const WRONG_VALUE = /\s*,?\s*\b(?:[Aa]u lieu de|[Ee]t non(?: pas)?|[Ee]n lieu et place de)\s*:?\s*(?:«[^»]*»|"[^"]*"|“[^”]*”|«[^»\n]*|(?:[^.;\n«"“]|(?<=\b(?:M|MM|Mme|Mlle|Me))\.)*)/gu;
// A wrong value set in brackets after the right one ('M. X (et non M. Y) a été nommé') ends at its
// closing bracket: the aside goes whole and the sentence reads on.
const BRACKETED_WRONG_VALUE = /\s*\(\s*(?:au lieu de|et non(?: pas)?|en lieu et place de)\b[^()\n]*\)/gu;
// The value may run onto the next line, as a narrow column breaks it ('« Dénomination : X DE' / 'Y »').
const QUOTED_LABEL = /[«"“]\s*([\p{L} '’]{2,40}\s*:[^»"”\n]*?(?:\n[^»"”\n:]*?)?)\s*[»"”]/gu;
/**
 * 'il fallait lire « RIDET 1 235 332.001 »': a quoted identifier left after the wrong one is taken
 * out is the corrected identifier of the notice's company, set on its own line as a header prints it.
 */
const QUOTED_IDENTIFIER = /[«"“]\s*((?:n°\s*)?(?:RIDET|RID)\s*(?:n°|:)?\s*\d[\d .\-/]{5,16}\d)\s*[»"”]/gu;
/**
 * What a rectificatif says the earlier notice stated wrongly ('mentionnait à tort un transfert du
 * siège au …', 'indiquait par erreur …', 'a été publié par erreur sous le titre « DISSOLUTION »'):
 * the wrong content, read no more than a wrong value after 'au lieu de'. Only after a verb of
 * stating or a title: what was 'omis par erreur' is the content to add. A number's dot ends no
 * statement ('… était la société X, RIDET 1 234 567.001.').
 */
const ERRONEOUS_STATEMENT =
  /(?<=\b(?:mentionn|indiqu|annon[cç]|affirm|pr[ée]cis|faisai|portai|intitul)\p{L}*\s+(?:à tort|par erreur|erronément)\s)(?:[^.;\n]|\.(?=\d))*|(?<=\b(?:publi[ée]e?|parue?)\s+(?:à tort|par erreur)\s+sous (?:le|un) (?:titre|intitulé)\s)[^.;\n]*/giu;
/**
 * A value denied then the right one (`la société n'est pas une société à responsabilité limitée, mais
 * une société par actions simplifiée`): the denied value is the earlier notice's mistake, read no more.
 */
const DENIED_THEN_RIGHT = /\bn['’](est|était|etait) pas (?=une?\s|la\s|le\s|l['’])[^,;.\n]{1,80}?,?\s+mais\s+/giu;
/**
 * What the earlier notice stated, told in the past with `que`, when the next sentence gives the
 * right reading (`L'avis susvisé indiquait que … avait nommé en qualité de président M. X.` / `Il y a
 * lieu de lire : « … »`): the statement is the wrong content, though no `à tort` says so.
 */
const STATEMENT_BEFORE_READING =
  /(?<=\b(?:indiqu|mentionn|pr[ée]cis|annon[cç]|port|stipul)ai(?:en)?t\s+que\s)(?:[^.;\n]|\.(?=\d)|(?<=\b(?:M|MM|Mme|Mlle|Me))\.)*(?=\.\s*(?:il (?:y a lieu de|convient de|faut|fallait) )?lire\b)/giu;
/**
 * A title the correction says was wrong after quoting it ('a publié, sous le titre « Augmentation de
 * capital », l'annonce concernant … . Le titre était erroné : l'annonce concernait en réalité le
 * transfert du siège'): the quoted title is the earlier notice's mistake, read no more.
 */
const QUOTED_TITLE = /\bsous (?:le|un) (?:titre|intitulé)\s*(?:«[^»\n]*»|"[^"\n]*"|“[^”\n]*”)/giu;
const TITLE_SAID_WRONG = /\b(?:le titre|l'intitule|ce titre|cet intitule) (?:etait|est|etaient) (?:errone|inexact|faux|incorrect)/;

/** 'il convenait de lire : dénomination « X »': the name's label before the quoted right value. */
/**
 * The right name told in a sentence after the correcting verb, unquoted (`il convenait de lire que la
 * dénomination sociale est X et que …`): set on its own line under its label, where the name readers find it.
 */
const NAME_READ_THAT = /\blire que la (d[ée]nomination(?: sociale)?|raison sociale) (?:est|était|etait) ((?:[^,;.\n]|\n(?=\p{Lu}))+?)(?=\s+et que\b|[,;.]|\n\s*\n|$)/giu;
/**
 * The right name in capitals after the correcting verb's colon, unquoted, where the text says the name
 * was printed wrongly (`… indiqué par erreur la dénomination « X ». Il fallait lire : Y, …`).
 */
const NAME_READ_AFTER_COLON = /(\b[Ii]l (?:fallait|faut|convenait de|convient de|y a(?:vait)? lieu de) lire\s*:\s*)(\p{Lu}[\p{Lu}\d'’&\- ]*\p{Lu})(?=\s*[,.;])/gu;
const WRONG_NAME_SAID = /\bpar erreur (?:la|sa) d[ée]nomination\b/u;
/**
 * The right name stated as the exact one, quoted (`La dénomination exacte de la société est : « Y »`,
 * `sa dénomination correcte est « Y »`): set on its own line under its label, as NAME_READ_THAT's,
 * its quotes kept (a form printed inside them is the name's: `« SELARL X »`).
 */
const NAME_SAID_EXACT = /\b(?:la|sa) (d[ée]nomination(?: sociale)?|raison sociale) (?:exacte|correcte|v[ée]ritable)(?: de la soci[ée]t[ée])? (?:est|était|etait)\s*:?\s*[«"“]\s*([^»"”\n]+?)\s*[»"”]/giu;
/** Whether a rectificatif corrects the company's name so: the name printed with its identifier is the misprint. */
export function correctsNameThat(text: string): boolean {
  NAME_READ_THAT.lastIndex = 0;
  return NAME_READ_THAT.test(text);
}
const NAME_LABEL_BEFORE_QUOTE = /\b(?<=lire\s*:?\s*(?:la\s+)?)(d[ée]nomination(?: sociale)?|raison sociale)\s*:?\s*[«"“]\s*([^»"”\n]+?)\s*[»"”]/giu;

export function isRectificatif(text: string): boolean {
  return RECTIFICATIF.test(fold(text));
}

export interface Correction {
  wrong: string;
  right: string;
}

/** The (wrong, right) pairs a rectificatif states. */
export function corrections(text: string): Correction[] {
  const quoted = (m: RegExpMatchArray, from: number): string => (m[from] ?? m[from + 1] ?? m[from + 2] ?? '').trim();
  const pairs: Correction[] = [];
  for (const m of matchesOf(READ_INSTEAD, text)) pairs.push({ right: quoted(m, 1), wrong: quoted(m, 4) });
  for (const m of matchesOf(REPLACE_BY, text)) pairs.push({ wrong: quoted(m, 2), right: quoted(m, 5) });
  for (const m of matchesOf(INSTEAD_READ, text)) pairs.push({ wrong: quoted(m, 1), right: quoted(m, 4) });
  for (const m of matchesOf(LABELLED_RIGHT_BRACKETED_WRONG, text)) pairs.push({ right: m[1]!.trim(), wrong: quoted(m, 2) });
  for (const m of matchesOf(INSTEAD_LINE_READ_LINE, text)) pairs.push({ wrong: unquoted(m[1]!), right: unquoted(m[2]!) });
  for (const m of matchesOf(READ_LINE_INSTEAD_LINE, text)) pairs.push({ right: unquoted(m[1]!), wrong: unquoted(m[2]!) });
  for (const m of matchesOf(INSTEAD_BLOCK_READ_BLOCK, text)) pairs.push(...blockPairs(m[1]!, m[2]!));
  for (const m of matchesOf(READ_BLOCK_INSTEAD_BLOCK, text)) pairs.push(...blockPairs(m[2]!, m[1]!));
  const stated = pairs.filter((p) => p.wrong && p.right && p.wrong !== p.right);
  return [...stated, ...stated.flatMap(clausePairs)];
}

/**
 * A corrected clause quoted whole ('lire « la société bénéficiaire, X, a porté son capital à 52 … »
 * au lieu de « la société bénéficiaire, Y, a porté son capital à 32 … »'): its parts between commas,
 * the same number on both sides, pair off, and each part that differs is a correction of its own
 * (Y, printed elsewhere in the notice, is X).
 */
function clausePairs({ wrong, right }: Correction): Correction[] {
  const rightParts = right.split(CLAUSE_COMMA);
  const wrongParts = wrong.split(CLAUSE_COMMA);
  if (rightParts.length < 2 || rightParts.length !== wrongParts.length) return [];
  // A part with figures (an identifier, an amount) is left to its own readings: a wrong identifier is often another
  // company's, printed rightly beside it ('…, RIDET 0 283 739.001' for the absorbing company's 1 584 721.001).
  const pairs = rightParts.map((part, k) => ({ right: part.trim(), wrong: wrongParts[k]!.trim() })).filter((p) => p.wrong !== p.right && p.wrong.length >= 3 && p.right.length >= 3 && !/\d/u.test(p.wrong + p.right));
  // Parts the two clauses exchange ('A, SAS, … a vendu à B, SARL' read 'B, SARL, … a vendu à A, SAS':
  // the parties' qualities swapped) are no misprints of one another: each value is right where the
  // right clause prints it.
  const foldedRight = fold(right);
  const foldedWrong = fold(wrong);
  return pairs.some((p) => foldedRight.includes(fold(p.wrong)) && foldedWrong.includes(fold(p.right))) ? [] : pairs;
}
const CLAUSE_COMMA = /,\s+/u;

/**
 * Whether the line above `at` is a block's label without a colon (`Société absorbante`), whose
 * first line the pair corrects: the right value is that line. Under a field's label (`Rubrique :
 * Gérant nommé`) the pair is read as it is printed, by the readers of `lire :`.
 */
function underBlockLabel(text: string, at: number): boolean {
  const end = text.lastIndexOf('\n', at - 1);
  const above = text.slice(text.lastIndexOf('\n', end - 1) + 1, Math.max(0, end)).trim();
  return above !== '' && !above.includes(':');
}

function unquoted(value: string): string {
  return value.replace(/^[«"“]\s*(.*?)\s*[»"”]$/u, '$1').trim();
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `wrong` replaced by `right` wherever it is printed, except inside the right value itself: a
 * misprint that is the right value cut short ('lire « M. X-Y » et non « M. X »') is printed within
 * every mention of the right one, which must not grow a second tail.
 */
function replacedOutsideRight(text: string, wrong: string, right: string): string {
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escape(wrong)}(?![\\p{L}\\d])`, 'gu');
  if (!right.includes(wrong)) return text.replace(pattern, right);
  return text
    .split(right)
    .map((piece) => piece.replace(pattern, right))
    .join(right);
}

/** The text as corrected: wrong values out, the right ones in their place, labelled values on their own lines. */
export function correctedReading(text: string): string {
  if (!isRectificatif(text)) return text;
  const pairs = corrections(text);
  const bracketsOut = text.includes('(') ? text.replace(BRACKETED_WRONG_VALUE, '') : text;
  // A block of wrong values goes whole, its right block stays (`Au lieu de :` / `« … »` / `« … »` / `Lire :` / `« … »` / `« … »`).
  const blocksOut = /au lieu de[ \t]*:?[ \t]*\n/iu.test(bracketsOut)
    ? bracketsOut.replace(INSTEAD_BLOCK_READ_BLOCK, '$2').replace(READ_BLOCK_INSTEAD_BLOCK, '$1').replace(READ_LABELLED_BLOCK_INSTEAD_BLOCK, '$1\n').replace(INSTEAD_LABELLED_BLOCK_READ_BLOCK, '$2\n')
    : bracketsOut;
  const unbracketed = blocksOut.replace(INSTEAD_LINE_READ_LINE, (pair: string, _wrong: string, right: string, at: number, all: string) => (underBlockLabel(all, at) ? unquoted(right) : pair)).replace(READ_LINE_INSTEAD_LINE, (pair: string, right: string, _wrong: string, at: number, all: string) => (underBlockLabel(all, at) ? unquoted(right) : pair));
  const titled = text.includes('titre') || text.includes('intitul') ? (TITLE_SAID_WRONG.test(fold(unbracketed)) ? unbracketed.replace(QUOTED_TITLE, '') : unbracketed) : unbracketed;
  let out = kindApartFromHeading(titled)
    .replace(WRONG_VALUE, '')
    .replace(ERRONEOUS_STATEMENT, '')
    .replace(DENIED_THEN_RIGHT, '$1 ')
    .replace(STATEMENT_BEFORE_READING, '')
    .replace(REPLACE_BY, (...m: Array<string | undefined>) => `${m[1]} « ${(m[5] ?? m[6] ?? m[7] ?? '').trim()} »`);
  for (const { wrong, right } of pairs) {
    // A bare value (a name, an amount) printed elsewhere is the notice's mistake too. Its pattern,
    // a new source each time, is built only when the value is still printed (speed only).
    if (!wrong.includes(':') && out.includes(wrong)) out = replacedOutsideRight(out, wrong, right);
  }
  return out
    .replace(QUOTED_LABEL, (_, labelled: string) => `\n${labelled.trim().replace(/\s*\n\s*/g, ' ')}\n`)
    .replace(NAME_LABEL_BEFORE_QUOTE, (_, label: string, value: string) => `\n${label} : ${value}\n`)
    .replace(NAME_READ_THAT, (_, label: string, value: string) => `\n${label} : ${value.replace(/\s*\n\s*/g, ' ')}\n`)
    .replace(NAME_SAID_EXACT, (_, label: string, value: string) => `\n${label} : « ${value} »\n`)
    .replace(NAME_READ_AFTER_COLON, (read: string, before: string, name: string) => (WRONG_NAME_SAID.test(text) ? `${before}\nDénomination : ${name}\n` : read))
    .replace(QUOTED_IDENTIFIER, (_, identifier: string) => `\n${identifier.trim()}\n`);
}
