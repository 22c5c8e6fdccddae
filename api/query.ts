import { isCalendarDay } from '../kernel/model/calendar-day.ts';
import { ApiError, type ParameterError } from './problem.ts';

/**
 * Query-string validation shared by the routes. Unknown parameter names and repeated parameters
 * are refused (400 invalid_parameter): a misspelt `limt=5` silently ignored would return data the
 * client did not ask for. Every problem is collected, so one response lists them all.
 */
export class QueryReader {
  readonly errors: ParameterError[] = [];
  private readonly values = new Map<string, string>();

  constructor(rawQuery: string, allowed: readonly string[]) {
    const seen = new Set<string>();
    for (const [name, value] of new URLSearchParams(rawQuery)) {
      if (!allowed.includes(name)) {
        this.errors.push({
          name,
          detail: allowed.length > 0
            ? `paramètre inconnu ; paramètres acceptés : ${allowed.join(', ')}`
            : 'paramètre inconnu ; cette ressource n’accepte aucun paramètre',
        });
      } else if (seen.has(name)) {
        this.errors.push({ name, detail: 'paramètre répété ; donnez-le une seule fois' });
      } else {
        seen.add(name);
        this.values.set(name, value);
      }
    }
  }

  /**
   * Raw value; an empty value counts as given, and is refused by every typed reader. `required`
   * says what to give (`le texte à chercher`): a missing or empty value is then refused with
   * it, since telling the client to omit a required parameter would send it to another 400.
   */
  string(name: string, options: { maxLength?: number; required?: string } = {}): string | null {
    const value = this.values.get(name);
    if (value === undefined) return options.required === undefined ? null : this.fail(name, `paramètre obligatoire : ${options.required}`);
    if (value.length === 0) {
      return this.fail(name, options.required === undefined ? 'valeur vide ; omettez le paramètre ou donnez une valeur' : `valeur vide ; paramètre obligatoire : ${options.required}`);
    }
    if (options.maxLength !== undefined && value.length > options.maxLength) {
      return this.fail(name, `au plus ${options.maxLength} caractères`);
    }
    return value;
  }

  integer(name: string, options: { min: number; max: number; default: number }): number {
    const raw = this.values.get(name);
    if (raw === undefined) return options.default;
    const n = Number(raw);
    if (!/^\d{1,6}$/.test(raw) || n < options.min || n > options.max) {
      this.fail(name, `doit être un entier entre ${options.min} et ${options.max} (reçu « ${truncate(raw)} »)`);
      return options.default;
    }
    return n;
  }

  oneOf(name: string, allowed: readonly string[]): string | null {
    const value = this.string(name);
    if (value === null) return null;
    if (!allowed.includes(value)) return this.fail(name, `valeurs acceptées : ${allowed.join(', ')} (reçu « ${truncate(value)} »)`);
    return value;
  }

  /** A real calendar date written YYYY-MM-DD. */
  date(name: string): string | null {
    const value = this.string(name);
    if (value === null) return null;
    if (!isCalendarDay(value)) {
      return this.fail(name, `date ISO 8601 attendue, au format AAAA-MM-JJ, par exemple 2026-03-12 (reçu « ${truncate(value)} »)`);
    }
    return value;
  }

  fail(name: string, detail: string): null {
    this.errors.push({ name, detail });
    return null;
  }

  /** Throws 400 invalid_parameter listing every error collected so far. */
  assertValid(): void {
    if (this.errors.length > 0) throw ApiError.invalidParameters(this.errors);
  }
}

function truncate(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}
