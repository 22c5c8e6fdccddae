import { AppError } from '../../kernel/errors/app-error.ts';

/**
 * A run refused before it starts: a malformed or earlier --as-of, a source without an address.
 * In a module of its own, so that a command refusing a start (the demo) need not load the whole
 * pipeline to say so.
 */
export class RunInputError extends AppError<'run_input_invalid'> {
  constructor(message: string) {
    super('run_input_invalid', message);
  }
}
