import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The demo's webhook receiver: a plain HTTP server on 127.0.0.1 that prints every delivery it
 * gets (event, delivery id, RIDET, title, whether it is signed) and keeps it, headers and raw
 * body, under `<DATA_DIR>/demo/webhooks/`, so it can be checked against a library afterwards.
 * It answers 204 to everything: it receives, it does not judge.
 */
export interface DemoReceiver {
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (DEMO_WEBHOOK_PORT); a busy port rejects, never moves elsewhere: a subscription points at it. */
export async function startDemoReceiver(options: { dataDir: string; port: number; print: (line: string) => void }): Promise<DemoReceiver> {
  const folder = path.join(options.dataDir, 'demo', 'webhooks');
  fs.mkdirSync(folder, { recursive: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery = String(req.headers['x-service-delivery'] ?? `sans-id-${Date.now()}`).replace(/[^A-Za-z0-9_-]/g, '_');
      fs.writeFileSync(path.join(folder, `${delivery}.json`), `${JSON.stringify({ headers: req.headers, body }, null, 2)}\n`);
      let summary = body.slice(0, 120);
      try {
        const event = JSON.parse(body) as { event?: string; ridet?: string; type?: string; titre?: string };
        summary = `${event.event ?? '?'} ${event.ridet ?? ''} ${event.type ?? ''} « ${event.titre ?? ''} »`;
      } catch {
        // Not JSON: printed as received.
      }
      const signed = req.headers['x-service-signature'] ? 'signée' : 'non signée';
      options.print(`Webhook reçu (${delivery}, ${signed}) : ${summary}\n`);
      res.writeHead(204);
      res.end();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(options.port);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
