/**
 * Where a notice introduces a company in running text, and the name it gives it:
 * 'la société X', 'la société par actions simplifiée X', 'la SARL X', 'l'EURL X',
 * 'une société civile immobilière dénommée « X »', and at the start of a line, as court
 * notices and lists print a debtor, 'X, SARL, ...' or 'SARL X, adresse'. The legal form written
 * before or after the name is not part of it; a form inside quotes is.
 */

import { withoutRunInEventTitle } from './run-in-event-title.ts';
import { FOLDED_FORMS_SOURCE, FORM_ABBREVIATIONS, LONG_FORM_SOURCE } from './legal-form.ts';
import { LABEL_MARK } from './label-marks.ts';
import { handTypedMentions } from './hand-typed.ts';
import { identifiedCompanyMentions } from './identified-company-mention.ts';
import { withRecentResults } from './recent-results.ts';
import { matchesOf } from './global-pattern.ts';
import { wordPresence } from './word-presence.ts';
import { sentenceEndInName } from './name-initialism.ts';
import { PROFESSION_AFTER_FORM } from './profession-forms.ts';
import { quotedHeads } from './quoted-head-company.ts';
import { introductionOpenings, type IntroductionOpenings } from './introduction-openings.ts';
import { withFormHead } from './form-headed-name.ts';
import { FRAME_CLOSE, FRAME_OPEN, holdsFrameMark } from './name-frames.ts';

export interface CompanyMention {
  /** Where the introduction starts (article or form included). */
  index: number;
  /** Where the name ends. */
  end: number;
  name: string;
  /** The form words written around the name ('société par actions simplifiée', 'SARL'), if any. */
  formText: string | null;
}

// French capitals include the ligature and the diaeresis on y ('ŒUFS DU NORD', 'L’HAŸ').
const UPPER = 'A-ZÀ-ÖØ-ÞŒŸ';
// Not a sentence's elided article (`NENGONE PÊCHE` / `L'assemblée de la province`): a capital before an apostrophe and a small letter.
// Nor the article of a name in mixed case (`L'Atelier d'Émeraude`): a token never ends on its apostrophe
// before a letter, nor stops before one and a letter; a word shortened by one stays whole (`ÉLEC' PRO NORD`).
const NAME_TOKEN = `[${UPPER}0-9&][${UPPER}0-9&'’.\\-]*(?![\\p{Ll}])(?!['’]\\p{L})(?!(?<=['’])\\p{L})`;
// A word after the first may open on the glottal stop Wallisian, Futunian and Tahitian names print
// as an apostrophe ('FALE KOLOA 'O MATA'UTU', 'TE FARE 'O X'), a capital right after it.
const NEXT_NAME_TOKEN = `(?:['’](?=[${UPPER}]))?${NAME_TOKEN}`;
/** A name in capitals: 'ABC TRANSPORTS', 'L’ATELIER DU PORT', 'MARTIN & FILS'. */
export const UPPER_NAME = `${NAME_TOKEN}(?:[ ]${NEXT_NAME_TOKEN})*`;
// Guillemets may hold a name over one line break ('« PHARMA' / 'CALÉDONIE »').
export const QUOTED = '[«"“]\\s*([^»"”\\n]{1,120}?(?:\\n[^»"”«“\\n]{1,80}?)?)\\s*[»"”]';
const ABBR = `(?:${FORM_ABBREVIATIONS.join('|')})`;
const LOWER_ABBR = `(?:${FOLDED_FORMS_SOURCE})`;
// What may follow a name written in mixed case, so its end is known: its form, its capital, its seat or its object.
const NAME_END = `(?=\\s*(?:,\\s*(?:soci[ée]t[ée]|${ABBR}|au capital|en liquidation|dont le si[èe]ge|pour objet)(?![\\p{L}])|\\(\\s*(?:${ABBR}|soci[ée]t[ée])(?![\\p{L}])|\\s+au capital(?![\\p{L}])))`;
const MIXED_NAME = `[${UPPER}][^,«»()\\n]{1,80}?${NAME_END}`;
/**
 * In running text a name in capitals may go on over one line break ('la société BOIS ET' /
 * 'CHARPENTES DE PAÏTA, SARL'), unless the next line opens with an identifier label, a form or a
 * civility.
 */
const NOT_CONTINUING = `(?:RIDET|RID|RCS|N°|${ABBR}|M|MM|MME|ME|MLLE)(?![\\p{L}])`;
// A name goes on over a line's end, never into a line a label in capitals opens ('X' / 'LOCATAIRE-GÉRANT : Y').
const LABEL_LINE_HEAD = `[\\p{Lu}'’-]+(?:[ ][\\p{Lu}'’-]+){0,2}[ ]?:`;
const UPPER_NAME_LINES = `${NAME_TOKEN}(?:(?:[ ]|[ ]?\\n[ ]?(?!${NOT_CONTINUING}|${LABEL_LINE_HEAD}))${NEXT_NAME_TOKEN})*`;
// A lone capital before a word in mixed case opens a name in mixed case ('Ô Fil de l'Eau Piscines'), no name in capitals.
const NAME = `(?:${QUOTED}|(?![${UPPER}][ ][${UPPER}]\\p{Ll})(${UPPER_NAME_LINES})|(${MIXED_NAME}))`;
// A name whose words open with a capital ('Transports Aériens et Maritimes des Loyauté'): the
// small words French names are joined with may stay in lower case, no other word may.
const TITLE_WORD = `[${UPPER}][\\p{L}'’\\-]*`;
const TITLE_CASE_NAME = `${TITLE_WORD}(?:(?:[ ](?:de|du|des|et|la|le|les|à|au|aux|en|sur|&))*(?:[ ]|[ ](?:d|l)['’])${TITLE_WORD})*`;
/** The identifier's label right after a name, after its comma or in brackets ('X, RIDET n° …', 'X (RID …)'). */
const OWN_IDENTIFIER_NEXT = `(?=[ ]*(?:,[ ]*|\\([ ]*)(?:n°[ ]*)?(?:RIDET|RID)(?![\\p{L}]))`;
// A long form a line end cuts ('la société à' / 'responsabilité limitée X') is the same form.
const LONG_FORM_LINES = LONG_FORM_SOURCE.replaceAll(' ', '(?:[ ]|[ ]?\\n[ ]?)');

/** The words that make the name after them a former one ('anciennement X', 'précédemment dénommée X'), the one declaration of them. */
export const FORMER_NAME_WORDS = String.raw`(?:anciennement|pr[ée]c[ée]demment)`;
/**
 * A line under a company's name telling that name's history (`nouvelle dénomination de la société « X »`,
 * `anciennement Y`, `(ex-Z)`), folded: the company's description, no title.
 */
export const NAME_HISTORY_LINE = new RegExp(String.raw`^\(?(?:nouvelle denomination|nouveau nom|ancienne denomination|${FORMER_NAME_WORDS}\b|ex-)`);
/** Words before a clause that make the name it gives a former one ('anciennement', 'jusqu'alors connue'). */
const NOT_FORMER = `(?<!(?:${FORMER_NAME_WORDS}|jusqu['’](?:ici|alors|à présent|à ce jour)|connue?s?|exploit[ée]e?s?)[^.;\\n]{0,30})`;

