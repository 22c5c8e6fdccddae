import { describe, expect, it } from 'vitest';
import { findFrenchDates, findRidets } from '../../../kernel/normalise/index.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { formIn, undotLegalForms } from '../../../kernel/normalise/legal-form.ts';
import { isMisprintOf, readMisprintedTwins } from '../../../kernel/normalise/misprinted-twin.ts';
import { misspeltMonth } from '../../../kernel/normalise/misspelt-month.ts';
import { splitNoticeList } from '../../../kernel/normalise/split-notices.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of misprinted notices showed missing (test/kernel/normalise/coquilles):
// a RID's digits spaced in the wrong places or its rank after a comma, one company's number printed
// twice with a misprint the check catches, misspelt or spaced form abbreviations, a company that
// became unipersonnelle, a misspelt month, a page number or a running header inside a name, list
// entries that open with their procedure's name, a small ad's heading and its abbreviated auditor.
// Every text here is made up for the rule it names (RIDs 1 234 566, 1 000 009, 2 000 008 and
// 3 000 007 pass the check; 1 234 656 and 1 234 567 do not), never a copy of a group text.

const ridetsOf = (text: string): string[] => findRidets(text).map((m) => m.ridet);

describe("a RID's digits misprinted in their grouping, after a label", () => {
  it('reads seven digits spaced in the wrong places up to the rank as one RID', () => {
    expect(ridetsOf('KAZ SURF, SAS, RIDET 12 345 66.001, informe que')).toEqual(['1234566001']);
    expect(ridetsOf('RIDET : 1 23 4566-002')).toEqual(['1234566002']);
  });

  it("reads a comma before the rank as the rank's separator", () => {
    expect(ridetsOf('immatriculée au RIDET sous le n° 1 234 566,001, représentée')).toEqual(['1234566001']);
  });

  it('leaves amounts, eight digits and unlabelled numbers alone', () => {
    expect(ridetsOf('au capital de 1 000 000,50 F CFP')).toEqual([]);
    expect(ridetsOf('RIDET 12 345 668.001')).toEqual([]);
    expect(ridetsOf('lot 12 345 66.001 du cadastre')).toEqual([]);
  });
});

describe("one company's number printed twice, once misprinted", () => {
  it('takes two swapped neighbours or one changed digit for a misprint of the number that passes', () => {
    expect(isMisprintOf('1234656', '1234566')).toBe(true);
    expect(isMisprintOf('1234567', '1234566')).toBe(true);
    expect(isMisprintOf('1324656', '1234566')).toBe(false);
    expect(isMisprintOf('2000008', '1234566')).toBe(false);
  });

  it('reads the misprinted printing as the one that passes the check', () => {
    const twins = readMisprintedTwins(findRidets('KAZ VERGERS\nSARL\nRIDET 1 234 656.001\n\nPour avis, KAZ VERGERS, RIDET 1 234 566.001.'));
    expect(twins.map((m) => [m.ridet, m.luhnValid])).toEqual([
      ['1234566001', true],
      ['1234566001', true],
    ]);
  });

  it('keeps a failing number with no twin, or with two, as printed', () => {
    expect(readMisprintedTwins(findRidets('RIDET 1 234 567.001 ; acquéreur RIDET 2 000 008.001')).map((m) => m.ridet)).toEqual(['1234567001', '2000008001']);
    expect(readMisprintedTwins(findRidets('RIDET 3 000 070.001')).map((m) => [m.ridet, m.luhnValid])).toEqual([['3000070001', false]]);
  });

  it('publishes the notice under the number that passes, not as two companies', () => {
    const text =
      "Les Nouvelles Calédoniennes – Annonces légales – mardi 6 octobre 2026\n\nTRANSFERT DE SIÈGE\n\nKAZ VERGERS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 656.001\n\nL'assemblée générale extraordinaire du 21 septembre 2026 a transféré le siège au 3, rue Exemple, 98800 Nouméa.\n\nPour avis, la gérance de KAZ VERGERS, SARL, RIDET 1 234 566.001.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ VERGERS', 'SARL', '1234566001', '2026-10-06']);
  });
});

describe('a form abbreviation misprinted', () => {
  it("reads spaced letters ('S A S') and a missing last dot ('S.A.R.L') as the form", () => {
    expect(undotLegalForms('KAZ HÔTEL\nS A S au capital de 1 000 000 F CFP')).toBe('KAZ HÔTEL\nSAS au capital de 1 000 000 F CFP');
    expect(undotLegalForms('KAZ PAIN, S.A.R.L au capital')).toBe('KAZ PAIN, SARL au capital');
  });

  it("leaves a letter-spaced heading's words and other initials alone", () => {
    expect(undotLegalForms('R A D I A T I O N  D E  S A S')).toBe('R A D I A T I O N  D E  S A S');
    expect(undotLegalForms('M. J.P DUPONT')).toBe('M. J.P DUPONT');
  });

  it("reads 'SARLU' as the SARL unipersonnelle it stands for: an EURL", () => {
    expect(formIn(undotLegalForms('KAZ CLIM, SARLU au capital de 100 000 F CFP'))).toBe('EURL');
    const text = 'AVIS DE CONSTITUTION\n\nSuivant acte du 2 novembre 2026, il a été constitué :\n\nKAZ CLIM, SARLU au capital de 200 000 F CFP\nSiège : 3, rue Exemple, 98830 Dumbéa\nGérant : M. Paul EXEMPLE\nRIDET 1.234.566.001';
    expect(identityOf(text)).toEqual(['creation', 'KAZ CLIM', 'EURL', '1234566001', '2026-11-02']);
  });
});

