/**
 * A person read as the company's name (an individual trader's reading) whom the same notice lists
 * as the company's officer ('… SAS … Prés. : M. X. DG : Mme Y. RIDET …' read as Y): a trader in her
 * own name holds no office of a company, so the person is the officer and the company is another
 * name the notice prints. Which one, the reading does not say: `denomination_incertaine`. A company
 * named after a person (`SARL MAURICE X`, its gérant Maurice X) is read as a company, not a person,
 * and is left alone.
 */

import type { Dirigeant } from '../model/announcement.ts';
import { fold } from './fold.ts';

const key = (s: string): string => fold(s).replace(/\s+/g, ' ').trim();

/** Whether the person read as the name is one of the officers read. */
export function officerReadAsName(name: string, readAsPerson: boolean, officers: readonly Dirigeant[]): boolean {
  if (!readAsPerson) return false;
  const read = key(name);
  return officers.some((o) => read === key(`${o.prenoms ?? ''} ${o.nom}`) || read === key(`${o.nom} ${o.prenoms ?? ''}`));
}

export function officerReadAsNameDetail(name: string): string {
  return `La personne lue comme dénomination, « ${name} », est citée comme dirigeant de la société : une personne qui exerce en nom propre n’est pas dirigeante d’une société, le nom de la société est un autre ; dénomination incertaine.`;
}
