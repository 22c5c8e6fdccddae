import { describe, expect, expectTypeOf, it } from 'vitest';
import { CORE_CONTRACT } from '../../../api/core-module.ts';
import { openApiDocument } from '../../../api/openapi.ts';
import {
  FORMER_OFFICER,
  OFFICER_IN_OFFICE,
  officerItem,
  type OfficerColumn,
  type OfficerFieldName,
  type OptionalOfficerFieldName,
} from '../../../kernel/model/officer-record.ts';
import type { DirigeantAncien, DirigeantEnFonction } from '../../../publish/artefacts/feed-layout.ts';
import { readDoc } from '../../helpers/docs-text.ts';
import type { DirigeantRow } from '../../../publish/artefacts/warehouse-batches.ts';

/** The keys of T that may be left out. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

interface Component {
  required: string[];
  properties: Record<string, unknown>;
}

const component = (name: 'Dirigeant' | 'DirigeantAncien'): Component =>
  (openApiDocument([CORE_CONTRACT]).components as unknown as { schemas: Record<string, Component> }).schemas[name]!;

const ROW: DirigeantRow = {
  ridet: '1234567001', nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', depuis: '2024-01-10', jusqu_au: '2024-06-01',
  publie_le: '2024-01-12', fin_publiee_le: '2024-06-03', annonce_debut: 'a1', annonce_fin: 'a2',
};

describe('the officer declarations', () => {
  for (const [name, fields] of [['Dirigeant', OFFICER_IN_OFFICE], ['DirigeantAncien', FORMER_OFFICER]] as const) {
    it(`are the OpenAPI ${name} component: properties in order, required fields, each saying why`, () => {
      const schema = component(name);
      expect(Object.keys(schema.properties)).toEqual(fields.map((f) => f.name));
      for (const field of fields) {
        expect(schema.properties[field.name], field.name).toEqual(field.schema);
        expect(field.why.length, field.name).toBeGreaterThan(15);
      }
      expect(schema.required).toEqual(fields.filter((f) => f.required).map((f) => f.name));
    });
  }

  it('require what every record has had since the first snapshot, and no other', () => {
    // Pinned: making a field required breaks clients reading records published before it.
    expect(OFFICER_IN_OFFICE.filter((f) => f.required).map((f) => f.name)).toEqual(['nom', 'prenoms', 'fonction', 'depuis']);
    expect(FORMER_OFFICER.filter((f) => f.required).map((f) => f.name)).toEqual(
      ['nom', 'prenoms', 'fonction', 'depuis', 'jusqu_au', 'annonce_debut', 'annonce_fin'],
    );
  });

  it('have the shapes of DirigeantEnFonction and DirigeantAncien, and read columns of the officers\' rows', () => {
    // Checked by tsc.
    expectTypeOf<keyof DirigeantEnFonction>().toEqualTypeOf<OfficerFieldName<typeof OFFICER_IN_OFFICE>>();
    expectTypeOf<OptionalKeys<DirigeantEnFonction>>().toEqualTypeOf<OptionalOfficerFieldName<typeof OFFICER_IN_OFFICE>>();
    expectTypeOf<keyof DirigeantAncien>().toEqualTypeOf<OfficerFieldName<typeof FORMER_OFFICER>>();
    expectTypeOf<OptionalKeys<DirigeantAncien>>().toEqualTypeOf<OptionalOfficerFieldName<typeof FORMER_OFFICER>>();
    expectTypeOf<OfficerColumn>().toExtend<keyof DirigeantRow>();
    expect(FORMER_OFFICER.length).toBeGreaterThan(OFFICER_IN_OFFICE.length);
  });

  it('publish an officer in declaration order, each value from its column', () => {
    expect(officerItem(ROW, OFFICER_IN_OFFICE)).toEqual({
      nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', depuis: '2024-01-10', publie_le: '2024-01-12', annonce_debut: 'a1',
    });
    const former = officerItem(ROW, FORMER_OFFICER);
    expect(Object.keys(former)).toEqual(['nom', 'prenoms', 'fonction', 'depuis', 'publie_le', 'jusqu_au', 'fin_publiee_le', 'annonce_debut', 'annonce_fin']);
    expect(former).toMatchObject({ jusqu_au: '2024-06-01', fin_publiee_le: '2024-06-03', annonce_fin: 'a2' });
  });
});

/** The names of the first `{a, b, c}` list after `marker` in a doc. */
function listAfter(doc: string, marker: string): string[] {
  const start = doc.indexOf(marker);
  expect(start, marker).toBeGreaterThanOrEqual(0);
  const list = /\{([a-z_, ]+)\}/.exec(doc.slice(start + marker.length));
  expect(list, marker).not.toBeNull();
  return list![1]!.split(',').map((name) => name.trim());
}

describe('the docs of the officers', () => {
  const inOffice = OFFICER_IN_OFFICE.map((f) => f.name);
  const former = FORMER_OFFICER.map((f) => f.name);

  it('docs/api.md lists exactly the declared fields of each, in order', () => {
    const doc = readDoc('api.md');
    expect(listAfter(doc, 'anciennes_denominations, dirigeants: [')).toEqual(inOffice);
    expect(listAfter(doc, '**Former officers.** `dirigeants_anciens` lists')).toEqual(former);
  });

  it('docs/artefacts.md lists exactly the declared fields of each, in order', () => {
    const doc = readDoc('artefacts.md');
    expect(listAfter(doc, '| `dirigeants` |')).toEqual(inOffice);
    expect(listAfter(doc, '| `dirigeants_anciens` |')).toEqual(former);
  });
});
