import { describe, expect, it } from 'vitest';
import { SOURCES, selectSources } from '../../sources/registry.ts';
import { SOURCE_IDS, sourceIdOf, UnknownSourceError } from '../../sources/source-ids.ts';

describe('the light list of source ids', () => {
  it('names every registered adapter, in the registry order', () => {
    expect(SOURCES.map((adapter) => adapter.id)).toEqual([...SOURCE_IDS]);
  });

  it('resolves an id whatever its case, as the registry does', () => {
    expect(sourceIdOf(' provincesud ')).toBe('ProvinceSud');
    expect(selectSources(['jonc']).map((adapter) => adapter.id)).toEqual(['JONC']);
  });

  it('refuses an unknown id with its stable code, naming the known ones', () => {
    expect(() => sourceIdOf('LeMonde')).toThrow(UnknownSourceError);
    expect(() => sourceIdOf('LeMonde')).toThrow(expect.objectContaining({ code: 'source_unknown', message: expect.stringContaining('JONC, LNC, ActuNC') }));
  });
});
