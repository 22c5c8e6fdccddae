import { keptRender } from '../../scans/index.ts';
import type { JoncIssue } from './calendar.ts';
import type { IssueLayout } from './layout.ts';
import { renderIssuePdf } from './render-pdf.ts';

/** Part of every key: raise it whenever render-pdf.ts would draw other bytes from the same inputs. */
const PRINTER_VERSION = 'jonc-1';

/**
 * A printed PDF of the offline JONC through the folder of kept renders (SCAN_CACHE_DIR; `null`:
 * none, every call renders). pdf-lib's drawing and deflating is paid by every process that serves
 * the offline copies (each test worker, each demo start: about 1.3 CPU s for the 471 issues to
 * March 2024, 2.1 to 2.7 for the 660 to October 2026); kept, once per folder. `inputs` are
 * everything `render` draws from (the issue with its items' texts, the item, the page layout), so
 * the key follows the world that printed them and a kept PDF is the bytes `render` would give.
 */
export function keptPdf(dir: string | null, inputs: readonly unknown[], render: () => Promise<Buffer>): Promise<Buffer> {
  return keptRender(dir, PRINTER_VERSION, inputs, render);
}

/** A whole issue as printed (the portal's classic issues, the archive's before its rendition). */
export function keptIssuePdf(issue: JoncIssue, layout: IssueLayout, dir: string | null): Promise<Buffer> {
  return keptPdf(dir, ['issue', issue, layout], () => renderIssuePdf(issue, layout));
}
