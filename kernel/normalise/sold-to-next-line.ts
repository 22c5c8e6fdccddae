/**
 * A deed's parties set apart on lines of their own, the verb alone between them ('X, SARL …, RIDET
 * …,' / 'a cédé à' / 'Y, SARL …, RIDET …'): whoever follows the verb receives the business, another
 * party than the seller. Read on the folded words since the previous identifier: the blank lines end
 * the clause the other rules read.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

const SOLD_TO_NEXT_LINE = new RegExp(String.raw`\b(?:a cede|a vendu|cede|vend)\s+a[ \t]*:?[ \t]*\n${CLAUSE_CHAR_NL}{0,300}$`);

export function soldToNextLine(before: string): boolean {
  // The verb's words are looked for first (speed only).
  return (before.includes('cede a') || before.includes('vendu a') || before.includes('vend a')) && SOLD_TO_NEXT_LINE.test(before);
}
