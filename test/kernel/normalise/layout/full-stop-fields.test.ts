import { describe, expect, it } from 'vitest';
import { fullStopFieldLines } from '../../../../kernel/normalise/layout/index.ts';

describe('a paragraph of fields closed by full stops', () => {
  it('cuts the line after each full stop a known label and its colon follow', () => {
    expect(fullStopFieldLines('Dénomination : KAZ EXEMPLE. Forme : SARL. Capital : 100 000 F CFP. Siège : Koné. RIDET : 1 000 001.001.')).toBe(
      'Dénomination : KAZ EXEMPLE.\nForme : SARL.\nCapital : 100 000 F CFP.\nSiège : Koné.\nRIDET : 1 000 001.001.',
    );
  });

  it('sets a title cut by a spaced dash before the first field on its own line', () => {
    expect(fullStopFieldLines('Constitution — Dénomination : KAZ EXEMPLE. Forme : SNC. Capital : 1 F. Durée : 99 ans.')).toBe(
      'Constitution —\nDénomination : KAZ EXEMPLE.\nForme : SNC.\nCapital : 1 F.\nDurée : 99 ans.',
    );
  });

  it('leaves a full stop after a civility or inside a name, which no label follows', () => {
    expect(fullStopFieldLines('Dénomination : A.2.M. EXEMPLE. Forme : SARL. Capital : 1 F. Gérant : M. Paul EXEMPLE.')).toBe(
      'Dénomination : A.2.M. EXEMPLE.\nForme : SARL.\nCapital : 1 F.\nGérant : M. Paul EXEMPLE.',
    );
  });

  it('cuts the first field from the sentence whose colon introduces the fields', () => {
    expect(fullStopFieldLines('Il a été constitué une SAS présentant les caractéristiques suivantes : Dénomination : EXEMPLE NAUTIQUE. Capital : 1 000 F. Siège : Nouméa. Président : M. Paul EXEMPLE.')).toBe(
      'Il a été constitué une SAS présentant les caractéristiques suivantes :\nDénomination : EXEMPLE NAUTIQUE.\nCapital : 1 000 F.\nSiège : Nouméa.\nPrésident : M. Paul EXEMPLE.',
    );
  });

  it('leaves a sentence that quotes two labels whole', () => {
    const text = "L'assemblée a modifié l'article 2. Siège : Koné. Objet : transport. Le reste est inchangé.";
    expect(fullStopFieldLines(text)).toBe(text);
  });

  it('does not cut at words before a colon that are no label', () => {
    const text = 'Il a été décidé ce qui suit. Première décision : transfert. Deuxième décision : nomination. Troisième décision : rien. Fin.';
    expect(fullStopFieldLines(text)).toBe(text);
  });
});
