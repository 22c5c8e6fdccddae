import { describe, expect, it } from 'vitest';
import { plainOfficeChanges } from '../../../kernel/normalise/plain-office-change.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Offices told by who no longer holds them and who does (2026-12-01, wt-tabmail). Made-up texts;
// every RID passes the check; no person or company is a corpus one.

describe('an office no longer held by one person but by another', () => {
  it("writes the two persons as the office's former and new holders", () => {
    expect(plainOfficeChanges("La gérante n'est plus Mme Anne WAYA mais Mme Joséphine POEDI depuis le 4 novembre.")).toBe(
      "\nAncienne gérante : Mme Anne WAYA\nNouvelle gérante : Mme Joséphine POEDI\n depuis le 4 novembre.",
    );
    expect(plainOfficeChanges("le président n'est plus M. Paul LOUVANCOUR, c'est désormais Mme Lina LOUVANCOUR.")).toBe(
      "\nAncien président : M. Paul LOUVANCOUR\nNouveau président : Mme Lina LOUVANCOUR\n.",
    );
  });

  it('leaves alone what is no longer something else than a person', () => {
    const text = "Le gérant n'est plus joignable le lundi mais le mardi.";
    expect(plainOfficeChanges(text)).toBe(text);
  });

  it('publishes the new holder in office and the former one leaving', () => {
    const notice = noticeOf(
      ['Bonjour,', 'BOULANGERIE DU COL, SARL, RIDET 1 111 111.001.', "La gérante n'est plus Mme Anne WAYA mais Mme Joséphine POEDI depuis l'assemblée du 4 novembre 2026.", 'Merci'].join('\n'),
    );
    expect(notice.type).toBe('nomination');
    expect(officersOf(notice)).toEqual(['Joséphine POEDI (gérant)']);
    expect(notice.dirigeants.filter((d) => d.action === 'cessation').map((d) => d.nom)).toEqual(['WAYA']);
  });
});
