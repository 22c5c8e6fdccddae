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

// Made up (2026-12-07, seventeenth session, from tourelles tv18). A name in mixed case is known by the
// form line under it, the name's history between them or not.
describe('a name in mixed case over its history and its form line', () => {
  it('is the subject’s name', () => {
    const text = (history: string) =>
      `Les Nouvelles Calédoniennes – Annonces légales\nPublié le lundi 2 février 2026\n\nMODIFICATION – CHANGEMENT DE DÉNOMINATION\n\nMaison Test Torréfacteurs\n${history}SAS au capital de 2 500 000 F CFP\nRIDET 1141969/001\n\nPar décisions des associés du 21 janvier 2026, la dénomination sociale « CAFÉS DU TEST » a été remplacée, à compter du même jour, par « Maison Test Torréfacteurs ». L'article 3 des statuts a été modifié en conséquence.\n\nPour avis, le président.`;
    for (const history of ['(anciennement CAFÉS DU TEST)\n', '']) expect(noticeOf(text(history)).denomination).toBe('Maison Test Torréfacteurs');
  });
});
