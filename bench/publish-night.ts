import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { deriveCompanies } from '../pipeline/load/derive-companies.ts';
import { DocumentBatcher } from '../pipeline/load/document-batcher.ts';
import { emptyLoadCounts } from '../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../pipeline/warehouse/warehouse.ts';
import { publishFromWarehouse } from '../publish/publish-warehouse.ts';
import { openSnapshot } from '../publish/snapshot/open-snapshot.ts';
import { FsStore } from '../publish/store/fs-store.ts';
import type { RawDocument } from '../sources/source-adapter.ts';
import { peakRssBytes, phase } from './measure.ts';
import { SITE_URL, type NightResult } from './publish-night-result.ts';
import { companyName, companyRidet, nightNotices } from './synthetic-corpus.ts';

/**
 * One night of the publish benchmark, in a process of its own as a nightly pipeline run is, so
 * that its peak RSS is the night's and not the first publish's (`--quick`, which reports no
 * figure worth a process start, runs `runNight` in the benchmark's process):
 * `node bench/publish-night.ts <a|b|c> <warehouse> <store> <companies> <resultFile> [<new announcements>]`.
 *   a: 1 000 new announcements (or as many as given) of every type and source (one in eight a new company)
 *   b: nothing new
 *   c: backfills into an old month, re-parsed announcements, removed ones, renamed companies
 */
async function loadNight(warehouse: Warehouse, notices: ReturnType<typeof nightNotices>, tag: string): Promise<number> {
  const batcher = await DocumentBatcher.create({ warehouse, runId: `bench-${tag}`, schedule: (task) => task() });
  const counts = emptyLoadCounts();
  for (let i = 0; i < notices.length; i += 20) {
    const group = notices.slice(i, i + 20);
    const doc: RawDocument = {
      source: group[0]!.source, url: `https://bench.invalid/${tag}/${i}`, sha256: `${tag}-${i}`.padEnd(64, '0'),
      fetchedAt: '2026-11-22T02:00:00.000Z', contentType: 'text/html', body: Buffer.alloc(1000), meta: {},
    };
    await batcher.add({ doc, outcome: { notices: group.map((g) => g.notice), quarantined: [] }, counts, record: doc });
  }
  await batcher.flush();
  return deriveCompanies(warehouse, counts.ridets);
}

async function change(warehouse: Warehouse, night: string, companies: number, newAnnouncements: number): Promise<number> {
  if (night === 'a') {
    const [row] = await warehouse.all<{ d: string }>(`SELECT strftime(max(date) + 1, '%Y-%m-%d') AS d FROM announcements`);
    return loadNight(warehouse, nightNotices(newAnnouncements, companies, row!.d, 'night-a'), 'night-a');
  }
  if (night === 'c') {
    const backfill = nightNotices(40, companies, '2018-06-15', 'night-c').filter((n) => n.notice.type !== 'creation');
    const template = nightNotices(1, companies, '2026-01-01', 'rename')[0]!.notice;
    const renames = Array.from({ length: 5 }, (_, k) => {
      const index = (k * 104729) % companies;
      const name = companyName(index);
      return { source: 'jonc', notice: { ...template, reference: `rename-${k}`, ridet: companyRidet(index), type: 'statuts' as const, denomination: name, ancienne_denomination: name, nouvelle_denomination: `RENOMMEE ${k}` } };
    });
    let derived = await loadNight(warehouse, [...backfill, ...renames], 'night-c');
    await warehouse.run(`UPDATE announcements SET titre = titre || ' (rectificatif)' WHERE id IN (SELECT id FROM announcements ORDER BY hash(id) LIMIT 20)`);
    const removed = await warehouse.all<{ ridet: string }>(`DELETE FROM announcements WHERE id IN (SELECT id FROM announcements ORDER BY hash(id) DESC LIMIT 10) RETURNING ridet`);
    derived += await deriveCompanies(warehouse, removed.map((r) => r.ridet));
    return derived;
  }
  return 0;
}

/** Bytes of the paths that differ between two snapshots, by kind. */
async function changedKinds(store: FsStore, fromId: string, toId: string): Promise<Record<string, { paths: number; bytes: number }>> {
  const kinds: Record<string, { paths: number; bytes: number }> = {};
  if (fromId === toId) return kinds;
  const before = new Map<string, string>();
  for await (const [p, entry] of (await openSnapshot(store, fromId)).paths('')) before.set(p, entry.sha256);
  for await (const [p, entry] of (await openSnapshot(store, toId)).paths('')) {
    if (before.get(p) === entry.sha256) continue;
    const kind = p.startsWith('annonces/') ? (p.endsWith('/index.json') ? 'feed indexes' : 'feed pages') : p.split('/')[0]!;
    const k = (kinds[kind] ??= { paths: 0, bytes: 0 });
    k.paths += 1;
    k.bytes += entry.size;
  }
  return kinds;
}

/** One night on the corpus of a run: its changes, its publish and what it wrote. */
export async function runNight(night: 'a' | 'b' | 'c', warehouseFile: string, storeDir: string, companies: number, newAnnouncements: number): Promise<NightResult> {
  const warehouse = await openWarehouse(warehouseFile);
  const store = new FsStore(storeDir);
  const before = (await openSnapshot(store, 'current')).id;
  const load = await phase(() => change(warehouse, night, companies, newAnnouncements));
  const cpu = process.cpuUsage();
  const published = await phase(() => publishFromWarehouse({ warehouse, store, siteUrl: SITE_URL, runIds: [`bench-night-${night}`], maxShrink: 0.2 }));
  const cpuUsed = process.cpuUsage(cpu);
  warehouse.close();
  const kinds = await changedKinds(store, before, published.value.snapshotId);
  const artefactBytes = Object.entries(kinds).filter(([kind]) => kind !== 'changes.json').reduce((n, [, k]) => n + k.bytes, 0);
  return {
    night,
    loadMs: load.ms,
    derived: load.value,
    publishMs: published.ms,
    publishCpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
    result: published.value,
    kinds,
    artefactBytes,
    beyondBytes: published.value.bytesWritten - artefactBytes,
    peakRss: peakRssBytes(),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [night, warehouseFile, storeDir, companies, resultFile, newAnnouncements = '1000'] = process.argv.slice(2);
  if ((night !== 'a' && night !== 'b' && night !== 'c') || !warehouseFile || !storeDir || !companies || !resultFile) {
    console.error('usage: publish-night.ts <a|b|c> <warehouse> <store> <companies> <resultFile> [<new announcements>]');
    process.exit(2);
  }
  fs.writeFileSync(resultFile, JSON.stringify(await runNight(night, warehouseFile, storeDir, Number(companies), Number(newAnnouncements))));
  process.exit(0);
}
