import { PlanFieldError } from './access/errors.ts';

/** The plans the API ships with (DESIGN.md §5, api/access/plans.ts); a module gives each field's value on each. */
export type BuiltInPlan = 'sandbox' | 'veille' | 'pro' | 'equipe' | 'enterprise';

/**
 * One capability a module adds to every plan, as PLANS_FILE writes it: a field of each plan's
 * object beside the core's `requestsPerDay`, `routes` and `outage`. The module declares it once
 * beside its contract and hands it to the process on its starter (`ApiModuleStarter.planFields`),
 * so access control checks a PLANS_FILE against the fields of the modules served and fills the
 * built-in plans with their defaults, without naming any of them.
 */
export interface PlanField<T> {
  /** Its key in a plan's object of PLANS_FILE (camelCase, like `requestsPerDay`). */
  readonly name: string;
  /** What a value must be, for the error that names its place: `an integer >= 0 or null (unlimited)`. */
  readonly expected: string;
  /** Whether a value read from PLANS_FILE is one (absent is `undefined`, refused unless T allows it). */
  accepts(value: unknown): value is T;
  /** Its value on each built-in plan, used when no PLANS_FILE is set. */
  readonly defaults: Readonly<Record<BuiltInPlan, T>>;
}

/**
 * What a key's plan grants, as requests' principals and the key directory carry it: the values
 * of the served modules' fields under their names (and the core's own), read with `grantOf`.
 */
export interface PlanGrants {
  readonly [field: string]: unknown;
}

/**
 * The value a plan grants for a module's field. A field no served module declared was never
 * read from the plans, so asking for it is a wiring mistake (the module's starter does not carry
 * it): `plan_field_undeclared` rather than a wrong grant.
 *
 * @example
 * const granted = grantOf(principal.plan, FIELD); // FIELD: PlanField<T>, declared by the module: a T
 */
export function grantOf<T>(plan: PlanGrants, field: PlanField<T>): T {
  const value = plan[field.name];
  if (!field.accepts(value)) {
    throw new PlanFieldError('plan_field_undeclared', `[plans] the plan carries no valid "${field.name}": its module's starter must list the field in planFields`);
  }
  return value;
}
