import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of mergers, scissions, contributions and changes of form by a new writer
// showed missing (test/kernel/normalise/fusions). Every text here is made up for the rule it names,
// never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'M1');

describe('a merger notice under the absorbed company’s own header', () => {
  it('is the absorbed company’s dissolution, though the absorbing company’s capital increase is told in the body', () => {
    expect(
      read(
        'KAZ BOIS DU NORD\nSARL au capital de 1 000 000 F CFP — Koné — RIDET 1 000 001.001\n(société absorbée)\n\nLa société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, société absorbante, a approuvé le 3 mars 2026 la fusion-absorption de la société KAZ BOIS DU NORD et augmenté son capital en conséquence.\nLa société KAZ BOIS DU NORD se trouve dissoute sans liquidation au 3 mars 2026.\n\nPour avis, le gérant.\n',
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('stays the absorbing company’s capital when both parties’ identity lines stand in one block', () => {
    expect(
      read(
        'FUSION\n\nKAZ BOIS DU NORD, SARL, siège : Koné, RIDET 1 000 001.001 (société absorbée)\nGROUPE EXEMPLE, SAS au capital de 9 000 000 F CFP, siège : 3, rue Exemple, 98800 Nouméa, RIDET 2 000 002.001 (société absorbante)\n\nL’assemblée générale extraordinaire de GROUPE EXEMPLE du 3 mars 2026 a approuvé la fusion et augmenté son capital de 9 000 000 à 9 500 000 F CFP. KAZ BOIS DU NORD est dissoute sans liquidation.\n',
      ),
    ).toEqual(['capital', 'GROUPE EXEMPLE', 'SAS', '2000002001', '2026-03-03']);
  });
});

describe('a heading that names the merger beside a lower event', () => {
  it('is the absorbing company’s capital notice when the body tells the increase, under its new name', () => {
    expect(
      read(
        'AVIS DE FUSION ET DE CHANGEMENT DE DÉNOMINATION\n\nPar délibération du 3 mars 2026, les associés de la SARL EXEMPLE GESTION, dont le siège est à Nouméa, RIDET 1 000 001.001, ont approuvé la fusion par absorption de la société EXEMPLE SERVICES, SARL, RIDET 2 000 002.001, augmenté le capital de 500 000 F CFP, et adopté pour nouvelle dénomination sociale « EXEMPLE SERVICES ET GESTION ».\n',
      ),
    ).toEqual(['capital', 'EXEMPLE SERVICES ET GESTION', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a merger’s project', () => {
  it('is quarantined out of scope while nothing is done yet', () => {
    expect(
      read(
        'PROJET DE FUSION\n\nSociété absorbante : GROUPE EXEMPLE, SAS, RIDET 2 000 002.001.\nSociété absorbée : KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001.\nLe projet de traité de fusion a été établi le 3 mars 2026 et déposé au greffe. La société absorbante augmenterait son capital de 500 000 F CFP ; la société absorbée serait dissoute sans liquidation.\n',
      ),
    ).toBe('hors_champ');
  });

  it('is quarantined out of scope when its increase is told as what the capital would be brought to', () => {
    for (const verb of ['serait porté', 'sera porté', 'devrait être porté']) {
      expect(
        read(
          `AVIS DE PROJET DE FUSION\n\nLa société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, et la société KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, ont établi le 3 mars 2026 un projet de fusion par absorption de la seconde par la première, déposé au greffe. Les assemblées se tiendront en avril ; le capital de la société absorbante ${verb} à 9 500 000 F CFP.\n`,
        ),
      ).toBe('hors_champ');
    }
  });

  it('is not out of scope once the merger it recalls is approved', () => {
    expect(
      read(
        'KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001\n\nLe projet de fusion établi le 3 février 2026 avec la société GROUPE EXEMPLE, RIDET 2 000 002.001, société absorbante, a été approuvé par l’assemblée des associés le 3 mars 2026 ; la société est dissoute sans liquidation.\n',
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('party headings numbered in Roman numerals', () => {
  it('read “I. Société absorbante” / “II. Société absorbée” as the merger’s sides', () => {
    expect(
      read(
        'FUSION\n\nI. Société absorbante\nGROUPE EXEMPLE – SAS au capital de 9 000 000 F CFP – Nouméa – RIDET 2 000 002.001\n\nII. Société absorbée\nKAZ BOIS DU NORD – SARL au capital de 1 000 000 F CFP – Koné – RIDET 1 000 001.001\n\nLes associés de la société absorbante ont approuvé la fusion le 3 mars 2026 et augmenté le capital de 500 000 F CFP. La société absorbée est dissoute sans liquidation.\n',
      ),
    ).toEqual(['capital', 'GROUPE EXEMPLE', 'SAS', '2000002001', '2026-03-03']);
  });
});

describe('a scission told with the split company after its beneficiaries', () => {
  it('is the split company’s dissolution when it is “scindée” after its identifier', () => {
    expect(
      read(
        'SCISSION\n\nLes sociétés EXEMPLE IMMOBILIER, SCI, RIDET 2 000 002.001, et EXEMPLE TRANSPORTS, SARL, RIDET 3 000 003.001, ont reçu chacune une partie du patrimoine de la société KAZ BOIS DU NORD, SAS, RIDET 1 000 001.001, scindée à leur profit. La société KAZ BOIS DU NORD est dissoute sans liquidation le 3 mars 2026.\n',
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a TUP told under the sole shareholder’s identity block', () => {
  it('is the dissolved subsidiary’s, not the shareholder’s whose block opens the notice', () => {
    expect(
      read(
        'GROUPE EXEMPLE\nSAS au capital de 9 000 000 F CFP – RIDET 2 000 002.001\nSiège : Nouméa\n\nLa société GROUPE EXEMPLE, associée unique de la société KAZ BOIS DU NORD, SARL, siège à Koné, RIDET 1 000 001.001, a décidé le 3 mars 2026 la dissolution sans liquidation de sa filiale, entraînant la transmission universelle de son patrimoine.\n',
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a simplified merger told by the parent', () => {
  it('is the parent’s change of articles when its “Apports” article is amended, not the absorbed subsidiary’s', () => {
    expect(
      read(
        'GROUPE EXEMPLE\nSA au capital de 9 000 000 F CFP\nRIDET 2 000 002.001\n\nLe conseil d’administration du 3 mars 2026 a constaté la réalisation de la fusion par absorption de sa filiale KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, sans augmentation de capital. L’article 7 « Apports » des statuts a été complété. Il a pris acte de la démission de M. Paul EXEMPLE, administrateur.\n',
      ),
    ).toEqual(['statuts', 'GROUPE EXEMPLE', 'SA', '2000002001', '2026-03-03']);
  });
});

describe('a transformation told with the active verb', () => {
  it('gives the form “a transformé la société en” names, over the old form of the header', () => {
    expect(
      read(
        'KAZ BOIS DU NORD\nEURL au capital de 1 000 000 F CFP — RIDET 1 000 001.001\n\nPar décision du 3 mars 2026, l’associé unique a transformé la société en société par actions simplifiée unipersonnelle. Président : M. Paul EXEMPLE.\n',
      ),
    ).toEqual(['statuts', 'KAZ BOIS DU NORD', 'SASU', '1000001001', '2026-03-03']);
  });
});

describe('an officer who leaves one office and is given another by a pronoun', () => {
  it('holds the new office (“a cessé ses fonctions ; il a été nommé gérant”)', () => {
    const notice = noticeOf(
      'KAZ BOIS DU NORD\nSAS au capital de 1 000 000 F CFP — RIDET 1 000 001.001\n\nPar décisions du 3 mars 2026, les associés ont transformé la société en société à responsabilité limitée. M. Paul EXEMPLE, président, a cessé ses fonctions ; il a été nommé gérant.\n',
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('does not give the office to a leaver whose pronoun’s gender is not the civility’s', () => {
    const notice = noticeOf(
      'KAZ BOIS DU NORD\nSAS au capital de 1 000 000 F CFP — RIDET 1 000 001.001\n\nPar décisions du 3 mars 2026, M. Paul EXEMPLE, président, a cessé ses fonctions ; elle a été nommée gérante.\n',
    );
    expect(officersOf(notice)).toEqual([]);
  });
});

describe('a signer printed without civility after the company she signs for', () => {
  it('is the absorbing company’s manager in its capital notice', () => {
    const text =
      'FUSION\n\nI. Société absorbante\nKAZ MÈRE – SARL au capital de 5 000 000 F CFP – Nouméa – RIDET 1 000 001.001\n\nII. Société absorbée\nKAZ FILLE – SARL au capital de 1 000 000 F CFP – Païta – RIDET 2 000 002.001\n\n' +
      'Les associés de la société absorbée le 2 mars 2026, puis ceux de la société absorbante le 3 mars 2026, ont approuvé le traité de fusion. La société absorbante a augmenté son capital de 1 000 000 F CFP pour le porter à 6 000 000 F CFP. La société absorbée est dissoute sans liquidation.\n\n' +
      'Pour avis, la gérante de la société absorbante, Anne AUTRE.\n';
    expect(officersOf(noticeOf(text))).toEqual(['Anne AUTRE (gérant)']);
  });

  it('is the named company’s president when the signature names the subject', () => {
    const text = 'KAZ EXEMPLE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\n\nPar décision du 3 mars 2026, l’associé unique a transféré le siège social au 1, rue Exemple, 98800 Nouméa.\n\nPour avis, le président de la société KAZ EXEMPLE, Paul EXEMPLE.\n';
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (président)']);
  });
});

// (2026-12-07, fifteenth session, from pignons fw28)
describe('the absorbing company’s line above the absorbed one’s, its form spelt out after a comma', () => {
  it('names the absorbed company, not the absorbing one its own description runs up to its identifier', () => {
    expect(
      read(
        'AVIS DE FUSION — SOCIÉTÉ ABSORBÉE\n\nGROUPE EXEMPLE, société par actions simplifiée au capital de 9 000 000 F CFP, siège : 3, rue Anatole France, 98800 Nouméa, RIDET 2 000 002.001 (société absorbante)\n\nKAZ BOIS DU NORD, anciennement BOIS DU NORD, société à responsabilité limitée au capital de 1 000 000 F CFP, siège : Koné, RIDET 1 000 001.001 (société absorbée)\n\nLe 3 mars 2026, les associés de la société KAZ BOIS DU NORD ont approuvé la fusion par voie d’absorption par la société GROUPE EXEMPLE, qui l’a approuvée le même jour ; la société KAZ BOIS DU NORD est dissoute sans liquidation.\n\nPour avis.\n',
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

