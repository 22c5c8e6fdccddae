/**
 * A capital's display text ('100 000 F CFP') read as a number with its currency, for the typed
 * `capital_montant` of announcements and company records (docs/api.md, "Montants typés"). The
 * display text stays what clients already read; this is its machine-readable twin, null whenever
 * the text does not say both how much and in which currency.
 */

/** ISO 4217 codes of the currencies capitals are stated in: the CFP franc, and the euro. */
export type Devise = 'XPF' | 'EUR';

export interface Montant {
  /** In units of the currency: whole francs for XPF (the franc has no subunit), cents kept for EUR. */
  montant: number;
  devise: Devise;
}

// After folding (no accents, lowercase, one plain space). 'F' alone and 'francs' alone are the
// CFP franc: the only franc in New Caledonia, and how notices there abbreviate it.
const XPF = String.raw`(?:f\.?\s?cfp|fcfp|xpf|cfp|francs?(?:\s+cfp|\s+pacifiques?)?|f\.?)`;
const EUR = String.raw`(?:€|euros?|eur)`;
const NOT_LETTER = String.raw`(?![\p{L}\d])`;
const CURRENCY_AFTER = new RegExp(String.raw`^\s*(?:de\s+|d')?(?:(${EUR})|(${XPF}))${NOT_LETTER}`, 'u');
const CURRENCY_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:(${EUR})|(xpf|fcfp|f\.?\s?cfp))\s*$`, 'u');

// Digits grouped by spaces or dots ('1 000 000', '1.000.000'), else plain ('100000'); then
// decimals after a comma, or after a dot when one or two digits follow ('1.5 million').
const DIGITS = String.raw`(\d{1,3}(?:[ .]\d{3})+(?!\d)|\d+)(?:,(\d+)|\.(\d{1,2})(?!\d))?(?:\s*(millions?|milliards?|mille)${NOT_LETTER})?`;

const UNITS: Readonly<Record<string, number>> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30,
  quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
};
const SCALES: Readonly<Record<string, number>> = { mille: 1_000, million: 1_000_000, millions: 1_000_000, milliard: 1_000_000_000, milliards: 1_000_000_000 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), 'cents?', ...Object.keys(SCALES)].join('|')})`;
const WORDS = String.raw`(?<![\p{L}])(${NUMBER_WORD}(?:(?:\s+et\s+|[\s-]+)${NUMBER_WORD})*)${NOT_LETTER}`;

const AMOUNT = new RegExp(`${DIGITS}|${WORDS}`, 'gu');

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/gu, "'")
    .replace(/[\u00a0\u202f\u2007\t]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The amount the text states, with its currency: the first amount written with a currency just
 * after it ('100 000 F CFP', '20 millions de francs CFP', 'un million de F CFP') or just before
 * it ('XPF 100 000', '€ 1 500'). Digits may be grouped by spaces or dots, decimals follow a
 * comma; amounts may be written in French words. Null when no amount has a currency beside it
 * ('1 000 000' alone), or the amount is not positive.
 *
 * @example
 * capitalAmount('100 000 F CFP'); // { montant: 100000, devise: 'XPF' }
 * capitalAmount('1 000 000,00 €'); // { montant: 1000000, devise: 'EUR' }
 * capitalAmount('1.000.000'); // null: no currency
 */
export function capitalAmount(text: string | null | undefined): Montant | null {
  if (!text) return null;
  const t = folded(text);
  for (const m of t.matchAll(AMOUNT)) {
    const value = m[5] !== undefined ? wordsValue(m[5]) : digitsValue(m[1]!, m[2] ?? m[3], m[4]);
    if (value === null) continue;
    const after = CURRENCY_AFTER.exec(t.slice(m.index + m[0].length));
    const before = after ? null : CURRENCY_BEFORE.exec(t.slice(0, m.index));
    const found = after ?? before;
    if (!found) continue;
    const devise: Devise = found[1] !== undefined ? 'EUR' : 'XPF';
    const montant = devise === 'XPF' ? Math.round(value) : Math.round(value * 100) / 100;
    if (!(montant > 0) || !Number.isSafeInteger(Math.round(montant))) return null;
    return { montant, devise };
  }
  return null;
}

function digitsValue(integer: string, decimals: string | undefined, scale: string | undefined): number {
  const whole = Number(integer.replace(/\D/g, ''));
  const value = decimals ? Number(`${whole}.${decimals}`) : whole;
  return value * (scale ? SCALES[scale]! : 1);
}

/** 'un million', 'deux cent cinquante mille', 'quatre-vingt mille', 'vingt et un millions'. */
function wordsValue(words: string): number | null {
  let total = 0;
  let current = 0;
  let any = false;
  for (const word of words.split(/[\s-]+/u)) {
    if (word === 'et' || word === '') continue;
    any = true;
    if (word === 'cent' || word === 'cents') {
      current = (current === 0 ? 1 : current) * 100;
    } else if (SCALES[word] !== undefined) {
      total += (current === 0 ? 1 : current) * SCALES[word];
      current = 0;
    } else if ((word === 'vingt' || word === 'vingts') && current % 100 === 4) {
      current += 76; // quatre-vingt(s): four twenties
    } else {
      current += UNITS[word] ?? 0;
    }
  }
  const value = total + current;
  return any && value > 0 ? value : null;
}
