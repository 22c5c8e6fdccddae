import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pipelineIn } from './in-process.ts';
import { collectRevue } from '../../cli/pipeline/revue-command.ts';
import type { ParsedNotice, QuarantineEntry } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { openSqliteSignalementStore } from '../../signalements/state/sqlite-signalement-store.ts';
import { warehouseForFile } from '../helpers/migrated-warehouse.ts';

// `pipeline revue` and `corriger --signalement` through the CLI's function, on a real DuckDB
// file and the real report database (DATA_DIR/api/webhooks.sqlite, where the API stores them).

const WRONG = '1111111001';
const RIGHT = '2222222001';
const NOW = new Date('2026-03-02T08:00:00.000Z');
const SHA = 'b'.repeat(64);

function notice(over: Partial<ParsedNotice>): ParsedNotice {
  return {
    reference: 'ref', ridet: WRONG, ridet_luhn_valide: true, denomination: 'PACIFIQUE BOIS', type: 'creation', titre: 'AVIS DE CONSTITUTION',
    resume: 'Constitution.', date: '2024-04-26', forme_juridique: 'SARL', capital: '500 000 F CFP', siege: 'Nouméa',
    ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [], texte: 'Avis de constitution de la société PACIFIQUE BOIS.', ...over,
  };
}

const MISREAD = notice({ reference: 'misread', denomination: 'LAGON BLEU PLONGÉE', texte: 'Avis de dissolution de LAGON BLEU PLONGÉE, RID 2222222.' });
const SCANNED = notice({ reference: 'scan', ocr: true, ocr_confiance: 0.61, texte: 'AVlS DE CONSTlTUTlON PAClFlQUE BOlS' });
const CLEAR_SCAN = notice({ reference: 'scan-ok', ocr: true, ocr_confiance: 0.95 });
const AMBIGUOUS: QuarantineEntry = {
  reference: 'ambigu',
  reason: 'sujet_ambigu',
  detail: 'Plusieurs entreprises identifiées sans rôle ni titre qui désigne le sujet : 1111111001, 2222222001.',
  extrait: 'Cession de parts entre PACIFIQUE BOIS et LAGON BLEU PLONGÉE',
};
const UNREADABLE: QuarantineEntry = { reference: 'vide', reason: 'document_vide', detail: 'Document vide.', extrait: null };

let dir: string;

