import type { EntrepriseAnnonce, EntrepriseRecord } from '../../publish/artefacts/feed-layout.ts';
import { ETAT_LABELS, countOf, frenchDate, printedRidet, sourceLabel, typeLabel } from './french-format.ts';
import { html, type SafeHtml } from './html-escape.ts';
import { pageShell } from './page-shell.ts';
import { ETAT_BADGES } from './page-styles.ts';
import { companyFeedHref, companyJsonHref, companyPageHref, documentLinks, reportFormHref, type DocumentLinks } from './site-links.ts';
import { embedCode } from './widget-embed.ts';

const DESCRIPTION_MAX = 160;

/**
 * entreprise.html: the public company page `fiche_url` points to. Identity, state, officers,
 * then the history with a link to each announcement's source document.
 */
export function renderCompanyPage(record: EntrepriseRecord): Buffer {
  const ridet = printedRidet(record.ridet);
  const shown = record.annonces.length;
  const body = html`<header>
<h1>${record.denomination}</h1>
${etatBlock(record)}</header>
<dl class="identite">
<dt>RIDET</dt><dd class="nowrap">${ridet}</dd>
${field('Forme juridique', record.forme_juridique)}${field('Capital', record.capital)}${field('Siège', record.siege)}${field('Objet', record.objet ?? null)}${
    record.anciennes_denominations.length > 0 ? field('Anciennes dénominations', record.anciennes_denominations.join(' ; ')) : ''
  }${creation(record)}${radiation(record)}</dl>
<section aria-labelledby="dirigeants">
<h2 id="dirigeants">Dirigeants</h2>
${
    record.dirigeants.length === 0
      ? html`<p class="muted">Aucun dirigeant connu par les annonces publiées.</p>`
      : html`<ul>
${record.dirigeants.map((d) => html`<li>${[d.prenoms, d.nom].filter(Boolean).join(' ')}, ${d.fonction}${d.depuis ? html` <span class="muted">(depuis le ${frenchDate(d.depuis)})</span>` : ''}</li>\n`)}</ul>`
  }
</section>
${formerOfficers(record)}${establishments(record)}<section aria-labelledby="historique">
<h2 id="historique">Historique des annonces</h2>
<p class="muted">${countOf(record.nombre_annonces, 'annonce publiée', 'annonces publiées')}${
    record.nombre_annonces > shown ? `, dont les ${shown} plus récentes ci-dessous` : ''
  }, de la plus récente à la plus ancienne.</p>
${shown === 0 ? '' : html`<ol class="annonces">
${record.annonces.map(historyItem)}</ol>`}
</section>
<section aria-labelledby="suivre">
<h2 id="suivre">Suivre cette entreprise</h2>
<p><a href="${companyFeedHref(record.ridet)}">Flux Atom des annonces</a> · <a href="${companyJsonHref(record.ridet)}">Fiche en JSON (API)</a></p>
<details>
<summary>Afficher ses annonces sur votre site</summary>
<p>Copiez ce code dans votre page :</p>
<pre><code>${embedCode(record.fiche_url.replace(/entreprise\.html\?ridet=/, 'widget.html?ridets='))}</code></pre>
</details>
</section>
<section aria-labelledby="signaler">
<h2 id="signaler">Une erreur sur cette fiche ?</h2>
<form method="get" action="${reportFormHref(record.ridet)}"><p>Une personne relit chaque signalement avant toute correction. <button type="submit">Signaler une erreur</button></p></form>
</section>
<footer>Données issues des annonces légales publiées en Nouvelle-Calédonie (JONC, journaux habilités, provinces), via annonces-nc.</footer>`;
  return pageShell({
    title: `${record.denomination} — RIDET ${ridet} — annonces légales`,
    description: description(record),
    theme: 'auto',
    canonical: record.fiche_url,
    feeds: [{ title: `Annonces légales — ${record.denomination}`, href: companyFeedHref(record.ridet) }],
    mainClass: 'page',
    body,
  });
}

function field(label: string, value: string | null): SafeHtml | '' {
  return value ? html`<dt>${label}</dt><dd>${value}</dd>\n` : '';
}

/**
 * "Anciens dirigeants": each ended mandate with its dates, linked to the announcements that
 * opened and ended it when the page lists them (the 50 newest). Nothing for a company without
 * former officers, nor for a record published before they were (no `dirigeants_anciens`).
 */
function formerOfficers(record: EntrepriseRecord): SafeHtml | '' {
  const former = record.dirigeants_anciens ?? [];
  if (former.length === 0) return '';
  const listed = new Set(record.annonces.map((a) => a.id));
  const link = (id: string | null, label: string): SafeHtml | '' => (id !== null && listed.has(id) ? html` · <a href="#annonce-${id}">${label}</a>` : '');
  return html`<section aria-labelledby="anciens-dirigeants">
<h2 id="anciens-dirigeants">Anciens dirigeants</h2>
<ul>
${former.map(
    (d) => html`<li>${[d.prenoms, d.nom].filter(Boolean).join(' ')}, ${d.fonction} <span class="muted">(${
      d.depuis ? `du ${frenchDate(d.depuis)} au ${frenchDate(d.jusqu_au)}` : `jusqu’au ${frenchDate(d.jusqu_au)}, début inconnu`
    }${link(d.annonce_debut, 'nomination')}${link(d.annonce_fin, 'fin du mandat')})</span></li>\n`,
  )}</ul>
</section>
`;
}

/** A link to a notice of the record, only when the page lists it (the 50 newest). */
function noticeLink(record: EntrepriseRecord, id: string | null | undefined): SafeHtml | '' {
  return id && record.annonces.some((a) => a.id === id) ? html` · <a href="#annonce-${id}">voir l’annonce</a>` : '';
}

