import type { QuarantineReason } from '../../kernel/model/announcement.ts';
import type { CandidateCompany, CompanyIndex } from '../../pipeline/reconcile/candidate-companies.ts';
import type { WarehouseReads } from '../../pipeline/warehouse/warehouse-reads.ts';

/**
 * The quarantine reasons a person settles by reading the notice (docs/corrections.md, "The review
 * queue"): the notice is about a company, and what the parser missed (which company, its name,
 * the date, the kind of event) is in its text or its document. The others are a parser's or a
 * source's problem (`pipeline quarantine`), or, for `hors_champ`, not a company event at all.
 */
export const REVIEWABLE_REASONS: readonly QuarantineReason[] = ['ridet_absent', 'ridet_douteux', 'sujet_ambigu', 'denomination_absente', 'denomination_incertaine', 'date_absente', 'type_inconnu', 'type_incertain', 'date_incertaine'];

/** One company the notice may be about, with the command that settles it that way. */
export interface RevueCandidat extends CandidateCompany {
  /** null when nothing is to be done for it (a published announcement already on this company). */
  commande: string | null;
}

/**
 * The warehouse's companies, indexed once for every item of the review. The index and its name
 * folding load here, when the queue has an item to rank companies for (about 6 ms of CPU of
 * modules, and two queries, that an empty queue does without).
 */
export async function candidateIndex(warehouse: WarehouseReads): Promise<CompanyIndex> {
  const [companyIndex, { knownCompanies }] = await Promise.all([import('../../pipeline/reconcile/candidate-companies.ts'), import('../../pipeline/reconcile/known-companies.ts')]);
  return new companyIndex.CompanyIndex(await knownCompanies(warehouse));
}

/**
 * The quarantine entries an operator already published (`corriger --publier`, not taken back):
 * settled, they leave the queue though they stay in quarantine until a parser reads them.
 */
export async function publishedEntries(warehouse: WarehouseReads): Promise<Set<string>> {
  const rows = await warehouse.all<{ id: string }>(`SELECT avant->>'quarantaine' AS id FROM corrections WHERE action = 'publier' AND annulee_le IS NULL`);
  return new Set(rows.map((r) => r.id));
}

/**
 * What guesses the type a text names, when a classifier can tell it: filled in the `--publier`
 * line. The reader's classifier and its rules load here, when a queue item needs a type guessed,
 * not with the command: `revue` on a queue with nothing to type starts without them (about 30 ms
 * of CPU, BENCHMARKS.md, "cli-start").
 */
export async function typeGuesser(): Promise<(text: string) => string | null> {
  const { classifyNotice } = await import('../../kernel/normalise/classify.ts');
  return (text) => classifyNotice(text)?.type ?? null;
}

export function rankedCandidates(index: CompanyIndex, text: string | null, command: (candidate: CandidateCompany) => string | null): RevueCandidat[] {
  if (text === null || text.trim() === '') return [];
  return index.candidates(text).map((c) => ({ ...c, commande: command(c) }));
}

/** The candidates as the text view lists them, under an item. */
export function formatCandidates(candidats: readonly RevueCandidat[]): string[] {
  if (candidats.length === 0) return ['    aucune entreprise connue ne ressort du texte'];
  return candidats.flatMap((c, i) => [
    `    ${i + 1}. ${c.denomination} (${c.ridet}) · score ${c.score.toFixed(2)} · ${c.raisons.join(' ; ')}`,
    ...(c.commande ? [`       ${c.commande}`] : []),
  ]);
}
