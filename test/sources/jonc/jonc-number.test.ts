import { describe, expect, it } from 'vitest';
import { compareJoncNumeros, isElectronicNumero, isJoncNumero, JONC_NUMERO_SOURCE, parseJoncNumero } from '../../../sources/jonc/jonc-number.ts';

/**
 * The cases come from the five patterns the JONC code wrote before this declaration: the API
 * reader (`^\d+$` or `^\d{4}-\d{1,6}$`), `isElectronicNumero` and the watermark state
 * (`^\d{4}-\d+$`), the document URL and the PDF header lines (`\d{4}-\d{5}`).
 */
describe('the JONC number', () => {
  it('reads a classic issue number', () => {
    expect(parseJoncNumero('10488')).toEqual({ kind: 'classique', numero: 10488 });
    expect(parseJoncNumero('9999')).toEqual({ kind: 'classique', numero: 9999 });
    expect(isElectronicNumero('10488')).toBe(false);
  });

  it('reads an electronic item number with the rank Leginova prints (five digits) and the shorter ones its API may give', () => {
    expect(parseJoncNumero('2026-00020')).toEqual({ kind: 'electronique', annee: 2026, rang: 20 });
    expect(parseJoncNumero('2026-20')).toEqual({ kind: 'electronique', annee: 2026, rang: 20 });
    expect(parseJoncNumero('2026-1')).toEqual({ kind: 'electronique', annee: 2026, rang: 1 });
    expect(parseJoncNumero('2026-123456')).toEqual({ kind: 'electronique', annee: 2026, rang: 123456 });
    for (const numero of ['2026-00020', '2026-20', '2026-123456']) expect(isElectronicNumero(numero)).toBe(true);
  });

  it('refuses what is not a JONC number', () => {
    for (const text of ['', ' 10488', '10488 ', '26-00020', '2026-', '2026-1234567', '2026_00020', 'PL-12', '2026-00020-1', '-5', '10.5']) {
      expect(parseJoncNumero(text), text).toBeNull();
      expect(isJoncNumero(text), text).toBe(false);
      expect(isElectronicNumero(text), text).toBe(false);
    }
  });

  it('gives the pattern to embed in a larger expression (URLs, PDF header lines), electronic form first', () => {
    const header = new RegExp(String.raw`^Journal officiel n°\s*(${JONC_NUMERO_SOURCE})\s+du`, 'u');
    expect(header.exec('Journal officiel n° 2026-00020 du mardi')?.[1]).toBe('2026-00020');
    expect(header.exec('Journal officiel n° 10488 du mardi')?.[1]).toBe('10488');
  });

  it('orders classic issues by number, then electronic items by year and rank', () => {
    const sorted = ['2026-00020', 10500, '2027-00001', '9999', '2026-00003', 10488].sort(compareJoncNumeros);
    expect(sorted).toEqual(['9999', 10488, 10500, '2026-00003', '2026-00020', '2027-00001']);
    expect(compareJoncNumeros('2026-20', '2026-00020')).toBe(0);
  });
});
