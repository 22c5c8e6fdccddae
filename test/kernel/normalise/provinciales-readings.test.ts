import { describe, expect, it } from 'vitest';
import { withoutMojibake } from '../../../kernel/normalise/mojibake.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of provincial pages, older JONC pages, telegraphic notices and noisy
// scans showed missing (test/kernel/normalise/provinciales): a merger's sides printed at the end
// of each party's description, a neighbour's labelled form in the right column beside the
// notice's prose, a page whose UTF-8 was read as Windows-1252. Every text here is made up for the
// rule it names.

const read = (text: string): unknown => identityOf(text, 'R1');
const officersIn = (text: string): string[] => officersOf(noticeOf(text));

describe('a merger’s side printed at the end of the party’s description', () => {
  const merger = (first: string, second: string): string =>
    `FUSION\n\nLa SARL KAZ ANCIENNE, capital 1 000 000 F CFP,\nRIDET 1 000 001.001, siège : 1 rue de la Paix, Nouméa, société ${first},\net la SARL KAZ NOUVELLE, capital 5 000 000 F CFP, RIDET\n2 000 002.001, siège : 5 rue du Port, Nouméa, société ${second},\nont établi le 2 février 2026 un projet de fusion. L'assemblée générale extraordinaire de la société absorbante du 3 mars 2026 a approuvé la fusion et augmenté son capital de 500 000 F CFP. La société absorbée est dissoute sans liquidation.`;

  it('publishes the capital notice under the absorbing company printed second', () => {
    expect(read(merger('absorbée', 'absorbante'))).toEqual(['capital', 'KAZ NOUVELLE', 'SARL', '2000002001', '2026-03-03']);
  });

  it('publishes it under the absorbing company printed first', () => {
    expect(read(merger('absorbante', 'absorbée'))).toEqual(['capital', 'KAZ ANCIENNE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('does not read a side word inside another phrase as the party’s side', () => {
    const text =
      'NOMINATION\n\nLa SARL KAZ FILLE, RIDET 1 000 001.001, siège : 1 rue de la Paix, filiale de la société absorbante KAZ MÈRE, a nommé le 3 mars 2026 M. Paul EXEMPLE gérant.';
    expect(read(text)).toEqual(['nomination', 'KAZ FILLE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a neighbour’s labelled form in the right column beside the notice’s prose', () => {
  const page = (leftEnd: string): string =>
    [
      '3 mars 2026          JOURNAL EXEMPLE          12',
      '',
      'TRANSFERT DE SIEGE                     OBJET : vente de fleurs et de',
      '                                       plantes.',
      'KAZ FLEURS                             DUREE : 99 ans.',
      'Societe a responsabilite limitee       CAPITAL : 100.000 F.CFP.',
      'RIDET : 1 000 001.001                  RIDET : 2 000 002.001',
      '                                       GERANT : M. Luc AUTRE.',
      "Aux termes d'une assemblee generale    Pour avis.",
      'extraordinaire du 2 mars 2026, les',
      'associes ont decide de transferer le   NOMINATION',
      'siege social de Paita a Bourail, a',
      'compter du 1er avril 2026. Les',
      'statuts ont ete modifies.',
      leftEnd,
    ].join('\n');

  it('reads the left notice alone when both columns sign off', () => {
    expect(read(page('Pour avis.'))).toEqual(['siege', 'KAZ FLEURS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('keeps the right column when the left notice does not sign off (it may go on there)', () => {
    expect(read(page('La gerance.'))).not.toEqual(['siege', 'KAZ FLEURS', 'SARL', '2000002001', '2026-03-03']);
  });
});

describe('a page whose UTF-8 was read as Windows-1252', () => {
  it('reads the accents back', () => {
    expect(withoutMojibake('SociÃ©tÃ© anonyme, siÃ¨ge Ã  NoumÃ©a, Å“uvre, lâ€™assemblÃ©e')).toBe('Société anonyme, siège à Nouméa, œuvre, l’assemblée');
  });

  it('leaves a sound text as it is, a capital with an accent before a dash included', () => {
    const sound = 'CAFÉ–BAR DU PORT, Société à responsabilité limitée, « Â la Maré »';
    expect(withoutMojibake(sound)).toBe(sound);
  });

  it('leaves a single odd run alone', () => {
    expect(withoutMojibake('Société KAZ Ã©TOILE')).toBe('Société KAZ Ã©TOILE');
  });

  it('publishes a misread notice with its name and form', () => {
    const text =
      'JOURNAL EXEMPLE - 3 mars 2026\n\nKAZ GRANULATS\nSociÃ©tÃ© anonyme au capital de 10 000 000 F CFP\nSiÃ¨ge social : route de la Mine, PaÃ¯ta\nRIDET 1 000 001.001\n\nAux termes de lâ€™assemblÃ©e gÃ©nÃ©rale ordinaire du 2 mars 2026, M. Paul EXEMPLE a Ã©tÃ© nommÃ© administrateur.';
    expect(read(text)).toEqual(['nomination', 'KAZ GRANULATS', 'SA', '1000001001', '2026-03-03']);
  });
});

describe('a provincial act selling its shares to a company that offered to buy them', () => {
  const act = (offer: string): string =>
    `PROVINCE EXEMPLE\n\nDélibération n° 2026-01 du 3 mars 2026 autorisant la cession d'actions détenues par la province dans la SAEML KAZ PÊCHE\n\nVu les statuts de la société anonyme d'économie mixte locale KAZ PÊCHE, siège : Koné, RIDET 1 000 001.001 ;\nVu ${offer} la société KAZ INVEST, SAS, RIDET 2 000 002.001, siège : Païta ;\n\nArticle 1er : La province est autorisée à céder à la société KAZ INVEST 100 des 900 actions qu'elle détient dans le capital de la SAEML KAZ PÊCHE.`;

  it('publishes the sale under the company whose shares are sold, not the one that offered to buy', () => {
    expect(read(act("l'offre d'acquisition présentée par"))).toEqual(['cession', 'KAZ PÊCHE', 'SAEML', '1000001001', '2026-03-03']);
  });

  it('reads “l’offre de rachat formulée par” the same way', () => {
    expect(read(act("l'offre de rachat formulée par"))).toEqual(['cession', 'KAZ PÊCHE', 'SAEML', '1000001001', '2026-03-03']);
  });
});

describe('a company name opening with the ligature Œ', () => {
  it('reads “la SAEML ŒUFS DU NORD” whole', () => {
    const text =
      "AVIS\n\nL'assemblée générale extraordinaire de la SAEML ŒUFS DU NORD, au capital de 10 000 000 F CFP, RIDET 1 000 001.001, a décidé le 3 mars 2026 de transférer le siège social de Koné à Pouembout.";
    expect(read(text)).toEqual(['siege', 'ŒUFS DU NORD', 'SAEML', '1000001001', '2026-03-03']);
  });
});

describe('a place printed after an officer’s surname', () => {
  it('reads “Prés. : M. Paul EXEMPLE, Dumbéa” as Paul EXEMPLE', () => {
    const text =
      'Le Journal Exemple — 03/03/2026\n\nCONSTIT. — SASU « KAZ DRONES », cap. 100.000 F, siège 1 r. de la Paix, Nouméa. Obj. : prises de vues. Prés. : M. Paul EXEMPLE, Dumbéa. Ridet 1 000 001.001. Pr avis.';
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (président)']);
  });

  it('keeps given names listed after a surname printed first', () => {
    const text =
      'KAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nL’assemblée générale du 3 mars 2026 a nommé gérant M. EXEMPLE Paul, Marie, demeurant à Nouméa.';
    expect(officersIn(text)).toEqual(['Paul, Marie EXEMPLE (gérant)']);
  });
});

describe('officers whose office is ended or only proposed', () => {
  it('does not list as gérant the manager whose “mandat de gérant … a pris fin” with a transformation', () => {
    const text =
      "KAZ BOIS\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 3 mars 2026 a décidé la transformation de la société en société par actions simplifiée. Le mandat de gérant de M. Paul EXEMPLE a pris fin. L'assemblée a nommé en qualité de président M. Paul EXEMPLE.";
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (président)']);
  });

  it('does not list a liquidator the shareholder only proposes', () => {
    const text =
      "PROVINCE EXEMPLE\n\nDélibération n° 2026-02 du 3 mars 2026 relative à la dissolution anticipée de la SAEML KAZ PÊCHE\n\nVu les statuts de la SAEML KAZ PÊCHE, RIDET 1 000 001.001 ;\n\nArticle 1er : Les représentants de la province à l'assemblée générale extraordinaire de la SAEML KAZ PÊCHE sont autorisés à voter sa dissolution anticipée.\nArticle 2 : La province propose la désignation de M. Paul EXEMPLE en qualité de liquidateur.";
    expect(officersIn(text)).toEqual([]);
  });

  it('still lists a liquidator the meeting appoints on the shareholder’s proposal', () => {
    const text =
      "KAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nL'assemblée générale extraordinaire du 3 mars 2026 a décidé la dissolution anticipée de la société et, sur proposition de l'associé majoritaire, a nommé M. Paul EXEMPLE en qualité de liquidateur.";
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (liquidateur)']);
  });
});

describe('a list of people in bullets, each with an apposition', () => {
  it('gives the second bullet the office the list opened with', () => {
    const text =
      "PROVINCE EXEMPLE\n\nDélibération n° 2026-03 du 3 mars 2026 portant désignation des représentants de la province au conseil d'administration de la SEM KAZ FRET\n\nVu les statuts de la société d'économie mixte KAZ FRET, RIDET 1 000 001.001 ;\n\nArticle 1 : Sont désignés pour représenter la province au conseil d'administration de la société d'économie mixte KAZ FRET :\n- Monsieur Paul EXEMPLE, conseiller de l'assemblée ;\n- Madame Ana MODÈLE, conseillère de l'assemblée.";
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (administrateur)', 'Ana MODÈLE (administrateur)']);
  });
});
