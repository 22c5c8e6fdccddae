/**
 * What the normaliser said about one announcement, in the corpus's terms. The mapping is the
 * documented contract between ParsedNotice and the corpus:
 * - `ridet` is null when the notice says the establishment rank is unknown (`etablissement_inconnu`);
 * - `rid` is the first seven digits of `ridet`;
 * - `dirigeants` are the officers in office after the event (`action: 'nomination'`) plus the
 *   court appointees (`organes_procedure`), each named as the text prints it (`prenoms nom`, or
 *   `nom prenoms` when only that order is printed: 'M. KERVAN Van Anh') and with its `fonction` as role.
 */

import type { Dirigeant, ParsedNotice, QuarantineReason } from '../../kernel/model/announcement.ts';
import type { ParseNoticeResult } from '../../kernel/normalise/index.ts';
import type { ExpectedAnnouncement, ExpectedDirigeant } from './expected.ts';

/** The corpus's fields as the parser gave them; `type` null means quarantined (see `quarantine`). */
export interface Extraction extends ExpectedAnnouncement {
  quarantine: { reason: QuarantineReason; extrait: string | null } | null;
  /**
   * The confidence the normaliser gave each field (its `extraction` trace, when asked for): rid
   * shares ridet's, dirigeants is the lowest of its names'. A field without a trace is absent.
   */
  confidence?: Partial<Record<'type' | 'ridet' | 'rid' | 'date' | 'denomination' | 'forme_juridique' | 'dirigeants', number>>;
}

function confidenceOf(n: ParsedNotice): Extraction['confidence'] {
  const e = n.extraction;
  if (!e) return undefined;
  const officers = [...(e.dirigeants ?? []), ...(e.organes_procedure ?? [])];
  const known = officers.filter((t) => t !== null).map((t) => t.confiance);
  const confidence: NonNullable<Extraction['confidence']> = {};
  if (e.type) confidence.type = e.type.confiance;
  if (e.ridet) confidence.ridet = confidence.rid = e.ridet.confiance;
  if (e.date) confidence.date = e.date.confiance;
  if (e.denomination) confidence.denomination = e.denomination.confiance;
  if (e.forme_juridique) confidence.forme_juridique = e.forme_juridique.confiance;
  if (known.length > 0 && known.length === officers.length) confidence.dirigeants = Math.min(...known);
  return confidence;
}

/**
 * The notice keeps the surname and the given names apart, not their order; the corpus wants the
 * name as printed, so the order is read back from the text.
 */
function asCorpusDirigeant(d: Dirigeant, printed: string): ExpectedDirigeant {
  const givenFirst = [d.prenoms, d.nom].filter(Boolean).join(' ');
  const surnameFirst = d.prenoms ? `${d.nom} ${d.prenoms}` : givenFirst;
  const nom = surnameFirst !== givenFirst && printed.includes(surnameFirst) && !printed.includes(givenFirst) ? surnameFirst : givenFirst;
  return { nom, role: d.fonction };
}

export function extractionOf(result: ParseNoticeResult): Extraction {
  if (!result.ok) {
    const { reason, extrait } = result.quarantine;
    return { type: null, quarantine: { reason, extrait }, ridet: null, rid: null, date: null, denomination: null, forme_juridique: null, dirigeants: [] };
  }
  const n = result.notice;
  const printed = n.texte.replace(/\s+/g, ' ');
  return {
    type: n.type,
    quarantine: null,
    ridet: n.etablissement_inconnu ? null : n.ridet,
    rid: n.ridet.slice(0, 7),
    date: n.date,
    denomination: n.denomination,
    forme_juridique: n.forme_juridique,
    dirigeants: [...n.dirigeants.filter((d) => d.action === 'nomination'), ...(n.organes_procedure ?? [])].map((d) => asCorpusDirigeant(d, printed)),
    ...(n.extraction ? { confidence: confidenceOf(n) } : {}),
  };
}
