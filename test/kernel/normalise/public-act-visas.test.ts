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
