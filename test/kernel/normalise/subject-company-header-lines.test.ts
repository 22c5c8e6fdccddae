import { describe, expect, it } from 'vitest';
import { noticeLayout } from '../../../kernel/normalise/notice-layout.ts';
import { readFormeJuridique, subjectCompanyReadings } from '../../../kernel/normalise/subject-company.ts';

// subject-company.ts keeps what a header line says by itself, read once for the header's rule and
// the identifier's block and for the next notices printing the same line; the subject's block is
// read once for the two rules that ask for it; the form's candidates are read only when reached;
// a name several rules read is written out once, the partners' tail tried only after a comma that
// opens a line. These examples read the same line under other neighbours, a form found only in the
// header or the body, and a firm's partners wherever its comma stands. Every text is made up.

/** The names the rules read, by rule, in their order. */
function readings(text: string): string[] {
  const layout = noticeLayout(text);
  const at = text.indexOf('RIDET');
  const subject = at < 0 ? null : { index: at, others: [] };
  const identifierEnds = at < 0 ? [] : [text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at)];
  return [...subjectCompanyReadings(text, layout, subject, identifierEnds)].map((r) => `${r.rule}: ${r.name}`);
}

const OVER_FORM = 'Boulangerie des Flamboyants\nSociété à responsabilité limitée au capital de 500 000 F CFP\nSiège : 4 rue des Manguiers, Nouméa\n\nAux termes d’une décision du 3 mars 2026, le gérant a transféré le siège. RIDET 1 234 567.001.';
const OVER_SENTENCE = 'Boulangerie des Flamboyants\nAvis aux créanciers de la boutique\n\nAux termes d’une décision du 3 mars 2026, la société Kaori Transports, RIDET 1 234 567.001, a été dissoute.';

describe('a header line read again under other neighbours', () => {
  it('reads a name in mixed case as the name over its form line, and not over a line that is none', () => {
    expect(readings(OVER_FORM)).toContain('entete_forme: Boulangerie des Flamboyants');
    expect(readings(OVER_SENTENCE).some((r) => r.includes('Flamboyants'))).toBe(false);
    // The same line read again, in the other order: what it says depends on the line under it.
    expect(readings(OVER_FORM)).toContain('entete_forme: Boulangerie des Flamboyants');
  });

  it('sets aside a name over a drafter’s profession line, and reads the same name over its form line', () => {
    const letterhead = 'CABINET DES ÎLES\nNotaires associés\n\nAux termes d’un acte du 5 avril 2026, la société Kaori Transports, RIDET 1 234 567.001, a été dissoute.';
    const company = 'CABINET DES ÎLES\nSARL au capital de 1 000 000 F CFP\nSiège : Koné\n\nAux termes d’une décision du 5 avril 2026, l’associé unique a nommé un gérant. RIDET 1 234 567.001.';
    expect(readings(letterhead).some((r) => r.includes('CABINET DES ÎLES'))).toBe(false);
    expect(readings(company)).toContain('entete_forme: CABINET DES ÎLES');
    expect(readings(letterhead).some((r) => r.includes('CABINET DES ÎLES'))).toBe(false);
  });

  it('reads a name quoted over two lines whole, and the same second line under a line that opens no quote as that name’s end', () => {
    const quoted = 'Société « LES VERGERS DU\nNORD »\nSARL au capital de 100 000 F CFP\nRIDET 1 234 567.001\n\nAux termes d’une décision du 2 mai 2026, le gérant a démissionné.';
    const unquoted = 'LES JARDINS DU\nNORD »\nSARL au capital de 100 000 F CFP\nRIDET 1 234 567.001\n\nAux termes d’une décision du 2 mai 2026, le gérant a démissionné.';
    expect(readings(quoted)).toContain('entete_forme: LES VERGERS DU NORD');
    expect(readings(unquoted)).toContain('entete_forme: LES JARDINS DU NORD');
  });
});

