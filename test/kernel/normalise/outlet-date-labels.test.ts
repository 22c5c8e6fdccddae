import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { normaliseCharacters } from '../../../kernel/normalise/clean-text.ts';
import { findFrenchDates } from '../../../kernel/normalise/french-date.ts';

// How outlets label the day they publish a notice, each its own way. Made-up outlets and notices;
// the body's own date (the act's, 2 March 2026) is never the publication.

const body = "\n\nAVIS DE CONSTITUTION\nAux termes d'un acte du 2 mars 2026, il a été constitué une SARL dénommée KAORI BOIS, RIDET 1 234 566.001.\n";

describe("an outlet's publication date", () => {
  it.each([
    ['a Roman month after its label', 'Le Héron — le podcast\nÉpisode 12 · mis en ligne le 20.III.2026 · 14 min', '2026-03-20'],
    ["a periodical's issue by its noun", 'LA GAZETTE DU HÉRON\nGazette du 21-IV-2026 — feuillet 2 — Constitutions', '2026-04-21'],
    ["a weekly's issue number, then its week", 'LE HÉRON HEBDO · N° 233 · du 8 au 14 avril 2026', '2026-04-08'],
    ["a board's posting day", 'TRIBU DU HÉRON — Panneau de la chefferie\nAffichage du lundi 8 juin 2026', '2026-06-08'],
    ["a board's posting period in numbers", 'MAIRIE DU HÉRON — tableau d’affichage\nAffiché du 09/02/2026 au 09/03/2026 — réf. AFF-2026-031', '2026-02-09'],
    ["a weekly's issue number in groups, then its week", "L'INFO DU HÉRON — N° 1 204 — du jeudi 7 au mercredi 13 mai 2026", '2026-05-07'],
    ['a posting stamp whose hour is in capitals', 'LE HÉRON EN LIGNE\nLE 02 AVRIL 2026 - 18H40', '2026-04-02'],
    ["ISO 8601's week date after its label", 'leheron.io / annonces-legales\npublié : 2026-W21-4 (jeudi de la semaine ISO 21) · auteur : service annonces', '2026-05-21'],
    ["a station's notice of the day", 'RADIO HÉRON — 101.2 FM — Annonce légale du 19.08.2026', '2026-08-19'],
    ['figures parted by spaces alone right after the label', 'LE COURRIER DU HÉRON          Parution 14 05 2026          N° 318', '2026-05-14'],
    ["a paper's day on sale, after the day it went to press", 'LE HÉRON LIBRE — numéro spécial\nMise sous presse le 2 décembre 2026 — en kiosque le jeudi 3 décembre 2026', '2026-12-03'],
  ])('is read: %s', (_, head, date) => {
    expect(findPublicationDate(head + body)).toBe(date);
  });

  it('is read on the line under its label, the label alone on its line', () => {
    expect(findPublicationDate(`Le Héron officiel\nAnnonce n° 2026-118\n\nDate de publication\n24 mars 2026\n\nRubrique\nConstitutions${body}`)).toBe('2026-03-24');
  });

  it("is read in a portal's footer beside the day it generated this copy, not from the copy's stamp", () => {
    expect(findPublicationDate(`${body}\nPour avis.\n\nJONC n° 11391 du 20 août 2026 – Page 12 847 | Version consolidée générée le 24/08/2026\n`)).toBe('2026-08-20');
    expect(findPublicationDate(`${body}\nPour avis.\n\nLNC n° 412 du 4 mai 2026 — imprimé le 02/05/2026\n`)).toBe('2026-05-04');
  });

  it("is read in a footer whose issue's number stands before its label", () => {
    expect(findPublicationDate(`${body}\nLe Héron Magazine, n° 142, paru le mardi 12 mai 2026 — page 31\n`)).toBe('2026-05-12');
  });

  it.each([
    ["an issue's delivery", 'Le Héron du Nord — livraison du 3 décembre 2026 (n° 49) — Koné', '2026-12-03'],
    ["an issue's number, the paper's name before it after a dash", '— La Gazette du Héron, numéro du 24 juin 2026', '2026-06-24'],
    ['the same between two dashes', '— La Gazette du Héron, numéro du 24 juin 2026 —', '2026-06-24'],
    ["the paper's name and its issue's weekday between dashes", "— L'Horizon héronnais, jeudi 3 décembre 2026 —", '2026-12-03'],
    ['a notice online, after the paper\'s name', '— Le Babillard du Héron, annonce en ligne le 14/01/2026', '2026-01-14'],
    ["a web edition, the paper's name opening on a mark of its own", '⁂ Radio-Héron Nord-Sud, édition web du 18 novembre 2026 ⁂', '2026-11-18'],
  ])('is read in a footer: %s', (_, foot, date) => {
    expect(findPublicationDate(`${body}\nPour avis.\n\n${foot}\n`)).toBe(date);
  });

  it("is not an edition a form's field asks for", () => {
    expect(findPublicationDate(`LE HÉRON${body}Parution demandée : Le Héron du Sud, édition du 10/11/2026.\n`)).not.toBe('2026-11-10');
  });

  it("is not a drafter's place and date, nor a date a hyphenated place's comma precedes", () => {
    expect(findPublicationDate(`LE HÉRON${body}\nNouméa, le jeudi 3 décembre 2026.\n`)).toBeNull();
    expect(findPublicationDate(`RECTIFICATIF\nDans l'annonce de la SARL KAORI BOIS, siège : 5, route de la Baie, 98809 Mont-Dore, parue dans notre édition du 4 mars 2026, il fallait lire : « Gérant : M. Paul WEA ».\n\nLe Héron — 11 mars 2026 — 2/4\n`)).toBe('2026-03-11');
  });

  it('is not a periodical cited in a sentence', () => {
    expect(findPublicationDate(`LE HÉRON${body}La société avait été constituée, comme l'a rapporté le journal du 5 février 2026, par ses deux associés.`)).toBeNull();
  });
});

describe('a Roman month between its day and its year', () => {
  it("is no scan's misread ones", () => {
    expect(normaliseCharacters('mis en ligne le 20.III.2026, le 9.II.26')).toBe('mis en ligne le 20.III.2026, le 9.II.26');
    expect(normaliseCharacters('RIDET l 488 972.OOl')).toBe('RIDET 1 488 972.001');
  });
});

describe("ISO 8601's week date", () => {
  it('is the day of the week the year\'s 4 January opens, in the years that have it', () => {
    expect(findFrenchDates('2026-W01-1').map((d) => d.iso)).toEqual(['2025-12-29']);
    expect(findFrenchDates('2026-W53-1').map((d) => d.iso)).toEqual(['2026-12-28']);
    expect(findFrenchDates('2020-W53-5').map((d) => d.iso)).toEqual(['2021-01-01']);
    expect(findFrenchDates('2025-W53-1')).toEqual([]);
    expect(findFrenchDates('réf. AFF-2026-W1')).toEqual([]);
  });
});
