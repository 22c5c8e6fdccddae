import { describe, expect, it } from 'vitest';
import { withoutForeignFormSuffix } from '../../../kernel/normalise/foreign-form.ts';
import { namedWithOffice } from '../../../kernel/normalise/person-with-office.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { withoutFormPrefix } from '../../../kernel/normalise/subject-company.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices full of other registers' numbers showed missing
// (test/kernel/normalise/registres): an RCS number in the civil companies' book, a group's members
// listed before the group's own identifier, a form before 'DES', a foreign form after the name,
// officers confirmed or named in a relative clause, an office right after the person appointed.
// Every text here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'G1');
const officersIn = (text: string): string[] => officersOf(noticeOf(text));

describe('an RCS number in the book of civil companies or of groups', () => {
  it('reads the RID of a number whose letter is D, printed apart from the register’s label', () => {
    const text =
      "Suivant acte du 2 mars 2026, il a été constitué une société civile immobilière dénommée « KAZ DES PINS », capital 100 000 F CFP, siège à Nouméa. Gérant : M. Paul EXEMPLE.\nLa société a été immatriculée au RCS de Nouméa le 9 mars 2026 sous le numéro 2026 D 1 000 001.";
    expect(read(text)).toEqual(['creation', 'KAZ DES PINS', 'SCI', '1000001001', '2026-03-02']);
  });

  it('reads a number whose letter is C (a group) with a two-digit year', () => {
    expect(findRidets('inscrit sous le n° 98 C 1 000 001').map((m) => m.ridet.slice(0, 7))).toEqual(['1000001']);
  });

  it('still takes no number after a year and a letter the register does not use', () => {
    expect(findRidets('exercice 2026 E 1 000 001').map((m) => m.ridet)).toEqual([]);
  });
});

describe('a group’s members listed under their heading before the group’s own identifier', () => {
  const gie = (heading: string): string =>
    `GIE KAZ DE LA MER\nGroupement d'intérêt économique\nSiège : Koumac\n\n${heading}\n– KAZ UN, SARL, RIDET 2 000 002.001 ;\n– KAZ DEUX, SAS, RIDET 3 000 003.001.\n\nPROROGATION\n\nL'assemblée des membres du 4 mars 2026 a décidé de proroger la durée du groupement de vingt ans et a renouvelé M. Paul EXEMPLE dans ses fonctions d'administrateur unique.\nLe groupement est immatriculé au RIDET sous le n° 1 000 001.001.`;

  it('publishes the notice under the group’s identifier, printed last', () => {
    // 'GIE' opening the heading is the form before the name (docs/reader-history.md, "Names the fitted score need not doubt").
    expect(read(gie('Membres :'))).toEqual(['statuts', 'KAZ DE LA MER', 'GIE', '1000001001', '2026-03-04']);
  });

  it('reads partners listed so the same way', () => {
    expect(read(gie('Associés :'))).toEqual(['statuts', 'KAZ DE LA MER', 'GIE', '1000001001', '2026-03-04']);
  });
});

describe('a person named with an office is no individual trader', () => {
  it('sees the office after the name', () => {
    expect(namedWithOffice(" dans ses fonctions d'administrateur unique. Le groupement est immatriculé")).toBe(true);
    expect(namedWithOffice(', gérant, ')).toBe(true);
    expect(namedWithOffice(' en qualité de présidente')).toBe(true);
  });

  it('sees no office in a trader’s own description', () => {
    expect(namedWithOffice(', commerçant, exploitant le fonds « KAZ », RIDET ')).toBe(false);
    expect(namedWithOffice(', artisan, demeurant à Bourail. Son fonds de commerce')).toBe(false);
  });
});

describe('a form abbreviation before DE, DU or DES is the name’s own head', () => {
  it('keeps the form before a preposition', () => {
    expect(withoutFormPrefix('GIE DES PÊCHEURS DE KAZ', 'GIE DES PÊCHEURS DE KAZ')).toBe('GIE DES PÊCHEURS DE KAZ');
    expect(withoutFormPrefix('SCI DU COL DE KAZ', 'SCI DU COL DE KAZ')).toBe('SCI DU COL DE KAZ');
  });

  it('still leaves out a form before any other word', () => {
    expect(withoutFormPrefix('SCI LES PINS DE KAZ', 'SCI LES PINS DE KAZ')).toBe('LES PINS DE KAZ');
    expect(withoutFormPrefix('SARL DELTA KAZ', 'SARL DELTA KAZ')).toBe('DELTA KAZ');
  });
});

