import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Client, CreateBucketCommand } from '@aws-sdk/client-s3';

export interface S3rverHandle {
  endpoint: string;
  env: Record<string, string>;
  client: S3Client;
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * s3rver in a child process on 127.0.0.1 with a free port. A child because s3rver signs its
 * listing continuation tokens with DES, which Node's OpenSSL 3 (3.5.8 in Node 24 and 26) only offers behind
 * `--openssl-legacy-provider`; the flag stays confined to the fake server. s3rver does not
 * verify signatures, so any credentials work.
 */
export async function startS3rver(): Promise<S3rverHandle> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 's3rver-main.mjs');
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', script, directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited early with code ${code}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    env,
    client,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async stop() {
      client.destroy();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await rm(directory, { recursive: true, force: true });
    },
  };
}
