/**
 * Whitespace and layout repair for text extracted from PDFs and HTML: the extractors see one
 * notice as a reader would, without page furniture or words split across lines.
 */

// Running headers of JONC pages: '9873 JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE 4 juin 2024'
// on odd pages, the date first and the page last on even ones.
const RUNNING_HEADERS = [
  /^[ \t]*\d{1,5}[ \t]+JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE\b[^\n]*$/gimu,
  /^[ \t]*JOURNAL OFFICIEL DE LA NOUVELLE[- ]CAL[EÉ]DONIE\b[^\n]*\d{1,5}[ \t]*$/gimu,
  /^[ \t]*JONC du [^\n]{4,30}, page \d+[ \t]*$/gimu,
];

export function cleanNoticeText(text: string): string {
  let out = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f\u2007\t\f\v]/g, ' ')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010\u2011]/g, '-');
  for (const header of RUNNING_HEADERS) out = out.replace(header, '');
  // A word cut by a line-end hyphen ('Dénomi-\nnation') continues in lower case; an upper-case
  // continuation is usually a real compound ('NOUVELLE-\nCALEDONIE'), so keep its hyphen.
  out = out.replace(/(\p{L})-[ ]*\n(?:[ ]*\n)*[ ]*(\p{Ll})/gu, '$1$2');
  out = out.replace(/(\p{Lu})-[ ]*\n(?:[ ]*\n)*[ ]*(\p{Lu})/gu, '$1-$2');
  out = out
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return out.trim();
}

/** Everything on one line, single spaces: for summaries and value extraction. */
export function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
