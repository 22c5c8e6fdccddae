import { describe, expect, it } from 'vitest';
import { classifyNotice, cleanNoticeText } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about the end of a company's life showed missing
// (test/kernel/normalise/dissolutions): a merger's side labelled over its block, the office a
// dissolution's liquidation replaces, a liquidation undone to carry on the business, a word's last
// syllable cut at a line's end, a name over two header lines under its abbreviated form. Every
// text here is made up for the rule it names, never a copy of a group text.

describe("a merger's side labelled over the party's block", () => {
  const blocks = (first: 'ABSORBÉE' | 'ABSORBANTE') => {
    const absorbed = 'SOCIÉTÉ ABSORBÉE : KAZ TRANSPORTS\nSARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001';
    const absorbing = 'SOCIÉTÉ ABSORBANTE : KAZ LOGISTIQUE\nSAS au capital de 50 000 000 F CFP\nSiège : 2, rue Exemple, 98800 Nouméa\nRIDET 2 000 002.001';
    return first === 'ABSORBÉE' ? `${absorbed}\n\n${absorbing}` : `${absorbing}\n\n${absorbed}`;
  };
  const body =
    "L'assemblée générale extraordinaire de la société absorbante du 30 mars 2026 a approuvé la fusion, qui est devenue définitive à cette date. La société KAZ TRANSPORTS se trouve dissoute de plein droit, sans liquidation.";

  it("gives the absorbed company's own dissolution notice its subject, the label three lines above the identifier", () => {
    const text = `DISSOLUTION SANS LIQUIDATION PAR VOIE DE FUSION\n\n${blocks('ABSORBÉE')}\n\n${body}`;
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ TRANSPORTS', 'SARL', '1000001001', '2026-03-30']);
  });

  it("whichever block comes first, the form read from the subject's own block", () => {
    const text = `DISSOLUTION SANS LIQUIDATION PAR VOIE DE FUSION\n\n${blocks('ABSORBANTE')}\n\n${body}`;
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ TRANSPORTS', 'SARL', '1000001001', '2026-03-30']);
  });
});

describe("the office a dissolution's liquidation replaces", () => {
  const header = 'KAZ SERVICES\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';

  it("reads the appointment after the apposed office: 'est désigné pour exercer les fonctions de liquidateur'", () => {
    const notice = noticeOf(
      `${header}L'assemblée générale extraordinaire du 2 mars 2026 a décidé la dissolution anticipée de la société. M. Paul KAZ, administrateur représentant la province, est désigné pour exercer les fonctions de liquidateur.`,
    );
    expect(officersOf(notice)).toEqual(['Paul KAZ (liquidateur)']);
  });

  it("reads the liquidators named before their former office: 'nommés co-liquidateurs, …, les cogérants, X et Y'", () => {
    const notice = noticeOf(
      `${header}Les associés du 2 mars 2026 ont décidé la dissolution anticipée de la société et sa mise en liquidation amiable. Ont été nommés co-liquidateurs, avec faculté d'agir séparément, les cogérants, Mme Anne KAZ et M. Luc KAZ.`,
    );
    expect(officersOf(notice)).toEqual(['Anne KAZ (liquidateur)', 'Luc KAZ (liquidateur)']);
  });

  // Made up (2026-12-07, eighteenth session, from clochetons hk36): the company's possessive before the former office.
  it("reads the liquidator named by the company's possessive and his former office: 'nommé en qualité de liquidateur son gérant, M. X'", () => {
    const notice = noticeOf(
      `${header}Les associés du 4 mai 2026 ont décidé la dissolution anticipée de la société et sa mise en liquidation amiable, et ont nommé en qualité de liquidateur son gérant, M. Henri KAZ, avec les pouvoirs les plus étendus.`,
    );
    expect(officersOf(notice)).toEqual(['Henri KAZ (liquidateur)']);
  });

  it("reads the liquidation the next sentence's pronoun takes, in place of the apposed office", () => {
    const notice = noticeOf(
      `${header}Par décision du 2 mars 2026, l'associé unique, M. Paul KAZ, gérant, a prononcé la dissolution anticipée de la société et sa mise en liquidation amiable. Il exercera les fonctions de liquidateur.`,
    );
    expect(officersOf(notice)).toEqual(['Paul KAZ (liquidateur)']);
  });

  it('does not give the liquidation to a person the pronoun does not agree with', () => {
    const notice = noticeOf(
      `${header}Par décision du 2 mars 2026, l'associé unique, M. Paul KAZ, gérant, a prononcé la dissolution anticipée de la société et sa mise en liquidation amiable. Elle exercera les fonctions de liquidatrice.`,
    );
    expect(officersOf(notice)).toEqual(['Paul KAZ (gérant)']);
  });

  it("reads 'nommé liquidatrice Mme X, gérante.' as the liquidation, discharged by the closure in the same notice", () => {
    const appointed = `${header}L'assemblée du 2 mars 2026 a décidé la dissolution anticipée de la société et a nommé liquidatrice Mme Anne KAZ, gérante.`;
    expect(officersOf(noticeOf(appointed))).toEqual(['Anne KAZ (liquidateur)']);
    const closed = `${appointed}\nL'assemblée du 30 avril 2026 a approuvé les comptes définitifs de liquidation, donné quitus à la liquidatrice, l'a déchargée de son mandat et constaté la clôture de la liquidation.`;
    expect(officersOf(noticeOf(closed))).toEqual([]);
  });
});

