import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Body as sent on the wire. */
  raw: Buffer;
  /** Body after undoing Content-Encoding. */
  text: string;
  json: any;
}

/** A plain node:http request: no automatic Accept-Encoding or decompression, so tests see the wire. */
export function request(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: options.method ?? 'GET', path: target, headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const text = decoded.toString('utf8');
          let json: unknown = undefined;
          if (text.length > 0 && /json/.test(String(res.headers['content-type'] ?? ''))) json = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
