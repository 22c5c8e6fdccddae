import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeParse } from '../../../pipeline/run/process-document.ts';
import type { RawDocument, SourceAdapter } from '../../../sources/source-adapter.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const doc: RawDocument = {
  source: 'TEST',
  url: 'http://127.0.0.1/bulletin.pdf',
  contentType: 'application/pdf',
  body: Buffer.from('%PDF-1.4'),
  sha256: 'a'.repeat(64),
  fetchedAt: '2026-03-01T00:00:00.000Z',
  meta: {},
};

function crashingAdapter(): SourceAdapter {
  return {
    id: 'TEST',
    description: 'a parser with a bug',
    schedule: '0 2 * * *',
    stateSchema: z.unknown(),
    metaSchema: z.record(z.string(), z.unknown()),
    crawl: async () => {},
    parse: async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'pages')");
    },
  };
}

describe('a parser that crashes on a document', () => {
  it('puts the document in quarantine under its own reason, and logs the stack', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));

    const outcome = await safeParse(crashingAdapter(), doc, testParseContext(), logger);

    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined).toHaveLength(1);
    expect(outcome.quarantined[0]).toMatchObject({ reference: doc.url, reason: 'erreur_analyseur' });
    expect(outcome.quarantined[0]!.detail).toContain("reading 'pages'");
    const logged = JSON.parse(lines[0]!) as { level: number; sha256: string; err: { stack: string } };
    expect(logged.level).toBe(50);
    expect(logged.sha256).toBe(doc.sha256);
    expect(logged.err.stack).toContain('TypeError');
    expect(logged.err.stack).toContain('safe-parse.test.ts');
  });
});
