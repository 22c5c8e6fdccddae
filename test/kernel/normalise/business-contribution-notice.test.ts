import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A business contributed to an existing company against its new shares is the beneficiary's
// capital operation (the field rules' apport partiel d'actif), however the capital's increase is
// worded and though the contributor's creditors' oppositions are published as a sale's are.
// Made-up notices; the beneficiary is RIDET 1 000 009.001, the contributor 1 000 017.001.

const read = (text: string) => noticeOf(text, { publicationDate: '2026-10-30' });

describe('a business contributed against new shares', () => {
  it('is the beneficiary’s capital when its assembly “augmented the capital”', () => {
    const notice = read(`APPORT DE FONDS DE COMMERCE

Aux termes d'un acte du 21 septembre 2026, la société KAORI BOULANGERIE, SARL, RIDET 1 000 017.001, a fait apport à la société ci-après désignée du fonds de commerce de boulangerie qu'elle exploitait à Koné.
L'assemblée générale extraordinaire de la société bénéficiaire a approuvé cet apport et augmenté le capital social de 5 000 000 F CFP par la création de 5 000 actions nouvelles attribuées à la société apporteuse.

Pour insertion :
KAORI DÉVELOPPEMENT, société par actions simplifiée, RIDET 1 000 009.001`);
    expect(notice.type).toBe('capital');
    expect(notice.ridet).toBe('1000009001');
  });

  it('is the beneficiary’s capital though the contributor’s creditors oppose within ten days of the second insertion', () => {
    const notice = read(`AVIS D'APPORT DE FONDS DE COMMERCE

Suivant traité d'apport du 5 octobre 2026, la SARL KAORI BOULANGERIE, RIDET 1 000 017.001, a apporté à la société KAORI DÉVELOPPEMENT, SARL dont le capital a été porté de 1 000 000 F CFP à 6 000 000 F CFP, RIDET 1 000 009.001, son fonds de commerce de boulangerie exploité à Koné, rémunéré par l'attribution de 5 000 parts nouvelles.

Les oppositions des créanciers de l'apporteur seront reçues dans les dix jours de la seconde insertion au cabinet de l'expert-comptable, où domicile a été élu.`);
    expect(notice.type).toBe('capital');
    expect(notice.ridet).toBe('1000009001');
    expect(notice.denomination).toBe('KAORI DÉVELOPPEMENT');
  });
});
