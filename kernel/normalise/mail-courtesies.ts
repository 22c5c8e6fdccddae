/**
 * A mail's courtesies: what a person who sends a notice by e-mail writes around it (a manager, a
 * secretary, a partner's spouse typing the company's own notice). Neither is the notice: a reader
 * sets them apart as mail furniture (furniture.ts), so the sender's name or firm under the thanks is
 * never read as an officer or the subject, and a cover line is never read as the notice's opening.
 *
 * - The greeting: among the first lines, a line that opens on a greeting ('Bonjour', 'Bonsoir',
 *   'Salut Karine,', 'Madame, Monsieur,', 'Chère Madame,', 'Dear Sir,'), and the cover lines around it that announce the text
 *   and end on a colon or a question ('pouvez-vous publier ceci svp :', 'Texte reçu par
 *   courriel :', 'tu peux le passer mardi ?'), holding no digit but in a file's reference code of
 *   letters and digits (a notice's own line holds its date, capital or identifier).
 * - The closing: near the end, a line that opens on thanks or a salutation ('Merci', 'Cordialement',
 *   'Bien à vous', 'À publier une fois svp', 'Veuillez agréer …', 'Kind regards'), and the few short lines under it (the signature:
 *   names, titles, phone numbers, the sender's firm and its identifier); or, in a chain, a closing
 *   and its signature right above the envelope of the message it forwards or answers: the
 *   forwarder's own (an accountant's firm and its RIDET), never the notice's.
 * - The cover's signature right under its request (`Bonjour,` / `ci-dessous pour parution.` /
 *   `Julie – CABINET X – Ridet …`), above the notice after a blank line: the sender's, whose firm
 *   prints its identifier.
 */

import { foldedTrimmedLines } from './fold.ts';

