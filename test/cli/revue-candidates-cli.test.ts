import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pipelineIn } from './in-process.ts';
import type { ParsedNotice, QuarantineEntry } from '../../kernel/model/announcement.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { finishLoad } from '../../pipeline/load/finish-load.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { openSqliteSignalementStore } from '../../signalements/state/sqlite-signalement-store.ts';
import { warehouseForFile } from '../helpers/migrated-warehouse.ts';

// `pipeline revue` on every quarantine reason a person can settle, each with the companies its
// text points to (by name, former name, siège, officers) and the `corriger --publier` line that
// attaches it; through the CLI's function on a real DuckDB file. The notices are written from
// the rule: a name change, a transfer of office, a share sale, a closure that print no RIDET.

const MANGROVE = '1000009001';
const MANGROVE_IMMO = '2000008001';
const TAMANU = '3000007001';
const FOURNIL = '4000006001';
const NOW = new Date('2026-03-02T08:00:00.000Z');
const SHA = 'c'.repeat(64);

function notice(over: Partial<ParsedNotice> & Pick<ParsedNotice, 'reference' | 'ridet' | 'denomination'>): ParsedNotice {
  return {
    ridet_luhn_valide: true, type: 'creation', titre: 'AVIS DE CONSTITUTION', resume: 'Constitution.', date: '2024-04-26', forme_juridique: 'SARL',
    capital: '1 000 000 F CFP', siege: null, ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [], texte: `Constitution de ${over.denomination}.`, ...over,
  };
}

const PUBLISHED: ParsedNotice[] = [
  notice({
    reference: 'c-mangrove', ridet: MANGROVE, denomination: 'MANGROVE ÉLECTRICITÉ', siege: '12 rue Jules Garnier, Nouméa',
    dirigeants: [{ nom: 'WAHETRA', prenoms: 'Jean-Pierre', fonction: 'gérant', action: 'nomination' }],
  }),
  notice({ reference: 'c-immo', ridet: MANGROVE_IMMO, denomination: 'MANGROVE IMMOBILIER', forme_juridique: 'SCI', siege: 'Koné' }),
  notice({
    reference: 'c-tamanu', ridet: TAMANU, denomination: 'TAMANU CONSEIL', forme_juridique: 'SAS', siege: '45 avenue du Maréchal Foch, Nouméa',
    dirigeants: [{ nom: 'KASARHEROU', prenoms: 'Lise', fonction: 'président', action: 'nomination' }],
  }),
  notice({ reference: 'c-boulangerie', ridet: FOURNIL, denomination: 'BOULANGERIE DU PORT', date: '2020-01-10', siege: 'Port Autonome, Nouméa' }),
  notice({
    reference: 'm-fournil', ridet: FOURNIL, denomination: 'FOURNIL DU PORT', type: 'statuts', titre: 'CHANGEMENT DE DÉNOMINATION', date: '2023-05-02',
    ancienne_denomination: 'BOULANGERIE DU PORT', nouvelle_denomination: 'FOURNIL DU PORT', texte: 'BOULANGERIE DU PORT devient FOURNIL DU PORT.',
  }),
  // Read from a scan at low confidence: published, and put in front of a person with the companies its text names.
  notice({
    reference: 'ocr-immo', ridet: MANGROVE_IMMO, denomination: 'MANGROVE IMMOBILIER', forme_juridique: 'SCI', type: 'nomination', titre: 'NOMINATION', date: '2025-02-03',
    ocr: true, ocr_confiance: 0.64, texte: 'NOMlNATlON. MANGROVE IMMOBILIER, SCI. M. Jean-Pierre WAHETRA est nommé gérant.',
  }),
];

const absent = (reference: string, extrait: string, reason: QuarantineEntry['reason'] = 'ridet_absent'): QuarantineEntry => ({
  reference, reason, detail: 'Le texte ne cite aucun RIDET, RID ni numéro RCS : impossible de rattacher l’annonce à une entreprise.', extrait,
});
const NAME_CHANGE = absent('q-nom', 'Aux termes d’une assemblée générale extraordinaire du 3 mars 2025, les associés de la société MANGROVE ÉLECTRICITÉ, SARL au capital de 1 000 000 F CFP, ont décidé de modifier la dénomination sociale, qui devient MANGROVE ÉNERGIES.');
// A scan split one word and a typist swapped two letters: 'TAMA NU CONSIEL'.
const TRANSFER = absent('q-siege', 'TRANSFERT DE SIÈGE. TAMA NU CONSIEL, SAS. Le siège social, situé 45 avenue du Maréchal Foch à Nouméa, est transféré au 3 rue de Sébastopol à Nouméa à compter du 1er juillet 2025.');
const SHARE_SALE = absent('q-cession', 'CESSION DE PARTS. Par acte du 2 juin 2025, M. Jean-Pierre WAHETRA a cédé cinquante parts sociales à Mme Lise KASARHEROU.');
const CLOSURE = absent('q-cloture', 'Clôture pour insuffisance d’actif de la liquidation judiciaire de la SARL BOULANGERIE DU PORT, jugement du 9 septembre 2025.');
const NO_DATE = { ...absent('q-date', 'Nomination de M. Jean-Pierre WAHETRA en qualité de gérant de MANGROVE ÉLECTRICITÉ.'), reason: 'date_absente' as const, detail: 'Aucune date.' };
const OUT_OF_SCOPE: QuarantineEntry = { reference: 'q-hors', reason: 'hors_champ', detail: 'Subvention : pas un événement de la vie de la société.', extrait: 'Subvention accordée à MANGROVE ÉLECTRICITÉ.' };
const EMPTY: QuarantineEntry = { reference: 'q-vide', reason: 'document_vide', detail: 'Document vide.', extrait: null };

