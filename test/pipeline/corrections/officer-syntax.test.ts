import { describe, expect, it } from 'vitest';
import { formatOfficers, parseOfficer, sameOfficers } from '../../../pipeline/corrections/officer-syntax.ts';

describe('the officers syntax of corriger --dirigeant', () => {
  it('the surname is the leading words in capitals, the given names the rest, the function in parentheses', () => {
    expect(parseOfficer('DE LA FONTAINE Jean-Marie (directeur général délégué)')).toEqual({ nom: 'DE LA FONTAINE', prenoms: 'Jean-Marie', fonction: 'directeur général délégué', action: 'nomination' });
    expect(parseOfficer('  WAHETRA   (gérant) ')).toEqual({ nom: 'WAHETRA', prenoms: null, fonction: 'gérant', action: 'nomination' });
    expect(parseOfficer('N’GUYEN Thi Lan (présidente, cessation)')).toEqual({ nom: 'N’GUYEN', prenoms: 'Thi Lan', fonction: 'présidente', action: 'cessation' });
  });

  it('written back the same way, so what is published reads as what was typed', () => {
    const json = JSON.stringify([parseOfficer('DE LA FONTAINE Jean-Marie (gérant)'), parseOfficer('TEIN Paul (gérant, cessation)')]);
    expect(formatOfficers(json)).toBe('DE LA FONTAINE Jean-Marie (gérant); TEIN Paul (gérant, cessation)');
    expect(formatOfficers('[]')).toBe('');
  });

  it('two lists are the same on surname, given names, function and action, whatever the JSON spelling', () => {
    expect(sameOfficers('[{"action":"nomination","fonction":"gérant","prenoms":"Paul","nom":"TEIN"}]', '[{"nom":"TEIN","prenoms":"Paul","fonction":"gérant","action":"nomination"}]')).toBe(true);
    expect(sameOfficers('[{"nom":"TEIN","prenoms":"Paul","fonction":"gérant","action":"nomination"}]', '[{"nom":"TEIN","prenoms":"Paul","fonction":"gérant","action":"cessation"}]')).toBe(false);
  });
});
