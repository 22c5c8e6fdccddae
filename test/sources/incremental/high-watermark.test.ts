import { describe, expect, it } from 'vitest';
import { compareText, HighWatermark } from '../../../sources/incremental/high-watermark.ts';

const byNumber = (a: number, b: number) => a - b;

describe('HighWatermark', () => {
  it('moves to the highest key noted, never below the previous one', () => {
    const mark = new HighWatermark<number>(10, byNumber);
    expect(mark.isNew(10)).toBe(false);
    expect(mark.isNew(11)).toBe(true);
    mark.note(12);
    mark.note(11);
    mark.note(3);
    expect(mark.next()).toBe(12);
  });

  it('starts from nothing on a first run: every key is new, no key keeps null', () => {
    const mark = new HighWatermark<string>(null, compareText);
    expect(mark.isNew('2024-01-01')).toBe(true);
    expect(mark.next()).toBeNull();
    mark.note('2024-01-01');
    expect(mark.next()).toBe('2024-01-01');
  });

  it('is held below a key that failed, but never under the previous mark', () => {
    const mark = new HighWatermark<string>('2024-03-01', compareText);
    mark.note('2024-03-20');
    mark.holdBelow('2024-03-09');
    mark.holdBelow('2024-03-14');
    expect(mark.next()).toBe('2024-03-09');
    const held = new HighWatermark<string>('2024-03-01', compareText);
    held.note('2024-03-20');
    held.holdBelow('2024-02-01');
    expect(held.next()).toBe('2024-03-01');
  });

  it('keeps the previous mark when what was not read is unknown', () => {
    const mark = new HighWatermark<number>(10, byNumber);
    mark.note(20);
    mark.keepPrevious();
    expect(mark.next()).toBe(10);
  });

  it('takes a later value of the key it reached (the date learned after the number)', () => {
    type Issue = { numero: number; date: string };
    const mark = new HighWatermark<Issue>(null, (a, b) => a.numero - b.numero);
    mark.note({ numero: 7, date: '2024-01-01' });
    mark.refine({ numero: 6, date: '2024-05-05' });
    mark.refine({ numero: 7, date: '2024-06-11' });
    expect(mark.next()).toEqual({ numero: 7, date: '2024-06-11' });
  });
});
