/**
 * Where a person's name ends when a place follows it after a comma ('Prés. : M. Kévin EXEMPLE,
 * Dumbéa', 'Liq. : M. Paul EXEMPLE, Païta'): given names then the surname in capitals make a whole
 * name, so a capitalised word after the comma is where the person lives, not another given name.
 * (Given names listed with commas come before the surname, 'Jean, Pierre EXEMPLE', or after it when
 * the surname comes first, 'EXEMPLE Jean, Pierre': neither is cut.)
 */

const UP = '\\p{Lu}';
const LOW = '\\p{Ll}';
const GIVEN = `[${UP}][${LOW}]+(?:-[${UP}][${LOW}]+)*`;
const SURNAME = `[${UP}][${UP}'’\\-]*[${UP}]`;
const GIVEN_THEN_SURNAME_THEN_PLACE = new RegExp(`^((?:${GIVEN}[ ]+)+${SURNAME}(?:[ ]+${SURNAME})*)[ ]*,[ ]+[${UP}][${LOW}]`, 'u');

/** The name without a place printed after its surname (the name as matched, spaces kept). */
export function withoutPlaceAfterSurname(name: string): string {
  return GIVEN_THEN_SURNAME_THEN_PLACE.exec(name)?.[1] ?? name;
}
