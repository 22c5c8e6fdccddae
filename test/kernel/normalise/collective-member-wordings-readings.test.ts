import { describe, expect, it } from 'vitest';
import { memberOfListedOrgan } from '../../../kernel/normalise/organ-member-list.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.
// (wt-org2) Every writer names a grouping's members or a partnership's partners by what they are
// to it: the companies its members' meeting brings together, the members set after a dash, the
// members or partners the collective "is" now, the members it goes on between, its composition's
// participle, the partners apposed to "la société" in the plural. Each is a member, never the
// company whose record changes (organ-member-sentence.ts, organ-member-list.ts).

/** Whether the identifier `ridet` (its ten digits) is read as a listed or enumerated member in `text`. */
function member(text: string, ridet: string): boolean {
  const folded = fold(text);
  const prose = folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
  const match = findRidets(text).find((m) => m.ridet === ridet)!;
  return memberOfListedOrgan(prose.slice(Math.max(0, match.index - 400), match.index), folded, match.index, match.index + match.printed.length);
}

describe('the members a members’ meeting brings together', () => {
  const text = [
    'GIE CAFÉS DU PLATEAU',
    'Groupement d’intérêt économique',
    'RIDET 1 357 924.001',
    'PROROGATION',
    "L'assemblée des membres du 3 mars 2032, réunissant [TORRÉFACTION EXEMPLE, SARL, RIDET 2 468 135.001] et [SÉCHOIRS MODÈLES, SAS, RIDET 3 579 246.001], a décidé de proroger la durée du groupement. L'article 4 du contrat de groupement est modifié.",
  ].join('\n');

  it('reads each company in brackets after "réunissant" as a member', () => {
    expect([member(text, '2468135001'), member(text, '3579246001'), member(text, '1357924001')]).toEqual([true, true, false]);
  });

  it('publishes the grouping whose block opens the notice', () => {
    expect(identityOf(text)).toEqual(['statuts', 'CAFÉS DU PLATEAU', 'GIE', '1357924001', '2032-03-03']);
  });
});

