import { escapeHtml, NEWSPAPER_CATEGORIES, noticeLines } from '../newspaper/index.ts';
import { formatDateNumeric } from '../../world/index.ts';
import type { ActuncAd, ActuncInsertion } from './catalogue.ts';

export const ACTUNC_ROOT = '/actunc';

// An older PHP site: table layout, Windows-1252 throughout, <br> between lines.
function chrome(title: string, body: string, charset: string): string {
  return `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${charset}">
<title>${escapeHtml(title)} - Actu.nc, l’hebdo de la Calédonie</title>
<link rel="stylesheet" href="${ACTUNC_ROOT}/css/actu.css">
</head>
<body>
<div id="bandeau"><a href="${ACTUNC_ROOT}/"><img src="${ACTUNC_ROOT}/img/logo.gif" alt="Actu.nc"></a>
<span class="slogan">Chaque jeudi, toute l’actualité du Caillou</span></div>
<div id="menu"><a href="${ACTUNC_ROOT}/">Accueil</a> | <a href="${ACTUNC_ROOT}/brousse.php">Brousse</a> | <a href="${ACTUNC_ROOT}/eco.php">Éco</a> | <a href="${ACTUNC_ROOT}/annonces-legales">Annonces légales</a> | <a href="${ACTUNC_ROOT}/kiosque.php">Le journal en kiosque</a></div>
<table id="page" width="100%"><tr>
<td id="colonne-gauche" valign="top">
${body}
</td>
<td id="colonne-droite" valign="top" width="220">
<div class="encart-pub">Votre publicité ici ! Tél. 28 00 00</div>
<div class="meteo">Météo Nouméa : 27 °C, alizés modérés</div>
</td>
</tr></table>
<div id="pied">Actu.nc – BP 1234, 98845 Nouméa Cedex – journal habilité à publier les annonces légales.</div>
</body>
</html>
`;
}

export function renderHome(charset: string): string {
  return chrome('Accueil', `<h1>Cette semaine dans Actu.nc</h1><p><a href="${ACTUNC_ROOT}/annonces-legales">Toutes les annonces légales</a></p>`, charset);
}

export interface ListingView {
  insertions: ActuncInsertion[];
  page: number;
  pages: number;
  rubrique: string | null;
  charset: string;
}

function listingHref(page: number, rubrique: string | null): string {
  const query = [rubrique ? `rubrique=${rubrique}` : null, page > 1 ? `page=${page}` : null].filter(Boolean).join('&amp;');
  return `${ACTUNC_ROOT}/annonces-legales${query ? `?${query}` : ''}`;
}

export function adHref(ad: ActuncAd): string {
  return ad.movedFrom ? `${ACTUNC_ROOT}${ad.movedFrom}` : `${ACTUNC_ROOT}/annonce.php?id=${ad.id}`;
}

/** Items carry no date of their own: each publication day is a heading over its ads. */
export function renderListing(view: ListingView): string {
  const blocks: string[] = [];
  let day: string | null = null;
  for (const { ad, date } of view.insertions) {
    if (date !== day) {
      blocks.push(`<h3 class="al-jour">Parution du ${formatDateNumeric(date)}</h3>`);
      day = date;
    }
    const title = `${ad.event.heading} – ${ad.event.expected.denomination}`;
    const extrait = noticeLines(ad.event.text).slice(1, 3).join(' ').slice(0, 140);
    blocks.push(`<article class="al-item">
<span class="al-rubrique">${escapeHtml(ad.categoryLabel)}</span>
<h4><a href="${adHref(ad)}">${escapeHtml(title)}</a></h4>
<p class="al-extrait">${escapeHtml(extrait)}…</p>
</article>`);
  }
  const filters = NEWSPAPER_CATEGORIES.map((c) => `<option value="${c.slug}"${c.slug === view.rubrique ? ' selected' : ''}>${escapeHtml(c.label)}</option>`).join('');
  const nav = [
    view.page > 1 ? `<a href="${listingHref(view.page - 1, view.rubrique)}">&lt; Page précédente</a>` : '',
    `Page ${view.page} / ${view.pages}`,
    view.page < view.pages ? `<a class="suivante" href="${listingHref(view.page + 1, view.rubrique)}">Page suivante &gt;</a>` : '',
  ].join(' ');
  const body = view.insertions.length === 0 ? '<p>Aucune annonce.</p>' : `<div id="annonces">\n${blocks.join('\n')}\n</div>\n<div class="navigation">${nav}</div>`;
  return chrome('Annonces légales', `<h1>Annonces légales</h1>
<form method="get" action="${ACTUNC_ROOT}/annonces-legales">Rubrique : <select name="rubrique"><option value="">Toutes</option>${filters}</select> <input type="submit" value="Filtrer"></form>
${body}`, view.charset);
}

export function renderAd(ad: ActuncAd, charset: string): string {
  const lines = noticeLines(ad.event.text).map(escapeHtml);
  const unclosed = ad.variant === 'unclosed';
  const table = `<table class="annonce" cellpadding="4">
<tr><td class="entete">Rubrique : <b>${escapeHtml(ad.categoryLabel)}</b><br>Parution du ${formatDateNumeric(ad.publicationDate)}<br>Réf. ${ad.reference}</td></tr>
<tr><td class="corps">
<b>${lines[0] ?? ''}</b><br><br>
${lines.slice(1).join('<br>\n')}
${unclosed ? '' : '</td></tr>\n</table>'}`;
  return chrome(ad.event.heading, `<p class="retour"><a href="${ACTUNC_ROOT}/annonces-legales">&lt; Retour aux annonces</a></p>
${table}
<p class="imprimer"><a href="javascript:window.print()">Imprimer cette annonce</a></p>`, charset);
}
