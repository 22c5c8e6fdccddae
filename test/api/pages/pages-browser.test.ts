import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { embedCode } from '../../../api/pages/widget-embed.ts';
import { startApi, type RunningApi } from '../helpers/api-harness.ts';
import { chromiumUnavailableReason, launchChromium } from '../helpers/chromium.ts';
import { BOULANGERIE, LAGON, TRANSPORTS, XSS, XSS_NAME, pagesSnapshot } from './pages-fixture.ts';

/**
 * The pages in a real browser (Debian's Chromium through playwright-core): the widget embedded
 * by a page of another origin with the documented code, resized, without JavaScript, with markup
 * in a dénomination; the company page; and the screenshots of docs/images/.
 *
 * The screenshots go to a temporary folder: a test run leaves the checkout as it found it.
 * `npm run docs:screenshots` (WRITE_DOCS_SCREENSHOTS=1) writes them into docs/images/ instead.
 */

const unavailable = chromiumUnavailableReason();
const DOCS_IMAGES = path.resolve(import.meta.dirname, '../../../docs/images');
const WRITE_DOCS = process.env.WRITE_DOCS_SCREENSHOTS === '1';
// Asked for the docs' images, a missing browser is an error, not a skip: nothing would be written.
if (WRITE_DOCS && unavailable !== null) throw new Error(`WRITE_DOCS_SCREENSHOTS=1 but ${unavailable}`);
const WIDGET_RIDETS = `${LAGON},${BOULANGERIE},${TRANSPORTS}`;
const VIEWPORT = { width: 1200, height: 900 };

