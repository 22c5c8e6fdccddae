import { describe, expect, expectTypeOf, it } from 'vitest';
import { COMPANY_RECORD, type CompanyFieldName, type OptionalCompanyFieldName } from '../../../kernel/model/company-record.js';
import { openApiDocument } from '../../../api/openapi.js';
import type { EntrepriseRecord } from '../../../publish/artefacts/feed-layout.js';

/** The keys of T that may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

interface Component {
  type: string;
  additionalProperties: boolean;
  required: string[];
  properties: Record<string, unknown>;
}

const entreprise = (): Component => (openApiDocument([]).components as unknown as { schemas: { Entreprise: Component } }).schemas.Entreprise;

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
