/**
 * A company named as the notice's object: `Objet de l'avis : GIE DES TRANSPORTEURS DU SUD`, `Objet
 * de l'annonce : SCI LES PINS`. A label that says what the notice is about names its company when
 * its whole value is a legal form and a name in capitals: the value is then no event (`Objet de
 * l'avis : transfert de siège`) and no description. Read beside the name labels (subject-company.ts),
 * whose form rule then applies (`GIE` stays as a label's value opens it, `SCI` is the form).
 */

import type { LabelledValue } from './labels.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';

/** The label, opening its line (`Objet de l'avis :`, `Objet de la publication :`, `Objet :` is a company's purpose and is not read). */
const OBJECT_LABEL = /(?:^|\n)[ \t]*objet de (?:l['’](?:avis|annonce|insertion)|la (?:publication|parution))[ \t]*:[ \t]*/giu;
/** The whole value: a form abbreviation in capitals, a name in capitals of one to eight words, a closing full stop at most. */
const FORM_AND_NAME = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})[ ]+[\\p{Lu}\\d&][\\p{Lu}\\d&'’-]*(?:[ ]+[\\p{Lu}\\d&][\\p{Lu}\\d&'’-]*){0,7}[ ]*\\.?$`, 'u');

/** The company names the notice's object labels give (the cheap gate: the label's word `objet de l`). */
export function noticeObjectNames(text: string): LabelledValue[] {
  if (!/objet de l/iu.test(text)) return [];
  const found: LabelledValue[] = [];
  for (const m of matchesOf(OBJECT_LABEL, text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('\n', start);
    const value = text.slice(start, end < 0 ? undefined : end).trim();
    if (FORM_AND_NAME.test(value)) found.push({ value: value.replace(/\s*\.$/u, ''), index: start });
  }
  return found;
}
