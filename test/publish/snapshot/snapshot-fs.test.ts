import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { FsStore } from '../../../publish/store/fs-store.ts';
import { snapshotScenarios } from './snapshot-scenarios.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

snapshotScenarios('fs', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'snapshot-fs-'));
  dirs.push(dir);
  return new FsStore(dir);
});
