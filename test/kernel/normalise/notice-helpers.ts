import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { extractDirigeants, parseNoticeText, parseNoticeTexts, type NoticeHints } from '../../../kernel/normalise/index.ts';
import type { OfficerContext } from '../../../kernel/normalise/extract-dirigeants.ts';

/** The notice a text parses to; fails the test with the quarantine reason when there is none. */
export function noticeOf(text: string, hints: Partial<NoticeHints> = {}): ParsedNotice {
  const result = parseNoticeText(text, { reference: 't', ...hints });
  if (!result.ok) throw new Error(`quarantined ${result.quarantine.reason}: ${result.quarantine.detail}`);
  return result.notice;
}

/** Officers in the corpus's terms: 'Prénoms NOM (fonction)', in office after the notice. */
export function officersOf(notice: ParsedNotice): string[] {
  return [...notice.dirigeants.filter((d) => d.action === 'nomination'), ...(notice.organes_procedure ?? [])].map(
    (d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction})`,
  );
}

/**
 * A text's identity as the corpora's expectations give it, type / dénomination / form / RIDET /
 * date, or the quarantine reason: one comparison shows which of the five a rule changed.
 */
export function identityOf(text: string, reference = 't'): unknown {
  const [result] = parseNoticeTexts(text, { reference });
  return result?.ok
    ? [result.notice.type, result.notice.denomination, result.notice.forme_juridique, result.notice.ridet, result.notice.date]
    : result?.quarantine.reason;
}

/** The RID a text is published under (its first seven digits), or the quarantine's reason. */
export function subjectOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? result.notice.ridet.slice(0, 7) : result.quarantine.reason;
}

/** A text's type, RIDET and dénomination, or its quarantine reason alone: what a subject's reading decides. */
export function readingOf(text: string): string[] {
  const result = parseNoticeText(text, { reference: 'essai' });
  return result.ok ? [result.notice.type, result.notice.ridet, result.notice.denomination] : [result.quarantine.reason];
}

/** Each announcement a page's text reads into: its type, RIDET and date, or its quarantine's reason alone. */
export function pageReadingsOf(text: string): string[][] {
  return parseNoticeTexts(text, { reference: 'page' }).map((r) => (r.ok ? [r.notice.type, r.notice.ridet, r.notice.date] : [r.quarantine.reason]));
}

/** The officers a text names, `[nom, fonction]` each, those leaving too (or only those in office after it). */
export function holdersOf(text: string, context: OfficerContext, { inOfficeOnly = false } = {}): string[][] {
  return extractDirigeants(text, context)
    .filter((d) => !inOfficeOnly || d.action === 'nomination')
    .map((d) => [d.nom, d.fonction]);
}
