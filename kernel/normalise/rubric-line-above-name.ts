/**
 * A column's rubric alone on the line above a company's line, read into its name (`CONSEILS` /
 * `ARMEMENT DU GRAND LAGON, SA, RIDET …` read `CONSEILS ARMEMENT DU GRAND LAGON`): the company's
 * line opens on its name and its form, a line a reader reads as the company's whole; the rubric
 * above it ends on a word of its own, no connector a name goes on after (`… DE LA` / `RIVIÈRE
 * BLANCHE` is one name cut at a line's end), and the company's line opens on no word that goes on
 * with the line above (`DU`, `DES`, `ET` …). The name is the company line's. The lines are looked for
 * in the text as printed too: the layout pass sets a compositor's fields one a line (`FIN DE PARCOURS`
 * / `ÉTOILE DU NORD LOCATIONS — SAS — RIDET …` read `… LOCATIONS` / `SAS` / `RIDET …`), where a name
 * cut over two lines above its form's line (`NETTOYAGE SOLIDAIRE` / `CALÉDONIEN` / `SCOP …`) looks the same.
 */

import { fold } from './fold.ts';
import { CONTINUING_HEAD, lineStartCompanies, NAME_GOES_ON } from './company-mentions.ts';
const letters = (s: string): string => fold(s).replace(/[^a-z0-9&]+/gu, ' ').trim();

/** The name without the rubric line above its company's line, where the name read joined them. */
export function withoutRubricLineAbove(name: string, text: string, printed: string = text): string {
  if (!name.includes(' ') || !text.includes('\n')) return name;
  const whole = letters(name);
  const read = rubricPastName(name, whole, text);
  return read === name && printed !== text ? rubricPastName(name, whole, printed) : read;
}

function rubricPastName(name: string, whole: string, text: string): string {
  for (const company of lineStartCompanies(text)) {
    const own = letters(company.name);
    if (own === '' || own === whole || !whole.endsWith(` ${own}`)) continue;
    const lineStart = text.lastIndexOf('\n', company.index - 1) + 1;
    if (lineStart === 0 || text.slice(lineStart, company.index).trim() !== '') continue;
    const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
    const rubric = letters(above);
    if (rubric === '' || rubric !== whole.slice(0, whole.length - own.length - 1)) continue;
    if (NAME_GOES_ON.test(above.trim().toUpperCase()) || CONTINUING_HEAD.test(company.name.toUpperCase())) continue;
    return company.name;
  }
  return name;
}