let dir: string;

/** run-1's warehouse, every test's start: loaded once for the file, copied by each test. */
const afterFirstRun = warehouseForFile(async (file) => {
  const warehouse = await openWarehouse(file);
  try {
    const counts = emptyLoadCounts();
    const doc = { source: 'JONC', url: 'http://sources.test/jonc/2', sha256: SHA, fetchedAt: '2025-09-20T00:00:00.000Z' };
    const record = { ...doc, contentType: 'text/plain', body: Buffer.from('texte'), meta: {} };
    const quarantined = [NAME_CHANGE, TRANSFER, SHARE_SALE, CLOSURE, NO_DATE, OUT_OF_SCOPE, EMPTY];
    await loadDocuments(warehouse, [{ doc, outcome: { notices: PUBLISHED, quarantined }, counts, record }], 'run-1');
    await finishLoad(warehouse, counts.ridets);
  } finally {
    warehouse.close();
  }
});

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revue-candidats-'));
  afterFirstRun(path.join(dir, 'warehouse.duckdb'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function pipeline(args: string[]) {
  return pipelineIn(dir, args, { now: NOW, operator: 'operateur-test' });
}

/** A command line as `revue` prints it, split as a shell would (its values are single-quoted). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2]!));
}

interface Item {
  id: string;
  reference: string;
  motif: string;
  candidats: Array<{ ridet: string; denomination: string; score: number; raisons: string[]; commande: string | null }>;
}

describe('pipeline revue: what a person can settle, with its candidate companies', () => {
  it('lists notices quarantined without a RIDET, with the companies their name, former name, siège or officers point to, best first', async () => {
    const res = await pipeline(['revue', '--json']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const items = (JSON.parse(res.stdout) as { quarantaine: Item[] }).quarantaine;
    const by = new Map(items.map((q) => [q.reference, q]));
    // Not a company event, and a parser's problem: neither is a person's to settle.
    expect([...by.keys()].sort()).toEqual(['q-cession', 'q-cloture', 'q-date', 'q-nom', 'q-siege']);

    // The name printed as registered: that company alone ('MANGROVE' alone is half of another's name, too little).
    const nameChange = by.get('q-nom')!;
    expect(nameChange.motif).toBe('ridet_absent');
    expect(nameChange.candidats.map((c) => [c.ridet, c.score])).toEqual([[MANGROVE, 1]]);
    expect(nameChange.candidats[0]!.raisons).toEqual(['nom « MANGROVE ÉLECTRICITÉ » cité']);
    expect(nameChange.candidats[0]!.commande).toBe(
      `npm run pipeline -- corriger ${nameChange.id} --publier --ridet ${MANGROVE} --type statuts --denomination 'MANGROVE ÉLECTRICITÉ' --raison '<raison>'`,
    );

    // A split, misspelt name (0.8) and the old address's three words (0.5).
    const transfer = by.get('q-siege')!.candidats;
    expect(transfer.map((c) => [c.ridet, c.score])).toEqual([[TAMANU, 1.3]]);
    expect(transfer[0]!.raisons).toEqual([
      'nom « TAMANU CONSEIL » cité sous la graphie « tama nu consiel »',
      'siège « 45 avenue du Maréchal Foch, Nouméa » : 3 mot(s) sur 3 cités',
    ]);

    // Officers only: each company one officer named (0.3), ties in RIDET order.
    const sale = by.get('q-cession')!.candidats;
    expect(sale.map((c) => [c.ridet, c.score, c.raisons])).toEqual([
      [MANGROVE, 0.3, ['dirigeant(s) cité(s) : WAHETRA Jean-Pierre']],
      [TAMANU, 0.3, ['dirigeant(s) cité(s) : KASARHEROU Lise']],
    ]);

    // The closure names the company by its former name.
    const closure = by.get('q-cloture')!.candidats;
    expect(closure.map((c) => [c.ridet, c.denomination, c.score, c.raisons])).toEqual([[FOURNIL, 'FOURNIL DU PORT', 0.9, ['ancienne dénomination « BOULANGERIE DU PORT » citée']]]);

    // Without a date read, the line asks for one.
    const noDate = by.get('q-date')!;
    expect(noDate.motif).toBe('date_absente');
    expect(noDate.candidats[0]!.ridet).toBe(MANGROVE);
    expect(noDate.candidats[0]!.commande).toContain(`--ridet ${MANGROVE} --type nomination --denomination 'MANGROVE ÉLECTRICITÉ' --date <AAAA-MM-JJ> --raison '<raison>'`);

    const text = await pipeline(['revue']);
    expect(text.stdout).toContain('Notices en quarantaine qu’une personne peut trancher : 5');
    expect(text.stdout).toContain(`1. TAMANU CONSEIL (${TAMANU}) · score 1.30 · nom « TAMANU CONSEIL » cité sous la graphie « tama nu consiel »`);
    expect(text.stdout).toContain(`       npm run pipeline -- corriger ${nameChange.id} --publier --ridet ${MANGROVE} --type statuts`);
  });

  it('a low-confidence reading lists the companies its text names: a line for each it is not on', async () => {
    const revue = JSON.parse((await pipeline(['revue', '--json'])).stdout) as { faible_confiance: Array<{ annonce_id: string; candidats: Item['candidats'] }> };
    const ocrId = announcementId('JONC', 'ocr-immo');
    const reading = revue.faible_confiance.find((a) => a.annonce_id === ocrId)!;
    // Its own name (1); the other company half by name (0.4 x 1/2) and by its officer (0.3).
    expect(reading.candidats).toEqual([
      { ridet: MANGROVE_IMMO, denomination: 'MANGROVE IMMOBILIER', score: 1, raisons: ['nom « MANGROVE IMMOBILIER » cité'], commande: null },
      {
        ridet: MANGROVE, denomination: 'MANGROVE ÉLECTRICITÉ', score: 0.5,
        raisons: ['nom « MANGROVE ÉLECTRICITÉ » en partie cité (1 mot(s) sur 2)', 'dirigeant(s) cité(s) : WAHETRA Jean-Pierre'],
        commande: `npm run pipeline -- corriger ${ocrId} --ridet ${MANGROVE} --raison '<raison>'`,
      },
    ]);
  });

  it('a reader’s report of a date or of officers comes with the corriger option that sets it', async () => {
    const ocrId = announcementId('JONC', 'ocr-immo');
    const store = openSqliteSignalementStore(path.join(dir, 'api', 'webhooks.sqlite'));
    try {
      const at = { origine: 'api', now: Date.parse('2026-03-01T10:00:00Z'), maxOpen: 100, client: { network: '4:cb0071', key: null }, networkShare: { since: 0, max: 10_000 } } as const;
      await store.create({ annonce_id: ocrId, ridet: null, champ: 'date', valeur_proposee: '2025-02-04', commentaire: 'Le journal est du 4 février.' }, { ...at, id: 'sig_00000000000000e5' });
      await store.create({ annonce_id: ocrId, ridet: null, champ: 'dirigeants', valeur_proposee: 'WAHETRA Jean-Pierre (gérant)', commentaire: 'Le gérant manque.' }, { ...at, id: 'sig_00000000000000f6' });
    } finally {
      await store.close();
    }
    const reports = (JSON.parse((await pipeline(['revue', '--json'])).stdout) as { signalements: Array<{ id: string; commande: string }> }).signalements;
    expect(reports.map((r) => r.commande)).toEqual([
      `npm run pipeline -- corriger ${ocrId} --date '2025-02-04' --raison '<raison>' --signalement sig_00000000000000e5`,
      `npm run pipeline -- corriger ${ocrId} --dirigeant 'WAHETRA Jean-Pierre (gérant)' --raison '<raison>' --signalement sig_00000000000000f6`,
    ]);
  });

  it('the line a candidate carries, run with a reason, publishes the notice on that company', async () => {
    const items = (JSON.parse((await pipeline(['revue', '--json'])).stdout) as { quarantaine: Item[] }).quarantaine;
    const closure = items.find((q) => q.reference === 'q-cloture')!;
    const args = shellWords(closure.candidats[0]!.commande!.replace('<raison>', 'Clôture de l’ancienne BOULANGERIE DU PORT')).slice(4);
    expect(args.slice(0, 3)).toEqual(['corriger', closure.id, '--publier']);
    const done = await pipeline(args);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);

    const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'), { readOnly: true });
    try {
      expect(await warehouse.all(`SELECT ridet, type, denomination FROM announcements WHERE id = $1`, [announcementId('JONC', 'q-cloture')])).toEqual([
        { ridet: FOURNIL, type: 'procedure', denomination: 'FOURNIL DU PORT' },
      ]);
    } finally {
      warehouse.close();
    }
    // Settled: it leaves the queue.
    const after = (JSON.parse((await pipeline(['revue', '--json'])).stdout) as { quarantaine: Item[] }).quarantaine;
    expect(after.map((q) => q.reference)).not.toContain('q-cloture');
  });
});
