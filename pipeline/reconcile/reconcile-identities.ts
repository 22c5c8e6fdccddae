import { luhnValidRid } from '../../kernel/normalise/ridet.ts';
import { quarantineId, varcharList } from '../load/load-outcome.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { replaceDecisions, type ReconciliationDecision } from './decision-store.ts';
import { decideIdentity, type IdentityDecision, type KnownCompany, type SuspectNotice } from './identity-rule.ts';
import { ridNeighbours } from './rid-edits.ts';

export interface IdentityOutcome {
  /** RIDETs a notice left or joined: their records are derived again. */
  ridets: Set<string>;
  /** Notices attached to a known company other than the one they print. */
  attached: number;
  /** Notices sent to a person (quarantine `ridet_douteux`). */
  review: number;
}

interface SuspectRow {
  id: string;
  source: string;
  reference: string;
  ridet: string;
  printed: string;
  /** What the row holds in ridet_imprime now. */
  imprime: string | null;
  denomination: string;
  luhn: boolean;
  ei: boolean;
  raw_sha256: string;
}

/**
 * Which company each notice in doubt belongs to (identity-rule.ts), decided again after every
 * load: a notice whose printed RID fails its check digit, wherever it sits now (so that the
 * company it belongs to may appear in a later run); and a notice printing a valid RID no other
 * notice prints, among the RIDETs the run touched (a valid number is a company's until the
 * evidence says otherwise). A notice an operator gave a RIDET (pipeline/corrections/) is theirs.
 *
 * What it does with a decision: attach the notice to the company (`ridet`, with the printed
 * number in `ridet_imprime`), give it back its printed number when the evidence is gone, or take
 * it out of the announcements into quarantine `ridet_douteux` with the candidates, for a person
 * (`pipeline revue`); a notice in review makes no company. Every decision is recorded
 * (decision-store.ts). The loader writes a re-read notice back on its printed number, so a
 * reparse brings those in review back here, to be decided again on what the warehouse then holds.
 */
export async function reconcileIdentities(warehouse: Warehouse, touched: ReadonlySet<string>): Promise<IdentityOutcome> {
  const outcome: IdentityOutcome = { ridets: new Set(), attached: 0, review: 0 };
  const rids = varcharList([...new Set([...touched].map((r) => r.slice(0, 7)))]);
  const suspects = await warehouse.connection.runAndReadAll(
    `WITH printed AS (
       SELECT a.*, coalesce(a.ridet_imprime, a.ridet) AS printed FROM announcements a
       WHERE NOT coalesce(list_contains(json_extract_string(a.corrections, '$[*].champ'), 'ridet'), false)
     ),
     lonely AS (
       SELECT left(printed, 7) AS rid FROM printed WHERE left(printed, 7) IN (SELECT unnest($1))
       GROUP BY left(printed, 7) HAVING count(*) = 1
     )
     SELECT to_json([id, source, reference, ridet, printed, ridet_imprime, denomination, ridet_luhn_valide::VARCHAR,
       coalesce(etablissement_inconnu, false)::VARCHAR, raw_sha256])
     FROM printed
     WHERE NOT ridet_luhn_valide OR (type <> 'creation' AND left(printed, 7) IN (SELECT rid FROM lonely))
     ORDER BY id`,
    [rids.value],
    [rids.type],
  );
  const rows = (suspects.getColumns()[0] ?? []).map((json): SuspectRow => {
    const t = JSON.parse(json as string) as (string | null)[];
    return {
      id: t[0]!, source: t[1]!, reference: t[2]!, ridet: t[3]!, printed: t[4]!, imprime: t[5] ?? null, denomination: t[6]!, luhn: t[7] === 'true',
      ei: t[8] === 'true', raw_sha256: t[9]!,
    };
  });
  if (rows.length === 0) return outcome;
  const decisions: ReconciliationDecision[] = [];
  const review: { row: SuspectRow; decision: IdentityDecision }[] = [];
  const moves: { row: SuspectRow; ridet: string; imprime: string | null }[] = [];
  for (const { row, known } of await candidatesOf(warehouse, rows)) {
    const notice: SuspectNotice = { id: row.id, printed: row.printed, denomination: row.denomination, luhnValid: row.luhn, etablissementInconnu: row.ei };
    const decision = decideIdentity(notice, known);
    if (decision?.action === 'revue') {
      decisions.push(recorded(row, decision, null));
      review.push({ row, decision });
      continue;
    }
    // Attached, or back on the printed number (the evidence that moved it may be gone).
    const target = decision?.action === 'rattacher' ? decision.ridet : row.printed;
    if (decision !== null) decisions.push(recorded(row, decision, target));
    if (decision?.action === 'rattacher') outcome.attached += 1;
    // A RID-only notice stays on the establishment attach-rid-only.ts chose for that RID.
    const ridet = row.ei && row.ridet.slice(0, 7) === target.slice(0, 7) ? row.ridet : target;
    const imprime = ridet.slice(0, 7) === row.printed.slice(0, 7) ? null : row.printed;
    if (ridet !== row.ridet || imprime !== row.imprime) moves.push({ row, ridet, imprime });
  }
  if (moves.length > 0) {
    const ids = varcharList(moves.map((m) => m.row.id));
    const targets = varcharList(moves.map((m) => m.ridet));
    const printed = varcharList(moves.map((m) => m.imprime));
    await warehouse.connection.run(
      `UPDATE announcements a SET ridet = m.ridet, ridet_imprime = m.imprime
       FROM (SELECT unnest($1) AS id, unnest($2) AS ridet, unnest($3) AS imprime) m WHERE a.id = m.id`,
      [ids.value, targets.value, printed.value],
      [ids.type, targets.type, printed.type],
    );
    for (const m of moves) outcome.ridets.add(m.ridet).add(m.row.ridet);
  }
  await sendToReview(warehouse, review);
  outcome.review = review.length;
  for (const { row } of review) outcome.ridets.add(row.ridet);
  await replaceDecisions(warehouse, 'identite', rows.map((r) => r.id), decisions);
  return outcome;
}

