import { describe, expect, it } from 'vitest';
import { unreadableRidet } from '../../../kernel/normalise/unreadable-ridet.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

describe('an identifier printed but not readable', () => {
  it('lists every reading of a number with one unreadable digit', () => {
    const found = unreadableRidet('SARL ALPHA\nRIDET n° 1 3?7 218.001\nAux termes…');
    expect(found?.printed).toBe('1 3?7 218.001');
    expect(found?.readings).toHaveLength(10);
    expect(found?.readings.slice(0, 2)).toEqual(['1307218001', '1317218001']);
  });

  it('says a number cut short has no reading', () => {
    expect(unreadableRidet('RIDET n° 1 458 80\nAux termes…')).toEqual({ printed: '1 458 80', readings: [] });
  });

  it('finds nothing in a readable number or a label followed by words', () => {
    expect(unreadableRidet('RIDET n° 1 337 509.001')).toBeNull();
    expect(unreadableRidet('RID 122 531')).toBeNull();
    expect(unreadableRidet('RIDET : en cours d’attribution')).toBeNull();
  });

  it('quarantines the notice with the printed number and its readings in the detail, never a guess', () => {
    const result = parseNoticeText("MODIFICATION DE L'OBJET SOCIAL\nSARL ALPHA\nRIDET n° 1 3?7 218.001\nAux termes d'une AGE du 2 avril 2026, l'objet social a été étendu.", { reference: 't' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.quarantine.reason).toBe('ridet_absent');
    expect(result.quarantine.detail).toContain('« 1 3?7 218.001 »');
    expect(result.quarantine.detail).toContain('1307218001');
  });
});
