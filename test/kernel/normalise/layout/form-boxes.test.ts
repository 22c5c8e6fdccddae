import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { letterBoxes, tickedBoxes } from '../../../../kernel/normalise/layout/index.ts';

// Made-up forms; every company, person and number is invented.

describe('a form’s options, each opened by a box', () => {
  it('reads the ticked option after its label, whatever the boxes’ style', () => {
    expect(tickedBoxes('Forme juridique :  [ ] SNC   [x] SARL   [ ] SCI')).toBe('Forme juridique : SARL');
    expect(tickedBoxes('Type d’acte : ☐ Cession de parts ☑ Augmentation de capital ☐ Réduction')).toBe('Type d’acte : Augmentation de capital');
    expect(tickedBoxes('Objet :  □ Siège   ■ Objet social   □ Durée')).toBe('Objet : Objet social');
  });

  it('drops an option left blank on a line of its own, and keeps a ticked one without its box', () => {
    expect(tickedBoxes(['Événement déclaré :', '☐ Transfert du siège', '☒ Nomination d’un gérant', '☐ Dissolution'].join('\n'))).toBe(['Événement déclaré :', 'Nomination d’un gérant'].join('\n'));
  });

  it('drops a label whose options are all left blank, so that it does not take the next line for its value', () => {
    expect(tickedBoxes('Sigle : [ ] oui [ ] non\nCapital : 100 000 F CFP')).toBe('Capital : 100 000 F CFP');
  });

  it('keeps a full square for a bullet where no blank square is printed', () => {
    const page = '■ NOMINATION DE GÉRANT — publiée le 04/03/2026\n■ TRANSFERT DE SIÈGE — publiée le 04/03/2026';
    expect(tickedBoxes(page)).toBe(page);
  });

  it('does not read the blank options’ event as the notice’s', () => {
    const form = [
      'DEMANDE D’INSERTION – 21/09/2026',
      'Nature de l’acte : [ ] Dissolution anticipée   [X] Nomination d’un gérant   [ ] Transfert de siège',
      'Dénomination : LES VERGERS DE SARRAMÉA',
      'Forme : [ ] SAS [X] SARL',
      'RIDET : 2 718 286.001',
      'Nouveau gérant : M. Félix TEANE, nommé par l’assemblée du 10/09/2026 en remplacement de Mme Anne POUYE, démissionnaire.',
    ].join('\n');
    const result = parseNoticeTexts(form, { reference: 'F1' })[0]!;
    expect(result.ok ? [result.notice.type, result.notice.forme_juridique] : result.quarantine.reason).toEqual(['nomination', 'SARL']);
  });
});

describe('a form’s field written one character a box', () => {
  it('reads the boxes as the words they spell, a blank box as a space', () => {
    expect(letterBoxes('Nom : |L|E|S| |V|E|R|G|E|R|S|')).toBe('Nom : LES VERGERS');
    expect(letterBoxes('Ridet |2|7|1|8|2|8|6| – |0|0|1|')).toBe('Ridet 2718286 – 001');
  });

  it('leaves a table’s cells as they are', () => {
    const table = '| Nom | Forme | RIDET |\n| A | SAS | 2 718 286.001 |';
    expect(letterBoxes(table)).toBe(table);
  });

  it('reads the identifier a form prints one digit a box', () => {
    const form = [
      'Journal : Actu NC – Parution : 30/09/2026',
      'N° RIDET : |3|1|4|1|5|9|5| . |0|0|1|',
      'Dénomination : BOIS ET TOITS DU NORD',
      'Forme : EURL',
      'Par décision de l’associé unique du 15/09/2026, le siège social a été transféré du 4 rue Higginson, Koné, au 12 route de Voh, Koné.',
    ].join('\n');
    const result = parseNoticeTexts(form, { reference: 'F2' })[0]!;
    expect(result.ok ? [result.notice.type, result.notice.ridet] : result.quarantine.reason).toEqual(['siege', '3141595001']);
  });
});

describe('blank boxes with none ticked', () => {
  it("are a compositor's marks between his fields, not a form's options left blank", () => {
    const text = 'NOUVELLE BOÎTE ☐ VERGERS DE TIARE ☐ EURL au cap. de 300 000 F — RIDET 1000009.001';
    expect(tickedBoxes(text)).toBe(text);
  });

  it('are still options left blank where another box is ticked', () => {
    expect(tickedBoxes('Forme : ☐ SARL ☒ EURL ☐ SAS\nDénomination : VERGERS DE TIARE')).toBe('Forme : EURL\nDénomination : VERGERS DE TIARE');
  });
});

describe('a form’s options beside another column’s words', () => {
  // Made up. A site's filters in the left column, the notice in the right one.
  const page = [
    'Rubriques                     Statut : publié',
    '☐ Actes (41)',
    '☐ Publications légales (12)   PUBLICATIONS LÉGALES (12)',
    '☐ Gouvernement (18)           Suivant acte reçu le 21 avril 2026 par',
    '☒ Province Sud (9)            Maître Paul TESTARD, notaire à Nouméa,',
  ].join('\n');

  it('reads the options and keeps the other column’s words at their place', () => {
    const read = tickedBoxes(page).split('\n');
    expect(read).not.toContain('☐ Actes (41)');
    expect(read[1]).toBe(`${' '.repeat(30)}PUBLICATIONS LÉGALES (12)`);
    expect(read[2]).toBe(`${' '.repeat(30)}Suivant acte reçu le 21 avril 2026 par`);
    expect(read[3]).toBe(`${'Province Sud (9)'.padEnd(30)}Maître Paul TESTARD, notaire à Nouméa,`);
  });
});
