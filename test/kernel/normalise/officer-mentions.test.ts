import { describe, expect, it } from 'vitest';
import { findNamedMentions } from '../../../kernel/normalise/officer-mentions.ts';

// Made up. A company named right after a label's colon is looked for only after each colon
// (speed only): spaces or none after it, a name over two lines, at a line's end.
describe('findNamedMentions: companies named after a colon', () => {
  it('reads each label value in capitals, whatever the spaces after the colon', () => {
    const text = 'Président :   ALIZÉ PARTICIPATIONS, SAS au capital de 1 000 F.\nCommissaire aux comptes : AUDIT\nDU PACIFIQUE, SELARL.\nGérant : M. Jean DUPONT. Liquidateur :KAORI & FILS (SARL)\nsiège:NOUMÉA';
    expect(findNamedMentions(text).filter((m) => m.company).map((m) => [m.index, m.end, m.nom])).toEqual([
      [14, 34, 'ALIZÉ PARTICIPATIONS'],
      [89, 107, 'AUDIT DU PACIFIQUE'],
      [155, 167, 'KAORI & FILS'],
      [181, 187, 'NOUMÉA'],
    ]);
  });
});

// Made up. An office's whole word before a person named without civility names that person, as its
// compositor's shortening does ('Liq. Ana X', 'Liquidateur Ana X').
describe('findNamedMentions: a person after an office, without civility', () => {
  it('reads the person after a shortened and after a whole office word, not after another word', () => {
    expect(findNamedMentions('AGE 12.10.26 · Liquidateur Ana TESTARD · Gce.Paul TESTEUR').map((m) => [m.nom, m.prenoms])).toEqual([
      ['TESTARD', 'Ana'],
      ['TESTEUR', 'Paul'],
    ]);
    expect(findNamedMentions('AGE 12.10.26 · Constitution Ana TESTARD')).toEqual([]);
  });
});

// Made up. A role's list printed without civilities: each person after the comma that ends the
// previous one is the role's, not only the first.
describe('findNamedMentions: a role’s list of persons without civility', () => {
  it('reads every person of the list, and no person after a comma that follows no listed person', () => {
    expect(findNamedMentions('SCI «LES PINS», Koné. Gér. : Ana TESTARD, Paul TESTARD.\nRIDET 1234567.001').map((m) => [m.nom, m.prenoms])).toEqual([
      ['TESTARD', 'Ana'],
      ['TESTARD', 'Paul'],
    ]);
    expect(findNamedMentions('Siège : Koné, Paul TESTARD vend ses parts').filter((m) => !m.company)).toEqual([]);
  });
});

// Made up. A notice that sets its people's names in small caps prints given name and surname in
// capitals alike; a line break may cut one such name after its given name.
describe('findNamedMentions: a name in small caps cut by a line break', () => {
  it('reads the capitals word on the next line as the surname of the given name a line ended on, where the notice sets its names in small caps', () => {
    const text = 'a nommé en qualité de co-liquidateurs M. PAUL-ÉMILE\nTESTARD et MME ANA TESTARD, demeurant à Païta.';
    expect(findNamedMentions(text).filter((m) => !m.company).map((m) => `${m.prenoms ?? ''}|${m.nom}`)).toEqual(['|PAUL-ÉMILE TESTARD', '|ANA TESTARD']);
  });

  it('keeps a surname in capitals apart from a capitals word on the next line where names are in mixed case', () => {
    const text = 'a nommé en qualité de gérant M. DURAND\nLIMOGES et Mme Ana TESTARD.';
    expect(findNamedMentions(text).filter((m) => !m.company).map((m) => `${m.prenoms ?? ''}|${m.nom}`)).toEqual(['|DURAND', 'Ana|TESTARD']);
  });
});

// Made up. A surname's elided particle is glued to it ('d'ESSAI'), and a married name may have a
// particle of its own ('épouse du TESTEUR'): both stay in the person's name.
describe('findNamedMentions: particles in a surname and in a married name', () => {
  const people = (text: string) => findNamedMentions(text).filter((m) => !m.company).map((m) => [m.prenoms, m.nom]);

  it('reads a surname with an elided particle, with either apostrophe', () => {
    expect(people('Mme Anne d’ESSAI a été nommée gérante. M. Jean d\'ESSAI reste président.')).toEqual([
      ['Anne', 'd’ESSAI'],
      ['Jean', "d'ESSAI"],
    ]);
  });

  it('reads a married name with its particle', () => {
    expect(people("Mme Anne d'ESSAI épouse du TESTEUR a été nommée gérante.")).toEqual([['Anne', "d'ESSAI épouse du TESTEUR"]]);
  });
});

// Made up. A name printed in mixed case keeps its married name in mixed case too.
describe('findNamedMentions: a married name in mixed case', () => {
  const people = (text: string) => findNamedMentions(text).filter((m) => !m.company).map((m) => `${m.prenoms ?? ''} ${m.nom}`.trim());

  it('keeps `épouse Le Test` after a mixed-case surname, and stops before the next words', () => {
    const [person] = people('La même assemblée a nommé Mme Kim-Ly Essai épouse Le Test, demeurant 4, rue Guynemer, en qualité de cogérante.');
    expect(person).toContain('épouse Le Test');
    expect(person).not.toContain('demeurant');
  });
});

// Made up. New Caledonia's Vietnamese and Polynesian names carry letters beyond Latin-1 (a tilde
// with a hook, a macron): they are letters of the name, in capitals as in small letters.
describe('findNamedMentions: letters beyond Latin-1 in a name', () => {
  it('reads a given name and a surname that hold them whole', () => {
    expect(findNamedMentions('Directeur général délégué : M. TRẦN Văn Dũng. Gérante : Mme Tūmata TEMAURI.').map((m) => [m.nom, m.prenoms])).toEqual([
      ['TRẦN', 'Văn Dũng'],
      ['TEMAURI', 'Tūmata'],
    ]);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from boussoles). A register's order: surname,
// maiden or married name, then the given names after them, all of the one person.
describe('findNamedMentions: surname first, a married or maiden name, then the given names', () => {
  it('reads the given names after the maiden name, and a given-name-first married name as before', () => {
    expect(findNamedMentions('Sont nommés gérants : M. TESTARD Paul-Henri et Mme TESTARD née ESSAI Martine, demeurant à Tina.').map((m) => [m.nom, m.prenoms])).toEqual([
      ['TESTARD', 'Paul-Henri'],
      ['TESTARD née ESSAI', 'Martine'],
    ]);
    expect(findNamedMentions('Mme Anne TESTARD épouse ESSAI, gérante.').map((m) => [m.nom, m.prenoms])).toEqual([['TESTARD épouse ESSAI', 'Anne']]);
  });
});
