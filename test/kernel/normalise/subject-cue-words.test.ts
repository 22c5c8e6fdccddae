import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { subjectCueWords } from '../../../kernel/normalise/subject-cue-words.ts';
import { judgeRidets, type JudgedRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { fold } from '../../../kernel/normalise/fold.ts';

/** How the subject rules judge the text's only identifier. */
function judgedOnly(text: string): JudgedRidet {
  const matches = findRidets(text);
  expect(matches).toHaveLength(1);
  return judgeRidets(text, matches)[0]!;
}

// Each family of cues is asked of the text once; a text that holds a family's word in any of its
// spellings must reach the cues, or the identifier loses the part they give it.
describe('the words a family of subject cues needs, asked once a text', () => {
  it.each([
    ["l'absorption de la société", 'absorb'],
    ['a été absorbée par', 'absorb'],
    ['la société absorbante', 'absorb'],
    ["fait l'apport de son fonds", 'contribution'],
    ['les participations détenues', 'shares'],
    ['400 actions', 'shares'],
    ['a racheté le fonds', 'exchange'],
    ['le nouveau propriétaire', 'exchange'],
    ['la location du local', 'letting'],
    ['concédée par', 'letting'],
    ['Maître X, avocate', 'adviser'],
    ['expert-comptable', 'adviser'],
  ] as const)('"%s" holds the words of the %s family', (words, family) => {
    expect(subjectCueWords(fold(words))[family]).toBe(true);
  });

  it('a notice of an appointment holds none of them', () => {
    expect(subjectCueWords(fold('La gérante a nommé M. Paul Tiéou directeur général à compter du 2 mars 2026.'))).toEqual({
      absorb: false,
      contribution: false,
      shares: false,
      exchange: false,
      letting: false,
      adviser: false,
    });
  });
});

describe('the cues of a merger and of a contribution reached by their words', () => {
  it.each([
    "L'associée unique a approuvé l'absorption de la société VOILERIE DU NORD, SARL, RIDET 1 234 567.001, et constaté la dissolution.",
    'Fusion-absorption de la société LES ATELIERS DE KOUMAC, SAS, RIDET 1 234 567.001, approuvée le 4 mai 2026.',
  ])('the company after "absorption de" is the one absorbed: %s', (text) => {
    expect(judgedOnly(text).absorbed).toBe(true);
  });

  it('a company that "a absorbé" another absorbs it', () => {
    expect(judgedOnly('La société TRANSPORTS DU LAGON, SAS, RIDET 1 234 567.001, a absorbé sa filiale de location de véhicules.').absorbing).toBe(true);
  });

  it('a company that makes a contribution gives it', () => {
    expect(judgedOnly("La société ÉLEVAGES DU PLATEAU, SARL, RIDET 1 234 567.001, a fait apport de sa branche d'activité de transport à une société nouvelle.").absorbed).toBe(true);
  });
});

describe('the cues of a sale of shares and of a business reached by their words', () => {
  it('the company whose parts are sold is their object', () => {
    expect(judgedOnly('Mme Anne Poédi a cédé 250 parts sociales de la société MENUISERIE DE LA FOA, SARL, RIDET 1 234 567.001, à M. Luc Wamytan.').partsOf).toBe(true);
  });

  it('a company that sells a number of its own shares is a shareholder, a third party', () => {
    expect(judgedOnly('La société HOLDING DES ÎLES, SAS, RIDET 1 234 567.001, a cédé 300 actions à Mme Iris Gope le 2 juin 2026.').third).toBe(true);
  });

  it.each(['a acquis', 'a racheté', 'est devenue propriétaire de'])('a company that "%s" the business is the buyer, a third party', (verb) => {
    expect(judgedOnly(`La société BOULANGERIE DE LA BAIE, SARL, RIDET 1 234 567.001, ${verb} le fonds de commerce exploité rue de Sébastopol.`).third).toBe(true);
  });

  it('the company a business was bought from sells it', () => {
    expect(judgedOnly('M. Noël Kasarhérou a acquis de la société FOURNIL DU COL, EURL, RIDET 1 234 567.001, le fonds de pâtisserie.').sellerSide).toBe(true);
  });

  it('the company a letting was granted by lets the business', () => {
    expect(judgedOnly('La location-gérance du fonds de restauration, consentie le 1er mars 2024 par la société LE FARE, SARL, RIDET 1 234 567.001, a pris fin le 28 février 2026.').sellerSide).toBe(true);
  });
});

describe("the cues read on one identifier's words, gated by a word of their own", () => {
  it.each(['a quitté ses fonctions de gérante', 'a résigné son mandat de présidente', 'a quitté son poste de gérante'])('a company that "%s" is an officer, a third party', (words) => {
    expect(judgedOnly(`La société CONSEILS DU SUD, SARL, RIDET 1 234 567.001, ${words} le 30 avril 2026.`).third).toBe(true);
  });

  it('a company printed with its town, then as the sole shareholder of another, is a third party', () => {
    expect(judgedOnly('La société HOLDING TIAOU, SAS, RIDET 1 234 567.001 (Nouméa), actionnaire unique du capital de la société PÊCHERIES DU NORD, a décidé la dissolution.').third).toBe(true);
  });

  it.each(['a souscrit 500 actions nouvelles', 'est entrée au capital', 'a été admise en qualité de nouvelle associée'])('a company that "%s" invests, a third party', (words) => {
    expect(judgedOnly(`Lors de l'augmentation de capital, la société FINANCIÈRE DU NORD, SAS, RIDET 1 234 567.001, ${words}.`).third).toBe(true);
  });

  it('a firm signing after "Pour avis" is the drafter', () => {
    expect(judgedOnly('Pour avis, ATELIER JURIDIQUE DU CAILLOU, SARL, RIDET 1 234 567.001').adviser).toBe(true);
  });

  it("an adviser's firm with its profession before its identifier is the adviser", () => {
    expect(judgedOnly('Rédaction confiée à Anne Kowi, expert-comptable, inscrite au tableau, RIDET 1 234 567.001.').adviser).toBe(true);
  });
});

describe("more cues read on one identifier's words, each gated by a word its pattern needs", () => {
  it('a company the letting had been granted to is the tenant, a third party', () => {
    expect(judgedOnly("La société SNACK DU WHARF, SARL, RIDET 1 234 567.001, fait savoir que la location-gérance qui lui avait été concédée sur le fonds de la rue Anatole-France a pris fin.").third).toBe(true);
  });

  it.each([
    'Le projet de scission de la société GRANDS CHANTIERS DU SUD, SAS, RIDET 1 234 567.001, a été approuvé.',
    "Les deux sociétés nouvelles ont reçu l'intégralité du patrimoine de la société GRANDS CHANTIERS DU SUD, SAS, RIDET 1 234 567.001.",
    'La société GRANDS CHANTIERS DU SUD, SAS, RIDET 1 234 567.001, a été scindée au profit de deux sociétés nouvelles.',
  ])('a company split by a scission is the one that gives its estate: %s', (text) => {
    expect(judgedOnly(text).absorbed).toBe(true);
  });

  it('the company named after "appartenant à" owns the business', () => {
    expect(judgedOnly('Le fonds de quincaillerie appartenant à la société LE COMPTOIR DE TOUHO, SARL, RIDET 1 234 567.001, est donné en location-gérance à M. Jules Pidjot.').sellerSide).toBe(true);
  });

  it.each([
    'Les 1 000 actions nouvelles ont été souscrites en totalité par la société CAPITAL OUTREMER, SAS, RIDET 1 234 567.001.',
    'Le contrat de franchise accordé par la société ENSEIGNE DU PACIFIQUE, SAS, RIDET 1 234 567.001, a été renouvelé.',
  ])('the company that subscribes or franchises is a third party: %s', (text) => {
    expect(judgedOnly(text).third).toBe(true);
  });

  it("the company whose offer to take over the business is chosen is the buyer, a third party", () => {
    expect(judgedOnly("Le tribunal a arrêté le plan de cession au vu de l'offre de reprise formulée par la société REPRISE ET AVENIR, SAS, RIDET 1 234 567.001.").third).toBe(true);
  });
});
