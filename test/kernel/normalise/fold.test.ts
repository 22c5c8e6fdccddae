import { describe, expect, it } from 'vitest';
import { fold, foldUncached, foldedSlice, foldedTrimmedLines, foldedUnitCount } from '../../../kernel/normalise/fold.ts';

describe('fold: accents and case folded, length kept', () => {
  it('folds accents, case, apostrophes, exotic spaces and dashes one character for one', () => {
    expect(fold('ÉTÉ à\tl’Île – Société\u00a0X')).toBe("ete a l'ile - societe x");
    expect(fold('ÉTÉ à\tl’Île – Société\u00a0X'.repeat(20))).toBe("ete a l'ile - societe x".repeat(20));
  });

  it('keeps every code unit one code unit, and folds only the line break to a line break', () => {
    // One assertion over every unit: an expect per unit (131,072 calls) cost most of the file's time.
    const broken: Array<{ code: number; folded: string }> = [];
    for (let code = 0; code < 0x10000; code += 1) {
      const folded = foldUncached(String.fromCharCode(code));
      if (folded.length !== 1 || (code !== 10 && folded === '\n')) broken.push({ code, folded });
    }
    expect(broken).toEqual([]);
  });

  it('gives the same fold cached (a whole notice) or not, however long the text', () => {
    const long = `RIDET 1 000 001.001 — Société ÉLAN, ${'à Nouméa, '.repeat(1000)}`;
    expect(fold(long)).toBe(foldUncached(long));
    expect(fold(long).length).toBe(long.length);
  });

  it('gives each text its own fold when long texts are folded in turn, again and again', () => {
    const texts = Array.from({ length: 12 }, (_, i) => `Société N° ${i} : ${'Été à Nouméa, '.repeat(20 + i)}`);
    for (const i of [0, 1, 0, 0, 11, 1, 5, 11, 0, 7, 7, 3, 0]) expect(fold(texts[i]!)).toBe(foldUncached(texts[i]!));
  });
});

describe('foldedTrimmedLines: each line folded and trimmed, from one fold of the text', () => {
  it('is fold(line.trim()) for every line', () => {
    const text = '  AVIS DE CONSTITUTION \n\n\u00a0Société ÉLAN\u00a0\n\t \nGérant : M. Éric\t';
    expect(foldedTrimmedLines(text)).toEqual(text.split('\n').map((line) => fold(line.trim())));
  });
});

describe('fold in context: each code unit folded alone, wherever it stands', () => {
  it('folds every code unit inside a text as it folds alone (final sigma, dotted I, Kelvin sign, surrogates)', () => {
    const units: string[] = [];
    for (let code = 0; code < 0x10000; code += 1) units.push(String.fromCharCode(code));
    const alone = units.map((u) => foldUncached(u));
    // Each unit between capitals and before a space, so case rules that read the context apply.
    const text = units.map((u) => `AΣ${u}Σ `).join('');
    const expected = alone.map((f) => `${foldUncached('A')}${foldUncached('Σ')}${f}${foldUncached('Σ')} `).join('');
    expect(foldUncached(text)).toBe(expected);
    const withoutDottedI = units.filter((u) => u !== '\u0130');
    expect(foldUncached(withoutDottedI.join(' ΟΔΟΣ '))).toBe(withoutDottedI.map((u) => foldUncached(u)).join(` ${foldUncached('ΟΔΟΣ')} `));
    // A word's last sigma folds as the letter alone does, not as the engine's lower case writes it.
    expect(foldUncached('ΟΔΟΣ ÉLAN')).toBe('οδοσ elan');
    expect(foldUncached('İ\u212a\tÉ')).toBe(`${foldUncached('İ')}k e`);
  });
});

// Made up. A notice's readers fold windows and lines of the text the parse has folded whole: the
// slice is read from the kept fold, and only a text whose fold is not kept has its slice folded.
describe('foldedSlice: a slice of a folded text read from its fold', () => {
  const notice = `  ÉTUDE\u00a0DE MAÎTRE ÔTÉ – ΟΔΟΣ İLE\n\tSociété « LES FLAMBOYANTS », SARL au capital de 1 000 000 F CFP\n${'Gérant : M. Éric Dévé, demeurant à Nouméa ; '.repeat(6)}`;

  it('is the fold of the slice, whatever the bounds (missing, negative, past the end)', () => {
    fold(notice);
    const bounds = [undefined, -300, -7, 0, 1, 2, 9, 33, 34, 120, notice.length - 1, notice.length, notice.length + 5];
    const differ: Array<[number | undefined, number | undefined]> = [];
    for (const start of bounds) for (const end of bounds) if (foldedSlice(notice, start, end) !== foldUncached(notice.slice(start, end))) differ.push([start, end]);
    expect(differ).toEqual([]);
  });

  it('folds nothing again when the text was folded whole, last or a few texts before', () => {
    fold(notice);
    const other = `Cession de parts : ${'la société ÉLAN cède ses parts à M. Noël. '.repeat(6)}`;
    fold(other);
    const before = foldedUnitCount();
    expect(foldedSlice(other, 19, 37)).toBe('la societe elan ce');
    expect(foldedSlice(notice, 2, 7)).toBe('etude');
    expect(foldedSlice(notice, notice.indexOf('Gérant'), notice.indexOf('Gérant') + 6)).toBe('gerant');
    expect(foldedUnitCount()).toBe(before);
  });

  it('folds only the slice of a text whose fold is not kept', () => {
    const line = 'Gérante : Mme Léa Noël';
    const before = foldedUnitCount();
    expect(foldedSlice(line, 0, 7)).toBe('gerante');
    expect(foldedUnitCount() - before).toBe(7);
  });

  it('keeps the folds of the last eight long texts, forgetting the one folded first, whichever was asked again', () => {
    const texts = Array.from({ length: 10 }, (_, i) => `Étude n° ${i} : la Société Élan, gérée par Mme Léa Noël. `.repeat(5));
    for (const text of texts.slice(0, 8)) fold(text);
    fold(texts[0]!);
    const before = foldedUnitCount();
    for (const text of texts.slice(0, 8)) fold(`${text}`);
    expect(foldedUnitCount()).toBe(before);
    fold(texts[8]!);
    fold(texts[1]!);
    fold(texts[2]!);
    expect(foldedUnitCount() - before).toBe(texts[8]!.length);
    fold(texts[0]!);
    expect(foldedUnitCount() - before).toBe(texts[8]!.length + texts[0]!.length);
    fold(texts[2]!);
    expect(foldedUnitCount() - before).toBe(texts[8]!.length + texts[0]!.length);
  });
});
