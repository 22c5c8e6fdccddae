import { RECORD_FIELDS, isPublished, type RecordField, type RecordSqlType } from '../../kernel/model/announcement-record.ts';

/**
 * The columns of an announcements export (Parquet), derived from the record declaration: every
 * published field and the provenance fields, in declaration order, the keys a ledger item can
 * carry. A field added to the declaration reaches the exports without an edit here.
 *
 * Types follow the warehouse column, with two exceptions: `TIMESTAMP` stays the ISO 8601 text
 * the ledger carries (`fetched_at`), so both formats hold the same value; and a field computed
 * at publish (no column) is text when its schema says a string (`fiche_url`, `document_url`),
 * JSON otherwise (`capital_montant`, an object).
 */
const EXPORT_TYPES: Record<RecordSqlType, string> = {
  VARCHAR: 'VARCHAR',
  BOOLEAN: 'BOOLEAN',
  DOUBLE: 'DOUBLE',
  DATE: 'DATE',
  TIMESTAMP: 'VARCHAR',
  JSON: 'JSON',
};

/** The exported fields: published or provenance, in declaration order. */
export function exportedFields(fields: readonly RecordField[] = RECORD_FIELDS): RecordField[] {
  return fields.filter((field) => isPublished(field) || field.provenance === true);
}

/** Column name -> DuckDB type, in declaration order (read_json's `columns`). */
export function annonceExportColumns(fields: readonly RecordField[] = RECORD_FIELDS): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const field of exportedFields(fields)) columns[field.name] = field.column === null ? computedType(field) : EXPORT_TYPES[field.column.sql];
  return columns;
}

function computedType(field: RecordField): string {
  return isPublished(field) && field.published.schema['type'] === 'string' ? 'VARCHAR' : 'JSON';
}
