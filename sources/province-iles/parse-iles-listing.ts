/**
 * The Province des îles Loyauté listings: the index of years and a year's table of acts.
 * The act number is only in the link's title text ('Arrêté ... n° 2024-10/API du ...').
 */

import type { CheerioAPI } from 'cheerio';
import { SourceLayoutError } from '../crawl/crawl-errors.ts';
import { findActNumero } from '../province/index.ts';

export interface IlesYearLink {
  year: number;
  url: string;
}

export interface IlesListingRow {
  url: string;
  numero: string;
  publicationDate: string;
  titre: string;
}

export function parseIlesYears($: CheerioAPI, pageUrl: string): IlesYearLink[] {
  const years: IlesYearLink[] = [];
  $('a').each((_, a) => {
    const href = $(a).attr('href') ?? '';
    const m = /arretes-(\d{4})\.htm$/i.exec(href);
    if (m) years.push({ year: Number(m[1]), url: new URL(href, pageUrl).href });
  });
  if (!years.length) throw new SourceLayoutError(pageUrl, `${pageUrl}: aucun lien vers une page annuelle (arretes-AAAA.htm).`);
  return years;
}

export function parseIlesYear($: CheerioAPI, pageUrl: string): IlesListingRow[] {
  const rows: IlesListingRow[] = [];
  $('tr').each((_, tr) => {
    const cells = $(tr).find('td');
    const link = cells.find('a');
    const href = link.attr('href');
    const date = /(\d{2})\/(\d{2})\/(\d{4})/.exec(cells.first().text());
    const titre = link.text().replace(/\s+/g, ' ').trim();
    const numero = findActNumero(titre);
    if (!href || !date || !numero) return;
    rows.push({ url: new URL(href, pageUrl).href, numero, publicationDate: `${date[3]}-${date[2]}-${date[1]}`, titre });
  });
  if (!rows.length && !/Aucun arrêté publié/i.test($('body').text())) {
    throw new SourceLayoutError(pageUrl, `${pageUrl}: ni tableau d'arrêtés ni mention « Aucun arrêté publié ».`);
  }
  return rows;
}
