import { Option } from 'commander';
import type { ExportFormat } from '../../publish/snapshot/export-snapshot.ts';
import { createProgram, ExitCode, frenchError, positiveInteger, runProgram, EXIT } from '../command-line.ts';
import type { CliIo } from './snapshot-cli-io.ts';

/**
 * The auditors' snapshot commands (`npm run snapshots -- <command>`); the store is STORE_URL
 * (default file://<DATA_DIR>/store). Resolves to the exit code: 0 ok, 1 failed check or error,
 * 2 usage or bad input (an unknown snapshot or document, an `--out` it cannot use).
 */
export async function runSnapshotCli(argv: readonly string[], io: CliIo): Promise<number> {
  const exit = new ExitCode();
  const output = { out: io.out, err: io.err };
  const program = createProgram('snapshots', 'Outils des auditeurs : lister, montrer, vérifier, comparer, rétablir, exporter, nettoyer et migrer les instantanés.', output);
  // What the commands do (the publish modules, the S3 client) loads only when one runs.
  const actions = () => import('./snapshot-actions.ts');
  const storeOf = async () => (await import('./configured-store.ts')).openConfiguredStore(io).store;
  const withStore = async () => {
    const [loaded, store] = await Promise.all([actions(), storeOf()]);
    return { ...loaded, store };
  };
  // list and journal only read the listing and the audit log: not the rest of the actions.
  const listing = async () => {
    const [{ list, journal }, store] = await Promise.all([import('./snapshot-listing.ts'), storeOf()]);
    return { list, journal, store };
  };

  program
    .command('list')
    .description('les instantanés, du plus ancien au plus récent (* = servi)')
    .option('--json', 'affiche du JSON')
    .action(async (options: { json?: boolean }) => {
      const { list, store } = await listing();
      exit.code = await list(store, options.json ?? false, io);
    });
  program
    .command('journal')
    .description('le journal d’audit du pointeur : qui a changé l’instantané servi, quand, de quel instantané à quel autre, et pourquoi')
    .option('--json', 'affiche du JSON')
    .action(async (options: { json?: boolean }) => {
      const { journal, store } = await listing();
      exit.code = await journal(store, options.json ?? false, io);
    });
  program
    .command('show')
    .description('le manifeste d’un instantané')
    .argument('<id>', 'un identifiant d’instantané, ou current')
    .action(async (id: string) => {
      const { show, store } = await withStore();
      exit.code = await show(store, id, io);
    });
  program
    .command('verify')
    .description('recalcule chaque empreinte ; code 1 et liste des chemins altérés en cas d’écart')
    .argument('<id>', 'un identifiant d’instantané, ou current')
    .action(async (id: string) => {
      const { verify, store } = await withStore();
      exit.code = await verify(store, id, io);
    });
  program
    .command('diff')
    .description('annonces ajoutées, retirées, modifiées ; entreprises changées')
    .argument('<a>', 'un identifiant d’instantané, ou current')
    .argument('<b>', 'un identifiant d’instantané, ou current')
    .option('--json', 'affiche du JSON')
    .action(async (a: string, b: string, options: { json?: boolean }) => {
      const { diff, store } = await withStore();
      exit.code = await diff(store, a, b, options.json ?? false, io);
    });
  program
    .command('rollback')
    .description('fait servir <id> ; inscrit au journal d’audit')
    .argument('<id>', 'un identifiant d’instantané')
    .option('--reason <text>', 'la raison, pour le journal d’audit')
    .action(async (id: string, options: { reason?: string }) => {
      exit.code = await (await actions()).rollbackCommand(io, id, options.reason);
    });
  program
    .command('export')
    // The mandatory option shown in the usage line too, not only in the list below it.
    .usage('<id> --format <parquet|ndjson> [--out <dir>]')
    .description('annonces et entreprises en fichiers (dossier par défaut : <DATA_DIR>/exports/<id>)')
    .argument('<id>', 'un identifiant d’instantané, ou current')
    .addOption(new Option('--format <format>', 'format des fichiers').choices(['parquet', 'ndjson']).makeOptionMandatory())
    .option('--out <dir>', 'dossier de sortie : nouveau, vide, ou un export précédent (alors remplacé) ; écrit à côté puis renommé')
    .action(async (idOrCurrent: string, options: { format: ExportFormat; out?: string }) => {
      exit.code = await (await actions()).exportCommand(io, idOrCurrent, options);
    });
  program
    .command('gc')
    .description('garde n instantanés (par défaut SNAPSHOT_KEEP) et supprime les objets non référencés')
    .option('--keep <n>', 'instantanés à garder', positiveInteger)
    .option('--dry-run', 'dit ce qui serait supprimé, sans rien supprimer')
    .action(async (options: { keep?: number; dryRun?: boolean }) => {
      exit.code = await (await actions()).gcCommand(io, options);
    });
  program
    .command('migrate')
    .description('convertit une fois les instantanés du format 1 au format 2 (sans changer leur contenu ; inscrit au journal d’audit ; relancer ne refait rien)')
    .action(async () => {
      exit.code = await (await actions()).migrateCommand(io);
    });
  program
    .command('raw')
    .description('un document source brut archivé, contrôlé contre son empreinte')
    .argument('<sha256>', 'l’empreinte du document (64 chiffres hexadécimaux)')
    .option('--out <file>', 'écrit dans un fichier plutôt que sur la sortie standard')
    .action(async (hash: string, options: { out?: string }) => {
      const { raw, store } = await withStore();
      exit.code = await raw(store, hash, options.out, io);
    });

  return runProgram(program, argv, exit, {
    output,
    failureExitCode: EXIT.failed,
    formatError: frenchError,
  });
}

