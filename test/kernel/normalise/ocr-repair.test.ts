import { describe, expect, it } from 'vitest';
import { repairOcrWords } from '../../../kernel/normalise/ocr-repair.ts';

describe('OCR slips a reader corrects without doubt', () => {
  it('reads a lowercase l inside a capitals word as I', () => {
    expect(repairOcrWords('AVIS DE CONSTlTUTION au JOURNAL OFFlClEL')).toBe('AVIS DE CONSTITUTION au JOURNAL OFFICIEL');
  });

  it('leaves words that are not capitals, and capitals without l, alone', () => {
    expect(repairOcrWords('Il a été nommé ; le Lloyd ; SARL VILLA')).toBe('Il a été nommé ; le Lloyd ; SARL VILLA');
  });

  it('reads the digit 6 printed for é inside a word', () => {
    expect(repairOcrWords('acte sous seing priv6 : il a 6t6 constitu6 une soci6t6. D6nomination : X. CAL6DONIE')).toBe(
      'acte sous seing privé : il a été constitué une société. Dénomination : X. CALÉDONIE',
    );
  });

  it('keeps 6 in codes and numbers', () => {
    expect(repairOcrWords('route RT6, lot 16, 4X4, 26 mai, A6, au 6e étage, la 6ème')).toBe('route RT6, lot 16, 4X4, 26 mai, A6, au 6e étage, la 6ème');
  });

  it("reads the digit 1 printed for l inside a word of lowercase letters", () => {
    expect(repairOcrWords('Gérant : M. A1bert EXEMPLE ; le capita1 est porté à 2 000 000 F ; M. Pau1 KAZ')).toBe('Gérant : M. Albert EXEMPLE ; le capital est porté à 2 000 000 F ; M. Paul KAZ');
  });

  it('keeps 1 in ordinals, codes and where a number runs on from a word', () => {
    expect(repairOcrWords('le 1er mars, la 1ère, lot B1, type T1, Idt1 307 339.001, Dumbéa1 234 567')).toBe('le 1er mars, la 1ère, lot B1, type T1, Idt1 307 339.001, Dumbéa1 234 567');
  });

  it('composes an accent printed apart after its vowel', () => {
    expect(repairOcrWords('de´cide´ de transfe´rer le sie`ge a` Noume´a')).toBe('décidé de transférer le siège à Nouméa');
  });

  it('reads a title the scan split (“M e Karine SOLÉRY”) as Me, and leaves a lone e elsewhere (pacifique group)', () => {
    expect(repairOcrWords('Liquidateur : M e Paul EXEMPLE ; représenté par M e EXEMPLE.')).toBe('Liquidateur : Me Paul EXEMPLE ; représenté par Me EXEMPLE.');
    expect(repairOcrWords('vitamine E, la M e série')).toBe('vitamine E, la M e série');
  });

  it('reads a civility the scan split (“M me Lucie X”, “M lle X”) as one word, and leaves a lone me elsewhere', () => {
    expect(repairOcrWords('Gérance : M me Lucie EXEMPLE, demeurant au siège ; cogérante : M lle Ana MODÈLE.')).toBe('Gérance : Mme Lucie EXEMPLE, demeurant au siège ; cogérante : Mlle Ana MODÈLE.');
    expect(repairOcrWords('le format M me convient')).toBe('le format M me convient');
  });

  it('reads l and I as 1 inside a number that has real digits', () => {
    expect(repairOcrWords('du l5 février, le 2l mai, l2O F')).toBe('du 15 février, le 21 mai, 120 F');
  });

  it('reads rn as m in a month name', () => {
    expect(repairOcrWords('le 14 rnai 2026, le 3 novernbre et le 2 rnars')).toBe('le 14 mai 2026, le 3 novembre et le 2 mars');
  });

  // Both 'rn' slips are looked for only where an 'rn' stands in some case (ocr-repair.ts, speed only).
  it('reads rn as m in capitals, in a month and in the words of a form and a label, an rn printed half in capitals as a small m', () => {
    expect(repairOcrWords('LE 2 DÉCERNBRE 2026')).toBe('LE 2 DÉCEMBRE 2026');
    expect(repairOcrWords('SOCIÉTÉ À RESPONSABILITÉ LIRNITÉE')).toBe('SOCIÉTÉ À RESPONSABILITÉ LIMITÉE');
    expect(repairOcrWords('Dénornination : KAORI BOIS')).toBe('Dénomination : KAORI BOIS');
    expect(repairOcrWords('le 14 Rnai 2026')).toBe('le 14 mai 2026');
  });

  it('reads a word-initial Ii as li, which no French word begins with', () => {
    expect(repairOcrWords('la Iiquidation judiciaire')).toBe('la liquidation judiciaire');
  });

  // (2026-12-07, fifteenth session, from mansardes lk32)
  it('joins a title set in small capitals whose first letter the scan read apart, as the title is written', () => {
    expect(repairOcrWords('Gérance : D OCTEUR Anaïs FOUCAULT et M ONSIEUR Paul UN')).toBe('Gérance : Docteur Anaïs FOUCAULT et Monsieur Paul UN');
    // A lone capital before another word is left as printed (an initial, a list's letter).
    expect(repairOcrWords('lot D OCEANIA ; M PAUL')).toBe('lot D OCEANIA ; M PAUL');
  });

  // (2026-12-07, fifteenth session, from mansardes lk24)
  it("reads the first of a month whose digit the scan read as a letter ('IER AVRIL', 'ler mars')", () => {
    expect(repairOcrWords('EN DATE A HOUAILOU DU IER AVRIL 2026 ; le ler mars 2026')).toBe('EN DATE A HOUAILOU DU 1ER AVRIL 2026 ; le 1er mars 2026');
    // Not before another word.
    expect(repairOcrWords('le ler ministre ; IER PRIX')).toBe('le ler ministre ; IER PRIX');
  });
});


