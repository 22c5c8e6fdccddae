/**
 * The activity a notice prints (`objet` social, or `activité` in court and register notices):
 * docs/pipeline.md, "Company facts". Read from the text as printed, with its case; the company
 * record keeps the latest one printed. A change that extends the objet prints what it adds,
 * which is then what the record shows: the notices print no full objet after an extension.
 */

// Each introduces the objet; the first one found in the text wins.
const INTRODUCERS: readonly RegExp[] = [
  /\bobjet(?:\s+social)?\s*:\s*/iu,
  /\b(?:ayant|a)\s+pour\s+(?:objet|activit[ée])\s*:?\s*/iu,
  /(?<!\p{L})(?:[ée]tendre|modifier|compl[ée]ter|[ée]largir)\s+(?:l['’]\s*|son\s+)objet(?:\s+social)?\s+(?:à|aux|comme suit)\s*:?\s*/iu,
  /\bobjet(?:\s+social)?\s+(?:a\s+été\s+|est\s+)?(?:[ée]tendu|modifi[ée]|compl[ée]t[ée]|[ée]largi)\s+(?:à|aux|comme suit)\s*:?\s*/iu,
  /\bobjet(?:\s+social)?\s+(?:devient|est\s+d[ée]sormais|est\s+dor[ée]navant)\s*:?\s*/iu,
  /\bactivit[ée]\s*:\s*/iu,
];

// Where the objet ends: a sentence's end before a capital letter, a blank line, a line break
// before a capital letter (a court notice's next item; a column's wrap goes on in lower case or
// after a comma), the duration,
// the price of a sale ('ayant pour activité …, moyennant le prix de …') or the next heading printed after it.
const END = /\.\s+(?=\p{Lu})|\.\s*$|\n\s*\n|(?<![,;\-–])[ \t]*\n(?=[ \t]*\p{Lu})|,?\s+pour une dur[ée]e\b|,\s+moyennant\b/u;
// A heading printed after it, in any case, accents or not ('Durée : 99 ans', 'DUREE 99 ANS', 'Gérante :').
const NEXT_HEADING = /[;,.]?\s+(?:dur[ée]e|capital|si[èe]ge|g[ée]rance|g[ée]rante?|pr[ée]sidente?|administration|immatriculation|rcs|ridet)\b(?!\s+(?:de|des|du|d['’]))/iu;

// What a change of the statuts may print between the verb and the activity ('aux activités suivantes :').
const LEAD = /^(?:(?:les\s+)?activit[ée]s\s+suivantes\s*:\s*)/iu;

const MAX_LENGTH = 300;

/** @example printedObjet('Objet : boulangerie, pâtisserie. Durée : 99 ans.') // 'boulangerie, pâtisserie' */
export function printedObjet(text: string): string | null {
  let best: { at: number; rest: string } | null = null;
  for (const re of INTRODUCERS) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.at)) best = { at: m.index, rest: text.slice(m.index + m[0].length) };
  }
  if (!best) return null;
  const rest = best.rest.replace(LEAD, '');
  const ends = [END.exec(rest)?.index, NEXT_HEADING.exec(rest)?.index].filter((i): i is number => i !== undefined);
  const objet = (ends.length > 0 ? rest.slice(0, Math.min(...ends)) : rest)
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[«"“]\s*|\s*[»"”]$/gu, '')
    .replace(/[\s.,;:]+$/u, '')
    .trim();
  if (objet.replace(/[^\p{L}]/gu, '').length < 3 || objet.length > MAX_LENGTH) return null;
  return objet;
}
