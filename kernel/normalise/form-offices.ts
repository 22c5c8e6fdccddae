/**
 * The offices a company's form has, where a notice's signature or a transformation names another. A company run by
 * managers (SARL, EURL, SELARL, SNC, SCS and the civil companies SCI, SC, SCM, SCP) has gérants,
 * never a président or a directeur général: such an office in the signature of its notice ('Pour
 * avis, le président, M. X', 'Le président, M. X.') is the signatory's own company's (the absorbing
 * company's president signing a merger told from its side, a buyer's president signing under its
 * own letterhead). Only the signature is read so: an office named in the body of such a company's
 * notice may be a misprinted form, which a reader doubts before dropping the person.
 */

import type { Officers } from './extract-dirigeants.ts';
import { foldedSlice } from './fold.ts';

const MANAGED_FORMS: ReadonlySet<string> = new Set(['SARL', 'EURL', 'SELARL', 'SNC', 'SCS', 'SCI', 'SC', 'SCM', 'SCP']);
const BOARD_OFFICES: ReadonlySet<string> = new Set(['président', 'directeur général', 'directeur général délégué']);
/** A signature line up to its signatory: its office alone before the name (folded). */
const SIGNATURE_OFFICE = /^[ \t]*(?:pour (?:avis|extrait)[ \t]*,?[ \t]*)?(?:le |la )?(?:presidente?|directeur general|directrice generale|president-directeur general)[ \t]*[,:]?[ \t]*(?:(?:m\.|mme|monsieur|madame)[ \t]*)?$/;

/** A company with a président and a board (or none): it has no gérant. */
const BOARD_FORMS: ReadonlySet<string> = new Set(['SAS', 'SASU', 'SA', 'SELAS', 'SAEML', 'SEM']);
/** A transformation told by its word or by the forms' arrow ('Fm. SARL→SAS', 'SARL > SAS'), folded. */
const TRANSFORMATION = /\btransform|\b(?:sarl|eurl|selarl|snc|sci)\s*(?:→|->|=>|>)\s*(?:sas|sasu|sa|selas)\b/;

/**
 * The officers without the offices the subject's form does not have (the same object when none):
 * a managed company's signatory named by a board's office, and a company transformed into one run
 * by a président: its gérants' office ended with its former form ('Sous sa forme ancienne, la
 * société était gérée par M. X, gérant'), whoever holds the new offices.
 */
export function officersTheFormHas(officers: Officers, form: string | null, text: string): Officers {
  if (form !== null && BOARD_FORMS.has(form) && officers.dirigeants.some((d) => d.action === 'nomination' && d.fonction === 'gérant') && TRANSFORMATION.test(foldedSlice(text, 0, text.length))) {
    return withOfficersKept(officers, officers.dirigeants.map((d) => d.action !== 'nomination' || d.fonction !== 'gérant'));
  }
  if (form === null || !MANAGED_FORMS.has(form)) return officers;
  const kept = officers.dirigeants.map((d, i) => {
    if (d.action !== 'nomination' || !BOARD_OFFICES.has(d.fonction)) return true;
    const at = officers.spans.dirigeants[i]?.index;
    if (at === undefined) return true;
    return !SIGNATURE_OFFICE.test(foldedSlice(text, text.lastIndexOf('\n', at - 1) + 1, at));
  });
  return withOfficersKept(officers, kept);
}

/** The officers whose `kept` flag is set, with their spans (the same object when all are). */
export function withOfficersKept(officers: Officers, kept: readonly boolean[]): Officers {
  if (kept.every(Boolean)) return officers;
  return {
    ...officers,
    dirigeants: officers.dirigeants.filter((_, i) => kept[i]),
    spans: { ...officers.spans, dirigeants: officers.spans.dirigeants.filter((_, i) => kept[i]) },
  };
}
