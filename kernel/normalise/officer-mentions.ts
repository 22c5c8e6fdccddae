/**
 * The people and companies a notice names, wherever they could hold a role: a person after a
 * civility or title ('M. Jean DUPONT', 'Mme MARTIN Marie', 'Maître\nAnne SOLDE'), a company
 * after 'la société' or a legal form ('SELARL MANDATS DU SUD'), or a name in capitals right
 * after a label or a signature ('Commissaire aux comptes : AUDIT DU PACIFIQUE, SELARL …', 'la
 * présidente, ALIZÉ PARTICIPATIONS, représentée par …'). Surnames are kept in capitals as printed.
 */

import { withSocieteHead } from './societe-name-head.ts';
import { withoutPlaceAfterSurname } from './person-name-end.ts';
import { foldedSlice } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { FOREIGN_FORMS_IN_CAPITALS, FOREIGN_FORM_IN_SMALL_LETTERS } from './foreign-form.ts';
import { withoutFormBeforeIdentifier } from './officer-company-form.ts';
import { withRoles } from './officer-roles.ts';
import { officeOfToken } from './office-shortenings.ts';
import { fold } from './fold.ts';
import { withRecentResults } from './recent-results.ts';
import { matchesOf } from './global-pattern.ts';
import { matchesOnLinesHolding } from './matches-on-lines.ts';
import { colonListItems } from './colon-list-items.ts';
import { oneOfWords } from './required-literal.ts';
import { LEGAL_PERSON_BY_KIND, LEGAL_PERSON_KIND_WORDS } from './legal-persons.ts';

export interface NamedMention {
  index: number;
  end: number;
  nom: string;
  prenoms: string | null;
  company: boolean;
}

const UP = '\\p{Lu}';
const LOW = '\\p{Ll}';
// Civilities in capitals too ('MME JOSY X' in a notice printed in capitals); not 'ME', a word of such texts.
// Older typography, scans and typed notices: 'Mr', 'MR', 'mme' and 'm.' before a name in capitals, 'Mme.', 'Melle', 'le sieur', 'Mrne' ('rn' read for 'm'), and 'M'
// with its dot dropped or read as a comma, before a given name only ('M MOTORS' is a name); an English
// passage's 'Mrs', 'Ms', 'Miss' before a capital, as its 'Mr'. A doctor
// a street is named after ('rue du Docteur Guégan') is an address, no person of the notice.
/**
 * A civility's word in capitals inside a company's name, after 'société' or a form and the name's
 * first words ('la société ÎLOT MAÎTRE PARTICIPATIONS', a place's name): no person starts there.
 */
const IN_COMPANY_NAME = `(?<!(?:[Ss]oci[ée]t[ée]|SOCI[ÉE]T[ÉE]|SARL|SASU|SAS|EURL|SCI|SNC|SA)[ ]+(?:[${UP}][${UP}'’-]*[ ]+){1,4})`;
const CIVILITY = `(?:Monsieur|Madame|Mademoiselle|Messieurs|Mesdames|Ma[îi]tres|Ma[îi]tre|Me|Docteurs|Drs|MM\\.|M\\.|Mmes|Mme|Mlle|(?<!\\b(?:[Rr]ue|RUE|[Aa]venue|[Bb]oulevard|[Aa]ll[ée]e|[Pp]lace|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]hemin|[Pp]romenade|[Ss]quare) du )(?:Dr|[Dd]octeur)|${IN_COMPANY_NAME}(?:MONSIEUR|MADAME|MADEMOISELLE|MA[IÎ]TRE)|MME|MLLE|Mrs\\.?(?=[ ]+[${UP}])|MRS\\.?(?=[ ]+[${UP}])|Ms\\.?(?=[ ]+[${UP}])|Miss(?=[ ]+[${UP}])|Mr\\.?|MR\\.?(?=[ ]+[${UP}])|ME(?=[ ]+[${UP}]{2})|MELLE|(?:mme|mlle)(?=[ ]+[${UP}])|m\\.(?=[ ]+[${UP}][${LOW}]+[ ]+[${UP}]{2})|Mme\\.|Mlle\\.|Melle|Mrne|(?<=\\b[Ll]e )[Ss]ieur|M,?(?=[ ]+[${UP}][${LOW}]))`;
const UPPER_WORD = `[${UP}][${UP}'’\\-]*[${UP}]`;
/**
 * Words in capitals that are never part of a person's name: in a notice printed in capitals the
 * name stops before them ('M. PAUL X NOMMÉ EN REMPL. DE M. LUC Y DÉMISS.'), before an act's initials
 * ('Gér.M. Luc X ASP 28/10/26': acte sous seing privé), and before an
 * identifier's label a compositor glues after the officer ('Gér.M. Luc X Matr.…', read 'RID …'), or
 * an office's initials before a colon, the next cell of a table's column ('Président : M. Luc X' / 'DG : M. …'),
 * or after a surname of its own ('M. Luc X PDG en remplacement de …': the office the line gives him).
 */
