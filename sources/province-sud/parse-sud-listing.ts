/**
 * The rows of one page of the Province Sud listing "Arrêtés et délibérations" and the link to
 * the next page. Pure: HTML in, rows out.
 */

import type { CheerioAPI } from 'cheerio';
import { SourceLayoutError } from '../crawl/crawl-errors.ts';

export interface SudListingRow {
  url: string;
  /** As printed: 'n° 2087-2024/ARR/DIMEN'. */
  numero: string;
  /** YYYY-MM-DD. */
  publicationDate: string;
  titre: string;
}

export interface SudListingPage {
  rows: SudListingRow[];
  next: string | null;
}

function isoFromNumeric(text: string): string | null {
  const m = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

export function parseSudListing($: CheerioAPI, pageUrl: string): SudListingPage {
  const table = $('table.liste-actes');
  if (!table.length && !$('.aucun-acte').length) {
    throw new SourceLayoutError(pageUrl, `${pageUrl}: ni tableau des actes (table.liste-actes) ni mention « Aucun acte publié ».`);
  }
  const rows: SudListingRow[] = [];
  table.find('tbody tr').each((_, tr) => {
    const cells = $(tr);
    const href = cells.find('td.intitule a').attr('href');
    const publicationDate = isoFromNumeric(cells.find('td.date').text());
    const numero = cells.find('td.numero').text().trim();
    if (!href || !publicationDate || !numero) return;
    rows.push({ url: new URL(href, pageUrl).href, numero, publicationDate, titre: cells.find('td.intitule a').text().trim() });
  });
  const next = $('a[rel="next"]').attr('href');
  return { rows, next: next ? new URL(next, pageUrl).href : null };
}
