import { describe, expect, it } from 'vitest';
import { linesOf, withLastResults, withRecentResults } from '../../../kernel/normalise/recent-results.ts';

describe('withRecentResults: a whole notice read once by several rules', () => {
  const notice = `la société ALPHA, RIDET 1 000 001.001, ${'x'.repeat(300)}`;

  it('reads a notice once, however many rules ask', () => {
    let reads = 0;
    const read = withRecentResults((text: string) => {
      reads += 1;
      return [text.length];
    });
    expect(read(notice)).toEqual([notice.length]);
    expect(read(`${notice}`)).toEqual([notice.length]);
    expect(reads).toBe(1);
  });

  it('gives each caller its own array, so one that sorts or pushes changes nothing for the next', () => {
    const read = withRecentResults((text: string) => [text.length, 1]);
    read(notice).push(99);
    read(notice).sort((a, b) => a - b);
    expect(read(notice)).toEqual([notice.length, 1]);
  });

  it('reads short texts (a line, a window) every time, and forgets the oldest notice past a few', () => {
    let reads = 0;
    const read = withRecentResults((text: string) => {
      reads += 1;
      return [text];
    });
    read('une ligne');
    read('une ligne');
    expect(reads).toBe(2);
    const notices = [1, 2, 3, 4, 5].map((n) => `${n}${notice}`);
    for (const n of notices) read(n);
    read(notices[4]!);
    expect(reads).toBe(7);
    read(notices[0]!);
    expect(reads).toBe(8);
  });

  it('forgets the notice read first, whichever was asked again since, and knows a copy of a kept text', () => {
    let reads = 0;
    const read = withRecentResults((text: string) => {
      reads += 1;
      return [text.length];
    });
    const [a, b, c, d, e] = [1, 2, 3, 4, 5].map((n) => `${n}${notice}`);
    for (const n of [a!, b!, c!, d!, a!]) read(n);
    expect(reads).toBe(4);
    read(e!);
    read(b!);
    expect(reads).toBe(5);
    read(a!);
    expect(reads).toBe(6);
    read(c!);
    read(e!);
    expect(reads).toBe(6);
    read(['2', notice].join(''));
    expect(reads).toBe(7);
  });
});

describe('linesOf: a notice split into its lines once for every reader', () => {
  it('gives the lines split at each line break, empty lines and ends included', () => {
    expect(linesOf('AVIS\n\nla société ALPHA\n')).toEqual(['AVIS', '', 'la société ALPHA', '']);
    expect(linesOf('')).toEqual(['']);
    expect(linesOf('une ligne')).toEqual(['une ligne']);
  });

  it('hands the same lines to every reader of the same text, and splits a new text anew', () => {
    const text = 'SARL BÊTA\nRIDET 1 000 001.001';
    const first = linesOf(text);
    expect(linesOf(`${text.slice(0, 4)}${text.slice(4)}`)).toBe(first);
    expect(linesOf('SARL GAMMA\nRID 1 000 002')).toEqual(['SARL GAMMA', 'RID 1 000 002']);
    expect(linesOf(text)).toEqual(['SARL BÊTA', 'RIDET 1 000 001.001']);
  });
});

describe('withLastResults: a reading of the same text asked for again by the next reader', () => {
  it('reads a text once while it is one of the last two read, short or long, and hands out the same result', () => {
    const reads: string[] = [];
    const read = withLastResults((text: string) => {
      reads.push(text);
      return { length: text.length };
    });
    const first = read('sans cession');
    expect(read('sans cession')).toBe(first);
    read('aucune vente');
    expect(read('sans cession')).toBe(first);
    expect(read('aucune vente')).toEqual({ length: 12 });
    expect(reads).toEqual(['sans cession', 'aucune vente']);
  });

  it('forgets the oldest of three texts, and reads it anew', () => {
    const reads: string[] = [];
    const read = withLastResults((text: string) => {
      reads.push(text);
      return text.toUpperCase();
    });
    for (const text of ['un', 'deux', 'trois', 'un']) read(text);
    expect(reads).toEqual(['un', 'deux', 'trois', 'un']);
    expect(read('trois')).toBe('TROIS');
    expect(reads).toHaveLength(4);
  });
});
