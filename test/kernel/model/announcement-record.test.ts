import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ANNOUNCEMENT_RECORD,
  DIGEST_COLUMNS,
  NOT_STAGED,
  PUBLISHED_FIELDS,
  RECORD_FIELDS,
  READ_FIELDS,
  publishedItem,
  type PublishedFieldName,
} from '../../../kernel/model/announcement-record.ts';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import type { AnnonceItem } from '../../../publish/snapshot/snapshot-types.ts';
import { docSection, readDoc } from '../../helpers/docs-text.ts';

/** The published fields the declaration marks optional. */
type OptionalName = Extract<(typeof ANNOUNCEMENT_RECORD)[number], { published: { required: false } }>['name'];

/** The keys of T that may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

describe('the announcement record declaration', () => {
  it('declares every field once', () => {
    const names = RECORD_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts every published field in the change digest, or says why not', () => {
    for (const field of PUBLISHED_FIELDS) {
      if (field.digest === true) {
        expect(field.column, field.name).not.toBeNull();
        expect(DIGEST_COLUMNS).toContain(field.name);
      } else {
        expect(field.digest.no.length, field.name).toBeGreaterThan(20);
      }
    }
    // A field not stored cannot be hashed by the warehouse: it must be out, with its reason.
    expect(PUBLISHED_FIELDS.filter((f) => f.column === null && f.digest === true).map((f) => f.name)).toEqual([]);
  });

  it('stages every property of a parsed notice, or says why it is not stored', () => {
    type Staged = Extract<(typeof ANNOUNCEMENT_RECORD)[number]['origin'], { from: 'notice' }>['reads'][number];
    // Checked by tsc: the properties staged and the ones set aside are all of ParsedNotice's, once each.
    expectTypeOf<Staged | keyof typeof NOT_STAGED>().toEqualTypeOf<keyof ParsedNotice>();
    expectTypeOf<Extract<Staged, keyof typeof NOT_STAGED>>().toEqualTypeOf<never>();
    for (const [property, why] of Object.entries(NOT_STAGED)) expect(why.length, property).toBeGreaterThan(20);
  });

  it('says why each field it does not publish stays out', () => {
    for (const field of RECORD_FIELDS) {
      if ('no' in field.published) expect(field.published.no.length, field.name).toBeGreaterThan(10);
    }
  });

  it('digests the columns the change digest hashed before the declaration, in the same order (so no warehouse republishes)', () => {
    expect(DIGEST_COLUMNS.slice(0, 14)).toEqual([
      'id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source',
      'source_url', 'fetched_at', 'raw_sha256', 'etablissement_inconnu', 'organes_procedure', 'evenement_id',
    ]);
  });

  it('reads back what it publishes from a column, and the provenance', () => {
    const read = READ_FIELDS.map((f) => f.name);
    for (const field of PUBLISHED_FIELDS) if (field.column !== null) expect(read).toContain(field.name);
    expect(read).toEqual(expect.arrayContaining(['source_url', 'fetched_at', 'raw_sha256']));
  });

  it('has the published shape of AnnonceItem: same keys, same optional ones', () => {
    expectTypeOf<keyof AnnonceItem>().toEqualTypeOf<PublishedFieldName>();
    const optional = PUBLISHED_FIELDS.filter((f) => !f.published.required).map((f) => f.name).sort();
    expectTypeOf<OptionalKeys<AnnonceItem>>().toEqualTypeOf<OptionalName>();
    // The type above is checked by tsc; the same set at run time, from the values.
    expect(optional.length).toBeGreaterThan(0);
    expect(PUBLISHED_FIELDS.filter((f) => f.published.required).map((f) => f.name)).toEqual(
      expect.arrayContaining(['id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source', 'fiche_url']),
    );
  });

  it('builds an item in declaration order, leaving out absent optional fields', () => {
    const row = {
      id: 'a1', ridet: '1234567001', denomination: 'X', type: 'creation', titre: 't', resume: 'r', date: '2024-01-01',
      source: 'JONC', source_url: 'https://jonc.nc/1', fetched_at: '2024-01-02T00:00:00.000Z', raw_sha256: 'f'.repeat(64),
      etablissement_inconnu: false, organes_procedure: null, evenement_id: null,
    };
    const item = publishedItem(row, { siteUrl: 'https://annonces.nc' });
    expect(Object.keys(item)).toEqual(['id', 'ridet', 'denomination', 'type', 'titre', 'resume', 'date', 'source', 'fiche_url', 'document_url']);
    expect(item['document_url']).toBe(`https://annonces.nc/v1/documents/${'f'.repeat(64)}`);
    expect(item['fiche_url']).toBe('https://annonces.nc/entreprise.html?ridet=1234567001');
    const full = publishedItem(
      { ...row, etablissement_inconnu: true, organes_procedure: [{ nom: 'N', fonction: 'liquidateur', action: 'nomination' }], evenement_id: 'e1' },
      { siteUrl: 'https://annonces.nc' },
    );
    expect(full).toMatchObject({ etablissement_inconnu: true, organes_procedure: [{ nom: 'N', prenoms: null, fonction: 'liquidateur' }], evenement_id: 'e1' });
  });

  it('reads back and digests every stored field a published value is computed from', () => {
    const reads = PUBLISHED_FIELDS.flatMap((f) => f.published.reads ?? []);
    expect(reads).toContain('capital');
    for (const name of reads) {
      expect(READ_FIELDS.map((f) => f.name), name).toContain(name);
      expect(DIGEST_COLUMNS, name).toContain(name);
    }
    // Read for capital_montant, but the display text itself stays out of announcements.
    expect(PUBLISHED_FIELDS.map((f) => f.name)).not.toContain('capital');
  });

  it('publishes the capital an announcement states as capital_montant, last, and nothing when it has no amount with its currency', () => {
    const row = {
      id: 'a1', ridet: '1234567001', denomination: 'X', type: 'capital', titre: 't', resume: 'r', date: '2024-01-01',
      source: 'JONC', source_url: 'https://jonc.nc/1', fetched_at: '2024-01-02T00:00:00.000Z', raw_sha256: 'f'.repeat(64),
      etablissement_inconnu: false, organes_procedure: null, evenement_id: null, capital: '1 000 000 F CFP',
    };
    const item = publishedItem(row, { siteUrl: 'https://annonces.nc' });
    expect(Object.keys(item).at(-1)).toBe('capital_montant');
    expect(item['capital_montant']).toEqual({ montant: 1_000_000, devise: 'XPF' });
    expect(item).not.toHaveProperty('capital');
    for (const capital of [null, '1 000 000']) {
      expect(publishedItem({ ...row, capital }, { siteUrl: 'https://annonces.nc' })).not.toHaveProperty('capital_montant');
    }
  });
});

describe('the docs of the announcement item', () => {
  const item = docSection(readDoc('artefacts.md'), '## Announcement item');
  // The field column of the table of optional fields: `| \`name\` | when | meaning |`.
  const tabled = [...item.matchAll(/^\| `([a-z_]+)` \|/gm)].map((row) => row[1]!);

  it('docs/artefacts.md names every published field in its section on the item, in its text or its example', () => {
    const named = new Set([...item.matchAll(/`([a-z_]+)`|"([a-z_]+)":/g)].map((m) => m[1] ?? m[2]!));
    expect(PUBLISHED_FIELDS.map((f) => f.name).filter((name) => !named.has(name))).toEqual([]);
  });

  it('docs/artefacts.md tables only optional published fields, once each', () => {
    const optional = PUBLISHED_FIELDS.filter((f) => !f.published.required).map((f) => f.name);
    expect(tabled.length).toBeGreaterThan(5);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect(tabled.filter((name) => !optional.includes(name))).toEqual([]);
  });
});