/** Capitalised words that are never a company name on their own. */
const NOT_A_NAME = /^(?:RIDET|RID|RCS|R\.C\.S\.?|N°|SIÈGE|SIEGE|CAPITAL|SOCIÉTÉ|SOCIETE|LA|LE|LES|DE|DU|DES|ET|M|MME|M\.)$/u;
/** A legal form spelt out whole, in capitals as a header's form line prints it (`SOCIETE CIVILE IMMOBILIERE`): no name. */
const FORM_SPELT_OUT = new RegExp(String.raw`^soci[ée]t[ée]\s+(?:${LONG_FORM_SOURCE})$`, 'iu');

/**
 * Each introduction, with the words a match must contain when some are rare (`needs`: one of
 * the words, or one of each list): a text without them is not searched (every pattern opens
 * with a lookbehind, so the engine would try it at every position). A pattern that runs on every
 * text and opens on an optional article first looks ahead for its possible first letters
 * (`(?=[…])`, implied by what follows, so the matches are the same): the engine then skips the
 * other characters (speed only).
 */
interface Introduction {
  pattern: RegExp;
  needs: ReadonlyArray<string | readonly string[]> | null;
  /** Whether a text may hold a match, where no list of words says it (speed only). */
  gate?: (text: string) => boolean;
  /** Where every match starts, of the kinds introduction-openings.ts finds: the introduction is tried there only (speed only). */
  opens?: keyof IntroductionOpenings;
}

/** A party's label in a two-party act (folded forms aside: printed case, the capital or not, or all in capitals). */
const PARTY_LABEL_WORDS = String.raw`(?:[Ss]oci[ée]t[ée] |[Gg]roupement )?(?:[Aa]bsorbante|[Aa]bsorb[ée]e|[Bb][ée]n[ée]ficiaire|[Aa]pporteu(?:r|se)|[Dd][ée]bitrice|[Cc][ée]dante?|[Cc]essionnaire|[Bb]ailleu(?:r|resse)|[Ll]ocataire-g[ée]rante?|[Vv]endeu(?:r|se)|[Aa]cqu[ée]reur|[Ll]oueur|[Pp]ropri[ée]taire|(?<=[Ss]oci[ée]t[ée] )(?:dissoute|constitu[ée]e|concern[ée]e)|(?<=[Gg]roupement )concern[ée])`;
// The same words set in capitals by a compositor ('CÉDANT : X', 'SOCIÉTÉ ABSORBANTE : Y').
const PARTY_LABEL_CAPITALS = String.raw`(?:SOCI[ÉE]T[ÉE] |GROUPEMENT )?(?:ABSORBANTE|ABSORB[ÉE]E|B[ÉE]N[ÉE]FICIAIRE|APPORTEU(?:R|SE)|D[ÉE]BITRICE|C[ÉE]DANTE?|CESSIONNAIRE|BAILLEU(?:R|RESSE)|LOCATAIRE-G[ÉE]RANTE?|VENDEU(?:R|SE)|ACQU[ÉE]REUR|LOUEUR|PROPRI[ÉE]TAIRE|(?<=SOCI[ÉE]T[ÉE] )(?:DISSOUTE|CONSTITU[ÉE]E|CONCERN[ÉE]E)|(?<=GROUPEMENT )CONCERN[ÉE])`;
const PARTY_LABEL = `(?:${PARTY_LABEL_WORDS}|${PARTY_LABEL_CAPITALS})`;
const PARTY_LABEL_NEEDS = ['bsorb', 'ficiaire', 'pporteu', 'bitrice', 'dant', 'essionnaire', 'ailleu', 'ocataire-g', 'endeu', 'cqu', 'oueur', 'ropri', 'dissoute', 'constitu', 'concern', 'BSORB', 'FICIAIRE', 'PPORTEU', 'BITRICE', 'DANT', 'ESSIONNAIRE', 'AILLEU', 'OCATAIRE-G', 'ENDEU', 'CQU', 'OUEUR', 'ROPRI', 'DISSOUTE', 'CONSTITU', 'CONCERN'];
/** The marks a compositor separates a box's fields with, and the spaced dashes and slash that do too. */
const COMPOSITOR_MARKS = ['▪', '|', '•', '◆', '■', '►', '▸', '♦', ' —', ' –', ' /'];

/**
 * A framed name holds a word (two capitals running): a compositor's field marks around an amount
 * (`◆ SAS ◆ 1 500 000 F ◆`) frame no name.
 */
const FRAMED_WORDS = `(?=[${UPPER}0-9&'’.\\- ]*?[${UPPER}]{2})`;