/** A site of someone else's: another server, another origin, that pastes our embed code. */
async function startHostSite(widgetBase: string): Promise<{ url: string; close(): Promise<void> }> {
  const page = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Le Journal de Koné</title></head>
<body style="font-family: serif; margin: 0 auto; padding: 1rem; max-width: 40rem; background: #faf7f0">
<h1>Le Journal de Koné</h1>
<p>Les dernières annonces légales des entreprises de la commune :</p>
${embedCode(`${widgetBase}/widget.html?ridets=${WIDGET_RIDETS}&limit=5`)}
<p>Une seule annonce :</p>
${embedCode(`${widgetBase}/widget.html?ridets=${LAGON}&limit=1`)}
<p>Fin de la page.</p>
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function frameOf(page: Page, index: number): Promise<Frame> {
  const handle = await page.locator('iframe[data-annonces-nc]').nth(index).elementHandle();
  const frame = await handle.contentFrame();
  await frame!.waitForSelector('main');
  return frame!;
}

const iframeHeight = (page: Page, index: number) =>
  page.locator('iframe[data-annonces-nc]').nth(index).evaluate((el) => Math.round(el.getBoundingClientRect().height));
// Code that runs in the page is given as strings: the project compiles without the DOM library.
async function inPage<T>(target: Page | Frame, expression: string): Promise<T> {
  const value: unknown = await target.evaluate(expression);
  return value as T;
}
const documentHeight = (frame: Frame) => inPage<number>(frame, 'Math.ceil(document.documentElement.getBoundingClientRect().height)');
const background = (page: Page) => inPage<string>(page, 'getComputedStyle(document.body).backgroundColor');

describe.skipIf(unavailable !== null)(`pages in Chromium${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let api: RunningApi;
  let host: { url: string; close(): Promise<void> };
  let browser: Browser;
  let context: BrowserContext;
  /**
   * One tab for the tests, each starting from a blank document at the context's size and colour
   * scheme: a new tab costs headless Chromium about half a CPU second (its browser process sets
   * up a window for it), a navigation a tenth of that, and what the tests look at is the
   * documents they load, not the tab.
   */
  let page: Page;

  beforeAll(async () => {
    api = await startApi({ snapshot: await pagesSnapshot() });
    host = await startHostSite(api.baseUrl);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: VIEWPORT });
    page = await context.newPage();
  });
  beforeEach(async () => {
    page.removeAllListeners('console');
    page.removeAllListeners('dialog');
    await page.goto('about:blank');
    await page.setViewportSize(VIEWPORT);
    await page.emulateMedia({ colorScheme: 'light' });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await host?.close();
    await api?.close();
  });

  it('a page of another origin embeds the widget and the widget shows the latest announcements', async () => {
    await page.goto(host.url);
    const frame = await frameOf(page, 0);
    expect(await inPage(frame, 'location.origin')).toBe(api.baseUrl);
    expect(await inPage(page, 'location.origin')).not.toBe(api.baseUrl);
    const items = await frame.locator('li.annonce').allInnerTexts();
    expect(items).toHaveLength(5);
    expect(items[0]).toContain('12 mars 2026');
    expect(items[0]).toContain('Dirigeants');
    expect(items[0]).toContain('CHANGEMENT DE GÉRANT');
    expect(items[0]).toContain('LAGON BLEU SERVICES');
    expect(items[0]).toContain('Actu.nc');
    expect(items[2]).toContain('Procédure collective');
    // The type's colour: badges of different types differ.
    const badges = await inPage<string[]>(frame, `[...document.querySelectorAll('li.annonce .badge')].map((el) => getComputedStyle(el).backgroundColor)`);
    expect(new Set(badges).size).toBe(5);
  });

  it('the iframe takes the height of its content through the documented snippet', async () => {
    await page.goto(host.url);
    const five = await frameOf(page, 0);
    const one = await frameOf(page, 1);
    await expect.poll(async () => (await iframeHeight(page, 0)) - (await documentHeight(five))).toBe(0);
    await expect.poll(async () => (await iframeHeight(page, 1)) - (await documentHeight(one))).toBe(0);
    expect(await iframeHeight(page, 0)).toBeGreaterThan(await iframeHeight(page, 1));
    // Nothing hidden behind an inner scroll bar.
    expect(await inPage(five, 'document.documentElement.scrollHeight <= window.innerHeight')).toBe(true);
    // Narrower host, taller content: the iframe follows.
    const wide = await iframeHeight(page, 0);
    await page.setViewportSize({ width: 320, height: 900 });
    await expect.poll(async () => iframeHeight(page, 0)).toBeGreaterThan(wide);
    await expect.poll(async () => (await iframeHeight(page, 0)) - (await documentHeight(five))).toBe(0);
  });

  it('links open the company page in a new tab when embedded, in the same tab otherwise', async () => {
    await page.goto(host.url);
    const frame = await frameOf(page, 1);
    const link = frame.locator('li.annonce a').first();
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${api.baseUrl}/entreprise.html?ridet=${LAGON}`);
    expect(await tab.locator('h1').innerText()).toBe('LAGON BLEU SERVICES');
    await tab.close();

    await page.goto(`${api.baseUrl}/widget.html?ridets=${LAGON}`);
    expect(await page.locator('li.annonce a').first().getAttribute('target')).toBeNull();
  });

  it('says what was wrong with the address in the console, not in the page', async () => {
    const messages: { type: string; text: string; url: string }[] = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text(), url: message.location().url }));
    await page.goto(`${api.baseUrl}/widget.html?ridets=${LAGON},9999999999&limit=999`);
    expect(await page.locator('li.annonce').count()).toBe(4);
    const shown = await page.locator('body').innerText();
    expect(shown).not.toContain('ramené');
    expect(shown).not.toContain('Aucune entreprise');
    await expect.poll(() => messages.filter((m) => m.type === 'warning').map((m) => m.text)).toEqual([
      'annonces-nc (widget) : Le nombre d’annonces (limit) va de 1 à 20 : 999 est ramené à 20.',
      'annonces-nc (widget) : Aucune entreprise de RIDET 9 999 999.999 dans les données publiées.',
    ]);
    // The policy let the script run: nothing refused. Chromium's own ask for /favicon.ico, once an
    // origin in a tab, logs the API's 404 in the page's console whenever it comes first there.
    expect(messages.filter((m) => m.type === 'error' && new URL(m.url || 'about:blank').pathname !== '/favicon.ico')).toEqual([]);
  });

  it('with JavaScript disabled, the widget still shows the list, embedded or not', async () => {
    // What a context with `javaScriptEnabled: false` sends Chromium for each of its pages (DevTools'
    // Emulation domain), here for the file's tab: a context and a tab of their own would cost
    // Chromium more than the test's four documents. The embedded widget is same-site (127.0.0.1),
    // so in this tab's renderer and under the same setting: the iframe's height below says so.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
    try {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(`${api.baseUrl}/widget.html?ridets=${WIDGET_RIDETS}&limit=3`);
      expect(await page.locator('li.annonce').count()).toBe(3);
      expect(await page.locator('li.annonce time').first().innerText()).toBe('12 mars 2026');
      await page.goto(host.url);
      const frame = await frameOf(page, 0);
      expect(await frame.locator('li.annonce').count()).toBe(5);
      // No script, no resizing: the iframe keeps the height of the embed code.
      expect(await iframeHeight(page, 0)).toBe(420);
    } finally {
      await devtools.send('Emulation.setScriptExecutionDisabled', { value: false });
      await devtools.detach();
    }
  });

  it('a dénomination made of markup renders as text, and no script of it runs', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const target of [`/widget.html?ridets=${XSS}`, `/entreprise.html?ridet=${XSS}`]) {
      await page.goto(`${api.baseUrl}${target}`);
      expect(await inPage(page, 'window.__xss'), target).toBeUndefined();
      expect(await page.locator('main img, main script, main b, main i').count(), target).toBe(0);
      expect(await page.locator('main').innerText(), target).toContain(XSS_NAME);
    }
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('the company page shows identity, state, officers and the history with its sources', async () => {
    await page.goto(`${api.baseUrl}/entreprise.html?ridet=${LAGON}`);
    expect(await page.title()).toBe('LAGON BLEU SERVICES — RIDET 1 234 567.001 — annonces légales');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('dl.identite').innerText()).toMatch(/RIDET\s+1 234 567\.001[\s\S]*Forme juridique\s+SARL[\s\S]*Siège\s+4 route de l’Anse-Vata/);
    expect(await page.locator('.etat').innerText()).toContain('En activité depuis le 12 mars 2024');
    expect(await page.locator('#dirigeants + ul').innerText()).toContain('Marie WAMYTAN, gérante');
    const history = page.locator('#historique ~ ol li.annonce');
    expect(await history.count()).toBe(4);
    expect(await history.locator('time').allInnerTexts()).toEqual(['12 mars 2026', '15 septembre 2025', '3 février 2025', '12 mars 2024']);
    expect(await history.locator('a', { hasText: 'source officielle' }).evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      .toEqual(['ActuNC/lagon-nomination', 'ProvinceSud/lagon-siege', 'JONC/lagon-capital', 'LNC/lagon-creation'].map((p) => `https://example.test/${p}`));
    expect(await page.locator('link[rel=alternate][type="application/atom+xml"]').getAttribute('href')).toBe(`v1/entreprises/${LAGON}.atom`);
    // The feed link works from the page.
    const feed = await page.request.get(new URL(`v1/entreprises/${LAGON}.atom`, page.url()).href);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  });

  it('is readable from 280 to 1200 px wide, in light and dark', async () => {
    // The pages' layout is their CSS alone (their one script only strips link targets or, embedded,
    // posts the height): each is loaded once and laid out again at every width.
    for (const target of [`/widget.html?ridets=${WIDGET_RIDETS}&limit=20`, `/entreprise.html?ridet=${LAGON}`, `/widget.html?ridets=${XSS}`]) {
      await page.goto(`${api.baseUrl}${target}`);
      for (const width of [280, 320, 768, 1200]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await inPage<number>(page, 'document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, `${target} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    await page.goto(`${api.baseUrl}/widget.html?ridets=${LAGON}&theme=dark`);
    expect(await background(page)).toBe('rgb(21, 24, 29)');
    await page.goto(`${api.baseUrl}/widget.html?ridets=${LAGON}&theme=light`);
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${api.baseUrl}/widget.html?ridets=${LAGON}`);
    expect(await background(page)).toBe('rgb(21, 24, 29)');
  });

  it('produces the 320 px and 1200 px screenshots of docs/images (and one dark widget), without touching the checkout', async () => {
    const images = WRITE_DOCS ? DOCS_IMAGES : fs.mkdtempSync(path.join(os.tmpdir(), 'pages-screenshots-'));
    if (!WRITE_DOCS) onTestFinished(() => fs.rmSync(images, { recursive: true, force: true }));
    const tracked = WRITE_DOCS ? null : imagesState(DOCS_IMAGES);
    const shots: [string, string, number][] = [
      ['widget', host.url, 320],
      ['widget', host.url, 1200],
      ['entreprise', `${api.baseUrl}/entreprise.html?ridet=${LAGON}`, 320],
      ['entreprise', `${api.baseUrl}/entreprise.html?ridet=${LAGON}`, 1200],
      ['widget-sombre', `${api.baseUrl}/widget.html?ridets=${WIDGET_RIDETS}&limit=3&theme=dark`, 320],
    ];
    for (const [name, url, width] of shots) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      // The same page at another width is laid out again by the resize, as the readable test's.
      if (page.url() !== url) await page.goto(url);
      if (name === 'widget') {
        for (const index of [0, 1]) {
          await page.locator('iframe[data-annonces-nc]').nth(index).scrollIntoViewIfNeeded();
          const frame = await frameOf(page, index);
          await expect.poll(async () => (await iframeHeight(page, index)) - (await documentHeight(frame))).toBe(0);
        }
        // Cross-origin iframes outside the viewport come out blank in a full-page capture: make
        // the viewport as tall as the page instead.
        const height = await inPage<number>(page, 'Math.ceil(document.documentElement.scrollHeight)');
        await page.setViewportSize({ width, height });
        await inPage(page, 'window.scrollTo(0, 0)');
      }
      const file = path.join(images, `${name}-${width}.png`);
      const png = await page.screenshot({ fullPage: true });
      fs.writeFileSync(file, png);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16), file).toBe(width);
    }
    if (tracked !== null) expect(imagesState(DOCS_IMAGES)).toEqual(tracked);
  });
});

/** Each file of `dir` with its modification time and hash: a rewrite with equal bytes still shows. */
function imagesState(dir: string): Record<string, { mtimeMs: number; sha256: string }> {
  const state: Record<string, { mtimeMs: number; sha256: string }> = {};
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    const file = path.join(dir, name);
    state[name] = { mtimeMs: fs.statSync(file).mtimeMs, sha256: createHash('sha256').update(fs.readFileSync(file)).digest('hex') };
  }
  return state;
}
