/**
 * A company the notice introduces as one ('la société H, SAS, RIDET …', or its card: 'H' / 'SAS au
 * capital de …') and names again bare further on ('La présidence est désormais assurée par H ;'):
 * a reader knows the bare name is that company, whatever words stand around it. Each later bare
 * repeat of such a name becomes a company mention of its own, so that the office it is given there
 * is read; the subject's name is never one (it holds no office in itself).
 */
import type { NamedMention } from './officer-mentions.ts';
import { FORM_PREFIX } from './officer-mentions.ts';
import { fold } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';

// A name of two words at least: a single capitalised word repeats by chance (a town, a sigle).
const TWO_WORDS = /\S\s+\S/u;
const LETTER = /[\p{L}\p{N}]/u;
// A name repeated where a residence or a seat is told (`GERANT : M. X, DEMEURANT TRIBU DE NEAOUA`, the
// seat's tribe read as a name in a text all in capitals): a place, whoever first printed it.
const RESIDENCE_BEFORE = /\b(?:demeurant|demeurante|domicilie|domiciliee|residant|residante|sise?|dt|demt)\b[ \t\n]*(?:a|au|en|:)?[ \t\n]*$/;

/**
 * A company's card: its name alone on its line, its form and capital on the next ('H INVEST' /
 * 'SAS au capital de …', 'Société par actions simplifiée au capital de …').
 */
const CARD = new RegExp(
  String.raw`^[ \t]*([\p{Lu}\d][\p{Lu}\d'’&. -]{3,60}?)[ \t]*\n[ \t]*(?:S\.A\.S\.?U?|${FORM_ABBREVIATIONS.join('|')}|Soci[ée]t[ée] [^\n]{0,60}?)\b[^\n]{0,40}\bau capital\b`,
  'gmu',
);

/** The companies the text introduces by their cards, each as a mention of its name. */
function cardsOf(text: string): NamedMention[] {
  if (!text.includes('au capital')) return [];
  return [...matchesOf(CARD, text)].map((m) => {
    const index = m.index + m[0].indexOf(m[1]!);
    return { index, end: index + m[1]!.length, nom: m[1]!, prenoms: null, company: true };
  });
}

/** The mentions with each later bare repeat of an introduced company's name added, in text order. */
export function withRepeatedCompanyNames(mentions: readonly NamedMention[], text: string, subject: string | null): NamedMention[] {
  const added: NamedMention[] = [];
  const seen = new Set<string>();
  for (const company of [...mentions, ...cardsOf(text)]) {
    if (!company.company) continue;
    const name = company.nom.replace(FORM_PREFIX, '');
    if (!TWO_WORDS.test(name) || seen.has(name) || (subject !== null && fold(name) === subject)) continue;
    seen.add(name);
    for (let at = text.indexOf(name, company.end); at >= 0; at = text.indexOf(name, at + name.length)) {
      const end = at + name.length;
      if (LETTER.test(text[at - 1] ?? '') || LETTER.test(text[end] ?? '')) continue;
      if ([...mentions, ...added].some((m) => at < m.end && end > m.index)) continue;
      if (RESIDENCE_BEFORE.test(fold(text.slice(Math.max(0, at - 20), at)))) continue;
      added.push({ index: at, end, nom: name, prenoms: null, company: true });
    }
  }
  return added.length === 0 ? [...mentions] : [...mentions, ...added].sort((a, b) => a.index - b.index);
}
