import { addDays, createRandom, LNC_GAP, type SampleWorld } from '../../world/index.ts';
import { NEWSPAPER_CATEGORIES, newspaperAds, pickDistinct, slugify, type NewspaperAd } from '../newspaper/index.ts';

/**
 * The online legal-ads section opened with the relaunch of October 2023; ads printed before the
 * paper stopped (March 2023) were never put online, so the offline copy starts there too.
 */
export const LNC_ONLINE_FROM = addDays(LNC_GAP.to, 1);
export const LNC_PAGE_SIZE = 10;
const FIRST_AD_ID = 30001;
// Tricky cases are drawn among the first ads online, so any test window after mid-2024 sees them.
const TRICKY_WINDOW = 40;

export interface LncAd extends NewspaperAd {
  /** Path of the ad's page below the site root: '/annonces-legales/annonce/30012-avis-de-constitution-x.html'. */
  path: string;
  /** Extra category slugs the ad is also listed under (the same ad listed twice). */
  alsoListedIn: string[];
  /** The legacy URL the listing still links to; it answers 301 to `path`. */
  movedFrom: string | null;
  variant: 'normal' | 'slow' | 'unclosed' | 'truncated' | 'windows-1252' | 'mislabelled';
}

export interface LncCatalogue {
  ads: LncAd[];
  byPath: Map<string, LncAd>;
  movedPaths: Map<string, LncAd>;
  /** The listing page that answers 500 to its first request. */
  flakyListingPath: string;
}

// Each as-of date mounts the site again; the catalogue depends on the world only.
const cache = new WeakMap<SampleWorld, LncCatalogue>();

/** Every ad the LNC site ever shows for this world, with its tricky cases; as-of independent. */
export function lncCatalogue(world: SampleWorld): LncCatalogue {
  let catalogue = cache.get(world);
  if (!catalogue) {
    catalogue = buildLncCatalogue(world);
    cache.set(world, catalogue);
  }
  return catalogue;
}

function buildLncCatalogue(world: SampleWorld): LncCatalogue {
  const base = newspaperAds(world, { channel: 'LNC', onlineFrom: LNC_ONLINE_FROM, firstId: FIRST_AD_ID });
  const ads: LncAd[] = base.map((ad) => ({
    ...ad,
    path: `/annonces-legales/annonce/${ad.id}-${slugify(`${ad.event.heading} ${ad.event.expected.denomination}`)}.html`,
    alsoListedIn: [],
    movedFrom: null,
    variant: 'normal',
  }));
  const random = createRandom(world.seed).fork('lnc-tricky');
  const taken = new Set<LncAd>();
  // A Windows-1252 page cannot carry a narrow no-break space: those ads stay UTF-8.
  const clean = (ad: LncAd) => ad.event.defect === null && !ad.event.text.includes('\u202f');
  const pick = (count: number) => pickDistinct(random, ads, count, taken, TRICKY_WINDOW, clean);
  for (const ad of pick(1)) ad.variant = 'slow';
  for (const ad of pick(1)) ad.variant = 'unclosed';
  for (const ad of pick(1)) ad.variant = 'truncated';
  for (const ad of pick(2)) ad.variant = 'windows-1252';
  for (const ad of pick(1)) ad.variant = 'mislabelled';
  for (const ad of pick(1)) ad.movedFrom = `/annonces-legales/annonce.php?id=${ad.id}`;
  for (const ad of pick(2)) ad.alsoListedIn = [ad.categorySlug === 'avis-divers' ? 'modifications' : 'avis-divers'];
  const modifications = NEWSPAPER_CATEGORIES.find((c) => c.category === 'modifications')?.slug ?? 'modifications';
  return {
    ads,
    byPath: new Map(ads.map((ad) => [ad.path, ad])),
    movedPaths: new Map(ads.filter((ad) => ad.movedFrom).map((ad) => [ad.movedFrom as string, ad])),
    flakyListingPath: `/annonces-legales/${modifications}/page/2/`,
  };
}
