/**
 * A sale of parts names the company whose parts it sells ('la SCI A, RIDET …, a cédé à la société
 * B, RIDET …, les parts qu'elle détenait dans la société civile immobilière C'). That company is the
 * notice's subject (the field rules); when the text prints no identifier for it, the identifiers it
 * does print are the seller's and the buyer's, and publishing under either would file the sale in
 * the wrong company's record: the notice is quarantined, as one whose company prints no identifier.
 */

import { companyMentions } from './company-mentions.ts';
import { fold } from './fold.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import type { RidetMatch } from './ridet.ts';

/** Why such a notice is quarantined, in the service's language. */
export function unidentifiedSoldCompanyDetail(name: string): string {
  return `La société dont les parts ou actions sont cédées (« ${name} ») ne cite aucun identifiant ; ceux que le texte cite sont ceux d’autres parties (cédant, cessionnaire) : impossible de rattacher l’annonce à une entreprise.`;
}

/**
 * '… les cent parts qu'elle détenait dans la société civile immobilière ', '… 500 actions de la
 * SAS ', '… parts sociales du capital de la société ': the words that introduce the company whose
 * parts are sold, right before its name (folded).
 */
const SOLD_PARTS_BEFORE = new RegExp(
  String.raw`\b(?:parts|actions)(?: sociales)?\b[^.;\n]{0,100}\b(?:dans|de|du)\s+(?:le capital (?:social )?(?:de |d'|du )\s*)?(?:la |l')?(?:societe(?: civile immobiliere| civile| a responsabilite limitee| par actions simplifiee| anonyme)?|${FOLDED_FORMS_SOURCE})\s+$`,
);
/** An identifier's label in the sold company's own description, before its sentence ends. */
const IDENTIFIER_LABEL = /\b(?:ridet|rid|rcs|r\.c\.s)\b/;
/** The end of the sold company's description: a sentence's or a clause's end, a paragraph's. */
const DESCRIPTION_END = /(?<!\b(?:m|mm|mme|me|mlle|n°))\.\s|;|\n\s*\n/;
/** How far before an identifier a company's name stands when it is that company's ('X, SCI au capital de …, siège : …, RIDET …', a header block). */
const OWN_NAME_BEFORE = 300;
/** How far before its identifier a party's name ends in its description ('la société B, SARL au capital de …, siège : …, RIDET …'). */
const OWNER_BEFORE = 250;
/** How far after an identifier a name printed after it may stand ('RIDET … – X'). */
const OWN_NAME_AFTER = 40;

/**
 * The name of the company a sale of parts sells when the text prints no identifier for it, or null.
 * `partsSoldIdentified`: whether the subject rules read the parts of an identified company as sold
 * (then the sold company has an identifier and this reading has nothing to say).
 */
export function unidentifiedSoldCompany(text: string, matches: readonly RidetMatch[], partsSoldIdentified: boolean): string | null {
  if (partsSoldIdentified || matches.length === 0) return null;
  const folded = fold(text);
  // Only a text that speaks of parts or shares is read (speed only).
  if (!folded.includes('parts') && !folded.includes('actions')) return null;
  const mentions = companyMentions(text);
  for (const mention of mentions) {
    const nameStart = mention.end - mention.name.length;
    if (nameStart < mention.index) continue;
    if (!SOLD_PARTS_BEFORE.test(folded.slice(Math.max(0, nameStart - 220), nameStart))) continue;
    const name = fold(mention.name).trim();
    if (name.replace(/[^a-z0-9]/g, '').length < 3) continue;
    const after = folded.slice(mention.end, mention.end + 240);
    const end = DESCRIPTION_END.exec(after);
    if (IDENTIFIER_LABEL.test(end ? after.slice(0, end.index) : after)) return null;
    const identified = matches.some((m) => folded.slice(Math.max(0, m.index - OWN_NAME_BEFORE), m.index + m.printed.length + OWN_NAME_AFTER).includes(name));
    if (identified) return null;
    // Every identifier printed must be another named party's (the seller's, the buyer's): one
    // printed alone (a signature's RCS, a header block the mentions do not read) may be the sold company's.
    const othersNamed = matches.every((m) => mentions.some((o) => o.end <= m.index && m.index - o.end <= OWNER_BEFORE && fold(o.name).trim() !== name));
    return othersNamed ? mention.name : null;
  }
  return null;
}
