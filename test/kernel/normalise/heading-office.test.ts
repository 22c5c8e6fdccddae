import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A short notice whose heading names the office it changes tells its people by the event alone:
// the heading's office is the appointee's to hold and the leaver's to leave. Made-up insertions.

const officers = (text: string): string[] =>
  noticeOf(text, { publicationDate: '2026-11-25' }).dirigeants.map((d) => `${d.prenoms ? `${d.prenoms} ` : ''}${d.nom} (${d.fonction}${d.action === 'cessation' ? ', cessation' : ''})`);

describe('the office a short notice’s heading names', () => {
  it('is the appointee’s, and the leaver’s to leave', () => {
    expect(officers('LNC 25/11/26 – NOMIN. GÉR. – SARL KAORI BOIS, RIDET 1000009.001 : démiss. M. Alain BRUN, nomm. M. Paul WEA à cpter 1/11/26 (AGO 28/10/26).')).toEqual(['Alain BRUN (gérant, cessation)', 'Paul WEA (gérant)']);
  });

  it('is not a company’s representative’s', () => {
    expect(officers('KAORI BOIS SAS – nom. prés. : Sté KAORI PARTICIPATIONS SAS (RIDET 1 000 017.001), repr. M. Paul WEA, en rempl. de Mme Rose KALOÏ, dém. – AGO 14/09/26 – RIDET 1 000 009.001.')).toEqual(['KAORI PARTICIPATIONS (président)', 'Rose KALOÏ (président, cessation)']);
  });
});
