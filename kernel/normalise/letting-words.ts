/**
 * The words of a business let to be run by another (location-gérance), declared once for the
 * readings of who lets it and who takes it (act-parties.ts, business-tenant.ts, the readings of a
 * business's parties). Regex sources over folded text (lower case, no accents), each a group.
 */

/** The letting itself: 'location-gérance', 'gérance libre' (hyphen or space), 'gérance-location'. */
export const LETTING = String.raw`(?:location[- ]gerance|gerance[- ]libre|gerance-location)`;

/** The letting as a narrow column or a small ad abbreviates it ('loc.-gér.', 'loc. gérance', 'loc.gér'). */
export const LETTING_ABBREVIATED = String.raw`(?:loc\.[- ]?ger\w*)`;

/** The one who takes the business to run it ('locataire-gérant', 'locataire gérante'). */
export const TENANT_MANAGER = String.raw`(?:locataire[- ]gerante?)`;

/** The owner who lets it ('le loueur', 'la loueuse', 'le bailleur', 'la bailleresse'; 'bailleuse' as some write it). */
export const LESSOR = String.raw`(?:loueu(?:r|se)|bailleu(?:r|se)|bailleresse)`;

/** The one who takes a business or a lease ('le preneur', 'la preneuse'). */
export const TAKER = String.raw`(?:preneu(?:r|se))`;

/** The end of a letting, its noun cut to its initials ('FIN LG', 'Fin de L.-G.'; folded). */
export const LETTING_END_INITIALS = String.raw`(?:fin\s+(?:de\s+)?(?:la\s+)?l\.?\s?-?\s?g\b\.?(?!\s*:))`;

/** A business sold or let (folded text): its parties are the notice's, not a company's parts or shares. */
export const BUSINESS_WORDS = new RegExp(String.raw`\b(?:fonds|${LETTING})\b`);

/** Parts or shares the text speaks of, whose company is the subject whoever sells; not a form's own word ('société par actions simplifiée', 'en commandite par actions'). */
export const SHARES_WORDS = /(?<!\bpar )\b(?:parts sociales|parts|actions)\b/;
