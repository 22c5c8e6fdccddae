import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

function quarantineOf(text: string): { reason: string; detail: string } {
  const result = parseNoticeText(text, { reference: 'q' });
  if (result.ok) throw new Error(`published as ${result.notice.type}`);
  return result.quarantine;
}

describe('texts that name a company but report no event in its life', () => {
  it('a provincial decree granting a subsidy is quarantined hors_champ', () => {
    const q = quarantineOf(`PROVINCE NORD\nArrêté n° 2026-55/PN du 3 février 2026 attribuant une aide à l'investissement à la SARL MIEL DU NORD\nArticle 1er : Une aide de 3 000 000 F CFP est attribuée à la SARL MIEL DU NORD, RIDET n° 1 567 890.001, pour l'achat de ruches.`);
    expect(q.reason).toBe('hors_champ');
    expect(q.detail).toMatch(/aide/);
  });

  it('a provincial permit to operate is quarantined hors_champ', () => {
    expect(quarantineOf(`PROVINCE SUD\nArrêté n° 300-2026/ARR/DENV du 5 février 2026 autorisant la société ROCHES DU SUD, RIDET n° 1 567 891.001, à exploiter une installation de concassage.`).reason).toBe('hors_champ');
  });

  it("a provincial act changing the company itself is typed like any notice (SAEML capital, the province's directors)", () => {
    const capital = noticeOf(`PROVINCE DES ÎLES LOYAUTÉ\nDélibération n° 2026-10/API du 6 février 2026 relative à l'augmentation du capital de la société anonyme d'économie mixte locale LOYAUTÉ ÉNERGIE\nVu les statuts de la société anonyme d'économie mixte locale LOYAUTÉ ÉNERGIE, RIDET n° 0 567 892.001 ;\nArticle 1er : Est approuvée l'augmentation du capital social de la société.`);
    expect([capital.type, capital.denomination, capital.forme_juridique, capital.date]).toEqual(['capital', 'LOYAUTÉ ÉNERGIE', 'SAEML', '2026-02-06']);
  });

  it('an association whose line opens on its name, with a RIDET, under an insertion’s rubric is quarantined hors_champ', () => {
    const q = quarantineOf(`LA VOIX DU COL · hebdo · 02-12-2026\nASSOCIATIONS\nAssociation PAGAIES DU COL, RIDET 1 567 890.001 : dissolution votée par\nl'AG extraordinaire du 21/11/2026. Liquidateur : M. Paul TESTARD.`);
    expect(q.reason).toBe('hors_champ');
  });

  it('an association, a matrimonial regime change and a public tender are quarantined hors_champ', () => {
    expect(quarantineOf(`JONC – Associations – 15 janvier 2026\nPar déclaration du 8 janvier 2026, a été créée l'association dénommée « PLONGEURS DU RÉCIF ».`).reason).toBe('hors_champ');
    expect(quarantineOf(`CHANGEMENT DE RÉGIME MATRIMONIAL\nSuivant acte du 9 février 2026, M. Paul TRADE, commerçant, RIDET n° 0 567 893.001, et Mme Rose TRADE ont adopté le régime de la séparation de biens.`).reason).toBe('hors_champ');
    expect(quarantineOf(`AVIS D'APPEL D'OFFRES\nMaître d'ouvrage : LOGEMENTS DU NORD, société anonyme, RIDET 0 567 894.001.\nDate limite de remise des offres : 2 avril 2026.`).reason).toBe('hors_champ');
  });

  it("a member's pledge of parts or shares is quarantined hors_champ, headed or told in running text", () => {
    const headed = quarantineOf(`NANTISSEMENT DE PARTS SOCIALES\nSuivant acte du 2 mars 2026, Mme Lise OUA, associée de la société VERGERS DE LA FOA, SARL, RIDET n° 0 567 892.001, a affecté en garantie les 50 parts qu'elle détient, au profit de la BANQUE DU NORD, SA.`);
    expect(headed.reason).toBe('hors_champ');
    expect(headed.detail).toMatch(/Nantissement/);
    const told = quarantineOf(`Aux termes d'un acte du 2 mars 2026, M. Jean WAIA, associé de la SARL VERGERS DE LA FOA, RIDET n° 0 567 892.001, a consenti au profit de la BANQUE DU NORD un nantissement sur les 100 parts sociales qu'il détient, en garantie d'un prêt.`);
    expect(told.reason).toBe('hors_champ');
  });

  it('a sale of parts that names a pledge lifted, or a fonds sold with a pledge on it, stays in scope', () => {
    const sale = noticeOf(`CESSION DE PARTS SOCIALES\nSuivant acte du 2 mars 2026, M. Jean WAIA a cédé à Mme Lise OUA les 100 parts qu'il détenait dans la société VERGERS DE LA FOA, SARL, RIDET n° 0 567 892.001, libres de tout nantissement. L'agrément a été donné par l'assemblée du 28 février 2026.`);
    expect([sale.type, sale.denomination]).toEqual(['cession', 'VERGERS DE LA FOA']);
  });

  it('a company announced before registration has no RIDET yet and says so', () => {
    const q = quarantineOf(`AVIS DE CONSTITUTION\nPar acte du 4 mars 2026, il a été constitué une SARL dénommée OMBRE ET SOLEIL.\nImmatriculation : la société sera immatriculée au RCS de Nouméa.`);
    expect(q.reason).toBe('ridet_absent');
    expect(q.detail).toMatch(/pas encore immatriculée/);
  });
});

