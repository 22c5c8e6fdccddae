/**
 * An administrative act (arrêté, délibération, décision of a province, a commune, the government)
 * is read by its structure: its title line ('Délibération n° … relative à …'), its recitals ('Vu
 * …', 'Considérant …': the texts, letters and earlier acts it rests on), then its articles
 * ('Article 1er : …'), where it decides. The company the articles act on is the act's subject; a
 * company cited only in a recital (a shareholder's letter, an earlier act) is background.
 */

import type { RidetMatch } from './ridet.ts';

/** What the subject rules judged of one identifier (subject-ridet.ts's judgment, the parts read here). */
interface JudgedParty {
  match: RidetMatch;
  third: boolean;
  partsOf: boolean;
}

/** The act's own title line near the top: the kind of act, then its number. */
const ACT_TITLE = /(?:^|\n)[ \t]*(?:arrete|deliberation|decision|decret|ordonnance)s?\b[^\n]{0,40}\bn°/;
const TITLE_WITHIN = 600;
/** A line that opens an article: 'Article 1er :', 'Article premier –', 'Art. 2.'. */
const ARTICLE_LINE = /(?:^|\n)[ \t]*(?:article|art\.)[ \t]*(?:1er|1\b|premier|i\b)/;
/** A line that opens a recital. */
const RECITAL_LINE = /^[ \t]*(?:vu|considerant)\b/;

export interface ActParts {
  /** Where the first article opens: what the act decides runs from here. */
  articlesStart: number;
}

/** The parts of an act, or null when the text is no act with a title and articles. */
export function actParts(folded: string): ActParts | null {
  if (!ACT_TITLE.test(folded.slice(0, TITLE_WITHIN))) return null;
  const article = ARTICLE_LINE.exec(folded);
  if (!article) return null;
  const articlesStart = article.index + (article[0].startsWith('\n') ? 1 : 0);
  // Recitals come before the articles: an act without any is no act this reading knows.
  const before = folded.slice(0, articlesStart).split('\n');
  if (!before.some((line) => RECITAL_LINE.test(line))) return null;
  return { articlesStart };
}

/** A recital citing a company's articles of association (`Vu les statuts de la société X, …`). */
const STATUTES_RECITAL = /^\s*vu les statuts\b/;

/** The line's words before `index`, from its start. */
function lineBefore(folded: string, index: number): string {
  return folded.slice(folded.lastIndexOf('\n', index - 1) + 1, index);
}

/**
 * The company an act's articles act on: the one company identified in the articles that no rule
 * judged a third party's; where every such company is one whose parts the articles speak of
 * ('participation … à l'augmentation du capital de la SAEML X'), that one. Companies named only
 * in the recitals are not looked at. Null when the articles identify none or several, or when a
 * recital cites another company's articles of association.
 */
export function actArticlesCompany<J extends JudgedParty>(folded: string, judged: readonly J[]): J | null {
  const parts = actParts(folded);
  if (!parts) return null;
  const inArticles = judged.filter((j) => j.match.index >= parts.articlesStart && !j.third);
  const own = inArticles.filter((j) => !j.partsOf);
  const chosen = own.length > 0 ? own : inArticles;
  if (new Set(chosen.map((j) => j.match.rid)).size !== 1) return null;
  // The recitals citing another company's own articles (`Vu les statuts de la société X, RIDET …`):
  // the act is X's as much, and its articles' single identifier is then no sign of which (a
  // subsidiary the articles name beside X, `… de la société F, RIDET …, filiale de la société X`).
  if (judged.some((j) => j.match.index < parts.articlesStart && !j.third && j.match.rid !== chosen[0]!.match.rid && STATUTES_RECITAL.test(lineBefore(folded, j.match.index)))) return null;
  return chosen.find((j) => !j.match.establishmentInferred) ?? chosen[0]!;
}
