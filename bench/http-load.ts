import fs from 'node:fs';
import http from 'node:http';

/**
 * A small bounded load generator (autocannon is not a dependency): a fixed number of GET
 * requests, `concurrency` in flight on keep-alive sockets, URLs taken in turn from a list.
 * Run as its own process (`node bench/http-load.ts <spec.json> <result.json>`) so
 * that the client does not share the server's event loop or CPU accounting.
 */
export interface LoadSpec {
  urls: string[];
  requests: number;
  concurrency: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  ms: number;
  statuses: Record<string, number>;
  errors: number;
  bytes: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let errors = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < spec.requests) {
      const url = spec.urls[next % spec.urls.length]!;
      next += 1;
      const start = performance.now();
      try {
        const r = await get(agent, url, spec.headers);
        latencies.push(performance.now() - start);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        bytes += r.bytes;
      } catch {
        errors += 1;
      }
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  const ms = performance.now() - start;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: spec.requests,
    ms,
    statuses,
    errors,
    bytes,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
  };
}

const [specFile, resultFile] = process.argv.slice(2);
if (specFile && resultFile && import.meta.url === `file://${process.argv[1]}`) {
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as LoadSpec;
  fs.writeFileSync(resultFile, JSON.stringify(await runLoad(spec)));
}
