import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Tables of two parties side by side, each a column under its role, made up for these readings
// (2026-12-02, wt-tab4). Every RID passes the check; no company is a corpus one.

const read = (text: string) =>
  parseNoticeTexts(text, { reference: 't' }).map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason));

describe('two parties side by side, a column each under its role', () => {
  it('reads a tab-parted table with a column of labels as each party’s record: the dissolved company, not its sole shareholder', () => {
    const text = [
      'DISSOLUTION SANS LIQUIDATION',
      '',
      '\tSociété dissoute\tAssociée unique',
      'Dénomination\tPEINTURES DU COL\tHOLDING DES CRÊTES',
      'Forme\tSASU\tSAS',
      'RIDET\t4 681 359.001\t6 813 570.001',
      '',
      'Par décision du 2 novembre 2026, l’associée unique a décidé la dissolution anticipée sans liquidation de la société, entraînant la transmission universelle de son patrimoine.',
    ].join('\n');
    expect(read(text)).toEqual([['dissolution', 'PEINTURES DU COL', '4681359001']]);
  });

  it('reads a barred table without labels, its particulars down each column, as each party’s record', () => {
    const text = [
      'DISSOLUTION SANS LIQUIDATION (article 1844-5 du code civil)',
      '',
      'Associé unique                      | Société dissoute',
      'SAS GROUPE DES DEUX BAIES           | PÉPINIÈRES DE LA THY',
      'RIDET 7 924 681.001                 | SARL au capital de 1 000 000 F CFP',
      'Route du Sud, 98810 Mont-Dore       | RIDET 8 135 790.001',
      '',
      'Par décision du 5 novembre 2026, l’associé unique a prononcé la dissolution anticipée de la société, entraînant la transmission universelle de son patrimoine.',
    ].join('\n');
    expect(read(text)).toEqual([['dissolution', 'PÉPINIÈRES DE LA THY', '8135790001']]);
  });

  it('reads a sale’s two sides under their captions: the business’s seller', () => {
    const text = [
      'VENTE DE FONDS DE COMMERCE',
      '',
      'Suivant acte sous seing privé du 2 novembre 2026, il a été procédé à la vente du fonds de commerce de boulangerie exploité 4, rue de Sébastopol, 98800 Nouméa, entre :',
      '',
      '\tVendeur\tAcquéreur',
      'Dénomination\tFOURNIL DE LA BAIE\tPAINS ET COMPAGNIE',
      'Forme\tSARL\tSAS',
      'RIDET\t9 246 802.001\t1 357 912.001',
      '',
      'Oppositions dans les dix jours de la seconde insertion au siège du fonds.',
    ].join('\n');
    expect(read(text)).toEqual([['cession', 'FOURNIL DE LA BAIE', '9246802001']]);
  });

  it('reads a markdown table whose labels’ column has its own caption and whose roles carry a remark, the owner’s representative its officer', () => {
    const text = [
      'MISE EN LOCATION-GÉRANCE',
      '',
      '| Partie           | Bailleur (propriétaire du fonds) | Locataire-gérant              |',
      '|------------------|----------------------------------|-------------------------------|',
      '| Dénomination     | SNACK DE LA PLAGE DE POE         | RESTAURATION DES DUNES        |',
      '| Forme            | SARL                             | EURL                          |',
      '| RIDET            | 2471589.001                      | 4681359.001                   |',
      '| Représentée par  | M. Teiki HAPAIRAI, gérant        | Mme Nadia OUETCHO, gérante    |',
      '',
      'Contrat du 2 novembre 2026 portant sur le fonds de snack sis plage de Poé, 98870 Bourail, pour une durée d’un an.',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result!.ok && [result!.notice.type, result!.notice.denomination, result!.notice.ridet, result!.notice.dirigeants.map((d) => `${d.nom} ${d.fonction}`)]).toEqual(['cession', 'SNACK DE LA PLAGE DE POE', '2471589001', ['HAPAIRAI gérant']]);
  });
});

describe('two parties side by side in aligned columns under captions in capitals', () => {
  it('reads the representative’s row as each party’s officer: the seller’s manager', () => {
    const text = [
      'VENTES DE FONDS – Première insertion',
      '',
      '                     ACQUÉREUR                          VENDEUR',
      'Société              BOUCHERIE DE LA RIVIÈRE            CHARCUTERIE DU CAP',
      'Forme                SASU                               SARL',
      'RIDET                6 813 570.001                      7 924 681.001',
      'Représentant         M. Marc TEIN, président            Mme Solange WAIMO, gérante',
      '',
      'Fonds cédé : fonds de commerce de boucherie exploité 2, rue du Port, 98860 Koné. Acte sous seing privé du 2 novembre 2026. Prix : 4 000 000 F CFP.',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result!.ok && [result!.notice.type, result!.notice.denomination, result!.notice.ridet, result!.notice.dirigeants.map((d) => `${d.nom} ${d.fonction}`)]).toEqual(['cession', 'CHARCUTERIE DU CAP', '7924681001', ['WAIMO gérant']]);
  });
});
