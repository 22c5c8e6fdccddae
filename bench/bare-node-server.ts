import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The ceiling of a Node process on this machine: node:http answering from a Map of the same
 * files nginx serves (`<root>/id/...` as they are, `<root>/br/...` with Content-Encoding: br),
 * with nothing else to do. `node bench/bare-node-server.ts <root> <port>`.
 */
const [root, port] = process.argv.slice(2);
if (!root || !port) {
  console.error('usage: bare-node-server.ts <root> <port>');
  process.exit(2);
}
const bodies = new Map<string, Buffer>();
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else bodies.set(`/${path.relative(root, full)}`, fs.readFileSync(full));
  }
};
walk(root);
const server = http.createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(body.length), vary: 'Accept-Encoding' };
  if (req.url!.startsWith('/br/')) headers['content-encoding'] = 'br';
  res.writeHead(200, headers).end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
