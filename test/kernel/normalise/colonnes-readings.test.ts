import { describe, expect, it } from 'vitest';
import { cleanNoticeText, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices as PDF extraction leaves them showed missing
// (test/kernel/normalise/colonnes): names and identifiers cut by a narrow column, page numbers and
// tables flattened inside the text, a scan's 'l' for 'i'. Every text here is made up for the rule it names.

function nameOf(text: string): string | undefined {
  const [result] = parseNoticeTexts(text, { reference: 't' });
  return result?.ok ? result.notice.denomination : result?.quarantine.reason;
}

describe('a name in capitals cut at a joining word', () => {
  it('reads on across the line when the first line ends on the joining word', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugement du 3 mars 2026\n\nLiquidation judiciaire\nDébiteur : SAS KAZ MARCHÉ DE\nL'ANSE EXEMPLE\nRIDET : 1 000 001.001\nSiège : 1, rue Exemple, 98800 Nouméa\nLiquidateur : Me Paul EXEMPLE";
    expect(nameOf(text)).toBe("KAZ MARCHÉ DE L'ANSE EXEMPLE");
  });

  it('reads on across the line when the second line opens on the joining word', () => {
    expect(cleanNoticeText('Société absorbante : KAZ COMPTOIR\nDU NORD EXEMPLE, SAS au capital de 1 000 000 F CFP')).toBe('Société absorbante : KAZ COMPTOIR DU NORD EXEMPLE, SAS au capital de 1 000 000 F CFP');
  });

  it('leaves two columns printed side by side apart', () => {
    const columns = 'SARL KAZ HÔTEL LE       SNC KAZ SAVEURS DE\nEXEMPLE                  L’ÎLE';
    expect(cleanNoticeText(columns)).toBe('SARL KAZ HÔTEL LE SNC KAZ SAVEURS DE\nEXEMPLE L’ÎLE');
  });
});

describe('a word cut at a line end by a hyphen in a name', () => {
  it("is joined again before 'Ç', which opens no word", () => {
    expect(cleanNoticeText('BOULANGERIE DU PONT-DES-FRAN-\nÇAIS\nSARL')).toBe('BOULANGERIE DU PONT-DES-FRANÇAIS\nSARL');
  });

  it("is joined again before a consonant and a trade's '-erie'", () => {
    expect(cleanNoticeText('la société KAZ PLOM-\nBERIE EXEMPLE, SARL')).toBe('la société KAZ PLOMBERIE EXEMPLE, SARL');
  });

  it('keeps the hyphen of a compound whose halves are words', () => {
    expect(cleanNoticeText('la société KAZ MINI-\nMARKET, SARL')).toBe('la société KAZ MINI-MARKET, SARL');
  });
});

describe('a page number printed alone inside a sentence', () => {
  it('is set apart, and the sentence reads on', () => {
    const text =
      "SIÈGE SOCIAL\n\nAux termes d'une délibération du 3 mars 2026, l'assemblée de la société KAZ EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, a décidé de transférer le\n\n7702\n\nsiège social au 1, rue Exemple, 98890 Païta.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('is kept when the sentence above is closed', () => {
    expect(cleanNoticeText('Pour avis.\n\n12\n\nla suite')).toBe('Pour avis.\n\n12\n\nla suite');
  });
});

describe("a RIDET's rank cut at a line end", () => {
  it('is read whole when the two pieces make its three digits', () => {
    expect(cleanNoticeText('KAZ EXEMPLE, RIDET\n1 000 001.0\n01. Activité : menuiserie.')).toBe('KAZ EXEMPLE, RIDET\n1 000 001.001. Activité : menuiserie.');
  });

  it('is left as printed when the next line is another number', () => {
    expect(cleanNoticeText('RIDET 1 000 001.001\n12 rue Exemple')).toBe('RIDET 1 000 001.001\n12 rue Exemple');
  });
});

describe('a one-row table flattened by extraction', () => {
  it('pairs its cells with the column names in order', () => {
    const text =
      "Date de publication : 20/11/2026\nRADIATIONS D'OFFICE\nDénomination  Forme  RIDET  Siège\nKAZ FERRONNERIE EXEMPLE  SARL  1 000 001.001  Dumbéa\nRadiation prononcée par le greffe le 12/11/2026.";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ FERRONNERIE EXEMPLE', 'SARL', '1000001001', '2026-11-20']);
  });
});

describe('names a rule reads before an identifier', () => {
  it('never take a currency for the name', () => {
    const text =
      '26 août 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          13 702\n\nFUSION-ABSORPTION\nSociété absorbée : KAZ QUINCAILLERIE\nDE KOUMAC, SARL, RIDET\n2 000 002.001\nSociété absorbante : KAZ COMPTOIR\nDU NORD EXEMPLE, SAS au capi-\ntal porté de 12 000 000 à 15 600 000\nF CFP, RIDET 1 000 001.001\nL\'assemblée générale extraordinai-\nre de la société absorbante du 10\naoût 2026 a approuvé le projet de\nfusion et augmenté le capital de 3 600 000 F\nCFP. La société absorbée est dis-\nsoute sans liquidation.\nPrésident : M. Paul EXEMPLE.';
    expect(nameOf(text)).toBe('KAZ COMPTOIR DU NORD EXEMPLE');
  });

  it('leave out the sentence read before the name', () => {
    const text =
      "16 septembre 2026 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 14 980\n\nRECTIFICATIF\nDans l'annonce relative à la socié-\nté KAZ AUTO-ÉCOLE DU CENTRE,\nSARL, RIDET 1 000 001.001, parue au\nJONC du 1er septembre 2026, page\n14 611, il fallait lire : « le capital\na été porté de 1 000 000 F CFP à\n2 500 000 F CFP » au lieu de « à\n1 500 000 F CFP ». Le reste sans\nchangement.";
    expect(nameOf(text)).toBe('KAZ AUTO-ÉCOLE DU CENTRE');
  });
});

describe("a scan's 'l' or '1' for the 'i' of a month or a label", () => {
  it('is read back in the month and the labels', () => {
    expect(cleanNoticeText('JOURNAL - 1O févr1er 2O26\nDénomlnation : KAZ\nCapltal : 1 000 F\nSlège : Nouméa')).toBe('JOURNAL - 10 février 2026\nDénomination : KAZ\nCapital : 1 000 F\nSiège : Nouméa');
  });

  it("leaves a word with a real 'l' as printed", () => {
    expect(cleanNoticeText('le 3 avril 2026, Capital : 1 000 F')).toBe('le 3 avril 2026, Capital : 1 000 F');
  });
});
