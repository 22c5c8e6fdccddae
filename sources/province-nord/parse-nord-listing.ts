/**
 * The Province Nord listings: the index of years and one year's acts. Pure: HTML in, links out.
 */

import type { CheerioAPI } from 'cheerio';
import { parseFrenchDate } from '../../kernel/normalise/index.ts';
import { SourceLayoutError } from '../crawl/crawl-errors.ts';

export interface NordYearLink {
  year: number;
  url: string;
}

export interface NordListingRow {
  url: string;
  numero: string;
  publicationDate: string;
  titre: string;
}

export function parseNordYears($: CheerioAPI, pageUrl: string): NordYearLink[] {
  const list = $('ul.annees');
  if (!list.length) throw new SourceLayoutError(pageUrl, `${pageUrl}: liste des années (ul.annees) introuvable.`);
  const years: NordYearLink[] = [];
  list.find('a').each((_, a) => {
    const year = Number($(a).text().trim());
    const href = $(a).attr('href');
    if (Number.isInteger(year) && href) years.push({ year, url: new URL(href, pageUrl).href });
  });
  return years;
}

export function parseNordYear($: CheerioAPI, pageUrl: string): NordListingRow[] {
  const items = $('li.acte-item');
  if (!items.length && !$('.aucun-acte').length) {
    throw new SourceLayoutError(pageUrl, `${pageUrl}: ni liste d'actes (li.acte-item) ni mention « Aucun acte publié ».`);
  }
  const rows: NordListingRow[] = [];
  items.each((_, li) => {
    const item = $(li);
    const href = item.find('a').attr('href');
    const publicationDate = parseFrenchDate(item.find('.date').text());
    const numero = item.find('.ref').text().trim();
    if (!href || !publicationDate || !numero) return;
    rows.push({ url: new URL(href, pageUrl).href, numero, publicationDate, titre: item.find('a').text().trim() });
  });
  return rows;
}
