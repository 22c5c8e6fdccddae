import { AppError } from '../../kernel/errors/app-error.ts';
import { luhnValidRid } from '../../kernel/normalise/ridet.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { decisionsAbout, type ReconciliationDecision } from './decision-store.ts';

export class WhyError extends AppError<'annonce_inconnue'> {}

/** One reason a notice sits where it does, in French, with the rule that gave it. */
export interface Raison {
  regle: string;
  motif: string;
}

/** Why a notice sits on its record (`pipeline pourquoi <annonce_id>`). */
export interface Pourquoi {
  annonce_id: string;
  /** `publiee`: on a company record; `en_revue`: taken out for a person (quarantine `ridet_douteux`). */
  statut: 'publiee' | 'en_revue';
  /** The company it sits on (null in review). */
  ridet: string | null;
  /** That company's current name. */
  entreprise: string | null;
  /** The notice's printed identifier and name. */
  ridet_imprime: string;
  denomination_imprimee: string | null;
  raisons: Raison[];
  /** The reconciliation step's decisions as recorded, candidates included. */
  decisions: ReconciliationDecision[];
}

interface NoticeRow {
  ridet: string;
  ridet_imprime: string | null;
  denomination: string;
  etablissement_inconnu: boolean | null;
  corrections: string | null;
  entreprise: string | null;
}

/**
 * The reasons, in the order they apply: an operator's correction of the RIDET outranks
 * everything; then the reconciliation step's identity decision; then the RID-only rule
 * (pipeline/load/attach-rid-only.ts); otherwise the notice sits on the number it prints. The
 * name decisions follow.
 */
export async function whyNotice(warehouse: Warehouse, annonceId: string): Promise<Pourquoi> {
  const decisions = await decisionsAbout(warehouse, annonceId);
  const [row] = await warehouse.all<NoticeRow>(
    `SELECT a.ridet, a.ridet_imprime, a.denomination, a.etablissement_inconnu, a.corrections::VARCHAR AS corrections, c.denomination AS entreprise
     FROM announcements a LEFT JOIN companies c ON c.ridet = a.ridet WHERE a.id = $1`,
    [annonceId],
  );
  const identity = decisions.find((d) => d.sujet === 'identite');
  const names = decisions.filter((d) => d.sujet === 'denomination').map((d) => ({ regle: d.regle, motif: d.motif }));
  if (row === undefined) {
    if (identity === undefined || identity.valeur_retenue !== null) {
      throw new WhyError('annonce_inconnue', `annonce inconnue ${JSON.stringify(annonceId)} (identifiant de l’API, champ id ; une notice en quarantaine pour une autre raison : pipeline quarantine)`);
    }
    return {
      annonce_id: annonceId, statut: 'en_revue', ridet: null, entreprise: null, ridet_imprime: identity.valeur_imprimee ?? identity.ridet, denomination_imprimee: null,
      raisons: [{ regle: identity.regle, motif: `${identity.motif} En attente d’une personne : pipeline revue.` }], decisions,
    };
  }
  const printed = row.ridet_imprime ?? row.ridet;
  const raisons: Raison[] = [];
  const corrected = row.corrections === null ? [] : (JSON.parse(row.corrections) as { champ: string; avant: string | null; apres: string; raison: string; date: string }[]).filter((e) => e.champ === 'ridet');
  if (corrected.length > 0) {
    for (const e of corrected) raisons.push({ regle: 'correction_operateur', motif: `RIDET corrigé par un opérateur le ${e.date.slice(0, 10)} : ${e.avant ?? '?'} → ${e.apres} (« ${e.raison} »).` });
  } else if (identity !== undefined) {
    raisons.push({ regle: identity.regle, motif: identity.motif });
  }
  if (corrected.length === 0 && row.etablissement_inconnu === true) {
    raisons.push({
      regle: 'rid_seul',
      motif: `L’annonce ne nomme que l’entreprise (RID ${row.ridet.slice(0, 7)} ou numéro RCS), pas l’établissement : elle est servie sous ${row.ridet}, le seul établissement connu de ce RID, ou le rang 001 par convention (docs/pipeline.md, « RIDET decisions »).`,
    });
  }
  if (raisons.length === 0) {
    raisons.push(
      luhnValidRid(printed.slice(0, 7))
        ? { regle: 'ridet_imprime', motif: `L’annonce imprime le RIDET ${printed}, dont la clé de contrôle est valide : elle est sur la fiche de ce numéro.` }
        : { regle: 'ridet_imprime_cle_fausse', motif: `L’annonce imprime le RIDET ${printed}, dont la clé de contrôle est fausse ; rien ne la rapproche d’une entreprise connue.` },
    );
  }
  return {
    annonce_id: annonceId, statut: 'publiee', ridet: row.ridet, entreprise: row.entreprise, ridet_imprime: printed, denomination_imprimee: row.denomination,
    raisons: [...raisons, ...names], decisions,
  };
}

/** The answer as an auditor reads it. */
export function formatWhy(p: Pourquoi): string {
  const lines = [
    p.statut === 'publiee'
      ? `Annonce ${p.annonce_id} : sur la fiche ${p.ridet}${p.entreprise ? ` (${p.entreprise})` : ''}.`
      : `Annonce ${p.annonce_id} : retirée des fiches, en revue (quarantaine ridet_douteux).`,
    `Imprimé : RIDET ${p.ridet_imprime}${p.denomination_imprimee ? `, « ${p.denomination_imprimee} »` : ''}.`,
    'Pourquoi :',
    ...p.raisons.map((r) => `  - ${r.motif} [${r.regle}]`),
  ];
  const candidates = p.decisions.filter((d) => d.sujet === 'identite').flatMap((d) => d.candidats as { ridet: string; denomination: string; ecarts: number }[]);
  if (candidates.length > 0) {
    lines.push('Candidats pesés :', ...candidates.map((c) => `  - ${c.ridet} ${c.denomination} (${c.ecarts === 1 ? 'un chiffre' : 'deux chiffres'} d’écart)`));
  }
  return `${lines.join('\n')}\n`;
}