/** The creation date and what it rests on: the constitution notice, or only the first notice seen. */
function creation(record: EntrepriseRecord): SafeHtml | '' {
  if (!record.date_creation) return '';
  const origin = record.date_creation_origine === 'avis_de_constitution' ? 'avis de constitution' : 'pas d’avis de constitution publié : date de la première annonce';
  return html`<dt>Création</dt><dd>${frenchDate(record.date_creation)} <span class="muted">(${origin}${noticeLink(record, record.date_creation_annonce_id)})</span></dd>
`;
}

function radiation(record: EntrepriseRecord): SafeHtml | '' {
  if (!record.date_radiation) return '';
  return html`<dt>Radiation</dt><dd>${frenchDate(record.date_radiation)} <span class="muted">(clôture de la liquidation${noticeLink(record, record.date_radiation_annonce_id)})</span></dd>
`;
}

/**
 * "Établissements": the RIDETs of the same RID the notices name, each linked to its page, with
 * how many notices and when. Nothing when the record's own is the only one seen.
 */
function establishments(record: EntrepriseRecord): SafeHtml | '' {
  const seen = record.etablissements ?? [];
  if (!seen.some((e) => e.ridet !== record.ridet)) return '';
  const span = (e: (typeof seen)[number]) =>
    e.premiere_annonce === e.derniere_annonce ? `le ${frenchDate(e.premiere_annonce)}` : `du ${frenchDate(e.premiere_annonce)} au ${frenchDate(e.derniere_annonce)}`;
  return html`<section aria-labelledby="etablissements">
<h2 id="etablissements">Établissements</h2>
<ul>
${seen.map((e) =>
    e.ridet === record.ridet
      ? html`<li>${printedRidet(e.ridet)} <span class="muted">(cette fiche · ${countOf(e.nombre_annonces, 'annonce', 'annonces')}, ${span(e)})</span></li>
`
      : html`<li><a href="${companyPageHref(e.ridet)}">${printedRidet(e.ridet)}</a> <span class="muted">(${countOf(e.nombre_annonces, 'annonce', 'annonces')}, ${span(e)})</span></li>
`,
  )}</ul>
</section>
`;
}

function etatBlock(record: EntrepriseRecord): SafeHtml | '' {
  const etat = record.etat;
  if (!etat) return '';
  const listed = record.annonces.some((a) => a.id === etat.annonce_id);
  return html`<p class="etat"><span class="badge t-${ETAT_BADGES[etat.valeur]}">${ETAT_LABELS[etat.valeur]}</span> <span class="muted">depuis le ${frenchDate(etat.depuis)}${
    listed ? html` (<a href="#annonce-${etat.annonce_id}">voir l’annonce</a>)` : ''
  }</span></p>\n`;
}

function historyItem(item: EntrepriseAnnonce & DocumentLinks): SafeHtml {
  return html`<li class="annonce t-${item.type}" id="annonce-${item.id}">
<article>
<p class="meta"><time datetime="${item.date}">${frenchDate(item.date)}</time> <span class="badge t-${item.type}">${typeLabel(item.type)}</span></p>
<h3>${item.titre}</h3>
<p>${item.resume}</p>
<p class="source">${sourceLabel(item.source)}${documentLinks(item).map((link) => html` · <a href="${link.href}" rel="noopener nofollow">${link.label}</a>`)}</p>
<p class="muted"><a href="${reportFormHref(item.ridet, item.id)}" rel="nofollow">Signaler une erreur dans cette annonce</a></p>
${correctionNotes(item)}</article>
</li>
`;
}

const CORRECTED_FIELDS: Record<string, string> = {
  ridet: 'RIDET',
  type: 'type',
  denomination: 'dénomination',
  date: 'date',
  capital: 'capital',
  siege: 'siège',
  forme_juridique: 'forme juridique',
  dirigeants: 'dirigeants',
};

/**
 * An operator's corrections (docs/corrections.md), one line each: « Corrigée le <date> :
 * <champ> », what was read before, and the reason, so a reader sees the announcement is not as
 * published by the parser and why. The date is Nouméa's day of the correction.
 */
function correctionNotes(item: EntrepriseAnnonce): SafeHtml | '' {
  const corrections = item.corrections ?? [];
  if (corrections.length === 0) return '';
  return html`${corrections.map((c) => {
    const before = c.avant === null ? 'non lu auparavant' : `auparavant « ${c.champ === 'ridet' ? printedRidet(c.avant) : c.champ === 'type' ? typeLabel(c.avant) : c.avant} »`;
    return html`<p class="correction muted">Corrigée le ${frenchDate(noumeaDay(c.date))} : ${CORRECTED_FIELDS[c.champ] ?? c.champ} (${before}). Motif : ${c.raison}</p>
`;
  })}`;
}

/** Pacific/Noumea is UTC+11 all year (no DST since 1979). */
function noumeaDay(instant: string): string {
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? instant : new Date(ms + 11 * 3_600_000).toISOString().slice(0, 10);
}

function description(record: EntrepriseRecord): string {
  const parts = [`${record.denomination}, RIDET ${printedRidet(record.ridet)}`];
  if (record.forme_juridique) parts.push(record.forme_juridique);
  if (record.siege) parts.push(`siège : ${record.siege}`);
  let text = `${parts.join(', ')}. ${countOf(record.nombre_annonces, 'annonce légale', 'annonces légales')}`;
  const newest = record.annonces[0];
  if (newest) text += `, la dernière le ${frenchDate(newest.date)}`;
  if (record.etat) text += `. ${ETAT_LABELS[record.etat.valeur]}`;
  text += '.';
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}
