import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { identityOf } from '../notice-helpers.ts';

// Made up. One notice printed in two columns, its left column justified to the full width so that
// on many lines only two spaces, or one, keep it from the right column; the notice runs from the
// left column's foot to the right column's head. Those lines hold the gutter as the wide ones do.
const LEFT = [
  'AVIS DE CONSTITUTION',
  "Aux termes d'un acte sous seing",
  'privé en date à Koné du 12 mars',
  '2026, il a été constitué une so-',
  'ciété à responsabilité limitée',
  'présentant les caractéristiques',
  'suivantes :',
  'Dénomination : ATELIER DU BOIS',
  'Capital : 1 000 000 F CFP',
  'Siège : 4, rue des Pins, Koné',
  "Objet : la menuiserie, l'ébénis-",
  'terie et la pose de charpentes',
  'en bois et en métal, la vente de',
  'tous matériaux et accessoires,',
  'et plus généralement toutes',
];
const RIGHT = [
  'opérations qui s’y rattachent.',
  'Durée : 99 ans.',
  'Gérance : M. Marc WAIA, menui-',
  'sier, demeurant 2, rue du Col,',
  '98860 Koné, nommé sans limita-',
  'tion de durée.',
  'Immatriculation au RCS de',
  'Nouméa le 20 mars 2026.',
  'RIDET : 1 414 002.001',
  'Pour avis, la gérance.',
];
const GUTTER = 33;

function page(): string {
  const rows = Math.max(LEFT.length, RIGHT.length);
  return Array.from({ length: rows }, (_, i) => {
    const left = LEFT[i] ?? '';
    const right = RIGHT[i] ?? '';
    // A line that fills the column's width keeps one space before the right column, as justified.
    return (right ? `${left.length >= GUTTER - 1 ? `${left} ` : left.padEnd(GUTTER)}${right}` : left).trimEnd();
  }).join('\n');
}

const TEXT = ['JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE', '24 mars 2026', '', page()].join('\n');

describe('a left column justified up to the gutter', () => {
  it('is read before the right column, the notice going on from one to the other', () => {
    const read = deinterleaved(TEXT) ?? '';
    expect(read).toContain('2026, il a été constitué une so-\nciété à responsabilité limitée');
    expect(read).toContain('Dénomination : ATELIER DU BOIS\nCapital');
    expect(read.indexOf('et plus généralement toutes')).toBeGreaterThan(0);
    expect(read.indexOf('opérations qui s’y rattachent.')).toBeGreaterThan(read.indexOf('et plus généralement toutes'));
  });

  it('gives the notice its whole name and identifier', () => {
    expect(identityOf(TEXT)).toEqual(['creation', 'ATELIER DU BOIS', 'SARL', '1414002001', '2026-03-24']);
  });
});
