import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.js';
import { frenchDate, printedRidet, sourceLabel, typeLabel } from './french-format.js';
import { html, type SafeHtml } from './html-escape.js';
import { pageShell } from './page-shell.js';
import { companyPageHref, companyFeedHref } from './site-links.js';
import { WIDGET_LIMIT, WIDGET_MAX_RIDETS, type WidgetRequest } from './widget-request.js';

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
 */
export function renderWidget(model: WidgetModel): Buffer {
  const { request } = model;
  const notices = [...request.notices];
  if (model.unknown.length > 0) {
    notices.push(`Aucune entreprise de RIDET ${model.unknown.map(printedRidet).join(', ')} dans les données publiées.`);
  }
  const names = model.companies.map((c) => c.denomination);
  const title = names.length === 0 ? 'Annonces légales' : `Annonces légales — ${names.slice(0, 3).join(', ')}${names.length > 3 ? '…' : ''}`;
  let body: SafeHtml;
  if (request.ridets.length === 0) {
    body = html`<h1>Annonces légales de Nouvelle-Calédonie</h1>
${noticeBlock(notices)}<p>Ce widget affiche les dernières annonces légales des entreprises dont vous donnez les RIDET, par exemple :</p>
<pre>widget.html?ridets=1234567001,7654321002&amp;limit=5</pre>
<p class="muted">Paramètres : <code>ridets</code> (au plus ${WIDGET_MAX_RIDETS}, séparés par des virgules), <code>limit</code> (de ${WIDGET_LIMIT.min} à ${WIDGET_LIMIT.max}, ${WIDGET_LIMIT.default} par défaut), <code>theme</code> (light, dark ou auto).</p>`;
  } else {
    body = html`<h1>Dernières annonces légales</h1>
${noticeBlock(notices)}${
      model.items.length === 0
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
    mainClass: 'widget',
    feeds: model.companies.map((c) => ({ title: `Annonces légales — ${c.denomination}`, href: companyFeedHref(c.ridet) })),
    body,
  });
}

function noticeBlock(notices: string[]): SafeHtml | '' {
  if (notices.length === 0) return '';
  if (notices.length === 1) return html`<div class="notice" role="status"><p>${notices[0]}</p></div>\n`;
  return html`<div class="notice" role="status"><ul>${notices.map((n) => html`<li>${n}</li>`)}</ul></div>\n`;
}

function itemBlock(item: AnnonceItem): SafeHtml {
  return html`<li class="annonce t-${item.type}">
<p class="meta"><time datetime="${item.date}">${frenchDate(item.date)}</time> <span class="badge t-${item.type}">${typeLabel(item.type)}</span></p>
<h2>${item.titre}</h2>
<p><a href="${companyPageHref(item.ridet)}" target="_blank" rel="noopener">${item.denomination}</a> <span class="muted nowrap">RIDET ${printedRidet(item.ridet)}</span></p>
<p class="source">${sourceLabel(item.source)}</p>
</li>
`;
}