// Made up (2026-12-07, seventeenth session, from contreforts cb08). A scan of a notice in capitals
// that printed every I as a bar: its words read back, a table's cells parted by bars left alone.
describe('bars printed for the I of words in capitals', () => {
  it('are read as I where the words so read are French words, names too', () => {
    expect(repairOcrWords('SOC|ETE A RESPONSAB|L|TE L|M|TEE\nS|EGE : LOT 4, ZAC DE LA OUENGH|\nR|DET 1 224 534-001')).toBe('SOCIETE A RESPONSABILITE LIMITEE\nSIEGE : LOT 4, ZAC DE LA OUENGHI\nRIDET 1 224 534-001');
  });

  it('stay bars between a table’s cells, whose joined words are none', () => {
    const table = 'CAPITAL|AVANT|APRÈS\nForme|SAS|\nCONSTITUTION|SAS|BAIE DE TEST NAUTIQUE|3 000 000 F';
    expect(repairOcrWords(table)).toBe(table);
  });
});

// Made up (2026-12-07, seventeenth session, from contreforts cb20).
describe('a zero printed for the o of a word in small letters', () => {
  it('is read as o where the word so read is a French word, and stays in a code or a name the dictionary cannot know', () => {
    expect(repairOcrWords("il n'y avait pas lieu de diss0udre la s0ciété")).toBe("il n'y avait pas lieu de dissoudre la société");
    expect(repairOcrWords('réf. ab0cd, lot Ker0uan')).toBe('réf. ab0cd, lot Ker0uan');
  });
});

// Made up (2026-12-08, nineteenth session, from breteches xb02).
describe("an M read as 'IVI' in capitals", () => {
  it('reads the civility before a name and the words that read as French words with M', () => {
    expect(repairOcrWords('DIRECTEUR GENERAL : IVI. PAUL TESTARD')).toBe('DIRECTEUR GENERAL : M. PAUL TESTARD');
    expect(repairOcrWords("SOCIETE PAR ACTIONS SIIVIPLIFIEE ; L'ASSEIVIBLEE GENERALE")).toBe("SOCIETE PAR ACTIONS SIMPLIFIEE ; L'ASSEMBLEE GENERALE");
  });

  it('leaves a word that reads as none and a name as printed', () => {
    expect(repairOcrWords('SOCIETE KIVIK DU NORD')).toBe('SOCIETE KIVIK DU NORD');
  });
});

// Made up (2026-12-08, nineteenth session, from breteches xb24, xb26): small capitals read back in mixed case.
describe('a surname in small capitals a scan read back in mixed case', () => {
  it('is read in capitals after a civility and a given name, over a hyphen, a line break and a column’s bar', () => {
    expect(repairOcrWords('M. Paul TeSTARD est nommé gérant')).toBe('M. Paul TESTARD est nommé gérant');
    expect(repairOcrWords('Mme Anaïs TEST-VaN est nommée')).toBe('Mme Anaïs TEST-VAN est nommée');
    expect(repairOcrWords('Le docteur Luc      |\nTeSTIN demeure cogérant.')).toBe('Le docteur Luc      |\nTESTIN demeure cogérant.');
  });

  it('leaves a word whose case rises after no civility and given name, and the Scottish prefixes, as printed', () => {
    expect(repairOcrWords('la société InfoSUD')).toBe('la société InfoSUD');
    expect(repairOcrWords('M. Ian McKENZIE')).toBe('M. Ian McKENZIE');
  });
});
