import { describe, expect, it } from 'vitest';
import { expectOpenApiValid } from './helpers/openapi-validator.ts';
import type { RawResponse } from './helpers/http-request.ts';

/** A 200 answer of GET /v1/entreprises/{ridet} carrying `body`, as the validator sees a response. */
function answer(body: unknown): RawResponse {
  const text = JSON.stringify(body);
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, raw: Buffer.from(text), text, json: body };
}

const RECORD = {
  ridet: '1234567001', denomination: 'X', forme_juridique: null, capital: '100 000 F CFP', capital_montant: { montant: 100000, devise: 'XPF' },
  siege: null, anciennes_denominations: [], dirigeants: [],
  dirigeants_anciens: [
    { nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', depuis: '2024-01-10', jusqu_au: '2024-06-01', annonce_debut: 'a1', annonce_fin: 'a2' },
    { nom: 'MARTIN', prenoms: null, fonction: 'gérant', depuis: null, jusqu_au: '2023-02-01', annonce_debut: null, annonce_fin: 'a0' },
  ],
  etat: null, annonces: [], nombre_annonces: 0, fiche_url: 'https://annonces.nc/entreprise.html?ridet=1234567001',
};

const valid = (body: unknown) => () => expectOpenApiValid('GET', '/v1/entreprises/1234567001', answer(body));

describe('the OpenAPI Entreprise component (former officers, typed capital)', () => {
  it('accepts a record with former officers and a typed capital, and one published before those fields', () => {
    expect(valid(RECORD)).not.toThrow();
    expect(valid({ ...RECORD, capital_montant: null })).not.toThrow();
    const { capital_montant: _c, dirigeants_anciens: _d, ...older } = RECORD;
    expect(valid(older)).not.toThrow();
  });

  it('refuses a former officer without an end, or with a key it does not describe', () => {
    const [first] = RECORD.dirigeants_anciens;
    const { jusqu_au: _j, ...endless } = first!;
    expect(valid({ ...RECORD, dirigeants_anciens: [endless] })).toThrow();
    expect(valid({ ...RECORD, dirigeants_anciens: [{ ...first, jusqu_au: null }] })).toThrow();
    expect(valid({ ...RECORD, dirigeants_anciens: [{ ...first, annonce_id: 'a1' }] })).toThrow();
  });

  it('refuses an amount that is not positive, or in a currency it does not list', () => {
    expect(valid({ ...RECORD, capital_montant: { montant: 0, devise: 'XPF' } })).toThrow();
    expect(valid({ ...RECORD, capital_montant: { montant: 100, devise: 'USD' } })).toThrow();
    expect(valid({ ...RECORD, capital_montant: { montant: '100 000', devise: 'XPF' } })).toThrow();
  });
});
