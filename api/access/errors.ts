import { AppError } from '../../kernel/errors/app-error.ts';
/** Failures of the keys file and its CLI; each carries a stable `code` and keeps its cause. */
export class KeysError extends AppError<'keys_file_invalid' | 'keys_locked' | 'unknown_plan' | 'key_not_found'> {}