describe('the members set after a dash', () => {
  it('reads each company after "les membres du groupement —", items parted by semicolons', () => {
    const text = [
      'GIE SERRES DU NORD – RIDET 1 357 924.001',
      'Par décision unanime du 4 avril 2032, les membres du groupement — la société TOMATES EXEMPLE, SARL, RIDET 2 468 135.001 ; la société SALADES MODÈLES, SAS, RIDET 3 579 246.001 — ont prononcé la dissolution anticipée du groupement.',
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001')]).toEqual([true, true]);
  });

  it('does not read a company after a dash that follows no members’ noun', () => {
    const text = 'Par décision du 4 avril 2032 — la société TOMATES EXEMPLE, SARL, RIDET 2 468 135.001, a transféré son siège.';
    expect(member(text, '2468135001')).toBe(false);
  });
});

describe('the members or partners the collective is now', () => {
  it('reads the partners after "Les associés sont"', () => {
    const text = [
      'KIOSQUE EXEMPLE, SNC, RIDET 1 357 924.001',
      "Par décision unanime des associés du 5 mai 2032, la société a été transformée en société à responsabilité limitée. Les associés sont la société PRESSE EXEMPLE, SARL, RIDET 2 468 135.001, et la société JOURNAUX MODÈLES, SAS, RIDET 3 579 246.001.",
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001'), member(text, '1357924001')]).toEqual([true, true, false]);
  });

  it('reads the other members after "Les autres membres sont"', () => {
    const text = 'Les autres membres sont la société FORGE EXEMPLE, SAS, RIDET 2 468 135.001, et la société TÔLES MODÈLES, SARL, RIDET 3 579 246.001.';
    expect([member(text, '2468135001'), member(text, '3579246001')]).toEqual([true, true]);
  });
});

describe('the members a grouping goes on between', () => {
  it('reads the numbered companies after "Le groupement se poursuit entre :", not the member leaving nor the grouping', () => {
    const text = [
      'RETRAIT D’UN MEMBRE',
      "La société VERGERS EXEMPLE, SARL, RIDET 4 680 357.001, s'est retirée du groupement d'intérêt économique FRUITS DU SUD, immatriculé au RIDET sous le n° 1 357 924.001, ainsi que l'a constaté l'assemblée des membres du 6 juin 2032.",
      '',
      'Le groupement se poursuit entre :',
      '1. la société AGRUMES EXEMPLE, SARL, RIDET 2 468 135.001 ;',
      '2. la société MANGUES MODÈLES, SAS, RIDET 3 579 246.001.',
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001'), member(text, '1357924001')]).toEqual([true, true, false]);
    expect(identityOf(text)).toEqual(['statuts', 'FRUITS DU SUD', 'GIE', '1357924001', '2032-06-06']);
  });
});

describe('the composition’s participle in apposition', () => {
  it('reads the companies after ", et composé de", the grouping’s own particulars between its noun and the participle', () => {
    const text = [
      'MODIFICATION',
      "Par délibération du 7 juillet 2032, l'assemblée des membres du groupement d'intérêt économique dénommé jusqu'alors « GIE PIROGUES EXEMPLE », ayant son siège à Hienghène, 98815 Hienghène, immatriculé sous le RIDET 1 357 924.001, et composé de la SARL KAYAKS EXEMPLE (RIDET 2 468 135.001) et de la SARL GÎTES MODÈLES (RIDET 3 579 246.001), a décidé de modifier la dénomination du groupement, qui devient « RANDONNÉES EXEMPLE ».",
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001'), member(text, '1357924001')]).toEqual([true, true, false]);
    expect(identityOf(text)).toEqual(['statuts', 'RANDONNÉES EXEMPLE', 'GIE', '1357924001', '2032-07-07']);
  });

  it('does not read a participle whose complement is no company', () => {
    const text = 'La société PIROGUES EXEMPLE, SARL, RIDET 1 357 924.001, composée de deux établissements, et la société KAYAKS EXEMPLE, SARL, RIDET 2 468 135.001, ont fusionné.';
    expect(member(text, '2468135001')).toBe(false);
  });
});

describe('partners apposed in the plural to the company’s generic noun', () => {
  it('reads the two companies told "seules associées et cogérantes de la société", the partnership’s block opening the notice', () => {
    const text = [
      'SNC STATION EXEMPLE – RIDET 1 357 924.001',
      'TRANSFERT DE SIÈGE',
      'Par décision unanime des associées du 8 août 2032, les sociétés CARBURANTS EXEMPLE, SAS, RIDET 2 468 135.001, et GARAGES MODÈLES, SARL, RIDET 3 579 246.001, seules associées et cogérantes de la société, ont transféré le siège social au 18, rue Exemple, 98800 Nouméa.',
    ].join('\n');
    expect(member(text, '3579246001')).toBe(true);
    expect(identityOf(text)).toEqual(['siege', 'STATION EXEMPLE', 'SNC', '1357924001', '2032-08-08']);
  });

  it('does not read partners of a company named after the noun (a parent’s words of another company)', () => {
    const text = 'Les sociétés CARBURANTS EXEMPLE, SAS, RIDET 2 468 135.001, et GARAGES MODÈLES, SARL, RIDET 3 579 246.001, associées de la société STATION EXEMPLE, ont transféré leur siège.';
    expect(member(text, '3579246001')).toBe(false);
  });
});

describe('an organ’s members named in the plural or under its composition', () => {
  it('reads the companies present at a supervisory board told "membres" in apposition, the company’s block opening the notice', () => {
    const text = [
      'RESTAURATION EXEMPLE',
      'SA à directoire et conseil de surveillance au capital de 10 000 000 F CFP',
      'RIDET 1 357 924.001',
      'TRANSFERT DE SIÈGE SOCIAL',
      "Le conseil de surveillance du 9 septembre 2032, présidé par M. Paul EXEMPLE, en présence de la société CUISINES EXEMPLE (RIDET 2 468 135.001) et de la société VIVRES MODÈLES (RIDET 3 579 246.001), membres, a décidé de transférer le siège social au 3, rue Exemple, 98830 Dumbéa. L'article 4 des statuts a été modifié en conséquence.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'RESTAURATION EXEMPLE', 'SA', '1357924001', '2032-09-09']);
  });

  it('reads a board’s composition told "se compose donc de :" with an adverb after the verb', () => {
    const text = "Le conseil d'administration se compose donc de : M. Paul EXEMPLE, président ; la société IMAGERIE EXEMPLE ; la société ANALYSES MODÈLES, SAS, RIDET 2 468 135.001.";
    expect(member(text, '2468135001')).toBe(true);
  });

  it('reads the companies listed after "ont été nommés membres du conseil d’administration … de la société G, …, RIDET … :"', () => {
    const text = [
      'titre : Nomination de membres du conseil d’administration',
      "Aux termes des décisions collectives des associés du 10 octobre 2032, ont été nommés membres du conseil d'administration institué par l'article 15 des statuts de la société GOLF EXEMPLE, société par actions simplifiée au capital de 20 000 000 F CFP, dont le siège est route Exemple, 98830 Dumbéa, RIDET 1 357 924.001 :",
      '* la société FONCIÈRE EXEMPLE, SARL, RIDET 2 468 135.001, représentée par M. Paul EXEMPLE ;',
      '* la société GREEN MODÈLE, SAS, RIDET 3 579 246.001 ;',
      '* M. Jean MODÈLE.',
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001'), member(text, '1357924001')]).toEqual([true, true, false]);
    expect(identityOf(text)).toEqual(['nomination', 'GOLF EXEMPLE', 'SAS', '1357924001', '2032-10-10']);
  });

  it('reads the companies listed after the office, its term and the person replaced before the colon', () => {
    const text = [
      'GIE AÉROPORT EXEMPLE, groupement d’intérêt économique, RIDET 1 357 924.001.',
      "Aux termes d'une délibération de l'assemblée des membres du 11 novembre 2032, ont été nommées administrateurs pour une durée de trois ans, en remplacement de M. Paul EXEMPLE, dont le mandat est arrivé à expiration :",
      '- la société ESCALE EXEMPLE, SAS, RIDET 2 468 135.001, représentée par Mme Ana EXEMPLE ;',
      '- la société AVITAILLEMENT MODÈLE, SARL, RIDET 3 579 246.001, représentée par M. Jean MODÈLE.',
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '3579246001')]).toEqual([true, true]);
  });

  it('reads a member named on a line its label opens, whatever words qualify the noun', () => {
    const text = ['NOMINATION', "Membre à l'initiative de la candidature : la société ÉLECTRICITÉ EXEMPLE, RIDET 2 468 135.001.", '', 'Groupement : GIE ÉNERGIES EXEMPLE', 'RIDET : 1 357 924.001'].join('\n');
    expect([member(text, '2468135001'), member(text, '1357924001')]).toEqual([true, false]);
  });
});

describe('companies listed one after another in brackets', () => {
  it('reads three companies appointed together, each with its form in its bracket, as the appointees, not the company last named', () => {
    const text = [
      "Par assemblée générale ordinaire du 12 décembre 2032, la société TRAVAUX EXEMPLE (SARL, RIDET 2 468 135.001), la société LEVAGE MODÈLE (SAS, RIDET 3 579 246.001) et la société MINERAI EXEMPLE (SARL, RIDET 4 680 357.001) ont été nommées administrateurs, pour six ans, de la société anonyme CARRIÈRES EXEMPLE, au capital de 90 000 000 F CFP, dont le siège est route Exemple, 98850 Koumac, RIDET 1 357 924.001, en remplacement de M. Paul EXEMPLE, démissionnaire.",
      'Pour avis.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'CARRIÈRES EXEMPLE', 'SA', '1357924001', '2032-12-12']);
  });
});

describe('the members’ label opening a sentence, the grouping’s own identifier labelled as its', () => {
  const text = [
    'TRANSFERT DE SIÈGE – GIE',
    "Groupement d'intérêt économique CERFS EXEMPLE. Membres : SARL CERVIDÉS EXEMPLE, RIDET 2 468 135/001 ; SCEA DOMAINE MODÈLE, RIDET 3 579 246/001. RIDET du groupement : 1 357 924/001.",
    '',
    "Aux termes de la délibération de l'assemblée des membres du 5 janvier 2033, le siège du groupement a été transféré à La Foa, 12, rue Exemple, 98880 La Foa.",
  ].join('\n');

  it('reads the member its form introduces after the label', () => {
    expect(member(text, '2468135001')).toBe(true);
  });

  it('reads the grouping’s identifier "RIDET du groupement :" labels as an identifier', () => {
    expect(findRidets(text).map((m) => m.ridet)).toEqual(['2468135001', '3579246001', '1357924001']);
  });
});

describe('the company’s card headed by its label, other companies’ cards above it', () => {
  it('reads the cards above "SOCIÉTÉ CONCERNÉE" as other companies’', () => {
    const text = [
      'COMMISSAIRE AUX COMPTES TITULAIRE',
      'Dénomination : AUDIT EXEMPLE',
      'Forme : SARL',
      'RIDET : 2468135.001',
      '',
      'SOCIÉTÉ CONCERNÉE',
      'Dénomination : GRANULATS EXEMPLE',
      'Forme : SAS au capital de 8 000 000 F CFP',
      'RIDET : 1357924.001',
      'Décision : décisions collectives des associés du 30 janvier 2033',
    ].join('\n');
    expect([member(text, '2468135001'), member(text, '1357924001')]).toEqual([true, false]);
  });
});

describe('the members told in the plural noun that opens their list', () => {
  const text = [
    'Groupement d’intérêt économique « FILETS EXEMPLES »',
    'RIDET 1 357 924.001',
    '',
    'RENOUVELLEMENT DE L’ADMINISTRATEUR',
    'L’assemblée des membres du 3 mars 2032 a renouvelé le mandat d’administrateur de M. Paul EXEMPLE.',
    'Pour mémoire, les membres du groupement sont les sociétés PÊCHES EXEMPLES, RIDET 2 468 135.001, représentée par M. Jean MODÈLE, et ARMEMENT MODÈLE, représentée par Mme Anne TYPE.',
  ].join('\n');

  it('reads the first company after "sont les sociétés" as a member', () => {
    expect([member(text, '2468135001'), member(text, '1357924001')]).toEqual([true, false]);
  });

  it('publishes the grouping whose block opens the notice', () => {
    expect(identityOf(text)).toEqual(['nomination', 'FILETS EXEMPLES', 'GIE', '1357924001', '2032-03-03']);
  });
});
