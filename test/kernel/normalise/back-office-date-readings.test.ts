import { describe, expect, it } from 'vitest';
import { actDateMentions, bestActDate } from '../../../kernel/normalise/french-date.ts';
import { dateCandidates } from '../../../kernel/normalise/date-candidates.ts';
import { identityOf } from './notice-helpers.ts';

// Dates of the publisher's or the agency's back office (a batch, a receipt, an order, an invoice,
// a proof, a payment, a sending, a page's upload or update) date the notice's handling, never the
// act it reports, nor is a publication's; a date a form or a back office says is the order's is no
// date candidate at all (back-office-dates.ts). Every text here is made up for the reading it names.

const NEVER_AN_ACT = -10;

/** The act rules' score of the mention of `iso` in `text`. */
function scoreOf(text: string, iso: string): number {
  const mention = actDateMentions(text).find((m) => m.iso === iso);
  if (!mention) throw new Error(`no mention of ${iso}`);
  return mention.score;
}

const ACT = "KAZ MARKET, SARL, RIDET 1 000 001.001. L'assemblée générale extraordinaire du 28 septembre 2026 a décidé de réduire le capital à 2 000 000 F CFP.";

describe("a back-office date is never the act's", () => {
  it.each([
    ['a batch', 'AGENCE KAZ – saisie annonces – lot du 12/10/26 – page 2/3'],
    ['a numbered batch', 'Lot n° 2026-41 du 12 octobre 2026'],
    ['a slip', 'AGENCE KAZ – bordereau édité le 12/10/2026'],
    ["a web form's receipt", 'Reçu le : 12/10/2026 21:47'],
    ["a publisher's receipt", 'Annonce reçue le 12 octobre 2026'],
    ["a form's field", 'Date de réception : 12/10/2026'],
    ['a deposit on a platform', 'Date de dépôt : 12/10/2026'],
    ['an order', 'Bon de commande n° BC-118 du 12/10/2026'],
    ['an invoice', 'Facture n° F2026-118 du 12 octobre 2026'],
    ['a proof', 'BAT du 12/10/2026 – à valider'],
    ['a payment', 'Paiement reçu le 12/10/2026'],
    ["an e-mail's sending", 'Envoyé : lundi 12 octobre 2026 10:14'],
    ['a notice sent to the agency', "Annonce transmise à l'agence Kaz Formalités le 12 octobre 2026."],
    ['a web form sent', 'Envoyé depuis le formulaire en ligne le 12/10/2026'],
    ["a page's upload", 'Mis en ligne le 12/10/2026'],
    ["a page's update", 'Publié le 12/10/2026 · Mis à jour le 13/10/2026'],
  ])('%s: %s', (_kind, line) => {
    const text = `${line}\n\n${ACT}`;
    // A date a form's label says is the order's own is no candidate at all (back-office-dates.ts);
    // one still read scores never-an-act.
    const backOffice = actDateMentions(text).filter((m) => m.iso !== '2026-09-28');
    for (const mention of backOffice) expect(mention.score).toBeLessThan(NEVER_AN_ACT);
    expect(bestActDate(actDateMentions(text))?.iso).toBe('2026-09-28');
  });

  it("gives the model no order's date to weigh, though it is printed at the top and the act's date is the earliest", () => {
    const text = `Reçu le : 12/10/2026 21:47\n\n${ACT}`;
    const candidates = dateCandidates({ text, publication: null, mentions: actDateMentions(text), fallback: null });
    expect(candidates.map((c) => c.iso)).toEqual(['2026-09-28']);
  });

  it("dates an agency's batch sheet by the meeting it reports", () => {
    const sheet = [
      'AGENCE KAZ – saisie annonces – lot du 12/10/26 – page 2/3',
      '----------------------------------------',
      'Client 0211 | KAZ MARKET | SARL | RIDET 1000001.001',
      'Annonce : RÉDUC. CAP.',
      'Txt : KAZ MARKET, SARL au cap. de 3.000.000 F CFP ramené à 2.000.000 F CFP, sg. soc. 1, rue Exemple, 98800 Nouméa. AGE 28.09.26 : réduc. cap. de 1.000.000 F CFP par rachat de 1.000 parts. Gér. : M. Paul EXEMPLE.',
      'Journal : Le Journal de Kaz | Statut : à envoyer',
    ].join('\n');
    expect(identityOf(sheet)).toEqual(['capital', 'KAZ MARKET', 'SARL', '1000001001', '2026-09-28']);
  });
});

describe('words of a back office inside an act are no back office', () => {
  it.each([
    ["a notary's deed received", "Suivant acte reçu le 3 mars 2026 par Maître Paul EXEMPLE, notaire à Nouméa, la société KAZ MARKET a cédé son fonds."],
    ['a project submitted to the meeting', "Le projet de transformation, soumis à l'approbation des associés le 3 mars 2026, a été adopté."],
    ['a plot of land', "Par acte du 3 mars 2026, la SCI KAZ a acquis le lot n° 12 du lotissement Exemple."],
    ["a table's date cell", 'Date : 03/03/2026'],
  ])('%s', (_kind, text) => {
    expect(scoreOf(text, '2026-03-03')).toBeGreaterThanOrEqual(NEVER_AN_ACT);
  });
});

describe("a back office's dates read by what they date, whatever the service's words", () => {
  const act = 'KAZ MARKET, SARL, RIDET 1 000 001.001. Par décision du 28 septembre 2026, le gérant a transféré le siège au 2, rue Exemple, Nouméa.';
  const isos = (text: string): string[] => actDateMentions(text).map((m) => m.iso);

  it.each([
    ["a sending to the agency (an agency is no meeting's 'AGE')", "Expédition à l'agent de publicité : 04/10/2026"],
    ['a deposit printed as a field', 'Remise du dossier (dépôt) : 04/10/2026'],
    ["a date's label read by the noun it is of", 'Relevé du client, 3 annonces, date du virement : 04/10/2026'],
    ['a request', 'Date de la demande : 04/10/2026'],
    ["a page's update however it is worded", 'Dernière actualisation : 04/10/2026'],
    ['a notice handled, told in a sentence', 'Votre dossier a été vérifié par notre équipe puis transmis à la rédaction du journal le 04/10/2026.'],
  ])("%s is no date candidate: %s", (_kind, line) => {
    const text = `${line}\n\n${act}`;
    expect(isos(text)).toEqual(['2026-09-28']);
  });

  it("keeps a registry's deposit told in a sentence, and a complement that is no step of the order, as candidates", () => {
    expect(isos(`Dépôt au greffe le 04/10/2026.\n${act}`)).toContain('2026-10-04');
    const listed = 'KAZ MARKET, SARL, RIDET 1 000 001.001. Liquidation judiciaire. Date de cessation des paiements : 04/06/2026.';
    expect(scoreOf(listed, '2026-06-04')).toBeLessThan(NEVER_AN_ACT);
  });

  it("scores a publication's date never an act, as a field or in a sentence", () => {
    expect(scoreOf(`Diffusion web : 04/10/2026\n${act}`, '2026-10-04')).toBeLessThan(NEVER_AN_ACT);
    expect(scoreOf(`Votre avis, relu par notre service, a été mis en ligne le 04/10/2026.\n${act}`, '2026-10-04')).toBeLessThan(NEVER_AN_ACT);
  });
});
