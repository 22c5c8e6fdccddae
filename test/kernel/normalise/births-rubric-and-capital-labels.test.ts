import { describe, expect, it } from 'vitest';
import { gluedLabelsRead } from '../../../kernel/normalise/glued-labels.ts';
import { valueLabelsRead } from '../../../kernel/normalise/value-labels.ts';
import { identityOf } from './notice-helpers.ts';

// A compositor's rubric of births over a new company's fields, labels in capitals glued to their
// values by their dot, and a paper's masthead whose word ends on a form's letters. Made-up
// insertions: invented papers, companies and people (RID 1 234 566 passes the check).

describe("a compositor's rubric of births", () => {
  it.each([
    ['between marks on its line, the company framed below', 'LE HÉRON DU SUD — jeudi 29 janvier 2026\n\n— SOCIÉTÉS : NAISSANCES —\n:: KAORI BOIS ::\nSARL, cap. 100 000 F CFP. Siège : 3, allée des Fougères, 98839 Dumbéa. RIDET 1 234 566 001.\nObj. : menuiserie. Gér. : M. Paul WEA. Statuts SSP du 14/01/2026.'],
    ['the new companies between marks', 'LE HÉRON DU SUD — jeudi 29 janvier 2026\n≡ SOCIÉTÉS NOUVELLES ≡\n« KAORI BOIS », SARL, cap. 100 000 F, 3 allée des Fougères, Dumbéa, RIDET 1 234 566.001, gér. M. Paul WEA'],
  ])('is a constitution: %s', (_, text) => {
    expect(identityOf(text)).toEqual(['creation', 'KAORI BOIS', 'SARL', '1234566001', '2026-01-29']);
  });

  it('is no constitution where the births are a sentence’s word', () => {
    const text = 'LE HÉRON DU SUD — jeudi 29 janvier 2026\n« KAORI BOIS », SARL, RIDET 1 234 566.001 : transfert du siège à Dumbéa, la naissance de deux enfants du gérant, M. Paul WEA, étant sans effet sur la gérance.';
    const read = identityOf(text);
    expect(Array.isArray(read) ? read[0] : read).not.toBe('creation');
  });
});

describe('labels in capitals glued to their values by a dot', () => {
  it('are the name and the form across the record’s separators', () => {
    expect(gluedLabelsRead('LE HÉRON DU SUD — 18/09/2026\nDÉN.KAORI BOIS ; FORME.EURL ; RIDET.1 234 566.001 ; GÉR.Paul WEA')).toBe(
      'LE HÉRON DU SUD — 18/09/2026\n\nDénomination : KAORI BOIS ;\nForme : EURL\n; RIDET.1 234 566.001 ; GÉR.Paul WEA',
    );
  });

  it('leave a record’s own line of a form and its qualifier whole', () => {
    const record = 'NOM : "KAORI BOIS"\nFORME : SARL UNIPERSONNELLE\nN RIDET : 1234566-001';
    expect(gluedLabelsRead(record)).toBe(record);
  });
});

describe("a masthead's word ending on a form's letters", () => {
  it('holds no form and names no company', () => {
    const text = 'LA VIGIE DU SUD — vend. 18/09/2026\n≡ SOCIÉTÉS NOUVELLES ≡\nDÉN.KAORI BOIS ; FORME.EURL ; RIDET.1 234 566.001 ; GÉR.Éloi WEA';
    expect(identityOf(text)).toEqual(['creation', 'KAORI BOIS', 'EURL', '1234566001', '2026-09-18']);
    expect(valueLabelsRead('LA VIGIE DU SUD — vend. 18/09/2026\nDNX KAORI BOIS ; FRX EURL ; Rdt 1 234 566.001 ; Grt Éloi WEA')).not.toContain('Forme : GIE');
  });
});

describe("a dateline's weekday cut after its fourth letter", () => {
  it('is the dateline’s, whose paper never names the company', () => {
    const text = 'LA VIGIE DU SUD — vend. 18/09/2026\n≡ SOCIÉTÉS NOUVELLES ≡\nDNX KAORI BOIS ; FRX EURL ; RIDET 1 234 566.001 ; Gérant : Éloi WEA';
    expect(identityOf(text)).toBe('denomination_absente');
  });
});

describe("a constitution's word as a compositor cuts or sets it", () => {
  it.each([
    ['the notice\'s kind cut', 'NORD MATIN · lun. 20.07.2026\nAVIS CONST.\n(SARL) KAORI BOIS — cap. 100 000 F — rue principale, 98833 Voh — RIDET 1.234.566.001 — Gér. : Paul WEA', '2026-07-20'],
    ['the notice\'s kind cut in a frame', 'NORD MATIN · lun. 20.07.2026\n┌ AVIS CONST. ┐\n(SARL) KAORI BOIS — cap. 100 000 F — rue principale, 98833 Voh — RIDET 1.234.566.001 — Gér. : Paul WEA', '2026-07-20'],
    ['the event opening the insertion before the fields\' marks', 'LE HÉRON DU SUD :: Annonces légales :: 24/11/2026 08:15\nCONSTITUTION :: KAORI BOIS :: SARL :: capital 100 000 F CFP :: Dumbéa :: cogérants Paul WEA et Léa WEA :: RIDET 1 234 566.001', '2026-11-24'],
  ])('is a constitution: %s', (_, text, date) => {
    expect(identityOf(text)).toEqual(['creation', 'KAORI BOIS', 'SARL', '1234566001', date]);
  });

  it('is a constitution: a private deed of constitution dated in the insertion', () => {
    const text = 'LE HÉRON DES PRATICIENS – lettre des praticiens – n° 58 – 20 mai 2026\nInstallations\nRaison soc. : KAORI BOIS — SELARL constituée ssp le 11/05/2026 — cap. 1 000 000 F — cogér. Dr Léa WEA, Dr Paul WEA — RIDET 1 234 566.001';
    expect(identityOf(text)).toEqual(['creation', 'KAORI BOIS', 'SELARL', '1234566001', '2026-05-20']);
  });

  it("is no constitution where a card's field dates the company's", () => {
    const text = 'LE HÉRON DU SUD — 24/11/2026\nKAORI BOIS, SARL, RIDET 1 234 566.001\nConstitution : 12/05/2015\nTransfert du siège au 3 allée des Fougères, Dumbéa (AGE du 02/11/2026). Gérant : Paul WEA.';
    expect(identityOf(text)).toEqual(['siege', 'KAORI BOIS', 'SARL', '1234566001', '2026-11-24']);
  });
});

describe("the legal form's label by its initials", () => {
  it('is never a name', () => {
    const text = 'LE HÉRON – Wé, Lifou – mercredi 18 mars 2026\nCONSTITUTION\nDén. ‹ KAORI BOIS › / F.J. SASU / Cap. 150 000 F / Sg. Wé 98820 Lifou / Prés. M. Paul WEA / RIDET 1 234 566.001';
    const read = identityOf(text);
    expect(Array.isArray(read) ? read[1] : read).not.toBe('F.J');
  });
});
