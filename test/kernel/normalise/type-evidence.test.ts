import { describe, expect, it } from 'vitest';
import { typeEvidence } from '../../../kernel/normalise/classify.ts';

// Made-up notices: where a text names its type's event, read on the text folded (offsets kept).
describe("typeEvidence: the span of a text's first strong wording of a type", () => {
  it('finds the first wording, in capitals or not, past a line of furniture', () => {
    const text = 'Le Courrier du Lagon\nAVIS DE CONSTITUTION\nIl a été constitué une société à responsabilité limitée dénommée PIROGUES DU SUD.';
    const at = text.indexOf('AVIS');
    expect(typeEvidence(text, 'creation')).toEqual({ index: at, end: at + 'AVIS DE CONSTITUTION'.length });
  });

  it('finds the earlier of two wordings whatever the order of the patterns that read them', () => {
    const text = "Aux termes d'un acte du 2 mars 2026, il a été constitué une société.\nAvis de constitution publié pour PIROGUES DU SUD.";
    const evidence = typeEvidence(text, 'creation');
    expect(evidence).not.toBeNull();
    expect(evidence!.index).toBeLessThan(text.indexOf('Avis de constitution'));
  });

  it('finds none where the text lacks the words every wording of the type needs', () => {
    expect(typeEvidence('Le Courrier du Lagon\nAVIS DE CONSTITUTION\nPIROGUES DU SUD', 'dissolution')).toBeNull();
    expect(typeEvidence('Avis aux lecteurs : le bureau ferme le lundi.', 'creation')).toBeNull();
  });
});
