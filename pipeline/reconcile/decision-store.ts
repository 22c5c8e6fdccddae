import type { Warehouse } from '../warehouse/warehouse.ts';
import { varcharList } from '../load/load-outcome.ts';

/** What a decision is about: which company a notice belongs to, or which name a company carries. */
export type DecisionSubject = 'identite' | 'denomination';

/** One decision of the reconciliation step about one notice (table `reconciliation_decisions`). */
export interface ReconciliationDecision {
  annonce_id: string;
  /** The company the decision is about: where the notice sits, or the printed RIDET when it went to review. */
  ridet: string;
  sujet: DecisionSubject;
  /** The rule's stable code. */
  regle: string;
  /** What the notice printed (a RIDET, a name). */
  valeur_imprimee: string | null;
  /** What the record holds instead (null: the notice left the record, for a person to decide). */
  valeur_retenue: string | null;
  /** Why, in French. */
  motif: string;
  /** The companies weighed, for a person (RIDET, name, how far). */
  candidats: readonly unknown[];
}

/** A decision as the company record publishes it (`rapprochements`): without the candidates weighed. */
export type Rapprochement = Pick<ReconciliationDecision, 'annonce_id' | 'sujet' | 'regle' | 'valeur_imprimee' | 'valeur_retenue' | 'motif'>;

export function rapprochement(d: ReconciliationDecision): Rapprochement {
  return { annonce_id: d.annonce_id, sujet: d.sujet, regle: d.regle, valeur_imprimee: d.valeur_imprimee, valeur_retenue: d.valeur_retenue, motif: d.motif };
}

const CHUNK = 10_000;

/**
 * Replaces the decisions of one subject about the given notices by those given: a notice decided
 * again keeps only its latest decisions, and one the rules no longer single out keeps none.
 */
export async function replaceDecisions(
  warehouse: Warehouse,
  sujet: DecisionSubject,
  annonceIds: Iterable<string>,
  decisions: readonly ReconciliationDecision[],
): Promise<void> {
  const ids = [...new Set(annonceIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const list = varcharList(ids.slice(i, i + CHUNK));
    await warehouse.connection.run(`DELETE FROM reconciliation_decisions WHERE sujet = '${sujet}' AND annonce_id IN (SELECT unnest($1))`, [list.value], [list.type]);
  }
  for (let i = 0; i < decisions.length; i += CHUNK) {
    const chunk = decisions.slice(i, i + CHUNK);
    const column = (pick: (d: ReconciliationDecision) => string | null) => varcharList(chunk.map(pick));
    const columns = [
      column((d) => d.annonce_id),
      column((d) => d.ridet),
      column((d) => d.sujet),
      column((d) => d.regle),
      column((d) => d.valeur_imprimee),
      column((d) => d.valeur_retenue),
      column((d) => d.motif),
      column((d) => JSON.stringify(d.candidats)),
    ];
    await warehouse.connection.run(
      `INSERT INTO reconciliation_decisions (annonce_id, ridet, sujet, regle, valeur_imprimee, valeur_retenue, motif, candidats)
       SELECT annonce_id, ridet, sujet, regle, valeur_imprimee, valeur_retenue, motif, candidats::JSON
       FROM (SELECT unnest($1) AS annonce_id, unnest($2) AS ridet, unnest($3) AS sujet, unnest($4) AS regle,
         unnest($5) AS valeur_imprimee, unnest($6) AS valeur_retenue, unnest($7) AS motif, unnest($8) AS candidats)`,
      columns.map((c) => c.value),
      columns.map((c) => c.type),
    );
  }
}

/** The decisions about one notice, identity first. */
export async function decisionsAbout(warehouse: Warehouse, annonceId: string): Promise<ReconciliationDecision[]> {
  const rows = await warehouse.all<Omit<ReconciliationDecision, 'candidats'> & { candidats: string }>(
    `SELECT annonce_id, ridet, sujet, regle, valeur_imprimee, valeur_retenue, motif, candidats::VARCHAR AS candidats
     FROM reconciliation_decisions WHERE annonce_id = $1 ORDER BY sujet DESC, regle`,
    [annonceId],
  );
  return rows.map((r) => ({ ...r, candidats: JSON.parse(r.candidats) as unknown[] }));
}

/** The identity decisions about the notices these companies hold, by RIDET (a company's provenance). */
export async function identityDecisionsOn(warehouse: Warehouse, ridets: readonly string[]): Promise<Map<string, ReconciliationDecision[]>> {
  const byRidet = new Map<string, ReconciliationDecision[]>();
  if (ridets.length === 0) return byRidet;
  const list = varcharList(ridets);
  const reader = await warehouse.connection.runAndReadAll(
    `SELECT to_json([d.annonce_id, a.ridet, d.sujet, d.regle, d.valeur_imprimee, d.valeur_retenue, d.motif, d.candidats::VARCHAR])
     FROM reconciliation_decisions d JOIN announcements a ON a.id = d.annonce_id
     WHERE d.sujet = 'identite' AND a.ridet IN (SELECT unnest($1))
     ORDER BY a.ridet, d.annonce_id`,
    [list.value],
    [list.type],
  );
  for (const json of reader.getColumns()[0] ?? []) {
    const t = JSON.parse(json as string) as [string, string, DecisionSubject, string, string | null, string | null, string, string];
    const decision: ReconciliationDecision = {
      annonce_id: t[0], ridet: t[1], sujet: t[2], regle: t[3], valeur_imprimee: t[4], valeur_retenue: t[5], motif: t[6], candidats: JSON.parse(t[7]) as unknown[],
    };
    byRidet.set(decision.ridet, [...(byRidet.get(decision.ridet) ?? []), decision]);
  }
  return byRidet;
}