const INTRODUCTIONS: ReadonlyArray<Introduction> = [
  // 'la société [par actions simplifiée] [dénommée] X' — 'société' written in lower case, or
  // capitalised at a sentence start; 'SOCIÉTÉ' in capitals belongs to the name itself.
  { pattern: new RegExp(`(?=[LlUudàpsS])(?<![\\p{L}])(?:(?:[Ll]a|[Uu]ne|de la|à la|par la)\\s+)?(?:soci[ée]t[ée]|Soci[ée]t[ée])((?:\\s+(?:${LONG_FORM_LINES}))?)(?:${PROFESSION_AFTER_FORM}(?=\\s+[${UPPER}]{2}))?(?:,?\\s+(?:anciennement\\s+|ci-après\\s+)?d[ée]nomm[ée]e)?\\s*:?\\s+${NAME}`, 'gu'), needs: null, opens: 'societe' },
  // 'la SARL X', 'l'EURL X' (also opening a sentence), 'de la SNC X': an article makes the abbreviation a form, not a name.
  // A liberal profession's form may name the profession before the name ('de la SELARL d'avocats X'; profession-forms.ts).
  { pattern: new RegExp(`(?=[LlUudàp])(?<![\\p{L}])(?:(?:[Ll]a|[Uu]ne|de la|à la|par la)\\s+|[Ll]['’])(${ABBR})(?:${PROFESSION_AFTER_FORM}(?=\\s+[${UPPER}]{2}))?\\s+(?:d[ée]nomm[ée]e\\s*:?\\s+)?${NAME}`, 'gu'), needs: null, opens: 'capitals' },
  // 'le GIE X', 'du GIE X', 'au GIE X': a grouping is masculine, and so is its article ('les membres
  // du GIE X, dont la société A, …', 'l'assemblée du GIE X (membres : …)').
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ll]e|[Uu]n|du|au|par le)\\s+(GIE)\\s+(?:d[ée]nomm[ée]\\s*:?\\s+)?${NAME}`, 'gu'), needs: ['GIE'] },
  // 'les membres du groupement X, RIDET …': the grouping's name after its noun and its masculine
  // article; no form is read from the noun alone (a 'groupement' may be of employers or of farms).
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ll]e|[Uu]n|du|au|par le)\\s+()groupement\\s+${NAME}`, 'gu'), needs: ['groupement '] },
  // '… constituée sous la forme d'une société dénommée : X', 'ci-après dénommée X' (not 'anciennement dénommée').
  // A grouping is masculine ('un groupement d'intérêt économique sans capital dénommé X').
  { pattern: new RegExp(`(?<![\\p{L}])(?<!anciennement\\s)()d[ée]nomm[ée]e?\\s*:?\\s+${NAME}`, 'gu'), needs: ['nomm'] },
  // 'de la SOCIÉTÉ NOUVELLE DES ÉTAINS, SARL': 'SOCIÉTÉ' in capitals belongs to the name.
  { pattern: new RegExp(`(?<![\\p{L}])(?:la|de la|à la|par la)\\s+()(SOCI[ÉE]T[ÉE] ${UPPER_NAME})`, 'gu'), needs: ['SOCI'] },
  // 'l'entreprise unipersonnelle à responsabilité limitée X', 'de l'EURL X'.
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ll]['’]|de l['’]|à l['’]|par l['’]|une\\s+)(entreprise unipersonnelle (?:à|a) responsabilit[ée] limit[ée]e)(?:\\s+d[ée]nomm[ée]e)?\\s*:?\\s+${NAME}`, 'gu'), needs: ['unipersonnelle'] },
  // 'La société a pour dénomination « X »', 'a pour raison sociale : X', 'une société … ayant pour
  // dénomination X, au capital …'.
  { pattern: new RegExp(`(?<![\\p{L}])()(?:a|ayant) pour (?:d[ée]nomination|raison sociale)(?: sociale)?\\s*:?\\s+${NAME}`, 'gu'), needs: ['a pour', 'ayant pour'] },
  // The name a clause gives the company in other words: 'une SARL dont la dénomination est X',
  // 'constituée sous la dénomination sociale de « X »', and a list of its particulars in a
  // sentence ('forme : SARL ; dénomination : X ; capital …'). A name the company bore before
  // ('anciennement', 'jusqu'alors connue sous la dénomination') is not its name.
  { pattern: new RegExp(`(?<![\\p{L}])${NOT_FORMER}()(?:dont la|sous la) (?:d[ée]nomination|raison sociale)(?: sociale)?(?: est| de)?\\s*:?\\s+${NAME}`, 'gu'), needs: ['dont la d', 'sous la d', 'dont la raison', 'sous la raison'] },
  { pattern: new RegExp(`(?<=[;:][ ]*)()d[ée]nomination(?: sociale)?\\s*:?\\s+${NAME}(?=\\s*[;,.](?:\\s|$))`, 'gu'), needs: [['dénomination', 'denomination'], [';', ': d', ':d']] },
  // 'la dénomination de la société …, présidée par Mme Y, est « X »' (a rectificatif's correction, the
  // wrong name after it left out): the company described between the noun and its verb, its name quoted.
  { pattern: new RegExp(`(?<![\\p{L}])${NOT_FORMER}(?:[Ss]a|[Ll]a|[Ll]eur)\\s+()d[ée]nomination(?: sociale)?\\s+de\\s+la\\s+soci[ée]t[ée](?:[^«»";.\\n]|(?<=\\d)\\.(?=\\d)){1,200}?,?\\s+est\\s*:?\\s+${QUOTED}`, 'gu'), needs: ['nomination de la soci'] },
  // 'Sa dénomination est X', 'La dénomination sociale est : « X ».'
  { pattern: new RegExp(`(?<![\\p{L}])${NOT_FORMER}(?:[Ss]a|[Ll]a|[Ll]eur)\\s+()d[ée]nomination(?: sociale)? est\\s*:?\\s+${NAME}`, 'gu'), needs: ['nomination est', 'nomination sociale est'] },
  // 'une SARL intitulée « X »', 'une société appelée X', 'la SAS nommée X': a company named by a participle right after its form;
  // in plain speech by a relative clause ('une EURL qui s'appelle « X »', 'une SAS qui se nomme X', 'qui porte le nom de X');
  // the form spelt out may carry its abbreviation in brackets ('une société à responsabilité limitée (SARL) qui s'appelle X');
  // as people who draft no notices type it too ('dune SNC nomée X': 'd'une' without its apostrophe, 'nommée' with one m).
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Uu]ne|[Ll]a|[Cc]ette|[Dd]une)\\s+((?:soci[ée]t[ée](?:\\s+(?:${LONG_FORM_LINES}))?|${ABBR}))(?:\\s*\\((?:${ABBR})\\))?\\s+(?:intitul[ée]e|appel[ée]e|nomm?[ée]e|qui\\s+(?:s['’]appell?e|se\\s+nomme|porte\\s+le\\s+nom(?:\\s+d[e'’])?|a\\s+pour\\s+nom))\\s*:?\\s+${NAME}`, 'gu'), needs: ['intitul', 'appel', 'nommée', 'nommee', 'nomée', 'nomee', 'se nomme', 'porte le nom', 'pour nom'] },
  // The company its own people name in plain speech, by the possessive and the verb of naming
  // ('ma société s'appelle X', 'notre entreprise se nomme X', 'notre SARL porte le nom de X').
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Mm]a|[Mm]on|[Nn]otre)\\s+((?:soci[ée]t[ée]|entreprise|${ABBR}))\\s+(?:s['’]appell?e|se\\s+nomme|porte\\s+le\\s+nom(?:\\s+d[e'’])?|a\\s+pour\\s+nom)\\s*:?\\s+${NAME}`, 'gu'), needs: ['appel', 'se nomme', 'porte le nom', 'pour nom'] },
  // '« X », société à responsabilité limitée au capital …' anywhere in a sentence: a quoted name its
  // form follows; not a sigle, an enseigne or a trade name quoted after its word ('en abrégé « XY », SARL').
  { pattern: new RegExp(`(?<![\\p{L}])(?<!(?:abr[ée]g[ée]|sigle|dite?|ci-apr[èe]s|enseigne|commercial|sous le nom)[ ]*:?[ ]*)()${QUOTED}(?=[ ]*,[ ]*(?:soci[ée]t[ée]|${ABBR}|entreprise unipersonnelle)(?![\\p{L}]))`, 'gu'), needs: ['«', '"', '“'] },
  // A compositor may set the form right after the closing quote, without its comma, or after a dash
  // or in brackets, the quoted name opening his box's line or a field after a spaced dash or mark
  // ('Modif. obj. — « X » SAS — RIDET …', '« X » SARL — 1 856 194.001', 'TUP — « X » (EURL, RIDET …)',
  // '★ NAISSANCE ★ « X » — SASU au capital …').
  { pattern: new RegExp(`(?=[ ]*[«"“])(?<=(?:^|\\n)[ ]*|\\s[–—▪|•·★◆■-][ ]?)[ ]*()${QUOTED}(?=[ ]*(?:[(]|[–—][ ]*)?(?:${ABBR})(?![\\p{L}]))`, 'gu'), needs: [['«', '"', '“']] },
  // A name in capitals opening a field, its form in brackets after it ('VTE FONDS : X (EURL, RIDET …), gér. …').
  // Not after a dash: a sigle set after its name ('X – XY (SARL)') is no name of its own.
  // (The capital is looked for before the lookbehind, which is dearer at every place: speed only.)
  { pattern: new RegExp(`(?=\\p{Lu})(?<=(?:^|\\n|:|\\s[▪|•·★◆■])[ ]*)()(${UPPER_NAME})(?=[ ]*\\([ ]*(?:${ABBR})(?![\\p{L}])[ ]*[,)])`, 'gu'), needs: ['('] },
  // A name in capitals a compositor frames with his own marks (name-frames.ts: '*X* (SARL, …)', '▌X▐ SAS — RIDET …',
  // '{X} — SARL — RIDET …'), its form after the frame (on its line or opening the next, bracketed or labelled there: '⟦ X ⟧' / 'SARL cap. …', '‹X›' / 'Forme : SAS ; …'), or before it ('la SCI *X* — cap. …', 'SCI ❬X❭, RIDET …',
  // '[SARL] ‹‹ X ›› — cap. …').
  { pattern: new RegExp(`(?<![\\p{L}\\d])${FRAME_OPEN}[ ]*(?:(?:Sté|Ste|Société|Societe)\\.?[ ]+)?()${FRAMED_WORDS}(${UPPER_NAME})[ ]*${FRAME_CLOSE}(?=[ ]*(?:[,(]|[–—][ ]*|\\n[ ]*(?:\\(|[Ff]orme[ ]*:)?)?[ ]*(?:${ABBR})(?![\\p{L}]))`, 'gu'), needs: null, gate: holdsFrameMark },
  { pattern: new RegExp(`(?=\\p{Lu})(?<![\\p{L}])(${ABBR})\\]?[ ]*${FRAME_OPEN}[ ]*(?:(?:Sté|Ste|Société|Societe)\\.?[ ]+)?${FRAMED_WORDS}(${UPPER_NAME})[ ]*${FRAME_CLOSE}(?![\\p{L}\\d])`, 'gu'), needs: null, gate: holdsFrameMark },
  // "— 'X' — SAS — RIDET …": a name in capitals between straight single quotes, as a keyboard without
  // guillemets types them, its form after it; the quote opens after a space or the line's start (never
  // an elision's apostrophe, 'L'ANSE').
  // (The quote is matched first, the space before it looked behind: speed only.)
  { pattern: new RegExp(`'(?<=(?:^|\\s)')[ ]?()${FRAMED_WORDS}(${UPPER_NAME})[ ]?'(?=[ ]*(?:[,(]|[–—][ ]*)?[ ]*(?:${ABBR})(?![\\p{L}]))`, 'gu'), needs: ["'"] },
  // '[X] EURL au cap. …': a name in capitals a compositor sets apart in square brackets, its form after them.
  { pattern: new RegExp(`(?<![\\p{L}])\\[[ ]*()(${UPPER_NAME})[ ]*\\](?=[ ]*,?[ ]*(?:soci[ée]t[ée]|${ABBR})(?![\\p{L}]))`, 'gu'), needs: ['['] },
  // 'de la société civile professionnelle de géomètres-experts (SCP) « X »': a described form before a quoted name.
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ll]a|[Uu]ne|de la|à la|par la)\\s+soci[ée]t[ée]((?:[\\p{Ll}'’\\- ]|\\n|\\((?:${ABBR})\\))+?)\\s*${QUOTED}`, 'gu'), needs: [['soci'], ['«', '"', '“']], opens: 'societe' },
  // A court's debtor printed with its form and without an article after the court's words: 'liquidation
  // judiciaire à l'encontre de : SARL X, 12, rue …', 'à l'égard de SAS X, …'.
  { pattern: new RegExp(`(?<![\\p{L}])(?:[àa] l['’](?:encontre|[ée]gard)|au pr[ée]judice)\\s+d[e']\\s*:?\\s*(${ABBR})\\s+${NAME}`, 'gu'), needs: ['encontre', 'gard d', 'judice'] },
  // A court's debtor set on its own line after the court's words, its form opening the next line
  // ('… redressement judiciaire à l'égard de :' / 'X' / 'société par actions simplifiée — RIDET …').
  { pattern: new RegExp(`(?<![\\p{L}])(?:[àa] l['’](?:encontre|[ée]gard)|au pr[ée]judice)\\s+d[e']\\s*:?[ ]*\\n[ ]*()(?:${QUOTED}|(${UPPER_NAME}))(?=[ ]*\\n[ ]*(?:${ABBR}|[Ss]oci[ée]t[ée]|entreprise unipersonnelle)(?![\\p{L}]))`, 'gu'), needs: ['encontre', 'gard d', 'judice'] },
  // 'à l'égard de la COOPÉRATIVE X, société coopérative …': a name in capitals after an article, its form after it.
  { pattern: new RegExp(`(?=[dàpLl])(?<![\\p{L}])(?:de la|à la|par la|[Ll]a)\\s+()(${UPPER_NAME_LINES})(?=\\s*,\\s*(?:soci[ée]t[ée]|${ABBR}|entreprise|groupement)(?![\\p{L}]))`, 'gu'), needs: null, opens: 'capitals' },
  // 'informe que sa filiale X, société par actions simplifiée …': a subsidiary named with its form after it.
  // (wt-org) Also a sister or parent company so named ('a absorbé … sa société sœur X, SARL …').
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ss]a|[Ll]eur|[Nn]otre|[Ll]a|de (?:sa|la))\\s+(?:filiale|soci[ée]t[ée][ -](?:s(?:œ|oe)ur|m[èe]re))\\s+()(${UPPER_NAME_LINES})(?=\\s*,\\s*(?:soci[ée]t[ée]|${ABBR}|entreprise)(?![\\p{L}]))`, 'gu'), needs: [['filiale', 'sœur', 'soeur', 'mère', 'mere']] },
  // (wt-org) 'l'assemblée de la société bénéficiaire, X, SAS, …': the company named by its side in the act, then its name in capitals and its form.
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ll]a|de la|à la|par la)\\s+soci[ée]t[ée]\\s+(?:bénéficiaire|absorbante|absorbée|apporteuse|cédante|cessionnaire)\\s*,\\s+()(${UPPER_NAME_LINES})(?=\\s*,\\s*(?:soci[ée]t[ée]|${ABBR}|entreprise)(?![\\p{L}]))`, 'gu'), needs: [['bénéficiaire', 'absorbante', 'absorbée', 'apporteuse', 'cédante', 'cessionnaire']] },
  // 'le plan de cession de l'entreprise X, SARL, …': 'entreprise' and a name in capitals, its form after it.
  { pattern: new RegExp(`(?<![\\p{L}])(?:[Ll]['’]|de l['’]|à l['’]|par l['’])entreprise\\s+()(${UPPER_NAME_LINES})(?=\\s*,\\s*(?:soci[ée]t[ée]|${ABBR}|groupement)(?![\\p{L}]))`, 'gu'), needs: ['entreprise'] },
  // A party's label at a line start: 'Société absorbante : X, SAS …', 'Société bénéficiaire : X'.
  // A party's label at a line start, numbered or not: 'Société absorbante : X, SAS …', 'Société
  // bénéficiaire : X', '3. Bailleur : X, SAS …', 'Vendeur : X, société à responsabilité limitée …'.
  // A grouping's own label after its members' blocks: 'Groupement concerné : X, GIE, RIDET …'.
  // The party may be introduced by its noun after the label ('VENDEUR : La société X, …').
  // A bullet or an arrow may open the line ('-> Propriétaire : X', '• Cédant : Y').
  { pattern: new RegExp(`(?:^|\\n)[ ]*(?:\\d{1,2}[.)][ ]*|(?:[-–—•*▪]|->|=>|${LABEL_MARK})[ ]*)?()${PARTY_LABEL}[ ]*(?:\\([^()\\n]{1,40}\\)[ ]*)?(?::|${LABEL_MARK}[ ])\\s*(?:[Ll]a [Ss]oci[ée]t[ée]\\s+)?${NAME}`, 'gu'), needs: PARTY_LABEL_NEEDS, opens: 'lineStarts' },
  // The same label after a compositor's mark or a spaced dash or slash, the box's fields run on one
  // line ('▪ Bailleur : X (SARL, RIDET …) ▪ …', 'VENTES DE FONDS — Vendeur : X (SARL, …) / Acq. : Y').
  { pattern: new RegExp(`(?<=(?:[▪|•◆■►▸♦]|[ ][—–/]|\\/\\/)[ ]?)[ ]*()${PARTY_LABEL}[ ]*(?:\\([^()\\n]{1,40}\\)[ ]*)?(?::|${LABEL_MARK}[ ])\\s*${NAME}`, 'gu'), needs: [COMPOSITOR_MARKS, PARTY_LABEL_NEEDS] },
  // 'appartenant à la société petit kaz, SAS au capital …': a name in lower case, known by the
  // abbreviated form and capital right after it; never a word that describes the company's part.
  // An all-lowercase drafter prints the form in lower case too ('la société les pins, sarl au capital').
  { pattern: new RegExp(`(?=[Lldàp])(?<![\\p{L}])(?:[Ll]a|de la|à la|par la)\\s+soci[ée]t[ée]\\s+()(?!(?:absorb|b[ée]n[ée]ficiaire|apporteuse|c[ée]dante|cessionnaire|d[ée]bitrice|pr[ée]cit|susvis|susnomm|nouvelle|dite|ci-)\\p{L}*)(\\p{Ll}[\\p{L}\\d'’&\\- ]{1,60}?)(?=,\\s*(?:${ABBR}|${LOWER_ABBR})\\s+au capital(?![\\p{L}]))`, 'gu'), needs: [' au capital'], opens: 'societe' },
  // Telegraphic small ads: 'STE X SARL CAP 100.000 F', 'Sté « X » – S.A.R.L.', 'Sté X, SARL, …',
  // 'Sté X (SAS)': the abbreviated société, the name (over a narrow column's line break too), then its form.
  { pattern: new RegExp(`(?<![\\p{L}])(?:STE|St[ée])\\s+()(?:${QUOTED}|(${NAME_TOKEN}(?:(?:[ ]|[ ]?\\n[ ]?(?!${NOT_CONTINUING}))${NAME_TOKEN})*?)(?:\\s*,\\s*|\\s+|\\s*\\(\\s*)(?=${ABBR}(?![\\p{L}])))`, 'gu'), needs: ['STE ', 'Ste ', 'Sté '] },
  // A small ad's heading of abbreviated words, a dash, then the company and its form ('NOMIN. CAC –
  // X, S.A.R.L. au cap. …', 'AUGM. CAP. – X, SAS'): the name after the dash.
  { pattern: new RegExp(`(?:^|\\n)[ ]*(?:\\p{Lu}{2,}\\.?[ ]+){0,3}\\p{Lu}{2,}\\.[ ]*(?:[ ]\\p{Lu}{2,}\\.?)?[ ]*[–—][ ]*()(${UPPER_NAME})(?=[ ]*,[ ]*${ABBR}(?![\\p{L}]))`, 'gu'), needs: ['–', '—'], opens: 'lineStarts' },
  // A line cut into fields by dashes, one field opening on a form and a name in capitals, closed by
  // the next dash, its address's comma or the line's end ('CONSTITUTION – SCI X – Cap. : …',
  // 'Jugement du … – EURL X, 7, rue …, RIDET …', 'TRANSFERT DE SIÈGE – EURL X'): the form abbreviation
  // after the dash introduces the company as an article would.
  // Not a change of form ('TRANSFORMATION – SCI EN SARL'): no form inside the name.
  { pattern: new RegExp(`(?<=[ ][–—][ ]*)(${ABBR})[ ]+(?![^,–—\\n]*[ ](?:${ABBR}|EN|À)(?![\\p{L}]))(${UPPER_NAME})(?=[ ]*(?:,|[–—][ ]|\\n|$))`, 'gu'), needs: ['–', '—'] },
  // The same record laid out one field a line (layout/): a line that is only a form and a name in
  // capitals, right above the capital's or the siège's labelled line ('SCI X' / 'Cap. : 100 000 F').
  { pattern: new RegExp(`(?:^|(?<=\\n))[ ]*(${ABBR})[ ]+(${UPPER_NAME})[ ]*\\n[ ]*(?=(?:Cap(?:ital)?\\.?|CAP(?:ITAL)?\\.?|Si[èe]ge(?: social)?|SI[ÈE]GE(?: SOCIAL)?)[ ]*:)`, 'gu'), needs: ['Cap', 'CAP', 'Siège', 'Siege', 'SIÈGE', 'SIEGE'], opens: 'lineStarts' },
  // 'EURL X, cap. 100 000 F', 'SARL X cap. 1.000.000 F', 'EURL X en liq., cap.', 'SARL X (cap. 1 M
  // CFP, …)': a form, a name in capitals and the abbreviated capital right after it. A telegraphic
  // ad closes the name with a full stop and opens the next field in capitals ('SNC X. Cap. 400 000
  // F'): the name's last token then carries that full stop, which tidyName drops.
  { pattern: new RegExp(`(?<![\\p{L}])(${ABBR})\\s+(${NAME_TOKEN}(?:[ ]${NAME_TOKEN})*?)(?=\\s*(?:,\\s*|\\(\\s*)?(?:en liq(?:\\.|uidation),?\\s*)?(?:cap\\.|CAP\\.?\\s+\\d|(?<=\\.\\s*)Cap\\.\\s+\\d))`, 'gu'), needs: ['cap.', 'CAP ', 'CAP.', 'Cap.'] },
  // 'CONST. EURL « X » – Cap. : 100.000 F', 'SARL « X », cap. 1 M': a form, a quoted name and the
  // abbreviated capital after a dash or a comma, or after the full stop a telegraphic ad closes a
  // field with ('EURL « X ». Cap. 100 000 F').
  { pattern: new RegExp(`(?<![\\p{L}])(${ABBR})\\s+${QUOTED}(?=\\s*(?:[,(.]|[–—-])?\\s*(?:cap\\.|Cap\\.|CAP\\.?\\s*[:\\d]))`, 'gu'), needs: ['cap.', 'Cap.', 'CAP.', 'CAP '] },
  // 'Jugt du … : SARL X, Ridet …': a form, a name in capitals and, right after its comma, the
  // company's identifier, wherever the line sets them (a small ad's judgment or party line). Twelve
  // words at most: a run of capitals is not searched to its end from each of its forms. A small
  // ad's abbreviated siège may come between ('SARL X, ss Païta, RIDET …'); the identifier may open a
  // bracket after the name ('SARL X (RIDET …, siège …)').
  { pattern: new RegExp(`(?<![\\p{L}])(${ABBR})\\s+(${NAME_TOKEN}(?:[ ]${NAME_TOKEN}){0,11}?)(?=\\s*(?:,\\s*(?:(?:ss|sg\\.|si[èe]ge\\s*:?)\\s[^,;\\n]{1,60},\\s*)?|\\(\\s*)(?:[Rr]idet|RIDET|RID|RCS|R\\.C\\.S\\.)(?![\\p{L}]))`, 'gu'), needs: ['idet', 'IDET', 'RID', 'RCS', 'R.C.S'] },
  // A notice set in capitals: 'SOCIÉTÉ CIVILE IMMOBILIÈRE X, AU CAPITAL DE …' opening a line or a
  // sentence, 'LA SOCIÉTÉ À RESPONSABILITÉ LIMITÉE X AU CAPITAL …'. The whole is read as a name in
  // capitals; the spelt-out form at its head is then left out wherever a name is read
  // (withoutFormPrefix), unless it heads the name ('SOCIÉTÉ ANONYME DES EAUX DE X').
  { pattern: new RegExp(`(?:^|(?<=\\n|[.;:][ ]))[ ]*(?:(?:LA|DE LA|À LA|PAR LA|UNE)[ ]+)?()(SOCI[ÉE]T[ÉE][ ]${UPPER_NAME})(?=[ ]*,?[ ]*(?:AU CAPITAL|${ABBR})(?![\\p{L}]))`, 'gu'), needs: ['SOCIÉTÉ ', 'SOCIETE '] },
  // A line opening on the company's trade in lower case before its name in capitals
  // ('Boulangerie-pâtisserie LE PAIN DORÉ, SARL au capital de …'): the trade describes, the capitals name.
  { pattern: new RegExp(`(?:^|\\n)[ ]*\\p{Lu}\\p{Ll}+(?:[- ]\\p{Ll}+){0,3}[ ]+()(${UPPER_NAME_LINES})(?=[ ]*,[ ]*(?:${ABBR}|soci[ée]t[ée])(?![\\p{L}])[^,\\n]{0,60}?\\bau capital(?![\\p{L}]))`, 'gu'), needs: [' au capital'], opens: 'lineStarts' },
  // A paragraph opening on the name in mixed case, its form and capital after its comma ('Les Gîtes
  // du Col, SARL au capital de …'): capital initials and the small words names are joined with; a
  // line whose name is in capitals after a trade in lower case is the reading above.
  { pattern: new RegExp(`(?:^|\\n)[ ]*()(?![^,\\n]*\\p{Lu}{2})(${TITLE_CASE_NAME})(?=[ ]*,[ ]*(?:${ABBR}|soci[ée]t[ée])(?![\\p{L}])[^,\\n]{0,60}?\\bau capital(?![\\p{L}]))`, 'gu'), needs: [' au capital'], opens: 'capitalLines' },
  // A notice set in capitals: '… UNE SOCIETE A RESPONSABILITE LIMITEE DENOMMEE « X », AU CAPITAL …'.
  { pattern: new RegExp(`(?<![\\p{L}])()D[EÉ]NOMM[EÉ]E\\s*:?\\s+${QUOTED}`, 'gu'), needs: ['DENOMM', 'DÉNOMM'] },
  // 'les statuts de la société anonyme d'économie mixte locale Transports du Nord, RIDET …': a name
  // printed with capital initials, closed by the company's own identifier. Only capitalised words and
  // the connectors names are made with: a lower-case word of the sentence ('précitée', 'dont') is
  // no name, and the spelt-out form before it is what introduces a company.
  { pattern: new RegExp(`(?=[LlUudàp])(?<![\\p{L}])(?:[Ll]a|[Uu]ne|de la|à la|par la)\\s+soci[ée]t[ée]\\s+(${LONG_FORM_LINES})\\s+(${TITLE_CASE_NAME})${OWN_IDENTIFIER_NEXT}`, 'gu'), needs: ['RID'], opens: 'societe' },
  // The same after an abbreviated form and its article: 'de la SAEML Transports du Nord (RIDET …)'.
  { pattern: new RegExp(`(?=[LlUudàp])(?<![\\p{L}])(?:(?:[Ll]a|[Uu]ne|de la|à la|par la)\\s+|l['’])(${ABBR})\\s+(${TITLE_CASE_NAME})${OWN_IDENTIFIER_NEXT}`, 'gu'), needs: ['RID'], opens: 'capitals' },
  // 'GROUPEMENT D'INTÉRÊT ÉCONOMIQUE « X »', 'un groupement d'intérêt économique dénommé « X »', and
  // with the law it is ruled by between ('un groupement d'intérêt économique régi par les articles
  // L. 251-1 et suivants du code de commerce, dénommé « X »'): the masculine 'dénommé' a groupement takes.
  // A heading may open on it with its capital ('Groupement d'intérêt économique X' over its seat).
  { pattern: new RegExp(`(?<![\\p{L}])([Gg]roupement d['’]int[ée]r[êe]t [ée]conomique|GROUPEMENT D['’]INT[ÉE]R[ÊE]T [ÉE]CONOMIQUE)(?:(?:,?\\s+r[ée]gi[^;«»\\n]{0,120}?)?,?\\s+d[ée]nomm[ée]\\s*:?)?\\s+${NAME}`, 'gu'), needs: ['roupement d', 'GROUPEMENT D'] },
];

