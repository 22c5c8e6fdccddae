/** Failures of the keys file and its CLI; each carries a stable `code` and keeps its cause. */
export class KeysError extends Error {
  constructor(
    readonly code: 'keys_file_invalid' | 'keys_locked' | 'unknown_plan' | 'key_not_found',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'KeysError';
  }
}
