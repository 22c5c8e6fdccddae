import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made-up notices: every company, mutuelle, person and number here is invented for the wording it
// shows. A legal person that is no company may hold an office (legal-persons.ts), and 'de la
// société' with no name after it is the notice's own company (extract-dirigeants.ts).

const header = 'CLINIQUE DES PINS\nSAS au capital de 10 000 000 F CFP – 1, rue Modèle, 98800 Nouméa – RIDET 1 000 001.001\n\n';

describe('a legal person appointed to an office in the notice’s company', () => {
  it("lists 'la MUTUELLE X, mutuelle régie par le code de la mutualité, …, représentée par son président M. Y, a été nommée présidente de la société' as président, not Y", () => {
    const notice = noticeOf(`${header}Aux termes de décisions collectives des associés du 3 mars 2031, la MUTUELLE DES PINS, mutuelle régie par le code de la mutualité, associée, représentée par son président M. Paul EXEMPLE, a été nommée présidente de la société pour une durée de trois ans, en remplacement de M. Luc ANCIEN, démissionnaire.`);
    expect(officersOf(notice)).toEqual(['MUTUELLE DES PINS (président)']);
  });

  it("lists a company 'nommée présidente de la société pour trois ans' (the notice's own company, unnamed)", () => {
    const notice = noticeOf(`${header}Aux termes de décisions collectives des associés du 3 mars 2031, la société GESTION MODÈLE, SAS, associée, représentée par son président M. Paul EXEMPLE, a été nommée présidente de la société pour une durée de trois ans, en remplacement de M. Luc ANCIEN, démissionnaire.`);
    expect(officersOf(notice)).toEqual(['GESTION MODÈLE (président)']);
  });

  it("still leaves out a company appointed president of another company named after 'de la société'", () => {
    const notice = noticeOf(`${header}Aux termes de décisions collectives des associés du 3 mars 2031, le siège a été transféré au 5, rue des Pins, Nouméa. La société GESTION MODÈLE, SAS, représentée par son président M. Paul EXEMPLE, a été nommée présidente de la société AUTRE EXEMPLE pour trois ans.`);
    expect(officersOf(notice)).toEqual([]);
  });

  it('lists every company of a list of directors each printed with its representative', () => {
    const sa = 'NICKELS COMMUNS\nSociété anonyme au capital de 100 000 000 F CFP – RIDET 1 000 001.001\n\n';
    const notice = noticeOf(`${sa}Aux termes de l'assemblée générale ordinaire du 3 mars 2031 ont été nommées administrateurs pour six ans :\n– la société ALPHA EXEMPLE, SAS, représentée par M. Paul EXEMPLE ;\n– la société BETA MODÈLE, SARL, représentée par Mme Ana MODÈLE.`);
    expect(officersOf(notice)).toEqual(['ALPHA EXEMPLE (administrateur)', 'BETA MODÈLE (administrateur)']);
  });
});
