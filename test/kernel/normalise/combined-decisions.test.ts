import { describe, expect, it } from 'vitest';
import { classifyNotice, findActDate } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

const typeOf = (text: string, heading?: string): string | null => classifyNotice(text, heading ? { heading } : {})?.type ?? null;

describe('several decisions in one notice: the highest type wins (issue 32, wt-rstruct)', () => {
  it('reads each item of a list of decisions with the verb the list opens with', () => {
    const text = "Par décisions du 2 mars 2026, les associés de la société VAGUE BLEUE ont :\n- nommé M. Paul ARO gérant en remplacement de M. Luc TEA ;\n- transféré le siège social au 3 rue des Pins, Nouméa ;\n- modifié l'article 4 des statuts.";
    expect(typeOf(text)).toBe('siege');
  });

  it('a list opened by the auxiliary alone, items numbered', () => {
    const text = "L'associé unique a :\n1) augmenté le capital social de 100 000 F CFP à 500 000 F CFP ;\n2) nommé Mme Rose KAI présidente.";
    expect(typeOf(text)).toBe('capital');
  });

  it('a list under another verb keeps its own reading', () => {
    const text = "Les associés ont pris acte :\n- de la démission de M. Luc TEA, gérant ;\n- du transfert du siège décidé l'an passé, déjà publié.";
    expect(typeOf(text)).not.toBe('creation');
  });

  it('a constitution by contribution of a business is a constitution, not a sale of the business', () => {
    expect(typeOf('Société constituée : VAGUE BLEUE, EURL.\nM. Paul ARO a apporté à la société le fonds de commerce de pêche.', 'CONSTITUTION PAR APPORT D\'UN FONDS')).toBe('creation');
    expect(typeOf("Aux termes d'un acte du 2 mars 2026, constitution par voie d'apport en nature du fonds de commerce exploité à Koné.")).toBe('creation');
  });

  it('a dissolution with its amicable liquidation is a dissolution; a transformation with a new name is statuts', () => {
    expect(typeOf("L'assemblée a décidé la dissolution anticipée de la société et sa mise en liquidation amiable. M. Paul ARO est nommé liquidateur.")).toBe('dissolution');
    expect(typeOf("L'assemblée a décidé la transformation de la société en société par actions simplifiée et le changement de dénomination, qui devient VAGUE BLEUE. M. Paul ARO a été nommé président.")).toBe('statuts');
  });
});

describe("the notice's own act against the company's history (issue 32, wt-rstruct)", () => {
  const history =
    "La société VAGUE BLEUE, société à responsabilité limitée au capital de 2 000 000 F CFP, dont le siège est à Nouméa, RIDET 1 234 567.001, a été constituée par acte sous seing privé du 4 avril 1999. Son capital a été porté à 2 000 000 F CFP par décision de l'assemblée du 9 mai 2005.";

  it("dates the notice by the act that makes its change, not by the company's constitution or an old decision", () => {
    const text = `AVIS\n\n${history}\n\nAu cours de sa séance du 20 février 2026, l'assemblée générale extraordinaire a décidé la dissolution anticipée de la société à compter du 28 février 2026. M. Paul ARO a été nommé liquidateur.`;
    const notice = noticeOf(text);
    expect(notice.type).toBe('dissolution');
    expect(notice.date).toBe('2026-02-20');
  });

  it('the same when the decision is an appointment told after the history', () => {
    const text = `${history}\nPar décision du 3 mars 2026, l'associé unique a nommé M. Paul ARO gérant en remplacement de M. Luc TEA, démissionnaire.`;
    const notice = noticeOf(text);
    expect(notice.type).toBe('nomination');
    expect(notice.date).toBe('2026-03-03');
  });

  it("a constitution notice is dated by its constitution", () => {
    const text = "Aux termes d'un acte sous seing privé du 2 mars 2026, il a été constitué la société VAGUE BLEUE, SARL au capital de 100 000 F CFP, RIDET 1 234 567.001. Gérant : M. Paul ARO. Le siège a été fixé à Nouméa le 5 mars 2026.";
    expect(noticeOf(text).date).toBe('2026-03-02');
  });

  it("a decree's 'Vu' citations of old texts are no history: the decision under them still counts", () => {
    const text = "Délibération n° 12 du 3 juillet 2025 portant désignation d'administrateurs de la SAEML VAGUE BLEUE, RIDET 1 234 567.001\nVu la loi du 19 mars 1999 ;\nVu la délibération du 14 mars 2024 ;\nArticle 1er : Sont désignés administrateurs, en remplacement de M. Luc TEA :\n- M. Paul ARO ;\n- Mme Rose KAI.";
    expect(classifyNotice(text)?.type).toBe('nomination');
  });

  it('a deadline ahead of the act does not make the act history', () => {
    const text = "Aux termes d'une délibération du 30 mars 2026, l'assemblée a décidé qu'il n'y avait pas lieu à dissolution anticipée, les capitaux propres étant inférieurs à la moitié du capital social.\nLa société a jusqu'à la clôture du deuxième exercice suivant, soit le 31 décembre 2028, pour les reconstituer.";
    expect(findActDate(text)).toBe('2026-03-30');
    expect(classifyNotice(text)?.type).toBe('statuts');
  });
});

describe("a company's constitution recalled in a notice of another event (issue 32, wt-rstruct)", () => {
  it('is background however recent: the decision the notice reports dates it', () => {
    const text = "La société VAGUE BLEUE, SARL au capital de 100 000 F CFP, RIDET 1 234 567.001, constituée par acte sous seing privé du 12 mars 2025, a tenu le 3 février 2026 une assemblée générale ordinaire qui a nommé M. Paul ARO gérant en remplacement de M. Luc TEA, démissionnaire.";
    const notice = noticeOf(text);
    expect(notice.type).toBe('nomination');
    expect(notice.date).toBe('2026-02-03');
  });

  it('still dates a constitution notice', () => {
    const text = "AVIS DE CONSTITUTION\nLa société VAGUE BLEUE, SARL au capital de 100 000 F CFP, a été constituée par acte sous seing privé du 12 mars 2026 et immatriculée le 20 mars 2026 au RIDET sous le n° 1 234 567.001. Gérant : M. Paul ARO.";
    expect(noticeOf(text).date).toBe('2026-03-12');
  });
});

// Made up (mosaiques group's kind): the article on the managers rewritten to carry the new one's name.
describe('articles rewritten as the consequence of another decision', () => {
  it('is that decision, not a change of the articles of its own', () => {
    expect(typeOf("Les associés ont :\n– nommé M. Paul ARO cogérant aux côtés de M. Luc TEA ;\n– en conséquence, modifié l'article 15 des statuts (« Gérance ») ;\n– nommé un commissaire aux comptes.")).toBe('nomination');
    expect(typeOf("Les associés ont nommé M. Paul ARO cogérant et modifié l'article 15 des statuts en conséquence.")).toBe('nomination');
  });

  it('is a change of the articles when told as a decision of its own', () => {
    expect(typeOf("Les associés ont nommé M. Paul ARO cogérant et ont décidé de modifier l'article 15 des statuts.")).toBe('statuts');
  });
});
