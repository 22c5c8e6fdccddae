import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { markedRecordLabelsRead } from '../../../kernel/normalise/marked-record-labels.ts';

// A compositor glues his own cut labels to their values by his own mark and sets his own sign
// between fields: a reader reads each label by the letters it keeps of a record's label word and
// by the kind of value after it, whatever the mark. Every abbreviation, mark, separator, name and
// number below is made up (neither handed group prints them); 1234566 and 1234574 pass the check.

const lines = (text: string) => markedRecordLabelsRead(text).split('\n').map((line) => line.trim()).filter(Boolean);

describe('a compositor’s record of marked labels', () => {
  it('reads labels glued by an equals sign in small letters, each on a line of its own, the form in capitals', () => {
    expect(lines('CRÉATION\ndnom=VERGERS DU COL BLANC frme=sarl cpt=250 000 F sieg=12 rue des Acacias, 98800 Nouméa grnt=M. Paul TESTARD rdet=1234566.001')).toEqual([
      'CRÉATION',
      'Dénomination : VERGERS DU COL BLANC',
      'Forme : SARL',
      'Capital : 250 000 F',
      'Siège : 12 rue des Acacias, 98800 Nouméa',
      'Gérant : M. Paul TESTARD',
      'RIDET : 1234566.001',
    ]);
  });

  it('reads any mark and any separator the compositor repeats, and the former and the new seat', () => {
    expect(lines('MODIF. ¤ Dnm:: PIROGUES DU NORD ¤ Fr:: EURL ¤ anc. sg:: 3 rue Alma, 98800 Nouméa ¤ nv. sg:: 5 route du Port, 98809 Mont-Dore ¤ Gnt:: Mme Léa TESTARD')).toEqual([
      'MODIF.',
      'Dénomination : PIROGUES DU NORD',
      'Forme : EURL',
      'Ancien siège : 3 rue Alma, 98800 Nouméa',
      'Nouveau siège : 5 route du Port, 98809 Mont-Dore',
      'Gérant : Mme Léa TESTARD',
    ]);
    expect(lines('TRANSF. ▸ Dnmn ~> MAREE HAUTE ▸ Frm ~> SARL ▸ Cptl ~> 500 000 F ▸ AGE du 2 mars 2026')).toEqual([
      'TRANSF.',
      'Dénomination : MAREE HAUTE',
      'Forme : SARL',
      'Capital : 500 000 F',
      'AGE du 2 mars 2026',
    ]);
  });

  it('reads labels in angle brackets, one a line', () => {
    expect(lines('AVIS DE CONSTITUTION\n<DNMN> LA CASE AUX ÉPICES\n<FRM> SCI\n<CPTL> 100 000 F\n<SG> 7 rue Jenner, 98800 Nouméa')).toEqual([
      'AVIS DE CONSTITUTION',
      'Dénomination : LA CASE AUX ÉPICES',
      'Forme : SCI',
      'Capital : 100 000 F',
      'Siège : 7 rue Jenner, 98800 Nouméa',
    ]);
  });

  it('reads a label word printed whole in the compositor’s brackets among his cut ones, and a doctor as a person', () => {
    expect(lines('CONST. [Dén.] VERGERS DU COL BLANC [F.] SAS [Cap.] 250 000 F [Siège] 12 rue des Acacias, 98800 Nouméa [Prés.] Dr Paul TESTARD [RIDET] 1234566.001')).toEqual([
      'CONST.',
      'Dénomination : VERGERS DU COL BLANC',
      'Forme : SAS',
      'Capital : 250 000 F',
      'Siège : 12 rue des Acacias, 98800 Nouméa',
      'Président : Dr Paul TESTARD',
      'RIDET : 1234566.001',
    ]);
  });

  it('reads a lone initial only where one field alone fits its value', () => {
    expect(lines('DISSOL. + S: 2 allée des Pins, 98800 Nouméa + F: SARL + C: 300 000 F + C: LES PINS BLEUS')).toEqual([
      'DISSOL.',
      'Siège : 2 allée des Pins, 98800 Nouméa',
      'Forme : SARL',
      'Capital : 300 000 F',
      // 'C' before capitals: no field whose word opens on it takes a name (a capital, a co-manager): left as printed.
      'C: LES PINS BLEUS',
    ]);
  });

  it('takes the name printed unlabelled between the event and the first label, with its form', () => {
    expect(lines('RÉDUC. ◦ « L’ANSE AUX TORTUES » ◦ Cptl ~ 900 000 F ◦ Sge ~ 4 rue Alma, 98800 Nouméa ◦ Grnt ~ M. Paul TESTARD')).toEqual([
      'RÉDUC.',
      'Dénomination : « L’ANSE AUX TORTUES »',
      'Capital : 900 000 F',
      'Siège : 4 rue Alma, 98800 Nouméa',
      'Gérant : M. Paul TESTARD',
    ]);
  });

  it('reads a separator a pattern would take for its own sign as printed', () => {
    expect(lines('CRÉAT. ? Dnm= LES PINS BLEUS ? Frm= SARL ? Cptl= 100 000 F ? AGE du 2 mars 2026 ? Acte SSP')).toEqual([
      'CRÉAT.',
      'Dénomination : LES PINS BLEUS',
      'Forme : SARL',
      'Capital : 100 000 F',
      'AGE du 2 mars 2026',
      'Acte SSP',
    ]);
  });

  it('keeps an identifier’s rank printed apart by the separator whole', () => {
    expect(lines('AUGM. ▸ Dnmn: MAREE HAUTE ▸ Frm: SARL ▸ Cptl: 500 000 F ▸ RIDET 1 234 566 ▸ 001')).toContain('RIDET 1 234 566 ▸ 001');
  });
});

