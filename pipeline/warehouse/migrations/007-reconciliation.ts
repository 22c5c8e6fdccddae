import type { WarehouseMigration } from './migration.ts';

/**
 * The reconciliation step (pipeline/reconcile/): `reconciliation_decisions`, one row per decision
 * it made about a notice (which company it belongs to, which name a company carries), with the
 * rule, what was printed, what was kept, a French reason and the candidates weighed; the rows of
 * a notice are replaced whenever it is decided again. `announcements.ridet_imprime`: the RIDET
 * the notice printed when reconciliation attached it to another company (null otherwise; the
 * loader resets it when it rewrites the row from the parse, as it does `corrections`).
 * `companies.rapprochements`: the decisions that shaped the record, published with it.
 */
export const reconciliation: WarehouseMigration = {
  version: 7,
  name: 'reconciliation',
  async up(connection) {
    await connection.run(`CREATE TABLE reconciliation_decisions (
      annonce_id VARCHAR NOT NULL,
      ridet VARCHAR NOT NULL,
      sujet VARCHAR NOT NULL,
      regle VARCHAR NOT NULL,
      valeur_imprimee VARCHAR,
      valeur_retenue VARCHAR,
      motif VARCHAR NOT NULL,
      candidats JSON NOT NULL
    )`);
    await connection.run(`ALTER TABLE announcements ADD COLUMN ridet_imprime VARCHAR`);
    await connection.run(`ALTER TABLE companies ADD COLUMN rapprochements JSON`);
  },
};
