import type { Warehouse } from '../warehouse/warehouse.ts';
import { CORRECTABLE_FIELDS, type CorrectableField, type Correction } from './correction.ts';
import { activeCorrections } from './correction-store.ts';
import { formatOfficers, sameOfficers } from './officer-syntax.ts';

/**
 * One stored entry of `announcements.corrections`: the published part (`champ`, `avant`,
 * `apres`, `date`, `raison`) and what the step needs to undo it: the correction's id and what the
 * parse read (`lu`), which `avant` is not once the parser has changed.
 */
export interface AppliedEntry {
  correction_id: string;
  champ: CorrectableField;
  /** The value when the correction was made (published; officers as `--dirigeant` writes them). */
  avant: string | null;
  apres: string;
  /** When the correction was made, ISO 8601. */
  date: string;
  raison: string;
  /** What the parse read, which the announcement returns to when the correction is taken back (officers: the column's JSON). */
  lu: string | null;
}

/** A correction whose values the parse now reads by itself: reported, kept (docs/corrections.md). */
export interface RedundantCorrection {
  correction_id: string;
  annonce_id: string;
  champs: CorrectableField[];
}

export interface CorrectionsOutcome {
  /** Announcements that carry at least one correction in force (withdrawn ones included). */
  applied: number;
  redundant: RedundantCorrection[];
  /** RIDETs whose company record must be derived again: those an announcement left or joined. */
  ridets: Set<string>;
}

type Values = Record<CorrectableField, string | null>;

interface AnnouncementRow extends Values {
  id: string;
  ridet: string;
  corrections: string | null;
}

/** The correctable columns as the step reads them: the date as AAAA-MM-JJ, the officers as JSON text. */
export const CORRECTABLE_SELECT = `ridet, type, denomination, strftime(date, '%Y-%m-%d') AS date, capital, siege, forme_juridique, dirigeants::VARCHAR AS dirigeants, objet`;

/** Whether two values of a field are one: the officers' lists compared on what a correction sets, not on their JSON's spelling. */
export function sameValue(field: CorrectableField, a: string | null | undefined, b: string | null | undefined): boolean {
  if (field === 'dirigeants' && typeof a === 'string' && typeof b === 'string') return sameOfficers(a, b);
  return a === b;
}

/** A value as the published `corrections` entry shows it. */
export function shownValue(field: CorrectableField, value: string | null): string | null {
  return field === 'dirigeants' && value !== null ? formatOfficers(value) : value;
}

/**
 * Brings every announcement in line with the corrections in force, after every load and reparse
 * (finishLoad) and after each `corriger`. A row whose `corrections` is null was just written from
 * the parse (the loader resets it) or never corrected: what it holds is what the parse reads, and
 * a correction whose values it already holds is redundant. A row that still carries its entries
 * was not read again: the parse's values are the entries' `lu`. Corrections are applied in the
 * order they were made, so a later one on the same field wins; a taken-back one leaves the row at
 * what the parse read. Rows already in line are not written, so nothing is republished.
 */
export async function applyCorrections(warehouse: Warehouse): Promise<CorrectionsOutcome> {
  // A document's takedown changes no announcement: it is the publish's (document-takedowns.ts).
  const active = (await activeCorrections(warehouse)).filter((c) => c.action !== 'retirer_document');
  const byAnnouncement = new Map<string, Correction[]>();
  for (const c of active) byAnnouncement.set(c.annonce_id, [...(byAnnouncement.get(c.annonce_id) ?? []), c]);
  const rows = await warehouse.all<AnnouncementRow>(
    `SELECT id, ${CORRECTABLE_SELECT}, corrections::VARCHAR AS corrections FROM announcements
     WHERE corrections IS NOT NULL OR id IN (SELECT annonce_id FROM corrections WHERE annulee_le IS NULL)`,
  );
  const resolved = await resolvedQuarantine(warehouse, active);
  const outcome: CorrectionsOutcome = { applied: 0, redundant: [], ridets: new Set() };
  for (const row of rows) {
    const corrections = byAnnouncement.get(row.id) ?? [];
    if (corrections.length > 0) outcome.applied += 1;
    if (corrections.some((c) => c.action === 'retirer')) {
      await warehouse.run(`DELETE FROM announcements WHERE id = $1`, [row.id]);
      outcome.ridets.add(row.ridet);
      continue;
    }
    const stored = row.corrections === null ? null : (JSON.parse(row.corrections) as AppliedEntry[]);
    const current: Values = Object.fromEntries(CORRECTABLE_FIELDS.map((f) => [f, row[f]])) as Values;
    const read: Values = { ...current };
    for (const field of CORRECTABLE_FIELDS) {
      const first = stored?.find((e) => e.champ === field);
      if (first) read[field] = first.lu;
    }
    const values: Values = { ...read };
    const entries: AppliedEntry[] = [];
    for (const c of corrections) {
      const champs = CORRECTABLE_FIELDS.filter((f) => c.valeurs[f] !== undefined);
      // A published quarantine entry is read only once the parser resolves it.
      const readByParser = c.action !== 'publier' || resolved.has(c.avant.quarantaine);
      if (stored === null && readByParser && champs.length > 0 && champs.every((f) => sameValue(f, read[f], c.valeurs[f]))) {
        outcome.redundant.push({ correction_id: c.id, annonce_id: c.annonce_id, champs });
      }
      for (const champ of champs) {
        const apres = c.valeurs[champ]!;
        const avant = c.action === 'corriger' ? c.avant[champ] : undefined;
        entries.push({
          correction_id: c.id,
          champ,
          avant: shownValue(champ, typeof avant === 'string' ? avant : null),
          apres: shownValue(champ, apres)!,
          date: c.cree_le,
          raison: c.raison,
          lu: read[champ],
        });
        values[champ] = apres;
      }
    }
    const json = entries.length > 0 ? JSON.stringify(entries) : null;
    const unchanged = CORRECTABLE_FIELDS.every((f) => sameValue(f, values[f], current[f])) && sameEntries(stored, entries);
    if (unchanged) continue;
    await warehouse.run(
      `UPDATE announcements SET ridet = $2, type = $3, denomination = $4, date = $5::DATE, capital = $6, siege = $7, forme_juridique = $8,
         dirigeants = $9::JSON, corrections = $10::JSON, objet = $11 WHERE id = $1`,
      [row.id, values.ridet, values.type, values.denomination, values.date, values.capital, values.siege, values.forme_juridique, values.dirigeants, json, values.objet],
    );
    outcome.ridets.add(row.ridet).add(values.ridet!);
  }
  return outcome;
}

/** The quarantine entries published by an operator that a parse has since read (resolved). */
async function resolvedQuarantine(warehouse: Warehouse, active: readonly Correction[]): Promise<Set<string>> {
  const ids = active.flatMap((c) => (c.action === 'publier' ? [c.avant.quarantaine] : []));
  if (ids.length === 0) return new Set();
  const rows = await warehouse.all<{ id: string }>(`SELECT id FROM quarantine WHERE resolved_run_id IS NOT NULL AND id IN (SELECT unnest(from_json($1, '["VARCHAR"]')))`, [
    JSON.stringify(ids),
  ]);
  return new Set(rows.map((r) => r.id));
}

function sameEntries(stored: readonly AppliedEntry[] | null, entries: readonly AppliedEntry[]): boolean {
  if (stored === null) return entries.length === 0;
  return JSON.stringify(stored) === JSON.stringify(entries);
}
