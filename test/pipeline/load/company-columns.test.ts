import { describe, expect, it } from 'vitest';
import { COMPANY_COLUMN_FIELDS, type CompanySqlType } from '../../../kernel/model/company-record.ts';
import { OFFICER_COLUMNS } from '../../../kernel/model/officer-record.ts';
import { companyInsert, officerInsert } from '../../../pipeline/load/company-columns.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';

/**
 * The company derivation writes each field the record reads back from a column into the column
 * of its name, and each declared officer column into its own, whatever its place in the
 * declaration: a field added to a declaration is written without touching the inserts.
 */

type Sample = { value: unknown; stored: string };

/** A value of each declared type, distinct per column, and the text DuckDB gives it back as. */
function sample(sql: CompanySqlType, index: number, name: string): Sample {
  switch (sql) {
    case 'VARCHAR':
      return { value: `${name} ${index}`, stored: `${name} ${index}` };
    case 'DATE': {
      const day = `2024-01-${String(index + 1).padStart(2, '0')}`;
      return { value: day, stored: day };
    }
    case 'INTEGER':
      return { value: 100 + index, stored: String(100 + index) };
    case 'JSON':
      return { value: [name, index], stored: `["${name}",${index}]` };
  }
}

/** `company` inserted into an in-memory warehouse by the derivation's INSERT, then `read` on it. */
async function withInserted(company: Parameters<typeof companyInsert>[0][number], read: (warehouse: Awaited<ReturnType<typeof openWarehouse>>) => Promise<void>): Promise<void> {
  const warehouse = await openWarehouse(':memory:');
  try {
    const insert = companyInsert([company]);
    await warehouse.connection.run(insert.sql, insert.values, insert.types);
    await read(warehouse);
  } finally {
    warehouse.close();
  }
}

describe('the companies the derivation writes', () => {
  it('store every column field of the record in its own column, with the derivation’s dates beside them', async () => {
    expect(COMPANY_COLUMN_FIELDS.length).toBeGreaterThan(10);
    const samples = new Map(COMPANY_COLUMN_FIELDS.map((f, i) => [f.name, sample(f.source.sql, i, f.name)]));
    const company = {
      ...Object.fromEntries([...samples].map(([name, s]) => [name, s.value])),
      premiere_annonce: '2016-03-01',
      derniere_annonce: '2025-06-30',
    } as Parameters<typeof companyInsert>[0][number];
    await withInserted(company, async (warehouse) => {
      for (const [name, s] of samples) {
        const [row] = await warehouse.all<{ v: string | null }>(`SELECT ${name}::VARCHAR AS v FROM companies`);
        expect({ column: name, stored: row?.v }).toEqual({ column: name, stored: s.stored });
      }
      expect(await warehouse.all(`SELECT premiere_annonce::VARCHAR AS p, derniere_annonce::VARCHAR AS d FROM companies`)).toEqual([{ p: '2016-03-01', d: '2025-06-30' }]);
    });
  });

  it('store a fact the notices do not give as null, not as text', async () => {
    const company = {
      ...Object.fromEntries(COMPANY_COLUMN_FIELDS.map((f, i) => [f.name, sample(f.source.sql, i, f.name).value])),
      objet: null,
      date_radiation: null,
      rapprochements: null,
      premiere_annonce: '2016-03-01',
      derniere_annonce: '2025-06-30',
    } as Parameters<typeof companyInsert>[0][number];
    await withInserted(company, async (warehouse) => {
      expect(await warehouse.all(`SELECT objet IS NULL AS o, date_radiation IS NULL AS d, rapprochements IS NULL AS r FROM companies`)).toEqual([{ o: true, d: true, r: true }]);
    });
  });

  it('store every declared column of a mandate in its own column, dates as dates', async () => {
    const values = Object.fromEntries(
      Object.entries(OFFICER_COLUMNS).map(([name, column], i) => [name, column.sql === 'DATE' ? `2023-0${(i % 9) + 1}-1${i % 10}` : `${name} ${i}`]),
    );
    const warehouse = await openWarehouse(':memory:');
    try {
      const insert = officerInsert([{ ridet: '1234567001', ...values } as Parameters<typeof officerInsert>[0][number]]);
      await warehouse.connection.run(insert.sql, insert.values, insert.types);
      for (const [name, column] of Object.entries(OFFICER_COLUMNS)) {
        const [row] = await warehouse.all<{ v: string; t: string }>(`SELECT ${name}::VARCHAR AS v, typeof(${name}) AS t FROM dirigeants WHERE ridet = '1234567001'`);
        expect({ column: name, stored: row }).toEqual({ column: name, stored: { v: values[name], t: column.sql } });
      }
    } finally {
      warehouse.close();
    }
  });
});
