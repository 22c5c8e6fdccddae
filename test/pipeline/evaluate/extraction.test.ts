import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import type { ParseNoticeResult } from '../../../kernel/normalise/index.ts';
import { extractionOf } from '../../../pipeline/evaluate/extraction.ts';

function withOfficer(texte: string): ParseNoticeResult {
  const notice: ParsedNotice = {
    reference: 'r', ridet: '1234567001', ridet_luhn_valide: true, denomination: 'ALPHA', type: 'nomination', titre: 't', resume: 'r',
    date: '2026-03-01', forme_juridique: 'SARL', capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null,
    dirigeants: [{ nom: 'KERVAN', prenoms: 'Van Anh', fonction: 'gérant', action: 'nomination' }], texte,
  };
  return { ok: true, notice };
}

describe('extractionOf: an officer named as printed', () => {
  it('keeps the surname first when the text prints it first', () => {
    expect(extractionOf(withOfficer('Gérant : M. KERVAN Van Anh.')).dirigeants).toEqual([{ nom: 'KERVAN Van Anh', role: 'gérant' }]);
  });

  it('reads the surname first across a line break', () => {
    expect(extractionOf(withOfficer('Gérant : M. KERVAN\nVan Anh.')).dirigeants).toEqual([{ nom: 'KERVAN Van Anh', role: 'gérant' }]);
  });

  it('gives the given names first when the text prints them first, or prints both orders', () => {
    expect(extractionOf(withOfficer('Gérant : M. Van Anh KERVAN.')).dirigeants).toEqual([{ nom: 'Van Anh KERVAN', role: 'gérant' }]);
    expect(extractionOf(withOfficer('M. Van Anh KERVAN, dit KERVAN Van Anh')).dirigeants).toEqual([{ nom: 'Van Anh KERVAN', role: 'gérant' }]);
  });
});
