/**
 * An officer said to keep an office beside a decision about someone else ('M. X conserve ses
 * fonctions de directeur général', 'Mme Y garde son mandat d'administratrice'): in office after the
 * notice, as 'demeure' and 'reste' say. Reads the folded words right after the name; the role opens
 * what follows the match.
 */
export const KEEPS_OFFICE_AFTER = /^\s*,?\s*(?:conserve|conservent|conservera|conserveront|garde|gardent|gardera|garderont)\s+(?:ses|leurs|son|sa)\s+(?:fonctions|mandats?)\s+d[e']\s*/;
