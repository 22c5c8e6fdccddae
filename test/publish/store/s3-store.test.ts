import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../../publish/store/open-store.ts';
import { s3ClientConfig } from '../../../publish/store/s3-client-config.ts';
import { S3Store } from '../../../publish/store/s3-store.ts';
import { startS3rver, type S3rverHandle } from './s3rver-process.ts';
import { storeContract } from './store-contract.ts';

let server: S3rverHandle;
let bucketCount = 0;

beforeAll(async () => {
  server = await startS3rver();
});
afterAll(async () => {
  await server?.stop();
});

// A fresh bucket per test keeps the tests independent; a prefix checks keys are scoped to it.
storeContract('s3', async () => {
  const bucket = `contract-${++bucketCount}`;
  await server.createBucket(bucket);
  return openStore(`s3://${bucket}/some/prefix`, server.env);
}, { directoryOrderedListing: true });

describe('S3Store specifics', () => {
  it('uploads large bodies in several parts and reads them back', async () => {
    await server.createBucket('multipart');
    const store = new S3Store({ bucket: 'multipart', prefix: 'p', client: server.client, multipartThreshold: 5 * 1024 * 1024 });
    const body = Buffer.alloc(11 * 1024 * 1024);
    for (let i = 0; i < body.length; i += 4096) body[i] = i % 251;
    await store.put('big.bin', body, { contentType: 'application/octet-stream' });
    expect((await store.head('big.bin'))!.size).toBe(body.length);
    expect((await store.get('big.bin'))!.equals(body)).toBe(true);
  });

  it('keeps content type and scopes keys under the URL prefix', async () => {
    await server.createBucket('scoped');
    const store = openStore('s3://scoped/one', server.env);
    const other = openStore('s3://scoped/two', server.env);
    await store.put('x.json', '{}', { contentType: 'application/json' });
    expect((await store.head('x.json'))!.contentType).toBe('application/json');
    expect(await other.get('x.json')).toBeNull();
    expect(store.url).toBe('s3://scoped/one/');
  });

  it('reads endpoint, region, path style and credentials from the AWS settings', () => {
    const config = s3ClientConfig({ AWS_ENDPOINT_URL: 'http://127.0.0.1:9', AWS_REGION: 'eu-west-3', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b' });
    expect(config).toMatchObject({ endpoint: 'http://127.0.0.1:9', region: 'eu-west-3', forcePathStyle: true, credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
    expect(s3ClientConfig({ S3_FORCE_PATH_STYLE: 'false', AWS_ENDPOINT_URL: 'http://x' }).forcePathStyle).toBe(false);
    expect(s3ClientConfig({}).forcePathStyle).toBe(false);
    expect(() => s3ClientConfig({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => openStore('s3://A_bad/x', {})).toThrow(/valid bucket name/);
  });

  it('throws when the bucket cannot be listed', async () => {
    const store = openStore('s3://no-such-bucket/p', server.env);
    await expect(store.list('')).rejects.toMatchObject({ code: 'store_list_failed' });
  });

  it('says why in the message when the server cannot be reached (ECONNREFUSED), not only in the cause', async () => {
    const closed = await closedPort();
    const store = openStore('s3://annonces/p', { ...server.env, AWS_ENDPOINT_URL: `http://127.0.0.1:${closed}` });
    const failure = await store.get('objects/ab/cd').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'store_read_failed', message: expect.stringContaining('ECONNREFUSED') });
  });
});

/** A port nothing listens on: bound once by us, then closed. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
