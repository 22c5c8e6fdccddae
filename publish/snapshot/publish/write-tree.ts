import type { TreeEntry } from '../manifest.ts';
import { planTree, type TreePlan } from '../tree-builder.ts';
import type { PublishContext } from './publish-context.ts';

/**
 * Step 4, tree: the parent's tree with this publish's changes (changes.json included) as a new
 * layer, or a fresh base (small trees, large changes, damaged objects to write again); uploads
 * its new shards, layer and root.
 */
export async function writeTree(ctx: PublishContext, treeChanges: ReadonlyMap<string, TreeEntry | null>): Promise<TreePlan> {
  const { parent, uploads } = ctx;
  const tree = await planTree(parent === null ? null : { view: parent.tree, entries: parent.entries }, treeChanges, ctx.treeLayout, { rebuild: ctx.plan.freshTreeBase });
  for (const sealed of [...tree.objects, tree.root]) await uploads.write(sealed.hash, sealed.body, 'application/json');
  await uploads.drain();
  return tree;
}
