import { html } from './html-escape.ts';
import { pageShell } from './page-shell.ts';

export interface ErrorPageOptions {
  title: string;
  detail: string;
  /** The widget's errors stay compact (they sit in an iframe). */
  compact?: boolean;
  /** Offers a RIDET lookup form (the company page's 400 and 404). */
  lookupForm?: boolean;
  /** The RIDET as typed, put back in the form. */
  typed?: string;
}

/** The HTML page of a page route's error (400, 404, 405, 429, 503...): French, never a stack. */
export function renderErrorPage(options: ErrorPageOptions): Buffer {
  const body = html`<h1>${options.title}</h1>
<p>${options.detail}</p>
${
    options.lookupForm
      ? html`<form action="entreprise.html" method="get" role="search">
<label for="ridet">RIDET de l’entreprise</label>
<input id="ridet" name="ridet" inputmode="numeric" autocomplete="off" placeholder="1234567001" value="${options.typed ?? ''}">
<button type="submit">Afficher la fiche</button>
</form>
<p class="muted">Le RIDET s’écrit en 10 chiffres : les 7 chiffres du RID et les 3 chiffres du rang d’établissement (1234567001 ou 1 234 567.001).</p>`
      : ''
  }`;
  return pageShell({ title: `${options.title} — annonces légales`, theme: 'auto', noindex: true, mainClass: options.compact ? 'widget' : 'page', body });
}
