import fs from 'node:fs';
import path from 'node:path';
import { deriveCompanies } from '../pipeline/load/derive-companies.js';
import { emptyLoadCounts, loadOutcome, type LoadCounts } from '../pipeline/load/load-outcome.js';
import type { ParsedNotice } from '../kernel/model/announcement.js';
import { openWarehouse, type Warehouse } from '../pipeline/warehouse/warehouse.js';
import type { BenchContext, BenchResult } from './bench-types.js';
import { TARGET_ANNOUNCEMENTS, formatCount, formatMs, peakRssBytes, phase, scaled } from './measure.js';
import { companyName, companyRidet, populateCorpus } from './synthetic-corpus.js';

/** Notices per loaded document, like one bulletin issue. */
const NOTICES_PER_DOCUMENT = 20;
/** Loading 10^6 notices takes longer than the bench budget: measure for this long, then extrapolate. */
const EMPTY_TIME_CAP_MS = 40_000;
const FULL_TIME_CAP_MS = 20_000;
const ANNOUNCEMENTS_PER_COMPANY = 10; // the §8 ratio, 10^6 / 10^5
const TYPES = ['creation', 'capital', 'siege', 'statuts', 'nomination', 'cession', 'procedure', 'dissolution'] as const;

function syntheticNotice(k: number, tag: string, companies: number): ParsedNotice {
  const company = k % companies;
  const name = companyName(company);
  const type = TYPES[k % TYPES.length]!;
  const day = 1 + (k % 28);
  return {
    reference: `${tag}-${k}`,
    ridet: companyRidet(company),
    ridet_luhn_valide: true,
    denomination: name,
    type,
    titre: `${type} : ${name}`,
    resume: `Annonce ${type} de ${name}.`,
    date: `2024-${String(1 + (k % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    forme_juridique: 'SARL',
    capital: '1 000 000 F CFP',
    siege: 'Nouméa',
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: k % 3 === 0 ? [{ nom: `NOM ${k % 97}`, prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }] : [],
    texte: `${name}. Aux termes d’un acte sous seing privé, il a été décidé de modifier les statuts. `.repeat(5),
  };
}

interface LoadRun {
  rows: number;
  ms: number;
  /** Rows/s over the first and the last quarter of the documents, to see any slowdown. */
  firstQuarterRate: number;
  lastQuarterRate: number;
  counts: LoadCounts;
  capped: boolean;
}

async function loadFor(warehouse: Warehouse, target: number, capMs: number, tag: string, companies: number): Promise<LoadRun> {
  const counts = emptyLoadCounts();
  const perDocument: number[] = [];
  const start = performance.now();
  let rows = 0;
  let capped = false;
  for (let doc = 0; rows < target; doc += 1) {
    const size = Math.min(NOTICES_PER_DOCUMENT, target - rows);
    const notices = Array.from({ length: size }, (_, i) => syntheticNotice(rows + i, tag, companies));
    const t = performance.now();
    await loadOutcome(
      warehouse,
      { source: 'jonc', url: `https://bench.invalid/${tag}/${doc}`, sha256: doc.toString(16).padStart(64, '0'), fetchedAt: '2026-11-22T02:00:00.000Z' },
      { notices, quarantined: [] },
      `bench-${tag}`,
      counts,
    );
    perDocument.push(performance.now() - t);
    rows += size;
    if (performance.now() - start > capMs) {
      capped = rows < target;
      break;
    }
  }
  const quarter = Math.max(1, Math.floor(perDocument.length / 4));
  const rate = (times: number[]) => (times.length * NOTICES_PER_DOCUMENT) / (times.reduce((a, b) => a + b, 0) / 1000);
  return {
    rows,
    ms: performance.now() - start,
    firstQuarterRate: rate(perDocument.slice(0, quarter)),
    lastQuarterRate: rate(perDocument.slice(-quarter)),
    counts,
    capped,
  };
}

