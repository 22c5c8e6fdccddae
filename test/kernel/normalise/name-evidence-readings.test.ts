import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

// How a reader finds a company's name where the new writers printed it (docs/reader-blind-misses.md,
// "Dénomination misses, traced"). Every text here is made up for the reading it names.

const formation = (sentence: string): string =>
  `AVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 3 mars 2026, ${sentence}\nGérant : M. Paul EXEMPLE.\nRIDET 1 000 001.001.\nPour avis.`;

describe('the name a clause gives the company in other words', () => {
  it('reads “dont la dénomination est X” as the company’s name, not the manager named before its identifier', () => {
    expect(noticeOf(formation('il a été constitué une SARL dont la dénomination est MER TURQUOISE, au capital de 100 000 F CFP, siège : 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
  });

  it('reads “sous la dénomination sociale de « X »”', () => {
    expect(noticeOf(formation('il a été constitué sous la dénomination sociale de « Mer Turquoise » une société à responsabilité limitée au capital de 100 000 F CFP, siège : 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('Mer Turquoise');
  });

  it('reads “sa dénomination est X” and “la dénomination sociale est : X”', () => {
    expect(noticeOf(formation('il a été constitué une SARL. Sa dénomination est MER TURQUOISE ; son capital 100 000 F CFP ; son siège 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
    expect(noticeOf(formation('il a été constitué une SARL au capital de 100 000 F CFP. La dénomination sociale est : MER TURQUOISE. Siège : 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
  });

  it('reads a company named by a participle after its form (“une SARL intitulée « X »”, “appelée X”)', () => {
    expect(noticeOf(formation('il a été constitué une SARL intitulée « MER TURQUOISE », au capital de 100 000 F CFP, siège 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
    expect(noticeOf(formation('il a été constitué une société appelée MER TURQUOISE, au capital de 100 000 F CFP, siège 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
  });

  it("reads the participle as people who draft no notices type it ('dune SNC nomée X')", () => {
    const text = "Objet : avis de constitution\nbonjour\nconstitution dune SNC nomée MER TURQUOISE, capital 200 000, siege rue principale La Foa.\ncogerants : M. Paul EXEMPLE et Mme Léa EXEMPLE.\nstatuts signé le 03/10/2026.\nridet 1000009 001.";
    expect(noticeOf(text).denomination).toBe('MER TURQUOISE');
  });

  it('reads a quoted name its form follows anywhere in a sentence, not a sigle quoted after “en abrégé”', () => {
    expect(noticeOf(formation('M. Paul EXEMPLE a constitué « MER TURQUOISE », société à responsabilité limitée au capital de 100 000 F CFP, siège 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
    const sale =
      'CESSION DE FONDS DE COMMERCE\n\nSuivant acte du 3 mars 2026, la société MER TURQUOISE, en abrégé « MT », SARL au capital de 100 000 F CFP, RIDET n° 1 000 001/001, a cédé à M. Paul EXEMPLE un fonds de commerce de snack exploité à Nouméa.\nOppositions au siège du fonds.';
    expect(noticeOf(sale, { publicationDate: '2026-03-10' }).denomination).toBe('MER TURQUOISE');
  });

  it('reads the name in a sentence that lists the particulars (“forme SARL ; dénomination X ; capital …”)', () => {
    expect(noticeOf(formation('il a été constitué une société ayant les caractéristiques suivantes : forme SARL ; dénomination MER TURQUOISE ; capital 100 000 F CFP ; siège 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
  });

  it('does not take the name a company was formerly known by (“précédemment exploitée sous la dénomination X”)', () => {
    const text =
      'TRANSFERT DE SIÈGE\n\nLa société MER TURQUOISE, précédemment exploitée sous la dénomination OCÉAN BLEU, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, a transféré son siège au 3, rue des Pins, 98800 Nouméa, par décision du 3 mars 2026.\nPour avis.';
    expect(noticeOf(text, { publicationDate: '2026-03-10' }).denomination).toBe('MER TURQUOISE');
  });
});

describe('the manager named before the identifier is no individual trader', () => {
  it('quarantines rather than publish the manager of a telegraphic notice (“Gér. : M. X.”) as the name', () => {
    const text = 'CONSTITUTIONS\n\nSociété de transports. Siège : 3, rue des Pins, 98800 Nouméa. Durée : 99 a. Gér. : M. Paul EXEMPLE. RIDET 1 000 001.001. Pour avis.';
    const result = parseNoticeText(text, { reference: 't', publicationDate: '2026-03-10' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('denomination_absente');
  });
});

describe('the manager on a line opened by the office word alone', () => {
  it('quarantines rather than publish as the name the manager of “Gérant⇥M. X” (tabs read as spaces)', () => {
    const text = 'AVIS DE CONSTITUTION\nIl a été constitué une société à responsabilité limitée.\nSiège\t3, rue des Pins, 98800 Nouméa\nGérant\tM. Paul EXEMPLE\nRIDET\t1 000 001.001';
    const result = parseNoticeText(text, { reference: 't', publicationDate: '2026-03-10' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('denomination_absente');
  });
});

describe('the dénomination label in other dress', () => {
  const fields = (label: string, separator: string): string =>
    ['AVIS DE CONSTITUTION', 'Aux termes d\'un acte sous seing privé du 3 mars 2026, il a été constitué une société :', `${label}${separator}MER TURQUOISE`, `Forme${separator}SARL`, `Capital${separator}100 000 F CFP`, `Siège${separator}3, rue des Pins, 98800 Nouméa`, `Gérant${separator}M. Paul EXEMPLE`, `RIDET${separator}1 000 001.001`].join('\n');

  it('reads a label parted from its value by a dash', () => {
    expect(noticeOf(fields('DÉNOMINATION SOCIALE', ' – ')).denomination).toBe('MER TURQUOISE');
    expect(noticeOf(fields('Raison sociale', ' - ')).denomination).toBe('MER TURQUOISE');
  });

  it('reads the abbreviated labels of small ads (“Dén. :”, “Dénom :”) and “Nom social :”', () => {
    for (const label of ['Dén.', 'Dénom', 'Nom social']) expect(noticeOf(fields(label, ' : ')).denomination).toBe('MER TURQUOISE');
  });

  it('reads a label set in bold and one that names the sigle beside the name', () => {
    expect(noticeOf(fields('**Dénomination :**', ' ')).denomination).toBe('MER TURQUOISE');
    expect(noticeOf(fields('Dénomination et sigle', ' : ').replace('MER TURQUOISE', 'MER TURQUOISE (MT)')).denomination).toBe('MER TURQUOISE');
  });
});

describe('a header name whose first line opens on its form', () => {
  const header = (lines: string): string =>
    `TRANSFERT DE SIÈGE\n${lines}\nau capital de 100 000 F CFP\nRIDET 1 000 001.001\nPar décision du 3 mars 2026, le siège a été transféré au 3, rue des Pins, 98800 Nouméa.`;

  it('runs on over the next line of capitals down to the capital’s line (“SARL X Y” / “Z W”)', () => {
    expect(noticeOf(header('SARL MENUISERIE KONÉ\nBOIS ET ALUMINIUM'), { publicationDate: '2026-03-10' }).denomination).toBe('MENUISERIE KONÉ BOIS ET ALUMINIUM');
  });

  it('leaves out a status printed under it (“EN LIQUIDATION”)', () => {
    expect(noticeOf(header('SARL MENUISERIE KONÉ\nEN LIQUIDATION'), { publicationDate: '2026-03-10' }).denomination).toBe('MENUISERIE KONÉ');
  });
});

describe('a labelled name a narrow column carries on to the next line', () => {
  const labelled = (value: string, next: string): string =>
    `AVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 3 mars 2026, il a été constitué une société à responsabilité limitée :\nDénomination : ${value}\n${next}Siège : 3, rue des Pins, 98800 Nouméa.\nCapital : 100 000 F CFP.\nGérant : M. Paul EXEMPLE.\nRIDET : 1 000 001.001.\nPour avis.`;

  it('goes on with a line of capitals that closes the value with its full stop', () => {
    expect(noticeOf(labelled('BOULANGERIE', 'PÂTISSERIE DU PORT.\n')).denomination).toBe('BOULANGERIE PÂTISSERIE DU PORT');
  });

  it('goes on with a line of capitals the next field’s label follows', () => {
    expect(noticeOf(labelled('LES JARDINS', 'SUSPENDUS DE MAGENTA\n')).denomination).toBe('LES JARDINS SUSPENDUS DE MAGENTA');
  });

  it('stops before a line that opens on a legal form', () => {
    expect(noticeOf(labelled('LES JARDINS', 'SARL UNIPERSONNELLE\n')).denomination).toBe('LES JARDINS');
  });

  it('stops when the next line is no part of a field (neither closed by a full stop nor followed by a label)', () => {
    expect(noticeOf(labelled('LES JARDINS', 'KONÉ NORD\n\n')).denomination).toBe('LES JARDINS');
  });
});

describe('a header block that prints the former name in brackets under the name', () => {
  it('reads the name above the bracket as the block’s name', () => {
    const text = [
      'RADIATION',
      '',
      'Il a été procédé le 5 mai 2026 à la radiation de :',
      '',
      'NOUVELLE PAPETERIE DU NORD',
      '(ancienne dénomination : PAPETERIE DU NORD)',
      'Société à responsabilité limitée au capital de 1 000 000 F CFP',
      'Dernier siège connu : 3, rue Jules-Ferry, 98860 Koné',
      'RIDET 1 898 485.001',
    ].join('\n');
    expect(noticeOf(text).denomination).toBe('NOUVELLE PAPETERIE DU NORD');
  });
});

describe('a founding partner listed under its label before the registration sentence', () => {
  it('is no name of the company formed: the name after `dénommée` is', () => {
    const text = [
      'Constitution de société',
      '',
      "Aux termes d'un acte du 18 mars 2026, il a été constitué une société par actions simplifiée dénommée KAZ SOLAIRE, au capital de 1 000 000 F CFP, dont le siège est à Koné.",
      '',
      'Présidente : KAZ HOLDING, SAS, RIDET 1 000 001.001',
      '',
      'Associés fondateurs : la société KAZ HOLDING (700 actions) et M. Paul EXEMPLE (300 actions).',
      '',
      'La société a été immatriculée le 31 mars 2026 sous le numéro RIDET 1 898 485.001.',
    ].join('\n');
    const notice = noticeOf(text);
    expect([notice.denomination, notice.ridet]).toEqual(['KAZ SOLAIRE', '1898485001']);
  });
});

describe('a telegraphic line opening on the name, its identifier right after and no form printed', () => {
  it('reads the name before `— RIDET …` in a transformation, whose forms the event names after', () => {
    const text = 'LE JOURNAL DES ESSAIS – mar. 6 oct. 2026\n\nTransformations\nKAZ BOIS DU NORD — RIDET 1 000 001.001 — Transfo. de SARL en SAS (AGE du 25/09/2026), capital inchangé.';
    expect(noticeOf(text).denomination).toBe('KAZ BOIS DU NORD');
  });

  it('reads no association so: its noun says it is no company', () => {
    const result = parseNoticeText("L'ASSOCIATION SPORTIVE DES ESSAIS, RIDET 1 000 001.001, informe que son assemblée du 28 novembre 2026 a élu présidente Mme Anne EXEMPLE.", { reference: 'a' });
    expect(result.ok).toBe(false);
  });
});
