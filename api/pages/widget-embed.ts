import { cspHash } from './page-styles.ts';

/**
 * The two halves of iframe resizing: the script inside the widget posts its height to the
 * parent page, and the snippet on the embedding page sets the iframe's height. The message is
 * `{type: 'annonces-nc:hauteur', hauteur: <CSS pixels>}`; docs/pages.md documents both (a test
 * checks that the documented snippet is this one, and the browser test runs it).
 */

export const HEIGHT_MESSAGE_TYPE = 'annonces-nc:hauteur';

/** The meta elements holding the embedder's notices (what was wrong with the widget's address). */
export const WARNING_META = 'annonces-nc-avertissement';

/**
 * Inside the widget. First writes the embedder's notices to the console, where the developer
 * who pasted the widget looks and the host site's visitors do not. Embedded: posts the
 * document's height on load and whenever it changes (ResizeObserver; only when it changed, so
 * nothing loops). Viewed on its own: links open in the same tab. Without JavaScript the widget
 * is whole; only the auto-height and the console notices are lost.
 */
export const WIDGET_SCRIPT = `(function () {
  document.querySelectorAll('meta[name="${WARNING_META}"]').forEach(function (meta) {
    if (window.console) console.warn('annonces-nc (widget) : ' + meta.content);
  });
  if (window.parent === window) {
    document.querySelectorAll('a[target="_blank"]').forEach(function (a) { a.removeAttribute('target'); });
    return;
  }
  var last = -1;
  function post() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: '${HEIGHT_MESSAGE_TYPE}', hauteur: height }, '*');
  }
  post();
  window.addEventListener('load', post);
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.documentElement);
  else window.addEventListener('resize', post);
})();`;

export const WIDGET_SCRIPT_HASH = cspHash(WIDGET_SCRIPT);

/**
 * On the embedding page, once, whatever the number of widgets: each message is matched to the
 * iframe whose window sent it and whose address has the sender's origin.
 */
export const RESIZE_SNIPPET = `<script>
window.addEventListener('message', function (event) {
  var data = event.data;
  if (!data || data.type !== '${HEIGHT_MESSAGE_TYPE}' || typeof data.hauteur !== 'number') return;
  document.querySelectorAll('iframe[data-annonces-nc]').forEach(function (frame) {
    if (frame.contentWindow === event.source && new URL(frame.src, location.href).origin === event.origin) {
      frame.style.height = Math.min(Math.max(data.hauteur, 50), 5000) + 'px';
    }
  });
});
</script>`;

/**
 * The complete embed code for a widget address: the iframe, then the resize snippet.
 *
 * @example
 * embedCode('https://annonces.nc/widget.html?ridets=1234567001&limit=5');
 */
export function embedCode(widgetUrl: string): string {
  const src = widgetUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${src}" title="Annonces légales" data-annonces-nc loading="lazy"
  style="width: 100%; height: 420px; border: 0;"></iframe>
${RESIZE_SNIPPET}`;
}
