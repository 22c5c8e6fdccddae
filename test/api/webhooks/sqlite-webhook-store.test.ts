import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openSqliteWebhookStore } from '../../../api/webhooks/state/sqlite-webhook-store.js';
import { describeWebhookStore } from './webhook-store-suite.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-webhooks-sqlite-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;

describeWebhookStore('SQLite (better-sqlite3, a file in a temp folder)', async () => openSqliteWebhookStore(path.join(dir, `state-${++n}`, 'webhooks.sqlite')));
