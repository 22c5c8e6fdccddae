import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.
// (wt-org2) A board's members renewed by the verb before the office, its size changed, mandates not
// renewed: each changes who holds the company's offices (classify.ts, `nomination`); a company
// whose mandate is told (`les mandats … de la société X`) holds it in the notice's company, never
// is it (subject-ridet.ts), and the office's holders listed after the verb and its term are the
// members (organ-member-list.ts).

describe('an organ’s size changed or its mandates not renewed', () => {
  it('reads a board reduced, two director companies not renewed, as a nomination of the company whose card opens the notice', () => {
    const text = [
      'RÉDUCTION DU NOMBRE DES ADMINISTRATEURS',
      '',
      'Société : PHARMACIES EXEMPLE',
      'Forme : société anonyme',
      'RIDET : 1 357 924-001',
      '',
      "L'assemblée générale ordinaire du 14 février 2033 a ramené de six à quatre le nombre des administrateurs et a décidé de ne pas renouveler les mandats, arrivés à expiration, de la société OFFICINES EXEMPLE (SARL, RIDET 2 468 135-001) et de la société LOGISTIQUE MODÈLE (SAS, RIDET 3 579 246-001).",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'PHARMACIES EXEMPLE', 'SA', '1357924001', '2033-02-14']);
  });

  it('reads a supervisory board reduced, a person’s and a company’s mandates "n’ont pas été renouvelés"', () => {
    const text = [
      'TRANSPORTS EXEMPLE',
      'SA à conseil de surveillance et directoire au capital de 35 000 000 F CFP',
      'Siège : 1, rue Exemple, 98860 Koné – RIDET 1 357 924.001',
      '',
      "L'assemblée générale mixte du 15 mars 2033 a réduit de cinq à trois le nombre des membres du conseil de surveillance. Les mandats de M. Paul EXEMPLE et de la société CARS MODÈLES, SARL, RIDET 2 468 135.001, n'ont pas été renouvelés.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'TRANSPORTS EXEMPLE', 'SA', '1357924001', '2033-03-15']);
  });
});

describe('an organ’s members renewed by the verb before the office', () => {
  it('reads a grouping’s administrators renewed "pour trois ans", the two companies listed after the colon, all on one line', () => {
    const text =
      "Actu Exemple – 21 avril 2033 – Annonces légales – GIE PIROGUES EXEMPLE – Siège : baie Exemple, 98832 Île des Pins – RIDET 1357924.001 – L'assemblée générale des membres du 2 avril 2033 a renouvelé pour trois ans les administrateurs du groupement : la société HÔTEL EXEMPLE (SARL, RIDET 2468135.001) et la société BATEAUX MODÈLES (EURL, RIDET 3579246.001). Pour avis.";
    expect(identityOf(text)).toEqual(['nomination', 'PIROGUES EXEMPLE', 'GIE', '1357924001', '2033-04-02']);
  });
});
