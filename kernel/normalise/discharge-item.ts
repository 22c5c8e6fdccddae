/**
 * A closure's decisions listed as nouns ('Décision de l'associé unique du … : approbation des comptes
 * de liquidation, quitus au liquidateur et décharge de son mandat, clôture de la liquidation'): the
 * quitus is an item of what was decided, so the liquidator, named elsewhere ('Pour avis, le
 * liquidateur, M. X'), leaves. Only as a list item (after a colon, a comma, a semicolon or 'et'): an
 * agenda's 'statuer sur le quitus du liquidateur' announces it. Folded text.
 */
export const LIQUIDATOR_DISCHARGED_ITEM = /(?:[:,;]\s*|\bet\s+)quitus (?:entier |definitif |plein )?(?:au|a la|a l') ?liquidat(?:eur|rice)\b/;
