import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Child process of the webhook benchmark: `node bench/webhook-receiver.ts <ports>`.
 * Listens on that many 127.0.0.1 ports (each is one receiver host for the delivery worker),
 * answers every POST 204 and counts them; `GET /stats` tells `{count, first, last}` (epoch ms).
 * Prints `{"ports": [...]}` on stdout once listening.
 */
const portCount = Number(process.argv[2] ?? '1');
let count = 0;
let first = 0;
let last = 0;
const handler: http.RequestListener = (req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count, first, last }));
      return;
    }
    const now = Date.now();
    count += 1;
    if (first === 0) first = now;
    last = now;
    res.writeHead(204);
    res.end();
  });
};
const ports: number[] = [];
for (let i = 0; i < portCount; i += 1) {
  const server = http.createServer({ keepAliveTimeout: 30_000 }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ports.push((server.address() as AddressInfo).port);
}
process.stdout.write(`${JSON.stringify({ ports })}\n`);
