/**
 * A company registered abroad prints its form after its name ('REEF X Pty Ltd', 'Y TRADING
 * LIMITED', 'Z CABLES AS'). The corpus's rule leaves a form written after the name out of the name,
 * and none of its form values is a foreign one, so the words go.
 */
const FOREIGN_FORM_AFTER = /\s+(?:(?:Pty|PTY)\.?\s+(?:Ltd|LTD)\.?|Ltd\.?|LTD\.?|Limited|LIMITED)$/u;
// Short form words that are also a name's own words elsewhere ('AS' a sigle, 'AG' initials, 'AB'):
// taken for a form only when the text says the company is of a foreign law ('société de droit
// norvégien'). 'SA' and 'SE' stay: a README form, or one a French company may take.
const FOREIGN_LAW_FORM_AFTER = /\s+(?:AS|ASA|A\/S|ApS|AB|Oy|Oyj|GmbH|AG|KG|BV|B\.V\.|NV|N\.V\.|SpA|S\.p\.A\.|Srl|S\.r\.l\.|PLC|Plc|Inc\.?|INC\.?|LLC|K\.K\.)$/u;
// 'société de droit norvégien', 'de droit néerlandais': a law of a country whose companies print
// such a form (not a branch of law: 'de droit fiscal').
const FOREIGN_LAW =
  /\bde droit (?:norv[ée]gien|su[ée]dois|danois|finlandais|islandais|allemand|autrichien|suisse|n[ée]erlandais|belge|luxembourgeois|italien|espagnol|portugais|anglais|britannique|irlandais|am[ée]ricain|canadien|australien|n[ée]o-z[ée]landais|singapourien|japonais|[ée]tranger)/iu;

/**
 * The name without a foreign form printed at its end; the short form words only when `text` says
 * the company is of a foreign law.
 */
export function withoutForeignFormSuffix(name: string, text = ''): string {
  let rest = name.replace(FOREIGN_FORM_AFTER, '');
  // The name's end is asked first: the text is searched only for a name ending in such a word.
  if (rest === name && FOREIGN_LAW_FORM_AFTER.test(name) && FOREIGN_LAW.test(text)) rest = name.replace(FOREIGN_LAW_FORM_AFTER, '');
  return rest.trim().length >= 2 ? rest : name;
}
