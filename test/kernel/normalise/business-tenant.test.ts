import { describe, expect, it } from 'vitest';
import { toldAsTenant } from '../../../kernel/normalise/business-tenant.ts';
import { subjectOf } from './notice-helpers.ts';

// The tenant of a location-gérance told by each wording a reader knows it by, in folded text, every
// sentence made up for this file: the words around one identifier (its line before it, its clause
// before it, its sentence after it).
const tenant = ({ line = '', before = '', after = '' }: { line?: string; before?: string; after?: string }) =>
  toldAsTenant(`${before}ridet 1 234 567.001${after}`, line, before, after);

describe('the company a business is let to', () => {
  it('is read by its part named on its line or right after its identifier', () => {
    expect(tenant({ line: 'locataire-gerant : la sarl kappa, ' })).toBe(true);
    expect(tenant({ after: ', locataire gerante du fonds situe a kone' })).toBe(true);
  });

  // (2026-12-07, twelfth session, from charnieres cn16.)
  it('is read by its part named after its address printed bare', () => {
    expect(tenant({ after: ', 23, rue roger\ngervolino, riviere-salee, 98800 noumea, locataire-gerante.' })).toBe(true);
    expect(tenant({ after: ', 4 bis avenue foch, 98800 noumea, locataire-gerant du fonds' })).toBe(true);
  });

  it('is read by the letting told to it after its identifier, whichever name the letting goes by', () => {
    expect(tenant({ after: ", fait savoir que la societe lambda lui a consenti une location-gerance sur son restaurant" })).toBe(true);
    expect(tenant({ after: ' a recu en gerance libre le snack du port a compter du 1er mars' })).toBe(true);
    expect(tenant({ after: " s'est vu confier la gerance-location du magasin de la rue des cocotiers" })).toBe(true);
  });

  it('is read by its own verb of working the business as its tenant', () => {
    expect(tenant({ after: ' exploitera desormais la boulangerie en qualite de locataire-gerante' })).toBe(true);
  });

  it("is read as the letting's indirect object before its identifier", () => {
    expect(tenant({ before: 'la societe lambda a concede en location-gerance a la sarl kappa, ' })).toBe(true);
  });

  it('is not read where no letting is told', () => {
    expect(tenant({ after: ' a cede son fonds de commerce a la societe lambda' })).toBe(false);
    expect(tenant({ line: 'gerante : mme rose exemple', after: ', au capital de 100 000 f' })).toBe(false);
  });
});

describe('the tenant after the letting’s noun and its participle', () => {
  it("reads the company a renewed location-gérance is 'consentie à'", () => {
    expect(
      tenant({ before: "la societe fournil du col, sarl, ridet 1 000 009.001, a renouvele pour deux ans la location-gerance du fonds de boulangerie sis 4 rue de la mine, thio, consentie a la societe pains du sud, sarl, " }),
    ).toBe(true);
  });

  it("reads no tenant in the owner the business 'appartenant à'", () => {
    expect(tenant({ before: 'la location-gerance du fonds, consentie a m. paul kape, appartenant a la societe fournil du col, sarl, ' })).toBe(false);
  });
});

describe('a renewed location-gérance between two companies', () => {
  it('reads the lessor that renews it, the tenant named after the letting', () => {
    const text =
      "RENOUVELLEMENT DE LOCATION-GÉRANCE\nLa société FOURNIL DU COL, SARL, RIDET 1 000 009.001, a renouvelé pour deux ans à compter du 1er décembre 2026 la location-gérance du fonds de boulangerie sis 4 rue de la Mine à Thio, consentie à la société PAINS DU SUD, SARL, RIDET 3 000 007.001, suivant acte du 2 novembre 2026.";
    expect(subjectOf(text)).toBe('1000009');
  });
});
