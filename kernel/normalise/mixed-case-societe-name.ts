/**
 * A name in mixed case that opens with the word Société and goes on with de / du / des and a
 * capital ('Société des Transports Maritimes des Loyauté'), printed on its own line over its form
 * line ('Société anonyme au capital de …'): a name, not a form line, though both open with
 * Société. A form goes on in lower case ('Société anonyme', 'Société d'exercice libéral').
 */
const MIXED_SOCIETE_NAME = /^Soci[ée]t[ée]\s+(?:des\s+|du\s+|de\s+la\s+|de\s+l['’]|de\s+|d['’])\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’&-]+){0,10}\s*$/u;

export function isMixedCaseSocieteName(line: string): boolean {
  return MIXED_SOCIETE_NAME.test(line.trim());
}
