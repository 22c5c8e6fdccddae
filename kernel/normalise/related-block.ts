/**
 * A web page's block of other notices or of readers' comments, as extraction leaves it around a
 * notice: its heading (`Annonces similaires`, `Vous aimerez aussi`, `À lire aussi`, `Dans la même
 * rubrique`, `Publications liées`, `Les plus lues`, (wt-rdate) `Les plus récentes`, `Dernières actualités`,
 * `Réactions (2)`, `Commentaires`, a page's `« Annonce précédente   Annonce suivante »` over the
 * neighbours' titles) and, when the
 * heading stands alone on its line, the lines under it up to a blank line. Their titles, event words
 * and dates are the other items' or the readers' (a related item's `Publiée le 09/11/2026`, a
 * comment's date), never this notice's: the furniture sets the block apart (`furniture.ts`) and the
 * publication date is never read in it (`publication-date.ts`).
 *
 * (wt-dom2) A heading with its item on the same line (`Lire aussi : Dissolution de la SARL X`) is a
 * link of its own and heads nothing; and a block of other items ends before a line that runs as a sentence
 * (longer than a title), which is the notice's own where a page prints the block above it with no
 * blank line between (a related item may print its company's identifier: that alone ends nothing).
 */

/**
 * The words a page points to items to read besides with (`à lire aussi`, `voir aussi`, `dans la même
 * rubrique`), folded, as a block's heading here and as a link's label in other-items.ts.
 */
export const READ_BESIDES = String.raw`(?:a\s+)?lire\s+aussi|voir\s+aussi|dans\s+la\s+meme\s+rubrique`;

// A comments block's heading is the whole line ('Réactions (2)', 'Commentaires :'): a notice's
// sentence may open with the word.
export const RELATED_HEADING = new RegExp(
  String.raw`^(?:[«‹<]\s*annonces? (?:precedente|suivante)(?:\s+annonces? (?:precedente|suivante))?\s*[»›>]?\s*$|(?:annonces? similaires|vous aimerez aussi|${READ_BESIDES}|autres (?:annonces|publications)|annonces (?:liees|recentes|du meme)|publications (?:liees|similaires|recentes|du meme)|(?:les )?plus (?:lus|lues|consultee?s?|recente?s|commentee?s?|partagee?s?)|(?:les )?dernieres (?:actualites|actus|infos|nouvelles|annonces|publications)|(?:actualites|actus|infos) recentes)\b|(?:reactions|commentaires)\s*(?:\(\d+\))?\s*:?$)`,
  'u',
);

/**
 * The heading alone on its line: a few words that end it at most (`Publications du même déposant`,
 * `Annonces similaires dans votre commune`), then a count or a colon.
 */
const HEADING_ALONE = /^(?:\s+[\p{L}'’-]+){0,3}\s*(?:\(\d+\))?\s*:?\s*$/u;
/** A comments block's heading: a reader's comment runs as a sentence, which ends no comments block. */
const COMMENTS_HEADING = /^(?:reactions|commentaires)\b/u;

/** A related item's title fits on a line; a notice's sentence runs longer. */
const TITLE_MAX_CHARS = 110;

/**
 * The indexes of the lines (folded, trimmed) that are a related block's: its heading and, under a
 * heading alone, the lines up to a blank line or (under a list's heading) a sentence.
 */
export function relatedBlockLines(foldedLines: readonly string[]): Set<number> {
  const found = new Set<number>();
  let inBlock = false;
  let comments = false;
  // A heading alone then a blank line: the items follow as paragraphs of their own, each a teaser.
  let itemsBelow = false;
  for (const [i, line] of foldedLines.entries()) {
    if (line === '') {
      if (inBlock && !comments && found.has(i - 1) && RELATED_HEADING.test(foldedLines[i - 1]!)) itemsBelow = true;
      inBlock = false;
      continue;
    }
    if (RELATED_HEADING.test(line)) {
      found.add(i);
      inBlock = HEADING_ALONE.test(line.replace(RELATED_HEADING, ''));
      comments = COMMENTS_HEADING.test(line);
      itemsBelow = false;
      continue;
    }
    if (!inBlock && itemsBelow && (i === 0 || foldedLines[i - 1] === '')) {
      if (teaserParagraph(foldedLines, i)) inBlock = true;
      else itemsBelow = false;
    }
    if (inBlock && !comments && line.length > TITLE_MAX_CHARS) inBlock = false;
    if (inBlock) found.add(i);
  }
  return found;
}

/**
 * A teaser of another item (`Avis de constitution` / `Publié le 22/10/2026` / `Aux termes d'un acte …
 * Lire la suite`, the link's words perhaps cut over the line's end), or the block's link to all
 * its items (`Voir toutes les annonces ›`): the paragraph from line `from` to the next blank line.
 */
const TEASER_END = /(?:\blire la suite|…\s*lire\s*\n\s*la suite)\b|^voir (?:toutes|tous|plus)\b/mu;

function teaserParagraph(foldedLines: readonly string[], from: number): boolean {
  let to = from;
  while (to < foldedLines.length && foldedLines[to] !== '') to += 1;
  return TEASER_END.test(foldedLines.slice(from, to).join('\n'));
}
