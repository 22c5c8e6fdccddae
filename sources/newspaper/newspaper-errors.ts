/** A newspaper configuration that cannot work (no listing, bad margin...), caught when the adapter is built. */
export class NewspaperConfigError extends Error {
  readonly code = 'newspaper_config_invalid';
  constructor(
    readonly newspaper: string,
    message: string,
  ) {
    super(`[newspaper] [${newspaper}] ${message}`);
    this.name = 'NewspaperConfigError';
  }
}
