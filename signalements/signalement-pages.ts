import { html } from '../api/pages/html-escape.ts';
import { HTML_CONTENT_TYPE, pageHeaders, pageShell } from '../api/pages/page-shell.ts';
import type { RouteResponse } from '../api/route.ts';
import { CHAMPS, LIMITS, type Champ } from './signalement.ts';

/** The report form's honeypot: hidden from people (the hidden attribute: the pages' CSP allows no inline style), filled by naive bots. */
export const HONEYPOT = 'site_web';

const CHAMP_LABELS: Record<Champ, string> = {
  ridet: 'Le RIDET',
  denomination: 'La dénomination',
  type: 'Le type d’annonce',
  date: 'La date',
  dirigeants: 'Les dirigeants',
  autre: 'Autre chose',
};

const HEADERS = pageHeaders({ embeddable: false, widgetScript: false });

function page(status: number, title: string, body: ReturnType<typeof html>, extra: Record<string, string> = {}): RouteResponse {
  return {
    status,
    body: pageShell({ title, theme: 'auto', noindex: true, mainClass: 'page', body }),
    contentType: HTML_CONTENT_TYPE,
    headers: { ...HEADERS, ...extra },
    cache: 'no-store',
  };
}

export interface FormModel {
  ridet: string;
  annonceId: string | null;
  token: string;
  /** After a refused submission: what the reader wrote, and why it was refused. */
  values?: { champ?: string; valeur_proposee?: string; commentaire?: string };
  errors?: readonly { name: string; detail: string }[];
}

/** GET /entreprises/{ridet}/signaler: a plain HTML form, no script. */
export function formPage(model: FormModel, status = 200): RouteResponse {
  const values = model.values ?? {};
  const errors = model.errors ?? [];
  // Relative links, as the site's (api/pages/site-links.ts): the page is /entreprises/{ridet}/signaler.
  const action = 'signaler';
  return page(
    status,
    `Signaler une erreur — RIDET ${model.ridet}`,
    html`<h1>Signaler une erreur</h1>
<p>Sur la fiche de l’entreprise au RIDET <a href="../../entreprise.html?ridet=${model.ridet}">${model.ridet}</a>${model.annonceId ? html`, annonce ${model.annonceId}` : ''}. Une personne relit chaque signalement avant toute correction.</p>
${errors.length > 0 ? html`<div role="alert"><p>Le signalement n’a pas été enregistré :</p><ul>${errors.map((e) => html`<li>${e.name} : ${e.detail}</li>`)}</ul></div>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="jeton" value="${model.token}">
${model.annonceId ? html`<input type="hidden" name="annonce_id" value="${model.annonceId}">` : ''}
<p><label for="champ">Ce qui est faux</label><br>
<select id="champ" name="champ" required>
${CHAMPS.map((c) => html`<option value="${c}"${values.champ === c ? html` selected` : ''}>${CHAMP_LABELS[c]}</option>\n`)}</select></p>
<p><label for="valeur_proposee">La bonne valeur (facultatif)</label><br>
<input id="valeur_proposee" name="valeur_proposee" maxlength="${LIMITS.valeurProposee}" value="${values.valeur_proposee ?? ''}"></p>
<p><label for="commentaire">Explication et source</label><br>
<textarea id="commentaire" name="commentaire" required minlength="${LIMITS.commentaireMin}" maxlength="${LIMITS.commentaire}" rows="5" cols="60">${values.commentaire ?? ''}</textarea></p>
<p hidden aria-hidden="true"><label>Ne pas remplir <input name="${HONEYPOT}" tabindex="-1" autocomplete="off"></label></p>
<p><button type="submit">Envoyer le signalement</button></p>
</form>`,
  );
}

/** GET /signalements/merci: where a form submission is sent (303) once stored. */
export function thanksPage(): RouteResponse {
  return page(
    200,
    'Signalement reçu',
    html`<h1>Merci, votre signalement est enregistré</h1>
<p>Une personne le relira. S’il conduit à une correction, elle paraîtra sur la fiche de l’entreprise avec sa raison, au prochain instantané publié.</p>
<p><a href="../">Retour au site</a></p>`,
  );
}

/** A refused submission as a French page (token expired, limit reached, store full...). */
export function refusalPage(status: number, title: string, detail: string, headers: Record<string, string> = {}): RouteResponse {
  return page(status, title, html`<h1>${title}</h1>
<p>${detail}</p>`, headers);
}
