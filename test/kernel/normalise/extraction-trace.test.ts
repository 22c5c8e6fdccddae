import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FieldTrace, ParsedNotice } from '../../../kernel/model/announcement.ts';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { parseFrenchDate } from '../../../kernel/normalise/french-date.ts';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { formIn } from '../../../kernel/normalise/legal-form.ts';
import { parsedOnce } from './corpus-parses.ts';

// Issue 20: each extracted field keeps the span of `texte` it was read from and a confidence.
// Checked on texts of both development corpora: what the span prints is the value extracted.
const here = path.dirname(fileURLToPath(import.meta.url));
const corpus1 = path.join(here, 'corpus');
const corpus2 = path.resolve(here, '../../../..', 'shared', 'corpus2');

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').toLowerCase();
const digits = (s: string): string => s.replace(/\D/g, '');

/** The notices of a corpus text, parsed as the corpora's evaluation parses them (corpus-parses.ts). */
function notices(file: string, trace = true): ParsedNotice[] {
  const text = fs.readFileSync(file, 'utf8');
  const hints = { reference: path.basename(file, '.txt'), trace };
  return (trace ? parsedOnce(text, hints) : parseNoticeTexts(text, hints)).flatMap((r) => (r.ok ? [r.notice] : []));
}

function spanText(notice: ParsedNotice, t: FieldTrace): string {
  return notice.texte.slice(t.debut, t.fin);
}

/** Every traced field of the notice prints its value; returns the fields that were traced. */
function checkSpans(n: ParsedNotice): string[] {
  const e = n.extraction!;
  const traced: string[] = [];
  const inRange = (t: FieldTrace): void => {
    expect(t.debut).toBeGreaterThanOrEqual(0);
    expect(t.fin).toBeGreaterThan(t.debut);
    expect(t.fin).toBeLessThanOrEqual(n.texte.length);
    expect(t.confiance).toBeGreaterThan(0);
    expect(t.confiance).toBeLessThanOrEqual(1);
  };
  if (e.ridet) {
    inRange(e.ridet);
    // The RID as printed, a leading zero possibly dropped ('RID 122 531').
    expect(digits(spanText(n, e.ridet))).toContain(n.ridet.slice(0, 7).replace(/^0+/, ''));
    traced.push('ridet');
  }
  if (e.denomination) {
    inRange(e.denomination);
    expect(fold(spanText(n, e.denomination))).toContain(fold(n.denomination));
    traced.push('denomination');
  }
  if (e.type) {
    inRange(e.type);
    // The span names the event: read alone, as a heading, it gives the same type.
    expect({ span: spanText(n, e.type), type: classifyNotice(spanText(n, e.type), { heading: spanText(n, e.type) })?.type }).toEqual({ span: spanText(n, e.type), type: n.type });
    traced.push('type');
  }
  if (e.date) {
    inRange(e.date);
    expect(parseFrenchDate(spanText(n, e.date))).toBe(n.date);
    traced.push('date');
  }
  if (e.forme_juridique) {
    inRange(e.forme_juridique);
    expect(formIn(spanText(n, e.forme_juridique))).toBe(n.forme_juridique);
    traced.push('forme_juridique');
  }
  for (const [list, traces] of [
    [n.dirigeants, e.dirigeants],
    [n.organes_procedure ?? [], e.organes_procedure],
  ] as const) {
    if (list.length === 0) continue;
    expect(traces).toHaveLength(list.length);
    list.forEach((d, i) => {
      const t = traces![i];
      if (!t) return;
      inRange(t);
      expect(spanText(n, t).replace(/\s+/g, ' ')).toContain(d.nom);
    });
    traced.push('dirigeants');
  }
  return traced;
}

describe('the extraction trace: per field, the span of texte it was read from and a confidence', () => {
  it.each([
    [corpus1, '01-echoppe-anse-vata', ['ridet', 'denomination', 'type', 'date', 'forme_juridique', 'dirigeants']],
    [corpus1, '47-garage-kambwa-location-gerance', ['ridet', 'denomination', 'type', 'date', 'forme_juridique']],
    [corpus2, 'a21-dumbea-froid-industriel-holding-presidente', ['ridet', 'denomination', 'type', 'forme_juridique', 'dirigeants']],
    [corpus2, 'b30-cession-fonds-superette-hnawia', ['ridet', 'denomination', 'type', 'date']],
    [corpus2, 'c18-magenta-market-transformation-nom', ['ridet', 'denomination', 'type', 'date', 'forme_juridique', 'dirigeants']],
    [corpus2, 'c07-groupe-nakamura-pacifique-fusion', ['ridet', 'denomination', 'type', 'date', 'forme_juridique', 'dirigeants']],
  ])('%s/%s: every field traced prints its value', (dir, name, expected) => {
    const [notice] = notices(path.join(dir, `${name}.txt`));
    expect(notice).toBeDefined();
    expect(checkSpans(notice!)).toEqual(expected);
  });

  it('rates a RIDET chosen among third parties lower than a lone labelled one', () => {
    const [lone] = notices(path.join(corpus2, 'c18-magenta-market-transformation-nom.txt'));
    const [amongOthers] = notices(path.join(corpus2, 'b30-cession-fonds-superette-hnawia.txt'));
    expect(lone!.extraction!.ridet!.confiance).toBeGreaterThan(amongOthers!.extraction!.ridet!.confiance);
  });

  it('on every text of both corpora, each span prints its value, and RIDET, name and type are traced for nearly all', () => {
    let total = 0;
    let core = 0;
    for (const dir of [corpus1, corpus2]) {
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
        for (const n of notices(path.join(dir, file))) {
          total += 1;
          const traced = checkSpans(n);
          if (['ridet', 'denomination', 'type'].every((f) => traced.includes(f))) core += 1;
        }
      }
    }
    expect(total).toBeGreaterThan(200);
    expect(core / total).toBeGreaterThanOrEqual(0.9);
  });

  it('is attached only on request: notices are unchanged otherwise', () => {
    const [plain] = notices(path.join(corpus1, '01-echoppe-anse-vata.txt'), false);
    expect(plain).toBeDefined();
    expect(plain!.extraction).toBeUndefined();
  });
});
