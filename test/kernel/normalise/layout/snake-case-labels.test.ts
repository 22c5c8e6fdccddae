import { describe, expect, it } from 'vitest';
import { snakeCaseLabels } from '../../../../kernel/normalise/layout/index.ts';

describe('an export’s field names in snake case', () => {
  it('reads the words the underscores part when they are a field’s label', () => {
    expect(snakeCaseLabels('ancienne_denomination : BOIS ET TOITS\nnouveau_siege : 4 rue Higginson, Koné')).toBe('ancienne denomination : BOIS ET TOITS\nnouveau siege : 4 rue Higginson, Koné');
  });

  it('leaves a key of no field’s label, and underscores after the line’s start, as they are', () => {
    const text = 'ref_interne : A_12\nobjet : voir fichier piece_jointe_2';
    expect(snakeCaseLabels(text)).toBe(text);
  });
});
