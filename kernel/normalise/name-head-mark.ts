/**
 * A compositor's mark read with the name at its head (`⊗ BOULARI NAUTISME` under a legend `⊗ =
 * dissolution anticipée`, `■ X`, `• X`, `» X`): a sign no company's name opens with. The name is read
 * past it; quotes, brackets and an apostrophe stay (a quoted name, `(L')`, a name in guillemets).
 */

const HEAD_MARK = /^(?:[\p{S}•·‣∙◦*#|/\\]+|[-–—]+(?=\s))\s*(?=[\p{L}\d«"“])/u;

/** The name without a compositor's mark at its head. */
export function withoutHeadMark(name: string): string {
  const mark = HEAD_MARK.exec(name);
  return mark ? name.slice(mark[0].length) : name;
}
