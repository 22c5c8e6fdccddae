/**
 * The shortest newspaper insertions write the words every notice uses in their abbreviated forms
 * ('Sté', 'cap.', 'Gér.', 'nom. prés.', 'dém.', 'AGE', 'loc.-gér.', 'clôt. liq.', 'jugt', 'LJ').
 * A reader of legal notices knows them as well as the words: the notice is read with each
 * abbreviation written out, once, before anything else reads it, so that every rule reading
 * 'gérant', 'location-gérance' or 'clôture' reads its abbreviation too, and an abbreviation is never
 * read as a company's name. Only a text printed in that style is rewritten (two abbreviations of the
 * lexicon at least): one abbreviation in a notice of full sentences is left to the rules that read
 * it where it stands. Each form has one meaning in a notice, or one by what follows it
 * ('liq. :' names the liquidator, 'dissol. ss liq.' the liquidation; 'loc.-gér. :' the tenant,
 * 'LOC.-GÉR.' the letting).
 *
 * small-ad-abbreviations.ts holds an older list of the same kind, read only by classify.ts on its
 * folded text; the two overlap ('nom.', 'dém.', 'loc.-gér.') and are to become one lexicon.
 */

import { lineStartCompanies } from './company-mentions.ts';
import { fold } from './fold.ts';
import { cutLines } from './layout/line-cuts.ts';

// A word's edge: no letter or digit on that side (the patterns are read on the text as printed).
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';

/** Each abbreviated form, and the words it stands for (in lower case; see `inCaseOf`). */
const LEXICON: ReadonlyArray<readonly [string, string]> = [
  // Longer forms first: a form that holds a shorter one reads whole.
  [`loc\\.\\s?-?\\s?g[ée]r\\.(?=\\s*:)`, 'locataire-gérant'],
  [`locataire-g[ée]r\\.`, 'locataire-gérant'],
  [`loc\\.\\s?-?\\s?g[ée]r\\.?${E}`, 'location-gérance'],
  [`cl[ôo]t\\.\\s*liq\\.`, 'clôture de la liquidation'],
  [`cl[ôo]t\\.\\s*insuff\\.\\s*(?:d'|d’)?\\s*actif${E}`, 'clôture pour insuffisance d’actif'],
  [`insuff\\.\\s*(?:d'|d’)?\\s*actif${E}`, 'insuffisance d’actif'],
  [`cl[ôo]t\\.`, 'clôture'],
  [`(?<=si[èe]ge\\s)liq\\.`, 'de la liquidation'],
  [`(?<=cl[ôo]ture\\s)liq\\.`, 'de la liquidation'],
  [`liq\\.\\s*amiable(?=\\s*:)`, 'liquidateur amiable'],
  [`liq\\.(?=\\s*(?::|d[ée]charg|M\\.|Mme|Me${E}))`, 'liquidateur'],
  [`(?<=quitus\\s)liq\\.`, 'au liquidateur'],
  [`liq\\.`, 'liquidation'],
  [`ss(?=\\s+liq)`, 'sans'],
  [`dissol\\.`, 'dissolution'],
  [`anticip\\.`, 'anticipée'],
  [`constit\\.`, 'constitution'],
  [`prorog\\.`, 'prorogation'],
  [`transfo\\.`, 'transformation'],
  [`modif\\.\\s*obj\\.`, 'modification de l’objet'],
  [`obj\\.`, 'objet'],
  [`dur\\.`, 'durée'],
  [`anc\\.(?=\\s*:)`, 'ancienne dénomination'],
  [`nouv\\.(?=\\s*:)`, 'nouvelle dénomination'],
  [`augm\\.\\s*cap\\.`, 'augmentation de capital'],
  [`augm\\.`, 'augmentation'],
  [`r[ée]duc\\.\\s*(?:cap\\.|capital${E})`, 'réduction de capital'],
  [`r[ée]duc\\.`, 'réduction'],
  [`incorp\\.\\s*r[ée]s\\.`, 'incorporation de réserves'],
  [`cap\\.\\s*soc\\.`, 'capital social'],
  [`approb\\.`, 'approbation'],
  [`cess\\.\\s*paiem\\.`, 'cessation des paiements'],
  [`nom\\.`, 'nomination'],
  [`(?<=,\\s?)d[ée]m\\.`, 'démissionnaire'],
  [`d[ée]m\\.`, 'démission'],
  [`rempl\\.`, 'remplacement'],
  [`renouv\\.`, 'renouvellement'],
  [`repr\\.(?:\\s*par)?`, 'représentée par'],
  // 'déc.' after a day is December.
  [`(?<!\\d\\s?)d[ée]c\\.`, 'décision'],
  [`assoc\\.`, 'associé'],
  [`ass\\.`, 'assemblée'],
  [`soc\\.`, 'social'],
  [`not\\.`, 'notaire'],
  [`acq\\.`, 'acquéreur'],
  [`vend\\.`, 'vendeur'],
  [`jugt\\.?${E}`, 'jugement'],
  [`j\\.-comm\\.`, 'juge-commissaire'],
  [`mand\\.\\s*jud\\.`, 'mandataire judiciaire'],
  [`adm\\.\\s*jud\\.`, 'administrateur judiciaire'],
  [`conv\\.`, 'conversion'],
  [`cptes\\s+d[ée]fin\\.`, 'comptes définitifs'],
  [`rectif\\.`, 'rectificatif'],
  [`opp\\.`, 'oppositions'],
  [`cab\\.`, 'cabinet'],
  [`immo\\.`, 'immobilière'],
  [`[àa]\\s+cpter${E}`, 'à compter'],
];

