import * as cheerio from 'cheerio';
import { decodeBody } from '../crawl/decode-body.ts';
import { pdfText, type PdfTextOptions } from './pdf-text.ts';

export type DocumentKind = 'pdf' | 'html' | 'text';

export function sniffKind(body: Buffer, contentType = ''): DocumentKind {
  if (contentType.includes('pdf') || body.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (contentType.includes('html')) return 'html';
  const head = body.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || /<(p|div|body|article)[\s>]/.test(head) ? 'html' : 'text';
}

/** Visible text of an HTML fragment, block elements on their own lines. */
export function htmlToText(html: string): string {
  const $ = cheerio.load(html);
  $('script, style, noscript, nav, header, footer').remove();
  $('br').replaceWith('\n');
  $('p, div, li, h1, h2, h3, h4, h5, h6, tr, section, article').each((_, el) => {
    $(el).append('\n');
  });
  return $('body').text().replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n */g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Text of any document we handle (PDF text layer or OCR as `read` says, HTML visible text, plain text). */
export async function documentText(body: Buffer, read: PdfTextOptions, contentType = ''): Promise<string> {
  const kind = sniffKind(body, contentType);
  if (kind === 'pdf') return (await pdfText(body, read)).text;
  const text = decodeBody(body, contentType);
  return kind === 'html' ? htmlToText(text) : text;
}
