import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import type { ParsedNotice, QuarantineEntry } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { copyWarehouse, migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// Every field a reader may report, and the company facts a notice states, can be corrected:
// date, capital, siège, legal form, officers. Through the CLI's function on a real DuckDB file;
// each correction lasts through a reparse (the same document loaded again, the loader rewriting
// the row from the parse), is published in the announcement's `corrections`, and can be taken back.

const RIDET = '1000009001';
const NOW = new Date('2026-03-02T08:00:00.000Z');
/** Each command a minute after the previous one: corrections apply, and are published, in the order they were made. */
let minutes = 0;
const clock = () => new Date(NOW.getTime() + 60_000 * minutes++);
const at = (minute: number) => new Date(NOW.getTime() + 60_000 * minute).toISOString();

/** A notice the parser misread in every company fact: the day and month swapped, a zero lost, a street cut, the form and officers wrong. */
const MISREAD: ParsedNotice = {
  reference: 'nomination', ridet: RIDET, ridet_luhn_valide: true, denomination: 'MANGROVE ÉLECTRICITÉ', type: 'nomination', titre: 'NOMINATION DE GÉRANT',
  resume: 'Nomination.', date: '2025-01-05', forme_juridique: 'SA', capital: '100 000 F CFP', siege: '12 rue Jules', ancienne_denomination: null,
  nouvelle_denomination: null, dirigeants: [{ nom: 'JEAN', prenoms: 'Pierre Wahetra', fonction: 'gérant', action: 'nomination' }],
  texte: 'MANGROVE ÉLECTRICITÉ, SARL au capital de 1 000 000 F CFP, siège 12 rue Jules Garnier, Nouméa. Le 1er mai 2025, M. Paul TEIN quitte la gérance ; M. Jean-Pierre WAHETRA est nommé gérant.',
};
const ID = announcementId('JONC', 'nomination');
/** A notice the parser could not attach: an operator publishes it with its company facts. */
const UNREAD: QuarantineEntry = {
  reference: 'sans-ridet', reason: 'ridet_absent', detail: 'Le texte ne cite aucun RIDET.',
  extrait: 'MANGROVE ÉLECTRICITÉ, SARL au capital de 2 000 000 F CFP. Augmentation de capital ; M. Jean-Pierre WAHETRA, gérant.',
};

let dir: string;
const warehousePath = () => path.join(dir, 'warehouse.duckdb');

/**
 * The reads and loads between two commands go through one DuckDB instance (40 to 50 ms of CPU
 * to open one, and a test reads four to eight times): opened at the first, closed before the
 * next command, which opens the file itself, so every read after a command sees what it wrote.
 */
let reader: Warehouse | null = null;

async function withWarehouse<T>(fn: (warehouse: Warehouse) => Promise<T>): Promise<T> {
  reader ??= await openWarehouse(warehousePath());
  return fn(reader);
}

function closeReader(): void {
  reader?.close();
  reader = null;
}

/** Loads the document as a run or a reparse does: the loader, then finishLoad (corrections replayed there). */
function load(runId: string) {
  return withWarehouse(async (warehouse) => {
    const counts = emptyLoadCounts();
    const doc = { source: 'JONC', url: 'http://sources.test/jonc/3', sha256: 'd'.repeat(64), fetchedAt: '2025-05-08T00:00:00.000Z' };
    const record = { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} };
    await loadDocuments(warehouse, [{ doc, outcome: { notices: [MISREAD], quarantined: [UNREAD] }, counts, record }], runId);
    return finishLoad(warehouse, counts.ridets);
  });
}

async function corriger(args: string[]) {
  closeReader();
  let stdout = '';
  let stderr = '';
  const code = await runPipelineCli(['corriger', ID, ...args], {
    env: { LOG_LEVEL: 'silent', DATA_DIR: dir, CORRECTIONS_OPERATOR: 'operateur-test' },
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    now: clock,
  });
  return { code, stdout, stderr };
}

function row() {
  return withWarehouse(async (warehouse) => {
    const rows = await warehouse.all<Record<string, unknown>>(
      `SELECT strftime(date, '%Y-%m-%d') AS date, capital, siege, forme_juridique, dirigeants::VARCHAR AS dirigeants FROM announcements WHERE id = $1`,
      [ID],
    );
    return { ...rows[0], dirigeants: JSON.parse(String(rows[0]!['dirigeants'])) as unknown };
  });
}

function published(): Promise<AnnonceItem> {
  return withWarehouse(async (warehouse) => {
    const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.test' });
    for await (const item of built.ledger) if (item.id === ID) return item;
    throw new Error('announcement not published');
  });
}

