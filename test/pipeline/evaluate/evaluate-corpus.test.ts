import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import {
  EvaluationError,
  evaluateCases,
  evaluateCorpus,
  formatEvaluation,
  type CorpusCase,
  type ParseTexts,
} from '../../../pipeline/evaluate/index.ts';
import type { ParseNoticeResult } from '../../../kernel/normalise/index.ts';

function notice(fields: Partial<ParsedNotice>): ParseNoticeResult {
  return {
    ok: true,
    notice: {
      reference: 'r', ridet: '1234567001', ridet_luhn_valide: true, denomination: 'ALPHA', type: 'capital', titre: 't', resume: 'r',
      date: '2026-03-01', forme_juridique: 'SARL', capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null,
      dirigeants: [], texte: 't', ...fields,
    },
  };
}

const quarantined: ParseNoticeResult = { ok: false, quarantine: { reference: 'r#3', reason: 'ridet_absent', detail: 'd', extrait: 'GAMMA, SARL, liquidation judiciaire' } };

const expected = (fields: Partial<CorpusCase['expected'][number]>): CorpusCase['expected'][number] => ({
  type: 'capital', ridet: '1234567001', rid: '1234567', date: '2026-03-01', denomination: 'ALPHA', forme_juridique: 'SARL', dirigeants: [], ...fields,
});

describe('evaluateCases', () => {
  it('scores each field of a notice, comparing names after case folding and officers as a multiset', () => {
    const parse: ParseTexts = () => [notice({ denomination: 'alpha', dirigeants: [{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }, { nom: 'MARTIN', prenoms: 'Luc', fonction: 'gérant', action: 'cessation' }] })];
    const report = evaluateCases([{ name: 'a', text: '', expected: [expected({ dirigeants: [{ nom: 'Jean  DUPONT', role: 'gérant' }] })] }], parse);
    expect(report.fields.every((f) => f.rate === 1)).toBe(true);
    expect(report.misses).toEqual([]);
  });

  it('maps an unknown establishment rank to ridet null and court appointees to dirigeants', () => {
    const parse: ParseTexts = () => [notice({ type: 'procedure', etablissement_inconnu: true, organes_procedure: [{ nom: 'MANDATS DU SUD', prenoms: null, fonction: 'liquidateur', action: 'nomination' }] })];
    const report = evaluateCases([{ name: 'b', text: '', expected: [expected({ type: 'procedure', ridet: null, dirigeants: [{ nom: 'MANDATS DU SUD', role: 'liquidateur' }] })] }], parse);
    expect(report.misses).toEqual([]);
  });

  it('matches list entries as a set on the RID, an expected quarantine with a quarantined result', () => {
    const parse: ParseTexts = () => [quarantined, notice({ ridet: '7654321001', denomination: 'BETA' }), notice({})];
    const report = evaluateCases([{ name: 'list', text: '', expected: [expected({}), expected({ rid: '7654321', ridet: '7654321001', denomination: 'BETA' }), expected({ type: null, rid: null, ridet: null, denomination: 'GAMMA' })] }], parse);
    expect(report.announcements).toBe(3);
    expect(report.misses).toEqual([]);
    expect(report.confusion.counts['quarantaine']!['quarantaine']).toBe(1);
    expect(report.fields.find((f) => f.field === 'ridet')!.total).toBe(2);
  });

  it('asks for the extraction trace and reports the mean confidence of right and wrong published values apart', () => {
    const asked: Array<boolean | undefined> = [];
    const span = (confiance: number) => ({ debut: 0, fin: 1, confiance });
    const parse: ParseTexts = (_text, hints) => {
      asked.push(hints.trace);
      return [notice({ denomination: hints.reference === 'right' ? 'ALPHA' : 'OMEGA', extraction: { denomination: span(hints.reference === 'right' ? 0.9 : 0.5), ridet: span(0.8) } })];
    };
    const report = evaluateCases([{ name: 'right', text: '', expected: [expected({})] }, { name: 'wrong', text: '', expected: [expected({})] }], parse);
    expect(asked).toEqual([true, true]);
    expect(report.fields.find((f) => f.field === 'denomination')!.confidence).toEqual({ right: 0.9, wrong: 0.5 });
    expect(report.fields.find((f) => f.field === 'ridet')!.confidence).toEqual({ right: 0.8, wrong: null });
    expect(report.fields.find((f) => f.field === 'date')!.confidence).toEqual({ right: null, wrong: null });
    expect(formatEvaluation(report)).toContain('Confiance moyenne des valeurs publiées (justes / fausses)');
  });

  it('counts a wrongly quarantined notice as a miss on every field, and an unclaimed result as extra', () => {
    // The extra result names another company: nothing ties it to the expected one (match-entries.ts).
    const parse: ParseTexts = () => [quarantined, notice({ ridet: '9999999001', denomination: 'OMEGA' })];
    const report = evaluateCases([{ name: 'c', text: '', expected: [expected({})] }], parse);
    expect(report.misses.map((m) => m.field)).toEqual(['type', 'ridet', 'rid', 'date', 'denomination', 'forme_juridique', 'dirigeants']);
    expect(report.confusion.counts['capital']!['quarantaine']).toBe(1);
    expect(report.extra).toEqual([{ name: 'c', got: 'capital 9999999 OMEGA' }]);
  });

  it('formats a readable table: one line per field, the confusion matrix, then each miss', () => {
    const parse: ParseTexts = () => [notice({ date: '2026-03-02' })];
    const text = formatEvaluation(evaluateCases([{ name: 'd', text: '', expected: [expected({})] }], parse));
    expect(text).toMatch(/^date\s+0\/1\s+0\.0 %\s+1\s+0$/m);
    expect(text).toMatch(/^type\s+1\/1\s+100\.0 %\s+0\s+0$/m);
    expect(text).toMatch(/^capital\s+\.\s+1\s/m);
    expect(text).toContain('- d date : attendu 2026-03-01 | obtenu 2026-03-02');
  });
});

