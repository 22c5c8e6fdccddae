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
