/**
 * A notice whose only identifier is the adviser's own: an accountant's, notary's or notice agency's
 * letterhead 'Cabinet X — RIDET … — address' above a notice about another company that prints no
 * number of its own. The adviser's firm is set aside only when another candidate remains
 * (subject-ridet.ts), so without this reading the notice would be published under the firm's
 * identifier. A sheet's line labelled with the firm's part ('Formalités : Cabinet X, RIDET …') is
 * read as its letterhead is. A firm's own notice names the firm itself, so its name is then read
 * on the letterhead and the firm stays the subject.
 */

import { fold } from './fold.ts';
import { lastSentenceStart } from './clause-chars.ts';
import { escaped } from './escaped.ts';
import type { SubjectDecision } from './subject-ridet.ts';

/** Why such a notice is quarantined, in the service's language. */
export function adviserOnlyDetail(denomination: string): string {
  return `Le seul identifiant cité est celui du cabinet qui rédige ou dépose l’annonce ; la société « ${denomination} » n’en cite aucun : impossible de rattacher l’annonce à une entreprise.`;
}

/**
 * Whether the decided subject's identifier is printed only in an adviser's letterhead (or the
 * adviser's other places subject-ridet.ts recognises) while the name read for the notice is not
 * on that letterhead, nor the name the notice says the company bore before (`formerName`).
 */
export function identifiesOnlyTheAdviser(text: string, decision: SubjectDecision, denomination: string, formerName: string | null = null): boolean {
  const chosen = decision.match;
  if (!chosen) return false;
  const mentions = decision.judged.filter((j) => j.match.rid === chosen.rid);
  if (mentions.length === 0 || mentions.some((j) => !j.adviser)) return false;
  const name = fold(denomination).replace(/\s+/g, ' ').trim();
  if (name.length === 0) return false;
  // A firm renamed by the notice prints its former name on its own letterhead.
  const former = formerName ? fold(formerName).replace(/\s+/g, ' ').trim() : '';
  const folded = fold(text);
  return mentions.every((j) => {
    // The adviser's block: from the paragraph's start to the end of the identifier's line.
    const start = folded.lastIndexOf('\n\n', j.match.index) + 1;
    const lineEnd = folded.indexOf('\n', j.match.index + j.match.printed.length);
    const block = folded.slice(start, lineEnd < 0 ? folded.length : lineEnd);
    const flat = block.replace(/\s+/g, ' ');
    // A sheet's line labelled with the one who files the notice ('Formalités : Cabinet X, RIDET …')
    // is the adviser's place as a letterhead is: its own line only says whose the number is.
    // The label may open the line's last sentence ('… mise en sommeil. Contact : cabinet X, RIDET …').
    const lineStart = folded.lastIndexOf('\n', j.match.index) + 1;
    const wholeLine = folded.slice(lineStart, lineEnd < 0 ? folded.length : lineEnd);
    const line = FILER_LABEL.test(wholeLine) ? wholeLine : wholeLine.slice(lastSentenceStart(folded.slice(lineStart, j.match.index)));
    if (FILER_LABEL.test(line)) return !line.includes(name) && !(former.length > 0 && line.includes(former));
    // The firm of the notary who received the act, in the act's own sentence ('Suivant acte reçu par
    // Maître X, notaire, membre de la SCP Y, notaires associés, RIDET …'): the act's office, not a
    // party, unless the notice names the firm again after it, as the one that acts (its own notice).
    const sentence = folded.slice(lineStart + lastSentenceStart(folded.slice(lineStart, j.match.index)), j.match.index);
    if (ACT_RECEIVED_BY.test(sentence)) {
      // By its form and name: a notary's surname alone ('en l'étude de Maître Y') is the office again.
      const firm = OFFICE_FIRM.exec(sentence)?.[1]?.trim() ?? '';
      return firm.length < 3 || !new RegExp(String.raw`\b(?:${OFFICE_FORMS}|societe)\s+${escaped(firm)}(?![\p{L}])`, 'u').test(folded.slice(j.match.index + j.match.printed.length));
    }
    return isLetterhead(block) && !flat.includes(name) && !(former.length > 0 && flat.includes(former));
  });
}

/** A sheet's label for the one who files the notice or its formalities. */
// Also the sender's and the contact's ('Expéditeur :', 'Contact :'), and the formalities' labelled for its part.
const FILER_LABEL = /^[ \t]*(?:(?:pour les |chargee? des )?formalites|deposant(?:e)?|annonceu(?:r|se)|donneur d'ordres?|expedit(?:eur|rice)|emett(?:eur|rice)|contacts?(?: presse)?)[ \t]*:/;

/** An act received or drawn up by a notary ('acte reçu par Maître', 'acte dressé en l'étude de Me'). */
const ACT_RECEIVED_BY = /\bactes? (?:authentique )?(?:recu|etabli|dresse|passe)e?s? (?:par|devant|en l'etude de) (?:maitre|me)\b/;
/** A notary's or a lawyer's firm by its form, and its name after it (captured). */
const OFFICE_FORMS = "scp|selarl|selas|selafa|societe civile professionnelle|societe d'exercice liberal";
const OFFICE_FIRM = new RegExp(String.raw`\b(?:${OFFICE_FORMS})\b([^,;(]*)`);

const LETTERHEAD_LINES = 4;
const LETTERHEAD_LINE_LENGTH = 120;

/**
 * A letterhead is a few short lines without a sentence ('Cabinet X — RIDET … — address'); an
 * identifier inside the notice's own sentences, even under a masthead that names 'Annonces
 * légales', is the subject's however its paragraph reads.
 */
function isLetterhead(block: string): boolean {
  const lines = block.trim().split('\n');
  if (lines.length > LETTERHEAD_LINES || lines.some((l) => l.trim().length > LETTERHEAD_LINE_LENGTH)) return false;
  return !/[a-z)]\.\s/.test(block.replace(/\b(?:m|mm|mme|me|dr|bp|n°)\./g, ''));
}
