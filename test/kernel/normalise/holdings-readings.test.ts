import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices about group structures showed missing
// (test/kernel/normalise/holdings): who acts on whom decides the subject. A holding's own name on
// its header block, the company that lets its business told by the verb after it, a company
// introduced as another's president or parent, two names printed before one identifier, a merger's
// sides told by the companies' names again. Every text here is made up for the rule it names.

describe("a holding's own name on the header block under the notice's title", () => {
  it('is the company whose capital the contribution of another company’s shares increases', () => {
    const text =
      "AUGMENTATION DE CAPITAL PAR APPORT DE TITRES\n\nHOLDING KAZ, SARL au capital de 100 000 F CFP, 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001.\nLe 3 mars 2026, l'assemblée générale extraordinaire a approuvé l'apport par M. Paul EXEMPLE de 100 actions de la société KAZ BOIS, SAS, RIDET 2 000 002.001, évaluées à 1 000 000 F CFP, et augmenté le capital de la société à 1 100 000 F CFP.\nGérant : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['capital', 'HOLDING KAZ', 'SARL', '1000001001', '2026-03-03']);
  });

  it('keeps saying a parent where the sentence goes on past the holding’s identifier to what it does to another company', () => {
    const text =
      "CHANGEMENT DE PRÉSIDENT\n\nLa société KAZ HOLDING, SAS, RIDET 1 000 001.001, a démissionné de ses fonctions de présidente de la société KAZ BOIS, SAS au capital de 1 000 000 F CFP, siège 1, rue Exemple, 98800 Nouméa, RIDET 2 000 002.001.\nPar décisions collectives du 3 mars 2026, les associés ont nommé en remplacement M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['nomination', 'KAZ BOIS', 'SAS', '2000002001', '2026-03-03']);
  });
});

describe('the company the verb letting or selling a business follows', () => {
  it('is the owner who lets, whatever role word its name holds, not the subsidiary it lets to', () => {
    const text =
      "MISE EN LOCATION-GÉRANCE\n\nPar acte sous seing privé du 3 mars 2026, la société HOLDING KAZ, SARL au capital de 1 000 000 F CFP, siège 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001, représentée par son gérant M. Paul EXEMPLE, a donné en location-gérance à sa filiale KAZ BOIS, EURL, RIDET 2 000 002.001, le fonds de commerce de menuiserie dont elle est propriétaire à Nouméa, pour une durée de deux ans.";
    expect(identityOf(text)).toEqual(['cession', 'HOLDING KAZ', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a company introduced by its relation to the notice’s company', () => {
  it('is a third party when it presides the company (‘présidée par la société P’)', () => {
    const text =
      "CHANGEMENT DE DÉNOMINATION\n\nLa société KAZ BOIS, SAS, RIDET 1 000 001.001, présidée par la société KAZ GROUPE, SAS, RIDET 2 000 002.001, elle-même représentée par son président M. Paul EXEMPLE, a décidé le 3 mars 2026, par décision de ses associés, que la dénomination devient KAZ MENUISERIE.";
    expect(identityOf(text)).toEqual(['statuts', 'KAZ MENUISERIE', 'SAS', '1000001001', '2026-03-03']);
  });

  it('is a third party when it is the company’s parent (‘sa société mère, la société P’)', () => {
    const text =
      "TRANSFERT DE SIÈGE\n\nLa société KAZ CONSEIL, SARL au capital de 500 000 F CFP, RIDET 1 000 001.001, a, par décision des associés du 3 mars 2026, transféré son siège social au 3, rue Exemple, 98800 Nouméa, dans les locaux de sa société mère, la société KAZ GROUPE, SA, RIDET 2 000 002.001.\nGérante : Mme Anne EXEMPLE.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ CONSEIL', 'SARL', '1000001001', '2026-03-03']);
  });

  it('is a third party when the company before it is its subsidiary (‘filiale de la société P’)', () => {
    const text =
      "TRANSFERT DE SIÈGE\n\nLa société KAZ CONSEIL, SARL au capital de 500 000 F CFP, RIDET 1 000 001.001, filiale de la société KAZ GROUPE, SA, RIDET 2 000 002.001, a transféré son siège social au 3, rue Exemple, 98800 Nouméa, par décision des associés du 3 mars 2026.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ CONSEIL', 'SARL', '1000001001', '2026-03-03']);
  });

  it('leaves a subsidiary a parent announces as the subject (‘sa filiale S’)', () => {
    const text =
      "TRANSFERT DE SIÈGE\n\nLa société KAZ GROUPE, SA, RIDET 2 000 002.001, informe que sa filiale KAZ CONSEIL, SARL au capital de 500 000 F CFP, RIDET 1 000 001.001, a transféré son siège social au 3, rue Exemple, 98800 Nouméa, par décision des associés du 3 mars 2026.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ CONSEIL', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a new name adopted after an inserted clause', () => {
  it('is read past the decision’s date and organ between commas', () => {
    const text =
      "CHANGEMENT DE DÉNOMINATION\n\nLa société KAZ IMPRIMERIE, SAS, RIDET 1 000 001.001, a adopté le 3 mars 2026, par décision de ses associés, la dénomination KAZ PAPIER.";
    expect(identityOf(text)).toEqual(['statuts', 'KAZ PAPIER', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('two names printed before one identifier, announcing together', () => {
  it('quarantine a decision that names neither company: the identifier may be either’s', () => {
    const text =
      "KAZ JOURNAL – 5 mars 2026\n\nAVIS\n\nLes sociétés KAZ GROUPE et KAZ DISTRIBUTION, SAS au capital de 5 000 000 F CFP, 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001, informent que M. Paul EXEMPLE a été nommé directeur général à compter du 1er mars 2026.";
    expect(identityOf(text)).toBe('sujet_ambigu');
  });

  it('are not read so when the decision names its company', () => {
    const text =
      "KAZ JOURNAL – 5 mars 2026\n\nAVIS\n\nLes sociétés KAZ GROUPE et KAZ DISTRIBUTION, SAS au capital de 5 000 000 F CFP, 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001, informent que M. Paul EXEMPLE a été nommé directeur général de la société KAZ DISTRIBUTION à compter du 1er mars 2026.";
    expect(identityOf(text)).not.toBe('sujet_ambigu');
  });
});

describe('a merger whose sides are told by the companies’ names again', () => {
  const merger = (telling: string): string =>
    `AVIS DE FUSION\n\nLa société KAZ UN, SARL, RIDET 1 000 001.001, et la société KAZ DEUX, SARL, RIDET 2 000 002.001, toutes deux filiales de la société KAZ GROUPE, SAS, RIDET 3 000 003.001, ont conclu le 1er mars 2026 un traité de fusion ${telling}.\nLes associés de KAZ DEUX réunis le 20 mars 2026 ont approuvé la fusion et augmenté le capital de 800 000 F CFP pour le porter à 3 800 000 F CFP.`;

  it('publishes the capital notice under the company named as the one that absorbs, printed second', () => {
    expect(identityOf(merger('par lequel KAZ DEUX absorbe KAZ UN'))).toEqual(['capital', 'KAZ DEUX', 'SARL', '2000002001', '2026-03-20']);
  });

  it('reads ‘l’absorption de B par A’ the same way', () => {
    expect(identityOf(merger("prévoyant l'absorption de KAZ UN par KAZ DEUX"))).toEqual(['capital', 'KAZ DEUX', 'SARL', '2000002001', '2026-03-20']);
  });
});