// The name the company left, printed after its name in brackets or in a clause of its own ('X
// (précédemment Y), SNC', 'X, anciennement Y, SARL'): no part of the line's name.
const FORMER_NAME_AFTER = String.raw`(?:\((?:${FORMER_NAME_WORDS}|ex-?)[^()\n]{1,80}\)|,[ ]*${FORMER_NAME_WORDS}(?:[ ]+d[ée]nomm[ée]e?)?[ ]+[\p{Lu}\d«"“][^,;\n]{0,80})`;

// A line that opens with the company, as court notices and lists print it: 'X, SARL, ...',
// '« X », SAS', 'SARL X, adresse', 'SCI X, SCI'; a company typing its own notice may print its form
// in lower case, then followed by its capital ('X, sarl au capital de …').
// A sigle in brackets may follow the name ('X (XY), SA au capital …'); a small ad's semicolon
// may end it ('SARL « X » ;'), and so may a sigle clause ('X, en abrégé XY, SA').
const LINE_START = new RegExp(`^[ ]*(?:(${ABBR})\\s+)?(?:${QUOTED}|(${UPPER_NAME}))[ ]*(?:\\([\\p{Lu}\\d.&]{2,12}\\)[ ]*|,[ ]*(?:en abr[ée]g[ée]|sigle[ ]*:?)[ ]*[«"“]?[\\p{Lu}\\d.&-]{2,12}[»"”]?[ ]*|${FORMER_NAME_AFTER}[ ]*)?(?:,|;|[–—-][ ]|\\()[ ]*((?:${ABBR}|[Ss]oci[ée]t[ée]|entreprise unipersonnelle|groupement d['’]int[ée]r[êe]t)(?![\\p{L}])|(?:${LOWER_ABBR})(?=[ ]+au capital(?![\\p{L}])))?`, 'gmu');

