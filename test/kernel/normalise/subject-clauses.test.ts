import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.js';
import { decideSubjectRidet, type SubjectOptions } from '../../../kernel/normalise/subject-ridet.js';

/** What the rules decide on a text: the subject's RIDET and which rule decided (without any fitted model). */
function ruled(text: string, options: SubjectOptions = {}): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), options);
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

// The words around an identifier are read to the end of their clause; the full stop of a
// civility before a name does not end it, whatever the civility and wherever it stands.
describe('a civility full stop does not end the clause that says who a party is', () => {
  it.each(['M.', 'Mme.', 'Mme', 'MM.', 'Mlle.', 'Me.'])('the buyer "%s Name", a trader with a RIDET, is the third party of the sale', (civility) => {
    const text = `VENTE DE FONDS\nPar acte du 4 mai 2026, la société PIROGUE BLEUE, SARL au capital de 800 000 F CFP, RIDET n° 1 377 010.001, a vendu à ${civility} Tamaï OUVÉA, pêcheur, commerçant, demeurant à Hienghène, RIDET 1 622 905.001, son fonds de poissonnerie.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1377010001', rule: 'seul_candidat' });
  });

  it('the beneficiary "au profit de M. Name" is a third party, the company named before him the subject', () => {
    const text = `Par acte du 9 juin 2026, la société CORAIL DIFFUSION, SAS, RIDET 1 488 201.002, a consenti au profit de M. Yann KÉLÉ, artisan, RIDET 1 733 118.001, un bail sur son local de la rue Jules-Ferry.`;
    expect(ruled(text)).toEqual({ ridet: '1488201002', rule: 'seul_candidat' });
  });

  it('a company represented by "M. Name" still buys when the verb comes after his name', () => {
    const text = `Suivant acte du 3 avril 2026, la société LAGON ÉNERGIE, SARL, RIDET 1 240 660.001, représentée par Mme. Clara WEA, a acquis de la société SOLEIL DU NORD, SAS, RIDET 1 100 902.001, son fonds d'installation solaire.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1100902001', rule: 'seul_candidat' });
  });
});

// Whoever a business is sold to, let to or taken over by is a third party of the notice, be it
// a company or a person, and however many words stand between the verb and the party.
describe('the party a business is sold or let to is a third party', () => {
  it.each([
    ['a donné en location-gérance à', 'LOCATION-GÉRANCE'],
    ['donne en location-gérance à', 'LOCATION-GÉRANCE'],
    ['cède à', 'CESSION DE FONDS'],
    ['a cédé son fonds de boulangerie à', 'CESSION DE FONDS'],
    ['a vendu le fonds exploité à Bourail à', 'VENTE DE FONDS'],
  ])('"%s M. Name, RIDET …" names the owner as the subject', (verb, heading) => {
    const text = `${heading}\nPar acte du 2 mars 2026, la société FOURNIL DE LA BROUSSE, EURL, RIDET 1 300 777.001, ${verb} M. Éloi NAKÉTÉ, boulanger, RIDET 1 811 020.001, à compter du 1er avril 2026.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1300777001', rule: 'seul_candidat' });
  });

  it('a company listed right after a third party, with nothing of its own, is one too', () => {
    const text = `Par acte du 2 mars 2026, la société FOURNIL DE LA BROUSSE, EURL, RIDET 1 300 777.001, a consenti une sûreté au profit de la société BANQUE DU LAGON, SA, RIDET 1 811 022.001, et de la société CRÉDIT DES ÎLES, SA, RIDET 1 811 023.001.`;
    expect(ruled(text)).toEqual({ ridet: '1300777001', rule: 'seul_candidat' });
  });

  it('a company the business is let to is a third party too', () => {
    const text = `Par acte du 2 mars 2026, la société FOURNIL DE LA BROUSSE, EURL, RIDET 1 300 777.001, a donné en location-gérance à la société PAINS DU CAILLOU, SARL, RIDET 1 811 021.001, son fonds de boulangerie.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1300777001', rule: 'seul_candidat' });
  });
});

// Parts or participations held in other companies: in a sale of parts the notice is about the
// company whose parts change hands; in any other notice (a dissolution, a transfer, a
// nomination) the companies whose participations the subject holds or sold are its subsidiaries.
describe('a company whose parts are held or sold, by the type of the notice', () => {
  const holdingDissolved = `DISSOLUTION ANTICIPÉE\nLa société ARBRE DE VIE PARTICIPATIONS, SAS, RIDET 1 050 330.001, après la cession des participations qu'elle détenait dans les sociétés BANIAN TRANSPORT, SARL, RIDET 1 444 220.001, et BANIAN LOGISTIQUE, SARL, RIDET 1 444 221.003, a décidé sa dissolution anticipée le 2 juin 2026.`;

  it('in a dissolution, the holding is the subject and its subsidiaries, listed together, are not', () => {
    expect(ruled(holdingDissolved, { type: 'dissolution' })).toEqual({ ridet: '1050330001', rule: 'seul_candidat' });
  });

  it('outside a sale of parts, a company whose parts are contributed is never taken for the subject, even alone', () => {
    const text = `AUGMENTATION DE CAPITAL\nPar traité d'apport du 2 juin 2026, M. Paul RÉA a apporté à la société RÉA INVEST les 100 parts qu'il détenait dans la société BANIAN TRANSPORT, SARL, RIDET 1 444 220.001.`;
    expect(ruled(text, { type: 'capital' }).rule).toBe('tous_tiers');
    expect(ruled(`${text}\nRIDET de la société : 1 650 001.001.`, { type: 'capital' })).toEqual({ ridet: '1650001001', rule: 'seul_candidat' });
  });

  it('a participation "au capital de" a company is money into that company: it is the subject of the capital notice', () => {
    const text = `AUGMENTATION DE CAPITAL\nPar délibération du 2 juin 2026, la commune de Poum a décidé sa participation au capital de la société HALIOTIS DU NORD, SARL, RIDET 1 444 220.001, par la souscription de 50 parts nouvelles.`;
    expect(ruled(text, { type: 'capital' })).toEqual({ ridet: '1444220001', rule: 'seul_candidat' });
  });

  it('in a sale of parts, the company whose parts are sold is the subject, not the holding that sells them', () => {
    const text = `CESSION DE PARTS\nPar acte du 2 juin 2026, la société ARBRE DE VIE PARTICIPATIONS, SAS, RIDET 1 050 330.001, a cédé à M. Paul RÉA les 100 parts qu'elle détenait dans la société BANIAN TRANSPORT, SARL, RIDET 1 444 220.001.`;
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1444220001', rule: 'seul_candidat' });
  });
});
