import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { appointedAfterRole, asCoordinatedList } from '../../../kernel/normalise/appointee-after-role.ts';
import { fold } from '../../../kernel/normalise/fold.ts';

// Companies an appointment or an admission names after its verb and its role take a place in the
// notice's company (an office, a seat on its board, a membership): the notice stays the company's
// whose name block heads it. Every text is made up for this file; the identifiers pass the check.
const SUBJECT = '1000009';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

/** Whether the identifier printed after `marker` reads as an appointee's. */
function appointeeAt(text: string, marker: string): boolean {
  const folded = fold(text);
  const index = folded.indexOf(fold(marker));
  if (index < 0) throw new Error(`marker not found: ${marker}`);
  const prose = folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
  return appointedAfterRole(prose, prose.slice(Math.max(0, index - 400), index), folded, index, index + marker.length);
}

describe('companies named after the appointing verb and their role', () => {
  it('reads the members a grouping admits, listed with dashes after a colon', () => {
    const text =
      "GROUPEMENT DES MARAÎCHERS DE LA PLAINE\nGroupement d'intérêt économique – Bourail\nRIDET 1 000 009.001\n\nSuivant délibération de l'assemblée des membres du 2 novembre 2026, le groupement a admis en qualité de membres, avec effet au 1er décembre 2026 :\n– la société SERRES DE NESSADIOU, SARL, RIDET 2 000 008.001 ;\n– la société PÉPINIÈRE DU CAP, SAS, RIDET 3 000 007.001.\nLe contrat constitutif est modifié en conséquence.";
    expect(readingOf(text)).toBe(`statuts ${SUBJECT}`);
  });

  it('reads two board members named after the verb, joined by et, each with a representative', () => {
    const text =
      "CONSERVERIE DU NORD\nSociété anonyme à directoire et conseil de surveillance – Koumac – RIDET 1 000 009.001\n\nL'assemblée générale du 5 novembre 2026 a désigné membres du conseil de surveillance la société PÊCHERIES DE BALADE (RIDET 2 000 008.001), représentée par M. Louis ARDIMI, et la société FROID DU GRAND NORD (RIDET 3 000 007.001), représentée par Mme Anne TEIN.";
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it("reads a small ad's heading, an office and its participle closed by a dash, as the event of the company after it, not that company's appointment", () => {
    const text = 'Le Cagou des Tests — mardi 9 juin 2026\n\nDGD NOMMÉ — *** PHARMACIE DES ESSAIS *** SAS · 1000009.001\nDGD : Ana TESTARD — Prés. inch. : Paul TESTARD';
    expect(appointeeAt(text, '1000009.001')).toBe(false);
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it('still reads the company a bulleted dash opens right after the office and its participle as the appointee', () => {
    const text = 'ESSAIS DU NORD\nSARL – RIDET 1 000 009.001\n\nCogérants nommés : – la société TESTS ASSOCIÉS, SAS, RIDET 2 000 008.001.';
    expect(appointeeAt(text, 'RIDET 2 000 008.001')).toBe(true);
  });

  it('reads co-managers under a label with its participle, bulleted', () => {
    const text =
      "AVIS DE NOMINATION DE COGÉRANTES\n\nDénomination : GARAGE DE LA RIVIÈRE SALÉE\nForme : SNC\nN° RIDET : 1 000 009.001\n\nCo-gérantes désignées à compter du 1er décembre 2026 :\n  • la société PNEUS DU SUD, SARL (RIDET 2 000 008.001), représentée par son gérant, M. Paul HNAWIA ;\n  • la société LUBRIFIANTS CALÉDONIENS, SAS (RIDET 3 000 007.001), représentée par son président, M. Yves TUTUGORO.";
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it('reads the companies listed one a line before the plural verb of their appointment', () => {
    const text =
      "MINOTERIE DU PACIFIQUE\nSA au capital de 90 000 000 F CFP – Nouméa\nRIDET 1 000 009.001\n\nL'assemblée du 3 novembre 2026 :\n– la société GRAINS DU PACIFIQUE, SA, RIDET 2 000 008.001, représentée par M. Luc WAIA, et\n– la société FARINES ET SONS, SAS, RIDET 3 000 007.001, représentée par Mme Ida KONÉ,\nont été élues administratrices pour six ans.";
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it('reads co-liquidator companies listed after the appointing verb, the dissolved company identified only at the foot', () => {
    const text =
      "DISSOLUTION ANTICIPÉE\nL'assemblée générale extraordinaire du 4 novembre 2026 a décidé la dissolution anticipée de la société et a désigné comme co-liquidateurs :\n– la société AUDIT DU NORD, SARL, RIDET 2 000 008.001, 3 rue Clemenceau, Koné ;\n– la société GESTION ET CHIFFRES, SAS, RIDET 3 000 007.001, 9 rue Anatole-France, Nouméa.\nPour la société SCIERIE DE LA OUENGHI, SARL, RIDET 1 000 009.001.";
    expect(readingOf(text)).toBe(`dissolution ${SUBJECT}`);
  });

  it('reads a board member named between the appointing verb and its capacity', () => {
    const text =
      "SOCIÉTÉ DES TRANSPORTS DU NORD\nSociété anonyme à directoire et conseil de surveillance – Koumac – RIDET 1 000 009.001\n\nNomination : le conseil de surveillance du 3 novembre 2026 a coopté la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, représentée par M. Louis ARDIMI, en qualité de membre, en remplacement de M. Jean KAPÉ.";
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it('reads a company told appointed to the board after its own description, and one whose mandate of member is renewed', () => {
    const named =
      "SOCIÉTÉ DES TRANSPORTS DU NORD\nSA à directoire – Koumac – RIDET 1 000 009.001\n\nLa société GESTION DU NORD, SARL, RIDET 2 000 008.001, représentée par M. Luc WAIA, est désignée membre du directoire par le conseil de surveillance du 3 novembre 2026.";
    const renewed =
      "SOCIÉTÉ DES TRANSPORTS DU NORD\nSA à directoire – Koumac – RIDET 1 000 009.001\n\nL'assemblée du 3 novembre 2026 a renouvelé les mandats de membres du conseil de surveillance de la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, et de la société FROID DU NORD, SARL, RIDET 3 000 007.001.";
    expect(readingOf(named)).toBe(`nomination ${SUBJECT}`);
    expect(readingOf(renewed)).toBe(`nomination ${SUBJECT}`);
  });

  it("reads the company whose entry into the grouping is approved, and members listed by their bare names over their forms", () => {
    const entry = "L'assemblée des membres a agréé l'entrée dans le groupement de la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001.";
    const bare = 'Nouveaux membres admis le 3 novembre 2026 : PÊCHERIES DE BALADE (SAS, RIDET 2 000 008.001) ; FROID DU NORD (SARL, RIDET 3 000 007.001).';
    expect(appointeeAt(entry, 'RIDET 2 000 008.001')).toBe(true);
    expect(appointeeAt(bare, 'RIDET 2 000 008.001')).toBe(true);
    expect(appointeeAt(bare, 'RIDET 3 000 007.001')).toBe(true);
  });

  it('keeps the company appointing its officer named before the verb the subject', () => {
    const text =
      "NOMINATION\nL'assemblée générale de la société ATELIERS DU PORT, SARL, RIDET 1 000 009.001, a nommé la société GESTION DU NORD, SAS, RIDET 2 000 008.001, représentée par M. Luc WAIA, en qualité de gérante, le 3 novembre 2026.";
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it('reads each appointee of the list, not only the first', () => {
    const text = "L'assemblée a nommé administratrices la société TRAVAUX DU LAGON, SA, RIDET 2 000 008.001, et la société BÉTONS DU SUD, SAS, RIDET 3 000 007.001.";
    expect(appointeeAt(text, 'RIDET 2 000 008.001')).toBe(true);
    expect(appointeeAt(text, 'RIDET 3 000 007.001')).toBe(true);
  });

  it("keeps the company an office is held in the subject: 'nommé gérant de la société S'", () => {
    // The company named in capitals (a one-letter 'S' is no name the rules read: they read the
    // appointee as a trader, whom the officer-read-as-name guard then quarantines).
    const text = "M. Paul WAMYTAN a été nommé gérant de la société SOLEIL DU NORD, SARL, RIDET 1 000 009.001, à compter du 1er décembre 2026.";
    expect(appointeeAt(text, 'RIDET 1 000 009.001')).toBe(false);
    expect(readingOf(text)).toBe(`nomination ${SUBJECT}`);
  });

  it('keeps a company that appoints its own officer the subject when it names its own act after a role', () => {
    const text =
      "Aux termes de l'assemblée du 2 novembre 2026, ont été nommés administrateurs M. Jean KAPÉ et Mme Rose ONDO. La société ATELIERS DU PORT, SA, RIDET 1 000 009.001, a par ailleurs transféré son siège.";
    expect(appointeeAt(text, 'RIDET 1 000 009.001')).toBe(false);
  });

  it("reads no appointee in the grouping a member joins, named after the role's complement", () => {
    const text =
      "la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, a été admise en qualité de membre du groupement d'intérêt économique « GIE THONIERS DU NORD », dont le siège est à Koumac, RIDET 1 000 009.001.";
    expect(appointeeAt(text, 'RIDET 1 000 009.001')).toBe(false);
  });

  it('reads the items of a list as companies listed together', () => {
    expect(asCoordinatedList("la societe a, sarl, ridet 2 000 008.001 ;\n– la societe b, sas, ")).toBe('la societe a, sarl, ridet 2 000 008.001 et la societe b, sas, ');
  });
});
