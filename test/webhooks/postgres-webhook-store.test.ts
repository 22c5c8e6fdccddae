import pg from 'pg';
import { expect, it } from 'vitest';
import { openPostgresWebhookStore } from '../../webhooks/state/postgres-webhook-store.ts';
import { describeWithPostgres } from './postgres-server.ts';
import { describeWebhookStore } from './webhook-store-suite.ts';

describeWithPostgres('PostgreSQL driver', (server) => {
  let n = 0;
  describeWebhookStore('PostgreSQL (pg, a throwaway server)', async () => openPostgresWebhookStore(await server().createDatabase(`suite_${++n}`)));

  it('overwrites a deleted subscription’s secrets before its row goes', async () => {
    const url = await server().createDatabase('wiped_secrets');
    const store = await openPostgresWebhookStore(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // What anything downstream of the DELETE sees of the row (triggers, audit, logical decoding).
      await client.query(`
        CREATE TABLE deleted_rows (secret TEXT, previous_secret TEXT);
        CREATE FUNCTION remember_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN INSERT INTO deleted_rows VALUES (OLD.secret, OLD.previous_secret); RETURN OLD; END $$;
        CREATE TRIGGER remember BEFORE DELETE ON webhook_subscriptions FOR EACH ROW EXECUTE FUNCTION remember_deleted();`);
      const T0 = Date.parse('2026-11-21T02:00:00Z');
      await store.createSubscription(
        {
          id: 'wh_wiped', keyId: 'key-a', url: 'https://receiver.example/hook', host: 'receiver.example:443', description: null, ridets: ['1234567001'], events: ['annonce.created'],
          signed: true, secret: 'whsec_current', previousSecret: 'whsec_previous', previousSecretExpiresAt: T0 + 1, status: 'actif',
          disabledReason: null, disabledAt: null, failingSince: null, lastSuccessAt: null, suspension: null, createdAt: T0, updatedAt: T0,
        },
        null,
      );
      expect(await store.deleteSubscription('wh_wiped')).toBe(true);
      expect((await client.query('SELECT secret, previous_secret FROM deleted_rows')).rows).toEqual([{ secret: null, previous_secret: null }]);
      expect(await store.deleteSubscription('wh_wiped')).toBe(false);
    } finally {
      await client.end();
      await store.close();
    }
  });
});
