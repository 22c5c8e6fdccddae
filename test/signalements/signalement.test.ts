import { describe, expect, it } from 'vitest';
import { readSignalementFields } from '../../signalements/signalement.ts';

describe('readSignalementFields', () => {
  it('trims the texts, takes both targets when given, and reads an empty or null valeur_proposee as none', () => {
    expect(readSignalementFields({ annonce_id: '0123456789abcdef0123', ridet: ' 1234567001 ', champ: 'type', valeur_proposee: null, commentaire: '  Une dissolution, pas une création.  ' })).toEqual({
      input: { annonce_id: '0123456789abcdef0123', ridet: '1234567001', champ: 'type', valeur_proposee: null, commentaire: 'Une dissolution, pas une création.' },
      errors: [],
    });
    expect(readSignalementFields({ ridet: '1234567001', champ: 'autre', valeur_proposee: '', commentaire: 'abc' }).input?.valeur_proposee).toBeNull();
  });

  it('counts characters, not bytes or UTF-16 units, against the bounds', () => {
    expect(readSignalementFields({ ridet: '1234567001', champ: 'autre', commentaire: '🙂'.repeat(1000) }).errors).toEqual([]);
    expect(readSignalementFields({ ridet: '1234567001', champ: 'autre', commentaire: '🙂'.repeat(1001) }).errors).toEqual([{ name: 'commentaire', detail: 'au plus 1000 caractères' }]);
    expect(readSignalementFields({ ridet: '1234567001', champ: 'autre', commentaire: ' ab ' }).errors).toEqual([{ name: 'commentaire', detail: 'au moins 3 caractères' }]);
  });

  it('refuses control characters, non-strings, a malformed id and a champ outside the set, all at once', () => {
    const { input, errors } = readSignalementFields({ annonce_id: 'ABC', champ: 'Ridet', valeur_proposee: 12, commentaire: 'bon\u0000jour', extra: 1 });
    expect(input).toBeNull();
    expect(errors.map((e) => e.name).sort()).toEqual(['annonce_id', 'champ', 'commentaire', 'extra', 'valeur_proposee']);
    // Line breaks and tabs are what people type.
    expect(readSignalementFields({ ridet: '1234567001', champ: 'dirigeants', commentaire: 'ligne 1\nligne 2\tfin' }).errors).toEqual([]);
  });

  it('refuses C1 controls, bidirectional overrides and isolates, and line or paragraph separators, which could forge or reorder what an operator reads', () => {
    for (const forged of ['\u009b2J fin', 'abc\u202edcba', 'abc\u2066x\u2069', 'abc\u200fx', 'ligne\u2028fausse', 'abc\u061cx', 'cloche\u0007']) {
      expect(readSignalementFields({ ridet: '1234567001', champ: 'autre', commentaire: `Texte ${forged}` }).errors, JSON.stringify(forged)).toEqual([
        { name: 'commentaire', detail: 'caractères de contrôle refusés' },
      ]);
    }
  });

  it('keeps a comment\'s line breaks as line feeds (a carriage return alone would rewrite the line in a terminal), and a proposed value on one line', () => {
    expect(readSignalementFields({ ridet: '1234567001', champ: 'autre', commentaire: 'ligne 1\r\nligne 2\rligne 3' }).input?.commentaire).toBe('ligne 1\nligne 2\nligne 3');
    expect(readSignalementFields({ ridet: '1234567001', champ: 'denomination', valeur_proposee: 'NOM\nsig_faux', commentaire: 'abc' }).errors).toEqual([
      { name: 'valeur_proposee', detail: 'une seule ligne, sans caractère de contrôle' },
    ]);
  });
});
