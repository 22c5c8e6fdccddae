import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import type { Artefact, LedgerItem, PublishInput, SnapshotCounts } from '../../../publish/snapshot/snapshot-types.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';

/** A small, deterministic corpus: `companies` companies with `perCompany` announcements each. */
export interface Corpus {
  items: LedgerItem[];
  companies: Record<string, { ridet: string; denomination: string }>;
}

export function ridetOf(n: number): string {
  return String(1000000 + n).padStart(7, '0') + '001';
}

export function makeCorpus(companies: number, perCompany = 2): Corpus {
  const corpus: Corpus = { items: [], companies: {} };
  for (let c = 0; c < companies; c += 1) {
    const ridet = ridetOf(c);
    corpus.companies[ridet] = { ridet, denomination: `SOCIETE ${c}` };
    for (let a = 0; a < perCompany; a += 1) corpus.items.push(item(ridet, `SOCIETE ${c}`, `a${c}-${a}`));
  }
  return corpus;
}

export function item(ridet: string, denomination: string, id: string, date = '2026-03-12'): LedgerItem {
  return {
    id,
    ridet,
    denomination,
    type: 'nomination',
    titre: `Nomination ${id}`,
    resume: `Résumé ${id}`,
    date,
    source: 'jonc',
    fiche_url: `http://localhost:8080/entreprise.html?ridet=${ridet}`,
    source_url: `http://127.0.0.1:9/jonc/${id}`,
    fetched_at: '2026-03-12T02:00:00.000Z',
    raw_sha256: 'a'.repeat(64),
  };
}

/** The artefacts a builder would produce: one file per company, one feed page, a search index. */
export function artefactsOf(corpus: Corpus): Artefact[] {
  const artefacts: Artefact[] = [];
  const byRidet = new Map<string, string[]>();
  for (const i of corpus.items) byRidet.set(i.ridet, [...(byRidet.get(i.ridet) ?? []), i.id]);
  for (const company of Object.values(corpus.companies)) {
    artefacts.push(json(`entreprises/${company.ridet}.json`, { ...company, annonces: byRidet.get(company.ridet) ?? [] }));
  }
  artefacts.push(json('annonces/all/1.json', { data: corpus.items.map((i) => i.id).sort() }));
  artefacts.push(json('search/index.json', { ridets: Object.keys(corpus.companies).sort() }));
  return artefacts;
}

function json(path: string, value: unknown): Artefact {
  return { path, body: Buffer.from(JSON.stringify(value)), contentType: 'application/json' };
}

export function countsOf(corpus: Corpus): SnapshotCounts {
  const bySource: Record<string, number> = {};
  const byType: Record<string, number> = {};
  for (const i of corpus.items) {
    bySource[i.source] = (bySource[i.source] ?? 0) + 1;
    byType[i.type] = (byType[i.type] ?? 0) + 1;
  }
  return { announcements: corpus.items.length, companies: Object.keys(corpus.companies).length, bySource, byType };
}

export function inputOf(corpus: Corpus, runId = 'run-1', force = false): PublishInput {
  return { artefacts: artefactsOf(corpus), ledger: corpus.items, runIds: [runId], counts: countsOf(corpus), codeVersion: '0.1.0+test', force };
}

/** Night two: one announcement added to company 1, one removed from company 2, company 3 renamed. */
export function nightTwo(corpus: Corpus): Corpus {
  const next: Corpus = { items: corpus.items.filter((i) => i.id !== 'a2-0'), companies: structuredClone(corpus.companies) };
  next.items.push(item(ridetOf(1), 'SOCIETE 1', 'new-1', '2026-03-13'));
  next.companies[ridetOf(3)]!.denomination = 'SOCIETE 3 RENOMMEE';
  return next;
}

/** The publish time of night `n` (2 a.m. UTC, from 2026-11-20). */
export const night = (n: number): Date => new Date(Date.UTC(2026, 10, 20 + n, 2));

/** Four nights of `companies` companies, each changing a little; the snapshot ids, oldest first. */
export async function fourNights(store: ObjectStore, companies: number): Promise<string[]> {
  let corpus = makeCorpus(companies);
  const ids: string[] = [];
  for (let n = 0; n < 4; n += 1) {
    ids.push((await publishSnapshot(store, inputOf(corpus, `run-${n}`), { now: night(n) })).snapshotId);
    corpus = nightTwo(corpus);
    corpus.items = corpus.items.map((i) => (i.id === 'new-1' ? { ...i, id: `new-${n + 2}` } : i));
  }
  return ids;
}
