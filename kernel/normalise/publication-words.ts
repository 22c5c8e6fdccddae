/**
 * The words that say a notice appears, declared once for the readers of a publication date: a
 * form's or a back office's field (back-office-dates.ts reads a label by its words' roots) and a
 * publication label on a masthead, a footer or a line of its own (publication-date.ts). Folded
 * roots: `publi` (publié, publication), `paru` (parue, parution), `parai` (paraît, paraîtra),
 * `insertion`, `insere` (inséré), `diffus` (diffusé), `edition`, a site's `online`; a page put
 * `en ligne` is two words, read as such by the label's reader.
 */

const ROOTS = ['publi', 'paru', 'parai', 'insertion', 'insere', 'diffus', 'edition', 'online'] as const;

/** A label's word that opens on a publication root. */
export const PUBLICATION_ROOT = new RegExp(`^(?:${ROOTS.join('|')})`);

/** A cheap gate: the folded text holds a publication word at all, a page's `en ligne` however joined (`en_ligne`, `enligne`). */
export const PUBLICATION_WORD = new RegExp(`${ROOTS.join('|')}|en.?ligne`);
