import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES } from '../../../kernel/model/announcement.ts';
import { renderAtom } from '../../../api/pages/atom-feed.ts';
import { renderCompanyPage } from '../../../api/pages/company-page.ts';
import { countOf, frenchDate, printedRidet, typeLabel } from '../../../api/pages/french-format.ts';
import { escapeText, html } from '../../../api/pages/html-escape.ts';
import { pageHeaders } from '../../../api/pages/page-shell.ts';
import { ETAT_BADGES, THEMES, TYPE_BADGES } from '../../../api/pages/page-styles.ts';
import { WIDGET_SCRIPT, embedCode } from '../../../api/pages/widget-embed.ts';
import { renderWidget } from '../../../api/pages/widget-page.ts';
import { readWidgetRequest } from '../../../api/pages/widget-request.ts';
import type { EntrepriseRecord } from '../../../publish/artefacts/feed-layout.ts';
import { checkAtom } from '../helpers/atom-checker.ts';
import { LAGON, XSS, XSS_NAME, pagesSnapshot } from './pages-fixture.ts';

const snapshot = await pagesSnapshot();
const record = (ridet: string): EntrepriseRecord => JSON.parse(snapshot.files.get(`entreprises/${ridet}.json`)!.toString('utf8'));

describe('French formatting', () => {
  it('writes dates as French typography does', () => {
    expect(frenchDate('2026-03-12')).toBe('12 mars 2026');
    expect(frenchDate('2026-04-01')).toBe('1er avril 2026');
    expect(frenchDate('2025-08-31')).toBe('31 août 2025');
    expect(frenchDate('2025-13-01')).toBe('2025-13-01');
  });

  it('prints a RIDET as RID in groups of three, a dot, the rank', () => {
    expect(printedRidet('1234567001')).toBe('1 234 567.001');
    expect(printedRidet('12345')).toBe('12345');
  });

  it('labels every type and counts in French', () => {
    for (const type of ANNONCE_TYPES) expect(typeLabel(type)).not.toBe(type);
    expect(typeLabel('nouveau_type')).toBe('nouveau_type');
    expect(countOf(1, 'annonce', 'annonces')).toBe('1 annonce');
    expect(countOf(1085, 'annonce', 'annonces')).toBe('1 085 annonces');
  });
});

