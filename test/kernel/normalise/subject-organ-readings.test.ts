import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows. A
// company's sole shareholder, parent, président or gérant that is itself a company acts as the
// company's organ: what it approves or decides is the company's event, and its identifier, printed
// to describe it, is never the notice's (subject-organ.ts).

const block = (form: string): string[] => ['KAORI MENUISERIE', `${form} au capital de 2 000 000 F CFP`, 'Siège social : 4, rue des Flamboyants, Nouméa', 'RIDET 1 234 567.001', ''];

describe('a company that acts as the notice company’s organ', () => {
  it('reads a merger the sole shareholder approves, its identifier after the role, as the name-blocked company’s capital', () => {
    const text = [
      ...block('Société par actions simplifiée'),
      "Par décisions du 12 mai 2031, l'associée unique, la société TIARE HOLDING, SAS au capital de 10 000 000 F CFP, dont le siège est à Nouméa, RIDET 7 654 321.001, a approuvé la fusion par absorption de la société BOIS DU SUD, SARL, RIDET 2 222 222.001.",
      'Le capital social est augmenté de 500 000 F CFP et porté à 2 500 000 F CFP.',
      'Président : la société TIARE HOLDING.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-05-12']);
  });

  it('reads the role printed after the holding’s identifier (‘en sa qualité d’associée unique’) the same way', () => {
    const text = [
      ...block('SAS'),
      "Aux termes des décisions du 3 mars 2031, la société BANIAN HOLDING, SAS, RIDET 7 654 321.001, en sa qualité d'associée unique, a approuvé la fusion par voie d'absorption de la société GOYAVE SERVICES, SARL, RIDET 2 020 202.001, et augmenté le capital de 300 000 F CFP pour le porter à 2 300 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-03-03']);
  });

  it('reads a holding acting as président, with its capacity after its identifier, as the company’s transfer of seat', () => {
    const text = [
      ...block('SAS'),
      'Par décisions du 3 mars 2031, la société BANIAN HOLDING, SAS, RIDET 7 654 321.001, agissant en qualité de présidente, a décidé de transférer le siège social au 9, rue de Sébastopol, Nouméa.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-03-03']);
  });

  it('reads the company’s name block printed last, under its sole shareholder’s decision', () => {
    const text = [
      "Par décisions du 3 mars 2031, l'actionnaire unique, la société BANIAN HOLDING, SAS au capital de 8 000 000 F CFP, RIDET 7 654 321.001, a décidé d'augmenter le capital social de 1 000 000 F CFP pour le porter à 3 000 000 F CFP.",
      'Pour avis',
      'KAORI MENUISERIE, SAS, RIDET 1 234 567.001',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-03-03']);
  });

  // (2026-12-07, twelfth session, from charnieres cn08.)
  it('reads a holding’s card followed by its capacity on a line of its own, the company’s card under it', () => {
    const text = [
      'BANIAN HOLDING',
      'Société par actions simplifiée au capital de 8 000 000 F CFP',
      'RIDET 7 654 321.001',
      '',
      "agissant en qualité d'associée unique de la société",
      '',
      ...block('Entreprise unipersonnelle à responsabilité limitée'),
      "Aux termes de ses décisions du 3 mars 2031, l'associée unique a décidé de modifier la dénomination sociale de la société KAORI MENUISERIE, qui devient « KAORI BOIS ».",
      'Pour avis.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['statuts', 'KAORI BOIS', 'EURL', '1234567001', '2031-03-03']);
  });

  it('reads the role that names the company it is held in before the holding (‘l’associée unique de la société K, la société H’)', () => {
    const text = [
      ...block('SAS'),
      "Par décisions du 12 mai 2031, l'associée unique de la société KAORI MENUISERIE, la société TIARE HOLDING, SAS, RIDET 7 654 321.001, a approuvé la fusion par absorption de la société BOIS DU SUD, SARL, RIDET 2 222 222.001. Le capital est porté à 2 500 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-05-12']);
  });

  it('reads a holding named président bare after its identifier, before the verb it acts by', () => {
    const text = [
      ...block('SAS'),
      "Le 12 mai 2031, la société TIARE HOLDING, SAS, RIDET 7 654 321.001, présidente, a constaté la réalisation de la fusion par absorption de la société BOIS DU SUD, SARL, RIDET 2 222 222.001, et l'augmentation du capital porté à 2 500 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-05-12']);
  });

  it('reads a parent named right after ‘la société mère’, the name block on one line above', () => {
    const text = [
      'Avis de fusion',
      'KAORI MENUISERIE, SAS au capital de 2 000 000 F CFP, RIDET 1 234 567.001',
      "Aux termes de ses décisions du 12 mai 2031, la société mère TIARE HOLDING, SAS, RIDET 7 654 321.001, a approuvé l'absorption de la société BOIS DU SUD, SARL, RIDET 2 222 222.001, par la société KAORI MENUISERIE. Le capital est porté à 2 500 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-05-12']);
  });

  it('reads the company represented by its président, a holding named after the possessive without a comma', () => {
    const text =
      'Par décisions du 12 mai 2031, la société KAORI MENUISERIE, SAS, RIDET 1 234 567.001, représentée par sa présidente la société TIARE HOLDING, SAS, RIDET 7 654 321.001, a approuvé la fusion par absorption de la société BOIS DU SUD, SARL, RIDET 2 222 222.001. Le capital est porté à 2 500 000 F CFP.';
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-05-12']);
  });

  it('quarantines with the holding as the only candidate, never published under it, when the company’s own identifier is not printed', () => {
    const text = [
      'KAORI MENUISERIE',
      'SARL au capital de 2 000 000 F CFP',
      'Siège social : 4, rue des Flamboyants, Nouméa',
      '',
      'Le 3 mars 2031, le gérant, la société BANIAN HOLDING, SARL, RIDET 7 654 321.001, a décidé de transférer le siège social au 9, rue de Sébastopol, Nouméa.',
    ].join('\n');
    expect(identityOf(text)).toBe('sujet_ambigu');
  });

  it('still reads a holding appointed président of another company as that company’s nomination', () => {
    const text =
      'La société BANIAN HOLDING, SAS au capital de 8 000 000 F CFP, RIDET 7 654 321.001, a été nommée présidente de la société KAORI MENUISERIE, SAS, RIDET 1 234 567.001, le 3 mars 2031, en remplacement de M. Paul EXEMPLE.';
    expect(identityOf(text)).toEqual(['nomination', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-03-03']);
  });
});

describe('a holding telling its subsidiary’s event under the holding’s own name block', () => {
  const holdingBlock = ['TIARE HOLDING', 'SAS au capital de 10 000 000 F CFP', 'RIDET 7 654 321.001', ''];

  it('reads ‘en sa qualité d’associée unique de la société F, …, RIDET …, la société a décidé’ as F’s event', () => {
    const text = [
      ...holdingBlock,
      "En sa qualité d'associée unique de la société KAORI MENUISERIE, SARL au capital de 2 000 000 F CFP, RIDET 1 234 567.001, la société a décidé le 12 mai 2031 de transférer le siège social de cette dernière au 9, rue de Sébastopol, Nouméa.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'KAORI MENUISERIE', 'SARL', '1234567001', '2031-05-12']);
  });

  it('reads the holding named again as the subsidiary’s sole shareholder as the subsidiary’s capital', () => {
    const text = [
      ...holdingBlock,
      "Par décisions du 12 mai 2031, la société TIARE HOLDING, associée unique de la société KAORI MENUISERIE, SARL, RIDET 1 234 567.001, a décidé d'augmenter le capital de cette dernière de 1 000 000 F CFP pour le porter à 3 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAORI MENUISERIE', 'SARL', '1234567001', '2031-05-12']);
  });

  it('still reads the parent absorbing its subsidiary as the parent’s own capital', () => {
    const text = [
      ...holdingBlock,
      "Par décisions du 12 mai 2031, la société TIARE HOLDING, associée unique de la société KAORI MENUISERIE, SARL, RIDET 1 234 567.001, a approuvé la fusion par absorption de cette dernière ; son capital est porté de 10 000 000 à 12 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'TIARE HOLDING', 'SAS', '7654321001', '2031-05-12']);
  });
});

describe('a company that leaves an office of the notice company', () => {
  it('reads the resigning officer company as an officer, whether the notice company comes last or first', () => {
    // A holding whose name says what it does ('GESTION …') is still the one leaving the office.
    const closing = [
      'LNC – 10/03/2031 – Annonces légales',
      '',
      'AVIS DE CHANGEMENT DE GÉRANT',
      '',
      "Le 3 mars 2031, l'assemblée des associés a pris acte de la démission de la société GESTION DES BIENS DU NORD, SARL, RIDET 7 654 321.001, de ses fonctions de gérante, et a nommé gérant M. Paul KAORI, demeurant à Poum.",
      '',
      'Pour avis.',
      'KAORI MENUISERIE, société civile immobilière au capital de 100 000 F CFP, siège : 2, rue du Port, 98826 Poum, RIDET 1 234 567.001',
    ].join('\n');
    const opening = [
      'KAORI MENUISERIE',
      'SCI au capital de 100 000 F CFP – Nouméa – RIDET 1 234 567.001',
      '',
      "La société TIARE HOLDING, SAS, RIDET 7 654 321.001, a quitté son mandat de présidente le 3 mars 2031 ; l'assemblée du même jour a nommé président M. Paul KAORI.",
    ].join('\n');
    expect(identityOf(closing)).toEqual(['nomination', 'KAORI MENUISERIE', 'SCI', '1234567001', '2031-03-10']);
    expect(identityOf(opening)).toEqual(['nomination', 'KAORI MENUISERIE', 'SCI', '1234567001', '2031-03-03']);
  });

  it('keeps the notice company whose identifier comes before another company named as the one leaving', () => {
    const text = [
      'NOMINATION',
      '',
      "Par décisions du 3 mars 2031, les associés de la société par actions simplifiée KAORI MENUISERIE, RIDET 1 234 567.001, ont pris acte de la démission de la société TIARE HOLDING de ses fonctions de présidente et ont nommé président M. Paul KAORI.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'KAORI MENUISERIE', 'SAS', '1234567001', '2031-03-03']);
  });

  it('keeps the notice company whose officer, a person, leaves his functions', () => {
    const text = [
      'AVIS',
      '',
      // 'Mme' without a full stop: the civility, not the sentence's end, is what keeps her words from the company's.
      "La société KAORI MENUISERIE, SARL, RIDET 1 234 567.001, informe que Mme Lina KAORI a démissionné de ses fonctions de gérante le 3 mars 2031 ; M. Paul KAORI est nommé gérant.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'KAORI MENUISERIE', 'SARL', '1234567001', '2031-03-03']);
  });
});
