/**
 * Whose notice a merger notice is, where it prints both parties and both events (the absorbing
 * company's capital increase, the absorbed company's dissolution):
 *
 * - The absorbed company's own notice: the identity block above the body prints the absorbed
 *   company's identifier and not the absorbing one's (`X` / `SARL … — RIDET …` / `(société
 *   absorbée)`, then `La société Y, RIDET …, société absorbante, a approuvé … et augmenté son
 *   capital`); or a heading says whose notice it is (`Avis de la société absorbée`, `Fusion –
 *   société absorbée`); or the company of the header block is the one the body tells giving its
 *   patrimony or dissolved, by its name again (`la société X a fait apport de …`) or as the
 *   notice's own `la société` left unnamed (`la société est dissoute sans liquidation`). It is the
 *   absorbed company's dissolution notice; the capital increase it tells is the other company's
 *   event, told of the other company (`son capital` after the absorbing company's meeting).
 * - A merger's or a TUP's dissolution told of a company named again by the name it was introduced
 *   with (`la société B, SARL, RIDET …, l'a absorbée ; la société B se trouve dissoute`): that
 *   company's, under whichever block heads the notice (its parent's, its sole shareholder's).
 * - A heading that names the merger beside a lower event (`AVIS DE FUSION ET DE CHANGEMENT DE
 *   DÉNOMINATION`) over a body telling the capital increase: the merger's capital notice, not the
 *   lower event the heading also names.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { fold, foldedSlice } from './fold.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import type { RidetMatch } from './ridet.ts';
import type { JudgedRidet } from './subject-ridet.ts';
import { escaped } from './escaped.ts';

/**
 * A heading line that says the notice is the absorbed (or split) company's own: `Avis de la société
 * absorbée`, `FUSION – SOCIÉTÉ ABSORBÉE`, `Dissolution de la société absorbée`. A line with a colon
 * or a column is a party's label over its value (`Société absorbée : X, …`), a line with figures
 * is a party's identity line (`…, RIDET …, (société absorbée)`), a line of the side's words alone
 * (`II. Société absorbée`) labels the block under it, and a line that names the absorbing side too
 * names both parties: none says whose notice it is. Folded line.
 */
const ABSORBED_SIDE_HEADING = /^[^:|\n\d]*\b(?:societe|partie|l')\s*(?:absorbee|scindee)\b[^:|\n\d]*$/;
const SIDE_LABEL_ALONE = /^(?:[ivx]{1,4}[.)°-]\s*)?\(?(?:la )?(?:societe|partie) (?:absorbee|scindee)\)?$/;
const NAMES_ABSORBING_SIDE = /\babsorbante\b|\bbeneficiaire\b/;

/** A title printed as a field (`Titre : …`, `Objet : …`): its value is the heading. */
const TITLE_LABEL = /^(?:titre|objet|intitule)\s*:\s*/;

function headingNamesAbsorbedSide(heading: string): boolean {
  return fold(heading)
    .split('\n')
    .map((line) => line.trim().replace(TITLE_LABEL, ''))
    .some((line) => ABSORBED_SIDE_HEADING.test(line) && !SIDE_LABEL_ALONE.test(line) && !NAMES_ABSORBING_SIDE.test(line));
}

/**
 * A heading line that titles the notice as a dissolution (`AVIS DE DISSOLUTION SANS LIQUIDATION`,
 * `Dissolution – fusion-absorption`, `FUSION-ABSORPTION – DISSOLUTION SANS LIQUIDATION`: the merger
 * named first is how it came about, the dissolution still the notice's event), no capital's word
 * on the line (`FUSION – DISSOLUTION – AUGMENTATION DE CAPITAL` titles both parties' events), no
 * label's colon nor figures (a party's field or identity line). Folded line.
 */
const DISSOLUTION_TITLE = /^[^:|\n\d]*?\bdissolution\b[^:|\n\d]*$/;
const CAPITAL_WORD = /\b(?:capital|augmentation)\b/;

/**
 * The lines printed as titles anywhere in the text: a paragraph of one line in capitals (`DISSOLUTION
 * SANS LIQUIDATION PAR VOIE DE FUSION` between an announcer's card and the act), joined by newlines.
 */
