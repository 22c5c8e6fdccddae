import { AppError } from '../../kernel/errors/app-error.ts';

/** The warehouse could not be opened (missing, locked by a writer, unreadable), by either client. */
export class WarehouseError extends AppError<'warehouse_unavailable'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('warehouse_unavailable', message, options);
  }
}
