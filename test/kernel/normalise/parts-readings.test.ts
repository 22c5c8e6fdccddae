import { describe, expect, it } from 'vitest';
import { classifyNotice, findRidets } from '../../../kernel/normalise/index.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about changes among associates and shareholders showed
// missing (test/kernel/normalise/parts): the seller a buyer acquired shares from, the buyer of
// parts after a long description of the company sold, a transfer order and parts passed to heirs
// as a change of holders, an officer named beside the person and then resigning, the form a
// company continues in, 'L'EURL « X »' opening a sentence. Every text here is made up for the
// rule it names, never a copy of a group text.

/** The subject's RIDET the rules decide on a share-sale notice, without any fitted model. */
function ruledSubject(text: string): string | null {
  return decideSubjectRidet(text, findRidets(text), { type: 'cession' }).match?.ridet ?? null;
}

describe('the seller a buyer acquired shares from', () => {
  const text =
    "CESSION D'ACTIONS\n\nKAZ INDUSTRIE\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nPar contrat du 3 mars 2026, la société KAZ GROUPE, RIDET 3 000 003.001, a acquis 600 actions représentant 60 % du capital auprès de M. Paul EXEMPLE et de la SARL KAZ FAMILLE (RIDET 2 000 002.001).";

  it('is a party to the sale, not the company whose shares are sold', () => {
    expect(ruledSubject(text)).toBe('1000001001');
    expect(identityOf(text)).toEqual(['cession', 'KAZ INDUSTRIE', 'SA', '1000001001', '2026-03-03']);
  });

  it("is read only after shares bought 'auprès de' it: shares bought 'de la société X' are X's", () => {
    const ofX = 'La société KAZ GROUPE, SAS, a acquis le 3 mars 2026 la totalité des actions de la société KAZ INDUSTRIE, SA, RIDET 1 000 001.001, détenues par M. Paul EXEMPLE.';
    expect(ruledSubject(ofX)).toBe('1000001001');
  });
});

describe('the buyer of parts after a long description of the company sold', () => {
  it("is a buyer: the company sold has no identifier of its own, so the notice is quarantined, not published under the buyer's", () => {
    const text =
      "CESSION DE PARTS\n\nPar acte du 3 mars 2026, M. Paul EXEMPLE a cédé les 100 parts qu'il détenait dans la SARL KAZ SNACK DU PORT DE PLAISANCE, au capital de 100 000 F CFP, dont le siège est 12, rue de l'Exemple, à Nouméa, à la société KAZ RESTAURATION, SAS, RIDET 2 000 002.001, agréée le même jour.";
    expect(identityOf(text)).toBe('sujet_ambigu');
  });
});

describe('a change of holders without a sale', () => {
  it("types a transfer order of shares as a sale of shares ('par ordre de mouvement')", () => {
    expect(classifyNotice('KAZ INDUSTRIE, SAS, RIDET 1 000 001.001. La société KAZ GROUPE a acquis, par ordre de mouvement du 3 mars 2026 et pour un prix convenu, la totalité des actions. Elle a été nommée présidente.')?.type).toBe('cession');
  });

  it('types parts passed to heirs as a sale of shares, over the manager appointed with it', () => {
    expect(classifyNotice("KAZ BÂTI, SARL, RIDET 1 000 001.001. À la suite du décès de M. Paul EXEMPLE, gérant, les 100 parts qu'il détenait ont été transmises à ses héritiers. M. Jean EXEMPLE a été nommé gérant.")?.type).toBe('cession');
    expect(classifyNotice('KAZ BÂTI, SARL, RIDET 1 000 001.001. TRANSMISSION DE PARTS PAR SUCCESSION. Mme Anne EXEMPLE est nommée gérante.')?.type).toBe('cession');
  });

  it("types the partition of an estate's parts as a sale of shares", () => {
    expect(classifyNotice("SCI KAZ, RIDET 1 000 001.001. Par acte de partage du 3 mars 2026, les 90 parts de la SCI KAZ dépendant de la succession de M. Paul EXEMPLE ont été attribuées à ses trois enfants.")?.type).toBe('cession');
  });

  it('leaves new parts given out in a capital increase to the capital', () => {
    expect(classifyNotice("KAZ BÂTI, SARL, RIDET 1 000 001.001. L'assemblée du 3 mars 2026 a augmenté le capital de 100 000 F CFP par incorporation de réserves ; les parts nouvelles ont été attribuées aux associés.")?.type).toBe('capital');
  });
});

