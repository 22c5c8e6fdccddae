/**
 * A firm named after its partners prints commas inside its name ('X, Y ET ASSOCIÉS', 'X, Y & FILS'):
 * a name read up to its first comma goes on when what follows the comma, in capitals, ends on the
 * partners' word and another comma or the form ('…, société d'exercice libéral …').
 */

const PARTNERS_TAIL = /^,[ ]*((?:[\p{Lu}][\p{Lu}'’-]*[ ]+){1,4}(?:ET|&)[ ]+(?:ASSOCI[ÉE]E?S|FILS|FILLES|FR[ÈE]RES|S[ŒO]EURS|CIE|PARTENAIRES))(?=[ ]*(?:,|\(|[–—-][ ]|$))/mu;

/** The name with the partners printed after its comma, when the text prints them right after it; else the name. */
export function withPartnersTail(name: string, text: string): string {
  if (name.length < 2) return name;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const tail = PARTNERS_TAIL.exec(text.slice(at + name.length, at + name.length + 120));
    if (tail) return `${name}, ${tail[1]!.replace(/\s+/g, ' ').trim()}`;
  }
  return name;
}
