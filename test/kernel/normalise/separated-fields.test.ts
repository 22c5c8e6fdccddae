import { describe, expect, it } from 'vitest';
import { NO_RUN_NAME_MODEL, parseNoticeText } from '../../../kernel/normalise/index.ts';
import { separatedFieldLines } from '../../../kernel/normalise/separated-fields.ts';

// A compositor's record of fields parted by a sign of his own, whatever the sign: each field read
// on a line of its own. Every paper, company, person and number below is made up; 1234566, 1234574
// and 1234582 pass the RID's check.

// Read by the rules alone: the learned name of short insertions (run-name-model.ts) reads these
// records too, and would hide a record the rules no longer set apart.
const published = (text: string) => {
  const result = parseNoticeText(text, { reference: 'test' }, { runNameModel: NO_RUN_NAME_MODEL });
  return result.ok ? { type: result.notice.type, name: result.notice.denomination, ridet: result.notice.ridet } : result.quarantine.reason;
};

describe('a record of fields cut by one sign of its compositor', () => {
  it('sets each field on a line of its own, whatever the sign, glued or spaced', () => {
    expect(separatedFieldLines('NOMIN. ¤ x\nNOMIN. ~ LES VERGERS DU COL SARL ~ Rx 1234566.001 ~ Gér. Mme Ana TOKI')).toBe(
      'NOMIN. ¤ x\nNOMIN.\nLES VERGERS DU COL SARL\nRx 1234566.001\nGér. Mme Ana TOKI',
    );
    expect(separatedFieldLines('DISS. ★ ÉLEC DU PLATEAU ★ SAS ★ Rx 1 234 574.001 ★ AGE 02/11/2026')).toBe('DISS.\nÉLEC DU PLATEAU\nSAS\nRx 1 234 574.001\nAGE 02/11/2026');
    expect(separatedFieldLines('Rs.KAYAKS DU RÉCIF·SARL·Nr.1234582.001·Sg.Plum')).toBe('Rs.KAYAKS DU RÉCIF\nSARL\nNr.1234582.001\nSg.Plum');
    expect(separatedFieldLines('CHGT GÉR; BOIS DE LA PASSE; EURL; RIDET 1 234 566 001; nom. M. Léo KAWA')).toBe('CHGT GÉR\nBOIS DE LA PASSE\nEURL\nRIDET 1 234 566 001\nnom. M. Léo KAWA');
  });

  it('reads a record printed over several lines, its sign recurring over the insertion, and leaves its masthead whole', () => {
    const masthead = 'LA GAZETTE DU COL – hebdomadaire du Nord – n° 12 – jeudi 5 novembre 2026';
    expect(separatedFieldLines(`${masthead}\nMOD. OBJ.\nRs.LES VERGERS DU COL · Fme.SAS · Nr.1234566.001\nAGE 02.11.26 · Pdt.Ana TOKI · DG.Léo KAWA`)).toBe(
      `${masthead}\nMOD. OBJ.\nRs.LES VERGERS DU COL\nFme.SAS\nNr.1234566.001\nAGE 02.11.26\nPdt.Ana TOKI\nDG.Léo KAWA`,
    );
  });

  it("reads a line opening on the sign the insertion parts its fields by as opening on a field; a list's bullets stay", () => {
    expect(separatedFieldLines('LA GAZETTE ■ n° 12 ■ 04/11/2026\n■ CONST. SARL\nDén. LES VERGERS DU COL ■ Nr 1234566.001 ■ Gér. M. Léo KAWA')).toBe(
      'LA GAZETTE ■ n° 12 ■ 04/11/2026\nCONST. SARL\nDén. LES VERGERS DU COL\nNr 1234566.001\nGér. M. Léo KAWA',
    );
    const list = 'AUDIENCE DU 2 NOVEMBRE 2026\n▪ LJ — SARL LES VERGERS DU COL, RIDET 1 234 566.001.\n▪ RJ — SAS ÉLEC DU PLATEAU, RIDET 1 234 574.001.\n▪ LJ — EURL BOIS DE LA PASSE, RIDET 1 234 582.001.';
    expect(separatedFieldLines(list)).toBe(list);
  });

  it('reads the company of an insertion so printed: its name, its identifier and its event', () => {
    expect(published('LA GAZETTE DU COL 04.11.26\nNOMIN. ~ LES VERGERS DU COL SARL ~ R: 1234566.001 ~ Nv gér. Mme Ana TOKI ~ AGO 20/10/26')).toEqual({
      type: 'nomination',
      name: 'LES VERGERS DU COL',
      ridet: '1234566001',
    });
    expect(published('LE COURRIER DU COL ★ 04/11/26\nCLÔT. LIQ. ★ ÉLEC DU PLATEAU ★ SARL ★ Ridet 1 234 574.001 ★ AG 02/11/2026 ★ quitus liq. M. Paul WEA')).toEqual({
      type: 'dissolution',
      name: 'ÉLEC DU PLATEAU',
      ridet: '1234574001',
    });
  });

  it('leaves a masthead, a sentence cut by semicolons and a line of three fields as printed', () => {
    const masthead = 'LA GAZETTE DU COL – hebdomadaire du Nord – n° 12 – jeudi 5 novembre 2026 – Annonces légales';
    expect(separatedFieldLines(masthead)).toBe(masthead);
    const sentence =
      "La société LES VERGERS DU COL, SARL, RIDET 1234566.001, a nommé gérante Mme Ana TOKI, demeurant à Plum, en remplacement de M. Léo KAWA, démissionnaire; l'assemblée a pris acte de cette démission et lui a donné quitus de sa gestion; elle a décidé de modifier les statuts en conséquence; mention sera faite au registre.";
    expect(separatedFieldLines(sentence)).toBe(sentence);
    const short = 'NOMIN. ~ LES VERGERS DU COL SARL ~ Rx 1234566.001';
    expect(separatedFieldLines(short)).toBe(short);
  });

  it('leaves spaced dashes, a header block spelling its capital out and a telegraphic line of labels to their own readers', () => {
    const dashes = 'LJ - SAS MENUISERIE DU COL - 1 234 574.001 - jugt 10/11/2026';
    expect(separatedFieldLines(dashes)).toBe(dashes);
    const header = 'LES VERGERS DU COL ; SARL au capital de 100 000 F ; RIDET 1234566.001 ; Plum';
    expect(separatedFieldLines(header)).toBe(header);
    const telegraphic = 'DISS. ANT. ; Dénom. : LES VERGERS DU COL ; EURL ; Ridet 1 234 566.001 ; Liq. : M. Léo KAWA';
    expect(separatedFieldLines(telegraphic)).toBe(telegraphic);
  });

  it('leaves a record without an identifier or without a form as printed (no company told)', () => {
    const noIdentifier = 'CONST. ~ LES VERGERS DU COL ~ SARL ~ 100.000 F ~ Plum';
    expect(separatedFieldLines(noIdentifier)).toBe(noIdentifier);
    const noForm = 'AVIS ~ LES VERGERS DU COL ~ Rx 1234566.001 ~ Plum ~ Mme Ana TOKI';
    expect(separatedFieldLines(noForm)).toBe(noForm);
  });
});

describe("a name's label after the rubric's closing marks, the record's fields cut by bars", () => {
  it('reads the name labelled there', () => {
    const text = 'LE HÉRON DU SUD — mardi 2 juin 2026 — LÉGALES\n►►CONSTITUTION◄◄ Dénom. : <<LES VERGERS DU COL>> | Forme : EURL | Cap. : 100 000 F | Sg : Col de la Pirogue, Païta | Gér. : M. Léo KAWA | RIDET : 1 234 566.001 | Statuts : 21/05/2026';
    expect(published(text)).toEqual({ type: 'creation', name: 'LES VERGERS DU COL', ridet: '1234566001' });
  });
});
