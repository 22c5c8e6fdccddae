import { afterAll, beforeAll } from 'vitest';
import { openStore } from '../../../publish/store/open-store.ts';
import { startS3rver, type S3rverHandle } from '../store/s3rver-process.ts';
import { snapshotScenarios } from './snapshot-scenarios.ts';

let server: S3rverHandle;
let buckets = 0;
beforeAll(async () => {
  server = await startS3rver();
});
afterAll(async () => {
  await server?.stop();
});

snapshotScenarios('s3', async () => {
  const bucket = `snapshots-${++buckets}`;
  await server.createBucket(bucket);
  return openStore(`s3://${bucket}/nightly`, server.env);
});
