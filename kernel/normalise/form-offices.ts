/**
 * The offices a company's form has. A company run by managers (SARL, EURL, SELARL, SNC, SCS and
 * the civil companies SCI, SC, SCM, SCP) has gérants, never a président, a directeur général or a
 * board: such an office named in its notice is another company's (the absorbing company's
 * president signing a merger told from its side, a buyer's president signing under its own
 * letterhead). Court appointees keep their own roles (`administrateur judiciaire`).
 */

import type { Officers } from './extract-dirigeants.ts';

const MANAGED_FORMS: ReadonlySet<string> = new Set(['SARL', 'EURL', 'SELARL', 'SNC', 'SCS', 'SCI', 'SC', 'SCM', 'SCP']);
const BOARD_OFFICES: ReadonlySet<string> = new Set(['président', 'directeur général', 'directeur général délégué', 'administrateur']);

/** The officers without the appointments the subject's form has no office for (the same object when none). */
export function officersTheFormHas(officers: Officers, form: string | null): Officers {
  if (form === null || !MANAGED_FORMS.has(form)) return officers;
  const kept = officers.dirigeants.map((d) => d.action !== 'nomination' || !BOARD_OFFICES.has(d.fonction));
  if (kept.every(Boolean)) return officers;
  return {
    ...officers,
    dirigeants: officers.dirigeants.filter((_, i) => kept[i]),
    spans: { ...officers.spans, dirigeants: officers.spans.dirigeants.filter((_, i) => kept[i]) },
  };
}