function standaloneTitleLines(text: string): string {
  const lines = text.split('\n');
  return lines
    .filter((line, i) => line.trim() !== '' && (lines[i - 1] ?? '').trim() === '' && (lines[i + 1] ?? '').trim() === '' && CAPITALS_TITLE.test(line.trim()))
    .join('\n');
}
const CAPITALS_TITLE = /^(?=[^\p{Ll}]*$)[^\n]*\p{Lu}{4}/u;

function headingTitlesDissolution(heading: string): boolean {
  return fold(heading)
    .split('\n')
    .map((line) => line.trim().replace(TITLE_LABEL, ''))
    .some((line) => DISSOLUTION_TITLE.test(line) && !CAPITAL_WORD.test(line));
}

/**
 * What the absorbed company does or undergoes in a merger, told after its name: it gives its
 * patrimony (`a fait apport`, `transmet`), is absorbed, or is dissolved without liquidation.
 */
const GIVER_VERB = String.raw`(?:a fait apport|fait apport|apporte|a apporte|transmet|a transmis|(?:est|a ete|etant|se trouve|s'est trouvee) absorbee|absorbee par|(?:est|a ete|se trouve|s'est trouvee|sera|se trouvera) (?:de ce fait |ainsi |donc )?dissoute)\b`;

/**
 * Between a company's name and its verb: an apposition between commas that names no other company
 * (`X, SARL au capital de …, a fait apport`), and the act's date (`X a été absorbée le 30 avril
 * 2026 par …`). The verb of another company named after it is not this one's.
 */
const BEFORE_VERB = String.raw`(?:\s*,(?:(?!societe\b|associee?\b|actionnaire\b)[^,.;\n]){0,80},)?\s+`;

/** The notice's own company left unnamed as the absorbed one: `la société a fait apport …`, `l'absorption de la société par …`. */
const OWN_COMPANY_GIVES = new RegExp(String.raw`(?:^|[.;:\n]\s*|,\s*)la societe ${GIVER_VERB}|\babsorption de la societe par\b`);

/**
 * The names the header block prints before its identifier: each line's words up to its first
 * comma, dash or bracket, a legal form or `la société` before them left out (folded lines).
 */
const FORM_BEFORE_NAME = new RegExp(String.raw`^(?:(?:la )?societe\s+)?(?:(?:${FOLDED_FORMS_SOURCE})\s+)?`);
const FORM_AFTER_NAME = new RegExp(String.raw`\s+(?:${FOLDED_FORMS_SOURCE})$`);

