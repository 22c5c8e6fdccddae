/**
 * The role a label printed right before a company gives it, as a reader expands a small ad's or a
 * form's abbreviations: `Vdr. SARL A, Rdt …`, `vdr Scté A … → achtr Scté B`, `Acq.: B (…) ← Cédant :
 * A (…)`, `Loc.-gér. B (SARL, Rdt …) – Propr. A (SARL, Rdt …)`, `Ass. uniq. : SAS H (RIDET …)`,
 * `par son A.U. H`, `Prst : Soc.té H`, `tit. : CABINET C (…)`, `chez domiciliat. SARL D`,
 * `Fus.-absorp. A … par B …`, `[ABSORBANTE] B`, `apporteuse ⟶ A`. The label introduces the company whose name runs from it to the
 * identifier: a label followed by `de`/`des` (`associée unique des sociétés A et B`, `président de A`)
 * belongs to the company before it, and a label followed by a person (`Gérant : M. X`) introduces no
 * company. The full labels closed by a colon at a line's start are read elsewhere
 * (subject-features.ts, inline-party-label.ts); this reading is for the labels that do not open a
 * line or are abbreviated, which a reader reads just the same.
 *
 * Read on folded text (lower case, no accents), from the previous identifier's end to the identifier.
 */

import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';
import { LETTING, LETTING_ABBREVIATED, LETTING_END_INITIALS, TENANT_MANAGER } from './letting-words.ts';
import { OF_PREMISES } from './role-noun-parties.ts';
import { LABEL_MARK } from './label-marks.ts';

/**
 * The side of a party a label names: one who sells or lets a business, one who buys or takes it, one
 * who holds an office or a part in, hosts, lends to or answers for another company (`Pour tous
 * renseignements :`, the firm that drafts), one absorbed, one absorbing; or the notice's event, whose
 * company follows it.
 */
export type LabelledRole = 'gives' | 'gets' | 'office' | 'absorbed' | 'absorbing' | 'event';

const GIVES = String.raw`vendeu(?:r|se)|venderesse|vdr\.?|vend\.|cedante?|ced\.`;
// The tenant's label cut to its consonants too (`loc.-grt`); the buyer's `Cess. :`, a label by its colon (`CESS.` alone is the sale).
const GETS = String.raw`acquereu(?:r|se)|acq\.?|achtr\.?|acheteu(?:r|se)|cessionnaire|cess\.(?=\s*:)|locataire[- ]gerante?|loc\.?[- ]?(?:ger\w*|grte?|grnt)\.?`;
/**
 * A letting's sides, read only where the notice lets a business (a location-gérance): elsewhere the
 * lessor and the tenant are the premises' (`Bailleur : SCI A` in a sale of a business, `Preneur :
 * SARL B` under a commercial lease), and the tenant of premises may be the notice's own company.
 */
const LETS = String.raw`loueu(?:r|se)|bailleu(?:r|se)|bailleresse|proprietaire|propr?\.`;
const TAKES = String.raw`locataire|preneu(?:r|se)`;
const BUSINESS_LET = new RegExp(String.raw`\b(?:${LETTING}|${LETTING_ABBREVIATED}|${TENANT_MANAGER}|${LETTING_END_INITIALS})(?![\p{L}])`, 'u');
const PREMISES_AFTER = new RegExp(String.raw`^${OF_PREMISES}`);
const OFFICE = String.raw`associee? unique|assoc\.? ?uniq(?:ue|\.)?|ass\.? ?uniq(?:ue|\.)?|a\.u\.|actionnaire(?: unique)?|presidente?|prst\.?|pdte?\.?|cogerante?|gerante?|ger\.|administrat(?:eur|rice)|adm\.|commissaire aux comptes(?: (?:titulaire|suppleant))?|cac|tit\.|titulaire|suppl\.|suppleant|(?:co-?)?liquidat(?:eur|rice)s?|liq\.|domiciliataire|domiciliat\.|chez|membre|creancier|pour (?:tous )?renseignements|contact|annonceur|deposant|depose par`;
// A partial contribution's sides are a merger's: the contributor gives a branch as the absorbed
// company gives all, the beneficiary's capital grows as the absorbing one's does.
const ABSORBED = String.raw`(?:societe )?absorbee|absorp(?:tion)?\.?(?: de)?|(?:societe )?apporteu(?:r|se)`;
const ABSORBING = String.raw`(?:societe )?absorbante|(?:societe )?beneficiaire`;

