/**
 * The gaps that split a before / after table's columns (lines.ts): two spaces or more, a tab, a
 * no-break space, a bar. The reading skips a text holding none of them (before-after-columns.ts,
 * speed only); each table here is split by one kind alone, its columns aligned. Made-up people.
 */
import { describe, expect, it } from 'vitest';
import { beforeAfterColumns } from '../../../../kernel/normalise/layout/before-after-columns.ts';

const READ = ['Gérant (avant) : M. KAPO', 'Gérant (après) : Mme WEA'].join('\n');

describe('beforeAfterColumns, a table split by one kind of gap', () => {
  it('reads columns split by two spaces', () => {
    expect(beforeAfterColumns('Ancienne mention  Nouvelle mention\nGérant : M. KAPO  Gérant : Mme WEA')).toBe(READ);
  });

  it('reads columns split by a tab', () => {
    expect(beforeAfterColumns('Ancienne mention\tNouvelle mention\nGérant : M. KAPO\tGérant : Mme WEA')).toBe(READ);
  });

  it('reads columns split by a no-break space', () => {
    expect(beforeAfterColumns('Ancienne mention\u00a0Nouvelle mention\nGérant : M. KAPO\u00a0Gérant : Mme WEA')).toBe(READ);
  });

  it('reads columns split by bars', () => {
    expect(beforeAfterColumns('| Ancienne mention | Nouvelle mention |\n| Gérant : M. KAPO | Gérant : Mme WEA |')).toBe(READ);
  });

  it('leaves a text of single spaces as printed, after side and all', () => {
    const text = 'Ancienne mention Nouvelle mention\nGérant : M. KAPO Gérant : Mme WEA';
    expect(beforeAfterColumns(text)).toBe(text);
  });
});
