import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';

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

// Made up. A company named among new directors with the permanent representative it designates.
describe('a director company designating its permanent representative', () => {
  // Set in a narrow column, as the JONC prints it.
  const text = "16 juillet 2026 JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE 8207\n\nESSAIS AUTOMOBILES\nSociété anonyme au capital de 150 000 000 F CFP\nSiège social : 58, route de la Baie-des-Dames,\nDucos, 98800 Nouméa\nRIDET n° 1 000\n009.001\n\nMODIFICATIONS DANS L'ADMINISTRATION\nET LA DIRECTION GÉNÉRALE\n\nI. – L'assemblée générale ordinaire annuelle\ndu 25 juin 2026 a :\n– constaté l'expiration des mandats d'admi-\nnistrateur de M. Gérard LAFLEUR-SALAÜN\net de Mme Monique ARMAND, qui n'ont pas\nété renouvelés ;\n– renouvelé le mandat d'administrateur de\nM. Christian ROCHEFORT-NÉA ;\n– nommé en qualité d'administrateurs, pour\nsix ans : Mme Stéphanie WAMO-HNYIMAN,\nM. Hugo DELVAUX et la société HOLDING\nDES TESTS, société anonyme,\nRIDET n° 2 000 008.001, qui a désigné\nM. Paul ESSAI comme représentant\npermanent.\nII. – Le conseil d'administration, réuni à l'is-\nsue de l'assemblée, a décidé de dissocier les\nfonctions de président et de directeur géné-\nral et a nommé :\n– M. Christian ROCHEFORT-NÉA, président\ndu conseil d'administration, en remplacement\nde M. Gérard LAFLEUR-SALAÜN, président-\ndirecteur général sortant ;\n– Mme Stéphanie WAMO-HNYIMAN, direc-\ntrice générale ;\n– M. Hugo DELVAUX, directeur général dé-\nlégué.\n\nPour extrait certifié conforme,\nMe Arnaud PELLETIER, avocat,\nsecrétaire de séance.\n";

  it('is judged another company’s officer, the notice published under the company it sits for', () => {
    const judged = judgeRidets(text, findRidets(text));
    expect(judged.map((j) => [j.match.rid, j.third])).toEqual([
      ['1000009', false],
      ['2000008', true],
    ]);
    expect(noticeOf(text).ridet).toBe('1000009001');
  });
});

// Made up (2026-12-07, eighteenth session, from tourelles tv13). A list of an organ's members goes on
// from a person to a company opened by its article ('M. X, la société Y, représentée par M. Z'): Y is
// an item of the list; a company right after a person without its article is his firm.
describe('a company listed after a person under an office’s label', () => {
  it("lists 'la société Y' after 'M. X,' as a member", () => {
    const notice = noticeOf(`${header}Le conseil d'administration du 20 août 2031 a transféré le siège social au 4, rue Modèle, Nouméa.\n\nAdministrateurs : M. Paul EXEMPLE, la société GESTION MODÈLE, représentée par M. Hugo TÉMOIN, M. Luc AUTRE`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (administrateur)', 'GESTION MODÈLE (administrateur)', 'Luc AUTRE (administrateur)']);
  });

  it("keeps a person's firm without its article out ('Me X, SCP Y')", () => {
    const notice = noticeOf(`${header}Le conseil d'administration du 20 août 2031 a transféré le siège social au 4, rue Modèle, Nouméa.\n\nLiquidateur : Me Paul EXEMPLE, SELARL MANDATS MODÈLES`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (liquidateur)']);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk12). The subject's office told by its
// possessive in apposition before the company holding it ('dans les bureaux de sa gérante, la société
// G, …'): G holds it, or leaves it when the words before say so.
describe("a company named after the subject's possessive office", () => {
  const moved = (words: string) =>
    `LES TESTS DE PLUM\nSociété civile immobilière au capital de 200 000 F CFP\nRIDET 1 000 001.001\n\nAux termes d'une délibération du 11 mai 2031, les associés de la société civile immobilière LES TESTS DE PLUM ${words}, la société GESTION MODÈLE, société à responsabilité limitée, RIDET 1 234 566.001, à compter du 1er juin 2031.`;

  it('lists the company as holding the office', () => {
    expect(officersOf(noticeOf(moved('ont décidé de transférer le siège social au 120, route du Sud, 98809 Mont-Dore, dans les bureaux de sa gérante')))).toEqual(['GESTION MODÈLE (gérant)']);
  });

  it('lists no office the words before end', () => {
    expect(officersOf(noticeOf(moved('ont pris acte de la démission de sa gérante')))).toEqual([]);
  });
});

// Made up (2026-12-07, eighteenth session, from archivoltes ah08). A merger's consequences listed by
// items: the absorbed company's item tells its own act ('– la société B s'est trouvée dissoute …'),
// no item of the office the item above named.
describe("a company's item telling its own act after an office's item", () => {
  it('gives the company no office', () => {
    const notice = noticeOf(
      `${header}Les associées ont approuvé le 11 mai 2031 la fusion par absorption de la société GESTION MODÈLE, SARL, RIDET 1 234 566.001.\nEn conséquence :\n– la société CLINIQUE DES PINS a augmenté son capital de 1 200 000 F CFP ; la présidence demeure assurée par Mme Nadia EXEMPLE ;\n– la société GESTION MODÈLE s'est trouvée dissoute de plein droit, sans liquidation, à compter du 11 mai 2031.`,
    );
    expect(officersOf(notice)).toEqual(['Nadia EXEMPLE (président)']);
  });
});
