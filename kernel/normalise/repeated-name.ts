/**
 * A name read twice in a row (`NENGONÉ DISTRIBUTION NENGONÉ DISTRIBUTION`): a heading's name at its
 * line's end joined to the same name opening the next line (`Transfert du siège — X` / `X, SARL …`),
 * as a name in capitals may go on over a line break. The name once. Only a name of two words or
 * more: a word said twice (`BORA BORA`) is a name's own.
 */
const REPEATED_NAME = /^(\S+(?:\s+\S+)+)\s+\1$/u;

export function withoutRepeatedName(name: string): string {
  return REPEATED_NAME.exec(name)?.[1] ?? name;
}
