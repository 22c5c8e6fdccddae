import type { OfflineSite } from '../../../simulator/sample-sites/offline-site.ts';

/** Wraps an offline site to record each request (path and query, below the site's root). */
export function recordingSite(site: OfflineSite): { site: OfflineSite; requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    site: {
      samplePath: site.samplePath,
      create(options) {
        const handler = site.create(options);
        return (req, res, path, url) => {
          requests.push(`${path}${url.search}`);
          return handler(req, res, path, url);
        };
      },
    },
  };
}
