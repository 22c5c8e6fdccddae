import { describe, expect, it } from 'vitest';
import { COMMUNE_BY_FOLDED, COMMUNES, communeOf } from '../../../publish/artefacts/communes.ts';

describe('communeOf (the commune of a siège)', () => {
  it('knows the 33 communes, accented or folded, with or without their article', () => {
    expect(new Set(COMMUNES).size).toBe(33);
    for (const commune of COMMUNES) expect(communeOf(`BP 1, 98800 ${commune}`)).toBe(commune);
    expect(communeOf('lot 4, 98809 MONT-DORE')).toBe('Le Mont-Dore');
    expect(communeOf('Vao, 98832 ile des pins')).toBe("L'Île-des-Pins");
    expect(COMMUNE_BY_FOLDED.get('foa')).toBeUndefined();
    expect(COMMUNE_BY_FOLDED.get('paita')).toBe('Païta');
  });

  it('takes the last commune named: a street may carry another commune’s name', () => {
    expect(communeOf('3 rue de Koumac, 98800 NOUMEA CEDEX')).toBe('Nouméa');
    expect(communeOf('12 rue de Sébastopol, 98800 Nouméa')).toBe('Nouméa');
  });

  it('is null when no commune is named', () => {
    expect(communeOf(null)).toBeNull();
    expect(communeOf('BP 12345')).toBeNull();
    expect(communeOf('rue Poumaroux')).toBeNull();
  });
});