describe('a company that became unipersonnelle', () => {
  it("is an EURL after 'La société est désormais unipersonnelle', an SASU for an SAS", () => {
    const sarl = "KAZ PNEUS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nSuivant acte du 12 octobre 2026, M. Paul EXEMPLE a cédé toutes ses parts à Mme Anne EXEMPLE. La société est désormais unipersonnelle.";
    expect(noticeOf(sarl).forme_juridique).toBe('EURL');
    expect(noticeOf(sarl.replace('SARL au', 'SAS au').replace('parts', 'actions')).forme_juridique).toBe('SASU');
  });

  it('stays SARL when the text says nothing of it', () => {
    const text = 'KAZ PNEUS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nSuivant acte du 12 octobre 2026, M. Paul EXEMPLE a cédé toutes ses parts à Mme Anne EXEMPLE.';
    expect(noticeOf(text).forme_juridique).toBe('SARL');
  });
});

describe("a month's name misprinted by one letter", () => {
  it('reads letters swapped, dropped, doubled or changed in a long month', () => {
    expect(['ocotbre', 'octbore', 'setpembre', 'novembe', 'juilllet', 'fevrer', 'avrli'].map(misspeltMonth)).toEqual([10, 10, 9, 11, 7, 2, 4]);
    expect(findFrenchDates('lundi 12 ocotbre 2026').map((d) => d.iso)).toEqual(['2026-10-12']);
  });

  it('reads no other word as a month', () => {
    expect(['parts', 'nombre', 'octobre', 'mars', 'mai', 'juin'].map(misspeltMonth)).toEqual([null, null, null, null, null, null]);
    expect(findFrenchDates('12 parts 2026 et 4 nombre 2026')).toEqual([]);
  });
});

describe('the page inside a name', () => {
  it("drops a page number printed alone on its line ('- 23 -', 'Page 3 / 12')", () => {
    expect(cleanNoticeText('Débiteur : KAZ ÉLECTRICITÉ\n- 23 -\nDU NORD, SAS')).toBe('Débiteur : KAZ ÉLECTRICITÉ DU NORD, SAS');
    expect(cleanNoticeText('au prix de\nPage 3 / 12\n1 000 000 F')).toBe('au prix de\n1 000 000 F');
  });

  it("reads a name on across the JONC's running header that cuts it", () => {
    expect(cleanNoticeText('Dénomination : KAZ ÉPICES\n11805 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 4 août 2026\nET DE LA VANILLE\nForme : SAS')).toBe(
      'Dénomination : KAZ ÉPICES\nET DE LA VANILLE\nForme : SAS',
    );
  });

  it('keeps the page break where the line above closed', () => {
    expect(cleanNoticeText('Pour avis.\n11805 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 4 août 2026\nET DE LA SUITE')).toBe('Pour avis.\n\nET DE LA SUITE');
  });
});

describe('a list whose entries open with their procedure', () => {
  it("splits paragraphs 'Liquidation judiciaire – X, SARL, …' under a list's preamble", () => {
    const text =
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugements du 24 août 2026\n\nLiquidation judiciaire simplifiée – KAZ TRANSPORTS, SARL, siège : Poya, RIDET 1 234 566.001. Liquidateur : Me Paul EXEMPLE.\n\nRedressement judiciaire – Mme Anne EXEMPLE, commerçante, Nouméa, RIDET 2 000 008.002. Mandataire judiciaire : Me Paul EXEMPLE.';
    const list = splitNoticeList(text);
    expect(list?.entries.map((e) => e.heading)).toEqual(['Liquidation judiciaire simplifiée', 'Redressement judiciaire']);
  });
});

describe("a small ad's heading and its auditor", () => {
  it("reads the company after 'NOMIN. CAC –' and sets the auditor firm's identifier aside", () => {
    const text =
      'LNC – Petites annonces légales – 14/07/2026\n\nNOMIN. CAC – KAZ PAIN, S.A.R.L. au cap. de 1.000.000 F CFP, siège Nouméa, RIDET 1.234.566.001. AGO 30/06/2026 : nom. CAC tit. cab. KAZ AUDIT (RIDET 2.000.008.001) p. 6 ex.; CAC supp. M. Paul EXEMPLE. Gér. inchangée : Mme Anne EXEMPLE.';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ PAIN', 'SARL', '1234566001', '2026-07-14']);
    expect(officersOf(noticeOf(text))).toContain('Anne EXEMPLE (gérant)');
  });
});

describe("the company's own name beside two identifiers that both pass the check", () => {
  const header = 'LNC – Annonces légales – 10/11/2026\n\nNOMINATION D\'UN DIRECTEUR GÉNÉRAL\n\nKAZ FROID\nSAS au capital de 1 000 000 F CFP\nSiège : 3, rue Exemple, 98800 Nouméa\nRIDET 1 234 566.001\n\nPar décision du 28 octobre 2026, le président a nommé M. Paul EXEMPLE directeur général.\n\n';

  it('quarantines the notice: nothing says which number is its own', () => {
    expect(identityOf(`${header}Pour avis, KAZ FROID, SAS, RIDET 2 000 008.001.`)).toBe('sujet_ambigu');
  });

  it('publishes it when the signature repeats the same number, or names another company', () => {
    expect(identityOf(`${header}Pour avis, KAZ FROID, SAS, RIDET 1 234 566.001.`)).toEqual(['nomination', 'KAZ FROID', 'SAS', '1234566001', '2026-11-10']);
    expect(identityOf(`${header}Pour avis, KAZ CONSEIL, SARL, RIDET 2 000 008.001.`)).toEqual(['nomination', 'KAZ FROID', 'SAS', '1234566001', '2026-11-10']);
  });
});
