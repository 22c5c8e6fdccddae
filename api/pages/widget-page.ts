import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import { frenchDate, printedRidet, sourceLabel, typeLabel } from './french-format.ts';
import { html, type SafeHtml } from './html-escape.ts';
import { pageShell } from './page-shell.ts';
import { companyPageHref, companyFeedHref, reportFormHref } from './site-links.ts';
import { WIDGET_LIMIT, WIDGET_MAX_RIDETS, type WidgetNotice, type WidgetRequest } from './widget-request.ts';

export interface WidgetModel {
  request: WidgetRequest;
  /** Newest first, at most `request.limit`. */
  items: AnnonceItem[];
  /** Companies found, in the order asked. */
  companies: { ridet: string; denomination: string }[];
  /** Well-formed RIDETs with no company in the snapshot. */
  unknown: string[];
}

/**
 * widget.html: the latest announcements of a few companies, server-rendered, readable without
 * JavaScript; links open the company page in a new tab (the page is meant for an iframe).
 * What was wrong with the address goes to the embedder (`widgetNotices`: the X-Widget-Notice
 * header; the page's own script writes them to the console), never into what visitors read:
 * the page says one thing only when it has nothing else to show.
 */
export function renderWidget(model: WidgetModel): Buffer {
  const { request } = model;
  const names = model.companies.map((c) => c.denomination);
  const title = names.length === 0 ? 'Annonces légales' : `Annonces légales — ${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''}`;
  let body: SafeHtml;
  if (request.ridets.length === 0) {
    body = html`<h1>Annonces légales de Nouvelle-Calédonie</h1>
<p>Ce widget affiche les dernières annonces légales des entreprises dont vous donnez les RIDET, par exemple :</p>
<pre>widget.html?ridets=1234567001,7654321002&amp;limit=5</pre>
<p class="muted">Paramètres : <code>ridets</code> (au plus ${WIDGET_MAX_RIDETS}, séparés par des virgules), <code>limit</code> (de ${WIDGET_LIMIT.min} à ${WIDGET_LIMIT.max}, ${WIDGET_LIMIT.default} par défaut), <code>theme</code> (light, dark ou auto).</p>`;
  } else {
    body = html`<h1>Dernières annonces légales</h1>
${
      model.companies.length === 0
        ? html`<p>${unknownText(model.unknown)}</p>`
        : model.items.length === 0
          ? html`<p>Aucune annonce publiée pour ${model.companies.length <= 1 ? 'cette entreprise' : 'ces entreprises'}.</p>`
          : html`<ol class="annonces">
${model.items.map(itemBlock)}</ol>`
    }
<footer>Source : annonces légales publiées en Nouvelle-Calédonie, via annonces-nc.</footer>`;
  }
  return pageShell({
    title,
    theme: request.theme,
    noindex: true,
    widgetScript: true,
    warnings: widgetNotices(model).map((n) => n.text),
    mainClass: 'widget',
    feeds: model.companies.map((c) => ({ title: `Annonces légales — ${c.denomination}`, href: companyFeedHref(c.ridet) })),
    body,
  });
}

/** Everything the embedder should know about its address: the request's notices, then unknown RIDETs. */
export function widgetNotices(model: Pick<WidgetModel, 'request' | 'unknown'>): WidgetNotice[] {
  return model.unknown.length === 0 ? model.request.notices : [...model.request.notices, { code: 'unknown_ridet', text: unknownText(model.unknown) }];
}

function unknownText(ridets: readonly string[]): string {
  return `Aucune entreprise de RIDET ${ridets.map(printedRidet).join(', ')} dans les données publiées.`;
}

function itemBlock(item: AnnonceItem): SafeHtml {
  return html`<li class="annonce t-${item.type}">
<p class="meta"><time datetime="${item.date}">${frenchDate(item.date)}</time> <span class="badge t-${item.type}">${typeLabel(item.type)}</span></p>
<h2>${item.titre}</h2>
<p><a href="${companyPageHref(item.ridet)}" target="_blank" rel="noopener">${item.denomination}</a> <span class="muted nowrap">RIDET ${printedRidet(item.ridet)}</span></p>
<p class="source">${sourceLabel(item.source)}</p>
<p class="muted"><a href="${reportFormHref(item.ridet, item.id)}" target="_blank" rel="noopener nofollow">Signaler une erreur</a></p>
</li>
`;
}
