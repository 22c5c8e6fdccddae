import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** `annonces-nc@<package version>+<git commit>` (commit omitted outside a checkout), for manifests. */
export function codeVersion(): string {
  if (cached) return cached;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a checkout (a deployed tarball): the package version alone identifies the code.
  }
  cached = `${pkg.name}@${pkg.version}${commit ? `+${commit}` : ''}`;
  return cached;
}
