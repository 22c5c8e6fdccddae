import { spawn, type ChildProcess } from 'node:child_process';
import type { CpuPlacement } from './cpu-placement.ts';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_BINARY = '/usr/sbin/nginx';

export interface StaticServer {
  url: string;
  /** The process whose tree does the serving (for CPU and memory). */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitForPort(port: number, child: ChildProcess, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`[bench] ${what} exited with ${child.exitCode} before listening`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`[bench] ${what} not listening on ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Debian's nginx serving a folder of files as a CDN or a front nginx would serve exported
 * artefacts: one worker unless `workers` says (the API is one process too; more to compare with
 * API_WORKERS), sendfile, open files cached, no access log. `<root>/id/...` is sent as it is,
 * `<root>/br/...` with `Content-Encoding: br` (the bytes our API sends for `Accept-Encoding: br`,
 * written beside, as `brotli_static` would). Started as a child process with a generated
 * configuration in a temporary folder, on its own port.
 */
/**
 * The lines every nginx of ours starts with, run unprivileged in the foreground with every file
 * in `dir`: its pid, its error log, its temporary folders. Ends inside `http {` with the access
 * log off, for the caller's own directives and closing brace.
 */
export function nginxPreamble(dir: string, options: { workerConnections: number; workers?: number }): string {
  const temp = (name: string) => path.join(dir, name);
  // As root, nginx would hand its workers to "nobody", who cannot read our temporary folders.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}daemon off;
${options.workers === undefined ? '' : `master_process on;\nworker_processes ${options.workers};\n`}pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections ${options.workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};`;
}

export async function startNginx(root: string, placement?: CpuPlacement, workers = 1): Promise<StaticServer> {
  if (!fs.existsSync(NGINX_BINARY)) {
    throw new Error(`[bench] ${NGINX_BINARY} not found: the API benchmark compares with nginx (apt-get install nginx wrk)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nginx-'));
  const port = await freePort();
  const temp = (name: string) => path.join(dir, name);
  const conf = `${nginxPreamble(dir, { workerConnections: 4096, workers })}
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 10000000;
  open_file_cache max=20000 inactive=300s;
  open_file_cache_valid 300s;
  types { }
  default_type application/json;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /id/ { add_header Vary Accept-Encoding; }
    location /br/ { add_header Content-Encoding br; add_header Vary Accept-Encoding; }
  }
}
`;
  fs.writeFileSync(temp('nginx.conf'), conf);
  // On the servers' CPUs when given: its worker, forked by the master, inherits them.
  const started = (placement?.server ?? ((command: string, args: readonly string[]) => ({ command, args: [...args] })))(NGINX_BINARY, ['-p', dir, '-c', temp('nginx.conf'), '-e', temp('error.log')]);
  const child = spawn(started.command, started.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(port, child, 'nginx');
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}: ${stderr}${fs.existsSync(temp('error.log')) ? fs.readFileSync(temp('error.log'), 'utf8') : ''}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
