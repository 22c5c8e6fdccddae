import { describe, expect, it } from 'vitest';
import { RECORD_FIELDS, type RecordField } from '../../../kernel/model/announcement-record.ts';
import { annonceExportColumns } from '../../../publish/snapshot/export-columns.ts';

describe('announcement export columns', () => {
  it('are the published fields and the provenance, in declaration order, typed for DuckDB', () => {
    expect(annonceExportColumns()).toEqual({
      id: 'VARCHAR',
      ridet: 'VARCHAR',
      denomination: 'VARCHAR',
      type: 'VARCHAR',
      titre: 'VARCHAR',
      resume: 'VARCHAR',
      date: 'DATE',
      source: 'VARCHAR',
      fiche_url: 'VARCHAR',
      source_url: 'VARCHAR',
      // The ledger's ISO text, as NDJSON carries it.
      fetched_at: 'VARCHAR',
      raw_sha256: 'VARCHAR',
      etablissement_inconnu: 'BOOLEAN',
      organes_procedure: 'JSON',
      evenement_id: 'VARCHAR',
      ocr: 'BOOLEAN',
      ocr_confiance: 'DOUBLE',
      // Operator corrections (docs/corrections.md), a list of objects.
      corrections: 'JSON',
      // Present when the printed RID fails its check, and when reconciliation moved the notice (pipeline/reconcile/).
      ridet_luhn_valide: 'BOOLEAN',
      ridet_imprime: 'VARCHAR',
      document_url: 'VARCHAR',
      // Computed at publish, an object.
      capital_montant: 'JSON',
    });
  });

  it('follow a field added to the declaration, and leave out what is neither published nor provenance', () => {
    const added: RecordField[] = [
      ...RECORD_FIELDS,
      {
        name: 'capital_montant',
        column: { sql: 'DOUBLE', nullable: true },
        origin: { from: 'derived', by: 'a test' },
        published: { required: false, schema: { type: 'number' } },
        digest: true,
      },
      { name: 'interne', column: { sql: 'VARCHAR', nullable: true }, origin: { from: 'load' }, published: { no: 'a test' }, digest: { no: 'a test' } },
    ];
    const columns = annonceExportColumns(added);
    expect(Object.keys(columns).at(-1)).toBe('capital_montant');
    expect(columns.capital_montant).toBe('DOUBLE');
    expect(columns).not.toHaveProperty('interne');
    expect(columns).not.toHaveProperty('texte');
    expect(columns).not.toHaveProperty('first_run_id');
  });
});
