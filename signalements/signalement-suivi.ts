import type { Signalement } from './signalement.ts';

/** Report ids as the service makes them (signalement-service.ts): 64 random bits, unguessable. */
export const SIGNALEMENT_ID = /^sig_[0-9a-f]{16}$/;

/** Where a reader follows a report, relative to the API base like the `Link` headers. */
export function signalementAddress(id: string): string {
  return `/v1/signalements/${id}`;
}

/** GET /v1/signalements/{id}: where a report stands and what was done (docs/signalements.md, "Following a report"). */
export interface SignalementSuivi {
  id: string;
  statut: Signalement['statut'];
  champ: Signalement['champ'];
  annonce_id: string | null;
  ridet: string | null;
  cree_le: string;
  clos_le: string | null;
  correction_id: string | null;
  motif_rejet: string | null;
  /** What was done, in French, for a person. */
  suite: string;
  annonce_url: string | null;
  entreprise_url: string | null;
}

/**
 * What the reader who holds the id may see: the target, the status, the decision and when.
 * Not what was written (a comment may name people; the id may be passed on), nor where it came
 * from, nor which operator read it.
 */
export function suiviOf(s: Signalement): SignalementSuivi {
  return {
    id: s.id,
    statut: s.statut,
    champ: s.champ,
    annonce_id: s.annonce_id,
    ridet: s.ridet,
    cree_le: new Date(s.cree_le).toISOString(),
    clos_le: s.clos_le === null ? null : new Date(s.clos_le).toISOString(),
    correction_id: s.statut === 'traite' ? s.correction_id : null,
    motif_rejet: s.statut === 'rejete' ? s.motif_rejet : null,
    suite: suite(s),
    annonce_url: s.annonce_id === null ? null : `/v1/annonces/${s.annonce_id}`,
    entreprise_url: s.ridet === null ? null : `/v1/entreprises/${s.ridet}`,
  };
}

function suite(s: Signalement): string {
  switch (s.statut) {
    case 'ouvert':
      return 'En attente de relecture par une personne.';
    case 'traite':
      return `Corrigé (correction ${s.correction_id ?? 'sans identifiant'}) : la correction paraît avec la publication suivante.`;
    case 'rejete':
      return `Rejeté après relecture : ${s.motif_rejet ?? 'sans motif donné'}`;
  }
}
