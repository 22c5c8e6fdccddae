/**
 * The three wordings of an office its writer tells of (speaker-office.ts), each read alone in a
 * text that holds none of the others' words, and a holder whose first capital lies past ASCII:
 * each wording runs only on a text holding what it cannot match without (speed only).
 */
import { describe, expect, it } from 'vitest';
import { speakerOfficeLabels } from '../../../kernel/normalise/speaker-office.ts';

describe('speakerOfficeLabels, each wording alone', () => {
  it('reads the office and "moi" before the holder', () => {
    expect(speakerOfficeLabels('Bonjour, gérant moi-même Paul WAIA, merci de publier.')).toBe('Bonjour, \ngérant : Paul WAIA, merci de publier.');
  });

  it('reads the writer staying or becoming the officer', () => {
    expect(speakerOfficeLabels('Bonjour. Je deviens la nouvelle présidente : Léa KOTEA.')).toBe('Bonjour. \nprésidente : Léa KOTEA.');
  });

  it('reads a capitalised office opening a sentence before its holder', () => {
    expect(speakerOfficeLabels('Transfert du siège à Bourail. Gérante Moana TEIN.')).toBe('Transfert du siège à Bourail. \nGérante : Moana TEIN.');
  });

  it('reads a holder whose given name opens on an accented capital', () => {
    expect(speakerOfficeLabels('Fin de mandat.\nPrésident Émile BOEWA.')).toBe('Fin de mandat.\n\nPrésident : Émile BOEWA.');
  });

  it('leaves an office followed by its label colon to the labels readers', () => {
    const text = 'Gérant : M. Paul WAIA\nSiège : Koné.';
    expect(speakerOfficeLabels(text)).toBe(text);
  });
});
