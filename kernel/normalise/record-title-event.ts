/**
 * The event a record's title names (issue 32). A compositor's insertion is a record of the
 * company's fields under one word, its event ('CONSTITUTION', 'AVIS DE CONST.', 'NOMIN.'): that word
 * alone on the line right above the record's first label is the notice's event, whatever fields the
 * record prints (a record of a company's name, form and seat is any notice's; its title says which).
 * Read on the folded text after the lexicon wrote the abbreviations out (abbreviated-words.ts), and
 * only where the title's next line opens on a label of the company's record, as the readers of
 * marked labels write them (marked-record-labels.ts) or as a record prints them.
 */

// A label of the company's record opening the line after the title.
const RECORD_LABEL = String.raw`[ \t]*(?:denomination|raison sociale|societe|forme|capital|siege|ridet|rid)[ \t]*:`;
// The title closed by a dash, a colon or a full stop at most, alone on its line.
const TITLE_CLOSE = String.raw`[ \t]*[-\u2013\u2014:.]?[ \t]*\n`;
// A title may say it is a notice ('Avis de constitution').
const NOTICE = String.raw`(?:avis (?:de |d')?)?`;

const titled = (event: string): RegExp => new RegExp(String.raw`^[ \t]*${NOTICE}(?:${event})${TITLE_CLOSE}${RECORD_LABEL}`, 'm');

/** A constitution titling a record of the new company's fields ('AVIS CONST.' / 'Dénomination : X'). */
export const RECORD_TITLE_CREATIONS: readonly RegExp[] = [titled('constitution|creation')];
/** An appointment titling a record of the company whose officer is appointed ('NOMIN.' / 'Dénomination : X' / 'Président : …'). */
export const RECORD_TITLE_NOMINATIONS: readonly RegExp[] = [titled('nominations?')];
