/**
 * The title of an earlier notice that a correction cites in quotes ('Une erreur s'est glissée dans
 * l'annonce « NOMINATION DE GÉRANT » de la SARL X'): its words name that notice's event, not a role
 * held by anyone, so 'GÉRANT » de la SARL X' does not make X a company someone manages. The title is
 * blanked to spaces of the same length, so every index still points at the same place.
 */

// Over the folded text: a notice's noun, then its quoted title (no line break, no nested quote).
const CITED_TITLE = /\b(?:annonce|avis|insertion|rubrique|publication)\s*(?:intitulee?\s*|titree?\s*)?:?\s*(?:«[^«»\n]{1,80}»|"[^"\n]{1,80}"|“[^“”\n]{1,80}”)/g;

export function withoutCitedNoticeTitles(folded: string): string {
  // Most texts quote no notice: a text without a quote is not searched (speed only).
  if (!folded.includes('«') && !folded.includes('"') && !folded.includes('“')) return folded;
  return folded.replace(CITED_TITLE, (m) => ' '.repeat(m.length));
}
