import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { KeysError } from './errors.ts';

export interface KeyRecord {
  id: string;
  /** sha256 hex of the key; the key itself is never stored. */
  hash: string;
  /** First characters of the key (prefix + 4), enough for a person to tell keys apart. */
  hint: string;
  plan: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export interface KeysDocument {
  version: 1;
  keys: KeyRecord[];
}

function isKeyRecord(value: unknown): value is KeyRecord {
  const r = value as Partial<KeyRecord> | null;
  return (
    typeof r === 'object' && r !== null &&
    typeof r.id === 'string' && typeof r.hash === 'string' && /^[0-9a-f]{64}$/.test(r.hash) &&
    typeof r.hint === 'string' && typeof r.plan === 'string' &&
    (r.label === null || typeof r.label === 'string') &&
    typeof r.createdAt === 'string' && (r.revokedAt === null || typeof r.revokedAt === 'string')
  );
}

export function parseKeysDocument(text: string, file: string): KeysDocument {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new KeysError('keys_file_invalid', `[keys] ${file} is not valid JSON`, { cause: error });
  }
  const d = document as Partial<KeysDocument> | null;
  if (typeof d !== 'object' || d === null || d.version !== 1 || !Array.isArray(d.keys)) {
    throw new KeysError('keys_file_invalid', `[keys] ${file}: expected {"version": 1, "keys": [...]}`);
  }
  const bad = d.keys.findIndex((k) => !isKeyRecord(k));
  if (bad >= 0) throw new KeysError('keys_file_invalid', `[keys] ${file}: keys[${bad}] is not a valid key record`);
  return { version: 1, keys: d.keys };
}

/** A missing file is an empty key set: a fresh install serves anonymous clients only. */
export function readKeysFile(file: string): KeysDocument {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, keys: [] };
    throw new KeysError('keys_file_invalid', `[keys] cannot read ${file}`, { cause: error });
  }
  return parseKeysDocument(text, file);
}

/**
 * Temp file + fsync + rename: a server re-reading the file sees the old or the new content,
 * never half of it. Mode 0600 because hashes still identify keys.
 */
export function writeKeysFileAtomic(file: string, document: KeysDocument): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, `${JSON.stringify(document, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
