import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { quotedFieldCells } from '../../../../kernel/normalise/layout/index.ts';

// Made-up exports; every company, person and number is invented.

describe('an export of quoted fields parted by commas', () => {
  it('reads each quoted field as a cell, the commas inside a field its own', () => {
    const text = ['"societe", "adresse", "capital"', '"LES VERGERS", "3, rue Bichat, Bourail", "100 000; libéré"'].join('\n');
    expect(quotedFieldCells(text)).toBe(['societe;adresse;capital', 'LES VERGERS;3, rue Bichat, Bourail;100 000, libéré'].join('\n'));
  });

  it('leaves quotations in prose as they are', () => {
    const text = 'La société "LES VERGERS", "société à responsabilité limitée", "au capital de 100 000 F CFP" a décidé';
    expect(quotedFieldCells(text)).toBe(text);
  });

  it('reads the notice the export carries, its name, identifier and publication date from their columns', () => {
    const text = [
      '"date_publication","denomination","forme","ridet","evenement","date_decision","nouvelle_denomination"',
      '"22/08/2026","BOIS ET TOITS","SARL","3141595.001","changement de dénomination","01/08/2026","CHARPENTES DU NORD"',
    ].join('\n');
    const result = parseNoticeTexts(text, { reference: 'Q1' })[0]!;
    expect(result.ok ? [result.notice.ridet, result.notice.date] : result.quarantine.reason).toEqual(['3141595001', '2026-08-22']);
  });
});
