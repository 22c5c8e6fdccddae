import { describe, expect, it } from 'vitest';
import { isMastheadLine } from '../../../kernel/normalise/masthead-line.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';

// A paper's masthead over an insertion, its name beside its issue's date: the paper's name, never
// the notice's company's. Made-up papers and notice; 5401245 passes the check digit.

describe('a paper’s masthead', () => {
  it('is its name beside its date, a weekday, an issue or a page', () => {
    for (const line of ['LA VOIX DU COL – ven. 6 nov. 2026', 'LA VOIX DU COL · mar. 10/11/2026', 'LA VOIX DU COL – 10 novembre 2026 (mardi)', 'LA VOIX DU COL | n° 12 | 28.10.2026']) {
      expect(isMastheadLine(line), line).toBe(true);
    }
  });

  it('is no company’s line that prints its form, an act or no date', () => {
    for (const line of ['LES VERGERS DU COL – SARL', 'LES VERGERS DU COL – AGE du 6 novembre 2026', 'LA VOIX DU COL']) {
      expect(isMastheadLine(line), line).toBe(false);
    }
  });

  it('never names the notice’s company', () => {
    const text = 'LA VOIX DU COL – 10 novembre 2026 (mardi)\nTRANSF. FORME • LES VERGERS DU COL : SARL → SAS • RIDET 5 401 245.001 • prés. : Lucien EXEMPLE (ex-gérant)';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).not.toBe('LA VOIX DU COL');
  });

  it("is a monthly letter's: its name, its issue's number and month, and it never names the company", () => {
    expect(isMastheadLine('LA LETTRE DU COL — n° 42 — Novembre 2026')).toBe(true);
    expect(isMastheadLine('LES VERGERS DU COL — Novembre 2026')).toBe(false);
    const text = 'LA LETTRE DU COL — n° 42 — Novembre 2026\nRubrique « Vie des entreprises »\n\nAUGMENTATION DE CAPITAL — LES VERGERS DU COL\nSociété par actions simplifiée, siège : Koné — RIDET 5 401 245.001.\nPar décisions du 3 novembre 2026, le président a constaté la réalisation de l\'augmentation du capital, porté de 1 000 000 à 3 000 000 F CFP.';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('LES VERGERS DU COL');
  });
});