describe('a liquidation undone to carry on the business', () => {
  it('is statuts: the dissolution it recalls is no event of the notice', () => {
    const text =
      "KAZ MENUISERIE\nSARL en liquidation au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 2 mars 2026 a décidé de mettre fin à la liquidation amiable de la société, dont la dissolution anticipée avait été décidée le 5 janvier 2026, et la poursuite de l'activité sociale. Les fonctions du liquidateur ont pris fin.";
    expect(classifyNotice(text)?.type).toBe('statuts');
    expect(identityOf(text)).toEqual(['statuts', 'KAZ MENUISERIE', 'SARL', '1000001001', '2026-03-02']);
  });

  it("reads 'révoquer la décision de dissolution et reprendre l'activité' too", () => {
    const text = "KAZ MENUISERIE, SARL, RIDET 1 000 001.001. L'associé unique a décidé le 2 mars 2026 de révoquer la décision de dissolution et de reprendre l'activité.";
    expect(classifyNotice(text)?.type).toBe('statuts');
  });

  it('leaves a dissolution whose liquidator carries on the business for the liquidation', () => {
    const text =
      "KAZ MENUISERIE, SARL, RIDET 1 000 001.001. L'assemblée du 2 mars 2026 a décidé la dissolution anticipée de la société et sa mise en liquidation amiable ; le liquidateur est autorisé à poursuivre l'activité pour les besoins de la liquidation.";
    expect(classifyNotice(text)?.type).toBe('dissolution');
  });
});

describe("a word's last syllable cut at a line's end", () => {
  it('joins a consonant, a liquid and a mute e to the word it ends', () => {
    expect(cleanNoticeText('nommé liquidateur M. Paul LEFEB-\nVRE, demeurant')).toContain('Paul LEFEBVRE,');
    expect(cleanNoticeText('SALON DE LA CHAM-\nBRE NOIRE')).toContain('CHAMBRE NOIRE');
  });

  it('keeps the hyphen of a compound whose second word is a word of its own', () => {
    expect(cleanNoticeText('RÉSIDENCE LES HAUTS-\nPRÉS')).toContain('HAUTS-PRÉS');
  });
});

describe('a name over two header lines under its abbreviated form', () => {
  it("reads 'SARL X' over a line that opens with a connector as one name, the form left out", () => {
    const text =
      "SARL KAZ ALIMENTATION\nDE LA BAIE DES CITRONS\nau capital de 500 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nL'assemblée générale du 2 mars 2026 a approuvé les comptes définitifs de liquidation et constaté la clôture de la liquidation.";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ ALIMENTATION DE LA BAIE DES CITRONS', 'SARL', '1000001001', '2026-03-02']);
  });
});
