/**
 * A company's name that holds an event's word ('POUM PÊCHE ET TRANSFORMATION', 'KAORI CESSION
 * AUTOMOBILE') printed on the line right above its form and capital ('SAS au capital de …'): the
 * identity block names the company there, so the line is its name, not the notice's heading. A
 * heading opens on its event's word ('TRANSFORMATION', 'AVIS DE …'): a line whose first word is a
 * title's stays a heading.
 */

import { isTitleLine } from './notice-layout.ts';

const FIRST_WORD = /^\s*\S+/u;

/** Whether a capitals line over the company's form-and-capital line is its name despite an event's word. */
export function isNameDespiteEventWord(nameLine: string): boolean {
  const first = FIRST_WORD.exec(nameLine)?.[0] ?? '';
  return first !== '' && !isTitleLine(first) && !/[:–—|]/u.test(nameLine);
}
