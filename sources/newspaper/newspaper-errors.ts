import { AppError } from '../../kernel/errors/app-error.ts';
/** A newspaper configuration that cannot work (no listing, bad margin...), caught when the adapter is built. */
export class NewspaperConfigError extends AppError<'newspaper_config_invalid'> {
  readonly newspaper: string;
  constructor(
    newspaper: string,
    message: string,
  ) {
    super('newspaper_config_invalid', `[newspaper] [${newspaper}] ${message}`);
    this.newspaper = newspaper;
  }
}
