import fs from 'node:fs';
import path from 'node:path';

/** One node of a V8 CPU profile (`node --cpu-prof`): what ran, where. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface CpuProfile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time of the main thread by part (µs), over a profile. */
export type PartTimes = Map<string, number>;

/**
 * The part of the server a frame belongs to, for "where each µs goes": each step of our request
 * pipeline (api/request/*.ts) by name, access control, our other files by name, and Node's own
 * parts (node:http's parsing and headers, the socket's reads and writes, the rest of Node),
 * the garbage collector, the libraries we call.
 */
export function partOf(frame: ProfileNode['callFrame']): string | null {
  const { functionName, url } = frame;
  if (functionName === '(idle)') return null;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native code outside JS';
  if (functionName === '(root)') return null;
  const request = /\/api\/request\/([\w-]+)\.ts$/.exec(url);
  if (request) return `step ${request[1]}`;
  if (/\/api\/access\//.test(url)) return 'access control (key, quota count)';
  const ours = /\/(api|webhooks|signalements|platform|publish|kernel)\/([\w/-]+)\.ts$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (/node_modules\/(pino|sonic-boom|thread-stream)/.test(url)) return 'logging (pino)';
  if (/node_modules\/prom-client/.test(url)) return 'metrics (prom-client)';
  if (/node_modules\//.test(url)) return 'other libraries';
  if (/^node:_http_(server|common|incoming)/.test(url) || functionName === 'parserOnHeadersComplete' || functionName === 'parserOnIncoming') return 'node:http, request parsing';
  if (/^node:_http_outgoing/.test(url)) return 'node:http, response headers and body';
  if (/^node:(net|internal\/stream_base_commons|internal\/streams)/.test(url) || /^(writev|writeUtf8String|writeBuffer)$/.test(functionName)) return 'socket reads and writes';
  if (/^node:/.test(url)) return 'other Node internals';
  if (url === '') return `native ${functionName || '(anonymous)'}`;
  return 'other';
}

/**
 * Self time by part over the profiles (`.cpuprofile` files) in `dir`, counting only the last
 * `windowUs` before each profile ended (the load, not the start-up before it).
 */
export function readPartTimes(dir: string, windowUs: number): { parts: PartTimes; busyUs: number } {
  const parts: PartTimes = new Map();
  let busyUs = 0;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const from = profile.endTime - windowUs;
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i += 1) {
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      if (at < from) continue;
      const node = byId.get(profile.samples[i]!);
      const part = node ? partOf(node.callFrame) : null;
      if (part === null) continue;
      parts.set(part, (parts.get(part) ?? 0) + delta);
      busyUs += delta;
    }
  }
  return { parts, busyUs };
}

/**
 * "part 1.2 µs (3 %), …": each part's share of the main thread's busy samples, applied to the
 * process's CPU per request (measured from /proc, all threads and the kernel included), largest
 * first; parts under `minShare` summed as "the rest". Shares, not the samples' own durations:
 * the profiler times samples by the wall clock, which on a shared machine counts the time the
 * process waited for a core.
 */
export function formatPerRequest(parts: PartTimes, busyUs: number, cpuUsPerRequest: number, minShare = 0.01): string {
  const shares = [...parts].map(([part, us]) => [part, us / Math.max(1, busyUs)] as const).sort((a, b) => b[1] - a[1]);
  const shown = shares.filter(([, share]) => share >= minShare);
  const rest = shares.filter(([, share]) => share < minShare).reduce((sum, [, share]) => sum + share, 0);
  const one = (part: string, share: number) => `${part} ${(share * cpuUsPerRequest).toFixed(1)} µs (${Math.round(share * 100)} %)`;
  return [...shown.map(([part, share]) => one(part, share)), ...(rest > 0 ? [one('the rest', rest)] : [])].join(', ');
}
