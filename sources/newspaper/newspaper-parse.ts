import * as cheerio from 'cheerio';
import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { parseNoticeTexts } from '../../kernel/normalise/index.ts';
import { decodeBody } from '../crawl/decode-body.ts';
import type { RawDocument } from '../source-adapter.ts';
import type { NewspaperConfig } from './newspaper-config.ts';
import type { NewspaperMeta } from './newspaper-meta.ts';

const EXTRACT_LENGTH = 300;

/**
 * One ad page to its notice (one per entry for a list of judgments), or to a quarantine entry. The page is trusted over the listing
 * (it is what the archive keeps, and re-parsing must not depend on how it was reached); the
 * listing's facts in `doc.meta` only fill what the page leaves out. A page cut short (no
 * closing `</html>`) is never parsed: its text may have lost the very lines that matter.
 */
export function parseNewspaperAd(config: NewspaperConfig, doc: RawDocument<NewspaperMeta>): ParseOutcome {
  const html = decodeBody(doc.body, doc.contentType);
  const $ = cheerio.load(html);
  const ad = config.readAd($, doc);
  const reference = ('failure' in ad ? null : ad.reference) ?? metaString(doc.meta.adId) ?? doc.url;
  const invalid = (detail: string): ParseOutcome => ({
    notices: [],
    quarantined: [{ reference, reason: 'html_invalide', detail, extrait: excerpt($) }],
  });
  if ('failure' in ad) return invalid(`${ad.failure} Page tronquée ou mise en page inconnue (${doc.url}).`);
  if (!/<\/html\s*>/i.test(html)) {
    return invalid(`La page de l’annonce est tronquée (pas de balise </html> finale) : son texte peut être incomplet, elle n’est pas analysée (${doc.url}).`);
  }
  // A greffe list printed as one ad gives one announcement per entry (`<ad id>#1`, `#2`, …);
  // an ordinary ad keeps the ad id as its reference.
  const results = parseNoticeTexts(ad.text, {
    reference,
    publicationDate: ad.publicationDate ?? metaString(doc.meta.publicationDate),
    heading: ad.heading,
    category: ad.category ?? metaString(doc.meta.category),
  });
  const outcome: ParseOutcome = { notices: [], quarantined: [] };
  for (const result of results) {
    if (result.ok) outcome.notices.push(result.notice);
    else outcome.quarantined.push(result.quarantine);
  }
  return outcome;
}

function metaString(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function excerpt($: cheerio.CheerioAPI): string | null {
  $('script, style, noscript').remove();
  const text = $.root().text().replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, EXTRACT_LENGTH) : null;
}
