import { describe, expect, it } from 'vitest';
import type { CrawledPage } from '../../../sources/crawl/crawl-source.ts';
import { ARCHIVE_LABELS, archiveHandlers, type ArchiveLabel } from '../../../sources/jonc/discover-archive.ts';
import type { JoncCrawlContext, JoncMeta } from '../../../sources/jonc/jonc-meta.ts';
import { WatermarkTracker } from '../../../sources/jonc/watermark.ts';

/** A fetched issue PDF as the crawler hands it to the handler (only what the handler reads is real). */
function pdfPage(userData: Record<string, unknown>): CrawledPage<ArchiveLabel> {
  const body = Buffer.from('%PDF-1.4');
  return {
    requestedUrl: 'https://archive.test/anciens/2021/10250.pdf',
    url: 'https://archive.test/anciens/2021/10250.pdf',
    label: ARCHIVE_LABELS.pdf,
    userData: { ...userData, label: ARCHIVE_LABELS.pdf, conditional: true },
    status: 200,
    contentType: 'application/pdf',
    headers: {},
    body,
    text: () => body.toString('latin1'),
    $: () => {
      throw new Error('not HTML');
    },
    json: () => {
      throw new Error('not JSON');
    },
  };
}

async function emitted(userData: Record<string, unknown>): Promise<JoncMeta[]> {
  const handlers = archiveHandlers({} as JoncCrawlContext, new WatermarkTracker(null), new Set());
  const metas: JoncMeta[] = [];
  await handlers[ARCHIVE_LABELS.pdf]({ page: pdfPage(userData), enqueue: async () => {}, emit: async (meta) => void metas.push(meta) });
  return metas;
}

describe('the archive crawl reads its request data by schema', () => {
  it('emits an issue with the number and date its listing row gave', async () => {
    expect(await emitted({ numero: 10250, date: '2021-03-02' })).toEqual([
      { kind: 'bulletin', numero: 10250, datePublication: '2021-03-02', sourceUrl: 'https://leginova.gouv.nc/jonc/sommaire-analytique/10250' },
    ]);
  });

  it('refuses a request without its date with a typed error instead of archiving the text "undefined"', async () => {
    await expect(emitted({ numero: 10250 })).rejects.toMatchObject({ code: 'crawl_request_data_invalid', label: ARCHIVE_LABELS.pdf });
  });
});
