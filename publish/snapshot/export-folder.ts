import { lstat, mkdir, readdir, readFile, realpath, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SnapshotError } from './snapshot-error.ts';

/**
 * The file an export writes last into its folder. Its presence is what makes a folder "a
 * previous export of ours", the only kind of non-empty folder an export may replace; it lists
 * the files the export wrote, and only those are ever deleted.
 */
export const EXPORT_MARKER = 'annonces-nc-export.json';

export interface ExportMarker {
  marker: 'annonces-nc-export';
  version: 1;
  snapshot: string;
  format: string;
  /** The files the export wrote beside the marker: plain names, no folders. */
  files: string[];
}

/** Folders an export must never replace, nor any folder that contains them. */
export interface ExportFolderGuard {
  /** The folder the command runs from. */
  cwd: string;
  /** The user's home folder(s): `HOME` and the system's idea of it, when they differ. */
  homes: readonly string[];
}

export interface ExportIntoFolderResult<T> {
  /** The absolute folder now holding the export. */
  dir: string;
  result: T;
  /** A replaced export's folder that could not be removed (files appeared in it meanwhile). */
  leftover: string | null;
}

const NOTHING_DELETED = 'rien n’a été supprimé';

/**
 * Writes an export into a temporary folder beside `out`, then puts it in place with renames: a
 * failed or interrupted export leaves no partial files where the result is expected. `out` is
 * refused (code `snapshot_export_refused`) when replacing it could delete anything the export
 * did not write: the root, the current folder, the home folder or a folder containing them, a
 * file, a symbolic link, a non-empty folder without {@link EXPORT_MARKER}, or an export to which
 * files were added. A path that cannot hold a folder fails at once (`snapshot_export_unusable`).
 */
export async function exportIntoFolder<T>(out: string, guard: ExportFolderGuard, write: (dir: string) => Promise<T>): Promise<ExportIntoFolderResult<T>> {
  const dir = await checkExportFolder(out, guard);
  const previous = await previousContent(dir);
  const partial = `${dir}.partial-${process.pid}`;
  await unusableOnError(dir, async () => {
    await makeDirectories(path.dirname(dir));
    // Named after our own pid: a leftover of a process that crashed with this pid, ours to remove.
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial);
  });
  let result: T;
  try {
    result = await write(partial);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  if (previous === null) {
    await rename(partial, dir).catch(async (error: unknown) => {
      await rm(partial, { recursive: true, force: true });
      throw error;
    });
    return { dir, result, leftover: null };
  }
  const aside = `${dir}.previous-${process.pid}`;
  await rename(dir, aside).catch(async (error: unknown) => {
    await rm(partial, { recursive: true, force: true });
    throw error;
  });
  try {
    await rename(partial, dir);
  } catch (error) {
    await rename(aside, dir).catch(() => {});
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  // File by file, never recursively: what appeared in the folder since the check stays.
  for (const name of previous) await unlink(path.join(aside, name)).catch(() => {});
  const removed = await rmdir(aside).then(
    () => true,
    () => false,
  );
  return { dir, result, leftover: removed ? null : aside };
}

/** Written by the export as its last file, so that a folder with a marker holds a whole export. */
export async function writeExportMarker(dir: string, marker: Omit<ExportMarker, 'marker' | 'version'>): Promise<void> {
  const body: ExportMarker = { marker: 'annonces-nc-export', version: 1, ...marker };
  await writeFile(path.join(dir, EXPORT_MARKER), `${JSON.stringify(body, null, 2)}\n`);
}

/**
 * `mkdir -p` in which each level is tried at most twice. Node's recursive mkdir retries for
 * ever when mkdir answers ENOENT below a parent that exists (`/proc/nope`: 90 % CPU, never
 * returning); here that is an error, as is a path through a file.
 */
export async function makeDirectories(dir: string): Promise<void> {
  const made = await mkdirOnce(dir);
  if (made !== 'ENOENT') return;
  const parent = path.dirname(dir);
  if (parent === dir) throw errnoError('ENOENT', dir);
  await makeDirectories(parent);
  if ((await mkdirOnce(dir)) === 'ENOENT') throw errnoError('ENOENT', dir);
}

async function mkdirOnce(dir: string): Promise<'made' | 'ENOENT'> {
  try {
    await mkdir(dir);
    return 'made';
  } catch (error) {
    const code = errnoCode(error);
    if (code === 'ENOENT') return 'ENOENT';
    if (code === 'EEXIST') {
      if ((await stat(dir)).isDirectory()) return 'made';
      throw errnoError('ENOTDIR', dir);
    }
    throw error;
  }
}

/** The absolute folder for `out`, or a refusal / an unusable-path error. */
async function checkExportFolder(out: string, guard: ExportFolderGuard): Promise<string> {
  if (out.trim() === '') refuse('--out est vide : indiquez le dossier où écrire l’export (un dossier nouveau ou vide, ou un export précédent)');
  const dir = path.resolve(guard.cwd, out);
  // Compared as written and with symbolic links resolved: `--out link-to-home` is still home.
  const forms = unique([dir, await realPathOf(dir)]);
  if (forms.some((form) => path.parse(form).root === form)) refuse(`--out ${dir} est la racine du système de fichiers : refusé, ${NOTHING_DELETED}`);
  for (const cwd of unique([guard.cwd, await realPathOf(guard.cwd)])) {
    for (const form of forms) {
      if (form === cwd) refuse(`--out ${out} désigne le dossier courant (${guard.cwd}) : refusé, l’export remplacerait tout le dossier ; ${NOTHING_DELETED}. Indiquez un sous-dossier nouveau, par exemple ./export`);
      if (contains(form, cwd)) refuse(`--out ${dir} contient le dossier courant (${guard.cwd}) : refusé, l’export remplacerait tout le dossier ; ${NOTHING_DELETED}`);
    }
  }
  for (const home of unique((await Promise.all(guard.homes.filter(Boolean).map(async (h) => [path.resolve(h), await realPathOf(path.resolve(h))]))).flat())) {
    for (const form of forms) {
      if (form === home || contains(form, home)) refuse(`--out ${dir} est le dossier personnel ou le contient (${home}) : refusé, ${NOTHING_DELETED}`);
    }
  }

  const stats = await unusableOnError(dir, () => absentAsNull(lstat(dir)));
  if (stats === null) return dir;
  if (stats.isSymbolicLink()) refuse(`--out ${dir} est un lien symbolique : refusé, ${NOTHING_DELETED} ; indiquez le dossier lui-même`);
  if (!stats.isDirectory()) refuse(`--out ${dir} existe et n’est pas un dossier : refusé, ${NOTHING_DELETED}`);
  return dir;
}

/**
 * What replacing `dir` would delete: nothing (no folder), the marker's files (a previous
 * export), or a refusal when the folder holds anything the export did not write.
 */
async function previousContent(dir: string): Promise<string[] | null> {
  const entries = await unusableOnError(dir, () => absentAsNull(readdir(dir)));
  if (entries === null) return null;
  if (entries.length === 0) return [];
  const marker = await readMarker(dir);
  if (marker === null) {
    refuse(`--out ${dir} n’est pas vide et n’est pas un export précédent (pas de fichier ${EXPORT_MARKER} valide) : refusé, ${NOTHING_DELETED} ; indiquez un dossier nouveau ou vide`);
  }
  const ours = new Set([...marker.files, EXPORT_MARKER]);
  const foreign = entries.filter((name) => !ours.has(name)).sort();
  if (foreign.length > 0) {
    const shown = foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? ` (et ${foreign.length - 5} autre(s))` : '');
    refuse(`--out ${dir} est un export précédent, mais contient aussi ce que l’export n’a pas écrit : ${shown} ; refusé, ${NOTHING_DELETED}. Déplacez-les, ou indiquez un autre dossier`);
  }
  return [...marker.files.filter((name) => entries.includes(name)), EXPORT_MARKER];
}

