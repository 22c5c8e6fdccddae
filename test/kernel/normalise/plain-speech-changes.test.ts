import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { noticeOf } from './notice-helpers.ts';

// A company's own people telling a change by what no longer holds and what does, and naming their
// company in their own words (2026-12-01, wt-tabmail). Made-up texts; every RID passes the check.

const typeOf = (text: string) => classifyNotice(text, { heading: '', category: null })?.type ?? null;

describe('a change told by what no longer holds and what does', () => {
  it('reads a seat that is no longer at one address but at another', () => {
    expect(typeOf("Le siège n'est plus au 4 rue des Cocotiers à Koné mais au 18 route de la Plage à Poindimié.")).toBe('siege');
    expect(typeOf('notre siège social ne se trouve plus à Bourail mais à La Foa, lot 3.')).toBe('siege');
    expect(typeOf("Depuis lundi le siège n'est plus à Nouméa, il est à Dumbéa, mais rien d'autre ne change.")).toBe('siege');
  });

  it('reads an office that another person now holds', () => {
    expect(typeOf("Le gérant n'est plus M. Pierre LAMBESC mais Mme Julie LAMBESC depuis le 4 novembre.")).toBe('nomination');
    expect(typeOf("la présidente n'est plus ma mère, c'est moi.")).toBe('nomination');
    expect(typeOf("ce n'est plus moi le gérant, c'est mon fils Yann.")).toBe('nomination');
  });

  it('reads an office its holder no longer holds or hands on', () => {
    expect(typeOf("Je vous informe que je ne suis plus gérante, c'est Mme Inès LAMBESC qui me remplace.")).toBe('nomination');
    expect(typeOf('mon frère prend sa retraite et me confie la présidence')).toBe('nomination');
  });

  it("reads the address of the seat that changed, and the company's own address that is no longer where it was", () => {
    expect(typeOf("l'adresse du siège a changé : c'est maintenant 9 rue de Sébastopol")).toBe('siege');
    expect(typeOf("notre adresse n'est plus 2 rue Higginson mais 40 avenue du Maréchal Foch")).toBe('siege');
  });

  it('does not read a place or a person that is no longer something else', () => {
    expect(typeOf("Le magasin n'est plus ouvert le dimanche mais le samedi.")).toBeNull();
    expect(typeOf('Je ne suis plus disponible le lundi.')).toBeNull();
    expect(typeOf("Le gérant n'est plus joignable le lundi mais le mardi.")).toBeNull();
    expect(typeOf('on a changé le nom du fichier joint')).toBeNull();
  });
});

describe("a change of the statutes or a closing told by the company's own people", () => {
  it('reads a name changed and a business widened', () => {
    expect(typeOf('nous changeons de nom au 1er janvier')).toBe('statuts');
    expect(typeOf('on a changé le nom de la société, ce sera désormais LAGON BLEU')).toBe('statuts');
    expect(typeOf("nous avons ajouté la vente de glaces à notre activité")).toBe('statuts');
  });

  it('reads a company its people dissolve or close for good', () => {
    expect(typeOf("on arrête tout et on dissout la société à la fin du mois")).toBe('dissolution');
    expect(typeOf('les associés ont décidé de fermer définitivement la société')).toBe('dissolution');
  });
});

describe('a company its own people name', () => {
  it('reads the name after the possessive and the verb of naming, and publishes the move', () => {
    const notice = noticeOf(
      [
        'Bonjour,',
        'Notre entreprise se nomme KOUMAC AUTO SERVICES, une SAS (ridet 2222222 001). Depuis le 10 novembre 2026 le siège social ne se trouve plus à Koumac mais à Voh, lot 12 zone artisanale.',
        'Cordialement',
      ].join('\n'),
    );
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['siege', 'KOUMAC AUTO SERVICES', '2222222001']);
  });

  it('reads a name given in the first person with another verb', () => {
    const notice = noticeOf('Ma société s’appelle PIROGUES DE LIFOU, SARL, RIDET 1 111 111.001. Le siège n’est plus à Wé mais à Xepenehe depuis le 2 novembre 2026.');
    expect(notice.denomination).toBe('PIROGUES DE LIFOU');
  });
});

describe("the writer's own office, told in the first person", () => {
  it("reads the company named after the writer's office as the writer's own, not as a company holding an office", () => {
    const notice = noticeOf(
      [
        'Bonjour',
        "je suis la gérante, ma société s'appelle BOULANGERIE DU COL, c'est une SARL, ridet 1 111 111.001. La gérante n'est plus Mme Anne WAYA mais Mme Joséphine POEDI depuis l'assemblée du 4 novembre 2026.",
        'Merci',
      ].join('\n'),
    );
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['nomination', 'BOULANGERIE DU COL', '1111111001']);
  });

  it('reads the same with the office said otherwise', () => {
    const notice = noticeOf("Bonsoir, moi, président, la SAS KOUMAC FROID, RIDET 2222222.001, a transféré son siège au 3 rue du Wharf, Koumac, le 9 novembre 2026.");
    expect([notice.type, notice.ridet]).toEqual(['siege', '2222222001']);
  });
});


describe('a company named by its own people by any legal form', () => {
  it('reads a creation, a change of form and a dissolution whatever the form they name', () => {
    expect(typeOf('Bonjour, nous avons créé une SCOP de maraîchage à Pouembout le 2 mars.')).toBe('creation');
    expect(typeOf('je viens de créer ma SELAS de kinésithérapeutes, voici les informations.')).toBe('creation');
    expect(typeOf('à partir du 1er avril on passe en SELARL, le reste ne change pas.')).toBe('statuts');
    expect(typeOf('nous allons dissoudre notre SCP au 31 décembre.')).toBe('dissolution');
  });
});

describe('a founder telling the constitution of his company in the first person', () => {
  it('reads the constitution with how and when between the verb and the company', () => {
    expect(typeOf("Je soussigné Paul EXEMPLE informe le public que j'ai créé seul, le 10 mars 2026, une société à responsabilité limitée unipersonnelle (EURL).")).toBe('creation');
  });

  it("publishes the name his relative clause gives, the form's abbreviation in brackets before it", () => {
    const notice = noticeOf(
      [
        'Actu NC – mercredi 8 avril 2026 – Avis divers',
        '',
        "Je soussigné Paul EXEMPLE informe le public que j'ai créé seul, le 10 mars 2026, une société à responsabilité limitée unipersonnelle (EURL) qui s'appelle TAILLE & HAIES DU NORD.",
        'Elle a un capital de 200 000 F CFP. Son siège est chez moi, 8 rue des Niaoulis, 98860 Koné.',
        'Elle est inscrite au RIDET sous le numéro 1 850 395 001 depuis le 25 mars 2026.',
        '',
        'Pour avis, le gérant, Paul EXEMPLE.',
      ].join('\n'),
    );
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['creation', 'TAILLE & HAIES DU NORD', '1850395001']);
  });
});

