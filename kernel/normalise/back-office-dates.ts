/**
 * Which dates of a form or a back office are the order's, which the publication's and which the
 * act's, read by what they date. An order sheet, a deposit form, an agency's batch, a back-office
 * export or a service's e-mail prints beside the notice the dates of the order's own life
 * (received, checked, validated, paid, invoiced, proof sent, deposited, exported, sent), the page's
 * handling (updated, modified) and, once it happened, the date the notice was published (parution,
 * insertion, publication, put online). None of them is the act's. A careful reader tells them apart
 * by what the date dates, whatever the exact words: the roots of the words of its label
 * (`Horodatage réception`, `dt_recu`, `Date de règlement`, `reçu le`, `Vérif. juriste`), the value's
 * shape (a timestamp with hours and minutes is a system's), whether the publication happened
 * (`prévue`, `souhaitée`, `à confirmer`, `en attente` say it did not) and is this notice's (an order
 * `rectifié`, an `initial` or `d'origine` notice is an earlier one).
 *
 * A date's label is read on its line, folded: the item the date ends (after the last `|`, `;`,
 * spaced dash, bullet or comma), its trailing `le`, `du`, `:`, leader dots and weekday dropped. An
 * item printed as a field (`Label ........ value`, `Label : value`, `key|value`) has a field label
 * and a value before the date: the value's own words say what the date is first (`Pièce
 * justificative … statuts signés le`), the field label's otherwise. A date with nothing but a
 * separator since the previous one (`Épreuve envoyée / validée .. 2026-10-15 / 2026-10-16`) shares
 * its label. An item of more than a field's few words is prose: only its clause's end labels the
 * date there, and only when the clause says what is handled (`Lot n° 41 du`, `facture n° F-118
 * du`, `date de la demande :`, `annonce transmise à l'agence X le`, `mis en ligne le`); a deed
 * `reçu le`, a project `soumis à l'assemblée le`, a plot `lot n° 12 du lotissement` are the act's
 * words, not the order's.
 */

import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';
import { PUBLICATION_ROOT, PUBLICATION_WORD } from './publication-words.ts';
import { WEEKDAY_NAMES } from './weekday-names.ts';

/** A date as french-date.ts finds it, its index in the line. */
interface LineDate {
  iso: string;
  index: number;
  length: number;
}

/**
 * What a date's label says it dates. A deposit (`Dépôt du client :`, `Déposée le :`) is the order's
 * when a form prints it as a field; in a sentence it may be the registry's (`Dépôt au greffe le`,
 * `déclaration déposée le`), which the act rules read as a registration.
 */
type LabelKind = 'publication' | 'order' | 'deposit' | 'act';

/** At most so many words make a field's label (with its value's words before the date). */
const FIELD_MAX_WORDS = 10;

/**
 * Word roots, matched at a word's start on the folded label, a key's underscores and camel case
 * split and a glued `date` or `dt` prefix dropped (`dt_en_ligne`, `datePaiement`). Publication: the
 * notice appears (`parution`, `paru`, `publié`, `insertion`, `mise en ligne`, `en ligne`, `diffusé`,
 * `édition`: publication-words.ts, which publication-date.ts reads too). The order's life: the
 * things an order is made of and handled as (`lot`, `bordereau`,
 * `commande`, `facture`, `devis`, `BAT`, `épreuve`, `paiement`, `virement`, `encaissement`, an
 * insertion's `ordre`) and the steps a service or an agency takes with it before and after (`reçu`,
 * `réception`, `horodatage`, `vérifié`, `contrôle`, `validé`, `payé`, `réglé`, `échéance`,
 * `relance`, `envoi`, `transmis`, `expédié`, `export`, `accusé`, `saisie`, `soumis`, `télécopie`,
 * `courriel`, `traitement`), a deposit (`dépôt`, `déposé`, the order's as a field only), a request
 * (`Date de la demande`), an order `pris en charge` and a page's own handling (`mis à jour`,
 * `modifié`, `actualisé`). The act:
 * the words of a deed, a meeting, a decision or a judgment, which keep a date the act's whatever
 * field holds it.
 */
