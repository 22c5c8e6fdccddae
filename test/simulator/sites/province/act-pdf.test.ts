import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfUnreadableError, pdfText } from '../../../../sources/documents/pdf-text.ts';
import { renderActPdf, renderScannedPdf, truncatePdf, wrapParagraph } from '../../../../simulator/sites/province/act-pdf.ts';
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

describe('wrapParagraph', () => {
  // Words that kern with the space before or after them in the standard fonts (A, T, V, W, Y, quotes).
  const text = 'Ty AVA « To » l’A Yo’ W. LT ‘Ya’ F, P. VA vy yo, Wo. Avis : la société TAVY, Y compris l’avenant ; V. A. T. W. Ta ‘Vo’ AWAY';
  it('breaks a line only where its next word would overflow the width, as measuring each line whole says', async () => {
    const doc = await PDFDocument.create();
    // Every width's breaks checked, the wrong ones gathered for one assertion: an expect per line
    // (about 80,000 calls) cost most of the test's time.
    const wrong: string[] = [];
    for (const name of [StandardFonts.Helvetica, StandardFonts.TimesRoman, StandardFonts.HelveticaBold, StandardFonts.TimesRomanBold]) {
      const font = await doc.embedFont(name);
      for (let width = 40; width <= 260; width += 0.25) {
        const lines = wrapParagraph(text, font, 10.5, width);
        if (lines.join(' ') !== text) wrong.push(`${name} ${width}: words lost or changed`);
        lines.forEach((line, i) => {
          if (line.includes(' ') && font.widthOfTextAtSize(line, 10.5) > width) wrong.push(`${name} ${width} ${line}: overflows`);
          const next = lines[i + 1];
          if (next !== undefined && font.widthOfTextAtSize(`${line} ${next.split(' ')[0]!}`, 10.5) <= width) wrong.push(`${name} ${width} ${line}: broken before a word that fits`);
        });
      }
    }
    expect(wrong).toEqual([]);
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
