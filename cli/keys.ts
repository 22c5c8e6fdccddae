import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createKey, listKeys, revokeKey } from '../api/access/key-store.js';
import { keysFilePath, loadAccessConfig } from '../api/access/settings.js';
import type { Env } from '../platform/config.js';

const USAGE = `Usage: npm run keys -- <command> [options]

Commands:
  create --plan <plan> [--label <text>] [--json]
      Issue a key and print it once (only its sha256 is stored).
  list [--json]
      List keys: id, plan, label, first characters, creation and revocation.
  revoke <id>
      Revoke a key; running servers refuse it within KEYS_RELOAD_SECONDS.

Settings: KEYS_FILE (default <DATA_DIR>/api/keys.json), PLANS_FILE.`;

export interface KeysCliIo {
  env: Env;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const defaultIo: KeysCliIo = {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

/** Runs one keys command; resolves to the exit code (0 done, 1 failed, 2 usage). */
export async function runKeysCli(argv: string[], io: KeysCliIo = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        plan: { type: 'string' },
        label: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  try {
    switch (values.help ? 'help' : command) {
      case 'create': {
        if (!values.plan) {
          io.stderr(`create: --plan <plan> est requis.\n\n${USAGE}\n`);
          return 2;
        }
        const config = loadAccessConfig(io.env);
        const { key, record } = await createKey({ keysFile: config.keysFile, plans: config.plans, plan: values.plan, label: values.label ?? null });
        if (values.json) {
          io.stdout(`${JSON.stringify({ id: record.id, key, plan: record.plan, label: record.label, createdAt: record.createdAt })}\n`);
        } else {
          io.stdout(`Clé créée : ${record.id} (offre ${record.plan}${record.label ? `, « ${record.label} »` : ''})\n${key}\n`);
          io.stderr('Conservez cette clé maintenant : elle ne sera plus jamais affichée.\n');
        }
        return 0;
      }
      case 'list': {
        const keys = listKeys(keysFilePath(io.env));
        if (values.json) {
          io.stdout(`${JSON.stringify(keys.map(({ hash: _hash, ...rest }) => rest))}\n`);
          return 0;
        }
        if (keys.length === 0) {
          io.stdout('Aucune clé.\n');
          return 0;
        }
        for (const k of keys) {
          const state = k.revokedAt ? `révoquée ${k.revokedAt}` : 'active';
          io.stdout(`${k.id}\t${k.plan}\t${k.hint}…\t${k.createdAt}\t${state}\t${k.label ?? ''}\n`);
        }
        return 0;
      }
      case 'revoke': {
        const id = args[0];
        if (!id) {
          io.stderr(`revoke: l'identifiant de la clé est requis (voir « list »).\n\n${USAGE}\n`);
          return 2;
        }
        // Only the keys file is read: a broken PLANS_FILE must never stand in the way of a revocation.
        const record = await revokeKey(keysFilePath(io.env), id);
        io.stdout(`Clé ${record.id} révoquée (${record.revokedAt}).\n`);
        return 0;
      }
      case 'help':
      case undefined:
        io.stdout(`${USAGE}\n`);
        return command === undefined && !values.help ? 2 : 0;
      default:
        io.stderr(`Commande inconnue : ${command}\n\n${USAGE}\n`);
        return 2;
    }
  } catch (error) {
    const e = error as Error & { code?: string };
    io.stderr(`Erreur${e.code ? ` [${e.code}]` : ''} : ${e.message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runKeysCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
