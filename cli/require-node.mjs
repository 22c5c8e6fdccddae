// @ts-check
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