describe('a notice whose event has not happened (scope before subject)', () => {
  it('a notice convening a meeting is hors_champ: its agenda is no decision', () => {
    const q = quarantineOf(`AVIS DE CONVOCATION\nMARÉE BASSE INVESTISSEMENTS\nSociété anonyme au capital de 50 000 000 F CFP\nSiège : 4 rue des Lauriers, 98800 Nouméa – RIDET 1 234 560.001\n\nMesdames et Messieurs les actionnaires sont convoqués en assemblée générale extraordinaire le 12 mai 2026 à 14 heures, au siège social, à l'effet de délibérer sur l'ordre du jour suivant :\n– réduction du capital social ;\n– nomination d'un administrateur ;\n– pouvoirs.\nLe conseil d'administration.`);
    expect(q.reason).toBe('hors_champ');
    expect(q.detail).toMatch(/convocation/);
  });

  it('an "avis de réunion" is hors_champ even when it names a capital increase in its agenda', () => {
    const q = quarantineOf(`AVIS DE RÉUNION\nLAGON VERT, SA au capital de 10 000 000 F CFP, RIDET 1 234 561.001.\nLes associés sont invités à se réunir en assemblée générale ordinaire le 3 juin 2026 afin de statuer sur l'ordre du jour suivant : approbation des comptes ; augmentation du capital social de 2 000 000 F CFP.`);
    expect(q.reason).toBe('hors_champ');
  });

  it('a second convocation after a meeting without quorum is hors_champ: the first decided nothing, the second has not met', () => {
    const headed = quarantineOf(`MARÉE BASSE INVESTISSEMENTS, SA au capital de 50 000 000 F CFP, RIDET 1 234 560.001\n\nAVIS DE DEUXIÈME CONVOCATION\n\nFaute de quorum, l'assemblée du 4 mai 2026 n'a pu délibérer. L'assemblée générale extraordinaire se réunira le 20 mai 2026 au siège pour délibérer sur l'ordre du jour suivant : augmentation du capital social ; pouvoirs.`);
    const told = quarantineOf(`MARÉE BASSE INVESTISSEMENTS, SA au capital de 50 000 000 F CFP, RIDET 1 234 560.001\n\nLe quorum n'ayant pas été atteint le 4 mai 2026, les actionnaires sont de nouveau convoqués le 20 mai 2026 en assemblée générale extraordinaire, avec l'ordre du jour suivant : transfert du siège social ; pouvoirs.`);
    expect([headed.reason, told.reason]).toEqual(['hors_champ', 'hors_champ']);
  });

  it('a notice that reports the decisions of a meeting held on convocation is read', () => {
    const n = noticeOf(`AUGMENTATION DE CAPITAL\nLAGON VERT, SA au capital de 10 000 000 F CFP, RIDET 1 234 561.001.\nL'assemblée générale extraordinaire, réunie sur convocation du conseil d'administration le 3 juin 2026, a décidé d'augmenter le capital social de 2 000 000 F CFP pour le porter à 12 000 000 F CFP.`);
    expect([n.type, n.ridet]).toEqual(['capital', '1234561001']);
  });

  it("a constitution before registration has no identifier of its own: the adviser's RIDET in the signature is not taken", () => {
    const q = quarantineOf(`AVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 2 mars 2026, il a été constitué une société présentant les caractéristiques suivantes :\nDénomination : RUCHERS DU PLATEAU\nForme : SARL\nGérant : M. Paul EXEMPLE\nRIDET : en cours d'attribution\n\nPour avis,\nCABINET CHIFFRES ET CONSEILS, SARL – RIDET 1 234 562.001 – mandataire`);
    expect(q.reason).toBe('ridet_absent');
    expect(q.detail).toMatch(/pas encore immatriculée/);
  });

  it('a template whose RIDET is left to fill in is quarantined, not published under the firm that prepared it', () => {
    const q = quarantineOf(`MODÈLE – AVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 5 mars 2026, il a été constitué une société par actions simplifiée.\nDénomination : VERGERS DU NORD\nPrésident : Mme Anne EXEMPLE\nRIDET : [à compléter après immatriculation]\n\nDocument préparé par AUDIT EXEMPLE, expert-comptable, RIDET 1 234 563.001`);
    expect(q.reason).toBe('ridet_absent');
  });

  it('a constitution that prints its own registration is still read when it also says it will be registered elsewhere', () => {
    const n = noticeOf(`AVIS DE CONSTITUTION\nPar acte du 4 mars 2026, il a été constitué une SARL dénommée OMBRE ET SOLEIL, au capital de 100 000 F CFP.\nLa société est immatriculée au RIDET sous le n° 1 234 564.001 et sera immatriculée au RCS de Nouméa.`);
    expect([n.type, n.ridet]).toEqual(['creation', '1234564001']);
  });
});

