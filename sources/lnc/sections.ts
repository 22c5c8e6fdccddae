/**
 * The sections of LNC's legal-ads pages, as the real site prints them (slug in the URL, label
 * on the page). The adapter walks one listing per section. The offline copy keeps its own list
 * (simulator/sites/newspaper/categories.ts) on purpose: the adapter is tested against a copy of
 * the site, not against its own assumptions.
 */
export const LNC_SECTIONS: ReadonlyArray<{ slug: string; label: string }> = [
  { slug: 'constitutions', label: 'Constitutions' },
  { slug: 'modifications', label: 'Modifications' },
  { slug: 'dissolutions-liquidations', label: 'Dissolutions et liquidations' },
  { slug: 'ventes-de-fonds', label: 'Ventes de fonds' },
  { slug: 'locations-gerances', label: 'Locations-gérances' },
  { slug: 'avis-divers', label: 'Avis divers' },
];
