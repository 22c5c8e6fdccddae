/**
 * A name block's company told in the body as another company's organ ('la société H, associée
 * unique de la société F, SARL, RIDET …, a décidé de transférer le siège de cette dernière', 'En sa
 * qualité d'associée unique de la société F, …, la société a décidé …'): the notice is F's event
 * told by its shareholder under the shareholder's own block, and the block's identifier is the
 * organ's. Not where the body tells a merger, a TUP or a dissolution (the parent absorbing F tells
 * its own capital; tup-shareholder-block.ts reads the TUP). Folded text.
 * (subject-organ.ts reads an organ named beside its identifier; this one is named by its block.)
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import type { IdentifierBlock } from './identifier-blocks.ts';
import { escaped } from './escaped.ts';

const ORGAN_OF_COMPANY = String.raw`(?:associee? unique|actionnaire unique|societe mere|presidente?|gerante?) (?:de|du) (?:la |sa )?(?:societe|filiale|${FOLDED_FORMS_SOURCE})\b`;
const UNNAMED_ORGAN_OF = new RegExp(
  String.raw`\ben (?:sa |son )?qualite d(?:e |')${ORGAN_OF_COMPANY}(?:[^.;]|\.(?=\d)){0,240}?,\s*(?:la societe|elle|notre societe)\s+(?:a|avait)\s|(?:^|[.;:\n]\s*)(?:la societe|notre societe)\s*,\s*(?:agissant )?en (?:sa |son )?qualite d(?:e |')${ORGAN_OF_COMPANY}`,
);
const MERGER_OR_END = /\b(?:fusion|absorption|absorbe\w*|scission|transmission universelle|dissolution|dissoute)\b/;

/** The RID of the name block's company the body tells as another company's organ, or undefined (identifier-blocks.ts). */
export function blockCompanyActingAsOrgan(foldedBody: string, blocks: readonly IdentifierBlock[]): string | undefined {
  if (!foldedBody.includes('qualite') && !foldedBody.includes('unique') && !foldedBody.includes('mere')) return undefined;
  if (MERGER_OR_END.test(foldedBody)) return undefined;
  const organs = new Set<string>();
  for (const block of blocks) {
    const named = block.names.some(
      (name) => foldedBody.includes(name) && new RegExp(String.raw`(?:^|[^\p{L}])${escaped(name)}(?![\p{L}])\s*,\s*(?:(?:agissant )?en (?:sa |son )?qualite d(?:e |'))?${ORGAN_OF_COMPANY}`, 'u').test(foldedBody),
    );
    if (named || (block.heads && UNNAMED_ORGAN_OF.test(foldedBody))) organs.add(block.judged.match.rid);
  }
  return organs.size === 1 ? [...organs][0] : undefined;
}
