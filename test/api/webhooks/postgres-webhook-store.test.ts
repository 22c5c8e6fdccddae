import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgresWebhookStore } from '../../../api/webhooks/state/postgres-webhook-store.js';
import { postgresUnavailableReason, startPostgresServer, type PostgresServer } from './postgres-server.js';
import { describeWebhookStore } from './webhook-store-suite.js';

const unavailable = postgresUnavailableReason();

describe.skipIf(unavailable !== null)(`PostgreSQL driver${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  let n = 0;
  describeWebhookStore('PostgreSQL (pg, a throwaway server)', async () => openPostgresWebhookStore(await server.createDatabase(`suite_${++n}`)));
});
