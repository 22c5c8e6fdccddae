import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { partyRowLines } from '../../../../kernel/normalise/layout/index.ts';

// Made-up notices; every company, person and number is invented.
const subjectOf = (text: string): (string | null)[] =>
  parseNoticeTexts(text, { reference: 'P' }).map((r) => (r.ok ? `${r.notice.type} ${r.notice.ridet}` : r.quarantine.reason));

describe('a table row naming a party by its role', () => {
  it('reads a row of aligned columns as the party described in prose, the column names dropped', () => {
    const text = [
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      'Qualité               Dénomination           Forme   N° RIDET',
      'Société absorbante    ATELIERS DU LAGON      SA      2 718 286.001',
      'Société absorbée      MARÉES BLEUES          SARL    3 141 595.001',
    ].join('\n');
    expect(partyRowLines(text).split('\n')).toEqual([
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      'Société absorbante : ATELIERS DU LAGON, SA, RIDET 2 718 286.001',
      'Société absorbée : MARÉES BLEUES, SARL, RIDET 3 141 595.001',
    ]);
  });

  it('reads semicolon rows of an export without column names, the rows of no party left as they are', () => {
    const text = [
      'Société concernée;BOUTIQUE DES FLAMBOYANTS;SARL;1618032-001',
      'Actionnaire unique;HOLDING DES ÎLES;SAS;4142139-001',
      'Décision;24/08/2026;;',
    ].join('\n');
    expect(partyRowLines(text).split('\n')).toEqual([
      'Société concernée : BOUTIQUE DES FLAMBOYANTS, SARL, RIDET 1618032-001',
      'Actionnaire unique : HOLDING DES ÎLES, SAS, RIDET 4142139-001',
      'Décision;24/08/2026;;',
    ]);
  });

  it('reads a barred row printed over two lines, its role cell empty on the second, as one row', () => {
    const text = [
      '| Société absorbée   | COMPTOIR DE LA BAIE | 5 772 157.001 |',
      '|                    | (EURL)              |               |',
      '| Société absorbante | ALIZÉ SERVICES      | 6 931 471.001 |',
    ].join('\n');
    expect(partyRowLines(text).split('\n')).toEqual([
      'Société absorbée : COMPTOIR DE LA BAIE (EURL), RIDET 5 772 157.001',
      'Société absorbante : ALIZÉ SERVICES, RIDET 6 931 471.001',
    ]);
  });

  it('reads a tab-separated row whose role and identifier carry their own words', () => {
    expect(partyRowLines('Associé unique\tSAS GROUPE DU COL\tRIDET 2 718 286.001\tPaïta')).toBe('Associé unique : SAS GROUPE DU COL, RIDET 2 718 286.001, Païta');
  });

  it('publishes a dissolution under the dissolved company’s row, not under its sole shareholder’s printed first', () => {
    const merger = [
      'Journal des annonces – 12/10/2026',
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      '',
      'Rôle                Société               Forme   RIDET',
      'Associée unique     GROUPE DES RÉCIFS     SAS     2 718 286.001',
      'Société dissoute    PÊCHERIES DU NORD     SARL    3 141 595.001',
      '',
      'Décision de l’associée unique du 20/09/2026 : dissolution anticipée de la société, transmission universelle de son patrimoine à l’associée unique.',
    ].join('\n');
    expect(subjectOf(merger)).toEqual(['dissolution 3141595001']);
  });

  it('publishes a merger’s dissolution notice under the absorbed company’s row, not under the absorbing one’s printed first', () => {
    const absorbed = [
      'Actu du Caillou – 3 novembre 2026',
      'FUSION – DISSOLUTION DE LA SOCIÉTÉ ABSORBÉE',
      '┃ Société absorbante ┃ ATELIERS DU LAGON ┃ SA   ┃ 5 772 157.001 ┃',
      '┃ Société absorbée   ┃ MARÉES BLEUES     ┃ SARL ┃ 6 931 471.001 ┃',
      'L’assemblée du 30/10/2026 a approuvé la fusion : la société absorbée est dissoute sans liquidation.',
    ].join('\n');
    expect(subjectOf(absorbed)).toEqual(['dissolution 6931471001']);
  });
});

describe('what is no party’s row', () => {
  it('leaves prose with colons as it is', () => {
    const text = 'Le cédant : la société HOLDING DES ÎLES, SAS, RIDET 4 142 139.001, a cédé ses parts.';
    expect(partyRowLines(text)).toBe(text);
  });

  it('leaves a row that prints two identifiers as it is: no one party’s record', () => {
    const text = 'Cédant | HOLDING DES ÎLES 4 142 139.001 | BOUTIQUE DES FLAMBOYANTS 1 618 032.001';
    expect(partyRowLines(text)).toBe(text);
  });

  it('leaves a sale’s sides to the table’s readers: the seller is the subject of a business’s sale, not of a sale of shares', () => {
    const text = 'Cédant | HOLDING DES ÎLES | SAS | 4 142 139.001\nCessionnaire | M. Paul TEHEI | — | —';
    expect(partyRowLines(text)).toBe(text);
  });

  it('leaves a role and its one value, a labelled pair, as it is, and so a pair already read with its colon', () => {
    for (const text of ['Associé unique | HOLDING DES ÎLES, SAS, RIDET 4 142 139.001', 'Associé unique      : HOLDING DES ÎLES      SAS      4 142 139.001']) expect(partyRowLines(text)).toBe(text);
  });

  it('leaves a row opened by a field, not a party, as it is', () => {
    const text = 'Dénomination | ATELIERS DU LAGON | SA | 2 718 286.001\nCessionnaire | —';
    expect(partyRowLines(text)).toBe(text);
  });
});