/**
 * The notice's event named right before its company, as a rubric or a heading says it (`DISS. s/ TUP ·
 * SAS A`, `Chgt Prst SAS A`, `CESS. ACTIONS – A SAS – RIDET …`, `Tr. Sge SARL A`, `R.J. de EURL A`):
 * the event is that company's. An office's change (`Chgt Prst`) is the event, not the office.
 */
const OFFICES = String.raw`president\w*|prst\.?|pdte?\.?|gerant\w*|gerance|gce\.?|ger\.|cac|commissaires? aux comptes|administrat\w*|dirigeants?|directeur general|dg|liquidat\w*`;
const EVENT = String.raw`(?:chgt|changement|nomination|nom\.|renouvellement|renouv\.)(?: d[eu]| des| d')?\s*(?:${OFFICES})|dissolution|diss\.|dissol\.|t\.?u\.?p\.?|transmission universelle|liquidation(?: amiable| judiciaire)?|cll|constitution|const\.|constit\.|crea\.|creation|soc\. nouv\.|societe nouvelle|transfert(?: d[eu])? siege(?: social)?|tr\.? ?sge|cess(?:ion|\.)? (?:d(?:e |')|des )?(?:actions|parts(?: sociales)?)|augmentation(?: d[eu])? capital|aug\.? ?kpl|reduction(?: d[eu])? capital|transformation|mise en sommeil|redressement judiciaire|r\.j\.|l\.j\.`;

const ROLE = new RegExp(String.raw`(?:^|(?<=[\s;|•/←→(\[{⟦【〔·:,–—-]))(?:(${GIVES})|(${GETS})|(${OFFICE})|(${ABSORBED})|(${ABSORBING})|(${EVENT})|(${LETS})|(${TAKES}))(?![\p{L}])`, 'gu');
/** A company's marks, one of which its introduction prints before its identifier: `société`, its abbreviations, a form. */
const COMPANY_MARK = new RegExp(String.raw`(?:^|[^\p{L}])(?:societe|soc\.?te|scte|ste|rs\.|${FOLDED_FORMS_NOT_WORDS_SOURCE}|sa|sem|snc|sci|gie)(?![\p{L}])`, 'u');

/**
 * What may stand between a label and the company it introduces: a qualifier (`du fonds`, `sortant`,
 * `nouv.`, `(inchangé)`, `(loueur)`), a colon, a dash or a compositor's label mark (`CÉDANT ▸ A`,
 * label-marks.ts), a `Dénomination :` field.
 */
const QUALIFIERS = String.raw`(?:[ \t\n.:,·•|/\]}⟧】〕◄◀←–—-]|${LABEL_MARK}|du fonds|sortante?|entrante?|nouv\.?|nouvel(?:le)?|nouveau|nv|ancien(?:ne)?|anc\.|\([^()\n]{1,30}\)|(?:denomination|raison sociale)[ \t]*:)*`;
/** A company introduced: its article, `société` and its abbreviations, a form, a quote, or a name (not a person's civility, not `de`). */
const COMPANY_START = new RegExp(String.raw`^${QUALIFIERS}(?!(?:m|mme|mlle|me|mr)\.?\s|monsieur\s|madame\s|de\s|des\s|du\s|d'|a\s|au\s|aux\s|en\s|le \d|du \d)(?:la |le |l'|les |son |sa )?(?:societe|soc\.?te|scte|ste\b|rs\.|[«"“]|(?:${FOLDED_FORMS_NOT_WORDS_SOURCE})\b|[a-z0-9])`, 'u');

