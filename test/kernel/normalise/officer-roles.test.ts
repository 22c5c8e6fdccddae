import { describe, expect, it } from 'vitest';
import { extractDirigeants } from '../../../kernel/normalise/extract-dirigeants.ts';
import { roleHits } from '../../../kernel/normalise/officer-roles.ts';

// Made-up folded phrases: the letting of a business names no officer of the company.
const rolesIn = (folded: string) => roleHits(folded).map((hit) => hit.roles);

describe('the letting of a business is no gérant', () => {
  it.each(['location-gerance', 'location gerance', 'gerance libre', 'gerance-libre', 'gerance-location'])("reads no office in 'le fonds est donne en %s a m. paul exemple'", (letting) => {
    expect(rolesIn(`le fonds est donne en ${letting} a m. paul exemple`)).toEqual([]);
  });

  it('still reads the gérant named beside the letting', () => {
    expect(rolesIn('fin de la gerance libre ; m. paul exemple demeure gerant')).toEqual([['gérant']]);
  });
});

describe("a small ad's 'liq.' before the company that holds the office", () => {
  it.each(['sarl', 'selas', 'scp', 'societe'])("reads 'liq. %s …' as the liquidateur", (form) => {
    expect(rolesIn(`dissolution anticipee, liq. ${form} exemple et associes`)).toEqual([['liquidateur']]);
  });
});

describe("the court's appointees, whatever their title's gender", () => {
  it("reads a 'mandataire liquidatrice' as the mandataire judiciaire", () => {
    expect(rolesIn('la selarl exemple, mandataire liquidatrice, a ete designee')).toEqual([['mandataire judiciaire']]);
  });
});

// Made up. 'Gest.' cuts the management's word ('gestion', 'gestionnaire'): who runs the company, its manager.
describe("a small ad's 'Gest.' before its holder", () => {
  it("reads 'gest.' and 'gestionnaire' as the manager, and the management's object as no office", () => {
    expect(rolesIn('creat. sarl test – gest.:m.paul testard')).toEqual([['gérant']]);
    expect(rolesIn('nmt° co-gest. m.paul testard')).toEqual([['gérant']]);
    expect(rolesIn('le gestionnaire, m. paul testard')).toEqual([['gérant']]);
    expect(rolesIn('objet : gestion de biens immobiliers')).toEqual([]);
    expect(rolesIn('objet : gest. de biens immobiliers')).toEqual([]);
  });

  it("lists the manager a small ad labels 'Gest.', and lets go the one who resigns", () => {
    const read = (text: string) => extractDirigeants(text, { subjectName: 'LES TESTS' }).map((d) => [d.nom, d.fonction, d.action]);
    expect(read('CREAT° – SARL LES TESTS – Gest. : M. Paul TESTARD – Matr. 1 234 566.001')).toEqual([['TESTARD', 'gérant', 'nomination']]);
    expect(read('Démission Gest. M. Luc TESTEUR ; Nomination Gest. Mme Ana TESTARD – SARL LES TESTS')).toEqual([
      ['TESTEUR', 'gérant', 'cessation'],
      ['TESTARD', 'gérant', 'nomination'],
    ]);
  });
});

// Made up. A court notice's columns abbreviate the plan's commissioner by its initials, as 'MJ' and 'AJ'.
describe("the plan's commissioner by its initials", () => {
  it("reads 'CEP' before a lawyer's title or a colon, and no office in the word elsewhere", () => {
    expect(rolesIn('plan rj / sarl test / jgt 18/11/2026 / cep me ana testard')).toEqual([["commissaire à l'exécution du plan"]]);
    expect(rolesIn('cep : me ana testard')).toEqual([["commissaire à l'exécution du plan"]]);
    expect(rolesIn('vente de plants cep de vigne')).toEqual([]);
  });
});