describe('an officer named beside the person, then resigning', () => {
  it('is not listed: the office named is the one the notice ends', () => {
    const text =
      "KAZ BOULANGERIE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nPar acte du 3 mars 2026, M. Paul EXEMPLE, gérant, a cédé ses 50 parts à Mme Anne MODÈLE. Les associés ont pris acte de la démission de M. Paul EXEMPLE de ses fonctions de gérant à compter du 31 mars 2026 et nommé Mme Anne MODÈLE gérante.";
    expect(officersOf(noticeOf(text))).toEqual(['Anne MODÈLE (gérant)']);
  });

  it('stays listed when a later statement keeps the office (an old mention, then the new one)', () => {
    const text =
      "KAZ FRÈRES\nSNC au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée du 3 mars 2026 a transformé la société en société à responsabilité limitée.\nAncienne mention : Gérant : M. Paul EXEMPLE\nNouvelle mention : Gérants : M. Paul EXEMPLE et M. Jean EXEMPLE";
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Jean EXEMPLE (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('stays listed when the notice renews the office it ends', () => {
    const text =
      "KAZ BOULANGERIE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée du 3 mars 2026 a constaté que le mandat de M. Paul EXEMPLE, gérant, arrivait à échéance et l'a renouvelé pour trois ans.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });
});

describe('the form a company continues in', () => {
  it("reads 'continue sous la forme d'EURL' after a partner becomes the sole one", () => {
    const text =
      "KAZ GARAGE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nPar acte du 3 mars 2026, M. Paul EXEMPLE a cédé ses 49 parts à M. Jean MODÈLE, associé, qui détient désormais toutes les parts. La société continue sous la forme d'EURL. M. Jean MODÈLE demeure gérant.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ GARAGE', 'EURL', '1000001001', '2026-03-03']);
  });
});

describe("'L'EURL « X »' opening a sentence", () => {
  it('introduces the company as "la SARL « X »" does', () => {
    const text =
      "AVIS DE CESSION DE PARTS\n\nL'EURL « KAZ COIFFURE DU PORT », au capital de 100 000 F CFP, dont le siège est à Nouméa, 1000001.001 RCS Nouméa,\n\ninforme que, par acte du 3 mars 2026, Mme Anne EXEMPLE a cédé ses 100 parts à Mme Lise MODÈLE.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ COIFFURE DU PORT', 'EURL', '1000001001', '2026-03-03']);
  });
});

describe("an article's title quoted after its number names the article, not a sale", () => {
  const block = 'KAZ BÂTI\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nMODIFICATION DES STATUTS\n';
  it.each([
    ["in brackets and quotes after 'des statuts'", "L'assemblée du 3 mars 2026 a modifié l'article 12 des statuts (« Cession des parts ») : les parts ne pourront être cédées à des tiers qu'avec le consentement de la majorité des associés."],
    ['after a dash', "L'assemblée du 3 mars 2026 a adopté une nouvelle rédaction de l'article 9 – Cession de parts sociales, qui impose le consentement des trois quarts des associés."],
  ])('%s', (_, body) => {
    expect(classifyNotice(`${block}${body}`)?.type).toBe('statuts');
  });

  it('still reads a sale of parts told after an article is named', () => {
    expect(classifyNotice(`${block}Suivant acte du 3 mars 2026, M. Paul KAZ a cédé 100 parts à Mme Ida KAZ. L'article 7 des statuts a été modifié. Cession des parts agréée le même jour.`)?.type).toBe('cession');
  });
});
