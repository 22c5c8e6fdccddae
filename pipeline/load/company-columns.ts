import { INTEGER, LIST, listValue, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';
import { COMPANY_RECORD, type CompanyColumnFieldName, type CompanySqlType } from '../../kernel/model/company-record.ts';
import { OFFICER_COLUMNS, type OfficerColumn } from '../../kernel/model/officer-record.ts';
import { VARCHAR_LIST } from './load-outcome.ts';

/** Columns of `companies` the derivation keeps for itself: no record publishes them under their name. */
const DERIVATION_INPUTS = [
  { name: 'premiere_annonce', sql: 'DATE' },
  { name: 'derniere_annonce', sql: 'DATE' },
] as const satisfies readonly { name: string; sql: CompanySqlType }[];

type WrittenName = CompanyColumnFieldName | (typeof DERIVATION_INPUTS)[number]['name'];

/** A derived company as the insert reads it: a property per written column. */
type WrittenCompany = Readonly<Record<WrittenName, unknown>>;

type ColumnField = Extract<(typeof COMPANY_RECORD)[number], { source: { from: 'column' } }>;

const WRITTEN: readonly { name: WrittenName; sql: CompanySqlType }[] = [
  ...COMPANY_RECORD.filter((f): f is ColumnField => f.source.from === 'column').map((f) => ({ name: f.name, sql: f.source.sql })),
  ...DERIVATION_INPUTS,
];

// Bound as text and cast in SQL, except integers; lists are typed (node-api infers a list's type
// from its first item, which may be null).
const INTEGER_LIST = LIST(INTEGER);

const bound = (sql: CompanySqlType, value: unknown): DuckDBValue => {
  if (value === null || value === undefined) return null;
  if (sql === 'JSON') return JSON.stringify(value);
  return value as DuckDBValue;
};

/**
 * One INSERT of `companies` rows, the lists turned back into rows by unnest. The columns are
 * every field the company record reads back from a column (kernel/model/company-record.ts), by
 * name and declared type, then the derivation's inputs: a field declared with a column is
 * written from the derived company's property of its name, and tsc refuses a derived company
 * that lacks it, so the column cannot be left unwritten.
 */
export function companyInsert(companies: readonly WrittenCompany[]): { sql: string; values: DuckDBValue[]; types: DuckDBType[] } {
  const names = WRITTEN.map((c) => c.name).join(', ');
  const selected = WRITTEN.map((c, i) => (c.sql === 'VARCHAR' || c.sql === 'INTEGER' ? `v${i}` : `v${i}::${c.sql}`)).join(', ');
  const unnested = WRITTEN.map((_, i) => `unnest($${i + 1}) AS v${i}`).join(', ');
  return {
    sql: `INSERT INTO companies (${names}) SELECT ${selected} FROM (SELECT ${unnested})`,
    values: WRITTEN.map((c) => listValue(companies.map((company) => bound(c.sql, company[c.name])))),
    types: WRITTEN.map((c) => (c.sql === 'INTEGER' ? INTEGER_LIST : VARCHAR_LIST)),
  };
}

/** A derived mandate as the insert reads it: its company's ridet and a property per declared column. */
type WrittenOfficer = { readonly ridet: string } & Readonly<Record<OfficerColumn, string | null>>;

const OFFICER_WRITTEN = ['ridet', ...(Object.keys(OFFICER_COLUMNS) as OfficerColumn[])] as const;

/**
 * One INSERT of `dirigeants` rows: the ridet, then every column the officers' declaration lists
 * (kernel/model/officer-record.ts, `OFFICER_COLUMNS`), by name, dates cast from their text. A
 * column declared there that the derived mandate lacks does not compile.
 */
export function officerInsert(officers: readonly WrittenOfficer[]): { sql: string; values: DuckDBValue[]; types: DuckDBType[] } {
  const sqlOf = (name: (typeof OFFICER_WRITTEN)[number]) => (name === 'ridet' ? 'VARCHAR' : OFFICER_COLUMNS[name].sql);
  const selected = OFFICER_WRITTEN.map((name, i) => (sqlOf(name) === 'DATE' ? `v${i}::DATE` : `v${i}`)).join(', ');
  const unnested = OFFICER_WRITTEN.map((_, i) => `unnest($${i + 1}) AS v${i}`).join(', ');
  return {
    sql: `INSERT INTO dirigeants (${OFFICER_WRITTEN.join(', ')}) SELECT ${selected} FROM (SELECT ${unnested})`,
    values: OFFICER_WRITTEN.map((name) => listValue(officers.map((officer) => officer[name]))),
    types: OFFICER_WRITTEN.map(() => VARCHAR_LIST),
  };
}
