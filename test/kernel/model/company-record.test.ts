import { describe, expect, expectTypeOf, it } from 'vitest';
import { COMPANY_RECORD, type CompanyFieldName, type CompanyRecordField, type OptionalCompanyFieldName } from '../../../kernel/model/company-record.ts';
import { CORE_CONTRACT } from '../../../api/core-module.ts';
import { openApiDocument } from '../../../api/openapi.ts';
import type { EntrepriseRecord } from '../../../publish/artefacts/feed-layout.ts';
import { docSection as section, readDoc } from '../../helpers/docs-text.ts';

/** The keys of T that may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

interface Component {
  type: string;
  additionalProperties: boolean;
  required: string[];
  properties: Record<string, unknown>;
}

const entreprise = (): Component => (openApiDocument([CORE_CONTRACT]).components as unknown as { schemas: { Entreprise: Component } }).schemas.Entreprise;

describe('the company record declaration', () => {
  it('declares every field once, each saying why it is required or not', () => {
    const names = COMPANY_RECORD.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of COMPANY_RECORD) expect(field.why.length, field.name).toBeGreaterThan(15);
  });

  it('is the OpenAPI Entreprise component: its properties in declaration order, its required fields', () => {
    const component = entreprise();
    expect(Object.keys(component.properties)).toEqual(COMPANY_RECORD.map((f) => f.name));
    for (const field of COMPANY_RECORD) expect(component.properties[field.name], field.name).toEqual(field.schema);
    expect(component.required).toEqual(COMPANY_RECORD.filter((f) => f.required).map((f) => f.name));
    expect(component.additionalProperties).toBe(false);
  });

  it('requires the fields every record has had since the first snapshot, and no other', () => {
    // Pinned: making a field required breaks clients reading records published before it.
    expect(COMPANY_RECORD.filter((f) => f.required).map((f) => f.name)).toEqual([
      'ridet', 'denomination', 'forme_juridique', 'capital', 'siege', 'anciennes_denominations', 'dirigeants',
      'etat', 'annonces', 'nombre_annonces', 'fiche_url',
    ]);
  });

  it('has the shape of EntrepriseRecord: same keys, same optional ones', () => {
    // Checked by tsc.
    expectTypeOf<keyof EntrepriseRecord>().toEqualTypeOf<CompanyFieldName>();
    expectTypeOf<OptionalKeys<EntrepriseRecord>>().toEqualTypeOf<OptionalCompanyFieldName>();
    expect(COMPANY_RECORD.filter((f) => !f.required).length).toBeGreaterThan(0);
  });
});

/** The top-level names of a `{a, b: [{c, d}], e}` list: what is nested inside brackets is left out. */
function topLevelNames(list: string): string[] {
  let depth = 0;
  let top = '';
  for (const char of list) {
    if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') depth -= 1;
    else if (depth === 0) top += char;
  }
  return top.split(',').map((part) => part.split(':')[0]!.trim());
}

describe('where a company record field comes from', () => {
  it('says it of every field: a column of the companies table read back as is, or a rule of the publish step', () => {
    // Pinned: a column field is read back by the publish step (publish/artefacts/warehouse-batches.ts);
    // a publish field is one of companyRecord's rules (publish/artefacts/artefact-bodies.ts).
    expect(COMPANY_RECORD.filter((f) => f.source.from === 'column').map((f) => f.name)).toEqual([
      'ridet', 'denomination', 'forme_juridique', 'capital', 'siege', 'objet', 'objet_annonce_id', 'date_creation',
      'date_creation_origine', 'date_creation_annonce_id', 'date_radiation', 'date_radiation_annonce_id', 'etablissements',
      'anciennes_denominations', 'rapprochements', 'nombre_annonces',
    ]);
    for (const field of COMPANY_RECORD) {
      if (field.source.from === 'publish') expect(field.source.by.length, field.name).toBeGreaterThan(15);
    }
  });

  it('refuses, at compile time, a field that does not say where its value comes from', () => {
    // @ts-expect-error: `source` is missing, so the publish step would not know how to read it back.
    const withoutSource: CompanyRecordField = { name: 'nouveau', required: false, why: 'a field added without its read-back', schema: { type: 'string' } };
    expect(withoutSource.name).toBe('nouveau');
  });
});

describe('the docs of the company record', () => {
  const names = COMPANY_RECORD.map((f) => f.name);

  it('docs/api.md lists exactly the declared fields, in order, in GET /v1/entreprises/{ridet}', () => {
    const text = section(readDoc('api.md'), '### `GET /v1/entreprises/{ridet}`');
    const match = /The company record: `\{([\s\S]*?)\}` \(/.exec(text);
    expect(match, 'the record\'s `{...}` list').not.toBeNull();
    expect(topLevelNames(match![1]!)).toEqual(names);
  });

  it('docs/artefacts.md lists exactly the declared fields, in order, in the table of entreprises/<ridet>.json', () => {
    const text = section(readDoc('artefacts.md'), '## `entreprises/<ridet>.json`');
    const documented = [...text.matchAll(/^\| ((?:`[a-z_]+`(?:, )?)+) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!));
    expect(documented).toEqual(names);
  });
});
