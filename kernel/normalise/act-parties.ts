/**
 * The act's frame: a notice about a two-party act (a business sold or let, a merger, a contribution)
 * names its parties around one verb, and the grammar says which side each company stands on: the
 * subject of an active verb (`X, RIDET …, cède à Y`, `X … prend en location-gérance …`), the
 * complement after its preposition (`a acquis de X`, `donné en location-gérance par X`, `cède à Y`,
 * `absorbée par Y`, `apport par X`), a role in apposition (`X, RIDET … (loueur)`, `…, propriétaire
 * du fonds,`, `…, société absorbée`). The field rules then say whose notice it is: the seller's or
 * the owner's for a business, the absorbed company's for its dissolution and the absorbing or
 * receiving company's otherwise.
 *
 * A reading of the candidates the subject rules leave (subject-ridet.ts), not a weight: it decides
 * only when the text holds one act, one company alone is read on the notice's side and none is
 * read on both; otherwise it says nothing and the decision is left as it was.
 */

import { escaped } from './escaped.ts';
import type { AnnonceType } from '../model/announcement.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE, FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { LESSOR, LETTING, LETTING_ABBREVIATED, TAKER, TENANT_MANAGER } from './letting-words.ts';
import { OF_PREMISES } from './role-noun-parties.ts';
import type { RidetMatch } from './ridet.ts';
import { BUYER, SELLER } from './sale-words.ts';

/** Which side of the act a company stands on: the one who gives (sells, lets, is absorbed, contributes) or the one who gets. */
type ActSide = 'gives' | 'gets';

/**
 * The kinds of two-party act this reading knows, found by their nouns and verbs: a business sold, a
 * business let, a business contributed to a company, a merger (a scission, a partial contribution
 * of assets and a whole estate handed over are told with the merger's words).
 */
type ActKind = 'sale' | 'letting' | 'contribution' | 'merger';