// A letter's address to its reader ('Chère Madame,', 'Cher confrère,', 'Madame la Directrice,', 'Dear Sir,', 'Hi Tom,') greets too:
// a few words closed by a comma, alone on the line.
const GREETING = /^(?:(?:bonjour|bonsoir|salut|hello)(?![\p{L}])|(?:madame|monsieur|mesdames|messieurs)(?:\s*,?\s*(?:madame|monsieur|mesdames|messieurs))?\s*[,.!]?$|(?:cher|chere|chers|cheres|dear|hi|(?:madame|monsieur) (?:la|le|l'))\s*[^\s,.:;!?]+(?:\s+[^\s,.:;!?]+){0,3}\s*,$)/u;
// A cover line announces the text it carries and asks for it to be printed: it ends on the colon
// before the text or on a question.
const COVER = /(?:publi|paraitre|parution|passer|inserer|insertion|courriel|e-?mail|texte|annonce|avis|voici|ci-?dessous|ci dessous|ci-?joint)[^\n]*[:?]\s*$/u;
const CLOSING =
  /^(?:envoye (?:de|depuis) mon|sent from my|merci|cordialement|(?:bien|tres) (?:a vous|cordialement|amicalement)|bonne (?:journee|soiree|fin de journee|reception)|(?:sinceres |meilleures |bien sinceres )?salutations|a publier\b|a faire paraitre|je vous remercie|nous vous remercions|d'avance merci|en vous remerciant|dans l'attente|(?:veuillez|je vous prie d'|nous vous prions d')\s*agreer|avec (?:mes|nos) remerciements|respectueusement|amities|(?:best |kind |warm )?regards\b|thanks?\b|thank you)/u;
/** How far from the top a greeting may stand: under a subject line and a site's header at most. */
const GREETING_WITHIN = 4;
/** A signature is a few short lines: a closing with more under it is a notice's own sentence. */
const SIGNATURE_MAX_LINES = 6;
const SIGNATURE_MAX_CHARS = 100;
const COURTESY_MAX_CHARS = 160;
const DIGIT = /\d/u;

/** Whether a folded text may hold a mail's courtesies (speed only). */
export function mayHoldCourtesies(folded: string): boolean {
  return /(?:^|\n)[ \t]*(?:bonjour|bonsoir|salut|hello|madame|monsieur|mesdames|messieurs|merci|cordialement|bien a vous|bonne journee|a publier|salutations|envoye (?:de|depuis) mon|sent from my|cher|dear|hi\s|tres cordialement|bonne reception|veuillez|je vous prie|nous vous prions|avec (?:mes|nos) remerciements|respectueusement|amities|(?:best |kind |warm )?regards|thank)/u.test(folded);
}

/**
 * Indices of the lines of `text` that are a mail's greeting, cover lines or closing and signature.
 * `envelope` holds the lines already read as the mail's envelope (its headers, a forward marker, a
 * reply's attribution line, mail-furniture.ts): the greeting is counted from under them, and a
 * closing whose signature runs up to one of them signs the message that passes the next one on.
 */
export function mailCourtesyLines(text: string, envelope: ReadonlySet<number> = new Set()): Set<number> {
  const folded = foldedTrimmedLines(text);
  const out = new Set<number>();
  const filled = folded.flatMap((line, i) => (line === '' || envelope.has(i) ? [] : [i]));
  const greeting = greetingIn(folded, filled);
  if (greeting !== undefined) {
    out.add(greeting);
    const at = filled.indexOf(greeting);
    // The cover lines right above and right under the greeting.
    for (let k = at - 1; k >= 0 && isCover(folded[filled[k]!]!); k -= 1) out.add(filled[k]!);
    for (let k = at + 1; k < filled.length && isCover(folded[filled[k]!]!); k += 1) out.add(filled[k]!);
    for (const i of coverSignature(text, folded, filled, at)) out.add(i);
  }
  // The closing: the first thanks among the last lines, when only a signature follows it.
  const tail = filled.slice(-SIGNATURE_MAX_LINES - 1);
  // The last envelope line a message follows (a disclaimer closing the mail opens none).
  const lastFilled = filled.at(-1) ?? -1;
  const lastEnvelope = Math.max(-1, ...[...envelope].filter((e) => e < lastFilled));
  const closing = tail.find((i, k) => {
    // A closing above a forwarded or quoted message signs the forwarder's note, read below.
    if (!CLOSING.test(folded[i]!) || folded[i]!.length > COURTESY_MAX_CHARS || out.has(i) || i < lastEnvelope) return false;
    return tail.slice(k + 1).every((j) => folded[j]!.length <= SIGNATURE_MAX_CHARS);
  });
  if (closing !== undefined && filled.indexOf(closing) > 0) for (const i of filled) if (i >= closing) out.add(i);
  // A closing inside a chain: its signature's short lines run up to the envelope of the message it
  // forwards or answers (a header block, a forward marker, an attribution line), a blank line between.
  for (const [k, i] of filled.entries()) {
    if (k === 0 || out.has(i) || !CLOSING.test(folded[i]!) || folded[i]!.length > COURTESY_MAX_CHARS) continue;
    let j = i + 1;
    while (j < folded.length && folded[j] !== '' && !envelope.has(j) && folded[j]!.length <= SIGNATURE_MAX_CHARS && j - i <= SIGNATURE_MAX_LINES) j += 1;
    let next = j;
    while (next < folded.length && folded[next] === '') next += 1;
    if (next < folded.length && envelope.has(next) && next > i + 1) for (let m = i; m < j; m += 1) out.add(m);
  }
  return out;
}

/** The greeting's line among the first filled lines (`filled`: indices of the lines under the envelope). */
function greetingIn(folded: readonly string[], filled: readonly number[]): number | undefined {
  return filled.slice(0, GREETING_WITHIN).find((i) => GREETING.test(folded[i]!) && folded[i]!.length <= COURTESY_MAX_CHARS && !DIGIT.test(folded[i]!));
}

/** The index of the mail's greeting line under its envelope (see mailCourtesyLines), if any. */
export function greetingLine(text: string, envelope: ReadonlySet<number>): number | undefined {
  const folded = foldedTrimmedLines(text);
  return greetingIn(folded, folded.flatMap((line, i) => (line === '' || envelope.has(i) ? [] : [i])));
}

// A cover line may also ask for the text to be printed in a sentence of its own, closed by a full
// stop ('je vous transmets l'avis de notre société, merci de le passer samedi.').
const REQUEST = /\b(?:je vous (?:envoie|transmets|adresse|fais parvenir)|nous vous (?:envoyons|transmettons|adressons)|merci de (?:bien vouloir )?(?:la |le |l')?(?:publier|passer|faire paraitre|inserer)|pourriez-vous|pouvez-vous|veuillez|vous trouverez)\b/u;

// A file's reference the sender gives beside its request ('réf. KB-2026/114', 'dossier AX7/26') is
// a code of letters and digits in one token: it dates, counts and identifies nothing of the notice.
// An ordinal ('1er', '2e') is a date's or a rank's, no code.
const REFERENCE_CODE = /(?<![^\s(])(?=[^\s]*\p{L})(?=[^\s]*\d)(?!\d+(?:er|e|eme|nd|nde)\b)[\p{L}\d][\p{L}\d/._-]*[\p{L}\d]/gu;

function isCover(line: string): boolean {
  if (line.length > COURTESY_MAX_CHARS || !(COVER.test(line) || REQUEST.test(line))) return false;
  return !DIGIT.test(line) || !DIGIT.test(line.replace(REFERENCE_CODE, ' '));
}

/**
 * A request to print that ends its sentence without announcing the text by a colon ('ci-dessous pour
 * parution.', 'merci de publier l'annonce ci-dessous dans votre édition de samedi.'), or a thanks.
 */
const REQUEST_SENTENCE = /(?:publi|paraitre|parution|passer|inserer|insertion|ci-?dessous|ci dessous|ci-?apres|ci-?joint)[^\n:]*[.!,]?$/u;
/** A person signing: a given name in small letters after its capital, then a dash or a comma ('Julie – …', 'Paul, …'). */
const SIGNING_PERSON = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}[\p{Ll}\p{Lu}'’-]+)?\s*(?:[–—-]|,)\s/u;
/** How many short lines a cover's signature holds at most. */
const COVER_SIGNATURE_LINES = 3;

/** A line of a cover's request or thanks: short, no digit, asking for the text to be printed or thanking. */
function isRequestOrThanks(line: string): boolean {
  return line.length <= COURTESY_MAX_CHARS && !DIGIT.test(line) && (REQUEST_SENTENCE.test(line) || REQUEST.test(line) || CLOSING.test(line));
}

/**
 * The request and the signature of a cover note signed right under it, above the notice it carries
 * ('Bonjour,' / 'ci-dessous pour parution.' / 'Julie – CABINET X – Ridet …' / blank line / the
 * notice): the sender's lines, its firm's identifier included, never the notice's. Read only where
 * a person signs (a given name opening the first line), the request closes its sentence (a colon
 * announces the notice itself on the next line) and the notice follows after a blank line. `at`:
 * the greeting's place among `filled`.
 */
function coverSignature(text: string, folded: readonly string[], filled: readonly number[], at: number): number[] {
  let k = at + 1;
  let requests = REQUEST_SENTENCE.test(folded[filled[at]!]!.replace(GREETING, '')) ? 1 : 0;
  for (; k < filled.length && isRequestOrThanks(folded[filled[k]!]!); k += 1) requests += 1;
  if (requests === 0 || k >= filled.length || folded[filled[k - 1]!]!.endsWith(':')) return [];
  const printed = text.split('\n');
  if (!SIGNING_PERSON.test(printed[filled[k]!]!.trim())) return [];
  const signature = [filled[k]!];
  while (signature.length < COVER_SIGNATURE_LINES && filled[k + signature.length] === signature.at(-1)! + 1) signature.push(filled[k + signature.length]!);
  const next = filled[k + signature.length];
  // The notice follows, apart from the signature by a blank line; every signature line is short.
  if (next === undefined || next === signature.at(-1)! + 1 || signature.some((i) => folded[i]!.length > SIGNATURE_MAX_CHARS)) return [];
  return [...filled.slice(at + 1, k), ...signature];
}
