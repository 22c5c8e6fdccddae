import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { layoutReading } from '../../../../kernel/normalise/layout/index.ts';

// Made up (2026-12-07, seventeenth session, from tourelles tv11). The signers of a notice printed as a
// table whose columns a bar separates, under a header row naming its columns (`Nom | Qualité`): a
// people's table, each row a person and the capacity they sign in, no record's label and value.
const NOTICE = [
  '« ATELIER TEST »',
  'SARL au capital de 3 000 000 F CFP',
  'RIDET 1 603 901.001',
  '',
  'TRANSFERT DE SIÈGE SOCIAL',
  '',
  "Suivant décision de l'assemblée générale extraordinaire des associés du 12 janvier 2026, le siège social a été transféré au 27, rue des Essais, Ducos, 98800 Nouméa.",
  '',
  'Pour avis, les soussignés :',
  '',
  'Nom | Qualité',
  'TESTARD Paul | cogérant',
  'TESTIN épouse TESTARD Marie | cogérante',
  'TESTEUR Hervé | associé non gérant',
].join('\n');

describe("a people's table its header row names, its columns parted by a bar", () => {
  it('reads each row as the capacity of the person it names, its header no field', () => {
    const read = layoutReading(NOTICE);
    expect(read).toContain('cogérant : TESTARD Paul');
    expect(read).toContain('associé non gérant : TESTEUR Hervé');
    expect(read).not.toContain('Nom : Qualité');
  });

  it('keeps the company’s name its own and lists the officers it names, not the partner', () => {
    const [result] = parseNoticeTexts(NOTICE, { reference: 't' });
    expect(result?.ok && result.notice.denomination).toBe('ATELIER TEST');
    expect(result?.ok && result.notice.dirigeants.map((d) => [d.nom, d.fonction])).toEqual([
      ['TESTARD', 'gérant'],
      ['TESTIN épouse TESTARD', 'gérant'],
    ]);
  });
});
