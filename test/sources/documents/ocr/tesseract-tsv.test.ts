import { describe, expect, it } from 'vitest';
import { meanConfidence, pageTextOf, parseTesseractTsv } from '../../../../sources/documents/ocr/tesseract-tsv.ts';

// The shape tesseract 5 writes with `tsv`: a header, then page/block/paragraph/line rows (conf -1) and words.
const HEADER = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, par: number, line: number, word: number, conf: number, text: string) =>
  [level, 1, block, par, line, word, 0, 0, 10, 10, conf, text].join('\t');

const TSV = [
  HEADER,
  row(1, 0, 0, 0, 0, -1, ''),
  row(2, 1, 0, 0, 0, -1, ''),
  row(4, 1, 1, 1, 0, -1, ''),
  row(5, 1, 1, 1, 1, 96, 'AVIS'),
  row(5, 1, 1, 1, 2, 90, 'DE'),
  row(5, 1, 1, 1, 3, 94, 'CONSTITUTION'),
  row(5, 1, 1, 2, 1, 80, 'RIDET'),
  row(5, 1, 1, 2, 2, 70, '1'),
  row(5, 1, 1, 2, 3, 20, '‘'),
  row(5, 2, 1, 1, 1, 95, ' '),
  row(5, 2, 1, 1, 1, 60, 'Nouméa'),
  row(5, 2, 1, 1, 2, 85, '_KAZO'),
  row(5, 2, 1, 1, 3, 85, 'IMMOBILIER|'),
  row(5, 2, 1, 1, 4, 85, '_'),
].join('\n');

describe('tesseract TSV', () => {
  it('keeps words only (level 5), with their confidence on 0..1 and their line', () => {
    const words = parseTesseractTsv(TSV);
    expect(words.map((w) => w.text)).toEqual(['AVIS', 'DE', 'CONSTITUTION', 'RIDET', '1', '‘', 'Nouméa', '_KAZO', 'IMMOBILIER|', '_']);
    expect(words[0]).toEqual({ text: 'AVIS', confidence: 0.96, line: '1.1.1.1' });
    expect(words[6]?.line).toBe('1.2.1.1');
  });

  it('rebuilds one text line per printed line, drops low-confidence specks without letter or digit, cuts specks glued to a word', () => {
    const page = pageTextOf(TSV);
    // A lone '_' read with confidence stays: only a word's edges are cut, never a whole word.
    expect(page.text).toBe('AVIS DE CONSTITUTION\nRIDET 1\nNouméa KAZO IMMOBILIER _');
    expect(page.words).toBe(10);
    // The mean counts every word read, the dropped speck too: (96+90+94+80+70+20+60+85+85+85)/10/100.
    expect(page.confidence).toBeCloseTo(765 / 1000, 10);
  });

  it('keeps the words of the text read below the review threshold, as the text prints them, whatever the page’s mean', () => {
    // 'RIDET' at 0.80 is not below; the dropped speck is not in the text.
    expect(pageTextOf(TSV).doubtful).toEqual([{ mot: '1', confiance: 0.7 }, { mot: 'Nouméa', confiance: 0.6 }]);
  });

  it('has no confidence for a page without words, and weights pages by their words', () => {
    const blank = pageTextOf(`${HEADER}\n${row(1, 0, 0, 0, 0, -1, '')}`);
    expect(blank).toEqual({ text: '', confidence: null, words: 0, doubtful: [] });
    expect(meanConfidence([blank])).toBeNull();
    expect(meanConfidence([{ text: 'a', confidence: 0.9, words: 3 }, { text: 'b', confidence: 0.5, words: 1 }, blank])).toBeCloseTo(0.8, 10);
  });
});