export function headerNames(foldedHeader: string): string[] {
  return foldedHeader
    .split('\n')
    .map((line) => line.split(/\s*(?:,|\s[–—-]\s|\(|\brid\b|\bridet\b)/)[0]!.trim().replace(FORM_BEFORE_NAME, '').replace(FORM_AFTER_NAME, ''))
    .filter((name) => name.length >= 4 && /\p{L}{3}/u.test(name) && !/\b(?:fusion|absorption|absorbee|avis|capital|siege)\b/.test(name));
}

/** Whether the body tells the header block's company, by a name the block prints or as `la société`, as the absorbed one. */
function headerCompanyGives(foldedHeader: string, foldedBody: string): boolean {
  if (OWN_COMPANY_GIVES.test(foldedBody)) return true;
  return headerNames(foldedHeader).some((name) =>
    new RegExp(String.raw`(?:^|[^\p{L}])${escaped(name)}(?![\p{L}])${BEFORE_VERB}${GIVER_VERB}|\babsorption de (?:la societe )?${escaped(name)}(?![\p{L}])`, 'u').test(foldedBody),
  );
}

/**
 * Words that tell the act itself on a line (`a approuvé la fusion`, `l'absorption de la société
 * par`): an identifier printed after them on its line is named in the telling, not an identity
 * line of the header block.
 */
const TELLS_THE_ACT = /\b(?:fusion|absorption|apports?|approuv\w*|decid\w*|traite|transm\w*|patrimoine)\b/;

/**
 * Whether a merger notice is the absorbed company's own, and which identifier is that company's
 * (null when the notice is the absorbed company's but prints no identifier it can be told by):
 *
 * - the identifiers printed before `headerEnd` name the absorbed side only, and no absorbing
 *   company's identity is printed in the same block (a block of both parties' identity lines, one
 *   under the other, is both companies' notice, whatever line the body starts on; an identifier the
 *   body's telling names is not in it);
 * - or a heading names the absorbed side as the notice's (its company: the one the header block or
 *   the text prints as absorbed, else the header block's one company);
 * - or the body tells the header block's own company as the absorbed one.
 *
 * A header block that prints the absorbing side only is the absorbing company's, whatever the
 * heading says. Returns undefined when the notice is not the absorbed company's.
 */
export function absorbedCompanyNotice(text: string, judged: readonly JudgedRidet[], headerEnd: number, heading: string = ''): RidetMatch | null | undefined {
  const inHeader = judged.filter((j) => j.match.index < headerEnd);
  const absorbed = inHeader.filter((j) => j.absorbed && !j.absorbing);
  // (wt-rpres) A title naming the absorbing company after `par` (`FUSION-ABSORPTION PAR LA SOCIÉTÉ Y
  // (RIDET …)`) tells who absorbs the block's company printed under it: no identity line of its own.
  const absorbing = inHeader.filter((j) => j.absorbing && !absorberInTitle(text, j.match.index));
  // The header block's own company: the one company it prints that no side or role ties elsewhere.
  const own = inHeader.filter((j) => !j.third && !j.absorbing);
  const ownCompany = new Set(own.map((j) => j.match.rid)).size === 1 ? own[0]!.match : null;
  if (absorbing.length > 0 && absorbed.length === 0) return undefined;
  if (headingNamesAbsorbedSide(heading)) {
    const told = judged.filter((j) => j.absorbed && !j.absorbing);
    if (absorbed.length > 0) return absorbed[0]!.match;
    return told.length > 0 && new Set(told.map((j) => j.match.rid)).size === 1 ? told[0]!.match : ownCompany;
  }
  // A title that names the notice's event as the dissolution (`AVIS DE DISSOLUTION SANS LIQUIDATION`
  // over `(fusion-absorption)`), in the heading or above the first identifier, is the absorbed
  // company's notice, both parties' blocks printed or not: its company is the one side the text
  // prints as absorbed.
  const beforeIdentifiers = judged.length > 0 ? text.slice(0, Math.min(...judged.map((j) => j.match.index))) : '';
  if (headingTitlesDissolution(`${heading}\n${beforeIdentifiers}`) || headingTitlesDissolution(standaloneTitleLines(text))) {
    const told = judged.filter((j) => j.absorbed && !j.absorbing);
    if (told.length > 0 && new Set(told.map((j) => j.match.rid)).size === 1) return told[0]!.match;
  }
  if (absorbing.length > 0) return undefined;
  if (absorbed.length > 0) {
    const alone = absorbed.every((a) => {
      const start = text.lastIndexOf('\n\n', a.match.index);
      const blank = text.indexOf('\n\n', a.match.index);
      const end = blank < 0 ? text.length : blank;
      return !judged.some((j) => j.match.rid !== a.match.rid && !j.third && !(j.absorbed && !j.absorbing) && j.match.index > start && j.match.index < end && !tellsTheAct(text, j.match.index));
    });
    return alone ? absorbed[0]!.match : undefined;
  }
  // The header's own identity, read by no side: the body says which side its company is on.
  if (ownCompany === null || headerEnd <= 0) return undefined;
  return headerCompanyGives(foldedSlice(text, 0, own[own.length - 1]!.match.index), foldedSlice(text, headerEnd)) ? ownCompany : undefined;
}

/** A merger's title naming the absorbing company after `par`, the identifier on the title's line (folded). */
const ABSORBER_TITLE_LINE = /^[ \t]*(?:avis de )?(?:projet de )?(?:fusion(?:[- ]| par )?)?absorption par (?:la |l')?(?:societe\s+)?[^\n]{0,120}$/;

function absorberInTitle(text: string, index: number): boolean {
  return ABSORBER_TITLE_LINE.test(foldedSlice(text, text.lastIndexOf('\n', index - 1) + 1, index));
}

/** The name introduced last before an identifier: 'la société NAME, …' in the same clause (folded). */
// A legal form spelt out after 'société' ('société par actions simplifiée …') is the company's form, not a name.
const INTRODUCED_NAME = /^[\s\S]*\b(?:la |l')?societe\s+(?!par actions\b|a responsabilite\b|anonyme\b|civile\b|en nom collectif\b|en commandite\b|d'exercice\b|cooperative\b)(?:« ?|")?([^,;:()«»"\n]{3,80}?)(?: ?»|")?\s*,[^.;]{0,240}$/;

/**
 * In a merger or a TUP read as a dissolution, the one company a later sentence names again, by the
 * name it was introduced with before its identifier, as the one absorbed, giving its patrimony or
 * dissolved (`… de la société B, SARL, RIDET …, l'a absorbée ; la société B se trouve dissoute`,
 * `la transmission universelle du patrimoine de la société B à la société A`):
 * the dissolution is that company's, whatever block heads the notice (its absorbing parent's, its
 * sole shareholder's). Undefined when no company, or more than one, is told so.
 */
export function dissolvedNamedAgain(text: string, matches: readonly RidetMatch[]): RidetMatch | undefined {
  const folded = fold(text);
  const told = matches.filter((m) => {
    const name = INTRODUCED_NAME.exec(folded.slice(Math.max(0, m.index - 400), m.index))?.[1]?.trim();
    if (!name || name.length < 3) return false;
    // Or the patrimony named as that company's: 'la transmission universelle du patrimoine de la société B à …'.
    const again = new RegExp(String.raw`(?:^|[^\p{L}])${escaped(name)}(?![\p{L}])${BEFORE_VERB}${GIVER_VERB}|\bpatrimoine de (?:la societe )?${escaped(name)}(?![\p{L}])`, 'u');
    return again.test(folded.slice(m.index + m.printed.length));
  });
  return new Set(told.map((m) => m.rid)).size === 1 ? (told.find((m) => !m.establishmentInferred) ?? told[0]) : undefined;
}

function tellsTheAct(text: string, index: number): boolean {
  return TELLS_THE_ACT.test(foldedSlice(text, text.lastIndexOf('\n', index - 1) + 1, index));
}

const MERGER_HEADING = /\b(?:fusion|absorption)\b/;

/** A merger's or a scission's words in the folded body, or a whole patrimony handed over (a merger told without its name). */
const MERGER_WORDS = /\b(?:fusion|absorption|absorbee?|absorbante|scission|scindee|transmission universelle)\b|\b(?:tout|l'integralite de|l'ensemble de|la totalite de) son patrimoine\b/;

/** What the rules' first reading of a notice says (classify.ts): its type, the rule that chose it, the folded body it read. */
interface FirstTypeReading {
  type: AnnonceType;
  rule: 'heading' | 'merger' | 'precedence' | 'weak';
  readings: { body: string };
}

/**
 * A merger notice whose side may be the absorbed company's: read as the absorbing company's capital
 * (by the merger exception, or as the one event the body words beside the merger, the absorbed
 * company's dissolution unworded or denied), or as a dissolution beside a merger's words.
 */
export function mayBeAbsorbedCompanyNotice(first: FirstTypeReading): boolean {
  if (first.rule === 'merger') return true;
  if (first.rule === 'weak') return false;
  // The type first: most notices are neither, and their bodies are not searched (speed only).
  return ((first.rule === 'precedence' && first.type === 'capital') || first.type === 'dissolution') && MERGER_WORDS.test(first.readings.body);
}

/**
 * The type a merger heading's notice takes when the heading also names a lower event than the
 * capital increase the body tells (folded heading, the heading's own type, the body's strong types).
 */
export function mergerHeadingCapital(heading: string, fromHeading: AnnonceType, bodyStrong: readonly AnnonceType[], precedence: readonly AnnonceType[]): AnnonceType | null {
  if (!bodyStrong.includes('capital') || bodyStrong.includes('procedure') || !MERGER_HEADING.test(heading)) return null;
  return precedence.indexOf(fromHeading) > precedence.indexOf('capital') ? 'capital' : null;
}

/**
 * The absorbing company's articles amended for the merger without a capital increase (a simplified
 * merger into the parent): `L'article 6 « Apports » des statuts a été complété` is a change of its
 * articles, `statuts` (a capital increase ranks above it when there is one).
 */
export const CONTRIBUTIONS_ARTICLE_AMENDED = /\barticles? [^.;\n]{0,12}?(?:« ?|")?apports?(?: ?»|")? des statuts (?:a|ont) ete (?:modifies?|completes?)\b/;
