import { describe, expect, it } from 'vitest';
import {
  cleanNoticeText,
  extractCapital,
  extractDirigeants,
  extractNameChange,
  extractSiege,
  parseNoticeText,
} from '../../../kernel/normalise/index.ts';

function parsed(text: string) {
  const result = parseNoticeText(text, { reference: 't' });
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason}`);
  return result.notice;
}

describe('cleanNoticeText', () => {
  it('re-joins hyphenated words, drops running headers, keeps line breaks', () => {
    const text = 'Dénomi-\r\nnation : KAORI\r\n\r\n9873 JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE 4 juin 2024\r\n\r\n\r\nSiège\u00a0 social :  NOUVELLE-\nCALÉDONIE';
    expect(cleanNoticeText(text)).toBe('Dénomination : KAORI\n\nSiège social : NOUVELLE-CALÉDONIE');
  });
});

describe('extractCapital', () => {
  it.each([
    ['Capital : 100 000 F CFP', '100 000 F CFP'],
    ['SARL au capital de 1 000 000 XPF', '1 000 000 F CFP'],
    ['au capital de 1.000.000 F.CFP', '1 000 000 F CFP'],
    ['Capital : 20 millions CFP', '20 000 000 F CFP'],
    ['au capital de 1,5 million de F CFP', '1 500 000 F CFP'],
    ['le capital a été porté de 1 000 000 F CFP à 3 000 000 F CFP', '3 000 000 F CFP'],
    ["d'augmenter le capital de 8 100 000 F.CFP pour le porter de 4 050 000 F.CFP à 12 150 000 F.CFP", '12 150 000 F CFP'],
    ['Le capital est désormais fixé à 500 000 FCFP.', '500 000 F CFP'],
  ])('%s', (text, capital) => {
    expect(extractCapital(text)).toBe(capital);
  });

  it('is null without an amount in CFP', () => {
    expect(extractCapital('Le capital social reste inchangé.')).toBeNull();
  });
});

describe('extractSiege', () => {
  it('takes the new address of a transfer', () => {
    expect(extractSiege('Siège social : 1 rue A, 98800 Nouméa\nLe siège social a été transféré du 1 rue A, 98800 Nouméa au 5 route du Port, 98835 Dumbéa, à compter du 1er juin 2024.'))
      .toBe('5 route du Port, 98835 Dumbéa');
    expect(extractSiege('Le siège social a été transféré.\nAncien siège : 1 rue A, 98800 Nouméa\nNouveau siège : 2 rue B, 98809 Mont-Dore')).toBe('2 rue B, 98809 Mont-Dore');
  });

  it('stops after the commune, before an identifier on the same line', () => {
    expect(extractSiege('Siège social : 12 rue Higginson 98800 Nouméa - RIDET 0 512 343 001')).toBe('12 rue Higginson 98800 Nouméa');
    expect(extractSiege('Siège social : BP 1234, 98845 Nouméa Cedex, RIDET 1')).toBe('BP 1234, 98845 Nouméa Cedex');
  });
});

describe('extractNameChange', () => {
  it('reads the old and the new name', () => {
    expect(extractNameChange('la dénomination sociale de la société « BOURAIL CONSEIL » devient « TAMANOU CONSEIL ».')).toEqual({ ancienne: 'BOURAIL CONSEIL', nouvelle: 'TAMANOU CONSEIL' });
    expect(extractNameChange('la dénomination de la société, anciennement SCI MANGROVE, devient SCI KASA. Modification des statuts.')).toEqual({ ancienne: 'SCI MANGROVE', nouvelle: 'SCI KASA' });
    expect(extractNameChange('Le capital est porté à 1 000 000 F CFP.')).toEqual({ ancienne: null, nouvelle: null });
  });
  it('reads a compositor’s shortened change of name: the change told inside the label’s value, its arrow, its former name’s ex-', () => {
    expect(extractNameChange('NOUVELLE DÉNOMINATION : FARE DU COL devient « KALOLO MARINE » – SAS – RID 1 000 032-001')).toEqual({ ancienne: 'FARE DU COL', nouvelle: 'KALOLO MARINE' });
    expect(extractNameChange('Nv nom: SAS FARE DU COL RID 1000032.001 devient «KALOLO MARINE» Prst M. Tevita KALOLO')).toEqual({ ancienne: 'FARE DU COL', nouvelle: 'KALOLO MARINE' });
    expect(extractNameChange('Nouvelle dénomination :\nDénomination : FARE DU COL\nForme : SARL\nRID 1000032.001 → «KALOLO MARINE»').nouvelle).toBe('KALOLO MARINE');
    expect(extractNameChange('SG+DÉN. RID 1000032.001 ex-FARE DU COL → KALOLO MARINE (SARL) / AGE 3/11/2026')).toEqual({ ancienne: 'FARE DU COL', nouvelle: 'KALOLO MARINE' });
  });
  it('reads no change from an arrow that leads from an old seat or officer to the new one', () => {
    expect(extractNameChange('Dénomination : FARE DU COL\nSiège : Koné → NOUMÉA, 3 rue X\nGérant : M. A → M. KALOLO')).toEqual({ ancienne: null, nouvelle: null });
  });
});

describe('extractDirigeants', () => {
  it('reads appointments and removals with their function', () => {
    expect(extractDirigeants("les associés ont pris acte de la démission de M. Paul DURAND de ses fonctions de gérant et ont nommé en remplacement Mme DE LA TOUR Agnès, demeurant à Païta, en qualité de gérante.")).toEqual([
      { nom: 'DURAND', prenoms: 'Paul', fonction: 'gérant', action: 'cessation' },
      { nom: 'DE LA TOUR', prenoms: 'Agnès', fonction: 'gérant', action: 'nomination' },
    ]);
  });

  it('keeps several given names and labels', () => {
    expect(extractDirigeants('Gérance : M. Jean, Pierre DUPONT, demeurant à Nouméa et Mme Marie MARTIN\nPour avis.')).toEqual([
      { nom: 'DUPONT', prenoms: 'Jean, Pierre', fonction: 'gérant', action: 'nomination' },
      { nom: 'MARTIN', prenoms: 'Marie', fonction: 'gérant', action: 'nomination' },
    ]);
  });

  it('leaves out court officers, representatives and a liquidateur merely given quitus', () => {
    expect(extractDirigeants('Juge-commissaire : M. Paul TIRE. Liquidateur judiciaire : Me Claire LEROUX. Mandataire judiciaire : Me Yann BOYER.')).toEqual([]);
    expect(extractDirigeants('Liquidateur : la société HOUP GESTION, représentée par M. Noël DUMAS.')).toEqual([
      { nom: 'HOUP GESTION', prenoms: null, fonction: 'liquidateur', action: 'nomination' },
    ]);
    expect(extractDirigeants('les associés ont donné quitus au liquidateur, M. Julien NGUYEN, et prononcé la clôture.')).toEqual([]);
  });
});

describe('parseNoticeText on wordings outside the sample world', () => {
  it('reads a one-paragraph constitution with « dénommée : »', () => {
    const notice = parsed(
      "AVIS DE CONSTITUTION\nPar acte SSP du 02/02/2024, il a été constitué une SASU dénommée : NC DIGITAL LAB ; capital : 1 000 000 F CFP ; siège : Immeuble Carcopino, 3 rue Frédéric Surleau, 98800 Nouméa ; président : M. Kévin ROUX demeurant à Nouméa. RID 1 130 665",
    );
    expect([notice.denomination, notice.type, notice.date, notice.ridet, notice.forme_juridique, notice.capital]).toEqual([
      'NC DIGITAL LAB', 'creation', '2024-02-02', '1130665001', 'SASU', '1 000 000 F CFP',
    ]);
  });

  it('reads dotted RIDETs, dotted forms, AGO abbreviations and effective dates', () => {
    const notice = parsed(
      'SOCIETE NOUVELLE DES TRANSPORTS\nS.A.R.L. au capital de 500.000 F.CFP\nRIDET N° 1.231.083.001\nCHANGEMENT DE GERANCE\nPar AGO du 7/05/2024, les associés ont nommé Mme BERNARD Marie-Christine en qualité de co-gérante, à compter du 1er juin 2024.',
    );
    expect([notice.denomination, notice.forme_juridique, notice.ridet, notice.type, notice.date]).toEqual([
      'SOCIETE NOUVELLE DES TRANSPORTS', 'SARL', '1231083001', 'nomination', '2024-05-07',
    ]);
    // A co-manager is a gérant in the one role vocabulary.
    expect(notice.dirigeants).toEqual([{ nom: 'BERNARD', prenoms: 'Marie-Christine', fonction: 'gérant', action: 'nomination' }]);
  });

  it('uses source hints over the text', () => {
    const result = parseNoticeText('Dénomination : ABC\nAVIS DE DISSOLUTION anticipée du 3 mars 2024.', {
      reference: 'h', ridet: '1 236 165.002', publicationDate: '2024-03-12', heading: 'Dissolution ABC', denomination: 'ABC SERVICES',
    });
    expect(result.ok && [result.notice.ridet, result.notice.date, result.notice.titre, result.notice.denomination]).toEqual([
      '1236165002', '2024-03-12', 'Dissolution ABC', 'ABC SERVICES',
    ]);
  });

  it('quarantines empty text and explains a missing dénomination in French', () => {
    const empty = parseNoticeText(' \n ', { reference: 'e' });
    expect(!empty.ok && empty.quarantine.reason).toBe('document_vide');
    const anonymous = parseNoticeText('il a été constitué une société le 3 mars 2024, RIDET 1 236 165.002', { reference: 'a' });
    expect(!anonymous.ok && anonymous.quarantine.reason).toBe('denomination_absente');
    expect(!anonymous.ok && anonymous.quarantine.detail).toMatch(/dénomination/);
  });
});

describe('a new name after its effective date broken over two lines', () => {
  it('reads `qui devient, à compter du même` / `jour : X` as the new name X', () => {
    expect(extractNameChange('il a été décidé de modifier la dénomination sociale, qui devient, à compter du même\njour : ESSAIS & RÉSEAUX DU PACIFIQUE.').nouvelle).toBe('ESSAIS & RÉSEAUX DU PACIFIQUE');
  });
});

describe('a new name announced by `par la suivante :`', () => {
  it('reads `remplacer, à compter` / `du 1er août 2026, la dénomination sociale par la suivante : « X »`', () => {
    expect(extractNameChange('ont décidé de remplacer, à compter\ndu 1er août 2026, la dénomination sociale par la suivante : « Essais Immo Nord ».').nouvelle).toBe('Essais Immo Nord');
  });
});
