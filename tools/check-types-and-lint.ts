/**
 * The type check and ESLint in one process over one TypeScript program: `tsc --noEmit` and
 * `eslint .` run apart each build the same 3,000-file program and each type-check it (ESLint's
 * typed rules ask the checker for most expressions' types), which doubled the static checks'
 * CPU in `npm test` (docs/test-suite.md). Same tsconfig.json, same eslint.config.js, the same
 * files: only where ESLint's parser gets its program from changes (`parserOptions.programs`
 * instead of the project service). `npm run typecheck` and `npm run lint` stay for running one.
 *
 * `npm run check:types-and-lint` starts it with `--initial-old-space-size=3072`: the program and
 * the checker's types stay alive to the end (about 1 GB, near 2 GB by ESLint's last files), so
 * each of the old generation's collections V8 starts as the heap grows from its small default
 * marks all of it to free almost nothing; with room for them from the start one collection is
 * left (docs/test-suite.md). The flag only moves when V8 collects: not the files, rules or output.
 */
import { ESLint } from 'eslint';
import ts from 'typescript';

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ts.sys.getCurrentDirectory(),
  getNewLine: () => ts.sys.newLine,
};

function createProgram(): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (parsed === undefined) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(parsed.options);
  // As `tsc` parses: JSDoc in full in JavaScript files (their types), in TypeScript files only the
  // comments with `@see` or `@link` (names they use). The API's default parses every comment of
  // every file, the packages' declarations included (stripe's are mostly comments): work and
  // memory no diagnostic and no rule of eslint.config.js reads (docs/test-suite.md).
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
    host,
  });
}

/** What `tsc --noEmit` reports, printed as it prints it; returns the number of diagnostics. */
function typeCheck(program: ts.Program): number {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) {
    const text = process.stdout.isTTY
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
      : ts.formatDiagnostics(diagnostics, formatHost);
    process.stdout.write(`${text}\nFound ${diagnostics.length} error(s) (tsc).\n`);
  }
  return diagnostics.length;
}

/** What `eslint . --max-warnings 0` reports; returns the number of errors and warnings. */
async function lint(program: ts.Program): Promise<number> {
  const eslint = new ESLint({
    // Only the TypeScript files are typed (eslint.config.js turns typed rules off for the JavaScript).
    overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: false, project: false, programs: [program] } } }],
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text !== '') process.stdout.write(`${text}\n`);
  return results.reduce((count, result) => count + result.errorCount + result.warningCount, 0);
}

const program = createProgram();
// The full check first: the checker's types are then cached when the typed rules ask for them.
const typeErrors = typeCheck(program);
const lintProblems = await lint(program);
process.exitCode = typeErrors + lintProblems > 0 ? 1 : 0;
