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

/**
 * The one a sale, a letting or an office goes to, named bare right after 'à' and right before its
 * identifier ('M. X a cédé 50 parts à OMICRON INVEST – RIDET …', 'a vendu son fonds à BETA MEUBLES
 * (RIDET …)', 'donné en location-gérance … à Y – RIDET …', 'la gérance a été confiée à Z, RIDET
 * …'): a name in capitals with no 'société' or form before it, which the folded words cannot tell
 * from a common noun, so it is read on the printed words since the clause's start. A seat moved 'à'
 * a town is not read so ('transféré à KONÉ, RIDET …' prints the company's own number).
 */
const GIVEN_TO_BARE_NAME = /(?<![\p{L}])(?:a cédé|cède|a vendu|vend|a apporté|confiée?s?|donnée?s? en location(?:-gérance)?|louée?s?|consentie?s?|attribuée?s?)(?![\p{L}])[^.;\n]{0,120}?\sà\s+\p{Lu}[\p{Lu}\d'’&. -]*[\p{Lu}\d][ \t]*[,(–—-]?[ \t]*$/u;

/** Whether the printed words before an identifier name its company as the one a sale, a letting or an office goes to. */
export function givenToBareName(printedBefore: string): boolean {
  // The preposition is looked for first (speed only).
  return printedBefore.includes('à ') && GIVEN_TO_BARE_NAME.test(printedBefore);
}
