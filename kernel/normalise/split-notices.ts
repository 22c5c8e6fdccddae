/**
 * A greffe list of judgments prints several notices in one text: a shared preamble (journal,
 * court, hearing date), then one entry per company. An entry opens with a bullet or a number
 * ('– Jugement du …', '2. Liquidation judiciaire – X, SARL, …'), under a procedure heading
 * ('REDRESSEMENT JUDICIAIRE', 'Liquidation judiciaire'), or, in a text that announces a list
 * ('Jugements du 4 mai 2026', 'LIQUIDATIONS JUDICIAIRES'), as a new paragraph that opens with
 * the debtor ('SARL X, adresse …'). Each entry is its own announcement. A text is read as a
 * list only when at least two entries carry different identifiers and every entry names an
 * event of its own: bullets inside one notice ('– d'augmenter le capital ; – de nommer …') or a
 * seller's and a buyer's blocks are not a list.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { classifyNotice } from './classify.ts';
import { lineStartCompanies } from './company-mentions.ts';
import { fold, foldedTrimmedLines } from './fold.ts';
import { findFrenchDates } from './french-date.ts';
import { findRidets } from './ridet.ts';
import { oneOfWords } from './required-literal.ts';
import { registerEntryNameLine } from './register-entry-line.ts';
import { isRectificatif } from './rectificatif.ts';
import { COURT_ORGAN } from './court-offices.ts';

export interface NoticeEntry {
  /** The procedure heading the entry sits under or opens with, if any. */
  heading: string | null;
  text: string;
}

export interface NoticeList {
  /** The text before the first entry: journal, court, hearing. */
  preamble: string;
  entries: NoticeEntry[];
  /**
   * Every entry is a judgment (a procedure, a radiation d'office). A list of other events may be
   * a printed page of notices each dated by its own heading, which split-page.ts reads better:
   * the caller tries that first.
   */
  judgments: boolean;
}

const ONE_PROCEDURE =
  "(?:(?:ouverture (?:de (?:la |l')?|d'une )?(?:procedure de )?)?(?:redressements? judiciaires?|liquidations? judiciaires?(?: simplifiees?)?|sauvegardes?(?: accelerees?)?|procedures? de sauvegarde)|clotures? (?:pour (?:insuffisance d'actifs?|extinction du passif)|de (?:la )?(?:procedure de )?liquidation judiciaire)|(?:(?:arrete|adoption|modification) (?:du |d'un )?)?plans? de (?:redressement|sauvegarde|continuation|cession)|conversions? (?:de (?:la )?(?:procedure de )?(?:sauvegarde|redressement judiciaire) |du redressement judiciaire )?en (?:liquidation|redressement) judiciaire|resolutions? du plan|extensions? de (?:la )?procedure|radiations? d'office)";
/**
 * A heading may join two ('Résolution du plan et liquidation judiciaire') and date itself in brackets;
 * a plan's heading may name the decision on it ('Arrêté du plan de redressement', 'Adoption du plan de
 * sauvegarde', 'Modification du plan de continuation').
 */
const PROCEDURE_NAME = `(?:${ONE_PROCEDURE}(?:\\s+et\\s+${ONE_PROCEDURE})?)`;
/**
 * A line that is only a procedure heading; the judgment's date may open it ('Jugement du 12/11/2026 –
 * Liquidation judiciaire simplifiée') or close it ('Radiation d'office du 16/11/2026').
 */
