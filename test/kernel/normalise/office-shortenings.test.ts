import { describe, expect, it } from 'vitest';
import { extractDirigeants, extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';
import { officeBesideName, officeOfToken, shortenedOffice, shortenedOffices } from '../../../kernel/normalise/office-shortenings.ts';

// Made-up insertions and tokens: a compositor's shortenings of the offices, read by their letters.
const officers = (text: string, subjectName?: string) => extractDirigeants(text, { subjectName }).map((d) => `${d.prenoms ?? ''} ${d.nom} (${d.fonction}, ${d.action})`.trim());

describe('an office word shortened by its letters', () => {
  it.each([
    ['gce', 'gérant'],
    ['gerce', 'gérant'],
    ['gert', 'gérant'],
    ['gerts', 'gérant'],
    ['gte', 'gérant'],
    ['cogce', 'gérant'],
    ['psdt', 'président'],
    ['prst', 'président'],
    ['lqdr', 'liquidateur'],
    ['lqdtrs', 'liquidateur'],
  ])("reads '%s' as %s", (token, role) => {
    expect(shortenedOffice(token)).toBe(role);
  });

  it.each(['pris', 'lire', 'pts', 'art', 'acte', 'gest', 'lot', 'cess', 'par'])("reads no office in the word '%s'", (token) => {
    expect(shortenedOffice(token)).toBeNull();
  });
});

describe("a co-holder's hyphenated shortening", () => {
  it("reads 'co-gért' as the manager's office, as 'cogce', and the new co-manager after it", () => {
    expect(officeOfToken('co-gert')).toEqual(['gérant']);
    expect(officers('Capital : 2M F. Co-Gért nouv.:Ana TESTARD, Gérte Léa TESTEUR demeure.')).toEqual(['Ana TESTARD (gérant, nomination)', 'Léa TESTEUR (gérant, nomination)']);
  });
});

describe('an office of several words shortened word by word', () => {
  it.each([
    ['dir. gen.', 'directeur général'],
    ['d.gal', 'directeur général'],
    ['d.gal.del.', 'directeur général délégué'],
    ['cmr.c.', 'commissaire aux comptes'],
    ['comm.exec.plan', "commissaire à l'exécution du plan"],
    ['liq. jud.', 'liquidateur judiciaire'],
  ])("reads '%s' as %s", (words, role) => {
    expect(shortenedOffices(words)).toBe(role);
  });

  it("reads neither office in a shortening two offices share ('com.')", () => {
    expect(shortenedOffices('com.')).toBeNull();
    expect(officeBesideName('jgt 4.11.26 – com. ', '')).toBeNull();
  });

  it('reads no label in the words of a sentence', () => {
    expect(officeBesideName('le mandat de directeur general de ', ', sarl, a pris fin')).toBeNull();
  });
});

describe("the holder named right after a compositor's label, or with it in brackets", () => {
  it('reads a person without civility after a shortened label glued to the name', () => {
    expect(officers('Const. SARL EXEMPLE · Rdt.1 234 567.001 · Gce.Paulin EXEMPLAIRE · Sg.Nouméa')).toEqual(['Paulin EXEMPLAIRE (gérant, nomination)']);
  });

  it("reads each holder the label's list joins by '&'", () => {
    expect(officers('Rs.EXEMPLE·Fme.SCI·Rdt.1 234 567.001·Gce.Paulin EXEMPLE & Léa MODÈLE·Dur.99a')).toEqual(['Paulin EXEMPLE (gérant, nomination)', 'Léa MODÈLE (gérant, nomination)']);
  });

  it('reads the office a label of several shortened words gives', () => {
    expect(officers('Nmt° D.Gal: M. Paulin EXEMPLE – SAS MODÈLE – Rdt 1 234 567.001', 'MODÈLE')).toEqual(['Paulin EXEMPLE (directeur général, nomination)']);
  });

  it("reads the office in brackets after the name, its clause's full stop inside", () => {
    expect(officers('SAS EXEMPLE 1234567.001\nM. Paulin MODÈLE (dir. gén.)\nDécis. assoc.')).toEqual(['Paulin MODÈLE (directeur général, nomination)']);
  });

  it('reads the holder a leaving word before the label names as leaving', () => {
    expect(officers('SARL EXEMPLE Rdt 1 234 567.001 · dém. gce Paulin MODÈLE · nv. gce Léa EXEMPLE')).toEqual(['Paulin MODÈLE (gérant, cessation)', 'Léa EXEMPLE (gérant, nomination)']);
  });

  it("reads the label's holder when the label's own full stop cut the clause", () => {
    expect(officers('SARL EXEMPLE RID 1234567.001: Gért Paulin MODÈLE démiss., Gérte nouv. Léa EXEMPLE')).toEqual(['Paulin MODÈLE (gérant, cessation)', 'Léa EXEMPLE (gérant, nomination)']);
  });

  it("reads a label's holder without civility before a bracket or the compositor's next label", () => {
    expect(officers('Forme : SAS\nPrésident : Paulin EXEMPLE (inch.)')).toEqual(['Paulin EXEMPLE (président, nomination)']);
    expect(officers('Capital : 3M\nPrésident : Paulin EXEMPLE Idt 1234567 rg 001')).toEqual(['Paulin EXEMPLE (président, nomination)']);
  });

  it("reads the label on the line above when that line ends on its colon", () => {
    const court = extractOfficers('RJ – SAS EXEMPLE – RIDET 1234567.001\n[AJ :\nSELARL PILOTE CONSEIL, mission d\'assistance]', { subjectName: 'EXEMPLE' });
    expect(court.organes.map((o) => `${o.nom} (${o.fonction})`)).toEqual(['PILOTE CONSEIL (administrateur judiciaire)']);
  });

  it('reads a printed dash as a separator before the label, though folded into a hyphen', () => {
    expect(officers('Transfo SAS→SARL: EXEMPLE (Rd 1 234 567-001)–AGEx 2.XI.26–fin fonct. Psdt M. Paulin MODÈLE–Gnt M. Paulin MODÈLE', 'EXEMPLE')).toEqual([
      'Paulin MODÈLE (président, cessation)',
      'Paulin MODÈLE (gérant, nomination)',
    ]);
  });
});
