import { createNewspaperAdapter, selectorAdReader, selectorListingReader, type NewspaperConfig } from '../newspaper/index.ts';
import { LNC_SECTIONS } from './sections.ts';

/** Les Nouvelles Calédoniennes: one listing per category, one page per ad. */
export const lncConfig: NewspaperConfig = {
  id: 'LNC',
  description: 'Les Nouvelles Calédoniennes : annonces légales en ligne (depuis la relance d’octobre 2023)',
  // Ads go online during the working day; one pass each night, Nouméa time.
  schedule: '30 2 * * *',
  canonicalBase: 'https://www.lnc.nc',
  // The paper stopped print on 20 March 2023; its online legal-ads section, which this source
  // reads, opened with the relaunch of 16 October 2023 (README, "Validity period").
  periods: [{ from: '2023-10-16', to: null, note: 'relance en ligne du journal et de sa rubrique d’annonces légales' }],
  listings: (baseUrl) =>
    LNC_SECTIONS.map((c) => ({ url: `${baseUrl}/annonces-legales/${c.slug}/`, key: c.slug, category: c.label })),
  readListing: selectorListingReader({
    item: 'ul.liste-annonces > li.annonce-item',
    link: '.annonce-item__titre a',
    date: { selector: '.annonce-item__date' },
    adIdFromUrl: /\/annonce\/(\d+)-[^/]*\.html$|[?&]id=(\d+)/,
    next: '.pagination a.next',
  }),
  readAd: selectorAdReader({
    text: 'article.annonce-legale .annonce-texte',
    noise: ['.pub-inread', '.annonce-partage', 'aside', 'script', 'style'],
    date: { selector: '.annonce-meta time' },
    category: { selector: '.annonce-rubrique' },
    heading: { selector: 'h1.annonce-titre' },
    reference: { selector: 'article.annonce-legale', attribute: 'data-annonce-id' },
  }),
};

export const lncAdapter = createNewspaperAdapter(lncConfig);