/** The things of an order, as regex source (folded; `bon a tirer` is the proof's words). */
const ORDER_THINGS = String.raw`(?:lot|bordereau|batch|commande|bon de commande|facture|facturation|devis|bat|bon a tirer|epreuve|paiement|virement|encaissement)`;
/** The steps of an order's life, as regex source. */
const ORDER_STEPS = String.raw`(?:recu|recue|recus|recep|horodat|verif|ctrl|control|valid|paie|paye|regle|reglee|reglement|encaiss|echean|relance|envoi|envoy|transmi|expedi|export|accuse|saisi|soumi|telecop|fax|courriel|mail|import|genere|edite|traitement)`;
// A thing is a whole word, its plural at most: `bat` (a proof) opens `bâtiment`, `lot` opens `lotissement`.
const ORDER_ROOT = new RegExp(String.raw`^(?:${ORDER_THINGS}s?$|${ORDER_STEPS})`);
/** A deposit's words (`dépôt`, `déposée`; not `déposer`, a deadline's). */
const DEPOSIT = /^(?:depot|depose(?!r))/;
/** A date request's noun, the order's only when it heads the date's label (`Date de la demande :`); `à la demande de` is anyone's. */
const REQUEST = /^demandes?$/;
/**
 * A page's own update, the order's handling when the label says nothing else (`· modifié le`, `Date
 * de modification`, `Dernière actualisation :`); `Modification du capital : décidée le` names more.
 */
const UPDATE = /^(?:modif(?:ie|iee|ication)|actualis(?:e|ee|ation))$/;
/** The words of a label that say nothing of what is dated. */
const LABEL_FILLER = /^(?:date|dt|de|du|d|la|le|l|des|les)$/;
// A meeting's `AGE`, `AGO` are whole words: `agence`, `agent` are a service's.
const ACT_ROOT = /^(?:acte|actes|statut|assemblee|(?:age|ago)$|decision|delibera|jugement|arret|ordonnance|proces|reunion|signe|tribunal|seance)/;
/** A publication that did not happen (yet): planned, wished, awaited, to be confirmed, asked for. */
export const NOT_YET = /\b(?:prevue?s?|prevision\w*|souhait\w*|envisag\w*|programm\w*|planifi\w*|a confirmer|confirmer|attente|attendue?s?|au plus tot|demande\w*|sera|seront|propose\w*)\b/;
/**
 * An earlier notice's publication: the order or notice a correction corrects, the original one, a
 * notice a sentence cites (`dans l'avis … publié le`, `à l'annonce parue le`, `dans notre édition
 * du`); this notice is
 * `votre annonce`, `cette annonce` or no noun at all.
 */
const EARLIER = /\b(?:rectifiee?s?|corrigee?s?|initiale?s?|d'origine|originale?s?|precedente?s?|anterieure?s?|annulee?s?|remplacee?s?|erratum)\b|\b(?:a|dont|dans) (?:l'|la |le |les )?(?:annonce|avis|insertion|publication|parution)s?\b|\b(?:l'|les |une |un |des )(?:annonce|avis|insertion)s?\b|\bdans (?:notre|nos|l'|la |le |les |une |un |cet |cette |ce )/;
/**
 * A notice named before the publication word (`Avis paru au JONC du`, `rectificatif paru le`) is a
 * notice the text cites; this one is `votre annonce`, `cette annonce`, its insertion by its rank
 * (`Première insertion parue le`), or named after the word
 * (`Date de publication de l'annonce`).
 */
const CITED_NOTICE = /(?<!\b(?:votre|cette|ce|notre|premiere|seconde|deuxieme|derniere|1re|2e) )\b(?:annonces?|avis|insertions?|rectificatifs?|erratums?)\s+(?:[^\s]+\s+){0,2}?(?:publi|paru|parai|insere|mise? en ligne|diffus)/;
/** The words a date ends: a reader's `le`, `du`, a colon, leader dots, a weekday, a slash between two dates. */
const TRAILING = new RegExp(String.raw`(?:[\s.:|=…/]|\b(?:le|du|au|depuis|en date|${WEEKDAY_NAMES})\b)+$`);
/** Where an item starts: a bar, a semicolon, a spaced dash, a bullet. */
const ITEM_BOUNDARY = /\||;|\s[–—-]\s|[·•]/g;
/**
 * A comma or an 'et' right after a dated step of the order opens the next step (`reçue le 27/10,
 * vérifiée le 28/10 et mise en ligne le 29/10`); a comma anywhere else is a sentence's, and an item
 * that holds one is prose (`RIDET …, paru au Journal officiel du …`, a cited notice).
 */
