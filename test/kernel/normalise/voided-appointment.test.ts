import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, eighteenth session, from pinacles pj18). A notice that cancels part of an
// earlier one recalls the appointment it cancels: the person holds no office by it, neither where
// the earlier notice's words are recalled nor where the cancellation names them again.
describe('an appointment the notice declares void', () => {
  const cancelled = (voiding: string) =>
    `TESTS ÉPICERIE\nSARL au capital de 600 000 F CFP\nRIDET 1 234 566-001\n\nAVIS D'ANNULATION PARTIELLE\n\nL'annonce parue le 2 avril 2026 faisait état de deux décisions de l'assemblée du 20 mars 2026 : le transfert du siège social à Dumbéa et la nomination de M. Christophe TESTARD en qualité de cogérant.\n\nLa résolution portant nomination d'un cogérant n'ayant pas été adoptée, ${voiding}.\n\nLe transfert du siège social demeure. Mme Laure TESTEUSE reste seule gérante de la société.`;

  it('lists no office of the person whose appointment is void, in any of its mentions', () => {
    for (const voiding of ['la mention relative à la nomination de M. Christophe TESTARD doit être considérée comme nulle et non avenue', 'la nomination de M. Christophe TESTARD est annulée']) {
      expect(officersOf(noticeOf(cancelled(voiding)))).toEqual(['Laure TESTEUSE (gérant)']);
    }
  });

  it('keeps the office of a person whose appointment stands, another mention void', () => {
    const text =
      "TESTS ÉPICERIE\nSARL au capital de 600 000 F CFP\nRIDET 1 234 566-001\n\nRECTIFICATIF\n\nL'assemblée du 20 mars 2026 a nommé M. Christophe TESTARD en qualité de cogérant. La mention du transfert du siège social parue le 2 avril 2026 doit être considérée comme nulle et non avenue.";
    expect(officersOf(noticeOf(text))).toEqual(['Christophe TESTARD (gérant)']);
  });
});
