/**
 * A short notice whose heading names the office it changes (`NOMIN. GÉR.`, `CHANGEMENT DE GÉRANT`,
 * `Nomination d'un président`) and then tells its people by the event alone (`démiss. M. X, nomm.
 * M. Y`, `M. Y en rempl. de Mme X dém.`): the heading's office is theirs, the appointee's to hold and
 * the one leaving's to leave. Read only in a notice's head line (its first line, or the second under
 * a masthead), for a person the other readings gave no office and who represents no company; an
 * office cut to its consonants (`Nmt Gnt`) is not read as one. Folded text.
 */

import { rolesAtStart } from './officer-roles.ts';
import type { Role } from './officer-roles.ts';

/** The appointment's or change's word, cut or whole, then the office ('nomin. ger.', 'changement de gerant'). */
const HEADING_EVENT = /(?:^|[\s–—\-|:([])(?:nomin(?:ation)?\.?|nmt|nmn|nom\.|chgt|changement|remplacement|designation)\s*(?:d[eu']\s*|des\s+)?(?:(?:un|une|la|le|nouvel|nouveau|nouvelle)\s+)?/g;
const APPOINTED_BEFORE = /(?:\bnomm?(?:ee?s?|e)?\.?|\bnomination (?:de |d')|\bnouv(?:el(?:le)?|eau)?\.?|\bnvl?\.?|\bdesign(?:ee?|ation de)\.?)\s*$/;
const REPLACING_AFTER = /^\s*,?\s*(?:en\s+)?rempl(?:acement|\.)?/;
const LEAVING_BEFORE = /(?:\bdemiss?(?:ion|\.)?|\bdem\.|\brevocation|\bdepart)\s*(?:de |d'|du )?\s*$/;
/** A company's representative ('repr. M. X', 'représentée par M. X') holds no office of his own. */
const REPRESENTATIVE_BEFORE = /\b(?:repr\.|representee? par|en la personne de)\s*$/;
const REPRESENTATIVE_AFTER = /^\s*,?\s*(?:pour (?:la |le )?represent|en (?:qualite de |tant que )?representant)/;
const LEAVING_AFTER = /^\s*,?\s*(?:dem(?:issionnaire|\.)|demiss\.|sortante?|revoquee?)/;

/** The office the notice's head line names as the one it changes, or null. */
export function headingOffice(folded: string): readonly Role[] | null {
  const lines = folded.split('\n').filter((l) => l.trim() !== '');
  for (const line of lines.slice(0, 2)) {
    HEADING_EVENT.lastIndex = 0;
    for (let m = HEADING_EVENT.exec(line); m !== null; m = HEADING_EVENT.exec(line)) {
      const roles = rolesAtStart(line.slice(m.index + m[0].length), 0);
      if (roles) return roles;
    }
  }
  return null;
}

/** The heading's office for one person told by the event alone: appointed, leaving, or neither (null). */
export function headingOfficeReading(roles: readonly Role[], before: string, after: string): { roles: readonly Role[]; cessation: boolean } | null {
  if (REPRESENTATIVE_BEFORE.test(before) || REPRESENTATIVE_AFTER.test(after)) return null;
  if (LEAVING_BEFORE.test(before) || LEAVING_AFTER.test(after)) return { roles, cessation: true };
  if (APPOINTED_BEFORE.test(before) || REPLACING_AFTER.test(after)) return { roles, cessation: false };
  return null;
}