// A dash, not a colon: 'Jugement du … : liquidation judiciaire' is a field of an entry's block.
const JUDGMENT_DATED_BEFORE = String.raw`(?:(?:par )?jugements? (?:rendus? )?(?:du|le) [^\n–—:]{4,40}?\s*[–—-]\s*)?`;
const DATED_AFTER = String.raw`(?:\s+(?:du|le|en date du) \d[^\n]{3,30})?`;
// The judgment's stage may follow the procedure's name after a dash ('SAUVEGARDE – ouverture').
const STAGE_AFTER = String.raw`(?:\s*[–—-]\s*(?:ouverture|jugement d'ouverture|extension|conversion|cloture|prononce|resolution))?`;
const HEADING_LINE = new RegExp(`^${JUDGMENT_DATED_BEFORE}${PROCEDURE_NAME}${STAGE_AFTER}${DATED_AFTER}\\s*(?:\\([^)]{0,120}\\))?\\s*:?$`);
/** A company's particulars as its heading block prints them (folded). */
const COMPANY_PARTICULARS = /\bau capital (?:social )?(?:de|variable)\b/;
/** A heading in the plural announces several entries ('LIQUIDATIONS JUDICIAIRES'). */
const PLURAL_HEADING = /^(?:redressements|liquidations|sauvegardes|procedures|clotures|plans|conversions|radiations)\b/;
/** Preamble words of a list of judgments, and the line that dates the list ('Arrêtée le 20 novembre 2026'). */
const LIST_PREAMBLE = /\b(?:jugements|extraits|audience|liste)\b|^(?:arretee?|etablie?|close) (?:le|au)\b/;
/** Preamble words of a registry's list of entries ('Registre du commerce et des sociétés – Inscriptions et modifications'). */
const REGISTER_PREAMBLE = /\b(?:registre du commerce|rcs|inscriptions?|immatriculations|modifications|radiations)\b/;
/** A bullet or a number opening an entry. */
const BULLET = /^\s*(?:[–—•▪■●◆►▶□◦‣∙*-]|\d{1,2}[.)])\s+/u;
/** A dash, then a field of an entry under its label ('- Liquidateur : Me X', '- Date de cessation des paiements : …'). */
/**
 * An item that opens on a preposition goes on with the sentence above it ('a renouvelé les mandats :'
 * / '- de commissaire aux comptes titulaire de la société A, …' / '- de commissaire aux comptes
 * suppléant de la société B, …'): a complement of one notice's verb, never an entry of a list.
 */
