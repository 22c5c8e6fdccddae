import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A board of directors' composition as drafters print it after a decision: kept as it stood
// ('demeure composé de'), under a label that says it is unchanged, or as the directors' list after
// the meeting. Every member is a director; a director company's representative is none. Every
// text is made up for this file; the identifiers pass the check.

const SA = 'KOTI NAUTIC\nSA au capital de 10 000 000 F CFP\nRIDET 1 987 654.001\n\n';

describe('a board composition kept as it stood', () => {
  it("reads every member of 'le conseil d'administration demeure composé de', persons listed before companies", () => {
    const text = `${SA}Aux termes du conseil d'administration du 3 novembre 2026, M. Tom BALLU a été nommé directeur général délégué. Le conseil d'administration demeure composé de M. Paul LANGUE, Mme Anne VIRO, la société PÊCHERIES DE BALADE, SA, RIDET 2 000 008.001, et la société FROID DU NORD, SARL, RIDET 1 000 009.001.`;
    expect(officersOf(noticeOf(text))).toEqual(expect.arrayContaining(['Paul LANGUE (administrateur)', 'Anne VIRO (administrateur)', 'PÊCHERIES DE BALADE (administrateur)', 'FROID DU NORD (administrateur)']));
  });

  it("reads the companies under a label 'Conseil d'administration (inchangé) :'", () => {
    const text = `CHANGEMENT DE DÉNOMINATION\nAncienne dénomination : KOTI PLAISANCE\nNouvelle dénomination : KOTI NAUTIC\nForme : SA\nRIDET : 1987654.001\n\nDécision : assemblée générale extraordinaire du 6 novembre 2026.\nConseil d'administration (inchangé) : M. Paul LANGUE ; la société PÊCHERIES DE BALADE, SAS, RIDET 2000008.001 ; la société FROID DU NORD, SARL, RIDET 1000009.001.`;
    expect(officersOf(noticeOf(text))).toEqual(expect.arrayContaining(['PÊCHERIES DE BALADE (administrateur)', 'FROID DU NORD (administrateur)']));
  });
});

describe("the directors' list after the meeting", () => {
  it("reads no director company's representative in a composition, as none is in a list of directors", () => {
    const text = `NOMINATIONS\n${SA}L'assemblée générale ordinaire du 20 octobre 2026 a nommé administrateur Mme Anne VIRO.\nLe conseil d'administration est désormais composé de : M. Paul LANGUE ; Mme Anne VIRO ; la société PÊCHERIES DE BALADE, SAS, RIDET 2 000 008.001, représentée par M. Luc TIMBO.`;
    const officers = officersOf(noticeOf(text));
    expect(officers).toEqual(expect.arrayContaining(['Anne VIRO (administrateur)', 'PÊCHERIES DE BALADE (administrateur)']));
    expect(officers.join()).not.toContain('TIMBO');
  });

  it("reads no director's list where the label says no meeting's outcome ('Administrateurs démissionnaires :')", () => {
    const text = `NOMINATIONS\n${SA}L'assemblée générale du 20 octobre 2026 a nommé administrateur M. Tom BALLU.\nAdministrateurs démissionnaires : M. Paul LANGUE ; Mme Anne VIRO.`;
    expect(officersOf(noticeOf(text))).toEqual(['Tom BALLU (administrateur)']);
  });
});
