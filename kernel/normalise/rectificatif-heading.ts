/**
 * A correction's heading that carries the company on the same line ('RECTIFICATIF – X' over 'SAS au
 * capital de …'): the notice's kind and the company's name are two headings printed on one line.
 * Each is set on its own line, where the heading readers look for them. Only a line of capitals after
 * the separator is split: 'Rectificatif — Transfert de siège — X' titles an event.
 */

const KIND_THEN_CAPITALS = /^([ \t]*(?:AVIS[ \t]+)?(?:RECTIFICATIF|ERRATUM|ADDITIF|RECTIFICATION))[ \t]+[–—-][ \t]+(?=[\p{Lu}\d«"“][\p{Lu}\d '’&.\-«»"“”]*$)/mu;

export function kindApartFromHeading(text: string): string {
  return text.replace(KIND_THEN_CAPITALS, '$1\n');
}
