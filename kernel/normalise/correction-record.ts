/**
 * A correction printed as a record of fields (a rectificatif's table: `Rubrique : Nom du gérant` /
 * `Au lieu de : M. X` / `Lire : M. Y`): the value labelled as the one to read holds the office the
 * record's field names, on a line of the record above it; the value it replaces is a misprint, no
 * person. The correcting label is read by what it says (the value to read, the right or corrected
 * one), whatever its words. A reading extract-dirigeants.ts adds; folded text.
 */

import { lastRoles, roleHits, type Role } from './officer-roles.ts';

/** The label of the value to read, alone before the name on its line. */
const TO_READ_LABEL = /(?:^|\n)[ \t]*(?:[-–•][ \t]*)?(?:(?:il (?:fallait|faut) )?lire|lisez|a lire|(?:mention |valeur |texte )?(?:correcte?|exacte?|rectifiee?|corrigee?))[ \t]*:[ \t]*$/;
/** The label of the value replaced (`Au lieu de :`, `Erroné :`), which names no office. */
const REPLACED_LABEL = /^[ \t]*(?:[-–•][ \t]*)?(?:au lieu de|(?:mention |valeur |texte )?(?:erronee?|inexacte?|publiee?)|paru)[ \t]*:/;
/** How many lines above the value to read the record's field may stand. */
const RECORD_LINES = 3;

/** The office the record's field names for the corrected value after `before` (folded text up to the name); null otherwise. */
export function correctedRecordRoles(before: string): readonly Role[] | null {
  if (!TO_READ_LABEL.test(before.slice(-40))) return null;
  const lines = before.split('\n').slice(0, -1);
  for (let k = 1; k <= RECORD_LINES && k <= lines.length; k += 1) {
    const line = lines[lines.length - k]!;
    if (!line.trim()) return null;
    if (REPLACED_LABEL.test(line)) continue;
    return roleHits(line).length > 0 ? lastRoles(line) : null;
  }
  return null;
}
