/**
 * The words of a sale's two sides (a business, parts or shares sold), declared once for the
 * readings of who sells and who buys (act-parties.ts, exchange-sides.ts, giver-identifier-name.ts,
 * inline-party-label.ts, the party labels of subject-ridet.ts), as letting-words.ts declares a
 * letting's: each reading held its own list, and some missed `venderesse` or `acheteur`. Regex
 * sources over folded text (lower case, no accents), each a group.
 */

import { PREMISES } from './role-noun-parties.ts';

/** The one who sells ('le vendeur', 'la venderesse', 'la société cédante'). */
export const SELLER = String.raw`(?:vendeu(?:r|se)|venderesse|cedante?)`;

/** The one who buys ('l'acquéreur', 'l'acheteuse', 'le cessionnaire'). */
export const BUYER = String.raw`(?:acquereu(?:r|se)|acheteu(?:r|se)|cessionnaire)`;

/**
 * Before a verb of getting, premises the notice's company got, told as their description (`dans
 * l'immeuble que la société a acquis de la SCI X`): a building bought is no business nor parts sold.
 * A lookbehind, to open the patterns of a purchase told by the buyer.
 */
export const NOT_PREMISES_GOT = String.raw`(?<!\b${PREMISES}\b[^.;\n]{0,80}\bqu(?:e |')(?:la societe |elle |il )?)`;
