import { describe, expect, it } from 'vitest';
import { companyMentions } from '../../../kernel/normalise/company-mentions.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of everyday notices in trade, tourism, mining and fishing by a new writer
// showed missing (test/kernel/normalise/pacifique). Every text here is made up for the rule it
// names, never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'P1');

describe('a merger told as “l’absorption de la société par la société Y”', () => {
  it('is the absorbed company’s dissolution under its own header: Y, after “par”, absorbs', () => {
    expect(
      read(
        'Publié le 5 mars 2026\n\nKAZ BOIS DU NORD\nSARL au capital de 1 000 000 F CFP\nRIDET : 1 000 001.001\n\nDISSOLUTION PAR VOIE DE FUSION\n\nL’assemblée générale extraordinaire du 3 mars 2026 a approuvé la fusion par voie d’absorption de la société par la société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001. La société KAZ BOIS DU NORD est dissoute sans liquidation.\n',
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('a name in mixed case opening the notice, its form and capital after it', () => {
  it('is the company’s name (“Les Gîtes du Col, SARL au capital de …”)', () => {
    expect(
      read(
        'LNC – 05/03/2026\n\nTRANSFERT DE SIÈGE\n\nLes Gîtes du Col, SARL au capital de 800 000 F CFP, RIDET 1 000 001.001, dont le siège était à Koné.\n\nPar décision de la gérance du 2 mars 2026, le siège social a été transféré au 3, rue Exemple, 98860 Koné.\n',
      ),
    ).toEqual(['siege', 'Les Gîtes du Col', 'SARL', '1000001001', '2026-03-05']);
  });

  it('is not read on a line whose name is in capitals after a trade (“Boulangerie LES DÉLICES, SARL …”): the capitals are the name', () => {
    const text = 'TRANSFERT DE SIÈGE\n\nBoulangerie LES DÉLICES, SARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nLe siège a été transféré.';
    expect(companyMentions(text).map((mention) => mention.name)).toEqual(['LES DÉLICES']);
  });
});

describe('a company acting in the capacity of the subject’s president, printed first with its identifier', () => {
  it('is the subject’s president (“X, …, RIDET …, agissant en qualité de présidente de la société S”)', () => {
    const notice = noticeOf(
      'JONC – 5 mars 2026\n\nAUGMENTATION DE CAPITAL\n\nGROUPE EXEMPLE, SAS au capital de 9 000 000 F CFP, RIDET 2 000 002.001, agissant en qualité de présidente de la société KAZ BOIS DU NORD, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001,\n\nAux termes des décisions de l’associé unique du 2 mars 2026, le capital social a été porté de 1 000 000 F CFP à 3 000 000 F CFP.\n',
    );
    expect([notice.ridet, officersOf(notice)]).toEqual(['1000001001', ['GROUPE EXEMPLE (président)']]);
  });
});
