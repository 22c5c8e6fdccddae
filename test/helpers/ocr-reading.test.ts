import { describe, expect, it } from 'vitest';
import { foldReading, holdsReading, readsAsName, ridetsRead } from './ocr-reading.ts';

describe('what OCR tests accept as a reading', () => {
  it('takes a name split, joined or stripped of its accents by the engine as the name', () => {
    expect(readsAsName('ZOZO TRA NSPORTS', 'ZOZO TRANSPORTS')).toBe(true);
    expect(readsAsName('LAGON BLEU PLONGEE', 'LAGON BLEU PLONGÉE')).toBe(true);
    expect(readsAsName('Boulangerie du Col.', 'BOULANGERIE DU COL')).toBe(true);
    expect(foldReading('Tra-nsports, Nouméa')).toBe('TRANSPORTSNOUMEA');
  });

  it('allows one wrong letter per ten, and none in a short name', () => {
    expect(readsAsName('BOULANGERLE DU COL', 'BOULANGERIE DU COL')).toBe(true);
    expect(readsAsName('BOULANGERLE DU C0L', 'BOULANGERIE DU COL')).toBe(false);
    expect(readsAsName('ZAZO', 'ZOZO')).toBe(false);
    expect(readsAsName(null, 'ZOZO')).toBe(false);
    expect(readsAsName('PACIFIQUE BOIS', 'ZOZO TRANSPORTS')).toBe(false);
  });

  it('finds a phrase anywhere in a page, within the same tolerance', () => {
    const page = 'JOURNAL OFFICIEL\nAVIS DE DISSO LUTION\nLa société BOULANGERIE DU C0L, RIDET n° 1 234 567.001, est dissoute.';
    expect(holdsReading(page, 'AVIS DE DISSOLUTION')).toBe(true);
    expect(holdsReading(page, 'BOULANGERIE DU COL')).toBe(true);
    expect(holdsReading(page, 'AVIS DE CONSTITUTION')).toBe(false);
    expect(ridetsRead(page)).toEqual(['1234567001']);
  });
});
