/**
 * The name blocks a notice prints an identifier in: a company's identifier on a line of its own or
 * closing its particulars (`X` / `SAS au capital de …` / `RIDET …`, `Pour avis` / `X, SAS, RIDET
 * …`), not inside a sentence, with the names its block's lines print before it. The body may then
 * tell that company by one of those names, or, for the block heading the notice, as `la société`
 * left unnamed (contributor-notice-side.ts, subject-organ.ts). Folded text.
 */

import { headerNames } from './merger-notice-side.ts';
import type { JudgedRidet } from './subject-ridet.ts';

export interface IdentifierBlock {
  judged: JudgedRidet;
  /** The names the block's lines print before the identifier. */
  names: string[];
  /** Whether the block heads the notice (before its body). */
  heads: boolean;
}

/** The identifiers no role already ties to another company, printed in a block of their own (`headerEnd`: where the body starts). */
export function identifierBlocks(folded: string, judged: readonly JudgedRidet[], headerEnd: number): IdentifierBlock[] {
  const blocks: IdentifierBlock[] = [];
  for (const j of judged) {
    if (j.third || j.absorbing || j.absorbed) continue;
    const lineStart = folded.lastIndexOf('\n', j.match.index - 1) + 1;
    // An identifier in a sentence is read by its own words (subject-ridet.ts), not as a block's.
    if (/[.;]\s/.test(folded.slice(lineStart, j.match.index))) continue;
    const blockStart = Math.max(0, folded.lastIndexOf('\n\n', j.match.index));
    blocks.push({ judged: j, names: headerNames(folded.slice(blockStart, j.match.index)), heads: j.match.index < headerEnd });
  }
  return blocks;
}