function company() {
  return withWarehouse(async (warehouse) => ({
    record: (await warehouse.all(`SELECT forme_juridique, capital, siege, strftime(derniere_annonce, '%Y-%m-%d') AS derniere FROM companies WHERE ridet = $1`, [RIDET]))[0],
    officers: await warehouse.all(`SELECT nom, prenoms, fonction FROM dirigeants WHERE ridet = $1 ORDER BY nom`, [RIDET]),
  }));
}

/** The warehouse after run-1, where every test starts: loaded once for the file, copied by each test. */
let firstRunDir: string;
beforeAll(async () => {
  firstRunDir = fs.mkdtempSync(path.join(os.tmpdir(), 'corriger-champs-run-1-'));
  dir = firstRunDir;
  await migratedWarehouse(warehousePath());
  await load('run-1');
  closeReader();
});
afterAll(() => fs.rmSync(firstRunDir, { recursive: true, force: true }));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corriger-champs-'));
  minutes = 0;
  copyWarehouse(path.join(firstRunDir, 'warehouse.duckdb'), warehousePath());
});
afterEach(() => {
  closeReader();
  fs.rmSync(dir, { recursive: true, force: true });
});

const RIGHT = {
  date: '2025-05-01',
  capital: '1 000 000 F CFP',
  siege: '12 rue Jules Garnier, Nouméa',
  forme_juridique: 'SARL',
  dirigeants: [
    { nom: 'WAHETRA', prenoms: 'Jean-Pierre', fonction: 'gérant', action: 'nomination' },
    { nom: 'TEIN', prenoms: 'Paul', fonction: 'gérant', action: 'cessation' },
  ],
};

