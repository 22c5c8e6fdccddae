import { ConfigError } from './config-error.ts';
import {
  SETTINGS,
  SOURCE_SETTINGS,
  sourceSettingName,
  type SettingDeclaration,
  type Settings,
  type SourceSettingSuffix,
  type SourceSettingValues,
} from './declarations.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface LoadedSettings {
  readonly values: Settings;
  /** The settings of one source (`SOURCE_<ID>_*`), checked at load time for the ids given. */
  source(sourceId: string): SourceSettingValues;
}

/**
 * Reads one value. The one rule for every setting: surrounding whitespace is ignored, and an
 * empty value means the default (null when the default is empty).
 */
function readValue(name: string, declaration: SettingDeclaration<unknown>, env: Env, problems: string[]): unknown {
  const given = env[name]?.trim() ?? '';
  const raw = given === '' ? declaration.default : given;
  if (raw === '') return null;
  const value = declaration.value.read(raw);
  if (value !== undefined) return value;
  problems.push(`${name} : attendu ${declaration.value.expected}, reçu ${JSON.stringify(given)}`);
  return null;
}

function readSource(sourceId: string, env: Env, problems: string[]): SourceSettingValues {
  const values: Record<string, unknown> = {};
  for (const [suffix, declaration] of Object.entries(SOURCE_SETTINGS)) {
    values[suffix] = readValue(sourceSettingName(sourceId, suffix as SourceSettingSuffix), declaration, env, problems);
  }
  return values as SourceSettingValues;
}

function fail(problems: string[]): never {
  throw new ConfigError(problems.length === 1 ? problems[0]! : `${problems.length} réglages invalides :\n  ${problems.join('\n  ')}`);
}

/**
 * Every setting, read from `env` once and checked all together: a bad value stops the command
 * before any work starts, with one line per bad setting naming it, what was expected and what
 * was given. With `sourceIds` (the registered sources), each source's settings are checked too,
 * and a `SOURCE_<ID>_*` variable naming no known source is refused (a typo would otherwise be
 * silently ignored).
 *
 * @example
 * const settings = loadSettings(process.env, { sourceIds: SOURCES.map((s) => s.id) });
 * settings.values.PORT;              // 8080
 * settings.source('JONC').RETRIES;   // 3
 */
export function loadSettings(env: Env, options: { sourceIds?: readonly string[] } = {}): LoadedSettings {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(SETTINGS)) values[name] = readValue(name, declaration, env, problems);

  const sources = new Map<string, SourceSettingValues>();
  if (options.sourceIds) {
    for (const id of options.sourceIds) sources.set(id.toUpperCase(), readSource(id, env, problems));
    const known = new Set(options.sourceIds.flatMap((id) => Object.keys(SOURCE_SETTINGS).map((s) => sourceSettingName(id, s as SourceSettingSuffix))));
    const suffixes = Object.keys(SOURCE_SETTINGS).join('|');
    for (const name of Object.keys(env)) {
      if (new RegExp(`^SOURCE_[A-Z0-9_]+_(${suffixes})$`).test(name) && !known.has(name)) {
        problems.push(`${name} : ne désigne aucune source connue (sources : ${options.sourceIds.join(', ')})`);
      }
    }
  }
  if (problems.length > 0) fail(problems);

  return {
    values: values as Settings,
    source(sourceId) {
      const cached = sources.get(sourceId.toUpperCase());
      if (cached) return cached;
      const sourceProblems: string[] = [];
      const read = readSource(sourceId, env, sourceProblems);
      if (sourceProblems.length > 0) fail(sourceProblems);
      sources.set(sourceId.toUpperCase(), read);
      return read;
    },
  };
}
