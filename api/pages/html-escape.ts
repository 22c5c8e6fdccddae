/**
 * Escaping for the pages and the Atom feeds. Every interpolation in an `html` template is
 * escaped unless it is itself an `html` result (SafeHtml), so markup can only come from the
 * templates' own text: a dénomination holding `<script>` shows as text.
 */

/** Markup built by `html` (or a trusted constant through `trusted`): inserted as is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

// Characters XML 1.0 forbids (C0 controls but tab, LF and CR; lone surrogates; U+FFFE, U+FFFF),
// plus DEL and C1 controls, which no text of ours should carry. Removed rather than escaped:
// an Atom document holding them would not be well-formed, whatever the escaping.
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML and XML, in element content and in quoted attributes alike.
 *
 * @example
 * escapeText('<b>A & B</b>'); // '&lt;b&gt;A &amp; B&lt;/b&gt;'
 */
export function escapeText(text: string): string {
  return text.replace(UNWANTED, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeText(String(value));
}

/**
 * Tagged template that escapes every interpolated value (arrays are joined, null/false/undefined
 * print nothing).
 *
 * @example
 * html`<p>${denomination}</p>`; // SafeHtml, denomination escaped
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1]!;
  return new SafeHtml(out);
}

/** A constant of ours (style sheet, script) inserted without escaping. Never for data. */
export function trusted(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
