import { describe, expect, it } from 'vitest';
import { tidyName } from '../../../kernel/normalise/company-mentions.ts';
import { sentenceEndInName } from '../../../kernel/normalise/name-initialism.ts';
import { renamedLineNameStart } from '../../../kernel/normalise/renamed-heading.ts';
import { sigleClauseStart } from '../../../kernel/normalise/sigle-clause.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices built around hard company names showed missing
// (test/kernel/normalise/denominations): a name whose initialism ends on a full stop, a new name
// printed under the former one in the header, a sigle given after the name with 'en abrégé', a
// capital operation told with a linking adverb between the verb and its object. Every text here is
// made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'D1');

describe('a full stop inside a name', () => {
  it('keeps an initialism the name goes on after in capitals', () => {
    expect(tidyName('Z.K.P. NÉGOCE')).toBe('Z.K.P. NÉGOCE');
    expect(tidyName('B.2.T. SERVICES DU NORD')).toBe('B.2.T. SERVICES DU NORD');
  });

  it('still ends the name at a full stop after a word', () => {
    expect(tidyName('KAZ MODELE. Les articles 2 et 3 sont modifiés')).toBe('KAZ MODELE');
  });

  it('ends the name after an initialism followed by a word in lower case', () => {
    expect(sentenceEndInName('KAZ Z.K.P. Les associés ont décidé')).toBe(9);
    expect(sentenceEndInName('KAZ Z.K.P. L’assemblée')).toBe(9);
  });

  it('reads a heading name that opens with an initialism', () => {
    const text = 'Z.K.P. NÉGOCE\nSociété à responsabilité limitée au capital de 100 000 F CFP\nRIDET 1000001.001\n\nAux termes d’une assemblée générale extraordinaire du 2 mars 2026, les associés ont décidé de transférer le siège social au 4, rue des Essais, 98800 Nouméa.\n';
    expect(read(text)).toEqual(['siege', 'Z.K.P. NÉGOCE', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('the new name printed under the former one in the header', () => {
  it('finds where the new name starts on a “devenue” line', () => {
    const text = 'KAZ ANCIENNE\ndevenue « KAZ NOUVELLE »\nSARL';
    expect(renamedLineNameStart(fold(text))).toBe(text.indexOf('«'));
  });

  it('finds none in a sentence that only says the company became something', () => {
    expect(renamedLineNameStart(fold('La société KAZ est devenue propriétaire du fonds.'))).toBe(-1);
  });

  it('reads the new name, not the former one nor the “devenue” line', () => {
    const text =
      'KAZ ANCIENNE\ndevenue « K.A. NOUVELLE »\nSociété à responsabilité limitée au capital de 100 000 F CFP\nRIDET 1000001.001\n\nAux termes d’une assemblée générale extraordinaire du 2 mars 2026, les associés ont décidé de changer la dénomination sociale. L’article 3 des statuts est modifié.\n';
    expect(read(text)).toEqual(['statuts', 'K.A. NOUVELLE', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('a sigle given after the name with “en abrégé”', () => {
  it('finds where the clause before the sigle starts', () => {
    const text = 'KAZ DES ESSAIS, en abrégé K.D.E., SAS';
    expect(sigleClauseStart(text, text.indexOf('K.D.E.'))).toBe(text.indexOf(', en abrégé'));
    expect(sigleClauseStart('KAZ DES ESSAIS, SAS', 'KAZ DES ESSAIS, '.length)).toBe(-1);
  });

  it('reads the name before the clause, not the sigle, beside another company printed first', () => {
    const text =
      'FUSION\n\nK.D.E. SUD, SARL au capital de 100 000 F CFP, RIDET 2000002.001 (société absorbée)\nKAZ DES ESSAIS, en abrégé K.D.E., SAS au capital de 9 000 000 F CFP, RIDET 1000001.001 (société absorbante)\n\nL’assemblée générale extraordinaire de KAZ DES ESSAIS du 2 mars 2026 a approuvé la fusion par absorption de K.D.E. SUD et augmenté en conséquence son capital de 9 000 000 à 9 100 000 F CFP. K.D.E. SUD est dissoute sans liquidation.\n';
    expect(read(text)).toEqual(['capital', 'KAZ DES ESSAIS', 'SAS', '1000001001', '2026-03-02']);
  });
});

describe('a capital operation told with a linking adverb', () => {
  it('reads “a augmenté corrélativement son capital” as a capital operation', () => {
    const text = 'KAZ DES ESSAIS\nSAS au capital de 900 000 F CFP\nRIDET 1000001.001\n\nPar décision du 2 mars 2026, l’associé unique a décidé l’émission de 10 actions nouvelles et a augmenté corrélativement son capital de 900 000 à 1 000 000 F CFP.\n';
    expect((read(text) as unknown[])[0]).toBe('capital');
  });
});
