/**
 * The periodicals a notice's page names, declared once for every reader of the page's furniture
 * (page-furniture.ts and the readers it gathers: a masthead, a running line, a banner, a dateline,
 * the title's furniture, the subject's and the layout's heading lines). A reader knows a
 * periodical in two ways, whatever the file that met it:
 * - by its name or sigle, the local ones that hold no common noun (`JONC`, `J.O.N.C.`, `LNC`,
 *   `Actu.nc`, `Actu. nc`, `NC 1ère`, `Journal officiel de la Nouvelle-Calédonie`, `Les Nouvelles
 *   calédoniennes`);
 * - by the noun a periodical's title is made of (`La Gazette du Nord`, `Le Courrier des Îles`,
 *   `Nouméa Infos`, `L'Hebdo`): a few words, none citing it, none a company's form.
 * Every pattern here reads folded text (fold.ts).
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/**
 * The local periodicals' names and sigles, as a word of a line (folded). A sigle's dots and its
 * space are printed or not (`actu.nc`, `actu. nc`, `actu nc`; `j.o.n.c.`; `nc 1ere`, `nc la 1ere`).
 */
export const PERIODICAL_SIGLE = String.raw`(?:jonc|j\.\s?o\.\s?n\.\s?c\b\.?|lnc(?:\.nc)?|actu\.?\s?nc|nc\s(?:la\s)?1ere|journal officiel(?: de (?:la )?nouvelle[- ]?caledonie)?|(?:les )?nouvelles caledoniennes)`;

/**
 * The nouns a periodical's title is made of (folded). `nouvelles` is the noun only where it is
 * not an adjective before another noun (NON_NOUN_NOUVELLES).
 */
export const PERIODICAL_NOUN = String.raw`(?:journal|nouvelles|gazette|echos?|hebdo|hebdomadaire|mensuel|courrier|depeche|quotidien|tribune|magazine|voix|infos?|presse|bulletin|actualites|revue|moniteur)`;

/** A name that is a periodical's only when it is the whole item (`Le Pays`: two common words anywhere else). */
const NAME_ALONE = /^(?:le pays)$/;
const SIGLE_ALONE = new RegExp(String.raw`^${PERIODICAL_SIGLE}$`);
const SIGLE_WORD = new RegExp(String.raw`(?:^|[^a-z0-9])${PERIODICAL_SIGLE}(?![a-z0-9])`);
const TITLE = new RegExp(String.raw`^[^\d]*\b${PERIODICAL_NOUN}\b[^\d]*$`);
/** `nouvelles` before a noun of its own is the adjective (`Nouvelles Pêches du Sud`), not the periodical. */
const NON_NOUN_NOUVELLES = /\bnouvelles (?!(?:du|de|des|d'|caledoniennes)\b)(?=[a-z])/g;
/** A line that cites a periodical is no title of one. */
const CITES = /\b(?:paru\w*|publi\w*|dans|voir|cite\w*|selon)\b/;
/** A company's form (legal-form.ts's list) or word: a company's name, not a periodical's title. */
const COMPANY_WORD = new RegExp(String.raw`\b(?:${FOLDED_FORMS_SOURCE}|societe|ets|etablissements|holding|groupe)\b`);
const TITLE_MAX_WORDS = 6;

/** Whether an item (folded) is a periodical's name alone: its sigle, or a short title made of a periodical's noun. */
export function isPeriodicalName(folded: string): boolean {
  const item = folded.replace(/\s+/g, ' ').trim();
  if (SIGLE_ALONE.test(item) || NAME_ALONE.test(item)) return true;
  if (item.split(' ').length > TITLE_MAX_WORDS || CITES.test(item) || COMPANY_WORD.test(item)) return false;
  return TITLE.test(item.replace(NON_NOUN_NOUVELLES, ''));
}

/** Whether a line (folded) names one of the local periodicals by its name or sigle, anywhere in it. */
export function namesPeriodicalSigle(folded: string): boolean {
  return SIGLE_WORD.test(folded);
}

/**
 * The words without which no line names a periodical (folded): a text without one holds no
 * masthead or periodical's title, and its lines need not be read for one (speed only). Looser than
 * isPeriodicalName: every line it accepts holds one of these.
 */
export const PERIODICAL_WORD = new RegExp(String.raw`\b(?:jonc|j\.\s?o\.\s?n\.\s?c|lnc|actu\.?\s?nc|nc\s(?:la\s)?1ere|le pays|${PERIODICAL_NOUN})`);
