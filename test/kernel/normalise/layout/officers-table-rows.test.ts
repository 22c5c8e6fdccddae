import { describe, expect, it } from 'vitest';
import { layoutReading } from '../../../../kernel/normalise/layout/index.ts';
import { cleanNoticeColumns } from '../../../../kernel/normalise/clean-text.ts';
import { noticeOf, officersOf } from '../notice-helpers.ts';

// The rows of an officers' table as the layout pass writes them (layout/linearise.ts).

// Made up (2026-12-07, thirteenth session, from trumeaux tw27). A founders' table gives each partner's
// parts and office; one partner holds none. His row is written as the others are, naming no office,
// so the co-managers' rows are still read as officers.
const TABLE = [
  'Nom et prénom                 Parts     Fonction',
  'TESTARD Jean-Baptiste         40        cogérant',
  'TESTIN Marie-Claire           30        cogérante',
  'TESTOT Benoît                 10        associé, sans fonction',
].join('\n');

const notice = [
  'AVIS DE CONSTITUTION',
  '',
  "Suivant acte sous seing privé du 12 janvier 2026, il a été constitué une société à responsabilité limitée dénommée L'ATELIER DES TESTS.",
  'Capital : 1 000 000 F CFP',
  'Immatriculation : RIDET n° 1 000 009.001',
  '',
  'Répartition du capital et gérance :',
  '',
  TABLE,
  '',
  'Pour avis, la gérance.',
].join('\n');

describe("a partner's row without office in an officers' table", () => {
  it('is written office first as the others are', () => {
    expect(layoutReading(notice)).toContain('cogérant : TESTARD Jean-Baptiste (40)\ncogérante : TESTIN Marie-Claire (30)\nassocié, sans fonction : TESTOT Benoît (10)');
  });

  it('leaves the co-managers read as officers, the partner none', () => {
    expect(officersOf(noticeOf(notice))).toEqual(['Jean-Baptiste TESTARD (gérant)', 'Marie-Claire TESTIN (gérant)']);
  });
});

// Made up (2026-12-07, thirteenth session, from boussoles xa04). An officers' table of two columns
// only, the office before its holder: each row written office first, a company holder and its
// representative kept together.
describe("an officers' table of an office and its holder alone", () => {
  const text = [
    'TESTS HÔTELIERS',
    'Société anonyme au capital de 100 000 000 F CFP',
    'RIDET 1 000 009.001',
    '',
    "L'assemblée générale ordinaire du 12 mars 2026 a nommé deux administrateurs. La direction et le conseil se composent comme suit :",
    '',
    '  Fonction                                   Titulaire',
    "  Président du conseil d'administration      M. Paul TESTARD",
    '  Administrateur                             M. Paul TESTARD',
    '  Administrateur (nouveau)                   la SAS TESTS PARTICIPATIONS, représentée',
    '                                             par M. Éric TESTIN, représentant permanent',
    '  Administrateur (nouveau)                   Mme TESTOT Valérie',
    '',
    'Pour avis.',
  ].join('\n');

  it('reads the company holding a seat with its representative', () => {
    expect(officersOf(noticeOf(text))).toContain('TESTS PARTICIPATIONS (administrateur)');
  });
});

// Made up (2026-12-08, nineteenth session, from echauguettes ek04). A Markdown table of partners, their
// parts and their office; one partner's office cell is a dash, and a totals row closes the table.
const row = (partner: string, parts: string, office: string): string => `| ${partner.padEnd(34)} | ${parts.padStart(4)}  | ${office.padEnd(10)} |`;
const PARTNERS = [
  row('Associé', 'Parts', 'Fonction'),
  `|${'-'.repeat(36)}|-------|------------|`,
  row('TESTARD Jean, né le 4 mai 1971', '40', 'Gérant'),
  row('TESTIN Marie, née le 9 août 1974', '40', 'Cogérante'),
  row('TESTOT Paul, né le 1er mars 1999', '20', '–'),
  row('Total', '100', ''),
];
const partnersNotice = ['AVIS DE CONSTITUTION', '', "Suivant acte du 2 juin 2026, il a été constitué une société civile immobilière dénommée SCI DES TESTS.", 'RIDET : 1 000 009.001', '', 'Répartition des parts et fonctions :', '', ...PARTNERS, '', 'Pour avis, la gérance.'].join('\n');

describe("a partners' column beside the office column, an office left empty, a totals row", () => {
  it('writes each row office first, the officeless partner under the partners’ label, the total apart', () => {
    const read = layoutReading(cleanNoticeColumns(partnersNotice));
    expect(read).toContain('Gérant : TESTARD Jean, né le 4 mai 1971 (40)\nCogérante : TESTIN Marie, née le 9 août 1974 (40)\nAssocié : TESTOT Paul, né le 1er mars 1999 (20)\nTotal : 100');
  });

  it('reads the two managers as officers, the partner without office none', () => {
    expect(officersOf(noticeOf(partnersNotice))).toEqual(['Jean TESTARD (gérant)', 'Marie TESTIN (gérant)']);
  });
});
