import { describe, expect, it } from 'vitest';
import { findActNumero, locateAct, parseActText, reflowLines } from '../../../sources/province/index.ts';

const PDF_LINES = [
  'PROVINCE SUD',
  'DIRECTION DU DÉVELOPPEMENT ÉCONOMIQUE',
  'Arrêté du président de l’assemblée de la province Sud n° 2087-2024/ARR/DIMEN du 4 mars 2024 accordant une',
  "aide à l'investissement à la société KAGOU BTP (RIDET 1",
  '231 083.002)',
  'Vu la délibération modifiée relative au code de développement de la province Sud;',
  "Article 1er : Une aide à l'investissement d'un montant de 3 000 000 F CFP est accordée à la société KAGOU",
  'BTP (RIDET 1 231 083.002).',
  'Fait à Nouméa, le 4 mars 2024',
  "Le président de l'assemblée de la province Sud",
  'Publié sur le site de la province Sud le 12 mars 2024',
].join('\n');

describe('reflowLines and locateAct', () => {
  it('joins wrapped lines back into paragraphs, even a RIDET cut in two', () => {
    const text = reflowLines(PDF_LINES);
    expect(text).toContain('(RIDET 1 231 083.002)\nVu la délibération');
    expect(text.split('\n')[0]).toBe('PROVINCE SUD');
  });

  it('finds the title, the body, the act number and the site’s publication date', () => {
    const act = locateAct(reflowLines(PDF_LINES));
    expect(act?.numero).toBe('2087-2024/ARR/DIMEN');
    expect(act?.publishedOn).toBe('2024-03-12');
    expect(act?.titre.startsWith('Arrêté du président')).toBe(true);
    expect(act?.body.split('\n')).toHaveLength(2);
  });

  it('reads the three provinces’ numbering', () => {
    expect(findActNumero('Arrêté n° 2010-104/APN du 2 mars 2010')).toBe('2010-104/APN');
    expect(findActNumero('Arrêté n° 2012-10/API du 2 mars 2012')).toBe('2012-10/API');
  });
});

describe('parseActText', () => {
  it('turns an act that changes a company it names by RIDET into one notice dated by its publication', () => {
    const lines = PDF_LINES.replace("accordant une\naide à l'investissement à la société KAGOU BTP", 'relatif à la\nparticipation de la province au capital de la société KAGOU BTP').replace(
      "Article 1er : Une aide à l'investissement d'un montant de 3 000 000 F CFP est accordée à la société KAGOU",
      "Article 1er : La province souscrit à l'augmentation de capital d'un montant de 3 000 000 F CFP de la société KAGOU",
    );
    const { outcome, kind } = parseActText(reflowLines(lines));
    expect(kind).toBe('participation_sem');
    expect(outcome.quarantined).toEqual([]);
    expect(outcome.notices).toHaveLength(1);
    expect(outcome.notices[0]).toMatchObject({
      reference: '2087-2024/ARR/DIMEN',
      ridet: '1231083002',
      denomination: 'KAGOU BTP',
      type: 'capital',
      date: '2024-03-12',
    });
    expect(outcome.notices[0]?.resume.startsWith("La province souscrit à l'augmentation de capital")).toBe(true);
  });

  it('quarantines an aid granted to a company it names by RIDET as hors_champ, under its act number', () => {
    const { outcome, kind } = parseActText(reflowLines(PDF_LINES));
    expect(kind).toBe('aide_entreprise');
    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined).toMatchObject([{ reference: '2087-2024/ARR/DIMEN', reason: 'hors_champ' }]);
    expect(outcome.quarantined[0]?.detail).toContain('RIDET 1231083002');
  });

  it('gives an empty outcome, not a quarantine, for an act naming no company by RIDET', () => {
    const text = "Arrêté n° 2024-7/API du 2 mai 2024 portant attribution d'une subvention à l'association Mangrove Vivante\n\nArticle 1er : Une subvention de 100 000 F CFP est attribuée.";
    expect(parseActText(text).outcome).toEqual({ notices: [], quarantined: [] });
  });

  it('quarantines a document that holds no act, under the listing’s reference', () => {
    const { outcome } = parseActText('Page en maintenance', { numero: 'n° 2024-7/API' });
    expect(outcome.quarantined).toMatchObject([{ reference: '2024-7/API', reason: 'format_inconnu' }]);
  });

  it('uses the general classifier when the act’s kind is unknown, and quarantines if it cannot tell', () => {
    const text = 'Arrêté n° 2024-9/API du 2 mai 2024 relatif à la société KAGOU BTP (RIDET 1 231 083.002)\n\nArticle 1er : La société KAGOU BTP est mentionnée.';
    expect(parseActText(text, { publicationDate: '2024-05-10' }).outcome.quarantined).toMatchObject([{ reference: '2024-9/API', reason: 'type_inconnu' }]);
  });
});