// A line that opens with the name run straight into its form and capital, without a comma ('X SARL
// au capital de …', as a block printed on one line writes it; 'X sarl au capital de …' as a company types it).
// A company typing its own notice may close the form with a comma before the capital, name its state
// first ('X SARL en liquidation, capital …'), or give its trade in lower case in brackets after the
// name ('X (couture retouches) SARL …'), which describes it and is no part of the name.
const LINE_START_UNPUNCTUATED = new RegExp(`^[ ]*(${UPPER_NAME})(?:[ ]*\\(\\p{Ll}[^()\\n]{0,40}\\))?[ ]+(${ABBR}|${LOWER_ABBR})(?:[ ]+au capital\\b|[ ]+en liquidation\\b|[ ]*,[ ]*(?:au )?capital\\b)`, 'gmu');

// A telegraphic insertion's name on a line of its own, run straight into its form, the form closing
// the line or its field (a spaced dash) or followed by the company's identifier ('ÉTS X & FILS SNC',
// 'X SARL RIDET …', 'X SAS – nom. prés. : …').
const LINE_START_FORM_CLOSED = new RegExp(`^[ ]*(${UPPER_NAME})[ ]+(${ABBR})(?=[ ]*$|[ ]+[–—][ ]|[ ]*[,(–—-]?[ ]*(?:RIDET|RID)(?![\\p{L}]))`, 'gmu');

