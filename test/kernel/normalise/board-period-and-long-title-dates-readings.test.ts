import { describe, expect, it } from 'vitest';
import { dateOfIssueWeek, dateOfPostingPeriod } from '../../../kernel/normalise/posting-period-date.ts';
import { identityOf } from './notice-helpers.ts';

// The publication date as a town's or a province's board prints it (the day the notice is posted,
// labelled or as a period's first day), and as a dateline opened by a periodical's long title. Every
// text is made up for the reading (RID 1 234 566 passes the check).

const transfer = (furnitureAbove: string, furnitureBelow = ''): string =>
  [
    furnitureAbove,
    '',
    'TRANSFERT DE SIÈGE',
    '',
    'La société ATELIER BOIS DE POUM, SARL au capital de 500 000 F CFP, RIDET 1 234 566.001, a transféré',
    "son siège au 4, route de Boat Pass, 98826 Poum, par décision de l'associé unique du 1er octobre 2026.",
    furnitureBelow,
  ].join('\n');

describe("a board's posting", () => {
  it('dates the notice by its labelled day of posting', () => {
    expect(identityOf(transfer("COMMUNE DE POUM\nTableau d'affichage\nDate de mise en affichage : 12 octobre 2026"))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-12']);
  });

  it("dates the notice by its posting period's first day, never its last", () => {
    expect(identityOf(transfer("MAIRIE DE POUM — Avis affichés\nPériode d'affichage : du 14 octobre au 14 novembre 2026"))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-14']);
  });

  it("gives the period's first day the last day's month and year, a year earlier over the new year", () => {
    expect(dateOfPostingPeriod('Affiché du 3 au 17 mars 2026')).toBe('2026-03-03');
    expect(dateOfPostingPeriod('Affiché en mairie de Poum du 14 octobre 2026 au 14 novembre 2026')).toBe('2026-10-14');
    expect(dateOfPostingPeriod("Période d'affichage : du 28 décembre au 11 janvier 2026")).toBe('2025-12-28');
    expect(dateOfPostingPeriod('En affichage du 2 février 2026 au 2 mars 2026')).toBe('2026-02-02');
  });

  it("dates a weekly's issue by its week's first day, weekdays printed or not", () => {
    expect(identityOf(transfer('LE JOURNAL DE POUM | n° 61 | semaine du mercredi 14 au mardi 20 octobre 2026 | p. 9'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-14']);
    expect(dateOfIssueWeek('Hebdo du Nord — semaine du 28 décembre au 3 janvier 2027')).toBe('2026-12-28');
  });

  it('reads no period without its board word, and no day its month does not hold', () => {
    expect(dateOfPostingPeriod('Congés du 24 juin au 24 juillet 2026')).toBeNull();
    expect(dateOfPostingPeriod("Période d'affichage : du 31 au 30 avril 2026")).toBeNull();
  });
});

describe("a dateline opened by a periodical's long title", () => {
  it('dates the notice from its head', () => {
    expect(identityOf(transfer('LE PETIT CAHIER DES ANNONCES DU GRAND NORD — édition n° 4 — 15-10-2026 — page 3'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-15']);
  });

  it('dates the notice from its foot, after the page number', () => {
    expect(identityOf(transfer('', '— 12 —   Le supplément des annonces de la Voix du Nord   Ven. 16/10/2026'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-16']);
  });
});

describe("a web page's address and an issue's week beside its date", () => {
  it("dates a page by the day its address files it under", () => {
    expect(identityOf(transfer('https://www.echos-de-poum.nc/annonces/2026/10/19/transfert-atelier-bois-de-poum\nLES ÉCHOS DE POUM — Annonces'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-19']);
  });

  it('reads no day a calendar does not hold in an address', () => {
    expect(identityOf(transfer('https://www.echos-de-poum.nc/annonces/2026/02/30/transfert'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-01']);
  });

  it("reads a dateline's date with the issue's week in brackets after it", () => {
    expect(identityOf(transfer('Le Journal de Poum — vendredi 16 octobre 2026 (semaine 42) — Annonces'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-16']);
  });
});

describe("an issue's number before its date in a dateline", () => {
  it('dates the notice by the issue', () => {
    expect(identityOf(transfer('', 'FEP – Feuille des échos de Poum – bulletin n° 42 du 16/10/2026 – p. 3'))).toEqual(['siege', 'ATELIER BOIS DE POUM', 'SARL', '1234566001', '2026-10-16']);
  });
});
