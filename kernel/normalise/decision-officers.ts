/**
 * Officers as a meeting's or a board's extract names them beside several decisions: readings
 * extract-dirigeants.ts adds to its own. The patterns read folded text (lower case, no accents);
 * ROLE is officer-roles.ts's role words.
 */

import { withRoles } from './officer-roles.ts';

/**
 * 'a nommé M. Y cogérant aux côtés de M. X': X already holds the office the newcomer shares, and
 * keeps it.
 */
// The newcomer's role may close with a comma ('cogérante, aux côtés de M. X').
// Its term or date may stand between the office and `aux côtés` (`cogérante pour une durée indéterminée, aux côtés de M. X`).
export const ALONGSIDE_ROLE_BEFORE = withRoles(/\b(ROLE)s?(?:\s+(?:pour|a compter|avec effet|jusqu)[^,;.:]{0,50})?,?\s+aux cotes d[e']\s*$/);

/**
 * 'a décidé de dissocier les fonctions de président du conseil d'administration et de directeur
 * général : M. X demeure président …': a decision on how the direction is exercised names both
 * offices before its colon and gives neither; each name's own words do.
 */
export const OFFICES_SPLIT_OR_JOINED = /\b(?:dissoci\w*|cumul\w*|separ\w*|reuni\w*|unifi\w*)\b[^:]{0,40}\bfonctions\b/;

/**
 * 'L'assemblée renouvelle le mandat du cabinet X, commissaire aux comptes titulaire': the company
 * whose mandate is named holds it; it is no complement of another company's role.
 */
export const MANDATE_HOLDER_BEFORE = /\bmandats?\s+(?:de|d'|du)\s*(?:la |l'|le )?(?:societe\s*|cabinet\s*)?$/;
