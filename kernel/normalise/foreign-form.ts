/**
 * A company registered abroad prints its form after its name ('REEF X Pty Ltd', 'Y TRADING
 * LIMITED', 'Z CABLES AS', 'W SHOJI KABUSHIKI KAISHA'). The corpus's rule leaves a form written
 * after the name out of the name, and none of its form values is a foreign one, so the words go.
 * This file is where foreign forms are declared: the subject's name and an officer company's name
 * both leave them out through `withoutForeignFormSuffix`.
 */
// Forms no French name ends with: the company's own words, whoever prints them (`Pty Ltd`, `Ltd`,
// `Limited`, `GmbH`, `Inc.`, `LLC`, `PLC`, `Kabushiki Kaisha`, `Co., Ltd.`, `B.V.`, `N.V.`, `S.p.A.`,
// `S.r.l.` with their dots).
const FOREIGN_FORM_AFTER =
  /\s+(?:(?:Pty|PTY)\.?\s+(?:Ltd|LTD)\.?|(?:Co|CO)\.?,?\s+(?:Ltd|LTD)\.?|Ltd\.?|LTD\.?|Limited|LIMITED|GmbH|GMBH|Gmbh|Inc\.?|INC\.?|LLC|L\.L\.C\.|PLC|Plc|P\.L\.C\.|(?:Kabushiki|KABUSHIKI)\s+(?:Kaisha|KAISHA)|B\.V\.|N\.V\.|S\.p\.A\.|S\.r\.l\.)$/u;
/**
 * The foreign forms a name in capitals may end with: such a form tells a company, printed bare
 * without 'la société' ('a nommé présidente X HOLDINGS PTY LTD'), as a French form before the name
 * does (officer-mentions.ts).
 */
export const FOREIGN_FORMS_IN_CAPITALS = ['PTY LTD', 'LIMITED', 'LTD', 'GMBH', 'INC', 'LLC', 'PLC', 'KABUSHIKI KAISHA'] as const;
/** The same forms as a name in small letters prints them ('la société Reef Holdings Pty Ltd'), as a regex source. */
export const FOREIGN_FORM_IN_SMALL_LETTERS = String.raw`(?:Pty\.? Ltd\.?|Co\., Ltd\.?|Ltd\.?|Limited|GmbH|Inc\.|LLC|PLC|Plc|Kabushiki Kaisha)`;

// Short form words that are also a name's own words elsewhere ('AS' a sigle, 'AG' initials, 'AB'):
// taken for a form only when the text says the company is of a foreign law ('société de droit
// norvégien') or has its seat in a country abroad ('dont le siège est à Rotterdam (Pays-Bas)').
// 'SA' and 'SE' stay: a README form, or one a French company may take.
const FOREIGN_LAW_FORM_AFTER = /\s+(?:AS|ASA|A\/S|ApS|AB|Oy|Oyj|AG|KG|BV|NV|SpA|SPA|Srl|SRL|K\.K\.|KK)$/u;
// 'société de droit norvégien', 'de droit néerlandais': a law of a country whose companies print
// such a form (not a branch of law: 'de droit fiscal'); or the country itself, named where the
// company's seat is given.
const FOREIGN_LAW =
  /\bde droit (?:norv[ée]gien|su[ée]dois|danois|finlandais|islandais|allemand|autrichien|suisse|n[ée]erlandais|belge|luxembourgeois|italien|espagnol|portugais|anglais|britannique|irlandais|am[ée]ricain|canadien|australien|n[ée]o-z[ée]landais|singapourien|japonais|[ée]tranger)|\b(?:Norv[èe]ge|Su[èe]de|Danemark|Finlande|Islande|Allemagne|Autriche|Suisse|Pays-Bas|Belgique|Luxembourg|Italie|Espagne|Portugal|Japon)\b/iu;

// 'X CO., LTD.': a reading of the name that stops at the dot after 'CO' leaves 'LTD.' in the text
// right after it; the two words are one form.
const COMPANY_WORD_END = /\s+(?:Co|CO)$/u;
const LIMITED_NEXT = /^\.?,?\s*(?:Ltd|LTD)\b/u;

/**
 * The name without a foreign form printed at its end; the short form words only when `text` says
 * the company is of a foreign law or seated in a country whose companies print them (`text`, for an
 * officer company, is what the notice prints right after the name).
 */
export function withoutForeignFormSuffix(name: string, text = ''): string {
  let rest = name.replace(FOREIGN_FORM_AFTER, '');
  if (rest === name && COMPANY_WORD_END.test(name) && LIMITED_NEXT.test(text)) rest = name.replace(COMPANY_WORD_END, '');
  // The name's end is asked first: the text is searched only for a name ending in such a word.
  if (rest === name && FOREIGN_LAW_FORM_AFTER.test(name) && FOREIGN_LAW.test(text)) rest = name.replace(FOREIGN_LAW_FORM_AFTER, '');
  if (rest === name) return name;
  rest = rest.replace(/[\s,]+$/u, '');
  return rest.trim().length >= 2 ? rest : name;
}
