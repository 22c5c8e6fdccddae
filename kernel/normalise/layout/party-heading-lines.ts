/**
 * A two-party box that heads each party's block with its role on a line of its own, set apart by
 * the compositor's marks (`—— VENDEUR ——`, `== ACQUÉREUR ==`, `[ BAILLEUR ]`, `### Cédant`) over
 * the party's particulars (`X — SARL — … — RIDET …`): a reader reads the role as the block's label.
 * Written as a party's labelled line (`Vendeur : X — SARL — … — RIDET …`), which the subject's
 * readers weigh by its role. For the layout pass only; `texte` keeps the text as printed.
 */

import { foldUncached as fold } from '../fold.ts';

/** The roles a sale, a lease, a contribution or a merger gives its two parties, folded. */
const ROLE =
  '(?:vendeu(?:r|se)|venderesse|acquereu(?:r|se)|cedante?|cessionnaire|bailleu(?:r|resse)|loueu(?:r|se)|proprietaire(?: du fonds)?|locataire(?:-| )gerante?|gerante? libre|(?:societe )?(?:absorbante|absorbee|apporteu(?:r|se)|beneficiaire))';
/** A line that is the role alone between marks (or none), any case. */
const HEADING = new RegExp(`^[\\s\\p{P}\\p{S}]*(${ROLE})s?(?: (?:sortante?|entrante?))?[\\s\\p{P}\\p{S}]*$`, 'u');
/** A block line opening on a name in capitals (quoted or not). */
const NAME_FIRST = /^\s*[«"“]?\s*\p{Lu}[\p{Lu}\d'’&-]/u;
// Speed only: a text without one of the roles' stems holds no such heading.
const ROLE_STEM = /vend|acqu|c[ée]d|cession|bail|loue|propri|locataire|libre|absorb|apport|b[ée]n[ée]fic/iu;

/** The text with each party's heading line written as the label of its block's first line. */
export function partyHeadingsAsLabels(text: string): string {
  if (!ROLE_STEM.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    // The block's first line opens on the party's name in capitals; a sentence ('La société X, …'),
    // another heading or a label of its own is read as it stands.
    if (next === undefined || !NAME_FIRST.test(next) || !HEADING.test(fold(line)) || HEADING.test(fold(next)) || /^[^:]{1,30}:/u.test(next)) {
      out.push(line);
      continue;
    }
    const printed = line.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
    out.push(`${printed.charAt(0).toUpperCase()}${printed.slice(1).toLowerCase()} : ${next.trim()}`);
    i += 1;
  }
  return out.length === lines.length ? text : out.join('\n');
}
