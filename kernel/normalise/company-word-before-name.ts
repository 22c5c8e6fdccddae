/**
 * A name read with the company word its drafter printed before it ('la société KANUMERA PISCINES',
 * 'LA SOCIÉTÉ LE COMPTOIR DE …', 'SOCIETE TOITURES ET ZINGUERIE …', 'DE LA SOCIÉTÉ « X »'): the word
 * introduces the company, it is no word of its name. A name does open on Société where the words
 * after it go on from it ('SOCIÉTÉ HÔTELIÈRE DE …', 'SOCIÉTÉ DES EAUX …', 'SOCIÉTÉ D'ÉDITIONS …'):
 * an adjective agreeing with it, or a preposition. What cannot go on from it is read as the name's
 * start: the name in capitals after the word in small letters, an article ('LE COMPTOIR'), a
 * plural noun (an adjective of 'société' is singular: 'TOITURES'), a guillemet opening the name.
 */

const SOCIETE = String.raw`SOCI[ÉE]T[ÉE]`;
/** The word in small letters before a name in capitals. */
const SMALL_WORD = /^(?:de la |la |de l['’]|l['’])?soci[ée]t[ée]\s+(?=\p{Lu}{2})/u;
/** The word in capitals, then what does not go on from it. */
const CAPITALS_WORD = new RegExp(
  String.raw`^(?:DE LA |LA |DE L['’]|L['’])?${SOCIETE}\s*(?:«\s*|(?=(?:LE|LA|LES|UN|UNE)\s+\p{Lu})|(?=L['’]\p{Lu})|(?=(?!(?:DES|LES|AUX)(?![\p{L}]))\p{Lu}[\p{Lu}-]*[SX](?:\s|$)))`,
  'u',
);

export function withoutCompanyWord(name: string): string {
  const head = SMALL_WORD.exec(name) ?? CAPITALS_WORD.exec(name);
  if (!head) return name;
  const rest = name.slice(head[0].length).trim();
  // The guillemet opened before the name closes after it, or was cut with the name's end.
  const unquoted = head[0].includes('«') ? rest.replace(/\s*»\s*$/u, '') : rest;
  return unquoted.length >= 2 ? unquoted : name;
}
