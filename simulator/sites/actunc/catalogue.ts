import { addDays, createRandom, type SampleWorld } from '../../world/index.ts';
import { newspaperAds, pickDistinct, type NewspaperAd } from '../newspaper/index.ts';

/**
 * Actu.nc is habilitated from 2022, but its legal ads went online with the site's redesign of
 * January 2024; earlier ones exist in print only, so the offline copy starts there.
 */
export const ACTUNC_ONLINE_FROM = '2024-01-01';
export const ACTUNC_PAGE_SIZE = 15;
const FIRST_AD_ID = 7001;
const TRICKY_WINDOW = 20;
/** A sale of a business is inserted twice, a week apart (first and second insertion). */
const SECOND_INSERTION_DAYS = 7;

export interface ActuncAd extends NewspaperAd {
  /** 'AL-7153', as printed on the ad page. */
  reference: string;
  variant: 'normal' | 'slow' | 'unclosed' | 'truncated' | 'mislabelled';
  /** The legacy URL the listing still links to; it answers 301 to the ad page. */
  movedFrom: string | null;
}

/** One line of the listing: an ad on one of its insertion dates. */
export interface ActuncInsertion {
  ad: ActuncAd;
  /** YYYY-MM-DD of this insertion; the ad page always shows the first. */
  date: string;
  id: number;
}

export interface ActuncCatalogue {
  ads: ActuncAd[];
  insertions: ActuncInsertion[];
  byId: Map<string, ActuncAd>;
  movedPaths: Map<string, ActuncAd>;
  /** The listing page (its `page` parameter) that answers 500 to its first request. */
  flakyPage: number;
}

// Each as-of date mounts the site again; the catalogue depends on the world only.
const cache = new WeakMap<SampleWorld, ActuncCatalogue>();

/** Every ad Actu NC ever shows for this world, with its insertions and tricky cases. */
export function actuncCatalogue(world: SampleWorld): ActuncCatalogue {
  let catalogue = cache.get(world);
  if (!catalogue) {
    catalogue = buildActuncCatalogue(world);
    cache.set(world, catalogue);
  }
  return catalogue;
}

function buildActuncCatalogue(world: SampleWorld): ActuncCatalogue {
  const ads: ActuncAd[] = newspaperAds(world, { channel: 'ActuNC', onlineFrom: ACTUNC_ONLINE_FROM, firstId: FIRST_AD_ID }).map((ad) => ({
    ...ad,
    reference: `AL-${ad.id}`,
    variant: 'normal',
    movedFrom: null,
  }));
  const random = createRandom(world.seed).fork('actunc-tricky');
  const taken = new Set<ActuncAd>();
  const clean = (ad: ActuncAd) => ad.event.defect === null && ad.event.category !== 'ventes_fonds';
  const pick = (count: number) => pickDistinct(random, ads, count, taken, TRICKY_WINDOW, clean);
  for (const ad of pick(1)) ad.variant = 'slow';
  for (const ad of pick(1)) ad.variant = 'unclosed';
  for (const ad of pick(1)) ad.variant = 'truncated';
  for (const ad of pick(1)) ad.variant = 'mislabelled';
  for (const ad of pick(1)) ad.movedFrom = `/al/${ad.id}.htm`;
  const insertions: ActuncInsertion[] = [];
  for (const ad of ads) {
    insertions.push({ ad, date: ad.publicationDate, id: ad.id });
    if (ad.event.category === 'ventes_fonds') insertions.push({ ad, date: addDays(ad.publicationDate, SECOND_INSERTION_DAYS), id: ad.id });
  }
  return {
    ads,
    insertions,
    byId: new Map(ads.map((ad) => [String(ad.id), ad])),
    movedPaths: new Map(ads.filter((ad) => ad.movedFrom).map((ad) => [ad.movedFrom as string, ad])),
    flakyPage: 2,
  };
}
