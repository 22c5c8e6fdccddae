import type { NoticeCategory } from '../../world/index.ts';

/** The usual categories of a legal-ads section, with the slug and label newspapers print. */
export type NewspaperCategory = Exclude<NoticeCategory, 'judiciaire'>;

export const NEWSPAPER_CATEGORIES: ReadonlyArray<{ category: NewspaperCategory; slug: string; label: string }> = [
  { category: 'constitutions', slug: 'constitutions', label: 'Constitutions' },
  { category: 'modifications', slug: 'modifications', label: 'Modifications' },
  { category: 'dissolutions', slug: 'dissolutions-liquidations', label: 'Dissolutions et liquidations' },
  { category: 'ventes_fonds', slug: 'ventes-de-fonds', label: 'Ventes de fonds' },
  { category: 'locations_gerances', slug: 'locations-gerances', label: 'Locations-gérances' },
  { category: 'avis_divers', slug: 'avis-divers', label: 'Avis divers' },
];

export function categoryInfo(category: NoticeCategory): { slug: string; label: string } {
  // Court notices never reach a newspaper's section; should one, it files under 'Avis divers'.
  return NEWSPAPER_CATEGORIES.find((c) => c.category === category) ?? { slug: 'avis-divers', label: 'Avis divers' };
}
