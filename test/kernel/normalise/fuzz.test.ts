import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES, QUARANTINE_REASONS } from '../../../kernel/model/announcement.ts';
import { extractCapital, findFrenchDates, findRidets, normaliseRidet, parseFrenchDate, parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Property-based fuzzing of the normaliser and its readers (issue 9): whatever the text, they
// never throw, never hang, and what they return is either a valid announcement or a quarantine
// entry with a known reason. FUZZ_RUNS=<n> (npm run test:soak) runs many more cases.
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SLOW_MS = 1_500;

const CORPUS = path.join(import.meta.dirname, 'corpus');
const corpusTexts = fs.readdirSync(CORPUS).filter((f) => f.endsWith('.txt')).map((f) => fs.readFileSync(path.join(CORPUS, f), 'utf8'));

const WORDS = [
  'AVIS DE CONSTITUTION', 'Dénomination :', 'Forme :', 'Capital :', 'Siège social :', 'Gérant :', 'Président :', 'RIDET', 'RlDET', 'RID',
  'RCS Nouméa', 'n°', 'SARL', 'SAS', 'SASU', 'SCI', 'EURL', 'SELARL', 'société', 'la société', 'cession', 'fonds de commerce', 'liquidation judiciaire',
  'redressement judiciaire', 'dissolution anticipée', 'transfert du siège', 'augmentation de capital', 'nommé gérant', 'démission', 'RECTIFICATIF',
  'TRIBUNAL MIXTE DE COMMERCE', 'Pour avis', 'le', 'du', 'en date du', 'à compter du', 'Publié le', 'JONC', 'LNC', 'F CFP', 'XPF', 'millions',
  '1er', 'mars', 'février', 'deux mille vingt-six', 'vingt-trois', 'M.', 'Mme', 'Maître', '98800 Nouméa', 'Koné', '\n', '\n\n', ' ', ',', '.', ';',
  '\u00a0', '\u202f', '-\n', '« ', ' »', '’', '&',
];
const fragment = fc.oneof(
  fc.constantFrom(...WORDS),
  // RIDET-like digit groups with every separator, sometimes split over a line or OCR'd.
  fc.tuple(fc.stringMatching(/^[0-9O]{1,7}$/), fc.constantFrom('.', '-', '/', ' ', '', '\n', '\u00a0'), fc.stringMatching(/^[0-9]{0,4}$/)).map((p) => p.join('')),
  // Dates, valid or not.
  fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1890, max: 2200 })).map(([d, m, y]) => `${d}/${m}/${y}`),
  fc.tuple(fc.integer({ min: 0, max: 35 }), fc.constantFrom('janvier', 'février', 'avril', 'juin', 'décembre', 'fevrier'), fc.integer({ min: 1990, max: 2099 })).map(([d, m, y]) => `${d} ${m} ${y}`),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);
const noticeLike = fc.array(fragment, { maxLength: 120 }).map((parts) => parts.join(' '));
// Inputs that make careless regular expressions backtrack for ever.
const pathological = fc.tuple(fc.constantFrom('1 ', 'a-\n', 'RIDET ', ' ', '0.', 'le 1er ', 'SARL ', 'à '), fc.integer({ min: 500, max: 6_000 })).map(([unit, n]) => unit.repeat(n));
const mutatedCorpus = fc.tuple(fc.constantFrom(...corpusTexts), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 80 }), fc.string({ maxLength: 12 })), { maxLength: 8 })).map(([text, edits]) =>
  edits.reduce((t, [at, cut, insert]) => {
    const i = t.length === 0 ? 0 : at % t.length;
    return t.slice(0, i) + insert + t.slice(i + cut);
  }, text),
);
// Any code point but a lone surrogate, the unit `fc.string({ unit: 'binary' })` draws from, joined
// by an array: that string arbitrary also builds a reverse map of all 1.1 million code points (to
// slip "__proto__" and the like into its strings), 1.4 s of CPU before the first run. Those words
// still come from the other string arbitraries above, whose units are small.
const anyCodePoint = fc.mapToConstant({ num: 0xd800, build: (i) => String.fromCodePoint(i) }, { num: 0x110000 - 0xe000, build: (i) => String.fromCodePoint(0xe000 + i) });
const binary = fc.array(anyCodePoint, { maxLength: 400 }).map((units) => units.join(''));
const anyText = fc.oneof({ weight: 3, arbitrary: noticeLike }, { weight: 3, arbitrary: mutatedCorpus }, { weight: 1, arbitrary: pathological }, { weight: 2, arbitrary: binary });

function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/**
 * Runs a reader, failing when it spent more than SLOW_MS of this thread's CPU: a pattern that
 * backtracks for ever spends seconds to hours, an ordinary read a few milliseconds. CPU time of
 * the thread, not the wall clock, so that a machine busy with other work (CI shares its cores)
 * neither stretches the measure nor fails the test.
 */
function timed<T>(what: string, input: string, run: () => T): T {
  const started = process.threadCpuUsage();
  const result = run();
  const spent = process.threadCpuUsage(started);
  const ms = (spent.user + spent.system) / 1000;
  if (ms > SLOW_MS) throw new Error(`${what} took ${Math.round(ms)} ms of CPU on an input of ${input.length} characters: ${JSON.stringify(input.slice(0, 120))}`);
  return result;
}

describe('the normaliser on any text', () => {
  it('returns valid announcements or quarantine entries with a known reason, never an exception, never a hang', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const results = timed('parseNoticeTexts', text, () => parseNoticeTexts(text, { reference: 'fuzz' }));
        expect(results.length).toBeGreaterThan(0);
        for (const result of results) {
          if (result.ok) {
            const notice = result.notice;
            expect(notice.ridet).toMatch(/^\d{10}$/);
            expect(ANNONCE_TYPES).toContain(notice.type);
            expect(isCalendarDate(notice.date), notice.date).toBe(true);
            expect(notice.denomination.trim()).not.toBe('');
            expect(notice.titre.trim()).not.toBe('');
            expect(notice.reference.startsWith('fuzz')).toBe(true);
          } else {
            expect(QUARANTINE_REASONS).toContain(result.quarantine.reason);
            expect(result.quarantine.detail.trim()).not.toBe('');
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the readers on any text', () => {
  it('RIDETs: normalised to ten digits or refused', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const one = timed('normaliseRidet', text, () => normaliseRidet(text));
        if (one !== null) expect(one.ridet).toMatch(/^\d{10}$/);
        for (const match of timed('findRidets', text, () => findRidets(text))) expect(match.ridet).toMatch(/^\d{10}$/);
      }),
      { numRuns: RUNS },
    );
  });

  it('French dates: a real calendar date or nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const date = timed('parseFrenchDate', text, () => parseFrenchDate(text));
        if (date !== null) expect(isCalendarDate(date), date).toBe(true);
        for (const mention of timed('findFrenchDates', text, () => findFrenchDates(text))) expect(isCalendarDate(mention.iso), mention.iso).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('amounts: a capital in F CFP or nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const capital = timed('extractCapital', text, () => extractCapital(text));
        if (capital !== null) expect(capital).toMatch(/\d/);
      }),
      { numRuns: RUNS },
    );
  });
});
