import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of a legal-notices page mixing company notices with notices about no
// company showed missing (test/kernel/normalise/horsujet): a company notice under the last line of
// a JONC page's associations section, a call for bids told without the words 'appel d'offres', and
// notices about no company's event that were quarantined only for want of an event word (a lost
// cheque book or certificate, a change of surname, an estate, an auction after a seizure).
// Every text here is made up for the rule it names.

function quarantineReason(text: string): string {
  const result = parseNoticeText(text, { reference: 'q' });
  if (result.ok) throw new Error(`published as ${result.notice.type}`);
  return result.quarantine.reason;
}

describe("a company notice under the tail of a JONC page's associations section", () => {
  const page = (associationLine: string): string =>
    `5102           JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE           12 mai 2026\n\nDÉCLARATIONS D'ASSOCIATIONS (suite)\n\n${associationLine}\n\nPUBLICATIONS LÉGALES\n\nBOIS EXEMPLES\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nSiège social : 1, rue Modèle, 98800 Nouméa\nRIDET : 1 000 001.001\n\nPar décision des associés du 4 mai 2026, M. Paul NOUVEAU a été nommé gérant en remplacement de M. Luc ANCIEN, démissionnaire.\nPour avis, la gérance.`;

  it('reads the company notice, dated by the page, and not as an association', () => {
    const text = page("AMICALE DES PÊCHEURS MODÈLES — modification du bureau déclarée le 20 avril 2026 : présidente Mme Rose ASSOCIÉE.");
    expect(identityOf(text)).toEqual(['nomination', 'BOIS EXEMPLES', 'SARL', '1000001001', '2026-05-12']);
  });

  it("does not list the association's president among the company's officers", () => {
    const text = page("AMICALE DES PÊCHEURS MODÈLES — modification du bureau déclarée le 20 avril 2026 : présidente Mme Rose ASSOCIÉE.");
    expect(officersOf(noticeOf(text))).toEqual(['Paul NOUVEAU (gérant)']);
  });

  it('still quarantines an association notice printed under its own rubric after the legal publications', () => {
    const text = `PUBLICATIONS LÉGALES (suite)\n\nPour avis, la gérance.\n\nDÉCLARATIONS D'ASSOCIATIONS\n\nModification — Association : CLUB MODÈLE DE VOILE, RIDET 1 000 019.001. Par assemblée générale du 2 mai 2026, le siège est transféré au 2, rue Exemple, Nouméa ; président : M. Paul EXEMPLE.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it('still quarantines an associations page whose legal publications rubric names no company under it', () => {
    const text = `DÉCLARATIONS D'ASSOCIATIONS\n\nDéclaration de création — Titre : AMIS MODÈLES DU LAGON. Objet : nettoyage des plages. Siège : 3, rue Exemple, 98800 Nouméa. Président : M. Paul EXEMPLE.\n\nPUBLICATIONS LÉGALES`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });
});

describe("a call for bids told without 'appel d'offres'", () => {
  it("quarantines a consultation that gives bidders the company's new seat", () => {
    const text = `AVIS DE CONSULTATION\nFourniture de mobilier de bureau\n\nLOGEMENTS EXEMPLES, société anonyme au capital de 50 000 000 F CFP, RIDET 1 000 001.001.\nLe siège social de la société a été transféré au 4, rue Modèle, 98800 Nouméa : les plis y sont déposés.\nDate limite de réception des offres : 20 mai 2026 à 10 heures.\nNouméa, le 4 mai 2026 — le directeur général, M. Paul EXEMPLE.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it('quarantines the award of a public contract to a named company', () => {
    const text = `AVIS D'ATTRIBUTION DE MARCHÉ\nObjet : entretien des espaces verts du parc Modèle.\nTitulaire : JARDINS EXEMPLES, SARL, RIDET 1 000 001.001, 98800 Nouméa.\nMontant : 12 000 000 F CFP.\nDate de notification : 4 mai 2026.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it("still reads a transfer of office decided by the partners' written consultation", () => {
    const text = `LOGEMENTS EXEMPLES\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar décision prise par consultation écrite des associés le 4 mai 2026, le siège social a été transféré au 4, rue Modèle, 98800 Nouméa. L'article 4 des statuts a été modifié en conséquence.`;
    expect(identityOf(text)).toEqual(['siege', 'LOGEMENTS EXEMPLES', 'SAS', '1000001001', '2026-05-04']);
  });
});

describe('notices about no company event, told by their own words even when their background names one', () => {
  it("quarantines a lost cheque book whose company mentions an earlier transfer of its seat", () => {
    const text = `AVIS DE PERTE DE CHÉQUIER\nLa SARL BOULANGERIE EXEMPLE, RIDET 1 000 001.001, dont le siège a été transféré en 2024 au 2, rue Modèle, déclare la perte du chéquier n° 100 à 125. Le gérant, M. Paul EXEMPLE.\nNouméa, le 4 mai 2026.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it('quarantines a share certificate that has been lost, though the shares were once sold', () => {
    const text = `AVIS DE PERTE\nLe certificat nominatif n° 12 représentant 100 actions de la société EXEMPLE INDUSTRIES, société anonyme, RIDET 1 000 001.001, a été perdu. Ces actions avaient été acquises par voie de cession le 3 janvier 2020. Opposition au siège social dans le mois.\nNouméa, le 4 mai 2026.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it("quarantines an 'avis de perte de titres' whose shares were once increased", () => {
    const text = `AVIS DE PERTE DE TITRES\nLes 40 actions nominatives n° 1 à 40 de la société EXEMPLE INDUSTRIES, SA, RIDET 1 000 001.001, émises lors de l'augmentation de capital de 2019 et inscrites au nom de M. Paul EXEMPLE, ne sont plus en sa possession. Un duplicata sera délivré faute d'opposition dans le mois.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it("quarantines a manager's change of surname", () => {
    const text = `CHANGEMENT DE NOM\nM. Paul EXEMPLE-MODÈLE, gérant de la SARL GARAGE EXEMPLE, RIDET 1 000 001.001, demeurant à Nouméa, dépose une requête auprès du garde des Sceaux à l'effet de substituer à son nom patronymique celui de MODÈLE.\nNouméa, le 4 mai 2026.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it('quarantines the auction of a building seized from a company in amicable liquidation', () => {
    const text = `VENTE AUX ENCHÈRES PUBLIQUES SUR SAISIE IMMOBILIÈRE\nÀ la requête de la BANQUE EXEMPLE, il sera procédé le 12 juin 2026 à la vente de l'immeuble saisi à l'encontre de la SCI LES PINS EXEMPLES, RIDET 1 000 001.001, en liquidation amiable, liquidateur M. Paul EXEMPLE. Mise à prix : 20 000 000 F CFP. Fait à Nouméa le 4 mai 2026.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it("quarantines an estate's envoi en possession that names no event", () => {
    const text = `AVIS D'ENVOI EN POSSESSION\nSuivant testament olographe du 2 juin 2019, M. Paul EXEMPLE, en son vivant transporteur, RIDET 1 000 001.001, décédé le 3 janvier 2026, a institué un légataire universel. Envoi en possession par ordonnance du 4 mai 2026.`;
    expect(quarantineReason(text)).toBe('hors_champ');
  });

  it("still reads an heir's appointment as manager after the envoi en possession", () => {
    const text = `KAZ EXEMPLE\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nÀ la suite du décès de M. Luc ANCIEN, gérant, et de l'envoi en possession de son légataire universel, l'assemblée des associés du 4 mai 2026 a nommé M. Paul NOUVEAU gérant.`;
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-05-04']);
  });

  it('still reads a continuation despite losses (a loss of capital is no lost title)', () => {
    const text = `KAZ EXEMPLE\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée des associés du 4 mai 2026, statuant en application de l'article 68 de la loi, après avoir constaté que les capitaux propres sont devenus inférieurs à la moitié du capital social du fait des pertes, a décidé de ne pas prononcer la dissolution anticipée de la société.`;
    expect(identityOf(text)).toEqual(['statuts', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-05-04']);
  });
});
