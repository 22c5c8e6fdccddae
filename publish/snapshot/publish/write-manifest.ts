import { MANIFEST_FORMAT, type Manifest } from '../manifest.ts';
import { CHANGES_PATH, manifestKey, sha256Hex } from '../snapshot-layout.ts';
import type { TreePlan } from '../tree-builder.ts';
import type { PublishContext } from './publish-context.ts';
import type { WrittenLedger } from './write-ledger.ts';

/**
 * Step 5, manifest: `snapshots/<id>.json`, immutable, naming the tree and ledger roots; a
 * complete snapshot that nothing serves yet. Returns its hash, which `current` will record.
 */
export async function writeManifest(
  ctx: PublishContext,
  parts: { id: string; tree: TreePlan; ledger: WrittenLedger; companies: ReadonlySet<string> },
): Promise<{ manifest: Manifest; sha256: string }> {
  const { id, tree, ledger, companies } = parts;
  const writer = ctx.uploads.writer;
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    id,
    parentId: ctx.parent?.manifest.id ?? null,
    createdAt: ctx.now.toISOString(),
    runIds: [...ctx.input.runIds],
    codeVersion: ctx.input.codeVersion,
    counts: ctx.input.counts,
    tree: { root: tree.root.hash, paths: tree.paths },
    ledger: { root: ledger.root.hash, items: Object.values(ledger.months).reduce((n, m) => n + m.items, 0) },
    changes: {
      path: CHANGES_PATH,
      added: ledger.diff.added,
      removed: ledger.diff.removed.length,
      updated: ledger.diff.updated.length,
      companiesChanged: companies.size,
    },
    written: { objects: writer.objects, bytes: writer.bytes },
  };
  const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
  await ctx.store.put(manifestKey(id), body, { contentType: 'application/json', cacheControl: 'public, max-age=31536000, immutable' });
  return { manifest, sha256: sha256Hex(body) };
}
