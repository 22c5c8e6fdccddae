import { describe, expect, it } from 'vitest';
import { courtOfficerCompany } from '../../../kernel/normalise/court-officer-company.ts';

// A company is the court's appointee by each office's full title, after its identifier or before
// it, whichever words the title is written in; a window naming no title is no appointee's. Made-up
// folded windows (lower case, no accents), in words of their own.

const TITLES = [
  "commissaire a l'execution du plan",
  "commissaires a l'execution du plan de continuation",
  'mandataire judiciaire',
  'mandataire liquidateur',
  'representant des creanciers',
  'administratrice judiciaire',
  'liquidateur judiciaire',
];

describe("a court's appointee, by its office's title", () => {
  it.each(TITLES)('is read from "%s" after the identifier', (title) => {
    expect(courtOfficerCompany('par jugement du 4 mai 2026, la selarl exemple, ridet ', `, a ete designee en qualite de ${title}.`)).toBe(true);
    expect(courtOfficerCompany('la selarl exemple, ridet ', `, ${title}, pris en la personne de me paul exemple.`)).toBe(true);
  });

  it.each(TITLES)('is read from "%s" before the identifier', (title) => {
    expect(courtOfficerCompany(`le tribunal a designe en qualite de ${title} la selarl exemple, `, ', 3 rue des flamboyants.')).toBe(true);
  });

  it('is not read where no title is written', () => {
    expect(courtOfficerCompany('la sarl exemple, ', ", a ete designee en qualite de gerante de l'entreprise.")).toBe(false);
    expect(courtOfficerCompany('le liquidateur amiable, la sarl exemple, ', ', demeurant a noumea.')).toBe(false);
  });
});