/** A name printed straight before its identifier's label, no form (`Pour tous renseignements : A, RIDET …`). */
const NAME_THEN_LABEL = /^[^,\n]{3,50},?[ \t]*(?:(?:ridet|rid|rdt|idt|rcs|n°)[ \t.:°]*)?$/;
/** How far the identifier may stand from the label's company: its name, form and particulars. */
const NAME_GAP = 110;
/** How far before the identifier a label is looked for: a block's label alone on its line may head a few lines of fields. */
const WINDOW = 400;
const BLOCK_GAP = 360;
const BLOCK_LINES = 5;
/** A label alone on its line: nothing before it on the line, only its qualifiers after it. */
const LINE_REST_QUALIFIERS = new RegExp(String.raw`^[ \t]*(?:du fonds|sortante?|entrante?|nouvel(?:le)?|nouveau|ancien(?:ne)?|\([^()\n]{1,30}\))?[ \t]*(?:\n|$)`);
function aloneOnItsLine(window: string, at: number, length: number): boolean {
  const lineStart = window.lastIndexOf('\n', at - 1) + 1;
  return window.slice(lineStart, at).trim() === '' && lineStart > 0 && LINE_REST_QUALIFIERS.test(window.slice(at + length));
}
function firstLineUnder(after: string): string {
  const start = after.indexOf('\n') + 1;
  const end = after.indexOf('\n', start);
  return after.slice(start, end < 0 ? after.length : end);
}
/** The agent of an absorption (`absorption de A … par B`): B absorbs. */
const BY_AGENT = /^[\s,;)–—-]*par\s+(?:la |l')?/;

/**
 * The role of the label nearest before the identifier at `index`, read from `from` (the previous
 * identifier's end, or the text's start); null where no label introduces the identifier's company.
 */
export function roleLabelBefore(folded: string, from: number, index: number): LabelledRole | null {
  const window = folded.slice(Math.max(from, index - WINDOW), index);
  ROLE.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = ROLE.exec(window); m !== null; m = ROLE.exec(window)) last = m;
  if (last === null) return null;
  // An event's company follows its preposition (`dissolution de la société A`, `R.J. de EURL A`).
  const after = window.slice(last.index + last[0].length).replace(last[6] ? /^[ \t]*(?:de la |de l'|de |du |d')/ : /^$/, ' ');
  // A label over more than a company's few lines is a table's column heading (`Vendeur / Acquéreur / Fonds`), whose cells follow in another order;
  // the identifier may open a line of its own under the name, the form and the address (a box's fields a line each).
  // A label alone on its line heads the block of lines under it, up to the blank line, however many
  // fields the block prints (`Bailleur du fonds` / `  A, SAS …` / `  siège social : …` / `  établissement : RIDET …`).
  // Its first line introduces the company (a table's headings, one a line, do not: `Acquéreur` / `Fonds` / `Prix`).
  const alone = aloneOnItsLine(window, last.index, last[0].length) && COMPANY_MARK.test(firstLineUnder(after));
  const lines = after.replace(/\n[ \t]*$/, '').match(/\n/g)?.length ?? 0;
  const tooFar = alone ? after.length > BLOCK_GAP || lines > BLOCK_LINES : after.length > NAME_GAP + 40 || lines > 2;
  if (tooFar || /;|\n[ \t]*\n/.test(after) || !COMPANY_START.test(after) || !(COMPANY_MARK.test(after) || NAME_THEN_LABEL.test(after))) return null;
  // An office's name opening the text is its rubric (`CAC • SA A, RIDET …`): the event, the company's own.
  if (last[6] || (last[3] && folded.slice(0, Math.max(from, index - WINDOW) + last.index).trim() === '')) return 'event';
  if (last[7] || last[8]) {
    if (!BUSINESS_LET.test(folded) || PREMISES_AFTER.test(window.slice(last.index + last[0].length))) return null;
    return last[7] ? 'gives' : 'gets';
  }
  if (last[1]) return 'gives';
  if (last[2]) return 'gets';
  if (last[3]) return 'office';
  return last[4] ? 'absorbed' : 'absorbing';
}

/** Whether the company at `index` is the agent `par` of the absorption the previous company was labelled with (`Fus.-absorp. A, RIDET … par B, RIDET …`). */
export function absorbingAgent(folded: string, previousEnd: number, index: number): boolean {
  return BY_AGENT.test(folded.slice(previousEnd, index)) && index - previousEnd <= NAME_GAP + 20;
}

/**
 * An office, a holding or a claim printed right after a company's identifier (`…, RIDET …, principal
 * créancier`, `…, RIDET …, associée unique des sociétés A et B`, `(RIDET …), domiciliataire`): the
 * company is another's party, as under a label before it. Not a label opening the next field
 * (`RIDET … Gérant : M. X`), nor the company's own officer named after it (`Rdt …, gér. Mme X`), nor a
 * representative (`représentée par son gérant`): the office ends its clause or names whose it is.
 */
const OFFICE_AFTER = new RegExp(String.raw`^[\s,)]*(?:(?:en (?:sa )?qualite d[e']|agissant en qualite d[e']|principale?|unique|nouvel(?:le)?|nouveau|seule?)\s*)*(?:l'|le |la )?(?:${OFFICE})(?![\p{L}])(?=[ \t]*(?:[,.;)\n]|$|d[eu]s?\s|d'|a\s|ont\s|est\s))`, 'u');

/** Whether an office, a holding or a claim follows the identifier ending at `end` (`after`: the folded text from there). */
export function officeAfter(after: string): boolean {
  return OFFICE_AFTER.test(after.slice(0, 80));
}
