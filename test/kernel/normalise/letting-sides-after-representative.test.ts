import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { noticeOf } from './notice-helpers.ts';

// The two sides of a location-gérance, each described with its representative and then its role
// (`…, représentée par sa gérante Mme W, locataire-gérante,` / `et la société Y, …, propriétaire du
// fonds,`): the role after the representative is the company's side, and a role closing one side's
// apposition names no holder in the company joined after it. Every text is made up for this file.
const renewal = (tenantRole: string, ownerRole: string): string =>
  [
    'RENOUVELLEMENT DE LOCATION-GÉRANCE',
    'Publié le 3 novembre 2026',
    '',
    `la société SNACK DU PORT, société à responsabilité limitée au capital de 500 000 F CFP, siège : 3, quai Ferry, 98800 Nouméa, RIDET 1 693 845.001, représentée par son gérant M. Paul TEIN, ${tenantRole},`,
    `et la société MARINA GESTION, société par actions simplifiée au capital de 2 000 000 F CFP, siège : 3, quai Ferry, 98800 Nouméa, RIDET 1 063 874.001, représentée par sa présidente Mme Anne WAIA, ${ownerRole},`,
    'ont, par avenant du 20 octobre 2026, renouvelé pour deux ans le contrat de location-gérance du fonds de commerce de restauration exploité 3, quai Ferry.',
    'Pour avis.',
  ].join('\n');

describe('the sides of a letting named after their representatives', () => {
  it('publishes the owner who lets the business, not the tenant named first', () => {
    const notice = noticeOf(renewal('locataire-gérante', 'propriétaire du fonds'));
    expect(notice.type).toBe('cession');
    expect(notice.ridet).toBe('1063874001');
    expect(notice.denomination).toBe('MARINA GESTION');
  });

  it('publishes the owner when its role is the lessor’s word', () => {
    expect(noticeOf(renewal('preneur', 'bailleresse')).ridet).toBe('1063874001');
  });
});

// The tenant's role closing its own apposition, the owner then joined by `et`, as the subject rules
// judge each identifier before the act's sides are read.
describe('a role that closes one party before the next is joined by et', () => {
  const text = [
    'FIN DE LOCATION-GÉRANCE',
    'La société KAI BOISSONS, société par actions simplifiée en liquidation au capital de 1 000 000 F CFP, siège : 7, rue Clemenceau, 98870 Bourail, RIDET 1 532 084.001, représentée par son liquidateur M. Jean KOU, locataire-gérante,',
    'et la société HÔTEL DE LA PLAGE, société à responsabilité limitée au capital de 3 000 000 F CFP, siège : 1, plage de Poé, 98870 Bourail, RIDET 1 225 127.001, propriétaire du fonds,',
    'font savoir que la location-gérance du fonds de bar-restaurant exploité plage de Poé a pris fin le 31 octobre 2026.',
  ].join('\n');
  const thirdOf = (rid: string): boolean => judgeRidets(text, findRidets(text)).find((j) => j.match.rid === rid)!.third;

  it('names no holder of the role in the company joined after it', () => {
    expect(thirdOf('1225127')).toBe(false);
  });

  it('still reads a role followed by `et de la société` as held in both', () => {
    const both = 'AVIS\nM. Jean KOU a été nommé liquidateur de la société KAI BOISSONS, RIDET 1 532 084.001, et de la société HÔTEL DE LA PLAGE, RIDET 1 225 127.001.';
    expect(judgeRidets(both, findRidets(both)).map((j) => j.third)).toEqual([false, false]);
  });
});

describe('an owner taking back the running of its business', () => {
  it('is the owner who let it, whatever words stand between the verb and the running', () => {
    const text = [
      'FIN DE LOCATION-GÉRANCE',
      'Publié le 3 novembre 2026',
      '',
      'La société KAI BOISSONS, société par actions simplifiée en liquidation au capital de 1 000 000 F CFP, siège : 7, rue Clemenceau, 98870 Bourail, RIDET 1 532 084.001, représentée par son liquidateur M. Jean KOU, locataire-gérante,',
      'et la société HÔTEL DE LA PLAGE, société à responsabilité limitée au capital de 3 000 000 F CFP, siège : 1, plage de Poé, 98870 Bourail, RIDET 1 225 127.001, propriétaire du fonds,',
      'font savoir que la location-gérance du fonds de bar-restaurant exploité plage de Poé a pris fin le 31 octobre 2026.',
      'La société HÔTEL DE LA PLAGE reprend à compter du 1er novembre 2026 l’exploitation directe du fonds.',
    ].join('\n');
    expect(noticeOf(text).ridet).toBe('1225127001');
  });
});
