import net from 'node:net';

export interface Wire {
  statusLine: string;
  /** Every header line as sent, in order, Date left out. */
  lines: string[];
  body: Buffer;
}

/**
 * One request on a fresh connection to 127.0.0.1:`port`, read as bytes: no client library
 * between the test and the wire. HTTP/1.1 without a Connection header, as a keep-alive client
 * sends it; Host is `annonces.test`.
 */
export function rawExchange(port: number, method: string, target: string, headers: Record<string, string> = {}): Promise<Wire> {
  const head = [`${method} ${target} HTTP/1.1`, 'Host: annonces.test', ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`)].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const length = Number(/^content-length: (\d+)$/im.exec(lines.join('\n'))?.[1] ?? 0);
      const bodyLength = method === 'HEAD' || statusLine.includes(' 304 ') ? 0 : length;
      if (received.length < end + 4 + bodyLength) return;
      socket.destroy();
      resolve({ statusLine, lines: lines.filter((l) => !/^date: /i.test(l)), body: received.subarray(end + 4, end + 4 + bodyLength) });
    });
    socket.on('error', reject);
  });
}
