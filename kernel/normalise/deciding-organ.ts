/**
 * The company whose own organ decides what the notice tells: 'les associés de la société X, …,
 * RIDET …, qui a acquis de la société Y … le fonds …, ont décidé de modifier la dénomination',
 * 'l'associée unique de la société X, …, RIDET …, locataire-gérante du fonds appartenant à la
 * société Y, RIDET …, a décidé :'; the sole partner told in apposition to its own name ('La société H,
 * associée unique de la société X, …, RIDET …, a décidé de modifier la dénomination de sa filiale',
 * the partner's card heading the notice). The meeting belongs to X, so its decisions are X's notice: the
 * other company is told inside X's description (a past purchase, a letting) and the reader, as any
 * reader, follows the sentence's subject to its verb rather than the words around each identifier.
 *
 * Read only where the sentence is plain: the organ names its company (not 'la société' left
 * unnamed, nor 'la société absorbante'), that company's identifier is the first one after it with
 * no other company introduced between, the identifier is followed in the same sentence by the
 * organ's verb of decision (not a relative clause's: 'qui a décidé'), and the company is not told
 * there as an organ of another ('…, RIDET …, associée unique de la société F, a décidé': F's act),
 * and what it decides names no other company (a merger's absorbed side, a subsidiary dissolved) but
 * the ones it appoints.
 * Folded text, sentences joined across printed line breaks.
 */

import { CLAUSE_CHAR_NL, SENTENCE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';

/** A company's organ that meets or decides, then the company it belongs to, introduced by its noun or form. */
const ORGAN_OF_COMPANY = new RegExp(
  String.raw`\b(?:les associes|(?:l'|,\s*(?:en sa qualite d')?)(?:associee?|actionnaire) unique|les actionnaires|la collectivite des associes|l'assemblee generale(?: (?:ordinaire|extraordinaire|mixte))?(?: annuelle)?(?: (?:des associes|des actionnaires))?|le conseil d'administration)\s+(?:de la|du|de l'|d')\s*(?:societe|${FOLDED_FORMS_SOURCE})\b`,
  'g',
);

/** Words after the company noun that say it is not named (the notice's company or a merger's side). */
const UNNAMED_AFTER = /^\s*(?:[,.;:)]|absorbante|absorbee|beneficiaire|apporteuse|precitee|susnommee|susvisee|dont\b|qui\b)/;

/** Another company introduced between the organ and the identifier. */
const OTHER_COMPANY = new RegExp(String.raw`\b(?:la|une|l'|a la|par la) (?:societe|${FOLDED_FORMS_SOURCE})\b`);
const OTHER_COMPANY_ALL = new RegExp(OTHER_COMPANY.source, 'g');

