import type { Env } from '../platform/config.ts';
import { createProgram, EXIT, ExitCode, frenchError, isEntryPoint, runProgram } from './command-line.ts';

export interface KeysCliIo {
  env: Env;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * `npm run keys -- <command>`: issue, list and revoke API keys (only their sha256 is stored).
 * Resolves to the exit code: 0 done, 1 failed, 2 usage.
 */
export async function runKeysCli(argv: readonly string[], io: KeysCliIo): Promise<number> {
  const output = { out: io.stdout, err: io.stderr };
  const exit = new ExitCode();
  // The key store and the settings (with their zod schemas) load with the command, not for --help.
  const keyStore = () => import('../api/access/key-store.ts');
  const settingsOf = async () => {
    const [settings, { loadCliConfig }] = await Promise.all([import('../api/access/settings.ts'), import('./cli-config.ts')]);
    return { ...settings, config: loadCliConfig(io.env) };
  };
  // The plans as the server reads them: with the plan fields of the modules it serves.
  const access = async () => {
    const [{ accessConfig, config }, { SERVED_PLAN_FIELDS }] = await Promise.all([settingsOf(), import('./served-plan-fields.ts')]);
    return accessConfig(config, SERVED_PLAN_FIELDS);
  };
  // Only the keys file is read: a broken PLANS_FILE must never stand in the way of a listing or a revocation.
  const keysFile = async () => {
    const { keysFilePath, config } = await settingsOf();
    return keysFilePath(config);
  };
  const program = createProgram('keys', 'Clés d’API : création, liste, changement d’offre, révocation. Réglages : KEYS_FILE, PLANS_FILE.', output);

  program
    .command('create')
    // The mandatory option shown in the usage line too, not only in the list below it.
    .usage('--plan <plan> [--label <text>] [--json]')
    .description('Crée une clé et l’affiche une seule fois (seul son sha256 est conservé).')
    .requiredOption('--plan <plan>', 'l’offre de la clé (sandbox, veille, pro, equipe, enterprise ou une offre de PLANS_FILE)')
    .option('--label <text>', 'à qui est destinée la clé')
    .option('--json', 'affiche du JSON')
    .action(async (options: { plan: string; label?: string; json?: boolean }) => {
      const settings = await access();
      const { key, record } = await (await keyStore()).createKey({ keysFile: settings.keysFile, plans: settings.plans, plan: options.plan, label: options.label ?? null });
      if (options.json) {
        io.stdout(`${JSON.stringify({ id: record.id, key, plan: record.plan, label: record.label, createdAt: record.createdAt })}\n`);
      } else {
        io.stdout(`Clé créée : ${record.id} (offre ${record.plan}${record.label ? `, « ${record.label} »` : ''})\n${key}\n`);
        io.stderr('Conservez cette clé maintenant : elle ne sera plus jamais affichée.\n');
      }
    });

  program
    .command('list')
    .description('Liste les clés : identifiant, offre, premiers caractères, création, révocation, libellé.')
    .option('--json', 'affiche du JSON')
    .action(async (options: { json?: boolean }) => {
      const keys = (await keyStore()).listKeys(await keysFile());
      if (options.json) {
        io.stdout(`${JSON.stringify(keys.map(({ hash: _hash, ...rest }) => rest))}\n`);
        return;
      }
      if (keys.length === 0) {
        io.stdout('Aucune clé.\n');
        return;
      }
      for (const k of keys) {
        const state = k.revokedAt ? `révoquée ${k.revokedAt}` : 'active';
        io.stdout(`${k.id}\t${k.plan}\t${k.hint}…\t${k.createdAt}\t${state}\t${k.label ?? ''}\n`);
      }
    });

  program
    .command('revoke')
    .description('Révoque une clé ; les serveurs en marche la refusent dans les KEYS_RELOAD_SECONDS.')
    .argument('<id>', 'l’identifiant de la clé (voir list)')
    .action(async (id: string) => {
      const record = await (await keyStore()).revokeKey(await keysFile(), id);
      io.stdout(`Clé ${record.id} révoquée (${record.revokedAt}).\n`);
    });

  program
    .command('plan')
    .description('Change l’offre d’une clé ; les serveurs en marche l’appliquent dans les KEYS_RELOAD_SECONDS (webhooks suspendus sur une offre qui n’en a pas).')
    .argument('<id>', 'l’identifiant de la clé (voir list)')
    .argument('<plan>', 'la nouvelle offre (sandbox, veille, pro, equipe, enterprise ou une offre de PLANS_FILE)')
    .action(async (id: string, plan: string) => {
      const settings = await access();
      const record = await (await keyStore()).changeKeyPlan({ keysFile: settings.keysFile, plans: settings.plans, id, plan });
      io.stdout(`Clé ${record.id} : offre ${record.plan}${record.revokedAt ? ` (révoquée ${record.revokedAt})` : ''}.
`);
    });

  return runProgram(program, argv, exit, { output, failureExitCode: EXIT.failed, formatError: frenchError });
}

if (isEntryPoint(import.meta.url)) {
  process.exitCode = await runKeysCli(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
}
