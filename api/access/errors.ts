import { AppError } from '../../kernel/errors/app-error.ts';
/** Failures of the keys file and its CLI; each carries a stable `code` and keeps its cause. */
export class KeysError extends AppError<'keys_file_invalid' | 'keys_locked' | 'unknown_plan' | 'key_not_found'> {}
/**
 * Wiring mistakes of the modules' plan fields (api/plan-field.ts): two declarations of one name,
 * or a module reading a field no served module declared. Never a PLANS_FILE's: those are
 * ConfigError config_invalid.
 */
export class PlanFieldError extends AppError<'plan_field_undeclared' | 'plan_field_conflict'> {}
