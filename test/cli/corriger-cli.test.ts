import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import type { ParsedNotice, QuarantineEntry } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { formatCorrections } from '../../pipeline/corrections/corrections-report.ts';
import { finishLoad, type FinishedLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import { readTakedowns } from '../../publish/artefacts/document-takedowns.ts';
import { publishFromWarehouse } from '../../publish/publish-warehouse.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { copyWarehouse, migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// `pipeline corriger` through the CLI's function, on a real DuckDB file: a notice the parser
// attributed to the wrong company is corrected, survives a reparse (the same document loaded
// again), is reported redundant once the parser reads it right, and can be taken back.

const WRONG = '1111111001';
const RIGHT = '2222222001';
const NOW = new Date('2026-03-02T08:00:00.000Z');

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ref',
    ridet: WRONG,
    ridet_luhn_valide: true,
    denomination: 'PACIFIQUE BOIS',
    type: 'creation',
    titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution.',
    date: '2024-04-26',
    forme_juridique: 'SARL',
    capital: '500 000 F CFP',
    siege: 'Nouméa',
    ancienne_denomination: null,
    nouvelle_denomination: null,
    dirigeants: [],
    texte: 'texte',
    ...over,
  };
}

/** The legitimate notice of WRONG's company, and one the parser misattributed to it. */
const OWN = notice({ reference: 'own' });
const MISREAD = notice({ reference: 'misread', denomination: 'LAGON BLEU PLONGÉE', type: 'dissolution', titre: 'AVIS DE DISSOLUTION', date: '2024-03-01' });
const MISREAD_ID = announcementId('JONC', 'misread');
const OWN_ID = announcementId('JONC', 'own');

let dir: string;
let warehousePath: string;

/**
 * The warehouse once run-1 loaded OWN and MISREAD, where most tests start: loaded once for the
 * file (a load and company derivation on a migrated warehouse, about 0.5 s of CPU) and copied
 * by each test, which then corrects and reparses its own copy.
 */
