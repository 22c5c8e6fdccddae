import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Companies a notice names beside its subject, told by words a reader does not doubt: a
// franchisor, a grouping's members, the party after a sale's verb set on its own line, a
// procedure's debtor 'à l'égard de' which it is opened, the company a procedure is extended to
// (docs/reader-history.md, "Cross-validated by writer group", wt-rfix7). Every text here is
// made up for the rule it names, never a copy of a group text.

describe('a franchisor named beside a sale', () => {
  it('is another party: the seller is the subject', () => {
    const text = `Annonce publiée le 04/03/2026\n\nCESSION DE FONDS (enseigne CAFÉS DU SUD, franchiseur RIDET 1000017-001)\n\nSuivant acte du 20 février 2026, la société MOKA DE KONÉ, SARL au capital de 1 000 000 F CFP, RIDET 1000025-001, dont le siège est à Koné, a vendu à la société MOKA DE POUEMBOUT, SARL au capital de 1 000 000 F CFP, RIDET 1000033-001, le fonds de commerce de café exploité à Koné.\nOppositions chez le notaire.`;
    expect(identityOf(text)).toEqual(['cession', 'MOKA DE KONÉ', 'SARL', '1000025001', '2026-03-04']);
  });

  it('is still published when the notice is the franchisor’s own and names no other company', () => {
    const text = `TRANSFERT DE SIÈGE\n\nPar décision du 2 mars 2026, l'associé unique de la société CAFÉS DU SUD, franchiseur du réseau MOKA, SARL au capital de 1 000 000 F CFP, RIDET 1000017-001, a transféré le siège social du 3 rue des Pins au 5 rue des Cocotiers, Nouméa.\nPour avis, la gérance.`;
    expect(identityOf(text)).toEqual(['siege', 'CAFÉS DU SUD', 'SARL', '1000017001', '2026-03-02']);
  });
});

describe('a grouping and its members', () => {
  it('publishes a grouping’s constitution under the number it says the grouping was registered with', () => {
    const text = `AVIS DE CONSTITUTION D'UN GROUPEMENT D'INTÉRÊT ÉCONOMIQUE\n\nDénomination : ACHATS GROUPÉS DU NORD\nMembres : ÉPICERIE DE KAALA, SARL (RIDET 1000041/001) ; BAZAR DE GOMEN, SAS (RIDET 1000058/001).\nObjet : achats en commun de leurs membres.\nSiège : Koumac.\nAdministrateur unique : M. Paul EXEMPLE.\nLe groupement a été immatriculé sous le n° RIDET 1000066/001.\n\nContrat constitutif du 2 février 2026.`;
    expect(identityOf(text)).toEqual(['creation', 'ACHATS GROUPÉS DU NORD', 'GIE', '1000066001', '2026-02-02']);
  });

  it('reads the companies of a members’ line as the grouping’s members, not its subject', () => {
    const text = `DISSOLUTION ANTICIPÉE\n\nGIE DES MARAÎCHERS DU SUD\nGroupement d'intérêt économique – La Foa\nimmatriculé au RIDET sous le n° 1 000 074 001\n\nMembres : SERRES DE FARINO, SARL, RIDET 1 000 082 001 ; JARDINS DE MOINDOU, SAS, RIDET 1 000 090 001.\n\nL'assemblée des membres du 3 mars 2026 a décidé la dissolution anticipée du groupement et sa mise en liquidation amiable. M. Paul EXEMPLE a été nommé liquidateur.`;
    expect(identityOf(text)).toEqual(['dissolution', 'GIE DES MARAÎCHERS DU SUD', 'GIE', '1000074001', '2026-03-03']);
  });
});

describe('a sale whose verb stands alone between its parties', () => {
  it('reads the party after the verb as the buyer', () => {
    const text = `Cession de fonds de commerce\n\nSuivant acte sous signatures privées du 5 mars 2026,\n\nBOULANGERIE DE KOUTIO, société à responsabilité limitée au capital de 1 000 000 F CFP,\ndont le siège est 3 rue des Pins, Dumbéa, RIDET n° 1 000 108 001,\n\na cédé à\n\nPAINS DU NORD, société à responsabilité limitée au capital de 2 000 000 F CFP,\ndont le siège est 5 rue des Cocotiers, Koné, RIDET n° 1 000 116 001,\n\nson fonds de boulangerie exploité à Dumbéa.\nOppositions au siège du fonds vendu.`;
    expect(identityOf(text)).toEqual(['cession', 'BOULANGERIE DE KOUTIO', 'SARL', '1000108001', '2026-03-05']);
  });
});

describe('court procedures', () => {
  it('reads the company a procedure is opened “à l’égard de” as its debtor, not its parent named after it', () => {
    const text = `TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\n\nPar jugement du 4 mars 2026, le tribunal a ouvert une procédure de redressement judiciaire à l'égard de la société TÔLERIE DE DUCOS, SARL au capital de 1 000 000 F CFP, Nouméa, RIDET 1 000 124.001, filiale de la société MÉTAUX DU PACIFIQUE, SA, RIDET 1 000 132.001, qui s'est portée caution de ses dettes.\nDate de cessation des paiements : 1er février 2026.\nMandataire judiciaire : Maître Paul EXEMPLE.`;
    expect(identityOf(text)).toEqual(['procedure', 'TÔLERIE DE DUCOS', 'SARL', '1000124001', '2026-03-04']);
  });

  it('reads the company a procedure is extended to, its reason between commas, as the subject', () => {
    const text = `Extrait des minutes du greffe – jugement du 10/03/2026\n\nLe tribunal mixte de commerce de Nouméa, statuant sur l'assignation du liquidateur de la société GARAGE DE LA TONTOUTA (RIDET 1000140-001), placée en liquidation judiciaire par jugement du 2 janvier 2026, a étendu cette procédure, pour confusion des patrimoines, à la société PNEUS DE LA TONTOUTA, société par actions simplifiée au capital de 1 000 000 F CFP, dont le siège est à Païta, RIDET 1000157-001.\nLiquidateur : M. Paul EXEMPLE.`;
    expect(identityOf(text)).toEqual(['procedure', 'PNEUS DE LA TONTOUTA', 'SAS', '1000157001', '2026-03-10']);
  });
});
