import { escapeHtml, formatDateWithWeekday, NEWSPAPER_CATEGORIES, noticeLines } from '../newspaper/index.ts';
import { formatDateLong } from '../../world/index.ts';
import type { LncAd } from './catalogue.ts';

/** Links are absolute paths under the site's mount point, as on the real site's domain root. */
export const LNC_ROOT = '/lnc';

function chrome(title: string, body: string, charset = 'utf-8'): string {
  const rubriques = ['Actualités', 'Politique', 'Économie', 'Société', 'Sports', 'Culture']
    .map((r) => `<li><a href="${LNC_ROOT}/${r.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}/">${r}</a></li>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="${charset}">
<title>${escapeHtml(title)} | Les Nouvelles Calédoniennes</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({ rubrique: "annonces-legales" });</script>
<style>.cookie-banner{position:fixed;bottom:0}</style>
</head>
<body class="lnc">
<div class="cookie-banner" id="cmp">Nous utilisons des cookies pour mesurer l’audience et vous proposer des publicités adaptées. <button>Tout accepter</button> <button>Paramétrer</button></div>
<header class="site-header">
<a class="logo" href="${LNC_ROOT}/">Les Nouvelles Calédoniennes</a>
<nav class="menu-principal"><ul>${rubriques}<li><a href="${LNC_ROOT}/annonces-legales/">Annonces légales</a></li></ul></nav>
<a class="abonnement" href="${LNC_ROOT}/abonnement/">S’abonner – 1 € le premier mois</a>
</header>
<div class="pub pub-banniere">Publicité</div>
<main id="contenu">
${body}
</main>
<footer class="site-footer">
<p>© Les Nouvelles Calédoniennes – 41-43 rue de Sébastopol, 98800 Nouméa. Habilitée à publier les annonces judiciaires et légales par arrêté du haut-commissaire.</p>
<p><a href="${LNC_ROOT}/mentions-legales/">Mentions légales</a> · <a href="${LNC_ROOT}/cgv/">CGV</a> · <a href="${LNC_ROOT}/contact/">Contact</a></p>
</footer>
</body>
</html>
`;
}

export function adTitle(ad: LncAd): string {
  return `${ad.event.heading} – ${ad.event.expected.denomination}`;
}

export function renderHome(): string {
  return chrome('Toute l’actualité de la Nouvelle-Calédonie', `<h1>À la une</h1>
<article class="une"><h2><a href="${LNC_ROOT}/actualites/">Le Congrès adopte le budget primitif</a></h2></article>
<section class="bloc-annonces"><h2><a href="${LNC_ROOT}/annonces-legales/">Annonces légales</a></h2><p>Publiez vos annonces légales en ligne, parution sous 24 h.</p></section>`);
}

export function renderSectionIndex(): string {
  const links = NEWSPAPER_CATEGORIES.map((c) => `<li><a href="${LNC_ROOT}/annonces-legales/${c.slug}/">${escapeHtml(c.label)}</a></li>`).join('\n');
  return chrome('Annonces légales', `<h1>Annonces légales</h1>
<p class="intro">Les Nouvelles Calédoniennes sont habilitées à publier les annonces judiciaires et légales en Nouvelle-Calédonie.</p>
<ul class="rubriques-annonces">
${links}
</ul>`);
}

export interface ListingView {
  slug: string;
  label: string;
  page: number;
  pages: number;
  ads: LncAd[];
  /** Shown in the sidebar, whatever the page: noise a listing reader must ignore. */
  mostRead: LncAd[];
}

function pagePath(slug: string, page: number): string {
  return page === 1 ? `${LNC_ROOT}/annonces-legales/${slug}/` : `${LNC_ROOT}/annonces-legales/${slug}/page/${page}/`;
}

export function adHref(ad: LncAd): string {
  return `${LNC_ROOT}${ad.movedFrom ?? ad.path}`;
}

export function renderListing(view: ListingView): string {
  const items = view.ads
    .map((ad) => {
      const extrait = noticeLines(ad.event.text).slice(1).join(' ').slice(0, 160);
      return `<li class="annonce-item">
<h2 class="annonce-item__titre"><a href="${adHref(ad)}">${escapeHtml(adTitle(ad))}</a></h2>
<p class="annonce-item__date">Publiée le ${formatDateLong(ad.publicationDate)}</p>
<p class="annonce-item__extrait">${escapeHtml(extrait)}…</p>
</li>`;
    })
    .join('\n');
  const numbers = Array.from({ length: view.pages }, (_, i) => i + 1)
    .map((n) => (n === view.page ? `<span class="page-numbers current">${n}</span>` : `<a class="page-numbers" href="${pagePath(view.slug, n)}">${n}</a>`))
    .join(' ');
  const prev = view.page > 1 ? `<a class="prev page-numbers" href="${pagePath(view.slug, view.page - 1)}">« Précédent</a> ` : '';
  const next = view.page < view.pages ? ` <a class="next page-numbers" href="${pagePath(view.slug, view.page + 1)}">Suivant »</a>` : '';
  const mostRead = view.mostRead.map((ad) => `<li><a href="${adHref(ad)}">${escapeHtml(adTitle(ad))}</a></li>`).join('');
  const body = view.ads.length === 0
    ? '<p class="aucune-annonce">Aucune annonce n’est publiée dans cette rubrique pour le moment.</p>'
    : `<ul class="liste-annonces">\n${items}\n</ul>\n<nav class="pagination">${prev}${numbers}${next}</nav>`;
  return chrome(`${view.label} – Annonces légales`, `<nav class="fil-ariane"><a href="${LNC_ROOT}/">Accueil</a> › <a href="${LNC_ROOT}/annonces-legales/">Annonces légales</a> › ${escapeHtml(view.label)}</nav>
<div class="colonnes">
<section class="rubrique-annonces">
<h1>${escapeHtml(view.label)}</h1>
${body}
</section>
<aside class="les-plus-lus"><h2>Les plus lues</h2><ul>${mostRead}</ul></aside>
</div>`);
}

export interface AdView {
  ad: LncAd;
  related: LncAd[];
  charset: string;
}

export function renderAd({ ad, related, charset }: AdView): string {
  const lines = noticeLines(ad.event.text);
  const [heading, ...rest] = lines;
  const broken = ad.variant === 'unclosed';
  // The CMS pastes the ad as typed: a bold title, then one paragraph per line.
  const paragraphs = [
    broken ? `<p class="titre-annonce"><strong>${escapeHtml(heading ?? '')}` : `<p class="titre-annonce"><strong>${escapeHtml(heading ?? '')}</strong></p>`,
    ...rest.map((line, i) => {
      const p = broken ? `<p>${escapeHtml(line)}` : `<p>${escapeHtml(line)}</p>`;
      return i === 2 ? `${p}\n<div class="pub-inread">Publicité – Découvrez nos offres d’abonnement numérique</div>` : p;
    }),
  ].join('\n');
  const relatedList = related.map((r) => `<li><a href="${LNC_ROOT}${r.path}">${escapeHtml(adTitle(r))}</a></li>`).join('');
  const textBlock = broken
    ? `<div class="annonce-texte">\n${paragraphs}\n`
    : `<div class="annonce-texte">\n${paragraphs}\n</div>`;
  return chrome(adTitle(ad), `<nav class="fil-ariane"><a href="${LNC_ROOT}/">Accueil</a> › <a href="${LNC_ROOT}/annonces-legales/">Annonces légales</a> › <a class="fil-rubrique" href="${LNC_ROOT}/annonces-legales/${ad.categorySlug}/">${escapeHtml(ad.categoryLabel)}</a></nav>
<article class="annonce-legale" data-annonce-id="${ad.id}">
<header class="annonce-entete">
<span class="annonce-rubrique">${escapeHtml(ad.categoryLabel)}</span>
<h1 class="annonce-titre">${escapeHtml(heading ?? '')}</h1>
<p class="annonce-meta">Annonce n° <span class="annonce-ref">${ad.id}</span> · Publiée le <time>${formatDateWithWeekday(ad.publicationDate)}</time></p>
</header>
${textBlock}
<footer class="annonce-partage">Partager : <a href="#">Facebook</a> <a href="#">LinkedIn</a> <a href="#">Courriel</a></footer>
</article>
<aside class="a-lire-aussi"><h2>À lire aussi</h2><ul>${relatedList}</ul></aside>`, charset);
}
