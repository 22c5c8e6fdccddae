import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { errorMessage } from '../../kernel/errors/app-error.ts';
import { SignalementError } from '../signalement.ts';
import { migrateSqliteSignalements } from './migrate-signalement-store.ts';
import { signalementFromRow, type Row, type SettleOutcome, type SignalementStore } from './signalement-store.ts';

/** Runs `work` in one BEGIN IMMEDIATE transaction (the write lock taken at BEGIN). */
function immediate<R>(db: DatabaseSync, work: () => R): R {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * The reports in the webhook database's SQLite file (a second connection to it: WAL and the busy
 * timeout let the two modules write in turn). The file and its folder are created private, as
 * the webhook store makes them (the file holds signing secrets).
 */
export function openSqliteSignalementStore(file: string, options: { migrateTo?: number } = {}): SignalementStore {
  let db: DatabaseSync;
  try {
    if (file !== ':memory:') {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.closeSync(fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600));
    }
    db = new DatabaseSync(file);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    migrateSqliteSignalements(db, options.migrateTo);
  } catch (error) {
    throw new SignalementError('signalements_unavailable', `[signalements] [sqlite] cannot open ${file}: ${errorMessage(error)}`, { cause: error });
  }
  const get = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as Row | undefined;
  const one = (id: string) => {
    const row = get('SELECT * FROM signalements WHERE id = ?', id);
    return row ? signalementFromRow(row) : null;
  };
  /** The report if it is open, else why it cannot be settled (inside the settling transaction). */
  const whileOpen = (id: string): { ok: true } | Extract<SettleOutcome, { ok: false }> => {
    const found = one(id);
    if (!found) return { ok: false, reason: 'not_found', signalement: null };
    if (found.statut !== 'ouvert') return { ok: false, reason: 'already_settled', signalement: found };
    return { ok: true };
  };
  return {
    create(input, meta) {
      return Promise.resolve(
        immediate(db, () => {
          const sent = Number(get(`SELECT count(*) AS n FROM signalements WHERE client_network = ? AND cree_le >= ?`, meta.client.network, meta.networkShare.since)?.n ?? 0);
          if (sent >= meta.networkShare.max) return { ok: false as const, reason: 'network_share' as const };
          const open = Number(get(`SELECT count(*) AS n FROM signalements WHERE statut = 'ouvert'`)?.n ?? 0);
          if (open >= meta.maxOpen) return { ok: false as const, reason: 'full' as const };
          db.prepare(
            `INSERT INTO signalements (id, annonce_id, ridet, champ, valeur_proposee, commentaire, origine, statut, cree_le, client_network, client_key)
             VALUES (?, ?, ?, ?, ?, ?, ?, 'ouvert', ?, ?, ?)`,
          ).run(meta.id, input.annonce_id, input.ridet, input.champ, input.valeur_proposee, input.commentaire, meta.origine, meta.now, meta.client.network, meta.client.key);
          return { ok: true as const, signalement: one(meta.id)! };
        }),
      );
    },
    get: (id) => Promise.resolve(one(id)),
    listOpen: (limit) =>
      Promise.resolve((db.prepare(`SELECT * FROM signalements WHERE statut = 'ouvert' ORDER BY cree_le, id LIMIT ?`).all(limit ?? -1) as Row[]).map(signalementFromRow)),
    settle(id, correctionId, now, by) {
      return Promise.resolve(
        immediate(db, () => {
          const found = whileOpen(id);
          if (!found.ok) return found;
          db.prepare(`UPDATE signalements SET statut = 'traite', correction_id = ?, clos_le = ?, settled_by = ? WHERE id = ?`).run(correctionId, now, by ?? null, id);
          return { ok: true as const, signalement: one(id)! };
        }),
      );
    },
    reject(id, reason, by, now) {
      return Promise.resolve(
        immediate(db, () => {
          const found = whileOpen(id);
          if (!found.ok) return found;
          db.prepare(`UPDATE signalements SET statut = 'rejete', motif_rejet = ?, clos_le = ?, settled_by = ? WHERE id = ?`).run(reason, now, by, id);
          return { ok: true as const, signalement: one(id)! };
        }),
      );
    },
    rejectAllFrom(from, reason, by, now) {
      const [where, ...params] = 'key' in from ? ['client_key = ?', from.key] : ['client_network BETWEEN ? AND ?', from.network.low, from.network.high];
      const done = db
        .prepare(`UPDATE signalements SET statut = 'rejete', motif_rejet = ?, clos_le = ?, settled_by = ? WHERE statut = 'ouvert' AND ${where}`)
        .run(reason, now, by, ...params);
      return Promise.resolve(Number(done.changes));
    },
    counts() {
      const row = get(
        `SELECT count(*) FILTER (WHERE statut = 'ouvert') AS o, count(*) FILTER (WHERE statut = 'traite') AS t, count(*) FILTER (WHERE statut = 'rejete') AS r FROM signalements`,
      );
      return Promise.resolve({ ouverts: Number(row?.o ?? 0), traites: Number(row?.t ?? 0), rejetes: Number(row?.r ?? 0) });
    },
    async formSecret() {
      // node:crypto costs a command that reads reports (`revue`) about 8 ms of CPU to load; only
      // the API's form makes a secret.
      const { randomBytes } = await import('node:crypto');
      return immediate(db, () => {
        db.prepare(`INSERT OR IGNORE INTO signalement_secrets (name, secret) VALUES ('formulaire', ?)`).run(randomBytes(32).toString('hex'));
        return Buffer.from(String(get(`SELECT secret FROM signalement_secrets WHERE name = 'formulaire'`)!.secret), 'hex');
      });
    },
    close() {
      if (db.isOpen) db.close();
      return Promise.resolve();
    },
  };
}