describe("an association's name set all in capitals", () => {
  it("is out of scope where the text names no company's form", () => {
    const result = parseNoticeText('LE HÉRON – 12/11/2026\nASSOC. – TRANSF. SG – ASSOCIATION SPORTIVE DE KAORI – Ridet 1234566.001 – nouv. sg : stade de Wé, 98820 Lifou – AG du 02/11/2026 – prés. : M. Paul WEA.', { reference: 'essai' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('hors_champ');
  });

  it("is a company's name where the text prints its form", () => {
    const result = parseNoticeText("ASSOCIATION DES SAVEURS\n\nAvis de constitution\n\nSuivant acte du 2 novembre 2026, il a été constitué la société ASSOCIATION DES SAVEURS, société à responsabilité limitée au capital de 1 500 000 F CFP, dont le siège est 18, rue de Sébastopol, 98800 Nouméa. Gérant : M. Paul WEA. RIDET 1 234 566.001.\n\nLe Héron, 12/11/2026", { reference: 'essai' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('ASSOCIATION DES SAVEURS');
  });
});

describe('an association’s entry in a bulletin', () => {
  it('is out of scope, named quoted or opened by the kind’s abbreviation', () => {
    for (const text of [
      'BULLETIN DES ASSOCIATIONS DU NORD — 18/09/2026\nASSOC. — DISSOLUTION — « ASSOCIATION DES TESTS DE PONÉRIHOUEN » — RIDET 1 000 009.001 — liquidateur : Paul EXEMPLE',
      'BULLETIN DES ASSOCIATIONS DU NORD — 18/09/2026\nDISSOLUTION\n« ASSOCIATION DES TESTS DE PONÉRIHOUEN »\nRIDET 1 000 009.001',
    ]) {
      const result = parseNoticeText(text, { reference: 'made-up' });
      expect(result.ok ? null : result.quarantine.reason).toBe('hors_champ');
    }
  });
});
