import { AppError } from '../../kernel/errors/app-error.ts';

/** A setting with a bad value, or a configuration file that cannot be used. Names the setting. */
export class ConfigError extends AppError<'config_invalid'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('config_invalid', message, options);
  }
}
