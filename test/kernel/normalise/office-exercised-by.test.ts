import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// An office named by its function's noun, then exercised by its holders ('La cogérance sera ainsi
// exercée par …'). Made-up sentences.

const names = (text: string) =>
  extractOfficers(text, { type: 'nomination', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.filter((d) => d.action !== 'cessation').map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`);

describe('an office exercised by its holders', () => {
  it('reads the joint management’s noun as the managers’ office', () => {
    expect(names('La cogérance sera exercée par M. Paul WEA et Mme Rose KALOÏ.')).toEqual(['Paul WEA (gérant)', 'Rose KALOÏ (gérant)']);
  });

  it('reads past “ainsi” before the participle', () => {
    expect(names('La gérance sera ainsi exercée par Maître Paul WEA et Maître Rose KALOÏ.')).toEqual(['Paul WEA (gérant)', 'Rose KALOÏ (gérant)']);
  });
});
