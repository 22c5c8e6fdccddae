import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../platform/config.ts';
import { runPipeline } from '../../../pipeline/run/run-pipeline.ts';
import { reparseArchive } from '../../../pipeline/run/reparse-archive.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import { publishWarehouse } from '../../../publish/publish-warehouse.ts';
import { diffSnapshots } from '../../../publish/snapshot/diff-snapshots.ts';
import { listSnapshotIds } from '../../../publish/snapshot/list-snapshots.ts';
import type { RunReport } from '../../../pipeline/run/run-report.ts';
import type { PublishResult } from '../../../publish/snapshot/snapshot-types.ts';
import { OFFLINE_SITES, offlineCopyUrls } from '../../../simulator/sites/registry.ts';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../helpers/sample-sites.ts';
import { joncAdapter } from '../../../sources/jonc/index.ts';
import type { SourceAdapter } from '../../../sources/source-adapter.ts';
import type { ParseOutcome } from '../../../kernel/model/announcement.ts';
import { SnapshotError } from '../../../publish/snapshot/snapshot-error.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';
import { rememberedJonc, sharedJoncNightWithOutcomes } from './helpers/jonc-night.ts';
import { pipelineConfig } from '../../helpers/pipeline-config.ts';
import { testParseContext } from '../../helpers/parse-context.ts';
import { budgetFor } from '../../helpers/work-budget.ts';

// After the first night (2022-11-30), the sample world's JONC publishes again in January 2023.
const AS_OF = '2023-01-31';

interface TableCounts {
  announcements: number;
  companies: number;
  dirigeants: number;
  quarantine: number;
  documents: number;
}

async function tableCounts(config: Config): Promise<TableCounts> {
  const warehouse = await openWarehouse(config.warehousePath);
  try {
    const [row] = await warehouse.all<TableCounts>(`SELECT
      (SELECT count(*) FROM announcements)::INTEGER AS announcements,
      (SELECT count(*) FROM companies)::INTEGER AS companies,
      (SELECT count(*) FROM dirigeants)::INTEGER AS dirigeants,
      (SELECT count(*) FROM quarantine)::INTEGER AS quarantine,
      (SELECT count(*) FROM documents)::INTEGER AS documents`);
    return row!;
  } finally {
    warehouse.close();
  }
}

/**
 * What the JONC adapter gave for each document, by the document's sha256, address and meta (a
 * parse reads nothing else of it: not when it was fetched): the JONC's shared first night's
 * outcomes, then every document parsed here. The second night, the old parser's night and the
 * reparse after the fix read the same documents from the same offline copies: parsing them
 * again (pdf.js and the normaliser) would give what the real adapter gave. What is tested is
 * the run and the reparse around the parser, not the parser.
 */
const outcomes = new Map<string, ParseOutcome>();
const joncRemembered = rememberedJonc(outcomes);

/**
 * The JONC parser as it might have been before a fix: it did not know cessions, so it
 * quarantined them as unclassifiable. Reparse with the real parser's outcomes must recover them.
 */
const joncBeforeCessionFix: SourceAdapter = {
  ...joncAdapter,
  async parse(doc) {
    const outcome = await joncRemembered.parse(doc, testParseContext());
    return {
      notices: outcome.notices.filter((n) => n.type !== 'cession'),
      quarantined: [
        ...outcome.quarantined,
        ...outcome.notices
          .filter((n) => n.type === 'cession')
          .map((n) => ({ reference: n.reference, reason: 'type_inconnu' as const, detail: 'Type non reconnu', extrait: n.texte.slice(0, 300) })),
      ],
    };
  },
};

