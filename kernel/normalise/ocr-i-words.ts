/**
 * A scan reads the lower-case 'i' of a month or of a label as 'l' or '1' ('févr1er', 'avr1l',
 * 'Dénomlnation', 'Capltal', 'Slège'). A reader knows these few words and reads them back: only a
 * word that is one of them once each such 'l' or '1' is read as 'i' (where the word has an 'i'),
 * so a word with a real 'l' ('avril', 'Capital') is left as it is.
 */

/** Months, the labels of a notice's fields and the words of its legal forms, with an 'i' a scan may misread. */
const WORDS = ['janvier', 'février', 'avril', 'juin', 'juillet', 'Dénomination', 'Capital', 'Siège', 'Constitution', 'Immatriculation', 'Liquidation', 'Dissolution', 'Modification', 'Nomination', 'Président', 'Directeur', 'Administrateur', 'Liquidateur', 'Activité', 'Domicile', 'Associé',
  // The words of the legal forms a notice spells out ('société en nom collectlf', 'civlle', 'limltée').
  'collectif', 'civile', 'limitée', 'simplifiée', 'responsabilité', 'immobilière'];

const pattern = (word: string): string => [...word].map((c) => (c === 'i' ? '[il1]' : c === 'é' ? '[ée]' : c === 'è' ? '[èe]' : c)).join('');
const MISREAD = new RegExp(`(?<![\\p{L}\\d])(?:${WORDS.map(pattern).join('|')})(?![\\p{L}\\d])`, 'giu');
/**
 * The cheap sign of such a slip (speed only): a '1' after a letter, or an 'l' where these words
 * hold an 'i' before 'n', 't', 'o', 'è' or the month's 'er' ('Dénomlnation', 'Capltal', 'Slège',
 * 'CONSTITUTlON', 'janvler'), or inside a legal form's word ('collectlf', 'clvile', 'llmitée', 'responsabllité').
 */
// The '1' is matched and its letter looked behind: opening on the digit, the scan skips the letters (speed only).
const HINT = /(?<=\p{L})1|[mpStTuvrl]l(?:n|t|on|[èeÈE]g|er)|[vr]l[lL]|tlf|clv|vll|llm|mlt|llf|slm|bll|llt|lmm/u;

/** The text with each misread month or label read back. */
export function withOcrIRead(text: string): string {
  if (!HINT.test(text)) return text;
  return text.replace(MISREAD, (word) => {
    if (!/[l1]/.test(word)) return word;
    const lower = word.toLowerCase();
    const known = WORDS.find((w) => new RegExp(`^${pattern(w.toLowerCase())}$`, 'u').test(lower))!;
    // Each letter where the known word has an 'i' is read as one, in the word's case.
    const i = /\p{Ll}/u.test(word.replace(/[l1]/g, '')) ? 'i' : 'I';
    return [...word].map((c, at) => (known[at]?.toLowerCase() === 'i' && (c === 'l' || c === '1') ? i : c)).join('');
  });
}
