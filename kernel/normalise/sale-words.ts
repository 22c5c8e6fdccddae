/**
 * The words of a sale's two sides (a business, parts or shares sold), declared once for the
 * readings of who sells and who buys (act-parties.ts, exchange-sides.ts, giver-identifier-name.ts,
 * inline-party-label.ts, the party labels of subject-ridet.ts), as letting-words.ts declares a
 * letting's: each reading held its own list, and some missed `venderesse` or `acheteur`. Regex
 * sources over folded text (lower case, no accents), each a group.
 */

/** The one who sells ('le vendeur', 'la venderesse', 'la société cédante'). */
export const SELLER = String.raw`(?:vendeu(?:r|se)|venderesse|cedante?)`;

/** The one who buys ('l'acquéreur', 'l'acheteuse', 'le cessionnaire'). */
export const BUYER = String.raw`(?:acquereu(?:r|se)|acheteu(?:r|se)|cessionnaire)`;