describe('wrong attributions and kinds of text', () => {
  it('counts a notice published under another RID as a wrong attribution, a quarantined one apart', () => {
    const cases: CorpusCase[] = [
      { name: 'a01-x', text: '', expected: [expected({})] },
      { name: 'a02-y', text: '', expected: [expected({})] },
      { name: 'b01-z', text: '', expected: [expected({})] },
    ];
    const byName: Record<string, ParseNoticeResult[]> = {
      'a01-x': [notice({ ridet: '7654321001', denomination: 'BETA' })],
      'a02-y': [quarantined],
      'b01-z': [notice({})],
    };
    const report = evaluateCases(cases, (_, hints) => byName[hints.reference]!);
    expect(report.wrongAttributions).toEqual([{ name: 'a01-x', entry: 1, kind: 'a', expected: '1234567001 ALPHA', got: '7654321001 BETA' }]);
    expect(report.wronglyQuarantined).toBe(1);
    const ridet = report.fields.find((f) => f.field === 'ridet')!;
    expect([ridet.correct, ridet.wrong, ridet.quarantined]).toEqual([1, 1, 1]);
    expect(report.kinds.map((k) => [k.kind, k.announcements, k.wrongAttributions, k.wronglyQuarantined])).toEqual([
      ['a', 2, 1, 1],
      ['b', 1, 0, 0],
    ]);
    expect(formatEvaluation(report)).toContain('- a01-x : attendu 1234567001 ALPHA | publié 7654321001 BETA');
  });

  it('counts a notice published when the corpus quarantines it, and another establishment rank, as wrong attributions', () => {
    const cases: CorpusCase[] = [
      { name: '70-q', text: '', expected: [expected({ type: null })] },
      { name: '71-r', text: '', expected: [expected({ ridet: '1234567002' })] },
      { name: '72-s', text: '', expected: [expected({ ridet: null })] },
    ];
    const byName: Record<string, ParseNoticeResult[]> = { '70-q': [notice({})], '71-r': [notice({})], '72-s': [notice({})] };
    const report = evaluateCases(cases, (_, hints) => byName[hints.reference]!);
    expect(report.wrongAttributions.map((w) => [w.name, w.kind, w.expected])).toEqual([
      ['70-q', 'quarantaine', 'quarantaine'],
      ['71-r', 'capital', '1234567002 ALPHA'],
    ]);
  });
});

describe('evaluateCorpus', () => {
  const dirs: string[] = [];
  const corpus = (files: Record<string, string>): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
    dirs.push(dir);
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the normaliser over a directory of text and expected pairs', async () => {
    const dir = corpus({
      'a.txt': 'AUGMENTATION DE CAPITAL\nDénomination : DELTA\nForme : SARL\nRIDET 1 234 567.001\nAux termes d’une assemblée générale extraordinaire du 01/03/2026, le capital a été porté à 2 000 000 F CFP.',
      'a.expected.json': JSON.stringify({ type: 'capital', ridet: '1234567001', rid: '1234567', date: '2026-03-01', denomination: 'DELTA', forme_juridique: 'SARL', dirigeants: [], why: 'test' }),
    });
    const report = await evaluateCorpus(dir);
    expect([report.texts, report.announcements, report.misses]).toEqual([1, 1, []]);
  });

  it('fails with a stable code when a text has no expected file or the directory is empty', async () => {
    await expect(evaluateCorpus(corpus({ 'a.txt': 'x' }))).rejects.toMatchObject({ code: 'attendu_manquant' });
    await expect(evaluateCorpus(corpus({}))).rejects.toSatisfy((e: unknown) => EvaluationError.is(e) && e.code === 'corpus_vide');
    await expect(evaluateCorpus(corpus({ 'a.txt': 'x', 'a.expected.json': '{"type": "faillite"}' }))).rejects.toMatchObject({ code: 'attendu_invalide' });
  });
});
