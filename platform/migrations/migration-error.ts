import { AppError } from '../../kernel/errors/app-error.ts';

/**
 * - `migration_numbering_invalid`: the code's own list has a gap, a duplicate or an order
 *   other than 1, 2, ...; nothing was applied.
 * - `migration_schema_newer`: the database is at a version this code does not know; nothing
 *   was applied, since writing it with an older idea of its schema could lose data.
 * - `migration_failed`: one step failed; the database stays at the last version that succeeded.
 */
export type MigrationErrorCode = 'migration_numbering_invalid' | 'migration_schema_newer' | 'migration_failed';

export class MigrationError extends AppError<MigrationErrorCode> {}
