import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { laterFieldThanOffice } from '../../../kernel/normalise/one-holder-office.ts';

// One office's label names one holder: a company printed after a dash once a person or an identified
// company was named under it is the one-line ad's next field, most often the notice's own company.
// Every text is made up; the identifiers pass the check (the notice's company is 1 000 009).

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('laterFieldThanOffice', () => {
  it('reads a company after a dash under a singular office whose holder was already named as the next field', () => {
    expect(laterFieldThanOffice('president :', ' m. paul wea & directeur general delegue mme rose kaloi - ', 'sas kaori bois\n')).toBe(true);
    expect(laterFieldThanOffice('psdt :', ' sas kaori invest (ridet 2222222.001) representee par m. paul wea - ', 'sas kaori bois ')).toBe(true);
  });

  it('reads an item that already printed its own identifier as the holder’s, the later identifier another field’s', () => {
    expect(laterFieldThanOffice('president :', '', ' societe kaori invest sas (ridet 2222222.001) ridet ')).toBe(true);
  });

  it('keeps every item of a plural or collective label a holder', () => {
    expect(laterFieldThanOffice('administrateurs :', ' m. paul wea - ', 'sas kaori bois ')).toBe(false);
    expect(laterFieldThanOffice('les associes, a savoir', ' la societe alpha (sarl, ridet 3 333 333.001), ', 'la societe kaori invest (sas, ')).toBe(false);
    expect(laterFieldThanOffice('president :', '', ' sas kaori invest (')).toBe(false);
    expect(laterFieldThanOffice('associees en nom :', '', ' sas alpha (3 333 333.001) / sarl kaori invest (')).toBe(false);
  });
});

describe('the notice’s company after an office’s field in a one-line ad', () => {
  it('publishes the company printed after the persons a singular office names', () => {
    expect(readingOf('Renouv. Psdt : M. Paul WEA & D.G. délégué Mme Rose KALOÏ – SAS KAORI BOIS – RIDET 1 000 009.001 – AGO du 2.11.26')).toBe('nomination 1000009');
  });

  it('publishes the company printed after the holding that holds the office, not the holding', () => {
    expect(readingOf('Nomination Psdt : SAS KAORI INVEST (RIDET 2 222 222.001) représentée par M. Paul WEA, en remplacement de Mme Rose KALOÏ – SAS KAORI BOIS RIDET 1 000 009.001 – AGO du 6.11.26')).toBe('nomination 1000009');
  });
});
