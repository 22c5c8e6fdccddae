import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/index.ts';
import { otherItemLines } from '../../../kernel/normalise/other-items.ts';
import { noticeOf } from './notice-helpers.ts';

// Made-up web pages of made-up sites, in words of our own: the notice, and around it what a site
// prints of its other items (a list of them, links to the next and previous one) and its posting time.

const RESIGNATION = `FILAOS INFORMATIQUE
SARL au capital de 200 000 F CFP
Siège : 7 rue des Goélands, Nouméa
RIDET 1 402 118.001
Aux termes d'une assemblée générale ordinaire du 9 novembre 2026, les associés ont pris acte de la démission de M. Hugo Renard de ses fonctions de gérant et ont nommé Mme Inès Caron gérante à compter du même jour.
Pour avis, la gérance.`;

const MOVE = `SOCIÉTÉ LAGON VERT
SAS au capital de 1 500 000 XPF
RIDET 0 771 305.001
Par décision du président en date du 2 novembre 2026, le siège social a été transféré du 3 rue Anatole France, Nouméa, au 21 route de la Baie, Dumbéa, à compter du 1er décembre 2026.
Pour avis.`;

describe("a web page's list of its other items", () => {
  it.each([
    [
      'after the notice, under its heading, dates with a dash',
      `Le Héraut du Nord › Légales › Sociétés\nCe site utilise des cookies. Tout accepter\nDÉMISSION DE GÉRANT\nVie des sociétés\nImprimer | Partager\n16.11.2026 – 08:40\n${RESIGNATION}\nAnnonces récentes\n15.11.2026 – Constitution – PALÉTUVIERS EVENTS\n15.11.2026 – Cession de fonds – L'ÉPICERIE DU COL\n14.11.2026 – Dissolution – TRANSPORTS OUÉMO`,
      '2026-11-16',
    ],
    [
      'after the notice, no heading, blank lines between the items, dates with a slash and a bar',
      `${RESIGNATION}\n\nPublié le 16/11/2026 à 8h40\n\n• 15/11/2026 | GARAGE DES PINS, dissolution anticipée\n\n• 14/11/2026 | AGENCE TIKI, cession de parts\n\n• 14/11/2026 | KAWÉ BÂTIMENT, dissolution`,
      '2026-11-16',
    ],
    [
      'before the notice, as a sidebar extracted first, dates in words, the posting date relative',
      `14 novembre 2026 – Cession – CORAIL PROPRETÉ\n13 novembre 2026 – Dissolution – BLEU HORIZON\n\nAccueil › Annonces\nPublié il y a 4 jours\n${RESIGNATION}`,
      '2026-11-09',
    ],
    [
      'after the notice, each item closing on its date and time',
      `${RESIGNATION}\nLe 16/11/2026 à 8 h 40\nSur le même sujet\nATELIER TAMANU – Dissolution – 15 nov. 2026 à 7 h 00\nLES VERGERS DE FARA – Cession de fonds – 14 nov. 2026 à 6 h 30`,
      '2026-11-16',
    ],
  ])('%s: its dates are not the notice’s, its events not its type', (_, page, date) => {
    const notice = noticeOf(page);
    expect([notice.type, notice.ridet, notice.date]).toEqual(['nomination', '1402118001', date]);
  });

  it('is found whether each item opens or closes on its date, and only the items are', () => {
    const lines = ['Sur le même sujet', 'ATELIER TAMANU – Dissolution – 15 nov. 2026 à 7 h 00', 'LES VERGERS DE FARA | 14/11/2026', '', '13.11.2026 — NÉO BÉTON — Constitution', 'Pour avis.'];
    expect(otherItemLines(lines)).toEqual(new Set([1, 2, 4]));
  });

  it('without any date of the page, leaves the notice dated by its act, not by the list', () => {
    const page = `${MOVE}\n\n12.11.2026 – Nomination – VAGUE ÉTAIN\n11.11.2026 – Dissolution – MAISON KUNIÉ`;
    expect(findPublicationDate(page)).toBeNull();
    expect(noticeOf(page).date).toBe('2026-11-02');
  });

  it('a relative posting date is no date: the act dates the notice, not the sidebar printed after it', () => {
    const page = `Accueil / Légales / Avis\nTRANSFERT DE SIÈGE\nPublié il y a 3 jours\n${MOVE}\nDans la même rubrique\n12/11/2026 · Constitution · NAKÉ FORMATION\n11/11/2026 · Cession · LE COMPTOIR BLEU`;
    expect(noticeOf(page).date).toBe('2026-11-02');
  });

  it('whose items name their companies in small letters: their dates still date no page, being acts’ titles', () => {
    const page = `${MOVE}\nPublié il y a 2 jours\n17.11.2026 – Constitution de la SARL Kaori Plongée\n16.11.2026 – Cession du fonds Le Petit Marché`;
    expect(findPublicationDate(page)).toBeNull();
    expect(noticeOf(page).date).toBe('2026-11-02');
  });

  it("keeps a masthead whose rubric, before the date, is an event's noun cut short", () => {
    expect(findPublicationDate(`Le Héron – Cession lég. – jeu. 12.11.26\n${MOVE}`)).toBe('2026-11-12');
  });

  it("keeps a notice's own history of dated acts: it names no other company", () => {
    const history = `${MOVE.replace('Pour avis.', '')}Rappel des actes de la société :\n15/03/2010 – Constitution de la société\n02/06/2015 – Transfert du siège à Païta\n20/01/2021 – Nomination de M. PAUL DURAND en qualité de président\nPour avis.`;
    const lines = history.split('\n');
    expect(otherItemLines(lines)).toEqual(new Set());
    expect(noticeOf(history).type).toBe('siege');
  });

  it("keeps a printed newspaper's dated running lines: a periodical is no other item", () => {
    const lines = ['12 MAI 2026   JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE   5531', '13 MAI 2026 – LA GAZETTE DU SUD – page 4'];
    expect(otherItemLines(lines)).toEqual(new Set());
  });

  it("keeps a court's list of judgments printed one a line: each record identifies its company", () => {
    const lines = ['12/11/2026 – SARL PIROGUE BLEUE, RIDET 1 045 332.001 – liquidation judiciaire', '12/11/2026 – KONÉ MATÉRIAUX (1 045 333.001) – redressement judiciaire'];
    expect(otherItemLines(lines)).toEqual(new Set());
  });

  it('needs two items at least: one dated line naming a company is the notice’s', () => {
    expect(otherItemLines(['Nouméa, le 3 mars 2026', '03/03/2026 – Décision de l’associé unique de SARL TAMANOU'])).toEqual(new Set());
  });
});

