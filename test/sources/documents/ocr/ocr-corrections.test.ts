import { describe, expect, it } from 'vitest';
import { correctOcrText } from '../../../../sources/documents/ocr/ocr-corrections.ts';

describe('correctOcrText', () => {
  it('reads `ler`, `Ier` and `|er` before a month as 1er', () => {
    expect(correctOcrText('assemblée du ler décembre 2025')).toBe('assemblée du 1er décembre 2025');
    expect(correctOcrText('décisions du Ier février 2026, et du |er aout 2026')).toBe('décisions du 1er février 2026, et du 1er aout 2026');
    expect(correctOcrText('Ler MARS 2024')).toBe('1er MARS 2024');
  });

  it('leaves words that only end or start that way, and ler before anything but a month', () => {
    const text = 'le premier atelier mars, Article ler : le conseiller mai, ler marsupial';
    expect(correctOcrText(text)).toBe(text);
  });
});
