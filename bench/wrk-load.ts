import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const WRK_BINARY = '/usr/bin/wrk';
export const TASKSET_BINARY = '/usr/bin/taskset';

export interface WrkSpec {
  /** Base URL of the server (`http://127.0.0.1:port`). */
  base: string;
  /** Request targets (path and query), drawn at random for each request. */
  targets: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** Folder for the generated Lua script. */
  workDir: string;
  /** The one CPU wrk may run on (taskset), so that the servers measured have the others to themselves. Unpinned by default. */
  cpu?: number;
  /**
   * Stop after this many answers instead of at `seconds`, which stays the upper bound. For a
   * check that a scenario works (--quick): the figures are then of a few hundred requests.
   */
  requests?: number;
}

export interface WrkResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** Latencies in ms (wrk's own histogram). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Socket errors and timeouts, and answers outside 2xx/3xx. */
  errors: number;
  non2xx: number;
  bytes: number;
}

const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string literal for our ASCII targets

/** What the script prints when `requests` answers came: its thread has stopped, wrk's main thread has not. */
const ENOUGH = 'wrk-enough';

/**
 * wrk's main thread sleeps for the whole `-d` even once its thread has stopped (thread:stop());
 * SIGINT ends that sleep and wrk reports as usual, over the time it really ran. Sent only once
 * wrk catches it (/proc's SigCgt): before its handler is set, SIGINT would kill it unreported.
 */
function interruptWhenCaught(pid: number, signal: () => void): void {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return; // already gone: it reported by itself
  }
  const caught = /^SigCgt:\s*([0-9a-f]+)$/m.exec(status)?.[1];
  if (caught !== undefined && (BigInt(`0x${caught}`) & 2n) !== 0n) signal();
  else setTimeout(() => interruptWhenCaught(pid, signal), 10);
}

/**
 * wrk (Debian's, one thread: `-t1`) against one server: each request takes a random target of
 * the list, with the given headers, over `connections` keep-alive connections. wrk's `done`
 * hook prints the figures as JSON, so nothing is scraped from its report.
 *
 * Every request is the same bytes from one run to the next: Host first, then the headers in the
 * order given. `wrk.format` writes them in the order of a Lua table's `pairs()`, which LuaJIT's
 * seeded string hashes change from one wrk process to the next; a server then got its request
 * headers in another order at some rounds, so node:http built `req.headers` with another hidden
 * class, and every function reading it was deoptimized and compiled again for the new shape
 * (docs/api-performance.md, "One shape per request").
 */
export async function runWrk(spec: WrkSpec): Promise<WrkResult> {
  if (!fs.existsSync(WRK_BINARY)) throw new Error(`[bench] ${WRK_BINARY} not found: apt-get install wrk`);
  for (const target of spec.targets) if (!/^\/[\x21-\x7e]*$/.test(target)) throw new Error(`[bench] target must be printable ASCII: ${target}`);
  const script = path.join(spec.workDir, `wrk-${process.pid}-${Date.now()}.lua`);
  const given = Object.entries(spec.headers);
  const hostGiven = given.some(([name]) => name.toLowerCase() === 'host');
  const lines = given.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  fs.writeFileSync(
    script,
    `local targets = { ${spec.targets.map(lua).join(',\n')} }
local head = nil
math.randomseed(12345)
request = function()
  if head == nil then
    head = " HTTP/1.1\\r\\n" .. ${hostGiven ? '""' : '"Host: " .. wrk.headers["Host"] .. "\\r\\n"'} .. ${lua(lines)} .. "\\r\\n"
  end
  return "GET " .. targets[math.random(#targets)] .. head
end
${
      spec.requests === undefined
        ? ''
        : `local answered = 0
response = function()
  answered = answered + 1
  if answered == ${Math.max(1, Math.floor(spec.requests))} then
    io.write("${ENOUGH}\\n")
    io.flush()
    wrk.thread:stop()
  end
end
`
    }done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration":%d,"errors":%d,"non2xx":%d,"bytes":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status, summary.bytes,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`,
  );
  try {
    const args = ['-t1', `-c${spec.connections}`, `-d${spec.seconds}s`, '--timeout', '10s', '-s', script, spec.base];
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(spec.cpu === undefined ? WRK_BINARY : TASKSET_BINARY, spec.cpu === undefined ? args : ['-c', String(spec.cpu), WRK_BINARY, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      let interrupted = false;
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (!interrupted && out.includes(ENOUGH)) {
          interrupted = true;
          // taskset execs wrk: the pid is wrk's either way.
          interruptWhenCaught(child.pid!, () => child.kill('SIGINT'));
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code, signal) => (code === 0 ? resolve(out) : reject(new Error(`[bench] wrk exited with ${code ?? signal}: ${err}${out}`))));
    });
    const line = stdout.split('\n').reverse().find((l) => l.startsWith('{'));
    if (!line) throw new Error(`[bench] wrk printed no result: ${stdout}`);
    const raw = JSON.parse(line) as { requests: number; duration: number; errors: number; non2xx: number; bytes: number; p50: number; p90: number; p99: number; max: number };
    const seconds = raw.duration / 1e6;
    return {
      requests: raw.requests,
      seconds,
      requestsPerSecond: raw.requests / seconds,
      p50: raw.p50 / 1000,
      p90: raw.p90 / 1000,
      p99: raw.p99 / 1000,
      max: raw.max / 1000,
      errors: raw.errors,
      non2xx: raw.non2xx,
      bytes: raw.bytes,
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}
