import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A page's running header a scan split over lines, the journal's title cut by its compound's
// hyphen (`JOURNAL OFFICIEL DE LA NOUVELLE-` / `CALEDONIE` / `12 mai 2026`), the previous notice's
// tail under it. Every text is made up for this file.
describe('a running header whose title is cut at its hyphen', () => {
  it('dates the page by the date under the title’s two lines', () => {
    const text = ['2210', 'JOURNAL OFFICIEL DE LA NOUVELLE-', 'CALEDONIE', '12 mai 2026', 'ciés du même jour.', 'Pour avis, la gérance.'].join('\n');
    expect(findPublicationDate(text)).toBe('2026-05-12');
  });

  it('does so without the folio above', () => {
    const text = ['JOURNAL OFFICIEL DE LA NOUVELLE-', 'CALEDONIE', '12 mai 2026', 'ciés du même jour.'].join('\n');
    expect(findPublicationDate(text)).toBe('2026-05-12');
  });
});
