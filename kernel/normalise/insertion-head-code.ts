/**
 * A short insertion's head code: the words its compositor opens it with, before his first field's
 * mark (`CRÉA ^ X ^ SELARL …`, `[CST] [SAS] [DEN] X …`, `CHGT DÉN. «…»`, `TR. SIÈGE —`, `CAP ↑`). A
 * reader reads the event there and nowhere else: the words after it are fields' labels (`gér.`,
 * `cap.`, `Objet`), which the learned event (insertion-event-model.ts) weighs with the head's and
 * may let outvote it. Read where the rules, the type fallback and the learned event name no type,
 * and only where the code is plain (its words typed in insertion-code-words.ts): a word whole only
 * where no colon makes it a field's label (`SIÈGE ➝ Païta`, against `Siège : …`), no word of
 * several events whole (`FONDS`, `PARTS`), no initials but those every reader knows (`CLÔT. I.A.`:
 * what the initials add may change the type), a word cut in hyphenated parts read part by part
 * (`LOC.-GÉR.`), an elided article read past (`RAD. D'OFF.`), a short cut before an arrow read as
 * cut (`CAP ↑`). A masthead above (a line with a date, a Roman month's too) is passed over. Where no
 * code is read, a column's rubric in the insertion's first lines (insertion-rubric.ts), which may
 * stand over the code too (`[MODIFICATIONS]` / `Chgt dén. : …`), else the sign it opens on as its
 * legend names it (insertion-legend.ts).
 */

import { fold } from './fold.ts';
import { findCompositorDates } from './compositor-date.ts';
import { AMBIGUOUS_WHOLE, EVENT_WORD_SET, INITIALS, typeOfPhrase, typeOfWords, type CodeWord, type HeadCode } from './insertion-code-words.ts';
import { signInLegend } from './insertion-legend.ts';
import { RUBRIC, RUBRIC_REACH, rubricAbove } from './insertion-rubric.ts';

const MASTHEAD =
  /\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\b(?:janv|f[ée]vr|mars|avr|mai|juin|juil|ao[uû]t|sept|oct|nov|d[ée]c)\p{L}*\.?\s+(?:19|20)?\d{2}\b|\b(?:lun|mar|mer|jeu|ven|sam|dim)\p{L}*\.?\s+\d/iu;
/** Up to four words at the line's head, closed by a field's mark, a spaced dash, two spaces, the line's end, or any other sign (a frame's or a quote's opening: `NOUV. STÉ ▌X▐`, `★ NAISSANCE ★`). */
const CODE = /^(?:[\s[(]|[^\p{L}\p{N}«"“'’])*((?:\p{L}+(?:['’]\p{L}+)?(?:[.°]?-\p{L}+)*[.°]?[ ]?){1,4}?)(?=\s*(?:[—–|^•▪·~»/;:=\]>)(¤‖│▸◊#→➝➔⇒↑↓+]|--|\s[-–]\s|$|\s{2}|[ ]?[^\p{L}\p{N}\s.,'’()-]))/u;
const INITIALS_AFTER = /^\s*[/°.]\s*\p{Lu}{1,3}(?![\p{L}])/u;


/**
 * The insertion's head code where it is plain, or else its column's rubric above it, or else the
 * sign it opens on as its printed legend names it; null when none tells one type.
 */
export function headCode(text: string, printed: string = text): HeadCode | null {
  const lines = text.split('\n').filter((l) => /\p{L}/u.test(l));
  const head = lines.length > 1 && (MASTHEAD.test(lines[0]!) || findCompositorDates(lines[0]!).length > 0) ? lines[1]! : lines[0];
  if (head === undefined) return null;
  // A rubric that tells no one event (`[MODIFICATIONS]`) stands over the insertion's own head code.
  const next = lines[lines.indexOf(head) + 1];
  const rubric = RUBRIC.exec(head.trim());
  const underRubric = next !== undefined && rubric !== null && typeOfPhrase(rubric[1]!) === null ? codeAtHead(next) : null;
  const printedLines = printed === text ? lines : printed.split('\n').filter((l) => /\p{L}/u.test(l));
  // The code as printed where the reading wrote its cut out (`Const. :` read `Constitution :`, whole
  // before its colon, a field's label): the compositor's dot says it is his code.
  const printedHead = printed === text ? undefined : printedLines[lines.indexOf(head)];
  const asPrinted = printedHead !== undefined && printedHead !== head ? codeAtHead(printedHead) : null;
  // A legend is read as printed: the reading of fields may have moved the sign from its line's head.
  // So is a breadcrumb's rubric (`site.nc › Annonces légales › Constitutions`), which the page's
  // furniture took out of the text read.
  const printedRubric = printed === text ? null : rubricAbove(printedLines.slice(0, RUBRIC_REACH));
  return codeAtHead(head) ?? asPrinted ?? underRubric ?? rubricAbove(lines.slice(0, RUBRIC_REACH)) ?? printedRubric ?? signInLegend(printedLines);
}

function codeAtHead(head: string): HeadCode | null {
  const code = CODE.exec(head);
  if (!code || INITIALS_AFTER.test(head.slice(code.index + code[0].length))) return null;
  // A word cut in hyphenated parts (`LOC.-GÉR.`) is read part by part; letters alone so joined are initials (`L.-G.`).
  // An elided article is read past (`RAD. D'OFF.`: radiation d'office).
  const words = code[1]!.trim().split(/\s+/u).map((token) => token.replace(/^[dl]['’]/iu, '')).flatMap((token): CodeWord[] => {
    const parts = token.split(/[.°-]+/u).filter((part) => part !== '').map((part) => fold(part));
    if (parts.length > 1 && parts.every((part) => part.length === 1)) return [{ word: parts.join(''), dotted: true, initials: true }];
    return parts.map((word, i) => ({ word, dotted: i < parts.length - 1 || /[.°]$/u.test(token), initials: false }));
  });
  // A word printed whole is a field's label where its colon follows (`Siège : …`, `Dénomination :`).
  const labelled = /^\s*[:=]/.test(head.slice(code.index + code[0].length));
  // An arrow closing the code says what changed (`CAP ↑`, `SIÈGE ➝`): a short word before it is its cut.
  const arrowed = /^\s*[→➝➔⇒↑↓]/u.test(head.slice(code.index + code[0].length));
  if (words.some((w) => w.word.length === 1 || (w.initials && !INITIALS.has(w.word)) || (EVENT_WORD_SET.has(w.word) && (labelled || AMBIGUOUS_WHOLE.has(w.word))))) return null;
  const type = typeOfWords(arrowed ? words.map((w) => ({ ...w, dotted: true })) : words);
  return type === null ? null : { type, printed: code[1]!.trim() };
}

