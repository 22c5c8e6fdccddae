import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES, QUARANTINE_REASONS } from '../../../kernel/model/announcement.ts';
import { parseNoticeText, type NoticeHints } from '../../../kernel/normalise/index.ts';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

type Expected =
  | { hints?: Omit<NoticeHints, 'reference'>; ok: true; notice: Record<string, unknown> }
  | { hints?: Omit<NoticeHints, 'reference'>; ok: false; reason: string };

const cases = fs
  .readdirSync(fixturesDir)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .map((file) => {
    const name = file.replace(/\.txt$/, '');
    const expected = JSON.parse(fs.readFileSync(path.join(fixturesDir, `${name}.expected.json`), 'utf8')) as Expected;
    return { name, text: fs.readFileSync(path.join(fixturesDir, file), 'utf8'), expected };
  });

describe('parseNoticeText on hand-written notices', () => {
  it('has a fixture set covering every type at least twice and every quarantine it must produce', () => {
    const types = cases.flatMap((c) => (c.expected.ok ? [c.expected.notice.type as string] : []));
    for (const type of ANNONCE_TYPES) expect(types.filter((t) => t === type).length, type).toBeGreaterThanOrEqual(2);
    const reasons = cases.flatMap((c) => (c.expected.ok ? [] : [c.expected.reason]));
    expect(new Set(reasons)).toEqual(new Set(['ridet_absent', 'date_absente', 'type_inconnu']));
  });

  for (const { name, text, expected } of cases) {
    it(name, () => {
      const result = parseNoticeText(text, { reference: name, ...expected.hints });
      if (!expected.ok) {
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.quarantine.reason).toBe(expected.reason);
        expect(QUARANTINE_REASONS).toContain(result.quarantine.reason);
        expect(result.quarantine.reference).toBe(name);
        expect(result.quarantine.detail).toMatch(/[éèàùç’]|\b(?:le|la|les|aucun|aucune)\b/);
        expect(result.quarantine.extrait!.length).toBeLessThanOrEqual(300);
        expect(text.replace(/\s+/g, ' ')).toContain(result.quarantine.extrait!.replace(/…$/, '').slice(0, 40));
        return;
      }
      expect(result.ok, JSON.stringify(result)).toBe(true);
      if (!result.ok) return;
      const { texte, resume, reference, ...fields } = result.notice;
      expect(reference).toBe(name);
      expect(fields).toEqual(expected.notice);
      // texte keeps the notice, minus layout noise; resume is a prefix of its flattened body.
      expect(texte).not.toMatch(/\r|\t|\u00a0| {2}|JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE \d/);
      expect(resume.length).toBeGreaterThan(20);
      expect(resume.length).toBeLessThanOrEqual(280);
      expect(texte.replace(/\s+/g, ' ')).toContain(resume.replace(/…$/, ''));
    });
  }
});
