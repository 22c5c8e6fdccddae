import { describe, expect, it } from 'vitest';
import { handTypedMentions } from '../../../kernel/normalise/hand-typed.ts';

const names = (text: string): string[] => handTypedMentions(text).map((m) => m.raw);

describe('handTypedMentions: a name in small letters before the identifier', () => {
  it("reads it after 'ste', before a comma and the identifier", () => {
    expect(names('cession de parts de la ste kai fishing, ridet 1 234 567.001 au profit de')).toContain('kai fishing');
  });

  it('reads it after an article and a form in capitals, before a comma and the identifier', () => {
    expect(names('Le gérant de la SARL salon du port, RIDET 1 234 567.001, a démissionné.')).toContain('salon du port');
  });

  it('reads it over a line break after the article and its form', () => {
    expect(names("la eurl\natelier d'ouvéa rid 1234567 a transféré son siège")).toContain("atelier d'ouvéa");
  });

  it('reads it when a form in capitals stands between the name and the identifier', () => {
    expect(names('Dissolution de la sci les manguiers SCI, Ridet n° 1 234 567.001')).toContain('les manguiers');
  });
});

describe("handTypedMentions: a name after 'dénommée'", () => {
  it('reads a name in small letters after the participle and its colon', () => {
    expect(names('une sarl dénommée : boulangerie du col, au capital de 100 000 F')).toContain('boulangerie du col');
  });

  it('reads it past a no-break space and its colon', () => {
    expect(names('constitution de la société denommee\u00a0:\u00a0tama transport (SARL)')).toContain('tama transport');
  });

  it('reads a quoted name after a société abbreviated and its described form', () => {
    expect(names('la sté familiale nommée : “TAMANU” a été dissoute')).toContain('TAMANU');
  });

  it('reads a name in capitals a narrow column broke over two lines, up to the comma before its capital', () => {
    expect(names('IL A ETE CONSTITUE UNE SOCIETE A RESPONSABILITE LIMITEE DENOMMEE KAZ\nBOIS DU NORD, AU CAPITAL DE 100 000 F CFP')).toContain('KAZ BOIS DU NORD');
  });
});
