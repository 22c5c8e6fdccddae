// @ts-check
import module from 'node:module';
import { nodeVersionProblem } from './node-version.mjs';

/**
 * Loaded before every command's module (`node --import`: the npm scripts and
 * cli/with-heap-budget.sh). A check inside the command's own file would come too late: Node
 * loads a module's whole import graph before running any of it, and an older Node cannot even
 * read a `.ts` file (ERR_UNKNOWN_FILE_EXTENSION). So this file and the one it imports are plain
 * JavaScript. Exit 2, as every command that cannot start (README, "Commands").
 */
const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem !== null) {
  process.stderr.write(`${problem}\n`);
  process.exit(2);
}

// Node's compile cache keeps each module's compiled code and, for a `.ts` file, the JavaScript
// type stripping made of it, keyed by the file's content: a later start neither loads the
// stripper (about 0.17 s of CPU) nor compiles again, and an edited file is simply missed.
// NODE_COMPILE_CACHE names another folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off
// (docs/architecture.md, "Running the TypeScript").
module.enableCompileCache?.();
