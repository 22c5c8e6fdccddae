/**
 * A notice of a merger's, a scission's or a contribution's project (`Un projet de traité de fusion a
 * été établi … et déposé au greffe`, `AVIS DE PROJET DE FUSION`) that tells nothing done yet: the
 * meetings are to come, the capital increase and the contribution are told in the conditional or
 * the future (`augmenterait`, `sera dissoute`, `le capital serait porté à …`). Nothing has changed in either party's record, and
 * the notice is printed for both alike: no event of one company's life. A notice that reports the
 * approval or the realisation (`a approuvé`, `est devenue définitive`, `est dissoute`) is the
 * event, whatever project it recalls.
 */

const PROJECT = /\bprojet (?:de traite )?(?:de fusion|de scission|d'apport partiel)\b/;
const DONE =
  /\b(?:a|ont|avait|avaient) (?:approuve|decide|constate|realise|augmente|absorbe|fait apport|transmis)\b|\b(?:a|ont) ete (?:approuvee?s?|realisee?s?|augmentee?|constatee?|absorbee?s?|dissoute?s?|radiee?)\b|\bdefinitive(?:ment)?\b|(?<!\bsera )(?<!\bseront )(?<!\bserait )(?<!\bseraient )(?<!\betre )\bdissoute?s?\b|\bse trouve\b|(?<!\bsera )(?<!\bseront )(?<!\bserait )(?<!\bseraient )(?<!\betre )\bporte (?:de|a)\b/;

/** Whether the folded text announces a project of merger, scission or contribution and nothing done. */
export function announcesMergerProject(folded: string): boolean {
  return PROJECT.test(folded) && !DONE.test(folded);
}
