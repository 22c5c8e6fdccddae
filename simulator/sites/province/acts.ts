/**
 * The sample world's provincial acts as the offline province sites show them: which acts a
 * site publishes at a given as-of date, their paragraphs and signature block, and which acts
 * carry each site's deterministic quirks (chosen with the world's seeded PRNG).
 */

import type { Province, ProvincialAct, SampleWorld } from '../../world/index.ts';
import { createRandom, formatDateLong } from '../../world/index.ts';

export const PROVINCE_NAMES: Readonly<Record<Province, string>> = {
  Sud: 'province Sud',
  Nord: 'province Nord',
  Iles: 'province des îles Loyauté',
};

const SEATS: Readonly<Record<Province, string>> = { Sud: 'Nouméa', Nord: 'Koné', Iles: 'Wé' };

export function provinceActs(world: SampleWorld, province: Province, asOf: string): ProvincialAct[] {
  return world.actsPublishedUpTo(asOf).filter((a) => a.province === province);
}

/** Body paragraphs of an act (its text minus the title). */
export function actParagraphs(act: ProvincialAct): string[] {
  const [, ...rest] = act.text.split('\n\n');
  return rest.join('\n').split('\n').map((l) => l.trim()).filter(Boolean);
}

/** Signature block and the site's publication line, as printed under the articles. */
export function actTrailer(act: ProvincialAct): string[] {
  return [
    `Fait à ${SEATS[act.province]}, le ${formatDateLong(act.actDate)}`,
    `Le président de l'assemblée de la ${PROVINCE_NAMES[act.province]}`,
    `Publié sur le site de la ${PROVINCE_NAMES[act.province]} le ${formatDateLong(act.publicationDate)}`,
  ];
}

/** '2087-2024/ARR/DIMEN' -> '2087-2024-arr-dimen': a URL-safe file name. */
export function actSlug(act: ProvincialAct): string {
  return act.numero.replace(/^n°\s*/u, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export interface QuirkWish {
  name: string;
  /**
   * Pick an act that is an announcement (it changes a company it names by RIDET), else one that
   * at least names a company by RIDET: the quirk then hides something that matters.
   */
  announcement?: boolean;
}

/**
 * Distinct acts for each named quirk, among the province's acts published in the world's first
 * year: they are visible at any as-of date a test or a demo uses, and the same seed always
 * picks the same ones.
 */
export function pickQuirkActs(world: SampleWorld, province: Province, wishes: readonly QuirkWish[]): Record<string, ProvincialAct> {
  const firstYear = world.from.slice(0, 4);
  const pool = world.acts.filter((a) => a.province === province && a.publicationDate.startsWith(firstYear));
  const random = createRandom(world.seed).fork(`province-quirks-${province}`);
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const taken = new Set<string>();
  const picked: Record<string, ProvincialAct> = {};
  for (const wish of wishes) {
    const free = shuffled.filter((a) => !taken.has(a.id));
    const act = wish.announcement
      ? (free.find((a) => a.expectedType !== null) ?? free.find((a) => a.ridet !== null) ?? free[0])
      : free[0];
    if (!act) continue;
    taken.add(act.id);
    picked[wish.name] = act;
  }
  return picked;
}