const BUSINESS = String.raw`(?:fonds|fds|branche d'activite)(?![\p{L}])`;
const KIND_WORDS: readonly (readonly [ActKind, RegExp])[] = [
  ['sale', new RegExp(String.raw`(?:\b(?:vente|cession|cede|cedera|vend|vendu|acquis|acquisition|achat|achete)\b|\bcess\.)[^;]{0,200}\b${BUSINESS}`, 'u')],
  ['letting', new RegExp(String.raw`\b(?:${LETTING}|${LETTING_ABBREVIATED}|${TENANT_MANAGER})(?![\p{L}])`, 'u')],
  ['contribution', new RegExp(String.raw`\bapport\w*\b[^;]{0,200}\b${BUSINESS}`, 'u')],
  ['merger', /\b(?:fusion|absorption|absorbee?s?|absorbante|scission|scindee|apport partiel d'actif|(?:l'ensemble|la totalite|l'integralite) (?:de son|de leur|du) patrimoine)(?![\p{L}])/u],
];

/**
 * Shares, parts or titles sold or contributed: the company whose parts they are is the notice's,
 * whoever the parties (subject-tiebreaks.ts): this reading does not decide.
 */
const SHARES_TRADED = /\b(?:cession|cede|cedee?s?|vendu|vente|acquis|apport|apporte|rachat)\b[^.;\n]{0,60}\b(?:parts|actions|titres)\b|\b(?:parts|actions|titres)\b[^.;\n]{0,60}\b(?:cedee?s|vendue?s|acquises?|apportee?s)\b/;

/** The possessive `sa` before an office (`représentée par sa gérante`) is no form: the company's own representative follows. */
const OFFICE_AFTER_POSSESSIVE = String.raw`\s+(?:co-?)?(?:gerante|presidente|directrice|liquidatrice|representante|administratrice|mandataire|associee)\b`;
// The forms that are also French words ('sc', 'sem') are not read alone, 'sa' only before no office.
const FORM_WORD = String.raw`(?:societe|ste|${FOLDED_FORMS_NOT_WORDS_SOURCE}|sa(?!${OFFICE_AFTER_POSSESSIVE}))\b`;
/**
 * A company's description between its name and the next word of the sentence: no clause end inside
 * (clause-chars.ts), an initial's full stop going on with it ('S.N.C. au capital de'); another
 * company introduced by its preposition ('… par la société Y', '… à la SAS Y') ends it.
 */
const DESCRIPTION_CHAR = String.raw`(?!\s(?:par|a|au profit de)\s+(?:la |le |l'|les )?${FORM_WORD})(?:${CLAUSE_CHAR_NL}|(?<=\b[a-z])\.)`;
const DESCRIPTION = String.raw`(?:${DESCRIPTION_CHAR}){0,240}?`;

/**
 * A company after the words that give its side: its article, its form and its description up to
 * the identifier.
 */
const COMPANY_DESCRIBED = String.raw`\s+(?:la |le |l'|les )?(?:(?:societe|ste|${FOLDED_FORMS_SOURCE}) )?${DESCRIPTION}$`;

/**
 * Words before a company (its article, form and description allowed after them) that make it the
 * giving side: the one a buyer acquires from, the owner a tenant takes the business from, the one
 * who lets, sells or contributes by `par`, the absorbed one.
 */
const GIVES_BEFORE = new RegExp(
  String.raw`(?:\b(?:acquis|achete|rachete|acquiert|repris|reprend)e?s?\s+(?:de|d'|aupres de)` +
    String.raw`|\b(?:pris|prend|prendra)\s+en\s+(?:${LETTING}|${LETTING_ABBREVIATED}\.?|gerance)\s*,?\s*(?:de|d'|aupres de)` +
    String.raw`|\bappart(?:enant|\.|enance)?\s+a` +
    String.raw`|\b(?:donnee?s?|consentie?s?|concedee?s?|louee?s?|vendue?s?|cedee?s?)\s+(?:en\s+${LETTING}\s+)?par` +
    String.raw`|\b(?:la\s+)?(?:vente|cession|apport|mise en ${LETTING})\s*,?\s+par` +
    String.raw`|\babsorption\s+(?:de|d')(?:\s+sa\s+filiale)?` +
    String.raw`|\b(?:a|ont|avoir)\s+absorbe` +
    String.raw`|\b(?:scission|(?:une partie|l'ensemble|la totalite|l'integralite) (?:du|de son) patrimoine)\s+(?:de|d')` +
    String.raw`)${COMPANY_DESCRIBED}`,
);
/** Words before a company that make it the getting side: the one sold, let or contributed to, the absorbing one. */
const GETS_BEFORE = new RegExp(
  String.raw`(?:\b(?:a|ont|avoir)\s+(?:vendu|cede|donne en ${LETTING}|apporte|fait apport\b[^.;]{0,120}?)\s+a` +
    String.raw`|\b(?:vend|cede|cedera|vendra|donne en ${LETTING}|apporte)\s+a` +
    String.raw`|\babsorbee?s?\s+par` +
    String.raw`|\babsorption\b${CLAUSE_CHAR_NL}{0,160}?\spar` +
    String.raw`|\bau profit de` +
    String.raw`|\b(?:de son|du|le|son) (?:fonds|fds)\b${CLAUSE_CHAR_NL}{0,120}?(?<!\bappartenant|\bappart\.)\s(?:a|aux?)(?=\s+(?:la |le |l'|les |m\.|mme|mlle|monsieur|madame|societe|ste|${FOLDED_FORMS_NOT_WORDS_SOURCE}))` +
    String.raw`|\b(?:renouvelle|renouvele|loue|louee|consent|consenti|consentie|concede|concedee|confie|confiee)\b${CLAUSE_CHAR_NL}{0,120}?\s(?:a|aux?)(?=\s+(?:la |le |l'|les |m\.|mme|mlle|monsieur|madame|societe|ste|${FOLDED_FORMS_NOT_WORDS_SOURCE}))` +
    String.raw`)${COMPANY_DESCRIBED}`,
);
/**
 * A role in apposition right after the identifier: `(loueur)`, `, propriétaire du fonds`, `, société absorbée`.
 * (wt-thr) Not the lessor or owner of premises (`, bailleresse des locaux de la société E`): the walls' lessor lets no business.
 */
const GIVES_APPOSED = new RegExp(
  String.raw`^[ \t]*[,(–-]?[ \t]*(?:en qualite de |prise? en qualite de )?(?:le |la |l')?(?:${LESSOR}|proprietaire|cedante?|vendeu(?:r|se)|apporteu(?:r|se)|societe absorbee|absorbee|societe scindee|scindee)\b(?!${OF_PREMISES})`,
);
const GETS_APPOSED = new RegExp(
  String.raw`^[ \t]*[,(–-]?[ \t]*(?:en qualite de |prise? en qualite de )?(?:le |la |l')?(?:locataire|${TAKER}|cessionnaire|acquereu(?:r|se)|acheteu(?:r|se)|societe absorbante|absorbante|societe beneficiaire)\b`,
);
/** The verb a company is the subject of, after its identifier and description. */
// A merger's passive participle is the company's only where no company a comma's clause opens stands
// between (`…, RIDET …, du 13 février 2026, la société A a été absorbée par …`: the participle is A's);
// a representative company in apposition (`…, représentée par sa gérante, la société G, a vendu`) does not open one.
const PASSIVE_DESCRIPTION = String.raw`(?:(?!,\s*(?:la|une) societe\b)${DESCRIPTION_CHAR}){0,240}?`;
const GIVES_AFTER = new RegExp(
  String.raw`^${DESCRIPTION}\b(?:(?:a|ont)\s+(?:vendu|cede|donne en ${LETTING}|donne en (?:loc\.[- ]?)?gerance|fait apport)|vend|cede|donne en ${LETTING}|renouvelle\b[^.;]{0,80}\bloc\w*\.?[- ]?ger\w*)\b` +
    String.raw`|^${PASSIVE_DESCRIPTION}\b(?:(?:a|ont) ete absorbee?s?|est absorbee)\b`,
);
const GETS_AFTER = new RegExp(
  String.raw`^${DESCRIPTION}\b(?:(?:a|ont)\s+(?:acquis|achete|rachete|repris|pris en (?:${LETTING}|${LETTING_ABBREVIATED}\.?|gerance))|acquiert|achete|prend en (?:${LETTING}|${LETTING_ABBREVIATED}\.?|gerance)|exploitera en qualite de locataire|(?:a|ont) absorbe|(?:a|ont) recu\b${CLAUSE_CHAR_NL}{0,40}\bpatrimoine|(?:a|ont) (?:approuve|decide|realise|constate)\s+(?:la realisation (?:definitive )?de\s+)?(?:la |l')?(?:fusion par )?absorption (?:de|d'))\b`,
);
/** A role in apposition inside the company's description, before its identifier: `la société X, SARL, propriétaire du fonds, RCS …`. */
// Its description after the role goes on to the identifier without naming another party ('… absorbée, et la SARL Y, …').
const OWN_DESCRIPTION = String.raw`(?:(?!\bet\s+(?:la|le|l'|les|m\.|mme)\s)(?:${CLAUSE_CHAR_NL}|(?<=\b[a-z])\.)){0,240}?`;
const GIVES_DESCRIBED = new RegExp(String.raw`,\s*(?:en qualite de |prise? en qualite de )?(?:le |la )?(?:proprietaire(?: du fonds)?|${LESSOR}|${SELLER}|apporteu(?:r|se)|societe absorbee)\s*,${OWN_DESCRIPTION}$`);
const GETS_DESCRIBED = new RegExp(String.raw`,\s*(?:en qualite de |prise? en qualite de )?(?:le |la )?(?:${TENANT_MANAGER}|locataire|${TAKER}|${BUYER}|societe absorbante|societe beneficiaire)\s*,${OWN_DESCRIPTION}$`);
/** A merger's side closing the party's own description after its identifier: `…, RIDET …, siège : …, société absorbée,`. */
const GIVES_DESCRIBED_AFTER = new RegExp(String.raw`^${OWN_DESCRIPTION},\s*societe (?:absorbee|apporteuse|scindee)\b`);
const GETS_DESCRIBED_AFTER = new RegExp(String.raw`^${OWN_DESCRIPTION},\s*societe (?:absorbante|beneficiaire)\b`);
/**
 * A party's heading: alone on a line over the party's block (`Le loueur :`, `I. Société absorbante`)
 * or opening the identifier's own line (`Vendeur : X, SARL, RIDET …`).
 */
const ROLE_WORD = String.raw`(?:${LESSOR}|proprietaire|${SELLER}|apporteu(?:r|se)|(?:societe )?absorbee|(?:societe )?scindee|${TENANT_MANAGER}|locataire|${TAKER}|${BUYER}|(?:societe )?absorbante|(?:societe )?beneficiaire)`;
// A table of the parties names each row's side in its role column, written as its label
// (`– Partie : Vendeur`, `Rôle : Bailleur (propriétaire du fonds)`): the row's heading.
const ROLE_COLUMN_LABEL = String.raw`(?:(?:partie|role|qualite)[ \t]*:[ \t]*)?`;
const ROLE_REMARK = String.raw`(?:[ \t]*\([^()\n]{1,40}\))?`;
const HEADING_LINE = new RegExp(String.raw`^[ \t]*(?:[ivx]+[ \t]*[.)–-][ \t]*|\d+[ \t]*[.)–-][ \t]*|[–•-][ \t]*)?${ROLE_COLUMN_LABEL}(?:le |la |l')?(${ROLE_WORD})${ROLE_REMARK}[ \t]*:?[ \t]*$`);
const LABEL_OPENING = new RegExp(String.raw`^[ \t]*(?:[–•-][ \t]*)?(?:le |la |l')?(${ROLE_WORD})[ \t]*:`);
const GIVING_ROLE = new RegExp(String.raw`^(?:${LESSOR}|proprietaire|${SELLER}|apporteu|societe absorbee|absorbee|societe scindee|scindee)`);
/** How many lines a party's block may run under its heading. */
const HEADING_LINES = 4;
/** How far around an identifier its company's words are read: a description with its capital and seat. */
const WINDOW = 300;
/** A company introduced as another's representative or officer ('représentée par sa présidente, la société K, …'): no party of the act. */
const REPRESENTATIVE_BEFORE = new RegExp(String.raw`\b(?:representee?s?|agissant)\s+(?:par|en la personne de)\b${CLAUSE_CHAR_NL}{0,60}?\b${FORM_WORD}${DESCRIPTION}$`);

/** The side a party heading above the identifier, or a label opening its line, gives it (in the same paragraph). */
function headingSide(folded: string, index: number): ActSide | null {
  const paragraphStart = folded.lastIndexOf('\n\n', index) + 1;
  const lines = folded.slice(paragraphStart, index).split('\n');
  const own = LABEL_OPENING.exec(lines.at(-1)!);
  if (own) return GIVING_ROLE.test(own[1]!) ? 'gives' : 'gets';
  for (const line of lines.slice(-HEADING_LINES - 1, -1).reverse()) {
    const heading = HEADING_LINE.exec(line);
    if (heading) return GIVING_ROLE.test(heading[1]!) ? 'gives' : 'gets';
  }
  return null;
}

interface Party {
  match: RidetMatch;
}

/** The side the words around one identifier give its company, or null when they give none or both. */
function partySide(folded: string, index: number, printedLength: number, previousEnd: number, nextIndex = folded.length): ActSide | null {
  // A paragraph's words speak for its own companies only.
  const before = folded.slice(Math.max(previousEnd, index - WINDOW, folded.lastIndexOf('\n\n', index) + 1), index);
  const end = index + printedLength;
  const rawAfter = folded.slice(end, end + WINDOW);
  const blank = rawAfter.indexOf('\n\n');
  const after = blank < 0 ? rawAfter : rawAfter.slice(0, blank);
  // What the company's own description says stops at the next identifier.
  const ownAfter = after.slice(0, Math.max(0, nextIndex - end));
  if (REPRESENTATIVE_BEFORE.test(before)) return null;
  const sides = new Set<ActSide>();
  const heading = headingSide(folded, index);
  if (heading) sides.add(heading);
  else if (GIVES_APPOSED.test(after)) sides.add('gives');
  else if (GETS_APPOSED.test(after)) sides.add('gets');
  else if (GIVES_DESCRIBED.test(before)) sides.add('gives');
  else if (GETS_DESCRIBED.test(before)) sides.add('gets');
  else if (GIVES_DESCRIBED_AFTER.test(ownAfter)) sides.add('gives');
  else if (GETS_DESCRIBED_AFTER.test(ownAfter)) sides.add('gets');
  else {
    if (GIVES_BEFORE.test(before)) sides.add('gives');
    if (GETS_BEFORE.test(before)) sides.add('gets');
    if (GIVES_AFTER.test(after)) sides.add('gives');
    if (GETS_AFTER.test(after)) sides.add('gets');
  }
  return sides.size === 1 ? [...sides][0]! : null;
}

/**
 * The one kind of two-party act the text speaks of, or null when it speaks of none or of several.
 * Asked by actFrameSubject and by the exchange's sides (exchange-sides.ts).
 */
export function actKind(folded: string): ActKind | null {
  const kinds = KIND_WORDS.filter(([, words]) => words.test(folded)).map(([kind]) => kind);
  // A merger is told as a contribution of the absorbed company's estate: one act.
  if (kinds.length === 2 && kinds.includes('merger') && kinds.includes('contribution')) return 'merger';
  return kinds.length === 1 ? kinds[0]! : null;
}

/**
 * Which side's notice it is, by the field rules: the seller's or the owner's for a business sold or
 * let; for a merger, the absorbed company's dissolution and the absorbing company's capital or
 * articles; for a contribution, the capital of the company that receives it.
 */
const SIDED_TYPES: ReadonlySet<AnnonceType | null> = new Set<AnnonceType>(['cession', 'capital', 'dissolution', 'statuts']);

function subjectSide(kind: ActKind, type: AnnonceType | null | undefined): ActSide | null {
  if (kind === 'sale' || kind === 'letting') return type === 'cession' ? 'gives' : null;
  if (kind === 'merger') return type === 'dissolution' ? 'gives' : type === 'capital' || type === 'statuts' ? 'gets' : null;
  return type === 'capital' ? 'gets' : null;
}

/** A party introduced as the second of a contract `entre X, …, et Y, …`: the other side of X. */
const BETWEEN_FIRST = new RegExp(String.raw`\bentre\s+(?:la |le |l')?${DESCRIPTION}$`);
/**
 * A header block's name: the first line of the identifier's paragraph when the identifier closes a
 * short block of short lines (`X – SARL au capital de … / Siège : … / RIDET …`), up to its form,
 * a comma or a dash.
 */
const HEADER_NAME = new RegExp(String.raw`^[ \t]*(?:(?:la |le |l')?${FORM_WORD}\s+)?([a-z0-9][\p{L}0-9&' -]{3,60}?)[ \t]*(?:[,(–—:]|\s-\s|$|\s${FORM_WORD})`, 'u');
const HEADER_LINES = 5;
const HEADER_LINE_LENGTH = 120;

function headerName(folded: string, match: RidetMatch): { name: string; blockStart: number } | null {
  const blockStart = folded.lastIndexOf('\n\n', match.index) + 1;
  const lines = folded.slice(blockStart, match.index).split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0 || lines.length > HEADER_LINES || lines.some((line) => line.length > HEADER_LINE_LENGTH)) return null;
  const name = HEADER_NAME.exec(lines[0]!)?.[1]?.trim();
  // A name of one short word ('sa', 'kaz') is found anywhere: no binding by it.
  return name && name.length >= 6 ? { name, blockStart } : null;
}

/** The side the act gives a company where it names it outside its header block; 'doubt' when named without a side read. */
function sideWhereNamed(folded: string, match: RidetMatch): ActSide | 'doubt' | null {
  const header = headerName(folded, match);
  if (!header) return null;
  const sides = new Set<ActSide | null>();
  // The name may be printed over a line's end (`la société OUTILLAGE` / `PRO NORD a été absorbée`).
  for (const named of folded.matchAll(new RegExp(escaped(header.name).replace(/ +/g, String.raw`\s+`), 'g'))) {
    const at = named.index;
    if (at >= header.blockStart && at <= match.index) continue;
    // A whole word only.
    if (/[\p{L}0-9]/u.test(folded[at - 1] ?? '') || /[\p{L}0-9]/u.test(folded[at + named[0].length] ?? '')) continue;
    sides.add(partySide(folded, at, named[0].length, 0));
  }
  if (sides.size === 0) return null;
  // Named with one side read (and perhaps elsewhere without one): that side; with none or with both: doubt.
  const read = [...sides].filter((side) => side !== null);
  return read.length === 1 ? read[0]! : 'doubt';
}

/** `l'absorption de Y, …, RIDET …, par X`: the company after `par` absorbs the one named before it. */
const ABSORPTION_OF = new RegExp(String.raw`\babsorption\s+(?:de|d')\s+(?:la |le |l')?${DESCRIPTION}$`);
const BY_AFTER_PARTY = new RegExp(String.raw`^${OWN_DESCRIPTION}\spar\s+(?:la |le |l')?${DESCRIPTION}$`);
const BETWEEN_SECOND = new RegExp(String.raw`^${DESCRIPTION}\bet\s+(?:la |le |l'|m\.|mme|mlle|monsieur|madame)?${DESCRIPTION}$`);

/**
 * The candidate the act's frame makes the notice's, or null. `folded` is the folded text with
 * sentences joined over their line breaks; `candidates` the companies the rules leave.
 *
 * Decides when the text speaks of one act (not shares, whose company is the subject whoever the
 * parties), the field rules give the notice's type a side, one company alone is read on that side
 * and none is read on both. A company the grammar gives no side may stay beside it (the act names
 * its other party without an identifier, or by a name printed elsewhere): the side the act gives
 * the one company read on it is what decides; a company read only on the other side is never made
 * the subject by elimination.
 */
export function actFrameSubject<T extends Party>(folded: string, candidates: readonly T[], type: AnnonceType | null | undefined): T | null {
  if (!SIDED_TYPES.has(type ?? null) || new Set(candidates.map((c) => c.match.rid)).size < 2) return null;
  const kind = actKind(folded);
  if (!kind || SHARES_TRADED.test(folded)) return null;
  const wanted = subjectSide(kind, type);
  if (!wanted) return null;
  const ordered = [...candidates].sort((a, b) => a.match.index - b.match.index);
  const sideOf = new Map<string, ActSide>();
  let previousEnd = 0;
  let previous: { side: ActSide | null; between: boolean; absorbed: boolean } | null = null;
  for (const [i, candidate] of ordered.entries()) {
    const { index, printed } = candidate.match;
    const before = folded.slice(Math.max(previousEnd, index - WINDOW), index);
    let side = partySide(folded, index, printed.length, previousEnd, ordered[i + 1]?.match.index);
    if (!side && previous?.between && previous.side && BETWEEN_SECOND.test(before)) side = previous.side === 'gives' ? 'gets' : 'gives';
    if (!side && previous?.absorbed && BY_AFTER_PARTY.test(before)) side = 'gets';
    previous = { side, between: BETWEEN_FIRST.test(before), absorbed: side === 'gives' && ABSORPTION_OF.test(before) };
    previousEnd = index + printed.length;
    if (!side) continue;
    // A company read on both sides: the frame is not read without doubt.
    const known = sideOf.get(candidate.match.rid);
    if (known && known !== side) return null;
    sideOf.set(candidate.match.rid, side);
  }
  // A company left without a side where its identifier is printed (its own header block) is bound
  // where the act names it ('la société X a acquis de …'); named there without a side read, the
  // frame is in doubt.
  for (const candidate of ordered) {
    if (sideOf.has(candidate.match.rid)) continue;
    const side = sideWhereNamed(folded, candidate.match);
    if (side === 'doubt') return null;
    if (side) sideOf.set(candidate.match.rid, side);
  }
  const own = [...sideOf].filter(([, side]) => side === wanted).map(([rid]) => rid);
  if (own.length !== 1) return null;
  const named = ordered.filter((c) => c.match.rid === own[0]);
  return named.find((c) => !c.match.establishmentInferred) ?? named[0]!;
}
