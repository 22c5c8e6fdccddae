import { describe, expect, it } from 'vitest';
import { asDiskFull, DiskFullError } from '../../../pipeline/run/disk-space.ts';

describe('a full disk seen from below', () => {
  it('names the file DuckDB could not write, without DuckDB\'s error classes', () => {
    const duckdb = new Error('TransactionContext Error: Failed to commit: Could not write file "/data/warehouse.duckdb.wal": No space left on device');
    const error = asDiskFull(new Error('load failed', { cause: duckdb }), '/data');
    expect(error).toBeInstanceOf(DiskFullError);
    expect(error?.code).toBe('disk_full');
    expect(error?.message).toBe(
      'Disque plein (/data) : Could not write file "/data/warehouse.duckdb.wal": No space left on device. Libérez de la place puis relancez : rien n’est perdu.',
    );
    expect(asDiskFull(new Error('IO Error: Could not write file "x": No space left on device'), '/d')?.message).toContain(': Could not write file "x": No space left');
  });

  it('recognises Node\'s ENOSPC, and nothing else', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(asDiskFull(enospc, '/d')?.message).toContain('Disque plein (/d) : ENOSPC: no space left on device, write.');
    expect(asDiskFull(new Error('Constraint Error: duplicate key "x"'), '/d')).toBeNull();
  });
});
