import { describe, expect, it } from 'vitest';
import { FIRST_READING_MODEL, parseNoticeText } from '../../../kernel/normalise/index.ts';

// Names a careful reader never doubts, whatever the writer's words: each reading below leaves the
// fitted name score one name to publish, or puts the right one first. Read with the rules' own
// first reading (no fitted weight), so each test says what the rules read. Every company, person,
// place and label is made up; 1234566, 1234574 and 1234582 pass the identifier's check.

function reading(text: string): { published: string; doubted: string[] } {
  let doubted: string[] = [];
  const result = parseNoticeText(text, { reference: 'made-up' }, { nameModel: FIRST_READING_MODEL, onNameCandidates: (candidates) => (doubted = candidates.map((c) => c.name)) });
  return { published: result.ok ? result.notice.denomination : `quarantine ${result.quarantine.reason}`, doubted };
}

describe('an article before the form at the head of a sentence', () => {
  it('is the sentence’s, as the form is: the name is what follows them', () => {
    const text =
      'AVIS DE TRANSFERT DE SIÈGE\n\nLa SCOP TIGA NAUTISME, au capital de 2 000 000 F CFP, RIDET\n1 234 566.001, a, par décision des associés en date du 3 avril 2026,\ntransféré son siège du 4, rue des Cocotiers au 12, route du Port, 98890 Païta,\nà compter du 1er mai 2026. Gérante : Mme Anne EXEMPLE.';
    expect(reading(text)).toEqual({ published: 'TIGA NAUTISME', doubted: [] });
  });

  it('leaves a name that opens on an article without any form after it', () => {
    const text = 'LA PIROGUE DE TIGA\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 566.001\n\nPar décision du 3 avril 2026, le siège a été transféré au 8, rue des Flamboyants, 98800 Nouméa.';
    expect(reading(text).published).toBe('LA PIROGUE DE TIGA');
  });
});

describe('the words of a legal form alone', () => {
  it('name no company, even typed without accents after an abbreviated société', () => {
    const text = 'Ets TAVITA-MOALA & FILLES, ste par actions simplifiee, Ridet 1234574.001\nreunion des associes du 2 mai 2026: nomination de M. Paul EXEMPLE en qualite de president.';
    expect(reading(text)).toEqual({ published: 'Ets TAVITA-MOALA & FILLES', doubted: [] });
  });
});

describe('a word cut short and closed by its dot in a run-in heading', () => {
  it('is an abbreviation of the event, not the company’s name', () => {
    const text = 'PROROG. DURÉE – SARL LES VERGERS DE NÉHOUÉ – RIDET 1234582-001 – durée portée à 99 ans, décision des associés du 12/03/26.';
    expect(reading(text)).toEqual({ published: 'LES VERGERS DE NÉHOUÉ', doubted: [] });
  });

  it('is read so for a cut the lexicon knows as well', () => {
    const text = 'Avis 02.04.2026 – Cess. parts – SARL TIWAKA BOIS – RIDET 1 234 582 001 – 50 parts cédées à M. Paul EXEMPLE, acte du 20/03/26.';
    expect(reading(text)).toEqual({ published: 'TIWAKA BOIS', doubted: [] });
  });
});

describe('a name introduced with another company’s identifier before the subject’s', () => {
  it('is that company’s: the subject is the company named next to its own identifier', () => {
    const text =
      'AUGMENTATION DE CAPITAL\n\nPALMIER INVEST, SAS au capital de 9 000 000 F CFP, RIDET 1 234 566.001, associée unique et présidente de la société RÉCIF LOGISTIQUE, SARL au capital de 500 000 F CFP, siège : zone portuaire de Népoui, RIDET 1 234 574.001,\n\nPar décisions de l’associée unique du 3 mars 2026, le capital social a été porté de 500 000 F CFP à 2 500 000 F CFP par incorporation de réserves.';
    expect(reading(text).published).toBe('RÉCIF LOGISTIQUE');
  });
});

describe('GIE at the head of a groupement’s name', () => {
  const notice = (head: string): string =>
    `${head}\nGroupement d'intérêt économique\nSiège : tribu de Ouaté, 98870 Bourail\nRIDET 1 234 582.001\n\nL'assemblée des membres du 5 mai 2026 a nommé M. Paul EXEMPLE administrateur unique du groupement.`;

  it('is the form before the name in a heading, as SARL or SCI is', () => {
    expect(reading(notice('GIE MARAÎCHERS DE LA TAMOA')).published).toBe('MARAÎCHERS DE LA TAMOA');
  });

  it('stays in the name a label gives whole', () => {
    expect(reading(notice('Dénomination : GIE MARAÎCHERS DE LA TAMOA')).published).toBe('GIE MARAÎCHERS DE LA TAMOA');
  });

  it('stays before a preposition, where no name opens', () => {
    expect(reading(notice('GIE DES MARAÎCHERS DE LA TAMOA')).published).toBe('GIE DES MARAÎCHERS DE LA TAMOA');
  });
});

describe('a new name in capitals that a narrow column carries on to the next line', () => {
  it('ends at the company’s form line under it', () => {
    const text =
      "CHANGEMENT DE DÉNOMINATION\nAncienne dénomination : TOITS\nDU NORD\nNouvelle dénomination : TIWAKA\nCHARPENTES & TOITS\nSARL au capital de 1 000 000 F\nCFP, RIDET 1 234 574.001. Aux ter-\nmes de l'AGE du 2 mars 2026,\nla dénomination a été modifiée.";
    expect(reading(text).published).toBe('TIWAKA CHARPENTES & TOITS');
  });
});