function recorded(row: SuspectRow, decision: IdentityDecision, kept: string | null): ReconciliationDecision {
  return {
    annonce_id: row.id,
    ridet: kept ?? row.printed,
    sujet: 'identite',
    regle: decision.regle,
    valeur_imprimee: row.printed,
    valeur_retenue: kept,
    motif: decision.motif,
    candidats: decision.candidats,
  };
}

/** Suspects whose candidates are looked up in one query: about 200 valid RIDs each. */
const SUSPECT_CHUNK = 1_000;

/**
 * Each suspect with the known companies whose valid RID is within two slips of its printed one
 * (ridNeighbours, about 200 valid RIDs a notice), looked up a chunk of suspects at a time: the
 * cost follows the number of notices in doubt, whatever the size of the register.
 */
async function candidatesOf(warehouse: Warehouse, rows: readonly SuspectRow[]): Promise<{ row: SuspectRow; known: KnownCompany[] }[]> {
  const out: { row: SuspectRow; known: KnownCompany[] }[] = [];
  for (let i = 0; i < rows.length; i += SUSPECT_CHUNK) {
    const chunk = rows.slice(i, i + SUSPECT_CHUNK).map((row) => ({ row, near: [...ridNeighbours(row.printed.slice(0, 7), 2)].filter(luhnValidRid) }));
    const byRid = new Map<string, KnownCompany[]>();
    for (const company of await knownCompanies(warehouse, [...new Set(chunk.flatMap((c) => c.near))])) {
      const rid = company.ridet.slice(0, 7);
      byRid.set(rid, [...(byRid.get(rid) ?? []), company]);
    }
    for (const { row, near } of chunk) out.push({ row, known: near.flatMap((rid) => byRid.get(rid) ?? []) });
  }
  return out;
}

/**
 * The companies known from notices that print a valid RID among `rids` and sit on it, with every
 * name they print: a notice attached from another number is evidence of nothing. A notice whose
 * valid number no other notice prints is evidence too (a company known from one notice is known):
 * identity-rule.ts does not let two such numbers decide for each other.
 */
async function knownCompanies(warehouse: Warehouse, rids: string[]): Promise<KnownCompany[]> {
  if (rids.length === 0) return [];
  const list = varcharList(rids);
  const rows = await warehouse.connection.runAndReadAll(
    `SELECT to_json([ridet, to_json(list_distinct(flatten(list([denomination, nouvelle_denomination, ancienne_denomination]))))::VARCHAR, count(*)::VARCHAR])
     FROM announcements
     WHERE ridet_luhn_valide AND ridet_imprime IS NULL AND left(ridet, 7) IN (SELECT unnest($1))
     GROUP BY ridet ORDER BY ridet`,
    [list.value],
    [list.type],
  );
  return (rows.getColumns()[0] ?? []).map((json) => {
    const [ridet, names, n] = JSON.parse(json as string) as [string, string, string];
    return { ridet, names: (JSON.parse(names) as (string | null)[]).filter((x): x is string => x !== null).sort(), notices: Number(n) };
  });
}

/**
 * Takes the notices out of the announcements into quarantine `ridet_douteux`, keyed as the loader
 * keys its own entries (source, reference, document), open again if a reparse had resolved it.
 */
async function sendToReview(warehouse: Warehouse, review: readonly { row: SuspectRow; decision: IdentityDecision }[]): Promise<void> {
  if (review.length === 0) return;
  const column = (pick: (r: SuspectRow, d: IdentityDecision) => string) => varcharList(review.map(({ row, decision }) => pick(row, decision)));
  const columns = [
    column((r) => quarantineId({ source: r.source, sha256: r.raw_sha256 }, r.reference)),
    column((r) => r.id),
    column((_, d) => `Numéro imprimé douteux : ${d.motif} Rattacher avec : npm run pipeline -- corriger <id> --publier --ridet <RIDET> …`),
  ];
  await warehouse.connection.run(
    `INSERT INTO quarantine (id, source, reference, document_sha256, url, motif, detail, extrait, first_run_id, last_run_id, resolved_run_id)
     SELECT m.qid, a.source, a.reference, a.raw_sha256, coalesce(d.url, a.source_url), 'ridet_douteux', m.detail, left(a.texte, 500),
       a.first_run_id, a.last_run_id, NULL
     FROM (SELECT unnest($1) AS qid, unnest($2) AS aid, unnest($3) AS detail) m
     JOIN announcements a ON a.id = m.aid LEFT JOIN documents d ON d.sha256 = a.raw_sha256
     ON CONFLICT (id) DO UPDATE SET motif = excluded.motif, detail = excluded.detail, extrait = excluded.extrait,
       last_run_id = excluded.last_run_id, resolved_run_id = NULL`,
    columns.map((c) => c.value),
    columns.map((c) => c.type),
  );
  const ids = varcharList(review.map(({ row }) => row.id));
  await warehouse.connection.run(`DELETE FROM announcements WHERE id IN (SELECT unnest($1))`, [ids.value], [ids.type]);
}