describe('what is no compositor’s record', () => {
  it('leaves a sentence’s words before a colon, and an office its holder leaves', () => {
    const text = 'Le reste sans changement : au lieu de : LA CASE ; fin du mandat du gér. M. Paul TESTARD ; de : M. Jean TESTARD ; sg: 3 rue Alma, 98800 Nouméa';
    expect(markedRecordLabelsRead(text)).toBe(text);
  });

  it('leaves a telegraphic sentence whose labels follow commas to the readers of telegraphic lines', () => {
    const text = 'Constit. Sté LES PALMIERS, SARL, cap. 100 000 F, sg 3 rue Alma, gér. M. Paul TESTARD, RIDET 1234566.001';
    expect(markedRecordLabelsRead(text)).toBe(text);
  });

  it('leaves a record of label words printed whole, and two labels alone', () => {
    const whole = 'Dénomination : LES PALMIERS\nForme : SARL\nCapital : 100 000 F\nAssocié : M. Paul TESTARD';
    expect(markedRecordLabelsRead(whole)).toBe(whole);
    const two = 'NOMINATION ◇ Dnomn ~> LES ATELIERS DU CAP ◇ Frme ~> SAS';
    expect(markedRecordLabelsRead(two)).toBe(two);
  });

  it('reads a title’s cut word before a spaced dash as the title’s, and a form before small letters as no name', () => {
    const title = 'MODIF. OBJ. — LES PINS BLEUS — Sg: 3 rue Alma, 98800 Nouméa — Frm: SARL — Grnt: M. Paul TESTARD';
    expect(lines(title).slice(0, 2)).toEqual(['MODIF. OBJ.', 'Dénomination : LES PINS BLEUS']);
    expect(markedRecordLabelsRead('Sté : SARL cap. 500 000 F · Sg: 3 rue Alma, 98800 Nouméa · Frm: SARL · Grnt: M. Paul TESTARD')).not.toContain('Dénomination');
  });

  it('reads no label out of a hyphenated given name or surname', () => {
    const text = 'Dnm: LES PALMIERS · Frm: SARL · Cptl: 100 000 F · Gérante : Mme Ana-Lisa TESTARD-KO';
    expect(markedRecordLabelsRead(text)).toContain('Gérante : Mme Ana-Lisa TESTARD-KO');
  });
});

describe('a compositor’s insertion read whole', () => {
  it('publishes a constitution whose labels are glued by equals signs, under its own identifier', () => {
    const result = parseNoticeText('L’ÉCHO DU TEST – 12 mars 2026\n\nCRÉATION\ndnom=VERGERS DU COL BLANC frme=sarl cpt=250 000 F sieg=12 rue des Acacias, 98800 Nouméa grnt=M. Paul TESTARD rdet=1234566.001', { reference: 't' });
    expect(result.ok && { ridet: result.notice.ridet, type: result.notice.type, name: result.notice.denomination, form: result.notice.forme_juridique }).toEqual({
      ridet: '1234566001',
      type: 'creation',
      name: 'VERGERS DU COL BLANC',
      form: 'SARL',
    });
  });

  it('publishes an appointment titled by its cut word over a record of guillemet-marked labels', () => {
    const result = parseNoticeText('LA FEUILLE DU TEST – 12 mars 2026\n\nNOMIN. ◇ Dnomn» LES ATELIERS DU CAP ◇ Frme» SAS ◇ Cptl» 1 000 000 F ◇ Rdt» 1234574.001 ◇ Prsdt» M. Paul TESTARD', { reference: 't' });
    expect(result.ok && { ridet: result.notice.ridet, type: result.notice.type, name: result.notice.denomination, officers: result.notice.dirigeants.map((d) => d.fonction) }).toEqual({
      ridet: '1234574001',
      type: 'nomination',
      name: 'LES ATELIERS DU CAP',
      officers: ['président'],
    });
  });
});

describe('the event a record’s title names', () => {
  const record = '\nDénomination : LES ATELIERS DU CAP\nForme : SAS\nPrésident : M. Paul TESTARD\n';
  it('reads a notice’s title over the record as its event, the word “avis” before it or not', () => {
    expect(classifyNotice(`AVIS CONSTITUTION${record}`)?.type).toBe('creation');
    expect(classifyNotice(`Avis de création${record}`)?.type).toBe('creation');
    expect(classifyNotice(`NOMINATIONS${record}`)?.type).toBe('nomination');
    expect(classifyNotice(`Nomin.${record}`)?.type).toBe('nomination');
  });

  it('does not read the word where a sentence follows it rather than a record', () => {
    expect(classifyNotice('NOMINATION\nLe conseil a pris acte de la démission de M. Paul TESTARD.\nDénomination : LES ATELIERS DU CAP')?.type).not.toBe('creation');
  });
});
