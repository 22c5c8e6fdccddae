import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A director's mandate renewed, the relative after his name saying he keeps another office
// (`…, qui demeure président du conseil d'administration`): both are his. Made up for this file.
describe('an office renewed and another kept', () => {
  it('gives the person both entries', () => {
    const text = "AVIS\nKAZ DU PORT, SA, RIDET 1 095 074.001.\nL'assemblée du 3 mars 2026 a renouvelé le mandat d'administrateur de M. Paul KOU, qui demeure président du conseil d'administration.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul KOU (administrateur)', 'Paul KOU (président)']);
  });

  it('keeps one entry for an office kept without another before the name', () => {
    const text = "AVIS\nKAZ DU PORT, SA, RIDET 1 095 074.001.\nL'assemblée du 3 mars 2026 a pris acte de la démission de Mme Anne WAIA ; M. Paul KOU, qui demeure président, assure seul la direction.";
    expect(officersOf(noticeOf(text))).toContain('Paul KOU (président)');
    expect(officersOf(noticeOf(text))).not.toContain('Paul KOU (administrateur)');
  });
});
