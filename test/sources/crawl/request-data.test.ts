import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CrawlRequestDataError } from '../../../sources/crawl/crawl-errors.ts';
import { readRequestData } from '../../../sources/crawl/request-data.ts';

const schema = z.object({ numero: z.number().int(), date: z.string() });
const page = (userData: Record<string, unknown>) => ({ url: 'https://example.test/10488.pdf', label: 'archive-pdf', userData });

describe('readRequestData', () => {
  it('gives the request data its label declares, typed', () => {
    const data = readRequestData(page({ numero: 10488, date: '2024-06-04', label: 'archive-pdf', conditional: true }), schema);
    expect(data).toEqual({ numero: 10488, date: '2024-06-04' });
  });

  it('refuses a request without a declared field with a typed error naming the field, never the text "undefined"', () => {
    let thrown: unknown;
    try {
      readRequestData(page({ numero: 10488, label: 'archive-pdf' }), schema);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CrawlRequestDataError);
    const error = thrown as CrawlRequestDataError;
    expect(error.code).toBe('crawl_request_data_invalid');
    expect(error.url).toBe('https://example.test/10488.pdf');
    expect(error.label).toBe('archive-pdf');
    expect(error.message).toContain('date');
    expect(error.message).toContain('archive-pdf');
  });

  it('refuses a field of the wrong type', () => {
    expect(() => readRequestData(page({ numero: '10488', date: '2024-06-04' }), schema)).toThrow(CrawlRequestDataError);
  });
});
