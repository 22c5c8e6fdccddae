/**
 * The environment for a program the tests start beside our code (redis-server, Chromium),
 * without libfaketime. `npm run test:year-ahead` preloads it into every process to move Node's
 * clock; redis-server (jemalloc) then hangs at start and Chromium's crashpad aborts, and neither
 * is what that run checks. Without faketime in the environment this is the environment as is.
 */
export function unfakedEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const preload = env.LD_PRELOAD;
  if (preload === undefined || !preload.includes('faketime')) return env;
  const kept = preload.split(/[:\s]+/).filter((lib) => lib !== '' && !lib.includes('faketime'));
  const result: NodeJS.ProcessEnv = { ...env };
  if (kept.length > 0) result.LD_PRELOAD = kept.join(':');
  else delete result.LD_PRELOAD;
  for (const name of Object.keys(result)) if (name.startsWith('FAKETIME')) delete result[name];
  return result;
}
