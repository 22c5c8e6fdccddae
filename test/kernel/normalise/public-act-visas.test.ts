import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { eventOnlyInVisas } from '../../../kernel/normalise/public-act-visas.ts';

// A public act states its references ('Vu …') and its grounds ('Considérant …') before it decides.
// Made up for the reading (the mosaiques group's kind: a grant whose grounds recall the company's acts).

const GRANT = [
  'PROVINCE DES ESSAIS',
  '',
  "Arrêté n° 2026-77/PE du 2 octobre 2026 attribuant une aide à l'investissement à la société ESSAIS DU NORD",
  '',
  "Le président de l'assemblée de la province,",
  'Vu la délibération n° 2016-1/APE portant code des aides ;',
  'Vu la demande présentée le 1er juillet 2026 par la société ESSAIS DU NORD, SAS, RIDET 1 742 667.001 ;',
  'Considérant que la société a porté son capital social de 1 000 000 F CFP à 3 000 000 F CFP par décision de ses associés du 3 juin 2026 ;',
  '',
  'Arrête :',
  '',
  "Article 1er : Une aide à l'investissement de 2 000 000 F CFP est attribuée à la société ESSAIS DU NORD.",
].join('\n');

describe("a public act's grounds ('Considérant que …') after its visas", () => {
  it('word its background: an event told there is not what the act decides', () => {
    expect(eventOnlyInVisas(GRANT, 'capital')).toBe(true);
  });

  it('so an act that only grants an aid is out of scope, whatever its grounds recall', () => {
    const [result] = parseNoticeTexts(GRANT, { reference: 'test-considerant' });
    expect(result!.ok).toBe(false);
    if (result!.ok) return;
    expect(result!.quarantine.reason).toBe('hors_champ');
  });

  it("leaves a company's notice without visas as it is: its own 'considérant' line is no public act's", () => {
    const notice = "ESSAIS DU NORD, SAS, RIDET 1 742 667.001\n\nConsidérant que le capital social a été porté de 1 000 000 F CFP à 3 000 000 F CFP le 3 juin 2026, le président en a pris acte.";
    expect(eventOnlyInVisas(notice, 'capital')).toBe(false);
  });
});

describe('a public act whose visas recall one event and whose articles decide another', () => {
  it('is typed by what its articles decide: the board’s new members, not the name change a visa recalls', () => {
    const act = [
      'PROVINCE DES ESSAIS',
      '',
      "Délibération n° 2026-90/APE du 17 septembre 2026 portant désignation des représentants de la province au conseil d'administration de la société ESSAIS DU NORD",
      '',
      'Vu les statuts de la société anonyme d’économie mixte ESSAIS DU NORD, RIDET 1 742 667.001 ;',
      'Vu la délibération n° 2024-7/APE du 14 mars 2024 approuvant le changement de dénomination de la société ;',
      '',
      'A adopté les dispositions dont la teneur suit :',
      '',
      "Article 1er : Sont désignés pour représenter la province au conseil d'administration de la société ESSAIS DU NORD, en remplacement de M. Jean MODÈLE : Mme Anne EXEMPLE et M. Paul EXEMPLE.",
    ].join('\n');
    const [result] = parseNoticeTexts(act, { reference: 'test-visa-and-article' });
    expect(result!.ok ? [result!.notice.type, result!.notice.ridet] : result!.quarantine.reason).toEqual(['nomination', '1742667001']);
  });
});

// (2026-12-07, thirteenth session, from gargouilles gy10) The visa's wording broken over its line's end.
describe('a visa whose event is worded over a line break', () => {
  it('is still the visa’s: the act is typed by the capital its article raises, not by the creation the visa recalls', () => {
    const act = [
      'PROVINCE DES ESSAIS',
      '',
      "Délibération n° 2026-47/APE du 17 juin 2026 relative au capital de la société anonyme d'économie mixte locale « ESSAIS DU NORD »",
      '',
      "L'assemblée de la province,",
      'Vu la délibération n° 2012-19/APE du 24 mai 2012 portant création de',
      "la société anonyme d'économie mixte locale « ESSAIS DU NORD », RIDET n° 1 742 667.001 ;",
      '',
      'A adopté les dispositions dont la teneur suit :',
      'Article 1er : Le capital social de la SAEML « ESSAIS DU NORD » est porté de 150 000 000 F CFP à 230 000 000 F CFP.',
    ].join('\n');
    expect(eventOnlyInVisas(act, 'creation')).toBe(true);
    const [result] = parseNoticeTexts(act, { reference: 'test-visa-over-lines' });
    expect(result!.ok ? [result!.notice.type, result!.notice.ridet] : result!.quarantine.reason).toEqual(['capital', '1742667001']);
  });
});
