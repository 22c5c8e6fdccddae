import { isElectronicNumero } from './jonc-number.ts';

/**
 * Leginova's public site: the official pages a JONC notice is cited by (SOURCES.md, "Public
 * pages"). Announcements link there whatever URL we fetched from (the API, or an offline copy
 * on 127.0.0.1 that is gone after the run), so their links last.
 */
export const LEGINOVA_SITE = 'https://leginova.gouv.nc';

/** An electronic item's page, or a classic issue's analytic summary (with the publication's own page when its id is known). */
export function officialPage(numeroJonc: string, publicationId: number | null = null): string {
  if (isElectronicNumero(numeroJonc)) return `${LEGINOVA_SITE}/jonc/contenu/${numeroJonc}`;
  const issue = `${LEGINOVA_SITE}/jonc/sommaire-analytique/${numeroJonc}`;
  return publicationId === null ? issue : `${issue}/publication/${publicationId}`;
}
