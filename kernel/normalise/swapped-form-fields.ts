/**
 * A web form whose sender typed the company's name and its identifier in each other's fields
 * ('Nom de la société : 0 123 456.001' / 'N° RIDET : X TRAVAUX'): a careful reader reads each value
 * by its kind, not by the label above it. The two values are swapped back when the name's field
 * holds only an identifier's digits and separators and the identifier's field only words.
 */

// The name's field and the identifier's field, as a form labels them (a line each).
const NAME_FIELD = /^([ \t]*(?:nom de (?:la |l')?(?:soci[ée]t[ée]|entreprise|structure)|raison sociale|d[ée]nomination(?: sociale)?|soci[ée]t[ée]|entreprise)[ \t]*:[ \t]*)(.+?)[ \t]*$/imu;
const IDENTIFIER_FIELD = /^([ \t]*(?:n°[ \t]*|num[ée]ro[ \t]*)?(?:ridet|rid)[ \t]*:[ \t]*)(.+?)[ \t]*$/imu;
const IDENTIFIER_VALUE = /^(?=(?:\D*\d){7})[\d \u00a0.,\-/]+$/u;
const WORDS_VALUE = /^[^\d]*\p{L}{2}[^\d]*$/u;

/** The text with a name and an identifier typed in each other's fields put back in their own. */
export function swappedFormFields(text: string): string {
  const name = NAME_FIELD.exec(text);
  if (!name || !IDENTIFIER_VALUE.test(name[2]!)) return text;
  const identifier = IDENTIFIER_FIELD.exec(text);
  if (!identifier || !WORDS_VALUE.test(identifier[2]!)) return text;
  const at = (m: RegExpExecArray) => [m.index + m[1]!.length, m.index + m[1]!.length + m[2]!.length] as const;
  const [nameStart, nameEnd] = at(name);
  const [idStart, idEnd] = at(identifier);
  const put = (s: string, start: number, end: number, value: string) => s.slice(0, start) + value + s.slice(end);
  // The later field first, so the earlier one's offsets still hold.
  return nameStart < idStart
    ? put(put(text, idStart, idEnd, name[2]!), nameStart, nameEnd, identifier[2]!)
    : put(put(text, nameStart, nameEnd, identifier[2]!), idStart, idEnd, name[2]!);
}