const NOT_NAME = `(?:NOMM[EÉ]E?S?|D[EÉ]SIGN[EÉ]E?S?|[EÉ]LUE?S?|EN|ET|EST|SONT|AU|AUX|PAR|POUR|QUI|DT|DEMT|DEMEURANT|DOMICILI[EÉ]E?|D[EÉ]MISS[A-ZÀ-Þ]*|REMPL[A-ZÀ-Þ]*|D[EÉ]C[EÉ]D[EÉ]E?|G[EÉ]RANT[A-ZÀ-Þ]*|PR[EÉ]SIDENT[A-ZÀ-Þ]*|LIQUIDAT[A-ZÀ-Þ]*|ASSOCI[EÉ]E?S?|SUPPL[EÉ]ANTE?|TITULAIRE|CAC|PDT|AGE|AGO|A?SSP|ASP|RIDET|RID|RCS|DANS|SES|SON|LEURS?|CELLES?|FONCTIONS?|QUALIT[EÉ])(?![\\p{L}'’\\-])|(?:P?DG|DGD)(?=[ ]*:)|(?<=[${UP}]{2}[ ]+)(?:P?DG|DGD)(?![\\p{L}'’\\-])`;
const NAME_UPPER = `(?!${NOT_NAME})${UPPER_WORD}`;
const CAP_WORD = `[${UP}][${LOW}]+(?:-[${UP}][${LOW}]+)*`;
const PARTICLE = `(?:de|du|des|la|le|van|von|den|der|ter|ten|di|da|del|della|dos|das|d')`;
// A capitalised word before a colon is the next label ('Me Ana X Mandataire : …'), not a given name.
// …nor a civility, which starts the next person ('M. Jean X Mme Ana Y' in a table's columns).
// …nor a capitalised word whose lower-case words run on to a colon ('M. Paul X Directeur général : …').
const GIVEN = `(?!(?:Monsieur|Madame|Mademoiselle|Ma[îi]tre|Me|Mme|Mlle|Dr)(?![\\p{L}]))${CAP_WORD}(?![ ]*:)(?![ ]+[${LOW}'’ ]{1,30}:)`;
// An elided particle is glued to its surname ('Clémence d'ARCY').
const ELIDED_NAME_UPPER = `(?:d['’])?${NAME_UPPER}`;
const TOKEN = `(?:${GIVEN}|${ELIDED_NAME_UPPER}|${PARTICLE})`;
// A married name is part of the surname: 'Mme Anne DURAND épouse MARTIN', even where a PDF's line
// ends after the word ('Mme Anne DURAND épouse' / 'MARTIN, demeurant …') or before it ('Mme Anne
// DURAND' / 'née MARTIN, demeurant …': the word in lower case opens no other name).
// In a name printed in mixed case the married name is too ('Mme Kim-Ly Dang épouse Le Meur'): one or two words.
const MARRIED = `(?:(?:[ ]+|[ ]*\\n[ ]*)(?:épouse|ép\\.|née|veuve)(?:[ ]+|[ ]*\\n[ ]*)(?:(?:de la|de|du|des|van|von)[ ]+|d['’])?(?:${UPPER_WORD}(?:[ ]+${UPPER_WORD})*|${CAP_WORD}(?:[ ]+${CAP_WORD})?(?![ ]*:)))`;
// Given names and SURNAME in either order; 'Jean, Pierre' lists several given names (but ', Mme'
// starts the next person). Two-column extracts may put the civility or the surname on the next line,
// the surname with its married or maiden name ('Mme Marie' / 'DURAND née MARTIN');
// a page break, the blank line its running header left, between the given name and the surname
// ending at punctuation ('Mme Ana\n\nDEUX, demeurant').
// Surname first, then the married or maiden name, then the given names ('Mme KECINE née ZÉOULA
// Martine', a register's order): the given names after the maiden name are the person's.
const SURNAME_FIRST_MARRIED = `${ELIDED_NAME_UPPER}(?:[ ]+${NAME_UPPER})*[ ]+(?:épouse|ép\\.|née|veuve)[ ]+(?:(?:de la|de|du|des|van|von)[ ]+|d['’])?${UPPER_WORD}(?:[ ]+${UPPER_WORD})*(?:[ ]+${GIVEN}){1,3}(?![\\p{L}])`;
const PERSON = new RegExp(
  `\\b(${CIVILITY})(?:[ ]+|[ ]*\\n[ ]*)(${SURNAME_FIRST_MARRIED}|(?:${TOKEN}(?:[ ]+|,[ ](?=${CAP_WORD})(?!${CIVILITY}[ ]))){0,6}(?:${GIVEN}|${ELIDED_NAME_UPPER})${MARRIED}?)(?:[ ]*\\n[ ]*(${NAME_UPPER}(?:[ ]+${NAME_UPPER})*${MARRIED}?)|[ ]*\\n[ ]*\\n[ ]*(${NAME_UPPER}(?:[ ]+${NAME_UPPER}){0,2})(?=[ ]*[,.;]))?(?![\\p{L}])`,
  'gu',
);
/**
 * Plural civilities ('MM. Jean DUPONT et Paul MARTIN'; a liberal profession's plural title, 'Maîtres
 * Ana X et Luc Y', 'Docteurs …'): the names after the first have none of their own.
 */
