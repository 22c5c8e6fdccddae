import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { startApi, type RunningApi } from '../helpers/api-harness.ts';
import { request } from '../helpers/http-request.ts';
import { accessOptions, tempDir } from '../access/access-fixtures.ts';
import { BOULANGERIE, LAGON, TRANSPORTS, XSS, pagesSnapshot } from './pages-fixture.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await pagesSnapshot() });
});
afterAll(() => api.close());

const get = (target: string, headers: Record<string, string> = {}) => request(api.baseUrl, target, { headers });

describe('GET /widget.html', () => {
  it('is server-rendered HTML, newest first across the RIDETs, at most `limit` items', async () => {
    const res = await get(`/widget.html?ridets=${TRANSPORTS},${LAGON},${BOULANGERIE}&limit=4`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const dates = [...res.text.matchAll(/<time datetime="([\d-]+)">/g)].map((m) => m[1]);
    expect(dates).toEqual(['2026-03-12', '2026-03-01', '2026-02-20', '2026-01-15']);
    expect(res.text).toContain('12 mars 2026');
  });

  it('shows 5 announcements by default', async () => {
    const res = await get(`/widget.html?ridets=${TRANSPORTS},${LAGON},${BOULANGERIE}`);
    expect(res.text.match(/<li class="annonce /g)).toHaveLength(5);
  });

  it('can be embedded anywhere: frame-ancestors *, no X-Frame-Options', async () => {
    const res = await get(`/widget.html?ridets=${LAGON}`);
    expect(res.headers['content-security-policy']).toMatch(/(^|; )frame-ancestors \*(;|$)/);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('tells the embedder what was wrong with its address in a header and the console, never the visitors in the page', async () => {
    const res = await get(`/widget.html?ridets=abc,${LAGON},9999999999&limit=999&theme=bleu`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('LAGON BLEU SERVICES');
    expect(res.headers['x-widget-notice']).toBe('invalid_ridet, limit_out_of_range, unknown_theme, unknown_ridet');
    const visible = res.text.slice(res.text.indexOf('<body>'));
    for (const said of ['RIDET valide', 'ramené', 'Thème', 'Aucune entreprise', 'class="notice"']) expect(visible, said).not.toContain(said);
    const warnings = [...res.text.matchAll(/<meta name="annonces-nc-avertissement" content="([^"]*)">/g)].map((m) => m[1]);
    expect(warnings).toEqual([
      '« abc » n’est pas un RIDET valide (10 chiffres, par exemple 1234567001) : il est ignoré.',
      'Le nombre d’annonces (limit) va de 1 à 20 : 999 est ramené à 20.',
      'Thème « bleu » inconnu (light, dark ou auto) : auto est utilisé.',
      'Aucune entreprise de RIDET 9 999 999.999 dans les données publiées.',
    ]);
    // The widget's own script writes them to the console (run in Chromium: pages-browser.test.ts).
    expect(res.text).toContain('console.warn');
    const clean = await get(`/widget.html?ridets=${LAGON}&limit=20`);
    expect(clean.headers['x-widget-notice']).toBeUndefined();
    expect(clean.text).not.toContain('annonces-nc-avertissement" content');
    // Remembered with the answer: the second request of the same address says it again.
    expect((await get(`/widget.html?ridets=abc,${LAGON},9999999999&limit=999&theme=bleu`)).headers['x-widget-notice']).toBe(res.headers['x-widget-notice']);
  });

  it('shows one message, not two, when no RIDET asked for is a known company', async () => {
    for (const [target, message] of [
      ['/widget.html?ridets=9999999999', 'Aucune entreprise de RIDET 9 999 999.999 dans les données publiées.'],
      ['/widget.html?ridets=9999999999,8888888888', 'Aucune entreprise de RIDET 9 999 999.999, 8 888 888.888 dans les données publiées.'],
    ] as const) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
      expect(main, target).toContain(`<p>${message}</p>`);
      expect(main.match(/<p>/g), target).toHaveLength(1);
      expect(main, target).not.toContain('Aucune annonce publiée');
    }
  });

  it('shows a short help text without RIDETs', async () => {
    for (const target of ['/widget.html', '/widget.html?ridets=', '/widget.html?ridets=,,']) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      expect(res.text, target).toContain('Ce widget affiche les dernières annonces légales des entreprises dont vous donnez les RIDET');
    }
  });

  it('ignores unknown parameters (cache busters, tracking tags) and chooses the theme', async () => {
    const res = await get(`/widget.html?ridets=${LAGON}&theme=dark&utm_source=journal&_=123`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr" data-theme="dark">');
  });

  it('escapes a dénomination made of markup', async () => {
    const res = await get(`/widget.html?ridets=${XSS}`);
    expect(res.text).not.toContain('<script>window');
    expect(res.text).toContain('&lt;script&gt;window.__xss=2&lt;/script&gt;');
  });

  it('is cached like the API: ETag, max-age, 304', async () => {
    const target = `/widget.html?ridets=${LAGON}&limit=2`;
    const res = await get(target);
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['x-snapshot']).toBe('20261121T020000Z');
    const again = await get(target, { 'if-none-match': res.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect((await get(`/widget.html?ridets=${LAGON}&limit=3`)).headers.etag).not.toBe(res.headers.etag);
  });

  it('answers other methods with a 405 HTML page', async () => {
    const res = await request(api.baseUrl, '/widget.html', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(res.text).toContain('<h1>Méthode non autorisée</h1>');
  });
});

describe('GET /entreprise.html', () => {
  it('is the company page fiche_url points to', async () => {
    const record = (await api.call(`/v1/entreprises/${LAGON}`)).json;
    expect(record.fiche_url).toBe(`https://annonces.nc/entreprise.html?ridet=${LAGON}`);
    const res = await get(`/entreprise.html?ridet=${LAGON}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>LAGON BLEU SERVICES</h1>');
    expect(res.text).toContain('<title>LAGON BLEU SERVICES — RIDET 1 234 567.001 — annonces légales</title>');
    expect(res.text).toContain('<meta name="description" content="LAGON BLEU SERVICES, RIDET 1 234 567.001');
    expect(res.text).toContain(`<link rel="alternate" type="application/atom+xml" title="Annonces légales — LAGON BLEU SERVICES" href="v1/entreprises/${LAGON}.atom">`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const etag = res.headers.etag!;
    expect((await get(`/entreprise.html?ridet=${LAGON}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('shows the state the history tells, with its announcement', async () => {
    expect((await get(`/entreprise.html?ridet=${BOULANGERIE}`)).text).toContain(
      '<span class="badge t-procedure">En procédure collective</span> <span class="muted">depuis le 20 février 2026 (<a href="#annonce-port-rj">voir l’annonce</a>)',
    );
    expect((await get(`/entreprise.html?ridet=${TRANSPORTS}`)).text).toContain('<span class="badge t-dissolution">Dissoute</span>');
  });

  it('answers a malformed RIDET with a 400 page in French, and an unknown one with a 404 page', async () => {
    const bad = await get('/entreprise.html?ridet=12AB');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bad.headers['cache-control']).toBe('no-store');
    expect(bad.text).toContain('<h1>RIDET invalide</h1>');
    expect(bad.text).toContain('« 12AB » n’est pas un RIDET valide.');
    expect(bad.text).toContain('<form action="entreprise.html" method="get" role="search">');
    const missing = await get('/entreprise.html');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Aucun RIDET n’est indiqué');
    const unknown = await get('/entreprise.html?ridet=9999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<h1>Entreprise inconnue</h1>');
    expect(unknown.text).toContain('Aucune entreprise de RIDET 9 999 999.999 dans les données publiées.');
  });

  it('sends a printed RIDET to the one address of the page', async () => {
    const res = await get('/entreprise.html?ridet=1%20234%20567.001');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`entreprise.html?ridet=${LAGON}`);
  });
});

describe('a page address that does not exist', () => {
  it('answers a browser with a French HTML 404 page, not problem+json', async () => {
    for (const [target, headers] of [
      ['/nope.html', {}],
      ['/widget.htm', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
      ['/entreprises/1234567001', { accept: 'text/html' }],
    ] as const) {
      const res = await get(target, headers);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], target).toBe('no-store');
      expect(res.headers['content-security-policy'], target).toContain("default-src 'none'");
      expect(res.text, target).toContain('<html lang="fr"');
      expect(res.text, target).toContain('<h1>Page introuvable</h1>');
      expect(res.text, target).toContain(`Aucune page à l’adresse ${target}.`);
      expect(res.text, target).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('stays problem+json under /v1, and for a client that does not ask for HTML', async () => {
    for (const [target, headers] of [
      ['/v1/nope.html', { accept: 'text/html' }],
      ['/v1/nope', { accept: 'text/html' }],
      ['/nope', {}],
      ['/nope.json', { accept: 'application/json' }],
    ] as const) {
      const res = await get(target, headers);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toBe('application/problem+json');
      expect(res.json, target).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('pages without a snapshot', () => {
  it('answer 503 as an HTML page', async () => {
    const empty = await startApi({ load: async () => null });
    try {
      const res = await request(empty.baseUrl, `/widget.html?ridets=${LAGON}`);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.text).toContain('<h1>Données indisponibles</h1>');
    } finally {
      await empty.close();
    }
  });
});

describe('access: pages have their own per-IP limit, apart from the API quotas', () => {
  it('never charges a page view to the anonymous API hour, nor an API call to the pages', async () => {
    const access = await createAccessControl(accessOptions(tempDir(), { anonymousLimitPerHour: 2, pagesLimitPerHour: 3 }));
    const limited = await startApi({ snapshot: await pagesSnapshot(), access });
    try {
      const page = `/widget.html?ridets=${LAGON}`;
      for (let i = 0; i < 3; i++) {
        const res = await request(limited.baseUrl, page);
        expect(res.status).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
      // Three page views later, the API hour is untouched.
      const first = await limited.call('/v1/annonces?limit=1');
      expect(first.status).toBe(200);
      expect(first.headers['x-ratelimit-remaining']).toBe('1');
      await limited.call('/v1/annonces?limit=1');
      expect((await limited.call('/v1/annonces?limit=1')).status).toBe(429);

      const over = await request(limited.baseUrl, `/entreprise.html?ridet=${LAGON}`);
      expect(over.status).toBe(429);
      expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.text).toContain('<h1>Trop de pages demandées</h1>');
    } finally {
      await limited.close();
      await access.close();
    }
  });

  it('counts nothing when PAGES_LIMIT_PER_HOUR is 0', async () => {
    const access = await createAccessControl(accessOptions(tempDir(), { pagesLimitPerHour: 0 }));
    const open = await startApi({ snapshot: await pagesSnapshot(), access });
    try {
      for (let i = 0; i < 5; i++) expect((await request(open.baseUrl, `/entreprise.html?ridet=${LAGON}`)).status).toBe(200);
    } finally {
      await open.close();
      await access.close();
    }
  });
});