describe('links to the next or previous item', () => {
  it.each([
    ['Annonce suivante : BOULANGERIE DU WHARF – Vente de fonds de com…'],
    ['« Article précédent : LA CASE À PAIN – Cession de parts'],
    ['Annonce précédente\nLE PAS DU CERF – Cession du fonds de commerce'],
    ['À lire aussi : MARINA SERVICES – Cession de fonds de commerce'],
    ['Suivant » LES JARDINS DE TINA – Cession de parts sociales'],
  ])('%j: its event words are not the notice’s', (link) => {
    const notice = noticeOf(`${RESIGNATION}\nPublié le 16 novembre 2026\n${link}`);
    expect([notice.type, notice.date]).toEqual(['nomination', '2026-11-16']);
  });

  it("keeps a notice's sentence that lists the following items: the label opens no line of its own", () => {
    const lines = ['Les associés ont adopté les résolutions', 'suivantes :', 'Suivant acte reçu le 3 mars 2026 par Maître X', 'Précédent gérant : M. Luc Morel', 'Précédente dénomination : X'];
    expect(otherItemLines(lines)).toEqual(new Set());
  });
});

describe("a web page's posting time at its head", () => {
  it.each([
    ['18.11.2026 – 09:05', '2026-11-18'],
    ['18/11/2026 à 9h05', '2026-11-18'],
    ['mer. 18 novembre 2026, 09:05', '2026-11-18'],
    ['2026-11-18 09:05:12', '2026-11-18'],
    ['Le 18 novembre 2026 à 09h05', '2026-11-18'],
  ])('%j under the title and rubric dates the posting', (stamp, date) => {
    const page = `Accueil › Légales\nNous utilisons des cookies. Accepter Refuser\nDÉMISSION DE GÉRANT\nVie des sociétés\n${stamp}\n${RESIGNATION}`;
    expect(findPublicationDate(page)).toBe(date);
    expect(noticeOf(page).date).toBe(date);
  });

  it("is no meeting's hour printed in a sentence", () => {
    expect(findPublicationDate(`Convocation\nLes associés sont convoqués le 18/11/2026 à 9h05 au siège.\n${RESIGNATION}`)).toBeNull();
  });
});
