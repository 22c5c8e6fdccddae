/**
 * What the normaliser said about one announcement, in the corpus's terms. The mapping is the
 * documented contract between ParsedNotice and the corpus:
 * - `ridet` is null when the notice says the establishment rank is unknown (`etablissement_inconnu`);
 * - `rid` is the first seven digits of `ridet`;
 * - `dirigeants` are the officers in office after the event (`action: 'nomination'`) plus the
 *   court appointees (`organes_procedure`), each named `prenoms nom` and with its `fonction` as role.
 */

import type { Dirigeant, QuarantineReason } from '../../kernel/model/announcement.js';
import type { ParseNoticeResult } from '../../kernel/normalise/index.js';
import type { ExpectedAnnouncement, ExpectedDirigeant } from './expected.js';

/** The corpus's fields as the parser gave them; `type` null means quarantined (see `quarantine`). */
export interface Extraction extends ExpectedAnnouncement {
  quarantine: { reason: QuarantineReason; extrait: string | null } | null;
}

function asCorpusDirigeant(d: Dirigeant): ExpectedDirigeant {
  return { nom: [d.prenoms, d.nom].filter(Boolean).join(' '), role: d.fonction };
}

export function extractionOf(result: ParseNoticeResult): Extraction {
  if (!result.ok) {
    const { reason, extrait } = result.quarantine;
    return { type: null, quarantine: { reason, extrait }, ridet: null, rid: null, date: null, denomination: null, forme_juridique: null, dirigeants: [] };
  }
  const n = result.notice;
  return {
    type: n.type,
    quarantine: null,
    ridet: n.etablissement_inconnu ? null : n.ridet,
    rid: n.ridet.slice(0, 7),
    date: n.date,
    denomination: n.denomination,
    forme_juridique: n.forme_juridique,
    dirigeants: [...n.dirigeants.filter((d) => d.action === 'nomination'), ...(n.organes_procedure ?? [])].map(asCorpusDirigeant),
  };
}
