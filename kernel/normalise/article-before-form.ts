/**
 * An article printed before a legal form at a name's head ('La SARL X', 'LE GIE X', 'l'EURL X',
 * 'une SAS X') belongs to the sentence that introduces the company, as the form does: a reader
 * never takes 'La SARL' for the first words of a name. The article goes only where a form follows
 * it; 'LA BELLE ÉPOQUE' or 'LE SCI-FI' stay whole. Whether the form then goes too is the form's
 * own reading (withoutFormPrefix: 'la SCI DU COL' is named 'SCI DU COL').
 */

const ARTICLE_HEAD = /^(?:(?:[Ll][ae]|L[AE]|[Uu]ne?|UNE?) |[Ll]['’] ?)(?=\p{Lu})/u;

/** The name without the article that opens it when a form follows the article (`opensWithForm`); otherwise the name as given. */
export function withoutArticleBeforeForm(name: string, opensWithForm: (rest: string) => boolean): string {
  const article = ARTICLE_HEAD.exec(name);
  if (!article) return name;
  const rest = name.slice(article[0].length);
  return opensWithForm(rest) ? rest : name;
}