let firstRunDir: string;
beforeAll(async () => {
  firstRunDir = fs.mkdtempSync(path.join(os.tmpdir(), 'corriger-run-1-'));
  warehousePath = path.join(firstRunDir, 'warehouse.duckdb');
  await migratedWarehouse(warehousePath);
  await load([OWN, MISREAD], 'run-1');
  closeReader();
});
afterAll(() => fs.rmSync(firstRunDir, { recursive: true, force: true }));

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corriger-'));
  warehousePath = path.join(dir, 'warehouse.duckdb');
  await migratedWarehouse(warehousePath);
});
afterEach(() => {
  closeReader();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** This test's warehouse becomes run-1's: OWN and MISREAD loaded, nothing corrected. */
function afterFirstRun(): void {
  closeReader();
  fs.rmSync(warehousePath);
  copyWarehouse(path.join(firstRunDir, 'warehouse.duckdb'), warehousePath);
}

/**
 * The reads and loads between two commands go through one DuckDB instance (40 to 50 ms of CPU
 * to open one, and a test reads five to ten times): opened at the first, closed before the next
 * command, which opens the file itself, so every read after a command sees what it wrote.
 */
let reader: Warehouse | null = null;

async function withWarehouse<T>(fn: (warehouse: Warehouse) => Promise<T>): Promise<T> {
  reader ??= await openWarehouse(warehousePath);
  return fn(reader);
}

function closeReader(): void {
  reader?.close();
  reader = null;
}

/** Loads one document of the JONC as a run or a reparse does: the loader (document recorded too), then finishLoad. */
function load(notices: ParsedNotice[], runId: string, quarantined: QuarantineEntry[] = []): Promise<FinishedLoad> {
  return withWarehouse(async (warehouse) => {
    const counts = emptyLoadCounts();
    const doc = { source: 'JONC', url: 'http://sources.test/jonc/1', sha256: 'a'.repeat(64), fetchedAt: '2024-05-08T00:00:00.000Z' };
    const record = { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} };
    await loadDocuments(warehouse, [{ doc, outcome: { notices, quarantined }, counts, record }], runId);
    return finishLoad(warehouse, counts.ridets);
  });
}

async function corriger(args: string[], env: Record<string, string> = {}) {
  return pipeline(['corriger', ...args], env);
}

async function pipeline(args: string[], env: Record<string, string> = {}) {
  closeReader();
  let stdout = '';
  let stderr = '';
  const code = await runPipelineCli(args, {
    env: { LOG_LEVEL: 'silent', DATA_DIR: dir, CORRECTIONS_OPERATOR: 'operateur-test', ...env },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

/** The published items, by id, as the publish step builds them. */
function items(): Promise<Map<string, AnnonceItem>> {
  return withWarehouse(async (warehouse) => {
    const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.test' });
    const all = new Map<string, AnnonceItem>();
    for await (const item of built.ledger) all.set(item.id, item);
    return all;
  });
}

function companies(): Promise<Record<string, { denomination: string; nombre_annonces: number }>> {
  return withWarehouse(async (warehouse) => {
    const rows = await warehouse.all<{ ridet: string; denomination: string; nombre_annonces: number }>(`SELECT ridet, denomination, nombre_annonces FROM companies ORDER BY ridet`);
    return Object.fromEntries(rows.map((r) => [r.ridet, { denomination: r.denomination, nombre_annonces: Number(r.nombre_annonces) }]));
  });
}

function correctionRows(): Promise<Record<string, unknown>[]> {
  return withWarehouse((warehouse) =>
    warehouse.all(`SELECT id, annonce_id, action, valeurs::VARCHAR AS valeurs, avant::VARCHAR AS avant, raison, par, annulee_par FROM corrections ORDER BY cree_le, id`),
  );
}

function correctionId(stdout: string): string {
  const id = /Correction (cor-[0-9a-f]{12})/.exec(stdout)?.[1];
  if (id === undefined) throw new Error(`no correction id in ${JSON.stringify(stdout)}`);
  return id;
}

describe('pipeline corriger', () => {
  it('moves a misattributed announcement to the right company, keeps it across a reparse, and takes it back', async () => {
    afterFirstRun();
    expect(await companies()).toEqual({ [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 2 } });

    const done = await corriger([MISREAD_ID, '--ridet', RIGHT, '--raison', 'RIDET mal lu : celui de LAGON BLEU PLONGÉE']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const id = correctionId(done.stdout);
    expect(await correctionRows()).toEqual([
      {
        id,
        annonce_id: MISREAD_ID,
        action: 'corriger',
        valeurs: JSON.stringify({ ridet: RIGHT }),
        avant: JSON.stringify({ ridet: WRONG }),
        raison: 'RIDET mal lu : celui de LAGON BLEU PLONGÉE',
        par: 'operateur-test',
        annulee_par: null,
      },
    ]);
    const corrected = [{ champ: 'ridet', avant: WRONG, apres: RIGHT, date: '2026-03-02T08:00:00.000Z', raison: 'RIDET mal lu : celui de LAGON BLEU PLONGÉE' }];
    const published = await items();
    expect(published.get(MISREAD_ID)).toMatchObject({ ridet: RIGHT, corrections: corrected });
    expect(published.get(OWN_ID)?.corrections).toBeUndefined();
    expect(await companies()).toEqual({
      [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 1 },
      [RIGHT]: { denomination: 'LAGON BLEU PLONGÉE', nombre_annonces: 1 },
    });

    // A reparse rewrites the row from the same (wrong) reading: the correction is applied again.
    const reparsed = await load([OWN, MISREAD], 'reparse-1');
    expect(reparsed.corrections).toEqual({ applied: 1, redundant: [], ridets: new Set([WRONG, RIGHT]) });
    expect((await items()).get(MISREAD_ID)).toMatchObject({ ridet: RIGHT, corrections: corrected });
    expect(await companies()).toEqual({
      [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 1 },
      [RIGHT]: { denomination: 'LAGON BLEU PLONGÉE', nombre_annonces: 1 },
    });

    const undone = await corriger([MISREAD_ID, '--annuler', id, '--raison', 'erreur de ma part', '--par', 'relecteur']);
    expect(undone.code).toBe(0);
    expect(undone.stdout).toContain(`Correction ${id} annulée`);
    const restored = (await items()).get(MISREAD_ID);
    expect(restored?.ridet).toBe(WRONG);
    expect(restored?.corrections).toBeUndefined();
    expect(await companies()).toEqual({ [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 2 } });
    expect((await correctionRows())[0]).toMatchObject({ id, annulee_par: 'relecteur' });

    const again = await corriger([MISREAD_ID, '--annuler', id, '--raison', 'deux fois']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('[correction_deja_annulee]');
  });

  it('reports a correction the parser now reads by itself as redundant, and keeps it', async () => {
    afterFirstRun();
    const done = await corriger([MISREAD_ID, '--ridet', RIGHT, '--type', 'statuts', '--raison', 'mal lu']);
    expect(done.code).toBe(0);
    const id = correctionId(done.stdout);

    // The parser, fixed, now reads the right RIDET but still the wrong type: not redundant.
    const half = await load([OWN, { ...MISREAD, ridet: RIGHT }], 'reparse-1');
    expect(half.corrections.redundant).toEqual([]);

    const fixed = await load([OWN, { ...MISREAD, ridet: RIGHT, type: 'statuts' }], 'reparse-2');
    expect(fixed.corrections.redundant).toEqual([{ correction_id: id, annonce_id: MISREAD_ID, champs: ['ridet', 'type'] }]);
    expect(formatCorrections(fixed.corrections).join('\n')).toContain(`Correction redondante ${id} (annonce ${MISREAD_ID})`);
    const item = (await items()).get(MISREAD_ID);
    expect(item).toMatchObject({ ridet: RIGHT, type: 'statuts' });
    expect(item?.corrections?.map((c) => [c.champ, c.avant, c.apres])).toEqual([
      ['ridet', WRONG, RIGHT],
      ['type', 'dissolution', 'statuts'],
    ]);
    expect((await correctionRows()).map((r) => r['annulee_par'])).toEqual([null]);
  });

  it('withdraws a notice that is not a company event, keeps it withdrawn across a reparse, and puts it back', async () => {
    afterFirstRun();
    const done = await corriger([MISREAD_ID, '--retirer', '--raison', 'avis de recrutement, pas un événement d’entreprise']);
    expect(done.code).toBe(0);
    const id = correctionId(done.stdout);
    expect([...(await items()).keys()]).toEqual([OWN_ID]);
    expect(await companies()).toEqual({ [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 1 } });

    await load([OWN, MISREAD], 'reparse-1');
    expect([...(await items()).keys()]).toEqual([OWN_ID]);

    expect((await corriger([MISREAD_ID, '--annuler', id, '--raison', 'c’en était un'])).code).toBe(0);
    expect([...(await items()).keys()].sort()).toEqual([OWN_ID, MISREAD_ID].sort());
    expect(await companies()).toEqual({ [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 2 } });
  });

  it('withdraws an announcement’s archived document, the announcement staying published; once, and taken back', async () => {
    afterFirstRun();
    const done = await corriger([MISREAD_ID, '--retirer-document', '--raison', 'données personnelles dans le numéro']);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`retrait du document archivé ${'a'.repeat(64)}`);
    expect([...(await items()).keys()].sort()).toEqual([OWN_ID, MISREAD_ID].sort());
    const takedowns = await withWarehouse((warehouse) => readTakedowns(warehouse));
    expect(takedowns.documents.map((d) => [d.sha256, d.motifs])).toEqual([['a'.repeat(64), ['retrait_operateur']]]);

    // The same document withdrawn again: refused, nothing written.
    const again = await corriger([OWN_ID, '--retirer-document', '--raison', 'encore']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('correction_sans_effet');
    const mixed = await corriger([OWN_ID, '--retirer-document', '--retirer', '--raison', 'x']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('--retirer-document ne se combine');

    expect((await corriger([MISREAD_ID, '--annuler', correctionId(done.stdout), '--raison', 'retiré par erreur'])).code).toBe(0);
    expect((await withWarehouse((warehouse) => readTakedowns(warehouse))).documents).toEqual([]);
  });

  it('refuses bad values with exit 2 and a French message, writing nothing', async () => {
    afterFirstRun();
    const cases: [string[], string][] = [
      [[MISREAD_ID, '--ridet', '1234567001', '--raison', 'x'], 'clé de contrôle (Luhn)'],
      [[MISREAD_ID, '--ridet', '12345', '--raison', 'x'], '10 chiffres attendus'],
      [[MISREAD_ID, '--type', 'fusion', '--raison', 'x'], 'type inconnu "fusion"'],
      [[MISREAD_ID, '--denomination', '  ', '--raison', 'x'], 'dénomination vide'],
      [[MISREAD_ID, '--raison', 'x'], 'rien à corriger'],
      [[MISREAD_ID, '--ridet', WRONG, '--raison', 'x'], 'porte déjà ces valeurs'],
      [['inconnue', '--ridet', RIGHT, '--raison', 'x'], 'annonce inconnue "inconnue"'],
      [[MISREAD_ID, '--retirer', '--ridet', RIGHT, '--raison', 'x'], '--retirer ne se combine pas'],
      [[MISREAD_ID, '--annuler', 'cor-000000000000', '--raison', 'x'], 'correction inconnue'],
      [[MISREAD_ID, '--ridet', RIGHT, '--raison', '  '], '--raison vide'],
    ];
    for (const [args, message] of cases) {
      const result = await corriger(args);
      expect({ args, code: result.code, stdout: result.stdout }).toEqual({ args, code: 2, stdout: '' });
      expect(result.stderr).toContain(message);
    }
    const missing = await corriger([MISREAD_ID, '--ridet', RIGHT]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--raison');
    expect(await correctionRows()).toEqual([]);
    expect((await items()).get(MISREAD_ID)?.ridet).toBe(WRONG);
  });

  it('records who corrected: --par, else CORRECTIONS_OPERATOR', async () => {
    afterFirstRun();
    expect((await corriger([MISREAD_ID, '--denomination', 'LAGON BLEU PLONGÉE SARL', '--raison', 'r'], { CORRECTIONS_OPERATOR: 'nuit' })).code).toBe(0);
    expect((await corriger([OWN_ID, '--type', 'statuts', '--raison', 'r', '--par', 'jour'])).code).toBe(0);
    // Both at the same injected time: compared by announcement, not by order.
    const byAnnouncement = Object.fromEntries((await correctionRows()).map((r) => [r['annonce_id'], r['par']]));
    expect(byAnnouncement).toEqual({ [MISREAD_ID]: 'nuit', [OWN_ID]: 'jour' });
  });

  it('publishes a quarantined notice a person can read, keeps it across a reparse, and unpublishes it', async () => {
    const unread: QuarantineEntry = {
      reference: 'unread',
      reason: 'ridet_absent',
      detail: 'aucun RIDET lisible',
      extrait: 'AVIS DE CONSTITUTION\nKAORI TRANSPORTS, SARL, RIDET deux millions deux cent vingt-deux mille deux cent vingt-deux, établissement 001.',
    };
    await load([OWN], 'run-1', [unread]);
    const listed = await pipeline(['quarantine', '--json']);
    expect(listed.code).toBe(0);
    const entries = JSON.parse(listed.stdout) as { id: string; reference: string }[];
    expect(entries.map((e) => e.reference)).toEqual(['unread']);
    const quarantineId = entries[0]!.id;

    const incomplete = await corriger([quarantineId, '--publier', '--ridet', RIGHT, '--raison', 'lisible']);
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('--publier demande --ridet, --type et --denomination');

    const args = [quarantineId, '--publier', '--ridet', RIGHT, '--type', 'creation', '--denomination', 'KAORI TRANSPORTS', '--date', '2024-02-01'];
    const done = await corriger([...args, '--raison', 'RIDET écrit en toutes lettres']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const id = correctionId(done.stdout);
    const annonceId = announcementId('JONC', 'unread');
    const expected = {
      id: annonceId,
      ridet: RIGHT,
      denomination: 'KAORI TRANSPORTS',
      type: 'creation',
      titre: 'AVIS DE CONSTITUTION',
      date: '2024-02-01',
      source: 'JONC',
      corrections: (['ridet', 'type', 'denomination'] as const).map((champ) => ({
        champ,
        avant: null,
        apres: { ridet: RIGHT, type: 'creation', denomination: 'KAORI TRANSPORTS' }[champ],
        date: '2026-03-02T08:00:00.000Z',
        raison: 'RIDET écrit en toutes lettres',
      })),
    };
    expect((await items()).get(annonceId)).toMatchObject(expected);
    expect((await companies())[RIGHT]).toEqual({ denomination: 'KAORI TRANSPORTS', nombre_annonces: 1 });

    // Published twice is refused: the announcement exists now.
    expect((await corriger([...args, '--raison', 'encore'])).stderr).toContain('déjà publiée');

    // A reparse quarantines the notice again; the published announcement stays, not redundant.
    const reparsed = await load([OWN], 'reparse-1', [unread]);
    expect(reparsed.corrections.redundant).toEqual([]);
    expect((await items()).get(annonceId)).toMatchObject(expected);

    const annulled = await corriger([quarantineId, '--annuler', id, '--raison', 'finalement illisible']);
    expect(annulled.code, annulled.stderr).toBe(0);
    expect((await items()).has(annonceId)).toBe(false);
    expect(await companies()).toEqual({ [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 1 } });
  });

  it('makes the next publish republish the corrected announcement as an update, with the companies it left and joined', async () => {
    afterFirstRun();
    const store = new MemoryStore('memory://corrections');
    const publish = (n: number) =>
      withWarehouse((warehouse) =>
        publishFromWarehouse({ warehouse, store, siteUrl: 'https://annonces.test', runIds: [`run-${n}`], now: new Date(Date.UTC(2026, 2, n, 2)), testing: { codeVersion: 'test' } }),
      );
    await publish(1);
    expect((await corriger([MISREAD_ID, '--ridet', RIGHT, '--raison', 'RIDET mal lu'])).code).toBe(0);
    await publish(2);
    const snapshot = await openSnapshot(store, 'current');
    const changes = await snapshot.changes();
    expect({ added: changes.added, removed: changes.removed, updated: changes.updated }).toEqual({ added: [], removed: [], updated: [MISREAD_ID] });
    expect([...changes.companiesChanged].sort()).toEqual([WRONG, RIGHT]);
    const ledger: AnnonceItem[] = [];
    for await (const item of snapshot.ledger()) ledger.push(item);
    expect(ledger.find((i) => i.id === MISREAD_ID)?.corrections?.map((c) => c.apres)).toEqual([RIGHT]);
  });

  it('keeps a corrected RID-only notice where the correction put it, although another establishment of its RID is known', async () => {
    // The parser read only the RID 2222222: served on RID + 001 until an establishment is known.
    const ridOnly = notice({ reference: 'rid-only', ridet: '2222222001', etablissement_inconnu: true, denomination: 'LAGON BLEU PLONGÉE', date: '2024-03-01' });
    const establishment = notice({ reference: 'establishment', ridet: '2222222002', denomination: 'LAGON BLEU PLONGÉE' });
    await load([OWN, ridOnly, establishment], 'run-1');
    const ridOnlyId = announcementId('JONC', 'rid-only');
    expect((await items()).get(ridOnlyId)?.ridet).toBe('2222222002');

    // The operator knows its establishment: the second one of WRONG's RID, whose only known
    // establishment is WRONG. The attachment must not move it there.
    expect((await corriger([ridOnlyId, '--ridet', '1111111002', '--raison', 'RID mal lu'])).code).toBe(0);
    expect((await items()).get(ridOnlyId)?.ridet).toBe('1111111002');
    await load([OWN, ridOnly, establishment], 'reparse-1');
    expect((await items()).get(ridOnlyId)?.ridet).toBe('1111111002');
    expect(await companies()).toEqual({
      [WRONG]: { denomination: 'PACIFIQUE BOIS', nombre_annonces: 1 },
      '1111111002': { denomination: 'LAGON BLEU PLONGÉE', nombre_annonces: 1 },
      '2222222002': { denomination: 'LAGON BLEU PLONGÉE', nombre_annonces: 1 },
    });
  });
});