// A telegraphic insertion's name at a line's start, its identifier right after a comma or a dash and no
// form printed (`X, RIDET …. AGE du … : transf. de la SARL en SAS`, `X — RIDET … — Transfo. …`): a
// transformation names the forms after, as its event.
const LINE_START_IDENTIFIED = new RegExp(`^[ ]*(${UPPER_NAME})[ ]*(?:,|[–—-])[ ]*(?:RIDET|RID)(?![\\p{L}])`, 'gmu');
/** What every match of LINE_START_IDENTIFIED holds, looked for first (speed only). */
const LINE_START_IDENTIFIED_WORDS = /[,–—-][ ]*RID/u;

// With no form printed, a body that is no company names itself by its noun (`L'ASSOCIATION SPORTIVE DE X, RIDET …`).
// Read on the name alone; name-runs.ts's NOT_COMPANY reads a whole text (job offers, calls for tenders
// too) and sits above this module (it imports name-candidates.ts, which reads these mentions).
const NOT_A_COMPANY_WORD = /(?:^|[ '’])(?:ASSOCIATION|SYNDICAT|COMIT[EÉ]|F[EÉ]D[EÉ]RATION|CLUB|MUTUELLE|FONDATION|AMICALE|UNION|PROVINCE|COMMUNE)(?![\p{L}])/u;
const FORM_WORD = new RegExp(`(?<![\\p{L}])${ABBR}(?![\\p{L}])`, 'u');

/** A line of capitals opening on a word that goes on with the line above ('DE LA FOA, SARL …'). */
export const CONTINUING_HEAD = /^[ ]*(?:DE|DU|DES|D['’]|ET|&)(?![\p{L}])/u;
/** A name's first line in capitals closing on a word its name goes on after ('X DE LA' / 'Y'). */
export const NAME_GOES_ON = /(?:^|\s)(?:&|ET|DE|DU|DES|AUX?|(?:DE|À|SUR) (?:LA|L['’]))$/u;
const ENDS_IN_CAPITALS = /\p{Lu}{2,}[ ]*\n$/u;

/** A name as extracted: no surrounding quotes, no sentence after it, no trailing punctuation, single spaces. */
export function tidyName(name: string): string {
  // A full stop ends the sentence, not the name ('qui devient : X. L'article 2 …'), unless it
  // closes an initialism the name goes on after ('A.2.M. INGÉNIERIE').
  const sentenceEnd = sentenceEndInName(name);
  const tidy = (sentenceEnd < 0 ? name : name.slice(0, sentenceEnd))
    // A table's bar closes its cell: what follows is the next cell ('X | SARL au capital …').
    .replace(/\s\|[\s\S]*$/u, '')
    // A bullet or a scan's mark before the name is no letter of it ('• X', '▪ X').
    .replace(/^[«"“\s•▪■◦]+|[»"”\s]+$/gu, '')
    // Nor a dash or an apostrophe standing apart before it: a list's dash, a scan's speck ('– X', "' X").
    .replace(/^(?:[-–—]|['’])\s+(?=[\p{L}\d«"“])/u, '')
    .replace(/\s*[,;.:]$/u, '')
    // A dash after a space separates the name from what follows it ('X – RIDET …').
    .replace(/\s+[-–—]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  // An event's title run into the name where the scan lost the line break (run-in-event-title.ts).
  return withoutRunInEventTitle(tidy);
}

/** A date or a timestamp printed on the next line ('2026-02-24T06:00'), never a name. */
const DATE_LIKE = /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?![\p{L}\d])|^\d{4}-\d{2}-\d{2}T\d/u;

/**
 * A line's label at the head of what a pattern read as a name ('Catégorie : Constitution de société' /
 * 'Déposant : Office X, SELARL …': a name read on past the line's end): the next field, never a name.
 */
const LABEL_HEAD = /^\p{Lu}[\p{Ll}'’ -]{2,30}[ ]?:[ ]/u;

// A name holds a letter: digits alone are a number ('la société : 1 234 567.001').
function plausible(name: string): boolean {
  return name.replace(/[^\p{L}\d]/gu, '').length >= 2 && /\p{L}/u.test(name) && !NOT_A_NAME.test(name) && !DATE_LIKE.test(name) && !LABEL_HEAD.test(name) && !FORM_SPELT_OUT.test(name);
}

/** Every word of every `needs`: one pass over a text finds all those it holds (speed only). */
const NEED_WORDS = [...new Set(INTRODUCTIONS.flatMap(({ needs }) => (needs ?? []).flat()))];
const NEED_PRESENCE = wordPresence(NEED_WORDS);
/**
 * Each introduction's `needs` (same order) as lists of word numbers, one of each list to be in the
 * text, null for none; and its sticky copy when it has `opens`, tried at each of its places. Kept
 * in arrays read by position rather than maps read by key (speed only).
 */
const NEEDED: ReadonlyArray<ReadonlyArray<readonly number[]> | null> = INTRODUCTIONS.map(({ needs }) =>
  needs === null ? null : (typeof needs[0] === 'string' ? [needs as readonly string[]] : (needs as ReadonlyArray<readonly string[]>)).map((words) => words.map((w) => NEED_WORDS.indexOf(w))),
);
const STICKY: ReadonlyArray<RegExp | null> = INTRODUCTIONS.map((introduction) => (introduction.opens === undefined ? null : new RegExp(introduction.pattern.source, 'uy')));
const present = new Uint8Array(NEED_WORDS.length);

/** Whether the text whose words are marked in `present` holds one word of each list. */
function holds(lists: ReadonlyArray<readonly number[]>): boolean {
  for (const ids of lists) {
    let any = false;
    for (const id of ids) {
      if (present[id] === 1) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  return true;
}

/**
 * The matches a global scan of `text` finds, for a pattern whose every match starts at one of
 * `places` (ascending): each place tried in turn, those inside the last match skipped, as the scan
 * resumes at its end. No introduction matches the empty string, so no step over one is needed.
 */
function matchesFrom(sticky: RegExp, text: string, places: readonly number[]): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const at of places) {
    if (at < from) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m === null) continue;
    found.push(m);
    from = sticky.lastIndex;
  }
  return found;
}

/** Every company introduction of the text, in reading order. */
export const companyMentions = withRecentResults(readCompanyMentions);

function readCompanyMentions(text: string): CompanyMention[] {
  const found: CompanyMention[] = [];
  present.fill(0);
  NEED_PRESENCE.mark(text, present);
  let openings: IntroductionOpenings | null = null;
  for (let k = 0; k < INTRODUCTIONS.length; k += 1) {
    const { pattern, opens, gate } = INTRODUCTIONS[k]!;
    const needed = NEEDED[k];
    if ((needed && !holds(needed)) || (gate && !gate(text))) continue;
    const matches = opens === undefined ? matchesOf(pattern, text) : matchesFrom(STICKY[k]!, text, (openings ??= introductionOpenings(text))[opens]);
    for (const m of matches) {
      const raw = m[2] ?? m[3] ?? m[4];
      if (!raw) continue;
      const formText = m[1]?.trim() || null;
      // A form before `DE`, `DU`, `DES` is the name's head (form-headed-name.ts).
      const name = withFormHead(tidyName(raw), formText);
      if (!plausible(name)) continue;
      found.push({ index: m.index, end: m.index + m[0].length, name, formText });
    }
  }
  // A company named in a sentence typed all in lower case or all in capitals (hand-typed.ts).
  for (const m of handTypedMentions(text)) {
    const name = withFormHead(tidyName(m.raw), m.formText || null);
    if (plausible(name)) found.push({ index: m.index, end: m.end, name, formText: m.formText });
  }
  // A form, a name in capitals and an identifier in a row, no comma typed (identified-company-mention.ts).
  for (const m of identifiedCompanyMentions(text)) {
    const name = withFormHead(tidyName(m.raw), m.formText || null);
    if (plausible(name) && !found.some((f) => f.index <= m.index && m.end <= f.end && f.name === name)) found.push({ index: m.index, end: m.end, name, formText: m.formText || null });
  }
  // A name right after the words that make it a former one (`AQUA-SUD (précédemment dénommée SOCIÉTÉ X)`,
  // `anciennement X`) is the name the company left: no mention of a company of its own.
  return found.filter((m) => !FORMER_NAME_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))).sort((a, b) => a.index - b.index);
}
const FORMER_NAME_BEFORE = new RegExp(String.raw`(?:${FORMER_NAME_WORDS}|jusqu['’](?:ici|alors))(?:\s+(?:d[ée]nomm[ée]e?|connue?\s+sous\s+(?:le\s+nom|la\s+d[ée]nomination)\s+de))?\s*:?\s*[«"“]?\s*$`, 'iu');

/**
 * The company a line opens with ('PLOMBERIE MODERNE, SARL, route ...', 'SARL NAKALE
 * SERVICES, lotissement ...'). A form written before the name is the form, unless the same form
 * follows the name too ('SCI ZOWÉ, SCI'): then it belongs to the name.
 */
export const lineStartCompanies = withRecentResults(readLineStartCompanies);

function readLineStartCompanies(text: string): CompanyMention[] {
  const found: CompanyMention[] = [];
  for (const m of matchesOf(LINE_START, text)) {
    // 'la Sté QUINCAILLERIE' / 'DE LA FOA, SARL …': a line opening with a connector after a line
    // ending in capitals goes on with that line's name; it opens no company of its own.
    if (CONTINUING_HEAD.test(m[0]) && ENDS_IN_CAPITALS.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const [, before, quoted, upper, after] = m;
    const raw = quoted ?? upper;
    if (!raw || (!before && !after)) continue;
    let name = tidyName(raw);
    if (before && after && after.toUpperCase() === before) name = `${before} ${name}`;
    if (!plausible(name)) continue;
    found.push({ index: m.index, end: m.index + m[0].length, name, formText: before ?? after ?? null });
  }
  // A small ad's head: its title, the form and the name in guillemets ending the line (quoted-head-company.ts).
  for (const head of quotedHeads(text)) {
    const name = tidyName(head.name);
    if (plausible(name) && !found.some((f) => f.index <= head.index && head.index < f.end)) found.push({ index: head.index, end: head.end, name, formText: head.form });
  }
  found.sort((a, b) => a.index - b.index);
  // The line read above when it has a comma; this one without ('capital' or 'en liquidation' is required, speed only).
  if (found.length === 0 && (text.includes('capital') || text.includes(' en liquidation'))) {
    for (const m of matchesOf(LINE_START_UNPUNCTUATED, text)) {
      const name = tidyName(m[1]!);
      if (plausible(name)) found.push({ index: m.index, end: m.index + m[0].lastIndexOf(m[2]!) + m[2]!.length, name, formText: m[2]! });
    }
  }
  if (found.length === 0) {
    for (const m of matchesOf(LINE_START_FORM_CLOSED, text)) {
      const name = tidyName(m[1]!);
      // A form inside the capitals is a title's ('TRANSFORMATION DE SARL EN SAS'), not a name's.
      if (plausible(name) && !FORM_WORD.test(name)) found.push({ index: m.index, end: m.index + m[0].length, name, formText: m[2]! });
    }
  }
  // Only where no sentence introduces a company (`la société X, …`): that introduction is the fuller reading.
  if (found.length === 0 && LINE_START_IDENTIFIED_WORDS.test(text) && companyMentions(text).length === 0) {
    for (const m of matchesOf(LINE_START_IDENTIFIED, text)) {
      const name = tidyName(m[1]!);
      // The mention ends with the name: the identifier after it is read as the subject's own.
      if (plausible(name) && !FORM_WORD.test(name) && !/\d/u.test(name) && !NOT_A_COMPANY_WORD.test(name)) found.push({ index: m.index, end: m.index + m[0].indexOf(m[1]!) + m[1]!.length, name, formText: null });
    }
  }
  return found;
}