export async function run(context: BenchContext): Promise<BenchResult> {
  const target = scaled(TARGET_ANNOUNCEMENTS, context.scale, 100);
  const companies = Math.max(1, Math.round(target / ANNOUNCEMENTS_PER_COMPANY));
  const dir = path.join(context.workDir, 'warehouse-load');
  fs.rmSync(dir, { recursive: true, force: true });

  // 1. An empty warehouse, as on the first run.
  const empty = await openWarehouse(path.join(dir, 'empty.duckdb'));
  const load = await phase(() => loadFor(empty, target, EMPTY_TIME_CAP_MS, 'empty', companies));
  const derive = await phase(() => deriveCompanies(empty, load.value.counts.ridets));
  empty.close();
  const l = load.value;
  const loadRate = l.rows / (l.ms / 1000);
  const deriveRate = derive.value / (derive.ms / 1000);

  // 2. The same loading into a warehouse that already holds the full corpus (a nightly run at scale).
  const full = await openWarehouse(path.join(dir, 'full.duckdb'));
  const base = { companies: scaled(100_000, context.scale, 10), announcements: target };
  const populate = await phase(() => populateCorpus(full, base));
  const night = await phase(() => loadFor(full, target, FULL_TIME_CAP_MS, 'night', base.companies));
  const nightDerive = await phase(() => deriveCompanies(full, night.value.counts.ridets));
  full.close();
  const n = night.value;
  const nightRate = n.rows / (n.ms / 1000);

  const totalMs = load.ms + derive.ms;
  const rowsPerS = l.rows / (totalMs / 1000);
  const extrapolatedMs = (TARGET_ANNOUNCEMENTS / loadRate + TARGET_ANNOUNCEMENTS / ANNOUNCEMENTS_PER_COMPANY / deriveRate) * 1000;
  const notes = [
    `Set-based loading, one transaction per document: ${formatCount(loadRate)} rows/s into an empty warehouse, ${formatCount(nightRate)} rows/s into one already holding ${formatCount(base.announcements)} announcements; deriveCompanies ${formatCount(deriveRate)} companies/s (one INSERT ... SELECT unnest(...) per 10,000 rows). Each document costs at most four statements (existing ids, announcement upsert, quarantine recovery, quarantine upsert); their fixed cost is now the limit.`,
    `Extrapolated (not measured) time to load 10^6 notices and derive 10^5 companies: about ${formatMs(extrapolatedMs)}. Next step if a first load must be faster: group several documents per transaction in the run's serial writer.`,
  ];
  if (l.capped) notes.unshift(`Capped by time: ${formatCount(l.rows)} of ${formatCount(target)} target rows were loaded in ${formatMs(l.ms)}.`);
  return {
    name: 'warehouse-load',
    what: `loadOutcome (${NOTICES_PER_DOCUMENT} notices per document) + deriveCompanies into a temp DuckDB file`,
    size: `${formatCount(l.rows)} notices / ${formatCount(derive.value)} companies${l.capped ? `, capped by time; target ${formatCount(target)}` : ''}`,
    wallMs: totalMs,
    throughput: { value: rowsPerS, unit: 'rows/s (load + derive)' },
    peakRssBytes: peakRssBytes(),
    details: [
      ['empty warehouse: loadOutcome', `${formatCount(l.rows)} rows in ${formatMs(l.ms)} = ${formatCount(loadRate)} rows/s (first quarter ${formatCount(l.firstQuarterRate)}, last quarter ${formatCount(l.lastQuarterRate)} rows/s)`],
      ['empty warehouse: deriveCompanies', `${formatCount(derive.value)} companies in ${formatMs(derive.ms)} = ${formatCount(deriveRate)} companies/s`],
      ['full warehouse: populate by SQL', `${formatCount(base.announcements)} announcements / ${formatCount(base.companies)} companies in ${formatMs(populate.ms)}`],
      ['full warehouse: loadOutcome', `${formatCount(n.rows)} rows in ${formatMs(n.ms)} = ${formatCount(nightRate)} rows/s (first quarter ${formatCount(n.firstQuarterRate)}, last quarter ${formatCount(n.lastQuarterRate)} rows/s)`],
      ['full warehouse: deriveCompanies', `${formatCount(nightDerive.value)} companies in ${formatMs(nightDerive.ms)}`],
      ['extrapolated 10^6 rows + 10^5 companies', formatMs(extrapolatedMs)],
    ],
    notes,
  };
}
