/**
 * The one error base of the project. Every error we throw on purpose carries a stable `code`
 * (snake_case, part of our interface: run reports, problem+json bodies, exit messages and
 * tests match on it, never on the message) and keeps its `cause`.
 *
 * @example
 * try { await store.get(key); }
 * catch (error) {
 *   if (StoreError.is(error)) log(error.code);       // narrowed to StoreError
 *   if (AppError.is(error)) log(error.code);         // any of ours
 *   throw error;
 * }
 */
export class AppError<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    // The subclass's name, so stack traces and logs say which error it is.
    this.name = new.target.name;
  }

  /** Type guard for this class and its subclasses: `SnapshotError.is(error)`. */
  static is<T extends abstract new (...args: never[]) => AppError>(this: T, error: unknown): error is InstanceType<T> {
    return error instanceof this;
  }
}

/** The stable code of one of our errors, or a fallback for anything else (a bug, a library's). */
export function errorCode(error: unknown, fallback = 'internal_error'): string {
  return error instanceof AppError ? (error as AppError).code : fallback;
}

/** The message of any thrown value, for logs and reports. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