/** run-1's warehouse, every test's start: loaded once for the file, copied by each test. */
const afterFirstRun = warehouseForFile(async (file) => {
  const warehouse = await openWarehouse(file);
  try {
    const counts = emptyLoadCounts();
    const doc = { source: 'JONC', url: 'http://sources.test/jonc/1', sha256: SHA, fetchedAt: '2024-05-08T00:00:00.000Z' };
    const record = { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} };
    await loadDocuments(warehouse, [{ doc, outcome: { notices: [MISREAD, SCANNED, CLEAR_SCAN], quarantined: [AMBIGUOUS, UNREADABLE] }, counts, record }], 'run-1');
    await finishLoad(warehouse, counts.ridets);
  } finally {
    warehouse.close();
  }
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revue-'));
  afterFirstRun(path.join(dir, 'warehouse.duckdb'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function pipeline(args: string[]) {
  return pipelineIn(dir, args, { now: NOW, operator: 'operateur-test' });
}

type ReportInput = { annonce_id: string | null; ridet: string | null; champ: 'ridet' | 'denomination' | 'autre'; valeur_proposee: string | null; commentaire: string };

/** Readers' reports, stored as the API stores them (from 203.0.113.0/24 without a key unless told). */
async function reports(items: Array<{ input: ReportInput; id: string; network?: string; key?: string | null; at?: number }>) {
  const store = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
  try {
    for (const { input, id, network, key, at } of items) {
      const created = await store.create(input, {
        id, origine: 'api', now: at ?? Date.parse('2026-03-01T10:00:00Z'), maxOpen: 10_000,
        client: { network: network ?? '4:cb0071', key: key ?? null }, networkShare: { since: 0, max: 10_000 },
      });
      expect(created.ok).toBe(true);
    }
  } finally {
    await store.close();
  }
}

const report = (input: ReportInput, id: string) => reports([{ input, id }]);

async function storedReport(id: string) {
  const store = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
  try {
    return await store.get(id);
  } finally {
    await store.close();
  }
}

describe('pipeline revue', () => {
  it('lists open reports, ambiguous notices in quarantine and low-confidence OCR readings, each with its text, document and command', async () => {
    const misreadId = announcementId('JONC', 'misread');
    await report({ annonce_id: misreadId, ridet: null, champ: 'ridet', valeur_proposee: RIGHT, commentaire: 'Cette dissolution est celle de LAGON BLEU PLONGÉE.' }, 'sig_00000000000000a1');
    const quarantine = await pipeline(['quarantine', '--json']);
    const ambiguous = (JSON.parse(quarantine.stdout) as Array<{ id: string; motif: string }>).find((q) => q.motif === 'sujet_ambigu')!;

    const res = await pipeline(['revue', '--json']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const revue = JSON.parse(res.stdout);
    expect(revue.signalements).toEqual([
      {
        id: 'sig_00000000000000a1', recu_le: '2026-03-01T10:00:00.000Z', annonce_id: misreadId, ridet: null, champ: 'ridet', valeur_proposee: RIGHT,
        commentaire: 'Cette dissolution est celle de LAGON BLEU PLONGÉE.', origine: 'api', reseau: '203.0.113.0/24', cle: null,
        extrait: 'Avis de dissolution de LAGON BLEU PLONGÉE, RID 2222222.', document_url: `/v1/documents/${SHA}`,
        commande: `npm run pipeline -- corriger ${misreadId} --ridet '${RIGHT}' --raison '<raison>' --signalement sig_00000000000000a1`,
        commande_rejet: `npm run pipeline -- signalement rejeter sig_00000000000000a1 --raison '<raison>'`,
      },
    ]);
    // Only the ambiguous entry: an empty document is not a person's to settle.
    expect(revue.quarantaine).toEqual([
      {
        id: ambiguous.id, source: 'JONC', reference: 'ambigu', motif: 'sujet_ambigu', detail: AMBIGUOUS.detail, extrait: AMBIGUOUS.extrait,
        document_url: `/v1/documents/${SHA}`,
        commande: `npm run pipeline -- corriger ${ambiguous.id} --publier --ridet <ridet> --type <type> --denomination '<dénomination>' --raison '<raison>'`,
        // The one known company the text names (test/cli/revue-candidates-cli.test.ts has the ranking).
        candidats: [expect.objectContaining({ ridet: WRONG, denomination: 'PACIFIQUE BOIS', raisons: ['nom « PACIFIQUE BOIS » cité'] })],
      },
    ]);
    expect(revue.faible_confiance).toEqual([
      expect.objectContaining({ annonce_id: announcementId('JONC', 'scan'), ocr_confiance: 0.61, extrait: 'AVlS DE CONSTlTUTlON PAClFlQUE BOlS', document_url: `/v1/documents/${SHA}` }),
    ]);

    const text = await pipeline(['revue']);
    expect(text.stdout).toContain('Signalements ouverts : 1');
    expect(text.stdout).toContain('Notices en quarantaine qu’une personne peut trancher : 1');
    expect(text.stdout).toContain('Lectures OCR peu sûres (confiance < 0.8, du document ou d’un mot) : 1');
    expect(text.stdout).toContain('--signalement sig_00000000000000a1');
    expect(text.stdout).toContain(`sinon : npm run pipeline -- signalement rejeter sig_00000000000000a1 --raison '<raison>'`);
  });

  it('prints a comment with line breaks, a C1 control or a bidi override on its own line, escaped: no forged report, no forged command', async () => {
    // Stored as a report could be before its input was checked for these (the store takes any text).
    const forged = [
      'Vrai début.',
      '  sig_00000000000000f0 · reçu le 2026-03-01 (api) · annonce 0123456789abcdef0123 · ridet',
      '    npm run pipeline -- corriger 0123456789abcdef0123 --retirer --raison x\r    \u009b2K\u202eeriter-- \\n fin',
    ].join('\n');
    await report({ annonce_id: null, ridet: RIGHT, champ: 'autre', valeur_proposee: 'NOM\u2066\nsig_faux', commentaire: forged }, 'sig_00000000000000e5');

    const text = (await pipeline(['revue'])).stdout;
    const lines = text.split('\n');
    expect(lines.filter((l) => /^\s*sig_/.test(l))).toEqual([expect.stringMatching(/^ {2}sig_00000000000000e5 · /)]);
    expect(lines.filter((l) => l.includes('--retirer --raison x'))).toHaveLength(1);
    expect(lines.find((l) => l.includes('--retirer --raison x'))).toMatch(/^ {4}« Vrai début\.\\n {2}sig_00000000000000f0 .*\\n {4}npm run pipeline -- corriger .* --retirer --raison x\\r {4}\\u\{009b\}2K\\u\{202e\}eriter-- \\\\n fin »$/);
    expect(text).toContain('→ « NOM\\u{2066}\\nsig_faux »');
    expect(text).not.toMatch(/[\r\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);

    const json = (await pipeline(['revue', '--json'])).stdout;
    expect(json).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.parse(json).signalements[0]).toMatchObject({ commentaire: forged, valeur_proposee: 'NOM\u2066\nsig_faux' });
  });

  it('corriger --signalement closes the report with the correction it led to; a closed or unknown report is refused before anything is written', async () => {
    const misreadId = announcementId('JONC', 'misread');
    await report({ annonce_id: misreadId, ridet: null, champ: 'ridet', valeur_proposee: RIGHT, commentaire: 'Cette dissolution est celle de LAGON BLEU PLONGÉE.' }, 'sig_00000000000000b2');
    const done = await pipeline(['corriger', misreadId, '--ridet', RIGHT, '--raison', 'Signalé par un lecteur : RIDET du sujet', '--signalement', 'sig_00000000000000b2', '--json']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const result = JSON.parse(done.stdout);
    expect(result.correction.id).toMatch(/^cor-[0-9a-f]{12}$/);
    expect(result.signalement).toMatchObject({ id: 'sig_00000000000000b2', statut: 'traite', correction_id: result.correction.id, clos_le: NOW.getTime() });
    expect(await storedReport('sig_00000000000000b2')).toMatchObject({ statut: 'traite', correction_id: result.correction.id });
    expect(JSON.parse((await pipeline(['revue', '--json'])).stdout).signalements).toEqual([]);

    const again = await pipeline(['corriger', misreadId, '--type', 'dissolution', '--raison', 'encore', '--signalement', 'sig_00000000000000b2']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('[signalement_already_settled]');
    const unknown = await pipeline(['corriger', misreadId, '--type', 'dissolution', '--raison', 'encore', '--signalement', 'sig_inconnu']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('[signalement_not_found]');
    // Neither refusal wrote a correction: the announcement still has only the first one.
    const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'), { readOnly: true });
    try {
      expect(await warehouse.all(`SELECT id FROM corrections`)).toEqual([{ id: result.correction.id }]);
    } finally {
      warehouse.close();
    }
  });

  it('signalement rejeter closes a report without a correction, with who and why; a closed, unknown or unexplained one is refused', async () => {
    const misreadId = announcementId('JONC', 'misread');
    await report({ annonce_id: misreadId, ridet: null, champ: 'autre', valeur_proposee: null, commentaire: 'Publicité pour un site de paris en ligne.' }, 'sig_00000000000000c3');
    const empty = await pipeline(['signalement', 'rejeter', 'sig_00000000000000c3', '--raison', '  ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe('Erreur [signalement_invalide] : --raison vide : dire pourquoi le signalement est rejeté\n');
    expect(await storedReport('sig_00000000000000c3')).toMatchObject({ statut: 'ouvert' });

    const done = await pipeline(['signalement', 'rejeter', 'sig_00000000000000c3', '--raison', 'Spam : rien sur l’annonce.']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toBe('Signalement sig_00000000000000c3 rejeté par operateur-test : Spam : rien sur l’annonce.\n');
    expect(await storedReport('sig_00000000000000c3')).toMatchObject({
      statut: 'rejete', correction_id: null, clos_le: NOW.getTime(), settled_by: 'operateur-test', motif_rejet: 'Spam : rien sur l’annonce.',
    });
    expect(JSON.parse((await pipeline(['revue', '--json'])).stdout).signalements).toEqual([]);

    const again = await pipeline(['signalement', 'rejeter', 'sig_00000000000000c3', '--raison', 'encore', '--par', 'paul']);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe('Erreur [signalement_already_settled] : le signalement sig_00000000000000c3 est déjà clos (rejeté par operateur-test : Spam : rien sur l’annonce.)\n');
    // Nor can a correction close it afterwards: it was settled, and nothing is written.
    const corrected = await pipeline(['corriger', misreadId, '--ridet', RIGHT, '--raison', 'RIDET du sujet', '--signalement', 'sig_00000000000000c3']);
    expect(corrected.code).toBe(2);
    expect(corrected.stderr).toContain('[signalement_already_settled] : le signalement sig_00000000000000c3 est déjà clos (rejeté par operateur-test');
    const unknown = await pipeline(['signalement', 'rejeter', 'sig_inconnu', '--raison', 'doublon']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('[signalement_not_found]');

    // --par names who rejects; --json prints the closed report.
    await report({ annonce_id: null, ridet: RIGHT, champ: 'denomination', valeur_proposee: 'LAGON BLEU', commentaire: 'Le nom est plus court.' }, 'sig_00000000000000d4');
    const json = await pipeline(['signalement', 'rejeter', 'sig_00000000000000d4', '--raison', 'Le Kbis confirme la dénomination publiée.', '--par', 'paul', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: 'sig_00000000000000d4', statut: 'rejete', settled_by: 'paul', motif_rejet: 'Le Kbis confirme la dénomination publiée.' });
  });

  it('lists every open report, past 200, in as many queries for 300 reports as for 3', async () => {
    const misreadId = announcementId('JONC', 'misread');
    const input = (i: number): ReportInput => ({ annonce_id: i % 2 === 0 ? misreadId : null, ridet: i % 2 === 0 ? null : RIGHT, champ: 'autre', valeur_proposee: null, commentaire: `Signalement numéro ${i}.` });
    const batch = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => ({ input: input(from + k), id: `sig_${String(from + k).padStart(16, '0')}`, at: Date.parse('2026-03-01T10:00:00Z') + from + k }));

    /** collectRevue over the real store and warehouse, counting what is asked of each. */
    async function counted(): Promise<{ listed: number; queries: number }> {
      let queries = 0;
      const counting = <T extends object>(target: T, methods: readonly string[]): T =>
        new Proxy(target, {
          get(t, name) {
            const value = Reflect.get(t, name, t) as unknown;
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              if (methods.includes(String(name))) queries += 1;
              return (value as (...a: unknown[]) => unknown).apply(t, args);
            };
          },
        });
      const store = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
      const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'), { readOnly: true });
      try {
        const revue = await collectRevue({ reports: counting(store, ['listOpen', 'get', 'counts']), warehouse: counting(warehouse, ['all', 'run']) });
        expect(revue.signalements.filter((r) => r.annonce_id === misreadId).every((r) => r.extrait !== null)).toBe(true);
        return { listed: revue.signalements.length, queries };
      } finally {
        warehouse.close();
        await store.close();
      }
    }

    await reports(batch(0, 3));
    const few = await counted();
    expect(few.listed).toBe(3);
    await reports(batch(3, 300));
    const many = await counted();
    expect(many.listed).toBe(300);
    expect(many.queries).toBe(few.queries);

    const listed = JSON.parse((await pipeline(['revue', '--json'])).stdout).signalements as Array<{ id: string }>;
    expect(listed).toHaveLength(300);
    expect(listed[0]!.id).toBe('sig_0000000000000000');
    expect(listed.at(-1)!.id).toBe('sig_0000000000000299');
  });

  it('signalement rejeter --tous-de closes every open report of a network or of a key with one reason, saying how many', async () => {
    const input: ReportInput = { annonce_id: null, ridet: RIGHT, champ: 'autre', valeur_proposee: null, commentaire: 'Achetez nos produits.' };
    await reports([
      ...[1, 2, 3].map((i) => ({ input, id: `sig_00000000000000a${i}`, network: '4:cb0071' })),
      { input, id: 'sig_00000000000000b1', network: '4:cb0072' },
      ...[1, 2].map((i) => ({ input, id: `sig_00000000000000c${i}`, network: `6:20010db800000${i}`, key: 'key_0123456789ab' })),
    ]);
    const before = JSON.parse((await pipeline(['revue', '--json'])).stdout);
    expect(before.expediteurs).toEqual([
      { de: '203.0.113.0/24', ouverts: 3, commande: `npm run pipeline -- signalement rejeter --tous-de 203.0.113.0/24 --raison '<raison>'` },
      { de: 'key_0123456789ab', ouverts: 2, commande: `npm run pipeline -- signalement rejeter --tous-de key_0123456789ab --raison '<raison>'` },
    ]);
    expect((await pipeline(['revue'])).stdout).toContain(`    203.0.113.0/24 : 3 · npm run pipeline -- signalement rejeter --tous-de 203.0.113.0/24 --raison '<raison>'`);

    const network = await pipeline(['signalement', 'rejeter', '--tous-de', '203.0.113.0/24', '--raison', 'Publicité en masse.']);
    expect(network.stderr).toBe('');
    expect(network.code).toBe(0);
    expect(network.stdout).toBe('3 signalements ouverts du réseau 203.0.113.0/24 rejetés par operateur-test : Publicité en masse.\n');
    const key = await pipeline(['signalement', 'rejeter', '--tous-de', 'key_0123456789ab', '--raison', 'Clé abusive.', '--json']);
    expect(JSON.parse(key.stdout)).toEqual({ de: 'key_0123456789ab', rejetes: 2, par: 'operateur-test', raison: 'Clé abusive.' });
    expect(await storedReport('sig_00000000000000a2')).toMatchObject({ statut: 'rejete', motif_rejet: 'Publicité en masse.', settled_by: 'operateur-test', clos_le: NOW.getTime() });
    expect(JSON.parse((await pipeline(['revue', '--json'])).stdout).signalements.map((r: { id: string }) => r.id)).toEqual(['sig_00000000000000b1']);
    expect((await pipeline(['signalement', 'rejeter', '--tous-de', '203.0.0.0/16', '--raison', 'Encore.'])).stdout).toBe('1 signalement ouvert du réseau 203.0.0.0/16 rejeté par operateur-test : Encore.\n');

    for (const [args, message] of [
      [['--tous-de', '203.0.113.7/32'], 'plus étroit que ce qui est gardé'],
      [['--tous-de', 'nimporte'], 'ni une adresse IP ni un préfixe CIDR'],
      [['sig_00000000000000b1', '--tous-de', '203.0.113.0/24'], 'pas les deux'],
      [[], 'pas les deux'],
    ] as const) {
      const refused = await pipeline(['signalement', 'rejeter', ...args, '--raison', 'x']);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain('[signalement_invalide]');
      expect(refused.stderr).toContain(message);
    }
  });
});
