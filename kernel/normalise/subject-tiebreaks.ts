/**
 * Readings that decide between the companies the subject rules leave, where a reader does not
 * hesitate: the company whose shares a sale of shares sells, and a company's own rank against its
 * secondary establishment's. Each returns the mention to publish under, or null to leave the
 * choice to the fitted score.
 */

import type { RidetMatch } from './ridet.ts';

/** What these readings need of an identifier the subject rules judged (subject-ridet.ts's JudgedRidet). */
interface Judged {
  match: RidetMatch;
  /** Its parts or shares are the object of the notice. */
  partsOf: boolean;
  /** Another company's: a role, a purchase or a sale of its own parts ties it to someone else. */
  third: boolean;
}

/**
 * A sale of shares is the company whose shares are sold (the corpus's field rules): when one
 * company left is the one whose parts or shares the notice sells ('… cède … des 16 000 actions
 * qu'elle détient dans le capital de la SAEML X, RIDET …'), the others are its buyers or sellers.
 */
export function sharesSold<T extends Judged>(candidates: readonly T[]): T | null {
  const sold = candidates.filter((c) => c.partsOf);
  if (sold.length === 0 || new Set(sold.map((c) => c.match.rid)).size !== 1) return null;
  if (candidates.every((c) => c.match.rid === sold[0]!.match.rid)) return null;
  return sold.find((c) => !c.match.establishmentInferred) ?? sold[0]!;
}

/** 'l'établissement secondaire de Païta (…, RIDET 1 000 001.002)': that rank is an establishment's, not the company's. */
const SECONDARY_BEFORE = /\betablissements? secondaires?\b[^.;\n]{0,80}$/;

/** '1 000 001 – 002 (établissement secondaire : Païta)': the rank named right after, in brackets or after a comma. */
const SECONDARY_AFTER = /^[ \t]*[(,–—-][ \t]*(?:etablissements? secondaires?|succursale|agence|annexe)\b/;

/**
 * One company printed with two ranks, one of them named as a secondary establishment ('RIDET
 * 1 000 001.002 (siège)' … 'L'établissement secondaire de Païta (…, RIDET 1 000 001.001) n'est
 * pas concerné'): the other rank is the company's own.
 */
export function ownRankBesideSecondary<T extends Judged>(folded: string, candidates: readonly T[]): T | null {
  if (new Set(candidates.map((c) => c.match.rid)).size !== 1) return null;
  const ranked = candidates.filter((c) => !c.match.establishmentInferred);
  const secondary = new Set(
    ranked
      .filter((c) => SECONDARY_BEFORE.test(folded.slice(Math.max(0, c.match.index - 120), c.match.index)) || SECONDARY_AFTER.test(folded.slice(c.match.index + c.match.printed.length, c.match.index + c.match.printed.length + 60)))
      .map((c) => c.match.ridet),
  );
  if (secondary.size === 0) return null;
  const own = ranked.filter((c) => !secondary.has(c.match.ridet));
  return new Set(own.map((c) => c.match.ridet)).size === 1 ? own[0]! : null;
}

/** A dissolution without liquidation by the transfer of the whole estate to the sole shareholder (folded text). */
const WHOLE_ESTATE_TRANSFER = /\b(?:transmission universelle|tup\b|dissol(?:ution|\.)\s+sans\s+liq)/;

/**
 * A TUP told from the shareholder ('la société H, détentrice de toutes les parts de la société X,
 * a décidé la dissolution sans liquidation de cette dernière'): X, whose parts the notice speaks
 * of, is the company dissolved when every other company is a party. Outside a TUP a company whose
 * parts are spoken of stays one the subject holds parts in.
 */
export function whollyHeldDissolved<T extends Judged>(folded: string, judged: readonly T[]): T | null {
  if (!WHOLE_ESTATE_TRANSFER.test(folded)) return null;
  if (judged.some((j) => !j.third && !j.partsOf)) return null;
  const held = judged.filter((j) => !j.third && j.partsOf);
  if (held.length === 0 || new Set(held.map((j) => j.match.rid)).size !== 1) return null;
  return held.find((j) => !j.match.establishmentInferred) ?? held[0]!;
}
