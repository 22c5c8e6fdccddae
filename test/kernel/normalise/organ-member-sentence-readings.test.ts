import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { memberOfListedOrgan } from '../../../kernel/normalise/organ-member-list.ts';
import { blockBeforeConcernedLabel, memberEnumeratedInSentence, membersInApposition } from '../../../kernel/normalise/organ-member-sentence.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows. A
// grouping's members named after the verb of its constitution, and an organ's members after the
// verb of its composition, are members, each with its identifier, inside one sentence; the notice
// is the grouping's or the company whose organ it is (organ-member-sentence.ts).

/** Whether the identifier `ridet` (its ten digits) is read as an enumerated member in `text`. */
function enumerated(text: string, ridet: string): boolean {
  const folded = fold(text);
  const prose = folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
  const match = findRidets(text).find((m) => m.ridet === ridet)!;
  return memberEnumeratedInSentence(prose.slice(Math.max(0, match.index - 400), match.index), folded, match.index, match.index + match.printed.length);
}

describe('a grouping’s members named in the sentence of its constitution', () => {
  it('reads the grouping, not its three members told after "constitué entre", each with its form and identifier in brackets', () => {
    const text = [
      'AVIS DE TRANSFERT DE SIÈGE',
      "Le groupement d'intérêt économique DOCKS DE LA BAIE, RIDET 1 357 924.001, constitué entre la société MARÉE FRAÎCHE (SARL, RIDET 2 468 135.001), la société PALETTES DU PORT (SAS, RIDET 3 579 246.001) et la société GRUES ET LEVAGE (RIDET 4 680 357.001), a transféré son siège le 14 avril 2032 au 21, rue Exemple, 98800 Nouméa.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'DOCKS DE LA BAIE', 'GIE', '1357924001', '2032-04-14']);
  });

  it('reads the grouping whose members are told as bare names after "formé entre les sociétés"', () => {
    const text = [
      'DISSOLUTION',
      "Le groupement ATELIERS DU MONT-DORE, GIE, RIDET 1 357 924.001, formé entre les sociétés SOUDURE EXEMPLE, SARL, RIDET 2 468 135.001, et TÔLERIE EXEMPLE, EURL, RIDET 3 579 246.001, a décidé le 9 novembre 2032 sa dissolution anticipée.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'ATELIERS DU MONT-DORE', 'GIE', '1357924001', '2032-11-09']);
  });

  it('reads the grouping whose block closes the notice, its members told after "les membres du GIE …, dont"', () => {
    const text = [
      'AVIS',
      "Les membres du GIE NAVETTES DU NORD, dont la société MINIBUS EXEMPLE, SARL, RIDET 2 468 135.001, et la société AUTOCARS EXEMPLE, SAS, RIDET 3 579 246.001, réunis le 2 juin 2032, ont décidé de transférer le siège au 7, route Exemple, 98860 Koné.",
      'NAVETTES DU NORD, GIE, RIDET 1 357 924.001',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'NAVETTES DU NORD', 'GIE', '1357924001', '2032-06-02']);
  });
});

describe('the founders of a company constituted between them', () => {
  it('reads the company constituted, not a founding company told after `constitué une société … entre`', () => {
    const text = [
      'LES JARDINS EXEMPLE — RIDET 1 000 009.001',
      "Suivant acte du 12 janvier 2032, il a été constitué une société à responsabilité limitée entre la société AGRI EXEMPLE, SAS, immatriculée au RIDET sous le n° 3 000 007.001, qui a apporté 700 000 F CFP, et M. Paul MARTIN, qui a apporté 300 000 F CFP. Dénomination : LES JARDINS EXEMPLE. Siège : Païta. Gérant : M. Paul MARTIN.",
      'Pour avis.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['creation', 'LES JARDINS EXEMPLE', 'SARL', '1000009001', '2032-01-12']);
  });
});

describe('a grouping’s members named around the grouping’s own name', () => {
  it('reads the grouping named after "le GIE", its members in square brackets after its name, its identifier after them', () => {
    const text = [
      'NOMINATION',
      "Par décision de l'assemblée du 11 mai 2032, le GIE FORGES ASSOCIÉES [membres : société ENCLUME EXEMPLE, SARL, RIDET 2 468 135.001 ; société MARTEAU EXEMPLE, SAS, RIDET 3 579 246.001], RIDET 1 357 924.001, a nommé M. Paul Exemple administrateur unique.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'FORGES ASSOCIÉES', 'GIE', '1357924001', '2032-05-11']);
  });

  it('reads the grouping named after "du groupement" with its identifier, its members after "à savoir"', () => {
    const text = [
      'AVIS',
      "Réunis le 8 mars 2032, les membres du groupement RÉCOLTES DU NORD, RIDET 1 357 924.001, à savoir la société VERGER ALPHA, SARL, RIDET 2 468 135.001, et la société VERGER BÊTA, SAS, RIDET 3 579 246.001, ont décidé la dissolution anticipée du groupement.",
    ].join('\n');
    const [type, name, , ridet] = identityOf(text) as unknown[];
    expect([type, name, ridet]).toEqual(['dissolution', 'RÉCOLTES DU NORD', '1357924001']);
  });

  it('reads the grouping "composé des sociétés …" after its own name and identifier', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      "Le GIE QUAIS ET DOCKS, RIDET 1 357 924.001, composé des sociétés AMARRAGE EXEMPLE, SARL, RIDET 2 468 135.001, et CALES EXEMPLE, SAS, RIDET 3 579 246.001, a transféré son siège le 2 juillet 2032 au 4, quai Exemple, Nouméa.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'QUAIS ET DOCKS', 'GIE', '1357924001', '2032-07-02']);
  });

  it('reads the grouping whose block closes the notice, the companies first told "membres du groupement" together', () => {
    const text = [
      'AVIS DE NOMINATION',
      "Les sociétés AMARRAGE EXEMPLE, SARL, RIDET 2 468 135.001, et CALES EXEMPLE, SAS, RIDET 3 579 246.001, membres du groupement, réunies le 2 juillet 2032, ont nommé M. Paul Exemple administrateur unique.",
      'QUAIS ET DOCKS, GIE, RIDET 1 357 924.001',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'QUAIS ET DOCKS', 'GIE', '1357924001', '2032-07-02']);
  });

  it('reads the grouping a label names after its members’ blocks ("Groupement concerné :")', () => {
    const text = [
      'AVIS DE MODIFICATION',
      'TAXIS EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 2 468 135.001',
      'NAVETTES EXEMPLE, SAS au capital de 2 000 000 F CFP, RIDET 3 579 246.001',
      '',
      'Groupement concerné : TRANSPORTS RÉUNIS, GIE, RIDET 1 357 924.001',
      "Par délibération du 9 mai 2032, l'assemblée des membres a nommé M. Paul Exemple administrateur unique.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'TRANSPORTS RÉUNIS', 'GIE', '1357924001', '2032-05-09']);
  });

  it('reads the partnership a label names after its partners’ blocks ("Société concernée :")', () => {
    const text = [
      'MODIFICATION DE LA GÉRANCE',
      'GESTION ALPHA, SARL, RIDET 2 468 135.001',
      'GESTION BÊTA, SAS, RIDET 3 579 246.001',
      '',
      'Société concernée : LES CASUARINAS, SNC, RIDET 1 357 924.001',
      'Par décision unanime du 9 mai 2032, les associés ont nommé M. Paul Exemple gérant.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'LES CASUARINAS', 'SNC', '1357924001', '2032-05-09']);
  });

  it('reads the company whose partners a relative clause gives ("dont les associés sont les sociétés …")', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      "La société civile immobilière LES CAFÉIERS, RIDET 1 357 924.001, dont les associés sont les sociétés GESTION ALPHA, SARL, RIDET 2 468 135.001, et GESTION BÊTA, SAS, RIDET 3 579 246.001, a transféré son siège le 4 mai 2032 au 3, rue Exemple, Nouméa.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'LES CAFÉIERS', 'SCI', '1357924001', '2032-05-04']);
  });
});

describe('an organ’s members named in the sentence of its composition', () => {
  it('reads the company whose supervisory board is "composé de" two member companies and a person, each member with its office', () => {
    const text = [
      'BANQUE EXEMPLE DU PACIFIQUE',
      'SA à directoire et conseil de surveillance au capital de 120 000 000 F CFP',
      'Siège : Nouméa',
      'RIDET 1 357 924.001',
      "À l'issue de l'assemblée générale du 19 juin 2032, le conseil de surveillance, composé de la société HOUP PARTICIPATIONS, SAS, RIDET 2 468 135.001, présidente, de la société GAÏAC INVEST, SARL, RIDET 3 579 246.001, vice-présidente, et de Mme Lise Exemple, a nommé M. Yves Exemple président du directoire.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'BANQUE EXEMPLE DU PACIFIQUE', 'SA', '1357924001', '2032-06-19']);
  });

  it('reads the company whose directoire is "composé de" two companies and a person, each after its "de", its own block heading the notice', () => {
    const text = [
      'ENTREPÔTS EXEMPLE, SA à directoire, capital 40 000 000 F CFP, RIDET 1 357 924.001',
      "Le directoire, composé de la société PILOTAGE ALPHA, SAS, RIDET 2 468 135.001, président, de la société PILOTAGE BÊTA, SARL, RIDET 3 579 246.001, membre, et de Mme Lise Exemple, membre, a transféré le siège social le 3 août 2032 au 12, avenue Exemple, 98800 Nouméa.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'ENTREPÔTS EXEMPLE', 'SA', '1357924001', '2032-08-03']);
  });
  it('does not read a record of a list under its own "Société concernée :" label as the next record’s member', () => {
    const text = [
      'Société concernée : ALPHA EXEMPLE, SARL, RIDET 2 468 135.001',
      'Transfert du siège au 3, rue Exemple, Nouméa.',
      'Société concernée : BÊTA EXEMPLE, SAS, RIDET 3 579 246.001',
      'Transfert du siège au 5, rue Exemple, Nouméa.',
    ].join('\n');
    const folded = fold(text);
    const first = findRidets(text).find((m) => m.ridet === '2468135001')!;
    expect(blockBeforeConcernedLabel(folded, first.index + first.printed.length)).toBe(false);
  });

  it('reads a block printed before the label naming the grouping as a member’s, not the grouping’s own line', () => {
    const text = ['ALPHA EXEMPLE, SARL, RIDET 2 468 135.001', 'Groupement concerné : GAMMA EXEMPLE, GIE, RIDET 1 357 924.001'].join('\n');
    const folded = fold(text);
    const [member, grouping] = findRidets(text);
    expect(blockBeforeConcernedLabel(folded, member!.index + member!.printed.length)).toBe(true);
    expect(blockBeforeConcernedLabel(folded, grouping!.index + grouping!.printed.length)).toBe(false);
  });

  it('reads the companies under "Composition du conseil de surveillance :" inside a sentence as members', () => {
    const text = "Assemblée du 20 juin 2032. Composition du conseil de surveillance : ALPHA PARTICIPATIONS, SAS, RIDET 2 468 135.001, présidente ; BÊTA INVEST, SARL, RIDET 3 579 246.001, vice-présidente.";
    expect(enumerated(text, '2468135001')).toBe(true);
    expect(enumerated(text, '3579246001')).toBe(true);
  });
});

describe('companies that are no enumerated members', () => {
  it('does not read the parties of a contract concluded "entre" two companies as members', () => {
    const text = "Un contrat de location-gérance a été conclu le 2 mars 2032 entre la société ALPHA EXEMPLE, SARL, RIDET 2 468 135.001, et la société BÊTA EXEMPLE, SAS, RIDET 3 579 246.001.";
    expect(enumerated(text, '2468135001')).toBe(false);
    expect(enumerated(text, '3579246001')).toBe(false);
  });

  it('does not read a company after the sentence of the constitution as a member', () => {
    const text = "Le GIE EXEMPLE a été constitué entre la société ALPHA EXEMPLE, SARL, RIDET 2 468 135.001, et M. Paul Exemple. La société BÊTA EXEMPLE, SAS, RIDET 3 579 246.001, a été nommée administratrice.";
    expect(enumerated(text, '2468135001')).toBe(true);
    expect(enumerated(text, '3579246001')).toBe(false);
  });

  it('does not read the grouping’s own identifier printed after the bracket of its members as a member', () => {
    const text = "L'assemblée du GIE EXEMPLE (membres : ALPHA EXEMPLE, SARL, RIDET 2 468 135.001 ; BÊTA EXEMPLE, SAS, RIDET 3 579 246.001), RIDET 1 357 924.001, a nommé M. Paul Exemple administrateur.";
    expect(enumerated(text, '2468135001')).toBe(true);
    expect(enumerated(text, '3579246001')).toBe(true);
    expect(enumerated(text, '1357924001')).toBe(false);
  });

  it('does not read a company the grouping lets its business to as a member', () => {
    const text = "Le GIE EXEMPLE, RIDET 1 357 924.001, a donné en location-gérance le 2 mars 2032 son fonds à la société ALPHA EXEMPLE, SARL, RIDET 2 468 135.001.";
    expect(enumerated(text, '2468135001')).toBe(false);
  });

  it('does not read the company an organ of stated composition acts on, after the organ’s verb, as a member', () => {
    const text = "Le conseil d'administration, composé de trois membres, a transféré le 2 juillet 2032 le siège de la société AMARRAGE EXEMPLE, SARL, RIDET 2 468 135.001, au 4, quai Exemple, Nouméa.";
    expect(enumerated(text, '2468135001')).toBe(false);
  });

  it('does not read one company told "membre du GIE X" beside its own act as a member', () => {
    const text = "La société AMARRAGE EXEMPLE, SARL, RIDET 2 468 135.001, membre du GIE QUAIS ET DOCKS, RIDET 1 357 924.001, a transféré son siège le 2 juillet 2032.";
    const folded = fold(text);
    const member = findRidets(text).find((m) => m.ridet === '2468135001')!;
    expect(membersInApposition(folded, member.index + member.printed.length)).toBe(false);
  });

  it('does not read the grouping told again by its noun alone after its members’ list as a member', () => {
    const text = ['Membres :', '- AMARRAGE EXEMPLE, SARL, RIDET 2 468 135.001', '- CALES EXEMPLE, SAS, RIDET 3 579 246.001', 'Le groupement, RIDET 1 357 924.001, a nommé M. Paul Exemple administrateur unique.'].join('\n');
    const folded = fold(text);
    const prose = folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
    const grouping = findRidets(text).find((m) => m.ridet === '1357924001')!;
    const member = findRidets(text).find((m) => m.ridet === '2468135001')!;
    expect(memberOfListedOrgan(prose.slice(0, grouping.index), folded, grouping.index, grouping.index + grouping.printed.length)).toBe(false);
    expect(memberOfListedOrgan(prose.slice(0, member.index), folded, member.index, member.index + member.printed.length)).toBe(true);
  });

  it('keeps a joint notice of two companies, neither named as a member, quarantined', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      "Les sociétés ALPHA EXEMPLE, SARL, RIDET 2 468 135.001, et BÊTA EXEMPLE, SAS, RIDET 3 579 246.001, ont transféré le 2 mars 2032 leur siège au 4, rue Exemple, Nouméa.",
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'joint' });
    expect(result?.ok).toBe(false);
  });

  it('publishes a grouping’s constitution under none of its members', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      "Par acte sous seing privé du 6 avril 2032, il a été constitué un groupement d'intérêt économique dénommé GIE DES ÉBÉNISTES, entre la société BOIS EXEMPLE, SARL, RIDET 2 468 135.001, et la société VERNIS EXEMPLE, SAS, RIDET 3 579 246.001. Siège : Nouméa. Administrateur unique : M. Paul Exemple.",
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 'constitution' });
    expect(result?.ok).toBe(false);
  });
});