describe('a foreign company’s form printed after its name', () => {
  it('leaves Pty Ltd, Ltd and Limited out of the name', () => {
    expect(withoutForeignFormSuffix('KAZ MARINE Pty Ltd')).toBe('KAZ MARINE');
    expect(withoutForeignFormSuffix('KAZ TRADING LIMITED')).toBe('KAZ TRADING');
    expect(withoutForeignFormSuffix('KAZ HOLDINGS PTY. LTD.')).toBe('KAZ HOLDINGS');
  });

  it('keeps a name with no such form, and a name that would be nothing without it', () => {
    expect(withoutForeignFormSuffix('LIMITED EDITION KAZ')).toBe('LIMITED EDITION KAZ');
    expect(withoutForeignFormSuffix('LIMITED')).toBe('LIMITED');
  });

  it('publishes a branch of a foreign company under its name without the form', () => {
    const text =
      "KAZ REEF SERVICES Pty Ltd\nSociété de droit australien — ABN 12 345 678 901\n\nPar résolution de son conseil du 3 mars 2026, la société a décidé l'ouverture d'une succursale à Nouméa, immatriculée au RIDET sous le n° 1 000 001.001.\nAdministrateur : M. Paul EXEMPLE.";
    expect((read(text) as unknown[])[1]).toBe('KAZ REEF SERVICES');
  });
});

describe('officers confirmed in their functions, or named in a relative clause', () => {
  it('reads a confirmation and the second name’s functions told by "dans celles de"', () => {
    const text =
      "KAZ TRANSPORTS, SA, RIDET 1 000 001.001.\nPar délibération du 3 mars 2026, l'assemblée générale extraordinaire a réduit le capital social de 10 000 000 F CFP. Le conseil d'administration a confirmé M. Paul EXEMPLE dans ses fonctions de président et Mme Rose MODÈLE dans celles de directrice générale.";
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (président)', 'Rose MODÈLE (directeur général)']);
  });

  it('lists the subject’s officer named in "dont la gérante est" after its own identifier', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds de boulangerie exploité à Nouméa, consentie par la SARL KAZ PAIN, RIDET 1 000 001.001, dont la gérante est Mme Rose MODÈLE, au profit de M. Paul AUTRE, a pris fin le 28 février 2026.";
    expect(officersIn(text)).toEqual(['Rose MODÈLE (gérant)']);
  });

  it('does not list the officer another company’s relative clause names', () => {
    const text =
      "MISE EN LOCATION-GÉRANCE\n\nAux termes d'un acte du 2 mars 2026, la SARL KAZ LOCATAIRE, RIDET 2 000 002.001, dont la gérante est Mme Rose MODÈLE, prend en location-gérance le fonds de commerce de boulangerie appartenant à la SARL KAZ PAIN, RIDET 1 000 001.001, siège à Nouméa.";
    expect(read(text)).toEqual(['cession', 'KAZ PAIN', 'SARL', '1000001001', '2026-03-02']);
    expect(officersIn(text)).toEqual([]);
  });
});

describe('a relative clause that follows no identifier', () => {
  it('does not list the officer of a company the clause may describe', () => {
    const text =
      "VENTE DE FONDS\n\nPar acte du 2 mars 2026, la SARL KAZ PAIN, RIDET 1 000 001.001, a vendu à la SARL KAZ AUTRE, dont le gérant est M. Paul AUTRE, son fonds de boulangerie exploité à Nouméa.";
    expect(officersIn(text)).toEqual([]);
  });
});

describe('an office named right after the person appointed', () => {
  it('types "a nommé M. X cogérant" as an appointment', () => {
    const text =
      "KAZ MARAÎCHERS, société coopérative à forme de SARL, N° RID 1 000 001.\nL'assemblée générale du 3 mars 2026 a nommé M. Paul EXEMPLE cogérant, aux côtés de Mme Rose MODÈLE, gérante.";
    expect((read(text) as unknown[])[0]).toBe('nomination');
  });
});

describe('a company’s own removal from the register', () => {
  it('types the closure of a branch and its radiation as a dissolution', () => {
    const text =
      "JOURNAL EXEMPLE — 3 mars 2026\n\nFERMETURE DE SUCCURSALE\n\nLa société KAZ COPRA LIMITED, société de droit étranger, dont la succursale de Nouméa est immatriculée au RID sous le n° 1 000 001, informe de la fermeture de sa succursale et de sa radiation du registre du commerce et des sociétés de Nouméa.";
    expect(read(text)).toEqual(['dissolution', 'KAZ COPRA', null, '1000001001', '2026-03-03']);
  });

  it('does not type the removal of a lien in a sale so', () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nPar acte du 2 mars 2026, la SARL KAZ PAIN, RIDET 1 000 001.001, a vendu à la SARL KAZ AUTRE, RIDET 2 000 002.001, son fonds de boulangerie exploité à Nouméa, le prix étant séquestré jusqu'à la radiation du privilège inscrit au registre.";
    expect(read(text)).toEqual(['cession', 'KAZ PAIN', 'SARL', '1000001001', '2026-03-02']);
  });
});