describe('the subject’s block read by the header’s rule and the identifier line’s', () => {
  it('gives both rules the block’s name when the identifier opens its own line in the header', () => {
    const text = 'SARL KAORI PLOMBERIE\nSiège : 12 rue des Lilas, Nouméa\nRIDET : 1 234 567.001\n\nAux termes d’une assemblée du 6 juin 2026, les associés ont nommé un gérant.';
    const read = readings(text);
    expect(read).toContain('entete_identifiant: KAORI PLOMBERIE');
    expect(read).toContain('bloc: KAORI PLOMBERIE');
  });
});

describe('the form read from the candidate that first holds one', () => {
  it('reads the form from the header when the description holds none', () => {
    const text = 'KAORI PLOMBERIE\nSociété par actions simplifiée au capital de 1 000 000 F CFP\n\nAux termes d’une décision du 6 juin 2026, le président de la société KAORI PLOMBERIE, RIDET 1 234 567.001, a transféré le siège.';
    const layout = noticeLayout(text);
    const at = text.indexOf('RIDET');
    const company = { name: 'KAORI PLOMBERIE', rule: 'introduction' as const, span: { start: text.indexOf('la société'), end: at }, person: false };
    expect(readFormeJuridique(text, layout, company, { subjectIndex: at, others: [], identifierEnds: [at + 22] })).toMatchObject({ form: 'SAS', rule: 'entete' });
  });

  it('reads the form from the body when neither the description nor the header holds one', () => {
    const text = 'AVIS DE NOMINATION\n\nAux termes d’une décision du 6 juin 2026, l’associé unique de KAORI PLOMBERIE, RIDET 1 234 567.001, société à responsabilité limitée, a nommé un gérant.';
    const layout = noticeLayout(text);
    const at = text.indexOf('RIDET');
    const company = { name: 'KAORI PLOMBERIE', rule: 'introduction' as const, span: { start: text.indexOf('KAORI'), end: at }, person: false };
    expect(readFormeJuridique(text, layout, company, { subjectIndex: at, others: [], identifierEnds: [at + 22] })).toMatchObject({ form: 'SARL', rule: 'corps' });
  });
});

describe('a name read by several rules, written out once', () => {
  it('gives every rule that reads a firm’s first name the partners printed after its comma', () => {
    const text =
      'AVIS DE NOMINATION\n\nAux termes d’une assemblée du 3 juin 2026, les associés de la société KAORI, TEHUE ET ASSOCIÉS, société d’exercice libéral à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 1 234 567.001, ont nommé un gérant.';
    expect(readings(text)).toEqual(['introduction: KAORI, TEHUE ET ASSOCIÉS', 'premiere_societe: KAORI, TEHUE ET ASSOCIÉS']);
  });

  it('reads the partners when a narrow column puts the comma after the name at the next line’s start', () => {
    const text =
      'AVIS DE NOMINATION\n\nAux termes d’une assemblée du 3 juin 2026, les associés de la société KAORI\n, TEHUE ET ASSOCIÉS, société d’exercice libéral à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 1 234 567.001, ont nommé un gérant.';
    expect(readings(text)).toContain('introduction: KAORI, TEHUE ET ASSOCIÉS');
  });

  it('reads the partners’ surnames after the comma, and a name printed without a comma after it as it is', () => {
    const surnames =
      'AVIS DE TRANSFERT\n\nAux termes d’une décision du 8 juin 2026, les associés de la société WAIA, KASARHEROU & BOEWA, avocats associés, société d’exercice libéral à responsabilité limitée, RIDET 1 234 567.001, ont transféré le siège.';
    expect(readings(surnames)).toContain('introduction: WAIA, KASARHEROU & BOEWA');
    const bare = 'AVIS DE TRANSFERT\n\nAux termes d’une décision du 8 juin 2026, les associés de la société WAIA BOEWA, société à responsabilité limitée, RIDET 1 234 567.001, ont transféré le siège.';
    expect(readings(bare)).toContain('introduction: WAIA BOEWA');
  });
});
