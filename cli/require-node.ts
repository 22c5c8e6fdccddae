import { nodeVersionProblem } from './node-version.ts';

/**
 * Loaded before every command's module (`node --import`: the npm scripts and
 * cli/with-heap-budget.sh). A check inside the command's own file would come too late: Node
 * loads a module's whole import graph before running any of it, and on an older Node that graph
 * fails to load (`node:sqlite`) or, worse, loads and fails later, after minutes of work.
 * Exit 2, as every command that cannot start (README, "Commands").
 */
const problem = nodeVersionProblem(process.versions.node, process.execPath);
if (problem !== null) {
  process.stderr.write(`${problem}\n`);
  process.exit(2);
}
