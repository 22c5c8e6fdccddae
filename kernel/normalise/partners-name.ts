/**
 * A firm named after its partners prints commas inside its name ('X, Y ET ASSOCIÉS', 'X, Y & FILS'):
 * a name read up to its first comma goes on when what follows the comma, in capitals, ends on the
 * partners' word and another comma or the form ('…, société d'exercice libéral …'), or when it
 * names the other partners by their surnames.
 */

const PARTNERS_TAIL = /^,[ ]*((?:[\p{Lu}][\p{Lu}'’-]*[ ]+){1,4}(?:ET|&)[ ]+(?:ASSOCI[ÉE]E?S|FILS|FILLES|FR[ÈE]RES|S[ŒO]EURS|CIE|PARTENAIRES))(?=[ ]*(?:,|\(|[–—-][ ]|$))/mu;
/**
 * A liberal profession's firm named after its partners' surnames ('TAVERNIER, KAHN ET WAIA, avocats
 * associés'): one surname a comma, the last two joined by 'ET' or '&', then the profession in lower
 * case, the form, or the line's end. A civility in capitals is a person's, not a surname of the name.
 */
const SURNAME = String.raw`(?!(?:M|MM|MME|MLLE|ME|DR)(?![\p{L}]))[\p{Lu}][\p{Lu}'’-]+`;
const SURNAMES_TAIL = new RegExp(
  String.raw`^,[ ]*((?:${SURNAME},[ ]*){0,3}${SURNAME}[ ]+(?:ET|&)[ ]+${SURNAME})(?=[ ]*(?:,[ ]*(?:\p{Ll}|soci[ée]t[ée]|Soci[ée]t[ée]|SCP|SCM|SELARL|SELAS|SARL)|[ ]*$))`,
  'mu',
);

const COMMA = 0x2c;
const COMMA_OPENS_LINE = /[\n\r\u2028\u2029],/u;

/** The name with the partners printed after its comma, when the text prints them right after it; else the name. */
export function withPartnersTail(name: string, text: string): string {
  if (name.length < 2) return name;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const after = text.slice(at + name.length, at + name.length + 120);
    // Both tails open on a comma at a line's start (`^` under the m flag: right after the name, or
    // after a line break in what follows it): the patterns are tried only where one is (speed only).
    if (after.charCodeAt(0) !== COMMA && !COMMA_OPENS_LINE.test(after)) continue;
    const tail = PARTNERS_TAIL.exec(after) ?? SURNAMES_TAIL.exec(after);
    if (tail) return `${name}, ${tail[1]!.replace(/\s+/g, ' ').trim()}`;
  }
  return name;
}
