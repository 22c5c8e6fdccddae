import { AppError } from '../../kernel/errors/app-error.ts';

/** The webhook database could not be opened, migrated or reached. */
export class WebhookStoreError extends AppError<'webhook_store_unavailable'> {}
