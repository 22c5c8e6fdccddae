import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/index.ts';
import { fullStopFieldLines } from '../../../kernel/normalise/layout/index.ts';
import { isTitleLine } from '../../../kernel/normalise/notice-layout.ts';
import { correctedReading } from '../../../kernel/normalise/rectificatif.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of an ordinary half-year of the JONC as Leginova exports its items showed
// missing (test/kernel/normalise/semestres): a small ad's capital reduction abbreviated 'RÉD. CAP.',
// a small ad's title naming two offices with a slash, the author of a decision named before the
// colon of what it decides, labels abbreviated by a full stop in a paragraph of fields, the
// corrected identifier a rectificatif quotes, a maiden name after a surname carried to the next
// line. Every text here is made up for the rule it names, never a copy of a group text.

describe("a small ad's capital reduction abbreviated 'RÉD. CAP.'", () => {
  const ad =
    'LNC | Annonces légales | mardi 10 mars 2026\n\nRÉD. CAP. — SARL KAZ TRANSPORTS — cap. 2 000 000 F CFP — siège : 1, rue de l’Exemple, 98800 Nouméa — RIDET 1000001-001. AGE du 03/03/2026 : réd. cap. de 2 000 000 à 1 000 000 F CFP par rachat de 1 000 parts. Gér. : M. Paul EXEMPLE.';

  it('is a capital operation', () => {
    expect(classifyNotice('RÉD. CAP. — KAZ TRANSPORTS, SARL, RIDET 1 000 001.001. AGE du 03/03/2026 : réd. cap. de 2 000 000 à 1 000 000 F CFP.')?.type).toBe('capital');
  });

  it('is a title line, never a name', () => {
    expect(isTitleLine('RÉD. CAP.')).toBe(true);
    expect(isTitleLine('RED. CAP.')).toBe(true);
  });

  it("is the ad's title, not the company's name, when the fields follow it on one line", () => {
    expect(identityOf(ad)).toEqual(['capital', 'KAZ TRANSPORTS', 'SARL', '1000001001', '2026-03-10']);
  });
});

describe("a small ad's title naming two offices with a slash", () => {
  it("is the title: the company after its dash is the notice's", () => {
    const ad =
      'LNC – Annonces légales – 10/03/2026\n\nNOMIN. GÉR. / CAC — KAZ BÂTI, SARL au cap. de 100 000 F CFP, siège : 1, rue de l’Exemple, 98800 Nouméa, RIDET 1 000 001.001. AGO du 03/03/2026 : nomin. de M. Paul EXEMPLE en qualité de gérant.';
    expect(identityOf(ad)).toEqual(['nomination', 'KAZ BÂTI', 'SARL', '1000001001', '2026-03-10']);
  });
});

describe('the author of a decision named before the colon of what it decides', () => {
  const header = 'KAZ HÔTELS, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\n';

  it('gives the names after the colon no office of its own', () => {
    const text = `${header}Décision de la présidente du 3 mars 2026 : nomination de M. Paul EXEMPLE en qualité de directeur général.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (directeur général)']);
  });

  it('abbreviated, leaves each appointee the office the sentence gives him', () => {
    const text = `${header}Déc. de la prés. du 03/03/2026 : nomin. de M. Paul EXEMPLE en qualité de DG et de Mme Anne MODÈLE en qualité de DGD.`;
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (directeur général)', 'Anne MODÈLE (directeur général délégué)']);
  });

  it('leaves an office label before the colon as it was', () => {
    const text = `${header}L'assemblée du 3 mars 2026 a nommé un nouveau président.\nPrésidente : Mme Anne MODÈLE.`;
    expect(officersOf(noticeOf(text))).toEqual(['Anne MODÈLE (président)']);
  });
});

describe('labels abbreviated by a full stop in a paragraph of fields', () => {
  const paragraph = 'CONST. SAS — ASSP du 03/03/2026. Dénom. : KAZ DRONES. Cap. : 100 000 F CFP. Siège : 1, rue de l’Exemple, 98800 Nouméa. Obj. : prises de vues. Prés. : M. Paul EXEMPLE. RIDET 1000001.001.';

  it('cut the paragraph into one field per line', () => {
    expect(fullStopFieldLines(paragraph).split('\n')).toEqual([
      'CONST. SAS — ASSP du 03/03/2026.',
      'Dénom. : KAZ DRONES.',
      'Cap. : 100 000 F CFP.',
      'Siège : 1, rue de l’Exemple, 98800 Nouméa.',
      'Obj. : prises de vues.',
      'Prés. : M. Paul EXEMPLE. RIDET 1000001.001.',
    ]);
  });

  it("give the company's name and the form of the title", () => {
    expect(identityOf(paragraph)).toEqual(['creation', 'KAZ DRONES', 'SAS', '1000001001', '2026-03-03']);
  });

  it('are no label when they abbreviate none the reader knows', () => {
    const sentence = 'Réf. : dossier 12. Voir aussi. Art. : 4. Chap. : 2. Note. Vol. : 3.';
    expect(fullStopFieldLines(sentence)).toBe(sentence);
  });
});

describe('the corrected identifier a rectificatif quotes', () => {
  const text =
    'Publié le 10 mars 2026\n\nRECTIFICATIF\n\nDans l’avis de constitution de la société KAZ SNACK, société à responsabilité limitée au capital de 100 000 F CFP, gérante : Mme Anne MODÈLE, paru le 3 mars 2026, il fallait lire « RIDET 1 000 001.001 » au lieu de « RIDET 2 000 002.001 ».';

  it('is set on its own line, the wrong one taken out', () => {
    const corrected = correctedReading(text);
    expect(corrected).toContain('\nRIDET 1 000 001.001\n');
    expect(corrected).not.toContain('2 000 002');
  });

  it("is the notice's company's, past an officer named before it", () => {
    expect(identityOf(text)).toEqual(['creation', 'KAZ SNACK', 'SARL', '1000001001', '2026-03-10']);
    expect(officersOf(noticeOf(text))).toEqual(['Anne MODÈLE (gérant)']);
  });
});

describe('a maiden name after a surname carried to the next line', () => {
  it('stays in the surname', () => {
    const text =
      "KAZ IMMO, SCI, RIDET 1 000 001.001.\nSuivant acte du 3 mars 2026, les associés ont nommé cogérants M. Paul EXEMPLE et Mme Anne\nEXEMPLE née MODÈLE, demeurant ensemble à Nouméa.";
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Anne EXEMPLE née MODÈLE (gérant)', 'Paul EXEMPLE (gérant)']);
  });
});
