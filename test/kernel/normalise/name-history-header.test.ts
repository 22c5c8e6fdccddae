import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// Made up (2026-12-07, seventeenth session, from lanternons lq16). A line under the company's name
// telling the name's history describes the company: no title deciding the notice's event, which its
// decisions tell (a capital increase outranking the name's change among them).
const notice = (nameLine: string) =>
  noticeOf(
    `Les Nouvelles Calédoniennes – Annonces légales\nPublié le 12/05/2026\n\nTEST VERGERS\n${nameLine}\nSARL au capital de 6 000 000 F CFP\nRIDET n° 1543412.001\n\nPar procès-verbal du 30 avril 2026, l'assemblée générale extraordinaire a :\n– décidé d'augmenter le capital de 1 000 000 F CFP à 6 000 000 F CFP par compensation avec une créance ;\n– adopté pour nouvelle dénomination sociale « TEST VERGERS » en lieu et place de « SARL TEST AGRI ».\nLes articles 6 et 7 des statuts sont modifiés en conséquence.`,
  );

describe("a header's line telling the company's former or new name", () => {
  it.each(['nouvelle dénomination de la société « SARL TEST AGRI »', '(anciennement « SARL TEST AGRI »)'])('is no title: the decisions give the type (%s)', (line) => {
    expect(notice(line).type).toBe('capital');
  });
});
