import { describe, expect, it } from 'vitest';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { identityOf } from './notice-helpers.ts';

// A name in capitals cut at a line's end before the adjectives' learned suffix '-cole' (agricole,
// aquacole, horticole, viticole): the suffix is no French word of its own, so the hyphen is the
// cut's, never a compound's. Every text is made up for the reading (RID 1 234 566 passes the check).

describe("a name cut before the suffix '-cole'", () => {
  it('joins the suffix to its head, in the singular and the plural', () => {
    expect(cleanNoticeText('FERME HORTI-\nCOLE DU PLATEAU\nSARL')).toBe('FERME HORTICOLE DU PLATEAU\nSARL');
    expect(cleanNoticeText('SERVICES AGRI-\nCOLES DE LA CÔTE OUEST')).toBe('SERVICES AGRICOLES DE LA CÔTE OUEST');
  });

  it('joins it when the value goes on under its label, aligned on the column', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      "Par acte sous seing privé du 2 mars 2026, il a été constitué la société suivante :",
      'Dénomination :   ÉLEVAGE AQUA-',
      '                 COLE DE LA BAIE',
      'Forme :          SARL',
      'Capital :        500 000 F CFP',
      'RIDET :          1 234 566.001',
    ].join('\n');
    expect(identityOf(text)).toEqual(['creation', 'ÉLEVAGE AQUACOLE DE LA BAIE', 'SARL', '1234566001', '2026-03-02']);
  });

  it('joins it in a sentence that names the company', () => {
    const text = 'La société COOPÉRATIVE VITI-\nCOLE DU SUD, SARL au capital de 1 000 000 F CFP, RIDET 1 234 566.001, a transféré son siège le 4 mai 2026 au 3, rue du Port, 98800 Nouméa.';
    expect(identityOf(text)).toEqual(['siege', 'COOPÉRATIVE VITICOLE DU SUD', 'SARL', '1234566001', '2026-05-04']);
  });
});