async function readMarker(dir: string): Promise<ExportMarker | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, EXPORT_MARKER), 'utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const marker = parsed as Partial<ExportMarker>;
  if (marker.marker !== 'annonces-nc-export' || !Array.isArray(marker.files)) return null;
  // A marker only ever names files beside it: a forged one must not reach outside the folder.
  const plain = (name: unknown) => typeof name === 'string' && name !== '' && name !== '.' && name !== '..' && name !== EXPORT_MARKER && !/[/\\]/.test(name);
  return marker.files.every(plain) ? (marker as ExportMarker) : null;
}

function refuse(message: string): never {
  throw new SnapshotError('snapshot_export_refused', message);
}

const ERRNO_FRENCH: Record<string, string> = {
  ENOTDIR: 'un élément du chemin n’est pas un dossier',
  ENOENT: 'impossible d’y créer un dossier',
  EACCES: 'permission refusée',
  EPERM: 'opération non permise',
  EROFS: 'système de fichiers en lecture seule',
  ENAMETOOLONG: 'chemin trop long',
  ELOOP: 'trop de liens symboliques',
  ENOSPC: 'disque plein',
  EBUSY: 'dossier occupé (point de montage ?)',
};

/** Runs a step on the export's path; a file-system error becomes `snapshot_export_unusable`. */
async function unusableOnError<T>(dir: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const code = errnoCode(error);
    if (code === undefined) throw error;
    const why = ERRNO_FRENCH[code] ?? (error as Error).message;
    throw new SnapshotError('snapshot_export_unusable', `Impossible d’écrire l’export dans ${dir} : ${why} (${code})`, { cause: error });
  }
}

async function absentAsNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? code : undefined;
}

function errnoError(code: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${file}`), { code, path: file });
}

/** Whether `outer` strictly contains `inner`. */
function contains(outer: string, inner: string): boolean {
  const relative = path.relative(outer, inner);
  return relative !== '' && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative);
}

/** `file` with symbolic links resolved, as far as it exists: a path not there yet keeps its tail. */
async function realPathOf(file: string): Promise<string> {
  try {
    return await realpath(file);
  } catch {
    const parent = path.dirname(file);
    return parent === file ? file : path.join(await realPathOf(parent), path.basename(file));
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
