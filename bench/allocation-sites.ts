import fs from 'node:fs';
import { numberOption } from './number-option.ts';

/**
 * Where a server's bytes are allocated, per request, from a sampling heap profile written by
 * bench/allocation-sites-hook.ts over a stretch of `<requests>` requests: the sampled bytes of
 * each allocating function (its self size: what it allocated itself), the function named with
 * its file and line, largest first. Sampling estimates: V8 scales each sample to the bytes it
 * stands for, so totals are close to `total_allocated_bytes` over the same stretch, a site of a
 * few bytes a request is noise.
 *
 * `node bench/allocation-sites.ts <profile.heapprofile> <requests> [--top 30]`.
 */

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

const [file, requestsArg] = process.argv.slice(2);
if (!file || !requestsArg) {
  console.error('usage: allocation-sites.ts <profile.heapprofile> <requests> [--top N]');
  process.exit(2);
}
const requests = Number(requestsArg);
const top = numberOption(process.argv, 'top', 30);
const { head } = JSON.parse(fs.readFileSync(file, 'utf8')) as { head: ProfileNode };
const bySite = new Map<string, number>();
let total = 0;
const visit = (node: ProfileNode): void => {
  if (node.selfSize > 0) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url === '' ? '' : ` ${url.replace(/^file:\/\/.*?\/(?=(api|bench|platform|publish|kernel|node_modules)\/)/, '')}:${lineNumber + 1}`;
    const site = `${functionName || '(anonymous)'}${where}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    total += node.selfSize;
  }
  for (const child of node.children) visit(child);
};
visit(head);
console.log(`${(total / requests).toFixed(0)} bytes sampled a request over ${requests} requests; by allocating function, bytes a request:`);
for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(bytes / requests).toFixed(0).padStart(7)}  ${site}`);