describe('escaping', () => {
  it('escapes markup and quotes, and drops characters XML forbids', () => {
    expect(escapeText(`<a href="x" title='y'>A & B</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;A &amp; B&lt;/a&gt;');
    expect(escapeText('a\u0000b\u0007c\u001fd\ufffee\ud800f\tg\nh')).toBe('abcdef\tg\nh');
    expect(escapeText('émoji 😀 ok')).toBe('émoji 😀 ok');
  });

  it('escapes every interpolated value of an html template, but not nested templates', () => {
    const name = '<script>x()</script>';
    expect(html`<p>${name}</p>${html`<b>${'&'}</b>`}${[1, '<', null, false]}`.value).toBe('<p>&lt;script&gt;x()&lt;/script&gt;</p><b>&amp;</b>1&lt;');
  });
});

describe('widget request', () => {
  it('takes RIDETs in any printed form, once each, with the default limit and theme', () => {
    expect(readWidgetRequest('ridets=1234567001, 1 234 568.003,1234567001')).toEqual({
      ridets: ['1234567001', '1234568003'], limit: 5, theme: 'auto', notices: [],
    });
  });

  it('corrects what is wrong and says it to the embedder instead of refusing the page', () => {
    const request = readWidgetRequest('ridets=abc,1234567001,12&limit=50&theme=bleu&utm_source=x');
    expect(request.ridets).toEqual(['1234567001']);
    expect(request.limit).toBe(20);
    expect(request.theme).toBe('auto');
    expect(request.notices).toEqual([
      { code: 'invalid_ridet', text: '« abc », « 12 » ne sont pas des RIDET valides (10 chiffres, par exemple 1234567001) : ils sont ignorés.' },
      { code: 'limit_out_of_range', text: 'Le nombre d’annonces (limit) va de 1 à 20 : 50 est ramené à 20.' },
      { code: 'unknown_theme', text: 'Thème « bleu » inconnu (light, dark ou auto) : auto est utilisé.' },
    ]);
    expect(readWidgetRequest('ridets=1234567001&limit=cinq').notices).toEqual([
      { code: 'invalid_limit', text: '« cinq » n’est pas un nombre d’annonces (limit, de 1 à 20) : 5 sont affichées.' },
    ]);
    expect(readWidgetRequest('ridets=1234567001&limit=0').limit).toBe(1);
  });

  it('keeps at most 20 RIDETs', () => {
    const many = Array.from({ length: 23 }, (_, i) => String(1000000001 + i * 1000)).join(',');
    const request = readWidgetRequest(`ridets=${many}`);
    expect(request.ridets).toHaveLength(20);
    expect(request.notices).toEqual([{ code: 'too_many_ridets', text: 'Au plus 20 RIDET par widget : les 3 derniers de la liste sont ignorés.' }]);
  });
});

describe('widget rendering', () => {
  const render = (query: string, ridets: string[]) => {
    const records = ridets.map(record);
    return renderWidget({
      request: readWidgetRequest(query),
      items: records.flatMap((r) => r.annonces).sort((a, b) => (a.date < b.date ? 1 : -1)),
      companies: records.map((r) => ({ ridet: r.ridet, denomination: r.denomination })),
      unknown: [],
    }).toString('utf8');
  };

  it('shows date, type label and colour, titre, dénomination, source and a link to the company page', () => {
    const page = render(`ridets=${LAGON}`, [LAGON]);
    expect(page).toMatch(/^<!doctype html>\n<html lang="fr" data-theme="auto">/);
    expect(page).toContain('<time datetime="2026-03-12">12 mars 2026</time> <span class="badge t-nomination">Dirigeants</span>');
    expect(page).toContain('<h2>CHANGEMENT DE GÉRANT</h2>');
    expect(page).toContain(`<a href="entreprise.html?ridet=${LAGON}" target="_blank" rel="noopener">LAGON BLEU SERVICES</a>`);
    expect(page).toContain('<p class="source">Actu.nc</p>');
    expect(page).toContain(`<link rel="alternate" type="application/atom+xml" title="Annonces légales — LAGON BLEU SERVICES" href="v1/entreprises/${LAGON}.atom">`);
  });

  it('renders a dénomination made of markup as text', () => {
    const page = render(`ridets=${XSS}`, [XSS]);
    expect(page).not.toContain('<script>window.__xss');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;&lt;script&gt;window.__xss=2&lt;/script&gt; &amp; Fils');
  });

  it('links each announcement to the readers’ report form, in a new tab', () => {
    const page = render(`ridets=${LAGON}`, [LAGON]);
    const id = record(LAGON).annonces[0]!.id;
    expect(page).toContain(`<a href="entreprises/${LAGON}/signaler?annonce=${id}" target="_blank" rel="noopener nofollow">Signaler une erreur</a>`);
  });

  it('explains itself when no RIDET is given', () => {
    const page = render('', []);
    expect(page).toContain('Ce widget affiche les dernières annonces légales des entreprises dont vous donnez les RIDET');
  });
});

describe('company page rendering', () => {
  it('shows identity, state, officers and the history with source documents', () => {
    const page = renderCompanyPage(record(LAGON)).toString('utf8');
    expect(page).toContain('<title>LAGON BLEU SERVICES — RIDET 1 234 567.001 — annonces légales</title>');
    expect(page).toMatch(/<meta name="description" content="LAGON BLEU SERVICES, RIDET 1 234 567\.001, SARL, siège : 4 route de l’Anse-Vata, 98800 Nouméa\. 4 annonces légales, la dernière le 12 mars 2026\. En activité\.">/);
    expect(page).toContain('<link rel="canonical" href="https://annonces.nc/entreprise.html?ridet=1234567001">');
    expect(page).toContain('<dt>RIDET</dt><dd class="nowrap">1 234 567.001</dd>');
    expect(page).toContain('<dt>Forme juridique</dt><dd>SARL</dd>');
    expect(page).toContain('Marie WAMYTAN, gérante');
    expect(page).toContain('<span class="badge t-creation">En activité</span> <span class="muted">depuis le 12 mars 2024 (<a href="#annonce-lagon-creation">voir l’annonce</a>)');
    expect(page.match(/<li class="annonce /g)).toHaveLength(4);
    expect(page).toContain('<a href="https://example.test/ProvinceSud/lagon-siege" rel="noopener nofollow">source officielle</a>');
  });

  it('says under an announcement when an operator corrected it, on which field, what was read before and why, escaped', () => {
    const lagon = record(LAGON);
    const [first, ...rest] = lagon.annonces;
    const corrected = {
      ...first!,
      corrections: [
        // 20:00 UTC on 2 March is already 3 March in Nouméa (UTC+11).
        { champ: 'ridet' as const, avant: '7654321001', apres: LAGON, date: '2026-03-02T20:00:00.000Z', raison: 'RIDET mal lu : <c’est celui de LAGON>' },
        { champ: 'type' as const, avant: 'capital', apres: 'dissolution', date: '2026-03-05T01:00:00.000Z', raison: 'avis de dissolution' },
        { champ: 'denomination' as const, avant: null, apres: 'LAGON BLEU SERVICES', date: '2026-03-05T01:00:00.000Z', raison: 'publiée depuis la quarantaine' },
      ],
    };
    const page = renderCompanyPage({ ...lagon, annonces: [corrected, ...rest] }).toString('utf8');
    const item = page.split(`<li class="annonce t-${first!.type}" id="annonce-${first!.id}">`)[1]!.split('</li>')[0]!;
    expect(item.match(/<p class="correction muted">[^<]*<\/p>/g)).toEqual([
      '<p class="correction muted">Corrigée le 3 mars 2026 : RIDET (auparavant « 7 654 321.001 »). Motif : RIDET mal lu : &lt;c’est celui de LAGON&gt;</p>',
      '<p class="correction muted">Corrigée le 5 mars 2026 : type (auparavant « Capital »). Motif : avis de dissolution</p>',
      '<p class="correction muted">Corrigée le 5 mars 2026 : dénomination (non lu auparavant). Motif : publiée depuis la quarantaine</p>',
    ]);
    expect(page.match(/class="correction/g)).toHaveLength(3);
    expect(renderCompanyPage(lagon).toString('utf8')).not.toContain('Corrigée');
  });

  it('lists former officers with their dates, linked to the announcements that opened and ended their mandate', () => {
    const page = renderCompanyPage(record(LAGON)).toString('utf8');
    expect(page).toContain('<h2 id="anciens-dirigeants">Anciens dirigeants</h2>');
    expect(page).toContain(
      '<li>Paul DURAND, gérant <span class="muted">(du 12 mars 2024 au 12 mars 2026 · <a href="#annonce-lagon-creation">nomination</a> · <a href="#annonce-lagon-nomination">fin du mandat</a>)</span></li>',
    );
    // The current officer is not repeated among the former ones.
    const section = page.split('<h2 id="anciens-dirigeants">')[1]!.split('</section>')[0]!;
    expect(section.match(/<li>/g)).toHaveLength(1);
    expect(section).not.toContain('WAMYTAN');
  });

  it('says when a former mandate’s start is unknown, links only the announcements the page lists, and has no section without former officers', () => {
    const base = record(LAGON);
    const page = renderCompanyPage({
      ...base,
      dirigeants_anciens: [
        { nom: 'KAPETA', prenoms: null, fonction: 'président', depuis: null, jusqu_au: '2023-01-09', annonce_debut: null, annonce_fin: 'pas-sur-la-page' },
      ],
    }).toString('utf8');
    expect(page).toContain('<li>KAPETA, président <span class="muted">(jusqu’au 9 janvier 2023, début inconnu)</span></li>');
    const { dirigeants_anciens: _omitted, ...older } = base;
    for (const without of [{ ...base, dirigeants_anciens: [] }, older]) {
      expect(renderCompanyPage(without).toString('utf8')).not.toContain('Anciens dirigeants');
    }
  });

  it('shows the company facts: objet, creation date and where it comes from, striking off, the establishments seen', () => {
    const base = record(LAGON);
    const page = renderCompanyPage({
      ...base,
      objet: 'Nettoyage de bateaux <et> entretien',
      objet_annonce_id: 'lagon-creation',
      date_creation: '2024-03-12',
      date_creation_origine: 'avis_de_constitution',
      date_creation_annonce_id: 'lagon-creation',
      date_radiation: '2026-05-04',
      date_radiation_annonce_id: 'pas-sur-la-page',
      etablissements: [
        { ridet: LAGON, rang: '001', premiere_annonce: '2024-03-12', derniere_annonce: '2026-03-12', nombre_annonces: 4 },
        { ridet: '1234567002', rang: '002', premiere_annonce: '2025-01-10', derniere_annonce: '2025-01-10', nombre_annonces: 1 },
      ],
    }).toString('utf8');
    expect(page).toContain('<dt>Objet</dt><dd>Nettoyage de bateaux &lt;et&gt; entretien</dd>');
    expect(page).toContain('<dt>Création</dt><dd>12 mars 2024 <span class="muted">(avis de constitution · <a href="#annonce-lagon-creation">voir l’annonce</a>)</span></dd>');
    // A notice the page does not list is not linked.
    expect(page).toContain('<dt>Radiation</dt><dd>4 mai 2026 <span class="muted">(clôture de la liquidation)</span></dd>');
    const section = page.split('<h2 id="etablissements">Établissements</h2>')[1]!.split('</section>')[0]!;
    expect(section.match(/<li>/g)).toHaveLength(2);
    expect(section).toContain('<li>1 234 567.001 <span class="muted">(cette fiche · 4 annonces, du 12 mars 2024 au 12 mars 2026)</span></li>');
    expect(section).toContain('<li><a href="entreprise.html?ridet=1234567002">1 234 567.002</a> <span class="muted">(1 annonce, le 10 janvier 2025)</span></li>');

    const firstSeen = renderCompanyPage({ ...base, date_creation: '2024-03-12', date_creation_origine: 'premiere_annonce', date_creation_annonce_id: 'lagon-creation' }).toString('utf8');
    expect(firstSeen).toContain('<dt>Création</dt><dd>12 mars 2024 <span class="muted">(pas d’avis de constitution publié : date de la première annonce · <a href="#annonce-lagon-creation">voir l’annonce</a>)</span></dd>');
    // A record without the facts, or with only its own establishment, shows none of them.
    const { objet: _o, date_creation: _c, date_radiation: _r, etablissements: _e, ...older } = base;
    for (const without of [older, { ...base, objet: null, date_creation: null, date_radiation: null, etablissements: [{ ridet: LAGON, rang: '001', premiere_annonce: '2024-03-12', derniere_annonce: '2026-03-12', nombre_annonces: 4 }] }]) {
      const text = renderCompanyPage(without).toString('utf8');
      for (const label of ['<dt>Objet</dt>', '<dt>Création</dt>', '<dt>Radiation</dt>', 'id="etablissements"']) expect(text).not.toContain(label);
    }
  });

  it('has a report form that needs no script (a GET to the form page) and a report link under each announcement', () => {
    const base = record(LAGON);
    const page = renderCompanyPage(base).toString('utf8');
    expect(page).toContain(`<form method="get" action="entreprises/${LAGON}/signaler">`);
    expect(page).toContain('<button type="submit">Signaler une erreur</button>');
    for (const a of base.annonces) expect(page).toContain(`<a href="entreprises/${LAGON}/signaler?annonce=${a.id}" rel="nofollow">Signaler une erreur dans cette annonce</a>`);
    expect(page).not.toContain('<script');
  });

  it('links each announcement’s official source and its archived copy, in that order', () => {
    const base = record(LAGON);
    const sha = createHash('sha256').update('lagon-siege.pdf').digest('hex');
    const withCopies = { ...base, annonces: base.annonces.map((a) => ({ ...a, document_url: `https://api.annonces.test/v1/documents/${sha}` })) };
    const page = renderCompanyPage(withCopies).toString('utf8');
    expect(page).toContain(
      `<p class="source">Province Sud · <a href="https://example.test/ProvinceSud/lagon-siege" rel="noopener nofollow">source officielle</a> · <a href="https://api.annonces.test/v1/documents/${sha}" rel="noopener nofollow">copie archivée</a></p>`,
    );
    // A copy is linked even where the official address is not a web address.
    const copyOnly = { ...base, annonces: base.annonces.map((a) => ({ ...a, source_url: 'ftp://x', document_url: `https://api.annonces.test/v1/documents/${sha}` })) };
    const second = renderCompanyPage(copyOnly).toString('utf8');
    expect(second).not.toContain('source officielle');
    expect(second.match(/>copie archivée</g)).toHaveLength(4);
  });

  it('never links a source URL that is not http(s), and escapes everything', () => {
    const page = renderCompanyPage(record(XSS)).toString('utf8');
    expect(page).not.toMatch(/href="javascript:/);
    expect(page).not.toContain('source officielle');
    expect(page).not.toMatch(/<(script|img|b|i)[ >]/);
    expect(page).toContain(`<h1>${escapeText(XSS_NAME)}</h1>`);
  });
});

describe('Atom rendering', () => {
  it('is a valid Atom 1.0 document with stable entry ids, escaped', () => {
    const xss = record(XSS);
    const xml = renderAtom({
      id: 'urn:annonces-nc:flux:entreprise:2222222004', title: `Annonces — ${xss.denomination}`, subtitle: 's',
      selfHref: '2222222004.atom', alternateHref: xss.fiche_url, emptyUpdated: '2026-11-21T02:00:00Z',
      entries: xss.annonces.map((a) => ({ ...a, resume: `${a.resume} \u0001\u000b` })),
    }).toString('utf8');
    const atom = checkAtom(xml);
    expect(atom.title).toBe(`Annonces — ${XSS_NAME}`);
    expect(atom.updated).toBe('2026-03-10T00:00:00+11:00');
    expect(atom.entries).toHaveLength(1);
    expect(atom.entries[0]).toMatchObject({ id: 'urn:annonces-nc:annonce:xss-creation', updated: '2026-03-10T00:00:00+11:00', categories: [{ term: 'creation', label: 'Création' }] });
    // No `via`: the source URL is not http(s). The archived copy, when published, is linked.
    const copy = (xss.annonces[0] as { document_url?: string }).document_url;
    expect(atom.entries[0]!.links.filter((l) => l.rel !== 'alternate')).toEqual(copy === undefined ? [] : [{ rel: 'related', href: copy }]);
  });

  it('links an entry’s official source (via) and archived copy (related), both titled', () => {
    const base = record(LAGON);
    const sha = createHash('sha256').update('lagon-nomination.html').digest('hex');
    const xml = renderAtom({
      id: 'urn:x:y', title: 't', subtitle: 's', selfHref: 'a.atom', emptyUpdated: '2026-11-21T02:00:00Z',
      entries: [{ ...base.annonces[0]!, document_url: `https://api.annonces.test/v1/documents/${sha}` }],
    }).toString('utf8');
    expect(checkAtom(xml).entries[0]!.links.slice(1)).toEqual([
      { rel: 'via', href: 'https://example.test/ActuNC/lagon-nomination' },
      { rel: 'related', href: `https://api.annonces.test/v1/documents/${sha}` },
    ]);
    expect(xml).toContain('<link rel="via" href="https://example.test/ActuNC/lagon-nomination" title="source officielle"/>');
    expect(xml).toContain(`<link rel="related" href="https://api.annonces.test/v1/documents/${sha}" title="copie archivée"/>`);
  });

  it('gives an empty feed the snapshot time', () => {
    const atom = checkAtom(renderAtom({ id: 'urn:x:y', title: 't', subtitle: 's', selfHref: 'a.atom', emptyUpdated: '2026-11-21T02:00:00.000Z', entries: [] }).toString('utf8'));
    expect(atom).toMatchObject({ updated: '2026-11-21T02:00:00.000Z', entries: [] });
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('accessibility of the colours', () => {
  it('keeps every text at 4.5:1 or more on its background, in both themes', () => {
    for (const theme of ['light', 'dark'] as const) {
      const c = THEMES[theme];
      for (const fg of [c.text, c.muted, c.link]) {
        for (const bg of [c.background, c.surface]) expect(contrast(fg, bg), `${theme} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const type of ANNONCE_TYPES) {
        const badge = TYPE_BADGES[type][theme];
        expect(contrast(badge.text, badge.background), `${theme} ${type}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(Object.keys(ETAT_BADGES).sort()).toEqual(['dissoute', 'en_activite', 'en_procedure']);
  });
});

describe('widget notices', () => {
  it('go into the head for the console, escaped, never into the body', () => {
    const page = renderWidget({ request: readWidgetRequest('ridets="><script>x()</script>&limit=99'), items: [], companies: [], unknown: [] }).toString('utf8');
    expect(page).not.toContain('<script>x()');
    expect(page).toContain('<meta name="annonces-nc-avertissement" content="« &quot;&gt;&lt;script&gt;x()&lt;/script&gt; » n’est pas un RIDET valide');
    expect(page).toContain('<meta name="annonces-nc-avertissement" content="Le nombre d’annonces (limit) va de 1 à 20 : 99 est ramené à 20.">');
    const body = page.slice(page.indexOf('<body>'));
    expect(body).not.toContain('RIDET valide');
    expect(body).not.toContain('ramené');
  });
});

describe('Content-Security-Policy', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('allows exactly the inline style and the widget script the pages carry', () => {
    const page = renderWidget({ request: readWidgetRequest(`ridets=${LAGON}`), items: [], companies: [], unknown: [] }).toString('utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(script).toBe(WIDGET_SCRIPT);
    const policy = pageHeaders({ embeddable: true, widgetScript: true })['content-security-policy'];
    expect(policy).toBe(`default-src 'none'; style-src ${sha(style)}; script-src ${sha(script)}; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors *`);
    expect(pageHeaders({ embeddable: false, widgetScript: false })['content-security-policy']).not.toContain('script-src');
  });

  it('embed code puts the address in the iframe, escaped', () => {
    expect(embedCode('https://annonces.nc/widget.html?ridets=1234567001&limit=5')).toContain(
      '<iframe src="https://annonces.nc/widget.html?ridets=1234567001&amp;limit=5" title="Annonces légales" data-annonces-nc',
    );
  });
});
