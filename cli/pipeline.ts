import type { Env } from '../platform/config.ts';
import { SOURCE_IDS } from '../sources/source-ids.ts';
import { calendarDate, createProgram, EXIT, ExitCode, frenchError, isEntryPoint, quarantineReason, runProgram, sourceList, type CommandOutput } from './command-line.ts';
import type { QuarantineReason } from '../kernel/model/announcement.ts';

export interface PipelineCliIo extends CommandOutput {
  env: Env;
  /** What `parse -` reads; the process's standard input when absent. */
  stdin?: AsyncIterable<Uint8Array | string>;
  /** The clock `corriger` dates corrections and `signalement rejeter` rejections with; the system's when absent (tests inject one). */
  now?: () => Date;
}

/**
 * `npm run pipeline -- <command>`: the data engineers' commands. Exit codes: 0 done, 1 a source
 * or the publish failed (see the run report), 2 the command could not start (bad argument or
 * setting, run already in progress).
 *
 * Each command's module is imported when the command runs, after its settings are checked: `--help`
 * and the light commands never load the warehouse, the crawler or the PDF reader.
 */
export async function runPipelineCli(argv: readonly string[], io: PipelineCliIo): Promise<number> {
  const exit = new ExitCode();
  const program = createProgram('pipeline', 'Ingestion des sources, chargement DuckDB et publication des instantanés.', io);
  // The settings (and their zod schemas) load with the command that needs them, not for --help.
  const config = async () => (await import('./cli-config.ts')).loadCliConfig(io.env);

  program
    .command('run')
    .description('Récupère, lit et charge chaque source choisie, puis publie un instantané. Code de sortie 1 si une source ou la publication a échoué.')
    .option('--sources <ids>', 'identifiants de sources séparés par des virgules (par défaut : toutes)', sourceList)
    .option('--as-of <date>', 'date AAAA-MM-JJ à laquelle les sources sont vues (par défaut : aujourd’hui à Nouméa)')
    .option('--no-publish', 'charge seulement, sans publier')
    .option('--force', 'passe outre les garde-fous : diminution de l’instantané, --as-of antérieur à la dernière exécution réussie, publication par-dessus un retour arrière')
    .option('--metrics-file <file>', 'écrit les chiffres de l’exécution pour le collecteur textfile de node_exporter')
    .action(async (options: { sources?: string[]; asOf?: string; publish: boolean; force?: boolean; metricsFile?: string }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/run-command.ts')).runCommand(checked, {
        sources: options.sources ?? [],
        asOf: options.asOf,
        publish: options.publish,
        force: options.force ?? false,
        metricsFile: options.metricsFile,
      }, io.out, io.err);
    });

  program
    .command('parse')
    .description('Affiche en JSON les annonces normalisées d’un document texte, HTML ou PDF (code 1 si aucune).')
    .argument('<file>', 'un fichier, ou - pour l’entrée standard')
    .option('--source <id>', 'lit avec l’analyseur propre à cette source')
    .action(async (file: string, options: { source?: string }) => {
      exit.code = await (await import('./pipeline/parse-command.ts')).parseCommand({ input: file, source: options.source, stdin: io.stdin }, io.out);
    });

  program
    .command('eval')
    .description('Mesure l’analyseur sur des textes annotés (X.txt + X.expected.json) : exactitude par champ, confusion des types, chaque écart. Code 2 si le dossier ne se lit pas comme un corpus.')
    .argument('[dir]', 'un dossier de textes X.txt, chacun avec son X.expected.json (sans --cv)')
    .option('--json', 'affiche le rapport brut en JSON plutôt que le tableau')
    .option('--scanned', 'mesure les mêmes textes imprimés puis numérisés et lus par OCR (pdftoppm et tesseract requis, voir docs/ocr.md)')
    .option('--cv', 'validation croisée : chaque groupe de rédacteurs des corpus lu par un analyseur ajusté sur les autres groupes seulement')
    .option('--corpora <dirs...>', 'avec --cv : les dossiers de corpus (par défaut : corpus, corpus2 et corpus3 de ../shared et les groupes réservés de test/kernel/normalise)')
    .action(async (dir: string | undefined, options: { json?: boolean; scanned?: boolean; cv?: boolean; corpora?: string[] }) => {
      exit.code = await (await import('./pipeline/eval-command.ts')).evalCommand({ dir, json: options.json ?? false, scanned: options.scanned ?? false, cv: options.cv ?? false, corpora: options.corpora, output: io });
    });

  program
    .command('reparse')
    .description('Relit l’archive brute sans rien récupérer (après une correction de l’analyseur) et sort de quarantaine ce qui se lit désormais.')
    .option('--sources <ids>', 'identifiants de sources séparés par des virgules (par défaut : toutes)', sourceList)
    .option('--no-publish', 'charge seulement, sans publier')
    .option('--force', 'passe outre les garde-fous : diminution de l’instantané, publication par-dessus un retour arrière')
    .action(async (options: { sources?: string[]; publish: boolean; force?: boolean }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/reparse-command.ts')).reparseCommand(checked, { sources: options.sources ?? [], publish: options.publish, force: options.force ?? false }, io.out, io.err);
    });

  program
    .command('schedule')
    .description('Lance chaque source selon son expression cron, une exécution à la fois, avec publication après chacune.')
    .option('--sources <ids>', 'identifiants de sources séparés par des virgules (par défaut : toutes)', sourceList)
    .option('--once', 'lance chaque source choisie une fois maintenant, puis termine')
    .action(async (options: { sources?: string[]; once?: boolean }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/schedule-command.ts')).scheduleCommand(checked, { sources: options.sources ?? [], once: options.once ?? false }, io);
    });

  program
    .command('quarantine')
    .description('Ce qui est en quarantaine et pourquoi : adresse source, document archivé (sha256), comment le relire.')
    .option('--source <id>', 'seulement cette source')
    .option('--reason <reason>', 'seulement ce motif (ridet_absent, type_inconnu, hors_champ…)', quarantineReason)
    .option('--since <date>', 'seulement les entrées vues pour la première fois à partir du AAAA-MM-JJ', calendarDate)
    .option('--all', 'inclut les entrées résolues par une relecture')
    .option('--json', 'affiche du JSON')
    .action(async (options: { source?: string; reason?: QuarantineReason; since?: string; all?: boolean; json?: boolean }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/quarantine-command.ts')).quarantineCommand(checked, { ...options, all: options.all ?? false, json: options.json ?? false }, io.out);
    });

  program
    .command('corriger')
    // The mandatory option shown in the usage line too, not only in the list below it.
    .usage(
      '<annonce_id> --raison <texte> [--ridet <ridet>] [--type <type>] [--denomination <texte>] [--date <date>] [--capital <texte>] [--siege <texte>] [--forme <forme>] [--objet <texte>] [--dirigeant <texte>... | --sans-dirigeants] [--retirer | --retirer-document | --publier | --annuler <correction_id>] [--par <qui>] [--signalement <id>] [--json]',
    )
    .description('Corrige une annonce mal lue (RIDET, type, dénomination, date, capital, siège, forme juridique, objet, dirigeants) ou la retire de la publication ; la correction est gardée dans l’entrepôt et réappliquée à chaque chargement et relecture (docs/corrections.md). Code 2 si elle est refusée.')
    .argument('<annonce_id>', 'l’identifiant de l’annonce (champ id de l’API) ; avec --publier, celui de l’entrée de quarantaine (pipeline quarantine --json)')
    .requiredOption('--raison <texte>', 'pourquoi cette correction (publiée avec elle)')
    .option('--ridet <ridet>', 'le bon RIDET (10 chiffres, clé du RID vérifiée)')
    .option('--type <type>', 'le bon type d’annonce (creation, capital, siege, statuts, nomination, cession, procedure, dissolution)')
    .option('--denomination <texte>', 'la bonne dénomination')
    .option('--retirer', 'retire de la publication une annonce qui n’est pas un événement d’entreprise')
    .option('--retirer-document', 'retire de l’API le document archivé de l’annonce (410 à son adresse), l’annonce restant publiée')
    .option('--publier', 'publie une notice en quarantaine avec --ridet, --type et --denomination')
    .option('--date <date>', 'la bonne date de l’annonce, AAAA-MM-JJ ; avec --publier, par défaut le jour où son document a été récupéré', calendarDate)
    .option('--capital <texte>', 'le bon capital, tel que l’annonce l’énonce (« 1 000 000 F CFP »)')
    .option('--siege <texte>', 'la bonne adresse du siège')
    .option('--forme <forme>', 'la bonne forme juridique, en abrégé (SARL, SAS, SCI…)')
    .option('--objet <texte>', 'la bonne activité (objet social) telle que l’annonce l’imprime ; la fiche de l’entreprise prend celle de la dernière annonce qui en imprime une')
    .option('--dirigeant <texte>', 'un dirigeant que nomme l’annonce, « NOM Prénoms (fonction) » ou « NOM Prénoms (fonction, cessation) » ; répéter l’option pour chacun : la liste remplace celle qui a été lue', (value: string, previous: string[] = []) => [...previous, value])
    .option('--sans-dirigeants', 'l’annonce ne nomme aucun dirigeant (la liste lue est vidée)')
    .option('--annuler <correction_id>', 'annule une correction de cette annonce (l’annonce revient à ce que lit l’analyseur)')
    .option('--par <qui>', 'qui corrige (par défaut : CORRECTIONS_OPERATOR, sinon l’utilisateur du système)')
    .option('--signalement <id>', 'clôt ce signalement de lecteur (pipeline revue) par la correction enregistrée')
    .option('--json', 'affiche la correction enregistrée en JSON')
    .action(
      async (
        annonceId: string,
        options: {
          raison: string;
          ridet?: string;
          type?: string;
          denomination?: string;
          retirer?: boolean;
          retirerDocument?: boolean;
          publier?: boolean;
          date?: string;
          capital?: string;
          siege?: string;
          forme?: string;
          objet?: string;
          dirigeant?: string[];
          sansDirigeants?: boolean;
          annuler?: string;
          par?: string;
          signalement?: string;
          json?: boolean;
        },
      ) => {
        const checked = await config();
        exit.code = await (await import('./pipeline/corriger-command.ts')).corrigerCommand(
          checked,
          {
            ...options,
            annonceId,
            dirigeants: options.dirigeant ?? (options.sansDirigeants ? [] : undefined),
            sansDirigeants: options.sansDirigeants ?? false,
            retirer: options.retirer ?? false,
            publier: options.publier ?? false,
            json: options.json ?? false,
          },
          { out: io.out, err: io.err, now: io.now ?? (() => new Date()) },
        );
      },
    );

  program
    .command('revue')
    .description('Ce qui attend une personne : les signalements ouverts des lecteurs, les notices en quarantaine qu’une personne peut trancher (sans RIDET, numéro douteux, sujet ambigu, dénomination, date ou type non lus) et les lectures OCR peu sûres, chacun avec son texte, son document archivé, les entreprises candidates classées et la commande pour le régler (docs/corrections.md).')
    .option('--json', 'affiche du JSON')
    .action(async (options: { json?: boolean }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/revue-command.ts')).revueCommand(checked, { json: options.json ?? false }, io.out);
    });

  program
    .command('pourquoi')
    .description('Dit pourquoi une annonce est sur sa fiche : le numéro imprimé, la règle qui l’a rattachée (un RID à une coquille près d’une entreprise du même nom, un RID seul, une correction) ou mise en revue, les candidats pesés, les décisions sur la dénomination. Code 2 si l’annonce est inconnue.')
    .argument('<annonce_id>', 'l’identifiant de l’annonce (champ id de l’API)')
    .option('--json', 'affiche du JSON')
    .action(async (annonceId: string, options: { json?: boolean }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/pourquoi-command.ts')).pourquoiCommand(checked, { annonceId, json: options.json ?? false }, { out: io.out, err: io.err });
    });

  const signalement = program
    .command('signalement')
    .description('Règle un signalement de lecteur sans correction (ceux que corriger --signalement ne clôt pas ; docs/signalements.md).');
  signalement
    .command('rejeter')
    .usage('<signalement_id> --raison <texte> [--par <qui>] [--json]\n       rejeter --tous-de <réseau|clé> --raison <texte> [--par <qui>] [--json]')
    .description(
      'Rejette un signalement ouvert où il n’y a rien à corriger (spam, malentendu, donnée déjà juste) : il sort de la revue, avec qui l’a rejeté et pourquoi ; avec --tous-de, tous les signalements ouverts d’un réseau ou d’une clé d’API, d’un coup. Code 2 si le signalement est inconnu ou déjà clos.',
    )
    .argument('[signalement_id]', 'l’identifiant du signalement (pipeline revue, sig_…)')
    .requiredOption('--raison <texte>', 'pourquoi il est rejeté')
    .option('--tous-de <réseau|clé>', 'tous les signalements ouverts d’un réseau (CIDR, comme 203.0.113.0/24 ou 2001:db8::/48, ou une adresse pour son /24 ou /56) ou d’une clé d’API (key_…), comme pipeline revue les montre')
    .option('--par <qui>', 'qui rejette (par défaut : CORRECTIONS_OPERATOR, sinon l’utilisateur du système)')
    .option('--json', 'affiche le signalement clos en JSON (avec --tous-de : combien)')
    .action(async (id: string | undefined, options: { raison: string; tousDe?: string; par?: string; json?: boolean }) => {
      const checked = await config();
      exit.code = await (await import('./pipeline/signalement-command.ts')).rejeterCommand(
        checked,
        { id, tousDe: options.tousDe, raison: options.raison, par: options.par, json: options.json ?? false },
        { out: io.out, err: io.err, now: io.now ?? (() => new Date()) },
      );
    });

  program
    .command('settings')
    .description('Affiche la valeur de chaque réglage dans cet environnement et d’où elle vient (secrets masqués).')
    .option('--doc', 'affiche plutôt la référence des réglages, leur défaut et leur sens (le texte de docs/configuration.md, en anglais)')
    .action(async (options: { doc?: boolean }) => {
      const settings = await import('../platform/settings/index.ts');
      io.out(options.doc ? settings.renderConfigurationDoc(SOURCE_IDS) : settings.renderEffectiveSettings(io.env, SOURCE_IDS));
    });

  return runProgram(program, argv, exit, { output: io, failureExitCode: EXIT.usage, formatError: frenchError });
}

if (isEntryPoint(import.meta.url)) {
  process.exitCode = await runPipelineCli(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