/** The organ's verb of decision, not a relative clause's. */
// Its decisions may be listed after a colon ('a :' / '– pris acte de …' / '– nommé …').
export const DECISION_VERB = /(?<!\bqui )\b(?:a|ont)(?: |\s*:\s*(?:[-–•*]\s*)?)(?:decide|approuve|pris acte|constate|nomme|adopte|autorise|transfere|modifie|augmente|reduit|prononce|agree|ratifie|confirme)\b|(?<!\b(?:qui|a|ont) )\b(?:decide|decident|approuve|approuvent)\s+(?:de|d'|la|le|les|:)/;

/** The company described as another's organ after its identifier ('…, associée unique de la société F'). */
const ORGAN_OF_ANOTHER = new RegExp(String.raw`\b(?:associee? unique|actionnaire unique|societe mere|presidente?|gerante?)\s+(?:de la|du|de l'|d')\s*(?:societe|${FOLDED_FORMS_SOURCE})\b`);

/** How far the organ's company description may run to its identifier, and the identifier to the verb. */
const TO_IDENTIFIER = 400;
const TO_VERB = 600;
const CLAUSE = new RegExp(`^${CLAUSE_CHAR_NL}*$`);
/** The decision's sentence from its verb: up to a full stop, a list's semicolons included. */
const DECISION_SENTENCE = new RegExp(`^${SENTENCE_CHAR_NL}{0,${TO_VERB}}`);

interface Identified {
  match: { index: number; printed: string };
}

/** The identifier whose company's organ decides, or null where the sentence does not say it plainly. */
export function decidingOrganCompany<J extends Identified>(folded: string, judged: readonly J[]): J | null {
  for (const organ of matchesOf(ORGAN_OF_COMPANY, folded)) {
    const companyAt = organ.index + organ[0].length;
    if (UNNAMED_AFTER.test(folded.slice(companyAt, companyAt + 20))) continue;
    // The organ's holder told before it in its sentence ('La société H, …, associée unique de …').
    const sentenceStart = Math.max(folded.lastIndexOf('. ', organ.index), folded.lastIndexOf('\n\n', organ.index), 0);
    const holder = folded.slice(sentenceStart, organ.index);
    const decided = identifiedThenDecides(folded, judged, companyAt, holder) ?? namedThenDecides(folded, judged, companyAt);
    if (decided) return decided;
  }
  return null;
}

/** The organ's company described up to its identifier, the organ's verb after it. */
function identifiedThenDecides<J extends Identified>(folded: string, judged: readonly J[], companyAt: number, holder = ''): J | null {
  const own = judged.find((j) => j.match.index >= companyAt);
  if (!own || own.match.index - companyAt > TO_IDENTIFIER) return null;
  const description = folded.slice(companyAt, own.match.index);
  if (!CLAUSE.test(description) || OTHER_COMPANY.test(description)) return null;
  const ownEnd = own.match.index + own.match.printed.length;
  const rest = folded.slice(ownEnd, ownEnd + TO_VERB);
  const verb = DECISION_VERB.exec(rest);
  if (!verb || !CLAUSE.test(rest.slice(0, verb.index))) return null;
  if (ORGAN_OF_ANOTHER.test(rest.slice(0, verb.index))) return null;
  return namesNoOtherCompany(rest.slice(verb.index), holder) ? own : null;
}

/**
 * The organ's company named bare, its verb right after ('les associés de la société SARIMIN FRÈRES
 * ont décidé'), its identifier printed where the notice introduced it (its card above): the
 * candidate whose identifier that name introduces, with no other company or identifier between.
 */
function namedThenDecides<J extends Identified>(folded: string, judged: readonly J[], companyAt: number): J | null {
  const named = NAME_THEN_VERB.exec(folded.slice(companyAt, companyAt + NAME_REACH));
  if (!named) return null;
  // A capitals name may run over a printed line break, its card printing it on one line.
  const name = named[1]!.replace(/\n/g, ' ');
  const rest = folded.slice(companyAt + named[0].length, companyAt + named[0].length + TO_VERB);
  if (!namesNoOtherCompany(rest)) return null;
  const introduced = judged.filter((j) => {
    const at = folded.lastIndexOf(name, j.match.index);
    if (at < 0 || j.match.index - at > NAME_TO_IDENTIFIER) return false;
    const between = folded.slice(at + name.length, j.match.index);
    // A blank line between ends the name's card: the identifier after it is the next card's.
    return !OTHER_COMPANY.test(between) && !BLANK_LINE.test(between) && !judged.some((o) => o.match.index > at && o.match.index < j.match.index);
  });
  return introduced.length > 0 && introduced.every((j) => j.match.index === introduced[0]!.match.index) ? introduced[0]! : null;
}

/** A company's bare name (no digit, no clause mark, perhaps over a line break), then the organ's verb. */
const NAME_THEN_VERB = /^\s+([a-z&'’][a-z&'’ \n.-]{2,58}[a-z])\s+(?=(?:a|ont) (?:decide|approuve|pris acte|constate|nomme|adopte|autorise|transfere|modifie|augmente|reduit)\b)/;
const NAME_REACH = 80;
const NAME_TO_IDENTIFIER = 250;
const BLANK_LINE = /\n[ \t]*\n/;

/**
 * A company the decision appoints ('ont nommé en remplacement, pour une durée indéterminée, la
 * société G, …', 'a désigné la SELARL L en qualité de liquidateur'): the organ's company's officer,
 * no company whose event the decision may be.
 */
const APPOINTED_COMPANY = new RegExp(String.raw`\b(?:nomme|nommer|designe|designer|coopte|coopter|renouvele|renouveler)e?s?\b[^.;:]{0,120}?\b(?:la|une|l') (?:societe|${FOLDED_FORMS_SOURCE})\b`, 'g');

/** A company's name after its introduction, up to its apposition or its office's complement. */
const NAME_AFTER = /^\s*([a-z0-9&'’ -]{2,60}?)(?=\s*(?:[,;(]|\bde (?:ses|son|sa)\b|$))/;

/**
 * What the decision's sentence names: no other company ('a approuvé la fusion par absorption de la
 * SARL F', 'la dissolution de sa filiale, la société F'), whose event it may be; a company it appoints
 * is none, nor the organ's holder told before it ('La société H, …, associée unique de la société X, …,
 * a pris acte de la démission de la société H de ses fonctions de présidente').
 */
function namesNoOtherCompany(fromVerb: string, holder = ''): boolean {
  const sentence = fromVerb.match(DECISION_SENTENCE)![0].replace(APPOINTED_COMPANY, ' ');
  for (const named of matchesOf(OTHER_COMPANY_ALL, sentence)) {
    const name = NAME_AFTER.exec(sentence.slice(named.index + named[0].length))?.[1];
    if (!name || !holder.includes(` ${name}`)) return false;
  }
  return true;
}
