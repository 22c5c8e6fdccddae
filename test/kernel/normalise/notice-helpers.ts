import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { parseNoticeText, type NoticeHints } from '../../../kernel/normalise/index.ts';

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
