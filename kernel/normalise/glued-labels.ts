/**
 * A compositor's labels glued to their values by their own dot, without a colon or a space
 * ('Dnm.LE BOIS FLOTTÉ Frm.SARL', 'Raison sociale«X»Frm.SARL', 'DÉN.X ; FORME.EURL', the labels in capitals too): the readers of value labels
 * (value-labels.ts) take a form's and a name's label only before their colon. A reader knows them
 * by the kind of value the dot opens on and by the letters the token keeps:
 * - a form's label: a short token whose letters keep those of 'forme' in order, its first letter
 *   first, glued to a legal form ('Frm.SARL', 'Fme.SAS');
 * - the name's label: a short token keeping the letters of 'dénomination' in order ('Dnm.', 'Dnmn.'),
 *   or the words 'raison sociale' as the terms' reading writes them, glued to a name in capitals or
 *   in guillemets; a name in guillemets glued to the event's word is the name too ('Constitution«X»');
 * and the name is read only when the form's label or a form follows it on its line, or a form
 * stands right before its label ('SCI Dnm.X'), as a record prints its fields (a name's label alone
 * before capitals may be anything's).
 * Each is written on a line of its own ('Dénomination : X', 'Forme : SARL'), as value-labels.ts writes
 * the labels it reads, for the readers of labelled fields. Only in an insertion of a few lines
 * (400 characters) without a name's label already.
 */

import { fold } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { keepsInOrder, SHORT_INSERTION } from './value-labels.ts';
import { matchesOf } from './global-pattern.ts';

const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// A form's label glued to the form ('Frm.SARL'), already before its colon ('Frm:SARL'), or a space
// before the form ('Frme SARL': a token keeping the letters of 'forme' is its label wherever a form follows);
// in capitals only glued by its dot ('FORME.EURL'), since 'FORME : SARL UNIPERSONNELLE' is a record's own line.
const FORM_LABEL = new RegExp(`(?<![\\p{L}])(?:(\\p{Lu}\\p{Ll}{1,5})(?:\\.|[ \\t]*:[ \\t]*|[ \\t]+)|(\\p{Lu}{2,6})\\.)(?=${FORM}(?![\\p{L}\\d]))`, 'gu');
// The name's label glued to a name in guillemets or capitals, or a name in guillemets glued to a word.
const NAME_LABEL = /(?:(?<![\p{L}])(\p{Lu}(?:\p{Ll}{1,5}|\p{Lu}{1,5}))\.|(?<![\p{L}])([Rr]aison sociale)[ \t]*|(?<=\p{L}))(?=[«"“]|\p{Lu}{2})/gu;
const QUOTED_VALUE = /^[«"“][^»"”\n]{1,80}[»"”]/u;
// A name in capitals runs up to a word in lower case (the next label's), a form, a comma or its line's end.
const CAPITALS_VALUE = new RegExp(`^\\p{Lu}[\\p{Lu}\\d&'’\\- ]{1,80}?(?=[ \\t]+\\p{Lu}?\\p{Ll}|[ \\t]+${FORM}(?![\\p{L}\\d])|[ \\t]*(?:[\\n,;]|$))`, 'u');
const FORM_BEFORE = new RegExp(`(?<![\\p{L}\\d])${FORM}[ \\t]+$`, 'u');
const NAME_LABELLED = /(?:^|\n)[ \t]*(?:d[ée]nomination|raison sociale)[ \t]*:/iu;

/** The text with the name's and the form's labels glued to their values on lines of their own (see the file's comment). */
export function gluedLabelsRead(text: string): string {
  if (text.length > SHORT_INSERTION || NAME_LABELLED.test(text) || !/\p{L}\.\p{Lu}|[»"”]\p{Lu}|[Rr]aison sociale/u.test(text)) return text;
  // Each form's label: where its token starts and where the form starts.
  const forms: Array<readonly [number, number]> = [];
  for (const m of matchesOf(FORM_LABEL, text)) if (keepsInOrder(fold(m[1] ?? m[2]!), 'forme')) forms.push([m.index, m.index + m[0].length]);

  const edits: Array<readonly [number, number, string]> = [];
  for (const m of matchesOf(NAME_LABEL, text)) {
    const [token, words] = [m[1], m[2]];
    if (token !== undefined && !keepsInOrder(fold(token), 'denomination')) continue;
    const valueStart = m.index + m[0].length;
    const rest = text.slice(valueStart, valueStart + 100);
    const quoted = QUOTED_VALUE.exec(rest);
    // A name in guillemets glued to a word needs no label; capitals need the name's label.
    if (!quoted && token === undefined && words === undefined) continue;
    const value = quoted?.[0] ?? CAPITALS_VALUE.exec(rest)?.[0];
    if (!value) continue;
    const valueEnd = valueStart + value.length;
    // The form's label, or a form, follows the name on its line.
    const after = text.slice(valueEnd, valueEnd + 12);
    // Across the record's field separator ('DÉN.X ; FORME.EURL').
    const form = forms.find(([start]) => start >= valueEnd && /^[\s;,|·•~]*$/u.test(text.slice(valueEnd, start)));
    const formBefore = FORM_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index));
    if (!form && !formBefore && !new RegExp(`^[ \\t]*,?[ \\t]*${FORM}(?![\\p{L}\\d])`, 'u').test(after)) continue;
    edits.push([m.index, valueStart - m.index, '\nDénomination : ']);
    break;
  }
  for (const [start, valueStart] of forms) edits.push([start, valueStart - start, '\nForme : ']);
  if (edits.length === 0) return text;
  edits.sort((a, b) => a[0] - b[0]);
  let read = '';
  let from = 0;
  for (const [at, length, written] of edits) {
    read += text.slice(from, at).replace(/[ \t]+$/u, '') + written;
    from = at + length;
  }
  read += text.slice(from);
  // The form's value closes its line, as a record prints it.
  return read.replace(new RegExp(`(\\nForme : ${FORM})(?![\\p{L}\\d])[ \\t]*`, 'gu'), '$1\n');
}
