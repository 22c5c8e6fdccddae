import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// A company that founds another is named to say who owns the company constituted, whose notice it is.
// Every text is made up for this file.
const SUBJECT = '1000009';
const FOUNDER = '2000008';

describe('the founder of the company a notice constitutes', () => {
  it('reads a parent that constituted its one-partner subsidiary by a dated act, the subsidiary registered last', () => {
    const text =
      'CONSTITUTION\nLa société NAKÉTY PARTICIPATIONS, SAS au capital de 50 000 000 F CFP, RIDET 2 000 008.001, a constitué par acte sous seing privé du 2 octobre 2026 une société par actions simplifiée unipersonnelle dénommée NAKÉTY LOGISTIQUE, au capital de 1 000 000 F CFP, ayant son siège 4 rue Higginson à Nouméa et pour objet le transport de marchandises. La société NAKÉTY PARTICIPATIONS en est l\'associée unique et la présidente. RIDET : 1 000 009.001 – RCS Nouméa.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a subsidiary constituted by its parent, told by the participle in a card of fields', () => {
    const text =
      'CONSTITUTION\nDénomination : LIFOU PLONGÉE\nForme : SASU\nCapital : 800 000 F CFP\nSiège : Wé, Lifou\nConstituée par la société DREHU TOURISME, SAS, RIDET 2 000 008.001, présidente, par acte du 7 octobre 2026.\nRIDET : 1 000 009.001';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a company that moves its seat, its founder named in its description', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société CORAIL NEGOCE, SARL, RIDET 1 000 009.001, constituée par la société KAORI INVEST, SAS, RIDET 2 000 008.001, a transféré son siège au 4 rue Higginson, Nouméa, par décision du 2 octobre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a parent whose auxiliary an incise parts from the founding verb', () => {
    const text =
      'CONSTITUTION D\'UNE FILIALE\nLa SAS CAPITAL DU NORD, RIDET 2 000 008.001, a, le 5 octobre 2026, constitué une SASU dénommée NORD AGRÉGATS, au capital de 2 000 000 F CFP, siège à Koné, dont elle est l\'associée unique et la présidente.\nImmatriculation au RCS de Nouméa : RIDET 1 000 009.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a constitution told by its noun, `Constitution par la société P, …, d\'une SARL`', () => {
    const text =
      'CONSTITUTION\nConstitution par la société CAPITAL DU NORD, SAS, RIDET 2 000 008.001, d\'une SARL unipersonnelle dénommée NORD AGRÉGATS, capital : 2 000 000 F CFP, siège : Koné, acte du 5 octobre 2026. Gérant : M. Marc Néa. RIDET : 1 000 009.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('what founding does not tell', () => {
  it('never publishes a company a relative clause says the subject once founded', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, qui a constitué en 2015 une SCI dénommée LES BANIANS, RIDET 2 000 008.001, a transféré son siège social au 4 rue Higginson, Nouméa, le 2 octobre 2026.';
    // The SCI's number: the seat moved is the founder's own.
    expect(subjectOf(text)).not.toBe('2000008');
  });

  it('keeps a company\'s own constitution date in its description its own', () => {
    const text =
      'AVIS\nLa société CORAIL NEGOCE, SARL, constituée par acte du 2 mars 2010, RIDET 1 000 009.001, a transféré son siège au 4 rue Higginson, Nouméa, par décision du 2 octobre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('never publishes a grouping\'s constitution under one of its founding members', () => {
    const text =
      'CONSTITUTION\nPar contrat du 3 octobre 2026, il a été constitué un groupement d\'intérêt économique dénommé GIE DES MARAÎCHERS DE LA FOA entre la société TERRES ROUGES, SARL, RIDET 2 000 008.001, et la société VALLÉE VERTE, SAS, RIDET 3 000 007.001. Siège : La Foa. Administrateur : M. Jean Naudin.';
    expect(subjectOf(text)).not.toBe(FOUNDER);
  });

  it("reads two founders that 'ont formé entre elles' a partnership as its constitution, the partnership registered last", () => {
    const text = [
      '15230                JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE                10 septembre 2026',
      '',
      "Il appert d'un acte sous signatures privées fait à Nouméa le 11 août 2026, enregistré, que :",
      'La société à responsabilité limitée NAKÉTY PARTICIPATIONS, au capital de 20 000 000 F CFP, siège social 3 rue Higginson, 98800 Nouméa, RIDET 2 000 008.001,',
      'Et la société par actions simplifiée KAORI FINANCE, au capital de 5 000 000 F CFP, siège social 8 rue Jules-Ferry, 98800 Nouméa, RIDET 2 294 239.001,',
      "Ont formé entre elles une société en nom collectif dénommée NAKÉTY LOGEMENTS, au capital de 100 000 F CFP, ayant son siège 3 rue Higginson, 98800 Nouméa, pour objet la construction d'un immeuble.",
      'Elle est immatriculée au RCS de Nouméa sous le n° RIDET 1 000 009.001.',
      'Pour extrait et mention,',
      'La gérance.',
    ].join('\n');
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});


// Two companies found a third together; the first one's particulars run past its partner's identifier.
describe('two founders together', () => {
  const text = (verb: string): string =>
    `AVIS DE CONSTITUTION\nPar acte sous seing privé du 2 septembre 2026, la société ESSAIS PARTICIPATIONS, société par actions simplifiée au capital de 10 000 000 F CFP, dont le siège est 6, rue des Essais, 98800 Nouméa, immatriculée au RIDET sous le n° 2 000 008.001, et la société TESTS INVEST, société par actions simplifiée au capital de 5 000 000 F CFP, dont le siège est même adresse, immatriculée au RIDET sous le n° 3 000 007.001, ${verb} une société en nom collectif dénommée ESSAIS 26, au capital de 100 000 F CFP, dont le siège est fixé 6, rue des Essais, 98800 Nouméa.\nLa gérance est assurée par M. Luc TESTARD.\nLa société ESSAIS 26 a été immatriculée au RIDET sous le n° 1 000 009.001.\nPour avis, la gérance.`;

  it("are both founders (`ont constitué entre elles`), the company constituted the subject", () => {
    expect(subjectOf(text('ont constitué entre elles'))).toBe(SUBJECT);
  });
});

// Made up (sixteenth session, from coupoles uk36 and, unseen before, tiercees tc05). A company founds
// another with a person, the subject's own identifier printed only above the text.
describe('a company and a person founding together', () => {
  it('the company is a founder, the company constituted the subject', () => {
    const text = [
      'Legal Hebdo – Annonces légales – publié le mardi 1er septembre 2026',
      '',
      'ESSAIS 26 — RIDET 1 000 009.001',
      '',
      'AVIS DE CONSTITUTION',
      '',
      "Par acte sous seing privé en date du 14 août 2026, la société ESSAIS PARTICIPATIONS, société par actions simplifiée au capital de 12 000 000 F CFP, dont le siège est 8, rue des Essais, 98800 Nouméa, RIDET 2 000 008.001, et M. Luc TESTARD, demeurant lotissement Les Hauts, 98890 Païta, ont constitué une société à responsabilité limitée dénommée ESSAIS 26, au capital de 2 000 000 F CFP, dont le siège est fixé 12, lotissement Savannah, 98890 Païta.",
      'M. Luc TESTARD a été nommé gérant.',
      '',
      'Pour avis, le gérant.',
    ].join('\n');
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});
