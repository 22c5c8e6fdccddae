import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runInProcess } from './in-process.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `npm run serve` through its function, as its entry point calls it, until it returns. */
async function serve(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { code, stderr } = await runInProcess('serve', [], { ...process.env, LOG_LEVEL: 'silent', REDIS_URL: '', ...env });
  return { code, stderr };
}

// docs/architecture.md, "Command lines": 2 when the command could not start.
describe('npm run serve exit codes', () => {
  it('exits 2 on a bad setting, with a French message naming it', async () => {
    const result = await serve({ SNAPSHOT_POLL_SECONDS: 'souvent' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('Configuration invalide [config_invalid] : SNAPSHOT_POLL_SECONDS : attendu un entier >= 0, reçu "souvent"\n');
  });

  it('exits 2 when it cannot listen because the port is taken', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-serve-cli-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => occupant.close(() => resolve())));
    const { port } = occupant.address() as net.AddressInfo;

    const result = await serve({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: String(port), KEYS_FILE: path.join(dir, 'keys.json') });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(`^Échec du démarrage de l’API \\[port_in_use\\] : PORT : le port ${port} est déjà utilisé sur 127\\.0\\.0\\.1 \\(un autre programme, ou une démo déjà lancée\\) ; arrêtez-le ou choisissez un autre port, par exemple PORT=\\d+ \\(libre à l’instant\\)\\.\\n$`),
    );
  });
});