const NEXT_STEP = /^\s*(?:,\s*(?:et\s+)?|et\s+)/;
/** Where a field's label ends and its value starts: leader dots, a colon, a bar. */
const FIELD_SEPARATOR = /\.{2,}|…|\s:\s?|:\s|\|/g;
/** An auxiliary or a verb right after a date (folded: 'à 08h00' is no verb, 'a été faite' is). */
const VERB_AFTER = /^\s*(?:a|ont|est|sont|sera|seront|etait|fut|avait)\s+(?!\d)\p{L}/u;
/** A system's stamp: the date followed by its hours and minutes (`2026-10-14 09:12`, `2026-10-21T08:44`, `19/11/2026 08:47`). */
const HOURS_AFTER = /^(?:t|\s{1,3})\d{1,2}:\d{2}\b/;

function wordsOf(label: string): string[] {
  return label
    .split(/[^\p{L}\d']+/u)
    .flatMap((w) => w.split(/(?<=^(?:l|d|qu))'/))
    // A key glued to its 'date' or 'dt' prefix ('datepublication', 'dtpaiement') once folded.
    .map((w) => w.replace(/^(?:date|dt)(?=\p{L}{4})/u, ''))
    .filter(Boolean);
}

/** The kind the first root of the label says, or null; an act's word anywhere makes it the act's. */
function kindOf(label: string): LabelKind | null {
  const words = wordsOf(label);
  if (words.some((w) => ACT_ROOT.test(w))) return 'act';
  const content = words.filter((w) => !LABEL_FILLER.test(w));
  if (content.length === 1 && REQUEST.test(content[0]!) && words[0] === 'date') return 'order';
  if (content.length <= 2 && content.some((w) => UPDATE.test(w)) && !content.some((w) => ORDER_ROOT.test(w) || PUBLICATION_ROOT.test(w))) return 'order';
  // A deposit says less than a step after it ('Votre dépôt … a été reçu le').
  let deposit = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    // An order to publish ('ordre d'insertion', 'ordre de parution') is the order, not the publication;
    // an 'ordre' alone may be a deed's ('ordre de mouvement' of shares).
    if (word === 'ordre' && /^(?:d|de)$/.test(words[i + 1] ?? '') && PUBLICATION_ROOT.test(words[i + 2] ?? '')) return 'order';
    if (PUBLICATION_ROOT.test(word) || (word === 'ligne' && (words[i - 1] === 'en' || words[i - 1] === 'mise' || words[i - 1] === 'mis'))) return 'publication';
    // A page's update ('mis à jour'), not a day ('à jour'); an order taken in hand ('pris en charge').
    if (word === 'jour' && words[i - 1] === 'a' && (words[i - 2] === 'mis' || words[i - 2] === 'mise')) return 'order';
    if (word === 'charge' && words[i - 1] === 'en' && /^prise?s?$/.test(words[i - 2] ?? '')) return 'order';
    // 'règlement judiciaire' is an insolvency procedure, not a payment.
    if (ORDER_ROOT.test(word) && !(word.startsWith('reglement') && words[i + 1] === 'judiciaire')) return 'order';
    if (DEPOSIT.test(word)) deposit = true;
  }
  return deposit ? 'deposit' : null;
}

/** Whether a short item of a line (folded) names a step of the order's life (`TÉLÉCOPIE`, `Bordereau d'envoi`, `Reçu`). */
export function namesOrderStep(item: string): boolean {
  return wordsOf(item).length <= FIELD_MAX_WORDS && kindOf(item) === 'order';
}

interface DateLabel {
  kind: LabelKind | null;
  /** Printed as a field: a colon, leader dots or a key's bar stands between the label and the date. */
  field: boolean;
  /** The item's words before the date, for the planned and earlier markers. */
  item: string;
}

/** A field's label, a colon or leader dots, then its value without a full stop (a periodical's name, its issue). */
const PUBLICATION_FIELD_VALUE = /^([^:.…,]{1,40}?)\s*(?::|\.{2,}|…)\s*([^:.]*)$/;

/** The label of a date whose line, folded, reads `before` up to it. */
function labelOf(before: string): DateLabel | null {
  const stripped = before.replace(TRAILING, '');
  const separated = /[:|…]|\.{2,}/.test(before.slice(stripped.length));
  let start = 0;
  for (const m of matchesOf(ITEM_BOUNDARY, stripped)) start = m.index + m[0].length;
  const item = stripped.slice(start).trim();
  if (item === '') return null;
  if (item.includes(',') || wordsOf(item).length > FIELD_MAX_WORDS) {
    // A publication's field whose value names the periodical before the date ('Paraît : X, lundi 9
    // novembre 2026'): the value's comma is no sentence's.
    const labelled = PUBLICATION_FIELD_VALUE.exec(item);
    return labelled && kindOf(labelled[1]!) === 'publication' && wordsOf(labelled[2]!).length <= FIELD_MAX_WORDS ? { kind: 'publication', field: true, item } : { kind: null, field: false, item };
  }
  let valueStart = -1;
  for (const m of matchesOf(FIELD_SEPARATOR, item)) valueStart = m.index + m[0].length;
  const value = valueStart >= 0 ? item.slice(valueStart) : '';
  const field = valueStart >= 0 ? item.slice(0, valueStart) : item;
  // A deed's field whose value says it was received or signed ('Acte : reçu le …') dates the deed.
  const kind = /\bactes?\b/.test(field) && kindOf(value) === 'order' ? 'act' : (kindOf(value) ?? kindOf(field));
  return { kind, field: separated || valueStart >= 0, item };
}

interface FormDate extends LineDate {
  kind: LabelKind | null;
  /** Printed as a form's field (`Date de l'acte : …`, `Pièce justificative …… statuts signés le …`). */
  field: boolean;
  /** Said to be planned, awaited or asked for, not done. */
  notYet: boolean;
  /** An earlier notice's or a corrected order's date. */
  earlier: boolean;
  /** A publication on a web page or a site, not in a periodical (`en ligne`, `online`, `web`, `site`, `internet`). */
  online: boolean;
  /** Printed with its hours and minutes, as a system stamps it. */
  stamped: boolean;
  /** A verb follows the date in its item: a sentence's date, not a field's value. */
  verbAfter: boolean;
}

/** The label of a line's first field, when its first item is one (`Journal de parution : X | …`). */
function lineFieldLabel(folded: string): DateLabel | null {
  const head = /^[\s>]*([^:.…|;]{1,40}?)\s*(?::|\.{2,}|…)/.exec(folded.split(ITEM_BOUNDARY)[0] ?? '');
  const kind = head ? kindOf(head[1]!) : null;
  return kind === null ? null : { kind, field: true, item: head![1]! };
}

/** The delimiters of an exported table's cells. */
const CELL_DELIMITERS = [';', '|', '\t'] as const;
const MIN_CELLS = 3;

/**
 * The column names of a delimited table whose row is `line` (folded), printed on the line above
 * (`above`, folded): both split into as many cells (three or more) by the same delimiter, and the
 * names hold no digit (`dossier;reçu;contrôlé;paru` over `K-12;2026-10-28;2026-10-29;2026-11-05`).
 * A row's date is labelled by its column's name, as a field's by its label.
 */
function columnNames(line: string, above: string | undefined): { delimiter: string; names: string[] } | null {
  if (above === undefined) return null;
  for (const delimiter of CELL_DELIMITERS) {
    const cells = line.split(delimiter).length;
    if (cells < MIN_CELLS) continue;
    // A wide gap read as a cell's edge leaves an empty cell in the names' line: no column.
    const names = above.split(delimiter).map((c) => c.trim()).filter((n) => n !== '');
    return names.length === cells && names.every((n) => !/\d/.test(n)) ? { delimiter, names } : null;
  }
  return null;
}

/** Every date of a line (`dates`, found by french-date.ts in it) with what its label says it dates; `above`, the line above it. */
function formDatesOfLine(line: string, found: readonly LineDate[], above?: string): FormDate[] {
  const folded = fold(line);
  const dates = [...found].sort((a, b) => a.index - b.index);
  const read: FormDate[] = [];
  let previous: DateLabel | null = null;
  let previousEnd = 0;
  const columns = dates.length > 0 ? columnNames(folded, above === undefined ? undefined : fold(above)) : null;
  for (const date of dates) {
    // A date's label is what its line prints since the previous date, or its column's name.
    const between = folded.slice(previousEnd, date.index);
    const step: string = previous !== null && (previous.kind === 'order' || previous.kind === 'publication') ? between.replace(NEXT_STEP, '') : between;
    const column = columns ? columns.names[folded.slice(0, date.index).split(columns.delimiter).length - 1] : undefined;
    // Nothing but a separator since the previous date: the same field's second value.
    const own: DateLabel | null = column !== undefined ? labelOf(`${column} : `) : read.length > 0 && /^[\s/&,et-]*$/.test(between) ? previous : labelOf(step);
    // An item labelled by the word 'date' alone is one of its line's field's values ('Journal : X |
    // n° d'insertion 66120 | date 2026-11-25'): the field's label says what it dates.
    const label: DateLabel | null = own !== null && own.kind === null && wordsOf(own.item).every((w) => LABEL_FILLER.test(w)) ? (lineFieldLabel(folded) ?? own) : own;
    const end = date.index + date.length;
    const rest = folded.slice(end);
    const restOfItem = rest.split(ITEM_BOUNDARY)[0] ?? '';
    read.push({
      ...date,
      kind: label?.kind ?? null,
      field: label?.field ?? false,
      notYet: label !== null && (NOT_YET.test(label.item) || NOT_YET.test(restOfItem)),
      earlier: EARLIER.test(folded.slice(0, date.index)) || (label !== null && CITED_NOTICE.test(label.item)),
      online: label !== null && label.kind === 'publication' && ONLINE_WORDS.test(label.item.replace(/_/g, ' ')),
      stamped: HOURS_AFTER.test(rest),
      verbAfter: VERB_AFTER.test(restOfItem),
    });
    previous = label;
    previousEnd = end;
  }
  return read;
}

/** A publication on a site rather than in a periodical, by its label's words. */
const ONLINE_WORDS = /\b(?:en ligne|online|web|site|internet)\b/;

/**
 * The publication date a form's field or a service's message gives on this line (`Mise en ligne
 * ...... 2026-10-19`, `dt_en_ligne|2026-10-23`, `paru 2026-11-12`, `Parution (journal partenaire)
 * .. LE FLAMBOYANT du mardi 8 décembre 2026`, `… et mise en ligne le jeudi 29 octobre 2026`), or
 * null: a planned or earlier publication is none. With it, whether it is a page's put online rather
 * than an appearance in a periodical: a service that prints both (`en ligne 23.10.2026 | paru JONC
 * 29.10.2026`) publishes the notice in the periodical, its own page is a copy; the periodical's
 * date comes first.
 */
export function publicationField(line: string, datesOf: (line: string) => readonly LineDate[], above?: string): { iso: string; online: boolean } | null {
  const folded = fold(line);
  const issue = ISSUE_WORD.test(folded);
  if (!issue && !PUBLICATION_WORD.test(folded) && !(above !== undefined && PUBLICATION_WORD.test(fold(above)))) return null;
  let online: string | null = null;
  for (const date of formDatesOfLine(line, datesOf(line), above)) {
    // A sentence goes on after its date with its verb ('La publication au journal du 3 mars a été
    // faite'): no field's label.
    if (date.notYet || date.earlier || date.verbAfter) continue;
    if (issue && ISSUE_FIELD.test(folded.slice(0, date.index))) return { iso: date.iso, online: false };
    if (date.kind !== 'publication') continue;
    if (!date.online) return { iso: date.iso, online: false };
    online ??= date.iso;
  }
  return online === null ? null : { iso: online, online: true };
}

const ISSUE_WORD = /\bn°\s*\d/;
/**
 * A field that names the periodical the notice appears in and its issue (`Journal : Le Messager du
 * Caillou, n° 1410 du mardi 24 novembre 2026, page 19`, `Support ..... L'Hebdo n° 88 du`): a
 * periodical's number and its date are an edition's, the notice's publication. The label names
 * the periodical by its kind (journal, support, titre, périodique, édition, parution).
 */
const ISSUE_FIELD = new RegExp(String.raw`^\s*(?:[\w'-]+\s+){0,3}?(?:journal|support|titre|periodique|quotidien|hebdomadaire|edition|parution|publication|justificatif)\b[^:.\n|]{0,30}(?::|\.{2,}|…|\|)[^:\n]{0,80}\bn°\s*\d[\d\s]*\s+du\s+(?:${WEEKDAY_NAMES}\s+)?$`);

/** How far before a date its field's label may start (a field's few words). */
const FIELD_REACH = 200;
/** A field's separator, or a word the order's or the publication's roots start (unanchored: a cheap gate). */
const FIELD_OR_HANDLING_HINT = new RegExp(String.raw`[:|…]|\.\.|${ORDER_THINGS}|${ORDER_STEPS}|pai|depo|modif|actualis|a jour|${PUBLICATION_WORD.source}`);

/** A row of a table exported with semicolons or tabs (two delimiters on its line). */
const TABLE_ROW_HINT = /[;\t][^;\t\n]*[;\t]/;

/** Where a clause's date word ends it: `du`, `le`, `en date du`, a colon. */
const DATE_WORD = String.raw`\s*(?:du|le|en date du|:)?\s*:?\s*$`;
/** A handled thing's reference: `n° B-112`, `réf. 26-7802`. */
const REFERENCE = String.raw`(?:\s+(?:n°|no|n\.|ref\.?|reference)\s*:?\s*[\w./-]+)?`;
/**
 * A clause ending on an order's thing, its reference and a step: `Lot n° 2026-41 du`, `facture n°
 * F-118 du`, `bordereau édité le`. The thing heads its phrase (the clause's start, a separator or a
 * determiner before it): `cessation des paiements :` dates the cessation.
 */
const THING_TAIL = new RegExp(String.raw`(?:^|[|·•–—:-]\s*|\b(?:le|la|les|l'|un|une|votre|notre|cette|ce|son|sa)\s+)${ORDER_THINGS}\b${REFERENCE}(?:\s+${ORDER_STEPS}\w*)?${DATE_WORD}`);
/**
 * A clause ending on a date's label, read by the noun the date is of (`date de la demande :`, `date
 * du lot :`, `date de mise en ligne :`), not by its complement (`date de cessation des paiements :`).
 */
const DATED_TAIL = /\bdate (?:de |du |d')(?:la |l')?((?:mise? (?:en ligne|a jour))|[\p{L}]+)[^:,;.\n]{0,30}?\s*:?\s*$/u;
/** A page put online, or updated: `mis en ligne le`, `mise à jour :`. */
const ONLINE_TAIL = /\bmise? en ligne\s*(?:le)?\s*:?\s*$/;
const UPDATE_TAIL = /\bmise? a jour\s*(?:le)?\s*:?\s*$/;
/** What carries a notice to a service: the notice itself, its order, a message, a form. */
const NOTICE_CARRIERS = String.raw`(?:annonces?|avis|textes?|demandes?|formulaires?|ordres?|commandes?|dossiers?|courriels?|messages?)`;
/** A clause telling a notice handled, then its date: `annonce transmise à l'agence X le`, `Votre avis a été reçu le`. */
const HANDLED_CLAUSE = new RegExp(String.raw`\b${NOTICE_CARRIERS}\b[^,;.\n]{0,20}\b(?:${ORDER_STEPS}\w*|depose(?:e|es|s)?)\b[^,;.\n]{0,60}\ble\s*:?\s*$`);
/**
 * A heading that names the notice at a step of its handling, alone on its line (`TEXTE REÇU`,
 * `Annonce validée :`, `AVIS TRANSMIS`): a section of the back office's sheet, no company's name.
 */
const HANDLED_NOTICE_HEADING = new RegExp(String.raw`^\s*(?:(?:le|la|l'|votre)\s*)?${NOTICE_CARRIERS}\s+${ORDER_STEPS}\w*\s*:?\s*$`);

/** Whether a line (folded) is a heading naming the notice at a step of its handling (`TEXTE REÇU`). */
export function namesHandledNotice(line: string): boolean {
  return HANDLED_NOTICE_HEADING.test(line);
}

/**
 * A service's banner: a name, then after a spaced dash or a bullet the document it heads, named by
 * the order it tracks (`X — état des ordres, ligne 14`, `Y — Suivi de l'ordre Y-26-04611`, `Z ·
 * Bordereau n° …`, `W — dossier 26-0412`). The name is the service's, not the notice's company's.
 */
const SERVICE_DOCUMENT_TAIL = new RegExp(String.raw`\s(?:[–—-]|·|•)\s[^–—·•]*\b(?:ordres?|commandes?|dossiers?|${ORDER_THINGS})\b`);

/** Whether a line (folded) is a service's banner over the order it tracks. */
export function isServiceBanner(line: string): boolean {
  return SERVICE_DOCUMENT_TAIL.test(line);
}

/** A clause telling a notice sent through a form or a site, then its date: `envoyé depuis le formulaire en ligne le`. */
const SENT_THROUGH = new RegExp(String.raw`\b${ORDER_STEPS}\w* (?:depuis|par|via) (?:le |la |l'|un |une )?(?:formulaire|site|plateforme|portail|courriel|mail|internet)\b[^,;.\n]{0,40}\ble\s*:?\s*$`);

/**
 * What the end of a prose clause (`clause`, folded, since its last comma) says its date dates: the
 * order's life, the page's publication, or nothing. A clause that names an act (`acte reçu le`,
 * `la demande … a saisi le tribunal le`) dates no handling.
 */
function clauseKind(clause: string): 'order' | 'publication' | null {
  if (ONLINE_TAIL.test(clause)) return 'publication';
  if (UPDATE_TAIL.test(clause) || THING_TAIL.test(clause)) return 'order';
  const dated = DATED_TAIL.exec(clause);
  if (dated) {
    const kind = kindOf(`date de ${dated[1]!}`);
    if (kind === 'order' || kind === 'deposit') return 'order';
    if (kind === 'publication') return kind;
  }
  const handled = HANDLED_CLAUSE.exec(clause) ?? SENT_THROUGH.exec(clause);
  return handled && !wordsOf(handled[0]).some((w) => ACT_ROOT.test(w)) ? 'order' : null;
}

/** The act rules' weight for a date of the order's life (a never-the-act verdict, as a registration's). */
export const ORDER_DATE_SCORE = -60;
/** The act rules' weight added to a publication's date: a notice's appearance is never its act. */
export const PUBLICATION_DATE_SCORE = -60;
/** The act rules' least weight for a form's field that dates an act (`Date de l'acte : …`), as `en date du`. */
export const ACT_FIELD_SCORE = 40;

/**
 * What a form or a back office says the date `date` of a folded text (one of `dates`, every date
 * of the text, french-date.ts) dates, `clause` the words of its clause before it (since its last
 * comma, french-date.ts's `near`): `order` for a date of the order's life (its label's kind says
 * so, or it is stamped with its hours and minutes, a system's time, never a deed's, or its clause
 * ends on a handled thing or step), `publication` for the notice's (or another notice's)
 * appearance, `act` for a field whose label names an act (`Date de l'acte * : 2026-10-27`, `Date de
 * l'assemblée : 16/10/2026`), else null. `continued`: the date's line goes on with the sentence of
 * the line above (french-date.ts), so its clause is read whole and the line is no form's.
 */
export function backOfficeDateReading(folded: string, date: LineDate, dates: readonly LineDate[], clause: string, continued = false): 'order' | 'publication' | 'act' | null {
  // A narrow column's wrap is prose, no form's field ('… d'un acte' / 'reçu le').
  if (continued) return clauseKind(clause);
  const lineStart = folded.lastIndexOf('\n', date.index - 1) + 1;
  // A prose date with no field's separator, no word of the order or the publication and no hours
  // before or after it is neither (speed only: most dates of most notices).
  const near = folded.slice(Math.max(lineStart, date.index - FIELD_REACH), date.index);
  const lineEndAt = folded.indexOf('\n', date.index + date.length);
  const lineEnd = lineEndAt < 0 ? folded.length : lineEndAt;
  if (!FIELD_OR_HANDLING_HINT.test(near) && !FIELD_OR_HANDLING_HINT.test(clause) && !HOURS_AFTER.test(folded.slice(date.index + date.length, date.index + date.length + 8)) && !TABLE_ROW_HINT.test(folded.slice(lineStart, lineEnd))) return null;
  const onLine = dates.filter((d) => d.index >= lineStart && d.index + d.length <= lineEnd).map((d) => ({ ...d, index: d.index - lineStart }));
  const above = lineStart > 0 ? folded.slice(folded.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1) : undefined;
  const own = formDatesOfLine(folded.slice(lineStart, lineEnd), onLine, above).find((d) => d.index === date.index - lineStart);
  if (own?.kind === 'order' || (own?.kind === 'deposit' && own.field) || (own?.stamped && (own.kind === null || own.kind === 'deposit'))) return 'order';
  if (own?.kind === 'publication') return 'publication';
  if (own?.kind === 'act') return own.field ? 'act' : null;
  return clauseKind(clause);
}
