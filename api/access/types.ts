import type * as Seam from '../access-seam.ts';
import type { PlanDefinition } from './plans.ts';
import type { ACCESS_ERROR_CODES } from '../problem.ts';

/**
 * Access control's side of `api/access-seam.ts` (owned by the app): the same shapes, narrowed
 * where this implementation promises more (a closed set of codes, headers always present, and
 * the principal the request was charged to).
 */
export type AccessCheckInput = Seam.AccessCheckInput;

export type AccessProblemCode = (typeof ACCESS_ERROR_CODES)[number];

export interface AccessProblem extends Seam.AccessProblem {
  code: AccessProblemCode;
  headers: Record<string, string>;
}

/** Who the request was charged to: for routes that scope data to a key (webhooks, later). */
export type AccessPrincipal =
  | { kind: 'anonymous'; clientId: string }
  | { kind: 'key'; keyId: string; planName: string; plan: PlanDefinition };

export type AccessCheckResult =
  | { ok: true; headers: Record<string, string>; principal: AccessPrincipal }
  | { ok: false; problem: AccessProblem };

export interface AccessControl extends Seam.AccessControl {
  /** Plain when the counters are in this process's memory, promised when another holds them. */
  check(input: AccessCheckInput): AccessCheckResult | Promise<AccessCheckResult>;
  keys: Seam.KeyDirectory;
  /** How many key hashes are remembered (bounded; only keys the keys file knows). */
  rememberedKeys(): number;
  /** Stops the keys-file watcher and closes the Redis connection, if any. */
  close(): Promise<void>;
}
