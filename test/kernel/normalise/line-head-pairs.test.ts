import { describe, expect, it } from 'vitest';
import { linesHeadPhrasesRead } from '../../../kernel/normalise/insertion-head-event.ts';

// The opening pair is tried at each line's start only (insertion-head-event.ts): every line a terminator opens is read.
describe('an event told by two cut words at any line’s head', () => {
  it('reads the pair opening the first, a middle and the last line, and leaves words alone', () => {
    const text = 'VTE FDS. SARL Bidule\nPlan de cession arrêté\n■ Nv.Obj. : pâtisserie\nCession/PARTS SAS Machin';
    expect(linesHeadPhrasesRead(text)).toBe('CESSION DE FONDS SARL Bidule\nPlan de cession arrêté\n■ NOUVEL OBJET : pâtisserie\nCESSION DE PARTS SAS Machin');
  });

  it('reads the lines a carriage return or a line separator opens', () => {
    expect(linesHeadPhrasesRead('SARL Bidule\r\nVTE FDS. à X\rPTS CÉD. à Y')).toBe('SARL Bidule\r\nCESSION DE FONDS à X\rCESSION DE PARTS à Y');
    expect(linesHeadPhrasesRead('SARL Bidule\u2028Obj.nv vente')).toBe('SARL Bidule\u2028NOUVEL OBJET vente');
    expect(linesHeadPhrasesRead('SARL Bidule\u2029Nv.Obj. vente')).toBe('SARL Bidule\u2029NOUVEL OBJET vente');
  });

  it('leaves a text without any pair as printed, the same string', () => {
    const text = 'La société Truc, SARL, RIDET 1 234 567.001\nNouveau nom : Machin';
    expect(linesHeadPhrasesRead(text)).toBe(text);
  });
});