// Forms the rules already read where they stand are left as printed: 'gér.', 'cogér.', 'prés.' (the
// officers' reader reads them, officer-roles.ts; the subject's rules, which read the full word as an
// officer's description, would take the identifier a telegraphic line prints after the manager,
// '…, gér. M. X, RIDET …', for the manager's), 'cap.' (read beside a name, company-mentions.ts),
// 'cess.', 'modif.', 'nouv.' and 'dénom.' (the type's and the names' readings of small ads), 'DG' (a role
// the officers' reader knows, and a word of the titles it knows: 'NOMIN. DG / DGD').

// Capitals only: in lower case these are words or parts of names.
const ACRONYMS: ReadonlyArray<readonly [string, string]> = [
  ['AGE', 'assemblée générale extraordinaire'],
  ['AGO', 'assemblée générale ordinaire'],
  ['LJ', 'liquidation judiciaire'],
  ['RJ', 'redressement judiciaire'],
];

const FORMS = [...LEXICON.map(([form]) => `(${B}${form})`), ...ACRONYMS.map(([form]) => `(${B}${form}${E})`)];
const WORDS = [...LEXICON.map(([, words]) => words), ...ACRONYMS.map(([, words]) => words)];
const CASELESS = LEXICON.length;
const EVERY_FORM = new RegExp(FORMS.join('|'), 'giu');
// Every dotted form's head (folded), and the undotted forms: looked up at each full stop and
// searched as literals, far cheaper than the forms' patterns on a notice without any (speed only).
const DOTTED_HEADS = new Set(['ger', 'cap', 'nom', 'dem', 'liq', 'clot', 'insuff', 'dissol', 'anticip', 'constit', 'prorog', 'transfo', 'modif', 'obj', 'dur', 'denom', 'anc', 'nouv', 'augm', 'reduc', 'incorp', 'approb', 'cess', 'pres', 'rempl', 'renouv', 'repr', 'dec', 'ass', 'assoc', 'soc', 'not', 'acq', 'vend', 'comm', 'jud', 'conv', 'defin', 'rectif', 'opp', 'cab', 'immo', 'paiem', 'res']);
const UNDOTTED = /\b(?:AGE|AGO|LJ|RJ|jugt|cpter|ss)\b/g;
const MAX_HEAD = 8;
/** A text's style is telegraphic from this many abbreviated forms. */
const MIN_FORMS = 2;

// A letter of a form's head: ASCII or accented (speed only: no pattern per full stop).
function isLetter(code: number): boolean {
  return ((code | 32) >= 97 && (code | 32) <= 122) || (code >= 0xc0 && code <= 0x17f);
}

/** How many abbreviated forms the text holds, up to `enough` (their heads and the undotted forms, counted cheaply). */
function formCount(text: string, enough = MIN_FORMS): number {
  let count = 0;
  UNDOTTED.lastIndex = 0;
  while (count < enough && UNDOTTED.exec(text)) count += 1;
  for (let at = text.indexOf('.'); at > 0 && count < enough; at = text.indexOf('.', at + 1)) {
    let start = at;
    while (start > 0 && at - start < MAX_HEAD && isLetter(text.charCodeAt(start - 1))) start -= 1;
    if (at - start >= 2 && DOTTED_HEADS.has(fold(text.slice(start, at)))) count += 1;
  }
  return count;
}

/** The words in the case the abbreviation was printed in ('GÉR.' → 'GÉRANT', 'Gér.' → 'Gérant'): a title in capitals stays one. */
function inCaseOf(printed: string, words: string): string {
  const letters = printed.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return words.toUpperCase();
  return /^\p{Lu}/u.test(letters) ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

// A title of abbreviations in capitals, each closed by its dot, run into what follows ('CONSTIT. SASU X, …',
// 'DISSOL.ANTICIP.STUDIO X SARL RIDET …'): the dot ends the title, which the written-out words no longer show.
const ABBREVIATED_TITLE = /^([ \t]*(?:\p{Lu}[\p{Lu}'’-]*\.[ \t]?)+)(\p{Lu}.*)$/u;

const SPACED_DASH = /\s[-–—]\s/;

/** A line whose abbreviated title runs into the company's name: the title on a line of its own, as a reader reads it. */
function titleApart(line: string): string | null {
  const m = ABBREVIATED_TITLE.exec(line);
  // A title a spaced dash ends is cut there (layout/ad-heading.ts).
  if (!m || SPACED_DASH.test(m[2]!) || formCount(m[1]!, 1) === 0) return null;
  const company = lineStartCompanies(m[2]!)[0];
  return company && company.index === 0 ? `${m[1]!.trimEnd()}\n${m[2]!}` : null;
}

/** The text with its abbreviated words written out when it is printed in the telegraphic style (see the file's comment). */
export function abbreviationsWrittenOut(text: string): string {
  // Most notices have no abbreviation of the lexicon: the cheap test first (speed only).
  if (formCount(text) < MIN_FORMS) return text;
  const titled = cutLines(text, titleApart);
  return titled.replace(EVERY_FORM, (printed: string, ...groups: unknown[]) => {
    const index = groups.findIndex((g) => typeof g === 'string');
    if (index < 0) return printed;
    const offset = groups.find((g) => typeof g === 'number') as number;
    // A form run together with the next word ('cap.100 000', 'DISSOL.ANTICIP.') is a word apart.
    const apart = /[\p{L}\d]/u.test(titled.charAt(offset + printed.length)) ? ' ' : '';
    // An acronym is written out capitalised: it opens a field as often as not ('AGE 12/03/26 : …').
    if (index >= CASELESS) return printed === printed.toUpperCase() ? inCaseOf('A', WORDS[index]!) + apart : printed;
    return inCaseOf(printed, WORDS[index]!) + apart;
  });
}
