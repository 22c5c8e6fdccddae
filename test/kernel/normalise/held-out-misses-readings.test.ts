import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { decideSubjectRidet, type SubjectOptions } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings the held-out groups' last misses showed missing (kernel/normalise/README.md, "Cross-
// validated by writer group"): parties a reader tells apart at once, officers of the other party.
// Every text here is made up for the rule it names, never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'F1');

/** What the rules decide on a text, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string, options: SubjectOptions = {}): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), options);
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

describe('a small ad’s parties, each told by its abbreviated role', () => {
  it('reads “a donné en loc.-gér. à M. Y, RIDET …” as letting to Y, so the owner who lets is the subject', () => {
    expect(read('LOC.-GÉR. - Par SSP du 03/03/26, SARL KAZ BOIS, ss Koné, RIDET 1 000 001.001, a donné en loc.-gér. à M. Paul EXEMPLE, dt Koné, RIDET 2 000 002.001, le fds de scierie sis à Koné, pour 1 an.')).toEqual(['cession', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads the name of “SARL X, ss Koné, RIDET …” (a form, the name, the abbreviated siège, the identifier)', () => {
    expect(read('TRANSF. SIÈGE - Par AGE du 03/03/26, SARL KAZ BOIS, ss Koné, RIDET 1 000 001.001, a transféré son siège à Pouembout.')).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “Décision de l’associé unique SAS H (RIDET …)” as the sole shareholder H, a party, so the dissolved company is the subject', () => {
    expect(read('TUP - EURL KAZ BOIS, cap. 100.000 F, ss Koné, RIDET 1 000 001.001 - Décision de l’associé unique SAS BOIS DU NORD (RIDET 2 000 002.001) du 03/03/26 : dissol. sans liquidation par TUP.')).toEqual(['dissolution', 'KAZ BOIS', 'EURL', '1000001001', '2026-03-03']);
  });

  it('still sets aside the organ that decides when it is named bare (“Décision de l’associé unique du 03/03/26”)', () => {
    expect(read('DISSOL. - EURL KAZ BOIS, cap. 100.000 F, ss Koné, RIDET 1 000 001.001 - Décision de l’associé unique du 03/03/26 : dissol. anticipée ; liquidateur : M. Paul EXEMPLE.')).toEqual(['dissolution', 'KAZ BOIS', 'EURL', '1000001001', '2026-03-03']);
  });
});

describe('a location-gérance told from the tenant’s side: whose officer each person is', () => {
  const tenantFirst = (tenantOfficer: string, ownerOfficer: string): string =>
    `LOCATION-GÉRANCE\n\nLa société BOIS DU NORD, SARL au capital de 100 000 F CFP, RIDET 2 000 002.001, ${tenantOfficer}, exploitera en qualité de locataire-gérante, à compter du 1er avril 2026, le fonds de scierie sis à Koné, qui lui a été donné en location-gérance par la société KAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, ${ownerOfficer}, suivant acte sous seing privé du 3 mars 2026.`;

  it('lists the owner’s gérante named after the owner’s identifier (“donné en location-gérance par la société X, …, représentée par sa gérante Mme Y”)', () => {
    const notice = noticeOf(tenantFirst('représentée par son gérant M. Jean AUTRE', 'représentée par sa gérante Mme Anne EXEMPLE'));
    expect([notice.denomination, officersOf(notice)]).toEqual(['KAZ BOIS', ['Anne EXEMPLE (gérant)']]);
  });

  it('leaves out the tenant’s gérant named in apposition after the tenant’s identifier (“…, RIDET …, gérant M. Z, exploitera …”)', () => {
    const notice = noticeOf(tenantFirst('gérant M. Jean AUTRE', 'représentée par sa gérante Mme Anne EXEMPLE'));
    expect(officersOf(notice)).toEqual(['Anne EXEMPLE (gérant)']);
  });

  it('keeps the subject’s own gérant named in apposition after its own identifier', () => {
    const notice = noticeOf('CHANGEMENT DE GÉRANT\n\nLa société KAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, gérant M. Paul EXEMPLE, a, par décision du 3 mars 2026, transféré son siège à Koné.');
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
  });
});

describe('officers a small ad or a narrow column prints', () => {
  it.each([
    [
      '“CAC suppl. : M. Y” in the middle of a line, the substitute auditor after “CAC tit. : SARL X”',
      'NOMINATIONS — KAZ BOIS, SAS au cap. de 1 000 000 F, RIDET 1 000 001.001, Koné. AGO du 03/03/26 : Prés. : M. Jean AUTRE en rempl. de M. Marc ANCIEN, démissionnaire ; CAC tit. : SARL AUDIT EXEMPLE ; CAC suppl. : M. Paul EXEMPLE.',
      ['Jean AUTRE (président)', 'AUDIT EXEMPLE (commissaire aux comptes)', 'Paul EXEMPLE (commissaire aux comptes suppléant)'],
    ],
    [
      'a company appointed whose name opens the next line (“… administrateur la société” / “H, SAS, RIDET …”)',
      'KAZ BOIS\nSociété anonyme au capital de 100 000 000 F CFP\nRIDET 1 000 001.001\n\nNOMINATION\n\nL’assemblée générale ordinaire du 3 mars 2026 a nommé en qualité de nouvel administrateur la société\nBOIS DU NORD, SAS, RIDET 2 000 002.001, en remplacement de M. Jean AUTRE, démissionnaire.',
      ['BOIS DU NORD (administrateur)'],
    ],
  ])('reads %s', (_, text, expected) => {
    expect(officersOf(noticeOf(text))).toEqual(expected);
  });
});

describe('a table emitted column by column', () => {
  it('pairs a paragraph of labels with the next paragraph of as many values, row by row', () => {
    const notice = noticeOf('AVIS DE MODIFICATION\n\nSociété\nForme\nRIDET\nDécision\nNouveau siège\nGérant\n\nKAZ BOIS\nSARL au capital de 1 000 000 F CFP\n1 000 001.001\nAGE du 3 mars 2026\n1, rue de l’Exemple, 98860 Koné\nM. Paul EXEMPLE (inchangé)\n\nPour avis');
    expect([notice.type, notice.denomination, notice.forme_juridique, notice.ridet, officersOf(notice)]).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', ['Paul EXEMPLE (gérant)']]);
  });

  it('leaves a list of labels followed by a paragraph of another length as printed', () => {
    expect(identityOf('AVIS DE MODIFICATION\n\nSociété\nForme\nRIDET\n\nLa société KAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, a transféré son siège à Koné par décision du 3 mars 2026.', 'F2')).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('the subject among companies a reader tells apart at once, by the rules alone', () => {
  // The buyer's first mention says nothing of its side ('la demande de'): an offer to buy would
  // mark it a buyer by itself (party-sides.ts) and leave the tiebreak nothing to decide.
  it('reads a sale of shares as the company whose shares are sold, although the buyer’s identifier comes first and twice', () => {
    const text = "PROVINCE NORD\n\nDélibération n° 2026-9/APN du 3 mars 2026 portant cession d'actions de la SAEML KAZ BOIS\n\nVu la demande de la société BOIS DU NORD, société anonyme, RIDET 2 000 002.001 ;\nArticle 1er : La province Nord cède à la société BOIS DU NORD, RIDET 2 000 002.001, 400 des 1 600 actions qu'elle détient dans le capital de la SAEML KAZ BOIS, RIDET 1 000 001.001, au prix unitaire de 10 000 F CFP.";
    expect(ruled(text, { type: 'cession' })).toEqual({ ridet: '1000001001', rule: 'parts_cedees' });
    expect(read(text)).toEqual(['cession', 'KAZ BOIS', 'SAEML', '1000001001', '2026-03-03']);
  });

  it('leaves the shares a company holds in another to the other rules outside a sale (a contribution of shares)', () => {
    const text = "APPORT DE TITRES\n\nPar décision du 3 mars 2026, la société KAZ BOIS, SARL, RIDET 1 000 001.001, a reçu en apport les parts détenues par M. Paul EXEMPLE dans la société BOIS DU NORD, RIDET 2 000 002.001, et augmenté son capital.";
    expect(ruled(text, { type: 'capital' }).rule).not.toBe('parts_cedees');
  });

  it('reads a company’s own rank, not the rank of the secondary establishment the notice says is not concerned', () => {
    const text = 'KAZ BOIS – TRANSFERT DE SIÈGE SOCIAL\n\nDénomination       KAZ BOIS\nForme              SARL\nRIDET              1 000 001.002 (siège)\nNouveau siège      1, rue de l’Exemple, 98860 Koné\nDécision           AGE du 3 mars 2026\n\nL’établissement secondaire de Païta (scierie, RIDET 1 000 001.001) n’est pas concerné par ce transfert.';
    expect(ruled(text, { type: 'siege' })).toEqual({ ridet: '1000001002', rule: 'rang_propre' });
    expect(read(text)).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001002', '2026-03-03']);
  });
});
