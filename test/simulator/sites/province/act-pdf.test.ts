import { describe, expect, it } from 'vitest';
import { PdfUnreadableError, pdfText } from '../../../../sources/documents/pdf-text.ts';
import { renderActPdf, renderScannedPdf, truncatePdf } from '../../../../simulator/sites/province/act-pdf.ts';
import { actParagraphs, actTrailer, pickQuirkActs } from '../../../../simulator/sites/province/acts.ts';
import { SUD_QUIRKS } from '../../../../simulator/sites/province-sud/site.ts';
import { createDefaultSampleWorld, createSampleWorld } from '../../../../simulator/world/index.ts';
import { testParseContext } from '../../../helpers/parse-context.ts';

const world = createDefaultSampleWorld();
const act = world.acts.find((a) => a.province === 'Sud' && a.ridet !== null)!;
const options = { letterhead: ['Province Sud'], titre: act.titre, paragraphs: actParagraphs(act), trailer: actTrailer(act), date: act.publicationDate, font: 'helvetica' as const };

describe('offline act PDFs', () => {
  it('renders the same bytes every time, so ETags are stable across runs and processes', async () => {
    expect((await renderActPdf(options)).equals(await renderActPdf(options))).toBe(true);
  });

  it('has a text layer holding the act, accents included', async () => {
    const { text } = await pdfText(await renderActPdf(options), testParseContext());
    expect(text).toContain('PROVINCE SUD');
    expect(text).toContain('Publié sur le site de la province Sud');
  });

  it('makes scanned PDFs without text and truncated PDFs that cannot be read', async () => {
    await expect(pdfText(await renderScannedPdf(act.publicationDate, 20), testParseContext())).rejects.toMatchObject({ code: 'pdf_illisible', kind: 'sans_texte' });
    const truncated = pdfText(truncatePdf(await renderActPdf(options)), testParseContext());
    await expect(truncated).rejects.toBeInstanceOf(PdfUnreadableError);
    await expect(truncated).rejects.toMatchObject({ kind: 'corrompu' });
  });
});

describe('pickQuirkActs', () => {
  it('picks the same distinct acts of the first year for the same world, others for another seed', () => {
    const picked = pickQuirkActs(world, 'Sud', SUD_QUIRKS);
    const ids = Object.values(picked).map((a) => a.id);
    expect(Object.keys(picked)).toEqual(SUD_QUIRKS.map((q) => q.name));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.values(picked).every((a) => a.publicationDate.startsWith(world.from.slice(0, 4)) && a.ridet !== null)).toBe(true);
    expect(Object.values(pickQuirkActs(world, 'Sud', SUD_QUIRKS)).map((a) => a.id)).toEqual(ids);
    const other = createSampleWorld({ seed: 7 });
    expect(Object.values(pickQuirkActs(other, 'Sud', SUD_QUIRKS)).map((a) => a.id)).not.toEqual(ids);
  });
});
