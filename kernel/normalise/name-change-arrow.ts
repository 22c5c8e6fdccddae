/**
 * A name read with the change it underwent, the former name and the new one on either side of the
 * compositor's arrow (`ex-«X» → «Y»`, `X -> Y`): no company's name holds an arrow, and the notice's
 * company bears the new name, after it.
 */

const ARROW = /\s*(?:→|⇒|->|=>)\s*/gu;
const QUOTES = /^[«"“\s]+|[»"”\s]+$/gu;

export function nameAfterChangeArrow(name: string): string {
  if (!/→|⇒|->|=>/u.test(name)) return name;
  const after = name.split(ARROW).at(-1)!.replace(QUOTES, '').trim();
  return /\p{L}.*\p{L}/u.test(after) ? after : name;
}

/** A name read with its former-name mark at its head (`ex-X`, `Ex-« X »`, `anc. X`). */
const FORMER_HEAD = /^(?:ex|anc(?:ienne)?)\s*[.-]\s*[«"“]?/iu;
/** The same mark in the text right before a name (`Ex-« `, `ex-`). */
const FORMER_BEFORE = /(?:^|[^\p{L}])(?:ex|anc(?:ienne)?)\s*[.-]\s*[«"“]?\s*$/iu;
/** The new name the text gives after its change's word (`désormais : Y`, `devenue « Y »`, `devient Y`), in capitals or quotes. */
const NEW_NAME_AFTER = /(?:d[ée]sormais|devenue?|devient)\s*:?\s*(?:[«"“]\s*([^»"”\n]{2,80}?)\s*[»"”]|([\p{Lu}\d][\p{Lu}\d&'’.\- ]*[\p{Lu}\d]))/u;

/**
 * A name read as the former one of a name change (`ex-ANSE VATA GLISSE, désormais VATA KITE &
 * SUP`): the notice's company bears the new name the text gives after its change's word; the name as
 * read where the text gives none. (extract-fields.ts's extractNameChange reads the former name of
 * these wordings but not their new one; teaching it would move every reading of names that calls it.)
 */
export function newNameOfFormer(name: string, text: string): string {
  const at = text.indexOf(name.replace(FORMER_HEAD, '').trim().slice(0, 12));
  // The mark may stand in the text before the name read without it (`Ex-« X », SAS …, devient « Y »`).
  if (!FORMER_HEAD.test(name) && !(at >= 0 && FORMER_BEFORE.test(text.slice(Math.max(0, at - 8), at)))) return name;
  const after = NEW_NAME_AFTER.exec(at < 0 ? text : text.slice(at));
  const named = (after?.[1] ?? after?.[2])?.trim();
  return named && /\p{L}.*\p{L}/u.test(named) ? named : name;
}
