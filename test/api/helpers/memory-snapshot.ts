import { createHash } from 'node:crypto';
import type { BuiltArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';

/**
 * A SnapshotReader over the builder's artefacts held in memory: the smallest faithful stand-in
 * for a published snapshot, so API tests exercise the real artefacts without an object store.
 */
export async function memorySnapshot(id: string, built: BuiltArtefacts): Promise<SnapshotReader & { files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  for await (const artefact of built.artefacts) files.set(artefact.path, artefact.body);
  return {
    id,
    parentId: null,
    createdAt: '2026-11-21T02:00:00Z',
    counts: built.counts,
    files,
    async read(path) {
      return files.get(path) ?? null;
    },
    async hash(path) {
      const body = files.get(path);
      return body ? createHash('sha256').update(body).digest('hex') : null;
    },
  };
}

export async function collectArtefacts(built: BuiltArtefacts): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const artefact of built.artefacts) {
    if (files.has(artefact.path)) throw new Error(`duplicate artefact path ${artefact.path}`);
    files.set(artefact.path, artefact.body);
  }
  return files;
}
