import { parseFrenchDate } from '../../kernel/normalise/index.ts';
import { htmlToText } from '../documents/document-text.ts';
import { readField, type FieldSpec } from './field-reader.ts';
import type { ReadAd } from './newspaper-config.ts';

export interface AdSelectors {
  /** The element holding the ad's printed text (heading included). */
  text: string;
  /** Layout noise that sites slip inside the text (in-read ads, share buttons, related links). */
  noise?: string[];
  /** The publication date, in any French form. */
  date?: FieldSpec;
  category?: FieldSpec;
  heading?: FieldSpec;
  /** The ad's id as printed on the page. */
  reference?: FieldSpec;
}

/**
 * An ad reader made of selectors. A page without the text element, or with an empty one, is a
 * failure (the caller quarantines it as html_invalide): the text is never looked for elsewhere
 * on the page, where navigation and related ads would pollute it.
 */
export function selectorAdReader(selectors: AdSelectors): ReadAd {
  return ($) => {
    const container = $(selectors.text).first();
    if (container.length === 0) {
      return { failure: `Le bloc du texte de l’annonce (« ${selectors.text} ») est introuvable dans la page.` };
    }
    for (const noise of selectors.noise ?? []) container.find(noise).remove();
    const text = htmlToText(container.html() ?? '');
    if (!text) return { failure: `Le bloc du texte de l’annonce (« ${selectors.text} ») est vide.` };
    const dateText = readField($, null, selectors.date);
    return {
      reference: readField($, null, selectors.reference),
      text,
      publicationDate: dateText ? parseFrenchDate(dateText) : null,
      category: readField($, null, selectors.category),
      heading: readField($, null, selectors.heading),
    };
  };
}
