import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An officer appointed beside one who keeps the office, the newcomer's term between the office and
// `aux côtés de`. Every text is made up for this file.
describe('an officer appointed beside one who keeps the office', () => {
  it('lists both when the term stands before `aux côtés de`', () => {
    const text = "AVIS\nKAZ DU PORT, SARL, RIDET 1 095 074.001.\nL'assemblée générale du 3 avril 2026 a nommé Mme Léa NÉA cogérante pour une durée illimitée, aux côtés de M. Paul KOU, qui conserve ses fonctions.";
    expect(officersOf(noticeOf(text))).toEqual(['Léa NÉA (gérant)', 'Paul KOU (gérant)']);
  });

  it('lists both when a date of effect stands there', () => {
    const text = "AVIS\nKAZ DU PORT, SARL, RIDET 1 095 074.001.\nL'assemblée générale du 3 avril 2026 a nommé Mme Léa NÉA cogérante à compter du 1er mai 2026 aux côtés de M. Paul KOU.";
    expect(officersOf(noticeOf(text))).toEqual(['Léa NÉA (gérant)', 'Paul KOU (gérant)']);
  });
});
