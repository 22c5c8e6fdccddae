import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPANY_PAGE_PARAMETERS, PAGE_ROUTES } from '../../../api/pages/page-routes.ts';
import { RESIZE_SNIPPET, embedCode } from '../../../api/pages/widget-embed.ts';
import { WIDGET_PARAMETERS } from '../../../api/pages/widget-request.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const pages = read('docs/pages.md');
const readme = read('README.md');

const PAGE_PARAMETERS: Record<string, readonly string[]> = {
  'pages.widget': WIDGET_PARAMETERS,
  'pages.entreprise': COMPANY_PAGE_PARAMETERS,
};

describe('docs/pages.md', () => {
  it('documents every page and its parameters', () => {
    const documented = [...pages.matchAll(/^### `GET (\S+)`$/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual(PAGE_ROUTES.map((r) => r.template).sort());
    for (const route of PAGE_ROUTES) {
      const start = pages.indexOf(`### \`GET ${route.template}\``);
      const section = pages.slice(start, pages.indexOf('\n##', start + 5));
      const rows = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]);
      expect(rows, route.template).toEqual([...PAGE_PARAMETERS[route.id]!]);
    }
  });

  it('shows the embed code the browser test runs, verbatim', () => {
    expect(pages).toContain(embedCode('https://annonces.nc/widget.html?ridets=1234567001,7654321002&limit=5'));
  });

  it('the README shows the embed snippet and the screenshots, which exist', () => {
    expect(readme).toContain(RESIZE_SNIPPET);
    const images = [...`${readme}\n${pages}`.matchAll(/\((?:docs\/)?(images\/[\w-]+\.png)\)/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) expect(fs.existsSync(path.join(root, 'docs', image)), image).toBe(true);
    for (const shot of ['widget-320', 'widget-1200', 'entreprise-320', 'entreprise-1200']) {
      expect(`${readme}\n${pages}`, shot).toContain(`images/${shot}.png`);
    }
  });
});
