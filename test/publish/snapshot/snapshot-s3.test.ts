import { afterAll, beforeAll } from 'vitest';
import { openStore } from '../../../publish/store/open-store.js';
import { startS3rver, type S3rverHandle } from '../store/s3rver-process.js';
import { snapshotScenarios } from './snapshot-scenarios.js';

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