/** Two words in capitals or more, nothing else: a name set in small caps, given name and surname. */
/** A given name's word: a capital, then small letters. */
const GIVEN_WORD = new RegExp(CAP_WORD, 'u');
/** Given names alone on the next line, closed by punctuation. */
const GIVEN_BELOW = new RegExp(`^[ ]*\\n[ ]*(${CAP_WORD}(?:[ ]+${CAP_WORD}){0,2})(?=[ ]*[,.;])`, 'u');
/** A person's verb right after the name (`demeure gérant`, `est nommé`, `a démissionné`). */
/** A surname's particle in capitals ending the given words: the surname goes on. */
const PARTICLE_AT_END = /[ ](?:VAN|VON|DER|DEN|TER|DE|DU|DES|DA|DOS|DI|LE|LA|EL|BEN|MAC|MC)$/u;
const SURNAME_THEN_VERB = /^[ ]+(?:demeure|reste|est|a|devient|conserve|continue|assure|exerce|cesse|quitte)(?![\p{L}])/u;
const ALL_CAPITALS_NAME = new RegExp(`^${UPPER_WORD}(?:[ ]+${UPPER_WORD})+$`, 'u');
const ONE_CAPITALS_WORD = new RegExp(`^${UPPER_WORD}$`, 'u');
const PLURAL_CIVILITY = /^(?:MM\.|Messieurs|Mesdames|Mmes|Maîtres|Docteurs|Drs)$/u;
const NEXT_OF_PLURAL = new RegExp(`^(?:[ ]*,[ ]*|[ ]+et[ ]+)((?:${TOKEN}[ ]+){0,4}${UPPER_WORD}${MARRIED}?)(?![\\p{L}])`, 'u');
/** The same where the first name was printed surname first ('MM. BRIAULT Olivier et SIWENE Alphonse'): the next ones are too. */
const NEXT_OF_PLURAL_SURNAME_FIRST = new RegExp(`^(?:[ ]*,[ ]*|[ ]+et[ ]+)(${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2}(?:[ ]+${GIVEN}){1,3})(?![\\p{L}])`, 'u');
const SURNAME_FIRST = new RegExp(`^${UPPER_WORD}(?:[ ]+${UPPER_WORD})*[ ]+${CAP_WORD}`, 'u');
/** 'MM. Jean et Paul X': two given names sharing the surname printed once, after the second. */
const SHARED_SURNAME = new RegExp(`\\b(?:MM\\.|Messieurs|Mmes|Mesdames|Maîtres|Docteurs|Drs)[ ]+(${CAP_WORD})[ ]+et[ ]+(${CAP_WORD})[ ]+(${UPPER_WORD}(?:[ ]+${UPPER_WORD})*)(?![\\p{L}])`, 'gu');
const PLURAL_WORDS = ['MM.', 'Messieurs', 'Mmes', 'Mesdames', 'Maîtres', 'Docteurs', 'Drs'];
const HAS_SURNAME = new RegExp(`(?:^|[ ])${UPPER_WORD}(?:[ ]|$)`, 'u');
// Single capitals count inside a name ('L'ARBRE À PAIN'), not at its start.
// A name broken over two lines ('la société AUDIT\nCONSEIL DU NORD, SARL') goes on when the next
// line's capitals end at punctuation, or at the word that recalls a company named before ('la
// société GROUPE X' / 'INVESTISSEMENTS susnommée', 'précitée', 'susvisée').
const COMPANY_NAME = `(?:${UPPER_WORD}|&|\\d+)(?:[ ]+(?:${UPPER_WORD}|[${UP}](?![\\p{L}.])|&|\\d+))*(?:[ ]*\\n[ ]*${UPPER_WORD}(?:[ ]+(?:${UPPER_WORD}|&))*(?=[ ]*(?:[,.;)]|(?:susnomm|pr[ée]cit|susvis)[${LOW}]*(?![\\p{L}]))))?(?<![ ][${UP}])`;
export const FORM_PREFIX = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})\\s+`, 'u');
const AFTER_COLON = new RegExp(`(?<=:[ ]*)(${COMPANY_NAME})(?=[ ]*[,.(]|[ ]*$)`, 'gmu');
/** AFTER_COLON tried at one place: a name can open only at the first character after a colon and its spaces. */
const AFTER_COLON_AT = new RegExp(AFTER_COLON.source, 'muy');

/**
 * The matches of AFTER_COLON, tried only after each colon instead of at every character (the
 * lookbehind makes the engine try each one; speed only): a name holds no colon, so no match
 * covers the next colon, and the same matches come in the same order.
 */
function afterColonMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let at = colon + 1;
    while (text.charCodeAt(at) === 0x20) at += 1;
    AFTER_COLON_AT.lastIndex = at;
    const m = AFTER_COLON_AT.exec(text);
    if (m) found.push(m);
  }
  return found;
}

const FORM_ENDING_LABEL_LINE = new RegExp(`(?<=:[ ]*)(?:${FORM_ABBREVIATIONS.join('|')})[ ]*\\n[ ]*(${COMPANY_NAME})`, 'gu');
const FORM_ENDING_LABEL_LINE_NEEDS = new RegExp(`:[ ]*(?:${FORM_ABBREVIATIONS.join('|')})[ ]*\\n`, 'u');

/** Company mentions, each with what the text must hold for it to match when that is rare (one of the words: a role word and its comma). */
const COMPANIES: ReadonlyArray<{ pattern: RegExp; needs: RegExp | null }> = [
  // In running text the name may open the next line ('… nommé administrateur la société' / 'X, SAS').
  { pattern: new RegExp(`\\b(?:(?:la soci[ée]t[ée]|soci[ée]t[ée]|[Ll]e cabinet|cabinet)(?:[ ]+|[ ]*\\n[ ]*)|(?:LA SOCI[EÉ]T[EÉ]|SOCI[EÉ]T[EÉ]|LE CABINET)[ ]+)(${COMPANY_NAME})`, 'gu'), needs: null },
  // A firm whose name opens on 'CABINET' in capitals, after a preposition or an article ('le mandat de
  // commissaire aux comptes du CABINET X (SELARL, …)'): the word is its name's first.
  { pattern: new RegExp(`(?<=\\b(?:du|au|le|de)[ ]+)(CABINET[ ]+${COMPANY_NAME})`, 'gu'), needs: oneOfWords(['CABINET']) },
  // Small ads abbreviate société ('Prés. : Sté X, SARL').
  { pattern: new RegExp(`(?<![\\p{L}])St[ée]\\.?[ ]+(${COMPANY_NAME})`, 'gu'), needs: oneOfWords(['Sté', 'Ste']) },
  // The name may open the next line when the form ends its line after an article (a narrow column:
  // 'la SARL' / 'X AUDIT, est maintenu'); one pattern, so the text is scanned once (speed only).
  { pattern: new RegExp(`(?<![\\p{L}])(?:${FORM_ABBREVIATIONS.join('|')})(?:[ ]+|[ ]*\\n[ ]*(?<=\\b(?:la|une) (?:${FORM_ABBREVIATIONS.join('|')})[ ]*\\n[ ]*))(${COMPANY_NAME})`, 'gu'), needs: null },
  // A narrow column ends a label's line on the form alone, the name on the lines after it
  // ('Liquidateur : SELARL' / 'MANDATAIRES DU' / 'NORD, prise en la personne de …').
  { pattern: FORM_ENDING_LABEL_LINE, needs: FORM_ENDING_LABEL_LINE_NEEDS },
  { pattern: AFTER_COLON, needs: null },
  // A form typed in lower case after an article, the name in capitals ('de la sarl X').
  { pattern: new RegExp(`(?<=\\b(?:la|une) )(?:sarl|sas|sasu|eurl|selarl|sci|snc)[ ]+(${COMPANY_NAME})`, 'gu'), needs: oneOfWords(['sarl', 'sas', 'sasu', 'eurl', 'selarl', 'sci', 'snc']) },
  // 'et de la CAISSE X, S.A., représentée par …': capitals after an article, the form after them.
  { pattern: new RegExp(`\\b(?:la|le|l')[ ]+(${COMPANY_NAME})(?=,[ ]*(?:S\\.A\\.|${FORM_ABBREVIATIONS.join('|')})[ ,.])`, 'gu'), needs: null },
  // 'la MUTUELLE X, mutuelle régie par …': capitals after an article, the kind of legal person after
  // them (legal-persons.ts).
  { pattern: LEGAL_PERSON_BY_KIND, needs: LEGAL_PERSON_KIND_WORDS },
  // 'le groupement de droit particulier local GDPL X', 'le GDPL X': a customary body, a legal person
  // that may hold an office as a company does; its kind's words and sigle are no part of its name.
  { pattern: new RegExp(`(?:\\bgroupement de droit particulier local[ ]+(?:\\(?GDPL\\)?[ ]+)?|(?<![\\p{L}])GDPL[ ]+)(?!GDPL)(${COMPANY_NAME})`, 'gu'), needs: oneOfWords(['GDPL', 'groupement de droit particulier local']) },
  // 'la présidence demeure assurée par X, représentée par son directeur général, M. Y': a name in
  // capitals that a person represents is a legal person's, named bare.
  { pattern: new RegExp(`(?<=\\bpar[ ]+)(${COMPANY_NAME})(?=[ ]*,[ ]*repr[ée]sent[ée]e?[ ]+par\\b)`, 'gu'), needs: oneOfWords(['représentée par', 'représenté par', 'representee par', 'represente par']) },
  // An auditors' list that names each one after its mandate ('Commissaires aux comptes : titulaire,
  // X, SAS, RIDET … ; suppléant, M. Y'): capitals after the mandate's comma, the form after them.
  {
    pattern: new RegExp(`(?<=\\b(?:titulaire|suppl[ée]ante?),[ ]*)(${COMPANY_NAME})(?=,[ ]*(?:S\\.A\\.|${FORM_ABBREVIATIONS.join('|')}|soci[ée]t[ée])[ ,.])`, 'gu'),
    needs: oneOfWords(['titulaire,', 'suppléant,', 'suppléante,', 'suppleant,', 'suppleante,']),
  },
  // 'Commissaires aux comptes : titulaire, AUDIT DU NORD ; suppléant, M. X': an auditor's qualifier
  // before the name, the firm in capitals without its form (a person would carry a civility).
  { pattern: new RegExp(`(?<=\\b(?:[Tt]itulaire|[Ss]uppl[ée]ante?),[ ]*)(${COMPANY_NAME})(?=[ ]*[;,.]|[ ]*$)`, 'gmu'), needs: /[Tt]itulaire,|[Ss]uppl[ée]ante?,/u },
  {
    pattern: new RegExp(`(?<=\\b(?:le|la) (?:pr[ée]sidente?|g[ée]rante?|liquidat(?:eur|rice)),[ ]*)(${COMPANY_NAME})(?=[ ]*,)`, 'gu'),
    needs: oneOfWords(['sident,', 'sidente,', 'rant,', 'rante,', 'liquidateur,', 'liquidatrice,']),
  },
  // A signature's office alone on its line, its holder's card under it ('Pour avis,' / 'La Présidente' /
  // 'X HOLDING, SARL au capital …' / 'RIDET …'): the company named in capitals, its form after it.
  {
    pattern: new RegExp(`(?<=(?:^|\\n)[ \\t]*(?:[Ll]e|[Ll]a|LE|LA)[ \\t]+(?:[Pp]r[ée]sidente?|PR[ÉE]SIDENTE?|[Gg][ée]rante?|G[ÉE]RANTE?|[Ll]iquidat(?:eur|rice)|LIQUIDAT(?:EUR|RICE))[ \\t]*\\n[ \\t]*)(${COMPANY_NAME})(?=[ ]*,[ ]*(?:S\\.A\\.|${FORM_ABBREVIATIONS.join('|')}|soci[ée]t[ée])[ ,.])`, 'gu'),
    needs: /[Pp]r[ée]sident|PR[ÉE]SIDENT|[Gg][ée]rant|G[ÉE]RANT|[Ll]iquidat|LIQUIDAT/u,
  },
  // A company of another law printed bare, the form after its name in capitals ('a nommé présidente
  // X HOLDINGS PTY LTD, société de droit australien'): the form tells a company as 'la société' does;
  // the name is listed without it (foreign-form.ts).
  {
    pattern: new RegExp(`(?<![\\p{L}'’])(${COMPANY_NAME})(?<=[ ](?:${FOREIGN_FORMS_IN_CAPITALS.join('|')}))(?![\\p{L}])`, 'gu'),
    needs: new RegExp(`(?<![\\p{L}])(?:${FOREIGN_FORMS_IN_CAPITALS.join('|')})(?![\\p{L}])`, 'u'),
  },
  // …and in small letters after 'la société' ('la société Reef Holdings Pty Ltd'): the capitalised
  // words up to the form are its name.
  {
    pattern: new RegExp(`\\b(?:la soci[ée]t[ée]|soci[ée]t[ée])[ ]+((?:[${UP}][\\p{L}'’&\\-]*[ ]+){1,5}${FOREIGN_FORM_IN_SMALL_LETTERS})(?![\\p{L}])`, 'gu'),
    needs: new RegExp(FOREIGN_FORM_IN_SMALL_LETTERS, 'u'),
  },
];
// …nor a role's or a small ad's abbreviation ('GÉR. : M. X', 'PDG : Mme Y', ': DÉM. GÉR. M. Z').
const NOT_A_COMPANY = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')}|RIDET|RID|RCS|N°|M|MME|ME|CFP|XPF|F|G[EÉ]R|CO-?G[EÉ]R|PDG|PDTE?|DGD?|CAC|LIQ|D[EÉ]M|D[EÉ]MISS|NOMIN|REMPL|PR[EÉ]S|ADM)$|^AU CAP(?:ITAL|\\b)`, 'u');

/**
 * A run-on line in capitals ('… EST MODIFIE GERANT M. X'): a role word that ends the capitals right
 * before a person's civility is that person's role, not the end of a company's name.
 */
const ROLE_BEFORE_PERSON = new RegExp(`[ ]+(?:CO-?G[EÉ]RANTE?S?|G[EÉ]RANTE?S?|PR[EÉ]SIDENTE?|LIQUIDAT(?:EUR|RICE)|DIRECT(?:EUR|RICE) G[EÉ]N[EÉ]RALE?|ADMINISTRAT(?:EUR|RICE))$`, 'u');
const PERSON_AFTER_ROLE = /^[ ]+(?:M\.|MM\.|MME\b|Mme\b|MLLE\b|Mlle\b|MONSIEUR\b|Monsieur\b|MADAME\b|Madame\b|Me\b|MAITRE\b|MAÎTRE\b|Ma[îi]tre\b)/u;

/**
 * A person printed without civility where only a name can stand: right after a role label or a
 * signature's role ('Gérante : Lina X.', 'Le Président-Directeur général,\nPaul X'), given names
 * and SURNAME in either order, up to the end of the line or the clause; given names first, their
 * SURNAME may be followed by a bracket ('Président : Paul X (inch.)') or by the compositor's next
 * label ('Président : Paul X Idt 1 234 567'), the capitals ending the name.
 */
/** Two persons of a list printed bare joined: 'et', '&' or a spaced dash. */
const NEXT_JOIN = '[ ]+(?:et|&|[–—])[ ]+';
const BARE_PERSON = new RegExp(
  `((?:${CAP_WORD}[ ]+){1,3}(?:(?:de la|de|du|des|van|von)[ ]+|d['’])?${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2}${MARRIED}?(?=[ ]*(?:[.,;(]|\\n|$)|[ ]+${CAP_WORD}(?![\\p{L}])|${NEXT_JOIN}${CAP_WORD}[ ])|(?:(?:de|du|d')[ ]+)?${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2}(?:[ ]+(?:épouse|ép\\.|née|veuve)[ ]+${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2})?(?:[ ]+${CAP_WORD}){1,3}(?:[ ]+(?:épouse|ép\\.|née|veuve)[ ]+${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2})?(?=[ ]*(?:[.,;(]|\\n|$)|${NEXT_JOIN}[${UP}]))`,
  'uy',
);
const LABEL_END = /[:,;][ ]*\n?[ ]*(?:[-–•][ ]*)?/g;
/** The next person of a list whose first was read bare after its label ('les cogérants :\nA B et C D', 'A B – C D née E'). */
// Surname first too ('TEHEI Jean-Marc et HNAWIA épouse TEHEI Léa'), as a register prints it.
const NEXT_BARE_LISTED = new RegExp(`^${NEXT_JOIN}((?:${CAP_WORD}[ ]+){1,3}${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2}${MARRIED}?|${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2}(?:[ ]+(?:épouse|ép\\.|née|veuve)[ ]+${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2})?(?:[ ]+${CAP_WORD}){1,3})(?=[ ]*(?:[.,;(–—]|\\n|$)|${NEXT_JOIN}${CAP_WORD}[ ])`, 'u');
const ABBREVIATED_SOCIETE = /^St[ée]\.?[ ]/u;
/**
 * The last person's particulars before the list's next one, as a register prints them ('X Y, né le
 * 4 mars 1979 à Lifou,' / 'et Z née W V, née le …'): read past up to the join.
 */
const PARTICULARS_AND_JOIN = /^,[ ]*(?:n[ée]e?[ ]+le|demeurant|domicili[ée]e?)(?![\p{L}])[^;:.\n]{0,100}?,?[ ]*\n?[ ]*(?:et|&)[ ]*\n?[ ]*(?=\p{Lu})/u;

/** The list's next person printed bare after the one ending at `at`, the last one's particulars read past. */
function nextBareListed(text: string, at: number): { from: number; to: number; name: string } | null {
  const rest = text.slice(at);
  const next = NEXT_BARE_LISTED.exec(rest);
  if (next) return { from: at + next[0].length - next[1]!.length, to: at + next[0].length, name: next[1]! };
  const particulars = rest.startsWith(',') ? PARTICULARS_AND_JOIN.exec(rest) : null;
  if (!particulars) return null;
  // The name read as NEXT_BARE_LISTED reads it after its join, set on one line.
  const joined = NEXT_BARE_LISTED.exec(` et ${rest.slice(particulars[0].length)}`);
  if (!joined || joined[0].length - joined[1]!.length !== ' et '.length) return null;
  const from = at + particulars[0].length;
  return { from, to: from + joined[1]!.length, name: joined[1]! };
}
/** BARE_PERSON's first character, checked before the pattern is tried at each label's end (speed only). */
const NAME_START = new RegExp(`^(?:[${UP}]|d(?:e|u)[ ]|d['’])`, 'u');
// A signature's role may name its company first ('Pour avis, la gérante de la société absorbante,\nOdile X').
// The appointment's term may stand between the office and its colon ('Ont été nommés cogérants pour une durée illimitée :'),
// and so may the holder's state, a participle or a relative clause ('Nouveaux cogérants nommés sans limitation de
// durée :', 'Gérant démissionnaire :', 'Cogérante dont les fonctions se poursuivent :').
const ROLE_JUST_BEFORE = withRoles(/\b(?:ROLE)(?:\s+du conseil(?: d'administration)?|\s+de la societe\b[^,:;.\n]{0,60})?(?:\s+(?:de|d'))?(?:\s+(?:pour (?:une duree|un mandat|une periode)|a compter d[eu]|avec effet (?:au|du)|(?:nommee?s?|designee?s?|elue?s?|renouvelee?s?|demissionnaires?|sortante?s?|dont)\b)[^,:;.\n]{0,40}(?=:))?\s*[:,]\s*(?:[-–•]\s*)?$/);
/**
 * An office named by its noun, then the participle that gives it to its holder (`La gérance reste
 * confiée à `, `la présidence est assurée par `). The participle is looked for first, its office's
 * noun then before it in its clause (speed only: the participle's letters lead the search).
 */
const HOLDER_PARTICIPLE = /(?:assur|exerc|confi)[ée]e?s?[ ]+(?:par|à)[ ]+(?=\p{Lu})/gu;
const OFFICE_NOUN_BEFORE = /(?<![\p{L}])(?:[Gg][ée]rance|[Cc]o-?g[ée]rance|[Pp]r[ée]sidence|[Dd]irection g[ée]n[ée]rale|[Ll]iquidation)(?![\p{L}])[^.;:\n]{0,60}$/u;

/**
 * A signature that prints its office after the name ('Pour avis,\nHélène X, présidente.'): the
 * signer's name stands bare right after 'Pour avis', its office after its comma.
 */
const SIGNATURE_OPENING_BEFORE = /\bpour avis\s*,\s*$/;
const OFFICE_AFTER_SIGNER = withRoles(/^\s*,\s*(?:(?:le|la|son|sa)\s+)?(?:ROLE)(?![a-z])/);

/**
 * A drafter who writes everything in lowercase ('liquidatrice : mme ana x, demeurant à …'): the
 * name is the two to four words after the civility, up to punctuation or a word that is no name's
 * ('a été nommé', 'demeurant', 'en qualité de'). Only in a text without any capital, or whose
 * capitals name no person (a heading or a greeting over a notice typed in lower case): where no
 * other cue to a name exists.
 */
const LOWER_WORD = `[${LOW}][${LOW}'’\\-]*`;
const LOWER_STOP = `(?:a|est|sont|ont|et|en|au|aux|de|du|des|qui|pour|par|dt|demeurant|domicilie|domiciliee|nee?|nommee?s?|designee?s?|elue?s?|gerante?|presidente?|liquidat\\p{L}*|associee?)(?![\\p{L}'’\\-])`;
const LOWER_PERSON = new RegExp(
  `(?<![\\p{L}])(?:monsieur|madame|mademoiselle|maître|maitre|mme|mlle|m\\.)[ ]+((?:(?!${LOWER_STOP})${LOWER_WORD}[ ]+){1,3}(?!${LOWER_STOP})${LOWER_WORD})(?![\\p{L}])`,
  'gu',
);
const ANY_CAPITAL = new RegExp(`[${UP}]`, 'u');

/**
 * People a writer names as herself or by kinship, without civility ('les gérants sont moi-même
 * Jeanne X et ma fille Lina X'): given names then SURNAME after the word.
 */
const KIN_PERSON = new RegExp(
  `(?<![\\p{L}])(?:[Mm]oi-m[eê]me|[Mm]a (?:fille|femme|m[eè]re|s[oœ]eur)|[Mm]on (?:fils|[ée]pouse|mari|p[eè]re|fr[eè]re))[ ]+((?:${CAP_WORD}[ ]+){1,3}${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2})(?![\\p{L}])`,
  'gu',
);

/**
 * A person printed without civility right after a compositor's office label glued to it or on its
 * line ('Gce.Marcel X', 'Gért inch.:Yann Y', 'Pdt Richard Z', 'Liq. Élise W', 'DG: Noël V'), or after the
 * office's whole word, as a compositor writes it out ('Liquidateur Élise W', 'Gérante Léa U'): given
 * names then SURNAME, the label's token read as an office alone, or its words shortened one by one
 * ('Comm.exéc.plan: Arnaud X', office-shortenings.ts); the names
 * joined to it by '&', 'et', '/' or a comma go on with it ('Gce.Josué X & Léa Y').
 */
const OFFICE_QUALIFIERS = '[Ii]nch|[Nn]v|[Nn]ouv|[Rr]enouv(?:ellement)?|[Mm]aintenue?|[Ee]ntrante?|[Ss]ortante?|[Dd][ée]m|[Dd][ée]miss|[Nn]omm[ée]?e?|[Cc]oopt[ée]e?';
const GIVEN_THEN_SURNAME = `((?:${CAP_WORD}[ ]+){1,3}${UPPER_WORD}(?:[ ]+${UPPER_WORD}){0,2})(?![\\p{L}])`;
const OFFICE_TOKEN_PERSON = new RegExp(
  `(?<![\\p{L}\\-])((?:[Cc]o-?)?\\p{L}{1,15}(?:\\.[ ]?\\p{L}{1,9}){0,3})\\.?(?:[ ]+(?:${OFFICE_QUALIFIERS})\\.?)?[ ]*[:/\\]>]?[ ]*${GIVEN_THEN_SURNAME}`,
  'gu',
);
/**
 * What every OFFICE_TOKEN_PERSON holds, tried first to find the lines it can be on: its given names
 * then SURNAME, spaces only between them. Neither pattern reads a line break, and the token's
 * lookbehind and the name's lookahead read a line break as they read the text's ends
 * (matches-on-lines.ts; speed only).
 */
const OFFICE_TOKEN_PERSON_NAME = new RegExp(`${CAP_WORD}[ ]+(?:${CAP_WORD}[ ]+){0,2}${UPPER_WORD}`, 'gu');
const COMPANY_HEAD = /^(?:S(?:oc?|c)?\.?t[ée]\.?|Soci[ée]t[ée]|Cabinet|Groupe|[ÉE]ts|[ÉE]tablissements?)[ ]/u;
/** A register's or a form's letters in capitals are no surname ('Dépôt RCS', 'Acte SARL'). */
const NOT_A_SURNAME = new RegExp(`[ ](?:RCS|RIDET|RID|CFP|XPF|${FORM_ABBREVIATIONS.join('|')})(?:[ ]|$)`, 'u');
const GIVEN_NAME_AT = new RegExp(`^[ ]?${CAP_WORD}$`, 'u');
const QUALIFIER_AT = new RegExp(`^[ ]?(?:${OFFICE_QUALIFIERS})$`, 'u');
const NEXT_BARE_PERSON = new RegExp(`^[ ]*(?:&|et|/|,)[ ]*${GIVEN_THEN_SURNAME}`, 'u');

/** 'Jean DUPONT' → nom DUPONT, prénoms Jean; 'DE LA TOUR Agnès' → nom DE LA TOUR; no capitals: the last word. */
export function splitName(raw: string): { nom: string; prenoms: string | null } | null {
  // An elided particle glued to the surname is the surname's ('d'ARCY').
  const isUpper = (word: string): boolean => {
    const w = word.replace(/^d['’](?=\p{Lu})/u, '');
    return w.length >= 2 && w === w.toUpperCase() && /\p{Lu}/u.test(w);
  };
  const words = [...matchesOf(/[^ ,]+/gu, raw)].map((m) => ({ word: m[0], index: m.index }));
  const particles = new Set(['de', 'du', 'des', 'la', 'le', 'van', 'von', "d'"]);
  const married = new Set(['épouse', 'ép.', 'née', 'veuve']);
  // A particle may be capitalised inside the surname ('Alain de La VAISSIÈRE').
  const nomIdx = words.map((w, i) => isUpper(w.word) || ((particles.has(w.word.toLowerCase()) || married.has(w.word)) && words.slice(i + 1).some((x) => isUpper(x.word))));
  const first = nomIdx.indexOf(true);
  if (first < 0) {
    const last = words.at(-1);
    if (!last || words.length < 2) return null;
    return { nom: last.word, prenoms: raw.slice(0, last.index).replace(/[ ,]+$/u, '') || null };
  }
  let end = first;
  while (end + 1 < words.length && nomIdx[end + 1]) end += 1;
  const nomStart = words[first]!.index;
  const nomEnd = words[end]!.index + words[end]!.word.length;
  const nom = raw.slice(nomStart, nomEnd);
  // Given names stand on one side of the surname: before it ('Jean DUPONT') or, the surname first,
  // after it ('DUPONT Jean'). A capitalised word after 'Jean DUPONT' is the next field's label run
  // into the name ('Gérant M. Jean DUPONT Articles modifiés 7'), no given name.
  const before = raw.slice(0, nomStart).replace(/^[ ,]+|[ ,]+$/gu, '');
  const rest = (before || raw.slice(nomEnd)).replace(/^[ ,]+|[ ,]+$/gu, '').replace(/[ ]{2,}/g, ' ');
  return { nom, prenoms: rest || null };
}

/** The subject's name (an individual trader) and the officers read the same notice: its mentions are kept (speed only). */
export const findNamedMentions = withRecentResults(readNamedMentions);

function readNamedMentions(text: string): NamedMention[] {
  const mentions: NamedMention[] = [];
  if (text.includes(' et ') && PLURAL_WORDS.some((w) => text.includes(w))) {
    for (const m of matchesOf(SHARED_SURNAME, text)) {
      const second = m.index + m[0].lastIndexOf(m[2]!, m[0].length - m[3]!.length);
      mentions.push({ index: m.index, end: m.index + m[0].indexOf(m[1]!) + m[1]!.length, nom: m[3]!, prenoms: m[1]!, company: false });
      mentions.push({ index: second, end: m.index + m[0].length, nom: m[3]!, prenoms: m[2]!, company: false });
    }
  }
  const persons = [...matchesOf(PERSON, text)];
  // A notice that sets its people's names in small caps, given name and surname in capitals alike
  // ('MME ISABELLE LÉVÊQUE'), prints a lone capitals word after a civility as the given name of a name
  // a line break cut ('M. PAUL-ÉMILE' / 'LÉVÊQUE').
  const smallCaps = persons.some((m) => ALL_CAPITALS_NAME.test(m[2]!));
  for (const m of persons) {
    const given = withoutPlaceAfterSurname(m[2]!);
    const below = m[3] ?? m[4];
    // A surname on the next line only completes a name that has none yet, or a surname a line break
    // cut when the next line's capitals run straight into the person's verb ('M. Long NGUYEN' / 'VAN
    // demeure gérant').
    // So does a surname the line's end cut after its particle ('Mme Anne-Sophie VAN DER' / 'MEULEN, demeurant …').
    const nextLine = below && (!HAS_SURNAME.test(given) || (smallCaps && ONE_CAPITALS_WORD.test(given)) || (m[3] !== undefined && (SURNAME_THEN_VERB.test(text.slice(m.index + m[0].length)) || PARTICLE_AT_END.test(given)))) ? below : null;
    let end = (below && !nextLine) || given !== m[2] ? m.index + m[0].indexOf(given) + given.length : m.index + m[0].length;
    // A surname printed first whose given names a line break sent to the next line ('M. de SAINT-AUBERT' / 'Rémi, même adresse').
    const givenBelow = !below && given === m[2] && !GIVEN_WORD.test(given) ? GIVEN_BELOW.exec(text.slice(end)) : null;
    if (givenBelow) end += givenBelow[0].length;
    const name = splitName((nextLine ? `${given} ${nextLine}` : givenBelow ? `${given} ${givenBelow[1]}` : given).replace(/\s+/g, ' '));
    if (mentions.some((x) => m.index < x.end && end > x.index)) continue;
    if (name) mentions.push({ index: m.index, end, ...name, company: false });
    if (!PLURAL_CIVILITY.test(m[1]!)) continue;
    const nextOfPlural = SURNAME_FIRST.test(given) ? NEXT_OF_PLURAL_SURNAME_FIRST : NEXT_OF_PLURAL;
    for (let next = nextOfPlural.exec(text.slice(end)); next; next = nextOfPlural.exec(text.slice(end))) {
      const other = splitName(next[1]!);
      const start = end + next[0].indexOf(next[1]!);
      end += next[0].length;
      if (other) mentions.push({ index: start, end, ...other, company: false });
    }
  }
  // A notice typed in lower case under a heading or a greeting in capitals ('AUGMENTATION DE CAPITAL',
  // 'Bonjour') names its people in lower case too when no person is named in capitals.
  if (!ANY_CAPITAL.test(text) || !mentions.some((m) => !m.company)) {
    for (const m of matchesOf(LOWER_PERSON, text)) {
      const name = splitName(m[1]!);
      if (name) mentions.push({ index: m.index, end: m.index + m[0].length, ...name, company: false });
    }
  }
  // Where a person so read ends, the next one of the role's list may follow its comma ('gér. : Ana X, Luc X').
  const listEnds = new Set<number>();
  // The list's next persons after one read bare at `end`, bare too, joined by 'et', '&' or a spaced dash.
  const pushListedAfter = (end: number): void => {
    for (let at = end, next = nextBareListed(text, at); next; next = nextBareListed(text, at)) {
      const { from, to } = next;
      const listedName = splitName(next.name.replace(/\s+/g, ' '));
      if (!listedName || mentions.some((x) => from < x.end && to > x.index)) break;
      mentions.push({ index: from, end: to, ...listedName, company: false });
      listEnds.add(to);
      at = to;
    }
  };
  for (const label of matchesOf(LABEL_END, text)) {
    const start = label.index + label[0].length;
    if (start >= text.length || !NAME_START.test(text.slice(start, start + 3))) continue;
    BARE_PERSON.lastIndex = start;
    const m = BARE_PERSON.exec(text);
    // 'Sté X': société abbreviated before a company's name, no given name.
    if (!m || ABBREVIATED_SOCIETE.test(m[1]!)) continue;
    const end = start + m[0].length;
    if (mentions.some((x) => start < x.end && end > x.index)) continue;
    // A list's separator right after the last person read bare, spaces before it ('X ;' / '– Y').
    let separatorAt = label.index;
    while (separatorAt > 0 && text[separatorAt - 1] === ' ') separatorAt -= 1;
    const listed = (label[0].startsWith(',') || label[0].startsWith(';')) && listEnds.has(separatorAt);
    const before = foldedSlice(text, Math.max(0, start - 80), start);
    const signer = SIGNATURE_OPENING_BEFORE.test(before) && OFFICE_AFTER_SIGNER.test(foldedSlice(text, end, end + 60));
    if (!listed && !signer && !ROLE_JUST_BEFORE.test(before)) continue;
    const name = splitName(m[1]!.replace(/\s+/g, ' '));
    if (!name) continue;
    mentions.push({ index: start, end, ...name, company: false });
    listEnds.add(end);
    pushListedAfter(end);
  }
  // The holder of an office named by its noun, printed bare after the participle that gives it ('La
  // gérance reste confiée à WAHEO Jean-Claude, gérant non associé', 'la présidence est assurée par
  // Paul X'): only a person's name can stand there.
  // A person printed bare at `start` where only a person's name can stand, no company's head nor a
  // word that is no surname; the mention's end, or -1.
  const pushBarePersonAt = (start: number): number => {
    if (!NAME_START.test(text.slice(start, start + 3))) return -1;
    BARE_PERSON.lastIndex = start;
    const m = BARE_PERSON.exec(text);
    if (!m || ABBREVIATED_SOCIETE.test(m[1]!) || COMPANY_HEAD.test(m[1]!) || NOT_A_SURNAME.test(` ${m[1]!} `)) return -1;
    const end = start + m[0].length;
    if (mentions.some((x) => start < x.end && end > x.index)) return -1;
    const name = splitName(m[1]!.replace(/\s+/g, ' '));
    if (!name) return -1;
    mentions.push({ index: start, end, ...name, company: false });
    return end;
  };
  for (const held of matchesOf(HOLDER_PARTICIPLE, text)) {
    if (/\p{L}/u.test(text.charAt(held.index - 1)) || !OFFICE_NOUN_BEFORE.test(text.slice(Math.max(0, held.index - 90), held.index))) continue;
    pushBarePersonAt(held.index + held[0].length);
  }
  // A list's item may print its person bare, surname first or last ('cogérants :' / '  X Hubert, menuisier ;').
  for (const { start } of colonListItems(text)) {
    const end = pushBarePersonAt(start);
    if (end >= 0) pushListedAfter(end);
  }
  for (const m of matchesOnLinesHolding(OFFICE_TOKEN_PERSON, OFFICE_TOKEN_PERSON_NAME, text)) {
    let start = m.index + m[0].length - m[2]!.length;
    const token = m[1]!;
    // 'cogérant. Dépôt RCS …': a full stop after a whole word ends its sentence, no label's dot.
    // A qualifier's own dot after it is no sentence's end ('Co-Gért nouv.: X').
    if (fold(token).length >= 6 && m[0].charAt(token.length) === '.' && !token.includes('.')) continue;
    const dot = token.indexOf('.');
    const head = dot >= 0 ? officeOfToken(fold(token.slice(0, dot))) : null;
    const rest = dot >= 0 ? token.slice(dot + 1) : '';
    // The label read whole, or by its last word after a word of the insertion ('dém. gce X').
    const lastWord = token.slice(token.lastIndexOf('.') + 1).trim();
    const read = officeOfToken(fold(token)) !== null || (dot >= 0 && lastWord !== '' && officeOfToken(fold(lastWord)) !== null);
    // 'Gce.Marie Claire X': the label is the token's first word, the name opens after its dot.
    if (!read && head && GIVEN_NAME_AT.test(rest)) start = m.index + dot + 1 + (rest.length - rest.trimStart().length);
    // 'Adm. coopté: Y': a qualifier after the label, the name where the match put it.
    else if (!read && !(head && QUALIFIER_AT.test(rest))) continue;
    let end = m.index + m[0].length;
    let raw = text.slice(start, end);
    while (!mentions.some((x) => start < x.end && end > x.index)) {
      // 'Prés. : Sté H', 'Prst:Scté H', 'Soc.té H': a company's word before capitals names a company, no given name.
      if (COMPANY_HEAD.test(raw) || NOT_A_SURNAME.test(raw)) break;
      const name = splitName(raw);
      if (name) mentions.push({ index: start, end, ...name, company: false });
      const next = NEXT_BARE_PERSON.exec(text.slice(end));
      // 'Gért X Y, Gérte Z W': the next label's own holder.
      if (!next || officeOfToken(fold(next[1]!.split(' ')[0]!))) break;
      start = end + next[0].length - next[1]!.length;
      end += next[0].length;
      raw = next[1]!;
    }
  }
  for (const m of matchesOf(KIN_PERSON, text)) {
    const start = m.index + m[0].length - m[1]!.length;
    const end = m.index + m[0].length;
    const name = mentions.some((x) => start < x.end && end > x.index) ? null : splitName(m[1]!);
    if (name) mentions.push({ index: start, end, ...name, company: false });
  }
  COMPANIES.forEach(({ pattern, needs }) => {
    if (needs && !needs.test(text)) return;
    for (const m of pattern === AFTER_COLON ? afterColonMatches(text) : matchesOf(pattern, text)) {
      const start = m.index;
      const role = ROLE_BEFORE_PERSON.exec(m[0]);
      const cut = role && PERSON_AFTER_ROLE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12)) ? role.index : m[0].length;
      const nom = withSocieteHead(m[0].slice(0, m[0].length - m[1]!.length), m[1]!.slice(0, Math.max(0, m[1]!.length - (m[0].length - cut))).trim().replace(/\s+/g, ' '));
      const end = m.index + cut;
      if (NOT_A_COMPANY.test(nom) || nom.replace(/[^\p{L}]/gu, '').length < 2) continue;
      // 'Sté H HOLDING SARL (RIDET …)': the form before the identifier is no part of the name (officer-company-form.ts).
      const named = withoutFormBeforeIdentifier(nom, text.slice(end, end + 12));
      if (mentions.some((x) => start < x.end && end > x.index)) continue;
      mentions.push({ index: start, end, nom: named, prenoms: null, company: true });
    }
  });
  return mentions.sort((a, b) => a.index - b.index);
}
