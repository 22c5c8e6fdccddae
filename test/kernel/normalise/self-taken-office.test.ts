import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// An officer taking the office himself (`reprendre lui-même la gérance`), the subject of the
// sentence's next verb, beside the officer who leaves. Made-up sentences.

const officers = (text: string) =>
  extractOfficers(text, { type: 'nomination', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.map((d) => `${d.prenoms} ${d.nom} (${d.fonction}${d.action === 'cessation' ? ', sortant' : ''})`);

describe('an officer taking the office himself', () => {
  it('gives the office to the sentence’s subject, named before the officer who leaves', () => {
    expect(officers("Par décision du 18 juin 2026, l'associé unique, M. Paul WEA, a accepté la démission de M. Luc TEA de ses fonctions de gérant et a décidé de reprendre lui-même la gérance à compter du 1er juillet 2026.")).toEqual(['Paul WEA (gérant)', 'Luc TEA (gérant, sortant)']);
  });

  it('reads `assumer elle-même` after the leaving officer’s apposition', () => {
    expect(officers("Par décision du 24 août 2026, l'associée unique, Mme Rose WEA, a pris acte de la démission de M. Luc TEA, gérant non associé, et a décidé d'assumer elle-même la gérance.")).toContain('Rose WEA (gérant)');
  });

  it('gives nothing to the leaving officer the sentence names after its subject', () => {
    expect(officers("L'associé unique, M. Paul WEA, a accepté la démission de M. Luc TEA de ses fonctions de gérant et a décidé de reprendre lui-même la gérance.")).not.toContain('Luc TEA (gérant)');
  });
});
