import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';
import { siteSidebar } from '../../../../kernel/normalise/layout/site-sidebar.ts';

// Made up. A portal's page printed from the browser: its filters and links in the left column, the
// notice in the right one.
const SIDEBAR = ['FILTRER', 'Rubriques', 'Actes (41)', 'Publications légales (12)', 'Numéros précédents', '› n° 10916 – 5 mai 2026', '› n° 10915 – 30 avril 2026', 'Télécharger', '› PDF du numéro (4,8 Mo)'];
const NOTICE = [
  'Publication n° 2026-00418 · page 5352',
  'Objet : Constitution – SCI TEST',
  'Suivant acte reçu le 21 avril 2026 par',
  'Maître Paul TESTARD, notaire à Nou-',
  'méa, il a été constitué une société ci-',
  'vile immobilière dénommée SCI TEST, au',
  'capital de 100 000 F CFP, dont le siège',
  'est à Nouméa, pour une durée de 99 ans.',
  'RIDET : 5 831 003.001.',
];

describe('a site’s sidebar left of the notice', () => {
  it('is set apart: the right column is read alone', () => {
    const page = NOTICE.map((l, i) => `${(SIDEBAR[i] ?? '').padEnd(30)}${l}`).join('\n');
    expect(deinterleaved(page)!.split('\n').filter(Boolean)).toEqual(NOTICE);
  });

  it('is short lines of filters, counts and links, no sentence', () => {
    expect(siteSidebar(SIDEBAR)).toBe(true);
    expect(siteSidebar(['Gérant : M. Paul TESTARD.', 'Capital (1 000 F)', 'Siège (Nouméa)', 'Objet (transport)'])).toBe(false);
    expect(siteSidebar(['Dénomination', 'Forme', 'Capital'])).toBe(false);
  });
});
