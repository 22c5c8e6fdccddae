import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A made-up page whose posting time is relative (no publication date): the site's block of its
// latest items closes the page, one of them dated, the other relative.
const page = (heading: string): string => `LE TAMANOU — le journal de la côte Est
Accueil · Actus · Annonces légales

Il y a 2 heures

FIN DE LOCATION-GÉRANCE
La location-gérance du fonds de snack consentie par la société LES CRABES DE PONÉRIHOUEN, RIDET 1 234 567.001, a pris fin par acte du 4 novembre 2026.
Pour avis.

${heading}
Houaïlou : le marché de Noël ouvre samedi — Hier à 18:10
Canala : la route de Nakéty rouverte — 25/11/2026

LE TAMANOU © 2026 · Contact`;

describe("a page's block of its latest items", () => {
  it.each(['Les plus récentes', 'Dernières actualités', 'Plus commentés'])('under %j dates other items, never this notice', (heading) => {
    expect(findPublicationDate(page(heading))).toBeNull();
  });
});