describe('corriger --objet', () => {
  it('gives the notice the activity it prints, published in `corrections` and as the company record’s objet, lasting through a reparse', async () => {
    const done = await corriger(['--objet', 'travaux d’électricité générale', '--raison', 'L’annonce imprime l’activité, non lue']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    await load('reparse-1');
    const item = await published();
    expect(item.corrections).toEqual([{ champ: 'objet', avant: null, apres: 'travaux d’électricité générale', date: at(0), raison: 'L’annonce imprime l’activité, non lue' }]);
    const files = await withWarehouse(async (warehouse) => {
      const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.test' });
      for await (const artefact of built.artefacts) if (artefact.path === `entreprises/${RIDET}.json`) return JSON.parse(artefact.body.toString('utf8')) as Record<string, unknown>;
      throw new Error('company not published');
    });
    expect(files).toMatchObject({ objet: 'travaux d’électricité générale', objet_annonce_id: ID });
    const empty = await corriger(['--objet', ' ', '--raison', 'vide']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('objet vide');
  });
});

describe('corriger: date, capital, siège, forme and officers', () => {
  it('each field corrected lasts through a reparse, is published in `corrections` and reaches the company record', async () => {
    const steps = [
      ['--date', '2025-05-01', '--raison', 'Jour et mois inversés'],
      ['--capital', '1 000 000 F CFP', '--raison', 'Un zéro perdu'],
      ['--siege', '12 rue Jules Garnier, Nouméa', '--raison', 'Adresse coupée'],
      ['--forme', 'sarl', '--raison', 'L’annonce dit SARL'],
      ['--dirigeant', 'WAHETRA Jean-Pierre (gérant)', '--dirigeant', 'TEIN Paul (gérant, cessation)', '--raison', 'Nom et prénom mal séparés ; le départ oublié'],
    ];
    for (const args of steps) {
      const done = await corriger(args);
      expect(done.stderr, args.join(' ')).toBe('');
      expect(done.code).toBe(0);
    }
    expect(await row()).toEqual(RIGHT);

    // The reparse rewrites the row from the parse (the misreading again); the corrections come back.
    const reparsed = await load('reparse-1');
    expect(reparsed.corrections.redundant).toEqual([]);
    expect(await row()).toEqual(RIGHT);

    const item = await published();
    expect(item.date).toBe('2025-05-01');
    expect(item.corrections).toEqual([
      { champ: 'date', avant: '2025-01-05', apres: '2025-05-01', date: at(0), raison: 'Jour et mois inversés' },
      { champ: 'capital', avant: '100 000 F CFP', apres: '1 000 000 F CFP', date: at(1), raison: 'Un zéro perdu' },
      { champ: 'siege', avant: '12 rue Jules', apres: '12 rue Jules Garnier, Nouméa', date: at(2), raison: 'Adresse coupée' },
      { champ: 'forme_juridique', avant: 'SA', apres: 'SARL', date: at(3), raison: 'L’annonce dit SARL' },
      {
        champ: 'dirigeants', avant: 'JEAN Pierre Wahetra (gérant)', apres: 'WAHETRA Jean-Pierre (gérant); TEIN Paul (gérant, cessation)', date: at(4),
        raison: 'Nom et prénom mal séparés ; le départ oublié',
      },
    ]);
    const { record, officers } = await company();
    expect(record).toEqual({ forme_juridique: 'SARL', capital: '1 000 000 F CFP', siege: '12 rue Jules Garnier, Nouméa', derniere: '2025-05-01' });
    expect(officers.map((o) => o['nom'])).toContain('WAHETRA');
    expect(officers.map((o) => o['nom'])).not.toContain('JEAN');
  });

  it('taken back, the officers return to what the parse reads; the other corrections stay', async () => {
    await corriger(['--capital', '1 000 000 F CFP', '--raison', 'Un zéro perdu']);
    const officers = await corriger(['--dirigeant', 'WAHETRA Jean-Pierre (gérant)', '--raison', 'Nom et prénom mal séparés', '--json']);
    const id = (JSON.parse(officers.stdout) as { correction: { id: string } }).correction.id;
    await load('reparse-1');
    const back = await corriger(['--annuler', id, '--raison', 'Erreur de saisie']);
    expect(back.stderr).toBe('');
    expect(await row()).toEqual({ ...RIGHT, date: '2025-01-05', siege: '12 rue Jules', forme_juridique: 'SA', dirigeants: MISREAD.dirigeants });
    expect((await published()).corrections?.map((c) => c.champ)).toEqual(['capital']);
  });

  it('a quarantined notice published with its company facts carries them as corrections, and keeps them through a reparse', async () => {
    const entry = await withWarehouse((w) => w.all<{ id: string }>(`SELECT id FROM quarantine WHERE reference = 'sans-ridet'`));
    closeReader();
    const res = await runPipelineCli(
      ['corriger', entry[0]!.id, '--publier', '--ridet', RIDET, '--type', 'capital', '--denomination', 'MANGROVE ÉLECTRICITÉ', '--date', '2025-06-01',
        '--capital', '2 000 000 F CFP', '--dirigeant', 'WAHETRA Jean-Pierre (gérant)', '--raison', 'RIDET retrouvé par la revue'],
      { env: { LOG_LEVEL: 'silent', DATA_DIR: dir, CORRECTIONS_OPERATOR: 'operateur-test' }, out: () => undefined, err: (t) => expect(t).toBe(''), now: clock },
    );
    expect(res).toBe(0);
    await load('reparse-1');
    const publishedId = announcementId('JONC', 'sans-ridet');
    const item = await withWarehouse(async (warehouse) => {
      const built = await buildArtefacts(warehouse, { siteUrl: 'https://annonces.test' });
      for await (const i of built.ledger) if (i.id === publishedId) return i;
      return null;
    });
    // The date is the one it is published with, not a correction of a date read; nothing was read, so every `avant` is null.
    expect(item?.date).toBe('2025-06-01');
    expect(item?.corrections?.map((c) => [c.champ, c.avant, c.apres])).toEqual([
      ['ridet', null, RIDET],
      ['type', null, 'capital'],
      ['denomination', null, 'MANGROVE ÉLECTRICITÉ'],
      ['capital', null, '2 000 000 F CFP'],
      ['dirigeants', null, 'WAHETRA Jean-Pierre (gérant)'],
    ]);
  });

  it('refuses, with nothing written, a date off the calendar, an unknown form, an officer written otherwise, officers and none at once, and the values already held', async () => {
    const refusals: Array<[string[], string]> = [
      [['--date', '2025-02-30'], '"2025-02-30"'],
      [['--forme', 'SARLU'], 'Erreur [correction_invalide] : forme juridique inconnue "SARLU" ; formes : EURL, GIE, SA, SAEML, SARL, SAS, SASU'],
      [['--dirigeant', 'Jean-Pierre WAHETRA (gérant)'], 'le nom, en capitales, vient en premier'],
      [['--dirigeant', 'WAHETRA Jean-Pierre'], 'fonction entre parenthèses manquante ; attendu : NOM Prénoms (fonction) ou NOM Prénoms (fonction, cessation)'],
      [['--dirigeant', 'WAHETRA Jean-Pierre (gérant, démission)'], 'seulement « cessation »'],
      [['--dirigeant', 'WAHETRA Jean-Pierre (gérant)', '--sans-dirigeants'], '--sans-dirigeants ne se combine pas avec --dirigeant'],
      [['--capital', '100 000 F CFP'], '[correction_sans_effet]'],
      [['--dirigeant', 'JEAN Pierre Wahetra (gérant)'], '[correction_sans_effet]'],
    ];
    for (const [args, message] of refusals) {
      const res = await corriger([...args, '--raison', 'essai']);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(message);
    }
    expect(await withWarehouse((w) => w.all(`SELECT id FROM corrections`))).toEqual([]);
    // --sans-dirigeants empties the list read.
    expect((await corriger(['--sans-dirigeants', '--raison', 'Aucun dirigeant nommé'])).code).toBe(0);
    expect((await row()).dirigeants).toEqual([]);
  });
});
