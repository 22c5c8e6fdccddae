import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../../sources/crawl/canonical-url.ts';

describe('canonicalUrl', () => {
  it('moves a page fetched under the crawl base to the same path on the public site', () => {
    expect(canonicalUrl('http://127.0.0.1:38923/lnc/annonces-legales/annonce/30012-x.html', 'http://127.0.0.1:38923/lnc', 'https://www.lnc.nc'))
      .toBe('https://www.lnc.nc/annonces-legales/annonce/30012-x.html');
    // A trailing slash on either base changes nothing; the query stays, the fragment goes.
    expect(canonicalUrl('http://127.0.0.1:1/province-sud/actes/a.pdf?v=2#page=3', 'http://127.0.0.1:1/province-sud/', 'https://www.province-sud.nc/'))
      .toBe('https://www.province-sud.nc/actes/a.pdf?v=2');
    // The base itself is the site's root.
    expect(canonicalUrl('http://127.0.0.1:1/actunc', 'http://127.0.0.1:1/actunc', 'https://actu.nc')).toBe('https://actu.nc/');
  });

  it('rewrites a mirror of the real site, and leaves the real site as it is', () => {
    expect(canonicalUrl('https://lnc.nc/annonces-legales/', 'https://lnc.nc', 'https://www.lnc.nc')).toBe('https://www.lnc.nc/annonces-legales/');
    expect(canonicalUrl('https://www.lnc.nc/annonces-legales/', 'https://www.lnc.nc', 'https://www.lnc.nc')).toBe('https://www.lnc.nc/annonces-legales/');
  });

  it('keeps a URL outside the crawl base: another host, or a sibling path sharing the prefix', () => {
    expect(canonicalUrl('https://cdn.lnc.nc/pdf/1.pdf', 'https://www.lnc.nc', 'https://www.lnc.nc')).toBe('https://cdn.lnc.nc/pdf/1.pdf');
    expect(canonicalUrl('http://127.0.0.1:1/lnc2/a.html', 'http://127.0.0.1:1/lnc', 'https://www.lnc.nc')).toBe('http://127.0.0.1:1/lnc2/a.html');
  });
});