describe('pipeline run over the JONC offline copy', () => {
  let sites: SampleSites;
  /**
   * The JONC's first night (2022-11-30) into an empty data folder, run once in the suite
   * (operator-guards, object-counts and added-columns start from it too), then its next night
   * (AS_OF) and the runs after it: one data folder for the whole describe, in the tests' order.
   */
  let nights: { config: Config; store: ObjectStore };
  let firstReport: RunReport;

  beforeAll(async () => {
    sites = await startTestSampleSites({ sites: OFFLINE_SITES, asOf: AS_OF });
    const nightConfig = pipelineConfig(tempFolder('nights-'));
    nights = { config: nightConfig, store: openStore(nightConfig.storeUrl, {}) };
    const first = await sharedJoncNightWithOutcomes(sites, nights, '2022-11-30');
    firstReport = first.report;
    for (const [key, outcome] of first.outcomes) outcomes.set(key, outcome);
    sites.setAsOf(AS_OF);
  }, budgetFor({ sampleSites: 1, nights: 1 }));
  afterAll(async () => {
    await sites.close();
    fs.rmSync(nights.config.dataDir, { recursive: true, force: true });
  });

  it('loads announcements, quarantines what it cannot parse with a reason, and accounts for every document', async () => {
    // The first night, a night into an empty data folder (beforeAll): 88 documents of the JONC.
    const report = firstReport;
    const { config, store } = nights;
    expect(report.status).toBe('ok');
    const [jonc] = report.sources;
    expect(jonc?.fetched).toBeGreaterThan(20);
    expect(jonc?.new).toBe(jonc?.parsed);
    expect(JSON.parse(fs.readFileSync(path.join(config.dataDir, 'reports', `${report.runId}.json`), 'utf8')).runId).toBe(report.runId);

    const warehouse = await openWarehouse(config.warehousePath);
    try {
      const reasons = await warehouse.all<{ motif: string }>(`SELECT DISTINCT motif FROM quarantine ORDER BY motif`);
      // The offline JONC has a truncated PDF, a scanned one and a publication naming no RIDET.
      expect(reasons.map((r) => r.motif)).toEqual(expect.arrayContaining(['pdf_illisible', 'ridet_absent']));
      // Every document fetched is explained: it gave announcements, quarantine entries, or is empty.
      const [unexplained] = await warehouse.all<{ n: number }>(`
        SELECT count(*)::INTEGER AS n FROM documents d
        WHERE NOT EXISTS (SELECT 1 FROM announcements a WHERE a.raw_sha256 = d.sha256)
          AND NOT EXISTS (SELECT 1 FROM quarantine q WHERE q.document_sha256 = d.sha256)`);
      expect(unexplained?.n).toBe(jonc?.empty);
      // The raw archive holds every document's exact bytes under its sha256.
      const [doc] = await warehouse.all<{ sha256: string; size: number }>(`SELECT sha256, size::INTEGER AS size FROM documents LIMIT 1`);
      expect((await store.get(`raw/${doc!.sha256}`))?.length).toBe(doc!.size);
    } finally {
      warehouse.close();
    }
  });

  it('publishes one snapshot per night, the second writing only what changed', async () => {
    const { config: nightConfig, store: nightStore } = nights;
    const night = async (asOf: string) => {
      const { report } = await runPipeline({
        config: nightConfig,
        store: nightStore,
        sourceUrls: offlineCopyUrls(sites.url),
        adapters: [joncRemembered],
        asOf,
        publish: (warehouse, runId) => publishWarehouse({ warehouse, store: nightStore, config: nightConfig, runIds: [runId] }),
      });
      return { report, publish: report.publish as unknown as PublishResult };
    };
    const first = { report: firstReport, publish: firstReport.publish as unknown as PublishResult };
    const second = await night(AS_OF);
    expect(second.publish.parentId).toBe(first.publish.snapshotId);
    expect(await listSnapshotIds(nightStore)).toEqual([first.publish.snapshotId, second.publish.snapshotId]);
    expect(second.publish.added).toBe(second.report.sources[0]!.new);
    expect(second.publish.added).toBeGreaterThan(0);
    // Cost follows the change: a month of new notices rewrites a small part of the snapshot.
    expect(second.publish.objectsWritten).toBeLessThan(first.publish.objectsWritten / 2);
    const diff = await diffSnapshots(nightStore, first.publish.snapshotId, second.publish.snapshotId);
    expect(diff.added).toHaveLength(second.publish.added);
    expect(diff.removed).toEqual([]);
    expect(diff.added[0]).toMatchObject({ source: 'JONC', raw_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  }, budgetFor({ nights: 1 }));

  // After the second night, run over this file's offline copies: the conditional requests are
  // keyed by the address fetched, whose port is this file's (the first night may be another's).
  it('changes nothing when run again with the same as-of date', async () => {
    const { config, store } = nights;
    const before = await tableCounts(config);
    const { report } = await runPipeline({ config, store, sourceUrls: offlineCopyUrls(sites.url), sources: ['jonc'], asOf: AS_OF });
    const after = await tableCounts(config);
    expect(report.sources[0]).toMatchObject({ status: 'ok', fetched: 0, new: 0, parsed: 0 });
    expect(after).toEqual(before);
  });

  it('reports a refused publish in the run report instead of losing the run', async () => {
    const { config, store } = nights;
    const refusal = new SnapshotError('snapshot_shrink_refused', 'announcements would drop from 100 to 70');
    const { report, reportPath } = await runPipeline({
      config,
      store,
      sourceUrls: offlineCopyUrls(sites.url),
      sources: ['jonc'],
      asOf: AS_OF,
      publish: async () => {
        throw refusal;
      },
    });
    expect(report.publish).toEqual({ error: refusal.message, code: 'snapshot_shrink_refused' });
    expect(JSON.parse(fs.readFileSync(reportPath!, 'utf8')).publish.code).toBe('snapshot_shrink_refused');
  });

  it('recovers quarantined notices when the archive is parsed again after a parser fix', async () => {
    const dataDir = tempFolder('reparse-');
    const oldConfig = pipelineConfig(dataDir);
    const oldStore = openStore(oldConfig.storeUrl, {});
    await runPipeline({ config: oldConfig, store: oldStore, sourceUrls: offlineCopyUrls(sites.url), adapters: [joncBeforeCessionFix], asOf: AS_OF });
    const before = await tableCounts(oldConfig);
    // What the first and second nights loaded with the real parser's outcomes.
    const reference = await tableCounts(nights.config);
    expect(before.announcements).toBeLessThan(reference.announcements);

    const warehouse = await openWarehouse(oldConfig.warehousePath);
    try {
      const result = await reparseArchive({ parse: testParseContext(), warehouse, store: oldStore, runId: 'reparse-test', adapters: [joncRemembered] });
      expect(result.recovered).toBe(reference.announcements - before.announcements);
      const [open] = await warehouse.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM quarantine WHERE resolved_run_id IS NULL AND motif = 'type_inconnu'`);
      expect(open?.n).toBe(0);
    } finally {
      warehouse.close();
    }
    expect((await tableCounts(oldConfig)).announcements).toBe(reference.announcements);
  }, budgetFor({ nights: 2 }));
});