const SENTENCE_ITEM = /^(?:de|d['’]|du|des|à|au|aux|pour|par|en)(?![\p{L}])/u;
const FIELD_AFTER_DASH = new RegExp(String.raw`^[–—-]\s*(?:${COURT_ORGAN}|juge-commissaire|date de cessation des paiements|activite|siege(?: social)?|ridet|rcs)\s*:`);
/** A judgment's field under its label, without a dash ('Liquidateur : Me X', 'Cessation des paiements : …'), folded. */
const ENTRY_FIELD_LINE = new RegExp(String.raw`^(?:${COURT_ORGAN}|juge-commissaire|(?:date de )?cessation des paiements)\s*:`);
/** 'Liquidation judiciaire – X, SARL, …': a heading written at the start of the entry. */
const INLINE_HEADING = new RegExp(`^(${PROCEDURE_NAME})\\s*[–—:-]\\s+`);
/** 'Jugement du …', 'M. Jean DUPONT, artisan, …': other ways an entry opens. */
const OPENER = /^(?:(?:par )?jugements?\b|(?:M\.|Mme|Monsieur|Madame)\s+\p{Lu})/u;
/** Under a procedure heading or a judgment date only: 'La société X, SAS, …' (a sentence opening a preamble is no entry). */
const COMPANY_OPENER = /^(?:La|L['’])\s*(?:soci[ée]t[ée]|entreprise|SARL|SAS|SASU|EURL|SCI|SNC|SELARL|SA)\s+\p{Lu}{2}/u;

/** A line of capitals ending on a joining word: the name goes on on the next line. */
const NAME_CUT_AFTER = /^[^\p{Ll}]*\s(?:DE|DU|DES|ET|LA|LE|LES|AUX?|EN|SUR|&)$/u;
const JUDGMENT_TYPES: ReadonlySet<AnnonceType> = new Set<AnnonceType>(['procedure', 'dissolution']);

/**
 * A sentence under the heading that announces the entries with its colon ('le greffier a procédé à
 * la radiation d'office des personnes ci-après :') before a bullet: the court's preamble, no entry.
 */
function introducesEntries(line: string, lines: readonly string[], i: number): boolean {
  if (!/:$/.test(line)) return false;
  let k = i + 1;
  while (k < lines.length && lines[k]!.trim() === '') k += 1;
  return BULLET.test(lines[k]?.trim() ?? '');
}

interface Start {
  /** The first line of the entry's block (its heading line, if any). */
  line: number;
  /** The line holding the entry's first words. */
  firstLine: number;
  heading: string | null;
  /** The entry's first line without its bullet and inline heading. */
  first: string;
  /** The procedure heading the entry sits under, even when an earlier entry opened under it. */
  section: string | null;
}

/** `folded`: the line trimmed and folded. */
/** A caption may name the list before its procedures ('Liste des radiations d'office', 'État des liquidations …'). */
const LISTED = String.raw`(?:(?:liste|etat|tableau|releve|recapitulatif) des )?`;
/**
 * A caption over a table of several companies' judgments: a procedure's name in the plural, then
 * who pronounced them after a dash ('Radiations d'office (article …) – greffe du tribunal de X'),
 * no sentence.
 */
const PLURAL_CAPTION = new RegExp(`^${LISTED}(?=${PLURAL_HEADING.source.slice(1)})${PROCEDURE_NAME}\\s*(?:\\([^)]{0,120}\\))?\\s*[–—-]\\s*[^.\\n]{3,100}$`);

/** The same caption the other way round, the court first ('Greffe du tribunal de X – radiations d'office'). */
const COURT_FIRST_CAPTION = new RegExp(`^(?:greffe|tribunal|cour)\\b[^.\\n]{3,100}?\\s[–—-]\\s*${LISTED}(?=${PLURAL_HEADING.source.slice(1)})${PROCEDURE_NAME}\\s*(?:\\([^)]{0,120}\\))?$`);

/**
 * The same caption told by the participle of who pronounced them ('Radiations d'office prononcées en
 * application de l'article …', 'Liquidations judiciaires ouvertes par le tribunal …'): a caption,
 * not a sentence, for no verb but the participle follows the plural name.
 */
const PARTICIPLE_CAPTION = new RegExp(`^${LISTED}(?=${PLURAL_HEADING.source.slice(1)})${PROCEDURE_NAME}\\s+(?:prononcees|ordonnees|ouvertes|decidees|intervenues|publiees|inscrites|enregistrees|rendues)\\b[^\\n]{0,160}$`);

function headingOf(folded: string): boolean {
  const line = folded.replace(/[.]+$/, '');
  return HEADING_LINE.test(line) || PLURAL_CAPTION.test(line) || COURT_FIRST_CAPTION.test(line) || PARTICIPLE_CAPTION.test(line);
}

/** A debtor's name may end its line and its form open the next ('TRANSPORTS X,' / 'SARL, siège …'). */
function opensEntry(line: string, next = ''): boolean {
  return OPENER.test(line) || lineStartCompanies(line).length > 0 || (/,$/.test(line) && /^\p{Lu}/u.test(line) && lineStartCompanies(`${line} ${next}`).length > 0);
}

/** A line that opens with a procedure's name and a dash (INLINE_HEADING), the debtor after it. */
function opensAfterInlineHeading(line: string, folded: string, next: string): boolean {
  const inline = INLINE_HEADING.exec(folded);
  return inline !== null && opensEntry(line.slice(inline[0].length), next);
}

/** A bullet that only dates the judgment ('— Jugement du 5 février 2025 —'): it heads the next entry. */
const DATE_ONLY_OPENER = /^(?:par )?jugements?\s+(?:rendus?\s+)?(?:du|le)\s+[^\n]{4,40}?\s*[–—-]?\s*$/iu;
/** A section line that dates the judgments under it ('Audience du mardi 17 mars 2026'), bullet or not. */
const AUDIENCE_LINE = /^(?:audience|seance)\s+(?:publique\s+)?(?:du|le)\s+[^\n]{4,40}?\s*[–—-]?\s*$/u;

/** Whether the next line with text (blank lines skipped) opens an entry. */
function opensEntryAfter(lines: readonly string[], i: number): boolean {
  let k = i + 1;
  while (k < lines.length && lines[k]!.trim() === '') k += 1;
  const line = lines[k]?.trim() ?? '';
  return line !== '' && (BULLET.test(line) || opensEntry(line, lines[k + 1]?.trim() ?? ''));
}

/**
 * A rule of repeated signs on a line of its own ('=====', '-----', '_____'): a list printed in
 * blocks separates its entries so, and the next line with text opens an entry.
 */
const RULE_LINE = /^([=_~*#\-–—])\1{2,}$/u;
/** A line wholly in brackets. */
const BRACKETED_LINE = /^\([^()\n]*\)$/;
const ANY_RULE_LINE = /^[ \t]*([=_~*#\-–—])\1{2,}[ \t]*$/mu;

/** PROCEDURE_NAME anywhere: every heading line, and every two lines read as one, hold a match. */
const ANY_PROCEDURE_NAME = new RegExp(PROCEDURE_NAME);
/** One of these is in every match of ONE_PROCEDURE, one per alternative: keep them in step with it. */
const PROCEDURE_WORDS = oneOfWords(['judiciaire', 'sauvegarde', 'cloture', 'plan', 'conversion', 'resolution', 'extension', 'radiation']);
/** A line opening with an identifier and a dash after it ('ridet 1 234 567.002 – x – sarl'), folded. */
const IDENTIFIER_FIRST_LINE = /^[ \t]*(?:n° ?)?ridet?\b[^\n]*?[–—-][ \t]/m;
/** BULLET at the start of any line. */
const ANY_BULLET = new RegExp(BULLET.source, 'mu');

/**
 * Whether any line can open an entry, read from the whole text at once (speed only): an entry
 * opens at a bullet, under a procedure heading (one line or two), after a hearing's date line
 * ('audience', 'séance'), or at a paragraph of a text that announces a list (LIST_PREAMBLE, or
 * a plural heading, itself a heading). A text with none of these is no list.
 */
function mayOpenEntries(text: string): boolean {
  if (ANY_BULLET.test(text) || ANY_RULE_LINE.test(text)) return true;
  const folded = fold(text);
  if (LIST_PREAMBLE.test(folded) || folded.includes('seance')) return true;
  // A registry's list holds one entry line at least that opens with its identifier.
  if (REGISTER_PREAMBLE.test(folded) && IDENTIFIER_FIRST_LINE.test(folded)) return true;
  // Two lines read as one, as a heading run over two lines is ('… de' / 'sauvegarde …'); only
  // in a text holding a word every procedure name holds (they hold no space, so the two readings
  // hold the same ones; speed only).
  return PROCEDURE_WORDS.test(folded) && ANY_PROCEDURE_NAME.test(folded.replace(/\s*\n\s*/g, ' '));
}

export function splitNoticeList(text: string): NoticeList | null {
  if (!mayOpenEntries(text)) return null;
  const lines = text.split('\n');
  // Every line is folded for the headings: the text is folded once.
  const foldedLines = foldedTrimmedLines(text);
  const starts: Start[] = [];
  // `fresh`: no line read since the heading. The line right under a procedure heading is its
  // entry whatever its first words: a debtor's name cut at the line's end ('SARL TRANSPORTS X
  // DE' / 'KONÉ, …'), the buyer a plan de cession is arrêté for ('Au profit de la société B, …').
  let section: { line: number; text: string; used: boolean; fresh: boolean } | null = null;
  let announcesList = false;
  // A registry's list: its entries open with the register line ('RIDET … – X – SARL', 'Y – SAS').
  let announcesRegister = false;
  let everyStartRegistered = true;
  let paragraphStart = true;
  let pendingDate: { line: number; text: string } | null = null;
  let afterRule = false;
  // The last entry opened at a bullet, and no paragraph has ended it.
  let bulletOpened = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    const folded = foldedLines[i]!;
    if (!line) {
      paragraphStart = true;
      bulletOpened = false;
      continue;
    }
    if (RULE_LINE.test(line)) {
      afterRule = true;
      continue;
    }
    // A heading's legal ground printed in brackets on the line under it ('RADIATIONS D'OFFICE' /
    // '(article R. 123-136 du code de commerce)') completes the heading: the entry comes after it.
    if (section?.fresh && BRACKETED_LINE.test(line)) continue;
    const ruled = afterRule;
    afterRule = false;
    const atParagraph = paragraphStart;
    paragraphStart = false;
    const next = lines[i + 1]?.trim() ?? '';
    // A heading may run over two lines ('Conversion de la procédure de' / 'sauvegarde en redressement judiciaire').
    const foldedNext = foldedLines[i + 1] ?? '';
    const oneLineHeading = headingOf(folded);
    const twoLineHeading = !oneLineHeading && next !== '' && headingOf(`${folded} ${foldedNext}`);
    // 'Ouverture d'une procédure de sauvegarde.' inside an entry, followed by its organs rather
    // than by a debtor, is the entry's sentence, not the next entry's heading.
    const entrySentence = starts.length > 0 && /\.$/.test(line) && !BULLET.test(next) && !opensEntry(next, lines[i + 2]?.trim() ?? '') && !COMPANY_OPENER.test(next);
    // A bulleted entry printed one field a line names its procedure on a line of its own, then the
    // judgment's fields ('• X, …' / 'RIDET …' / 'Liquidation judiciaire' / 'Liquidateur : Me Y'): the
    // entry's item, not the next entry's heading.
    const entryItem = bulletOpened && ENTRY_FIELD_LINE.test(foldedNext);
    if ((oneLineHeading || twoLineHeading) && !entrySentence && !entryItem) {
      const text = twoLineHeading ? `${line} ${next}` : line;
      section = { line: pendingDate?.line ?? i, text, used: false, fresh: true };
      if (PLURAL_HEADING.test(twoLineHeading ? `${folded} ${foldedNext}` : folded)) announcesList = true;
      if (twoLineHeading) i += 1;
      continue;
    }
    if (starts.length === 0 && LIST_PREAMBLE.test(folded)) announcesList = true;
    if (starts.length === 0 && REGISTER_PREAMBLE.test(folded)) announcesRegister = true;
    // A dash before one of the entry's own fields ('… 1er février 1997' / '- Liquidateur : Me X.')
    // separates the entry's items, as within its lines: no entry opens there.
    // The block under a rule opens an entry as a bullet does.
    const marked = FIELD_AFTER_DASH.test(folded) ? null : BULLET.exec(line);
    const bullet = (marked && !SENTENCE_ITEM.test(line.slice(marked[0].length)) ? marked : null) ?? (ruled ? /^/.exec(line) : null);
    const dated = bullet ? line.slice(bullet[0].length) : line;
    // (wt-rpres) Or a paragraph of a list's text that only dates its judgment ('Jugement du 16 novembre 2026' over the debtor's line).
    if ((bullet && DATE_ONLY_OPENER.test(dated)) || (!bullet && announcesList && atParagraph && DATE_ONLY_OPENER.test(line) && findFrenchDates(line).length === 1) || (AUDIENCE_LINE.test(bullet ? folded.slice(bullet[0].length) : folded) && findFrenchDates(dated).length === 1)) {
      pendingDate = { line: i, text: dated.replace(/\s*[–—-]\s*$/u, '') };
      continue;
    }
    // The court's preamble printed under the heading ('Tribunal … – extraits des jugements du …')
    // is no entry: the entries follow it.
    const preambleLine = (LIST_PREAMBLE.test(folded) || introducesEntries(line, lines, i)) && opensEntryAfter(lines, i);
    const underHeading = section !== null && !section.used && ((section.fresh && !preambleLine) || opensEntry(line, next) || COMPANY_OPENER.test(line));
    if (section) section.fresh = false;
    // In a text that announces a list, a paragraph may open with its procedure's name, a dash,
    // then the debtor ('Liquidation judiciaire – X, SARL, …'), as a bulleted entry does.
    const newParagraph = announcesList && atParagraph && (opensEntry(line, next) || opensAfterInlineHeading(line, folded, next));
    const afterDate = pendingDate !== null && (opensEntry(line, next) || COMPANY_OPENER.test(line));
    const registerEntry = announcesRegister && atParagraph && registerEntryNameLine(line) !== null;
    if (!bullet && !underHeading && !newParagraph && !afterDate && !registerEntry) continue;
    if (!registerEntry) everyStartRegistered = false;
    let first = bullet ? line.slice(bullet[0].length) : line;
    let heading = section && !section.used ? section.text : null;
    if (heading === null && !bullet) heading = section?.text ?? null;
    const inline = INLINE_HEADING.exec(bullet ? folded.slice(bullet[0].length) : folded);
    if (inline) {
      heading = first.slice(0, inline[1]!.length);
      first = first.slice(inline[0].length);
    }
    const blockLine = Math.min(section && !section.used ? section.line : i, pendingDate?.line ?? i);
    if (pendingDate) first = `${pendingDate.text}\n${first}`;
    starts.push({ line: blockLine, firstLine: i, heading, first, section: section?.text ?? null });
    bulletOpened = bullet !== null && !ruled;
    if (section) section.used = true;
    pendingDate = null;
  }
  if (starts.length < 2) return null;

  const entries: NoticeEntry[] = starts.map((start, k) => {
    const end = starts[k + 1]?.line ?? lines.length;
    const rest = lines.slice(start.firstLine + 1, end).join('\n');
    // A debtor's name cut after a joining word ('SARL TRANSPORTS X DE' / 'KONÉ, …') goes on.
    const joined = NAME_CUT_AFTER.test(start.first.trimEnd()) && rest.trim() !== '' ? `${start.first.trimEnd()} ${rest.trimStart()}` : `${start.first}\n${rest}`;
    return { heading: start.heading, text: joined.trim() };
  });
  // Every bullet under one heading that names no event of its own ('Radiations d'office' over '– X,
  // SARL, …, RCS …' / '– Y, SAS, …') is that heading's: the entry is read with it.
  entries.forEach((entry, k) => {
    const section = starts[k]!.section;
    if (entry.heading !== null || section === null) return;
    const own = classifyNotice(entry.text, { heading: null });
    if (own === null || own.evidence === 'weak') entry.heading = section;
  });

  const rids = entries.map((e) => findRidets(e.text)[0]?.rid ?? null);
  // A registry's entry lines make the list by themselves: one of them may print no identifier yet.
  if (new Set(rids.filter(Boolean)).size < (everyStartRegistered ? 1 : 2)) return null;
  const types = entries.map((e) => {
    const c = classifyNotice(e.text, { heading: e.heading });
    return c !== null && c.evidence !== 'weak' ? c.type : null;
  });
  if (types.some((t) => t === null)) return null;
  // A page of bulleted notices of other events ('■ TRANSFERT DE SIÈGE — publiée le …') is
  // split-page.ts's when it can read it, each notice dated by its own heading.
  const judgments = types.every((t) => t !== null && JUDGMENT_TYPES.has(t));
  const preamble = lines.slice(0, starts[0]!.firstLine).filter((_, k) => !headingOf(foldedLines[k]!)).join('\n').trim();
  // A list of other events under a company's own particulars (its name, form and capital, seat,
  // identifier, then '– Mandat : … / Société désignée : X / RIDET …' for each auditor appointed) is
  // that company's notice listing its items: a page's preamble may print its announcer's
  // identifier ('ANNONCES GROUPÉES – CABINET X (RIDET …)'), never a company's capital.
  if (!judgments && COMPANY_PARTICULARS.test(fold(preamble)) && findRidets(preamble).some((m) => !rids.includes(m.rid))) return null;
  // A correction listing the parties as they should have read (`Il fallait lire :` / `– société absorbante : X, …` /
  // `– société absorbée : Y, …`) corrects one notice: its items are no notices.
  if (!judgments && isRectificatif(preamble)) return null;
  return { preamble, entries, judgments };
}
