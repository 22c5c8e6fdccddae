/**
 * 'SOCIÉTÉ DE PARTICIPATIONS DU NORD': a name in capitals that opens with the word société and goes
 * on with 'de', 'du', 'des' holds that word as its own head; it is no form written before the name
 * ('la société X'), which the officer's name leaves out. The elided 'd'' is glued to the next word
 * ('SOCIÉTÉ D'ÉTUDES TECHNIQUES'), so no word boundary follows it.
 */

const SOCIETE_BEFORE = /(?:^|[^\p{L}])(SOCI[ÉE]T[ÉE])[ ]+$/u;
const CONNECTOR_HEAD = /^(?:(?:DE|DU|DES)(?![\p{L}])|D['’](?=\p{L}))/u;
// An adjective agreeing with société goes on from it too ('SOCIÉTÉ FINANCIÈRE DE KOUMAC', 'SOCIÉTÉ
// INSULAIRE DE PARTICIPATIONS'): a feminine singular ending; a name's own first word ('SOCIÉTÉ KAVIÉ
// INVEST', the word then introducing the company) has none of them.
const ADJECTIVE_HEAD = /^\p{Lu}[\p{Lu}-]*(?:I[ÈE]RE|IENNE|ALE|AIRE|ELLE|IQUE|ICOLE|AISE|OISE)(?![\p{L}])/u;

/** `name` with the word SOCIÉTÉ printed right before it, when the name opens with a connector or an adjective; else `name`. */
export function withSocieteHead(before: string, name: string): string {
  if (!CONNECTOR_HEAD.test(name) && !ADJECTIVE_HEAD.test(name)) return name;
  const head = SOCIETE_BEFORE.exec(before);
  return head ? `${head[1]} ${name}` : name;
}
