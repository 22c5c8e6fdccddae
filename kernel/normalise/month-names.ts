/**
 * The months' French names, folded (lower case, no accents), in the year's order: a month's number
 * is its index plus one. Declared once for the readers of a date: a date in words (french-date.ts),
 * a month misprinted by one letter (misspelt-month.ts), a date in a table's cell
 * (table-row-parties.ts).
 */
export const FRENCH_MONTHS = ['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre'] as const;
