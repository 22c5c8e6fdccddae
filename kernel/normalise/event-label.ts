/**
 * A label that names the notice's event rather than an office ('Changement de gérant : l'AGO du …
 * a pris acte de la démission de M. X … et nommé en remplacement Mme Y'): when a sentence follows
 * its colon, the people that sentence names take their offices from it (a resignation, an
 * appointment), not from the label. Folded text: the label's line up to its colon, and the words
 * between the colon and the name.
 */
const EVENT_LABEL = /^\s*(?:[-–•]\s*)?(?:changements?|modifications?)\s+(?:de |du |des |d')/;
/** More words than a name's civility or a role between the colon and the name: a sentence. */
const SENTENCE_WORDS = 4;

export function sentenceUnderEventLabel(labelLine: string, value: string): boolean {
  return EVENT_LABEL.test(labelLine) && value.trim().split(/\s+/).length >= SENTENCE_WORDS;
}
