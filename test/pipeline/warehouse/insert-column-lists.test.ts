import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
// Everything that ships or runs against a real database; tests build their own tables.
const PRODUCTION_FOLDERS = ['kernel', 'platform', 'sources', 'pipeline', 'publish', 'api', 'simulator', 'cli', 'bench'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|sql)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * `INSERT INTO t VALUES (...)` or `INSERT INTO t SELECT ...` fills columns by position: the
 * first column a migration adds (with a default) makes it fail or shift values. Every INSERT
 * names its columns: the next non-blank character after the table is `(`.
 */
function insertsWithoutColumnList(text: string): string[] {
  const found: string[] = [];
  const insert = /\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\s+(\$\{[^}]+\}|"[^"]+"|[\w.]+)\s*(.)/gis;
  for (const match of text.matchAll(insert)) {
    if (match[2] !== '(') found.push(match[0].replace(/\s+/g, ' '));
  }
  return found;
}

describe('INSERT statements in production code', () => {
  it('recognises the forms that fill columns by position', () => {
    expect(insertsWithoutColumnList("run(`INSERT INTO runs VALUES ($1, $2, NULL, $3, 'running', NULL)`)")).toHaveLength(1);
    expect(insertsWithoutColumnList('`INSERT OR REPLACE INTO source_state VALUES (?, ?)`')).toHaveLength(1);
    expect(insertsWithoutColumnList('`INSERT INTO ${table} SELECT unnest($1)`')).toHaveLength(1);
    expect(insertsWithoutColumnList('`\n  INSERT INTO documents\n  SELECT sha256 FROM load_records`')).toHaveLength(1);
    expect(insertsWithoutColumnList('`INSERT INTO runs (id, status) VALUES ($1, $2)`')).toEqual([]);
    expect(insertsWithoutColumnList('`INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) SELECT 1`')).toEqual([]);
    expect(insertsWithoutColumnList('`insert into fetches\n(source, url) select 1, 2`')).toEqual([]);
  });

  it('all name the columns they fill', () => {
    const offenders = PRODUCTION_FOLDERS.flatMap((folder) =>
      sourceFiles(path.join(root, folder)).flatMap((file) =>
        insertsWithoutColumnList(fs.readFileSync(file, 'utf8')).map((statement) => `${path.relative(root, file)}: ${statement}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
