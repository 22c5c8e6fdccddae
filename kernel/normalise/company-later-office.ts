/**
 * A company whose description, its representative and her own title run before the office the
 * sentence gives it ('La société H, représentée par Mme Y, présidente, exercera les fonctions de
 * liquidateur', '…, représentée par M. X, gérant, est nommée liquidateur'): the office told by the
 * verb is the company's; a title in apposition before it is the representative's, or the office the
 * dissolution ends. Read before the first role after the company's name (extract-dirigeants.ts,
 * folded text after the company's mention, up to its clause's end).
 */

import { withRoles } from './officer-roles.ts';

export const LATER_COMPANY_OFFICE = withRoles(
  /,\s*(?:(?:exercera|exerce|assurera|assure)\s+(?:ainsi\s+|desormais\s+|dorenavant\s+)?(?:les|la)\s+fonctions?\s+d[e']\s*|(?:a ete|est|sera)\s+(?:nommee?|designee?)\s+(?:en qualite d[e']\s*|comme\s+)?(?=liquidat))(ROLE)/,
);
