import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { namedAsGuaranteedRelative } from '../../../kernel/normalise/guaranteed-relative.ts';
import { subjectOf } from './notice-helpers.ts';

// A company named in another company's apposition by what that company is to it (`garante des
// engagements de sa filiale F`): the sentence's verb and its possessive organ are the other
// company's, F is a third party. Every text is made up for this file; the identifiers pass the check.
const PARENT = '1000009';
const SUBSIDIARY = '3000007';

describe("the subsidiary named in its guarantor's apposition", () => {
  it("publishes the guarantor whose assembly appointed, not the subsidiary whose debts it guarantees", () => {
    const text =
      'NOMINATION\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, garante des engagements de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informe que son assemblée générale du 2 octobre 2026 a nommé M. Paul Martin directeur général.';
    expect(subjectOf(text)).toBe(PARENT);
  });

  it('reads a surety towards its subsidiary whose board moved the seat', () => {
    const text =
      "AVIS\nLe GROUPE TAMANOU, SA au capital de 50 000 000 F CFP, RIDET 1 000 009.001, caution solidaire envers sa filiale la société CORAIL NEGOCE, SARL, RIDET 3 000 007.001, porte à la connaissance du public que son conseil d'administration du 5 novembre 2026 a transféré le siège social au 4 rue Higginson, Nouméa.";
    expect(subjectOf(text)).toBe(PARENT);
  });

  it('reads a parent that stood guarantor for a sub-subsidiary and then decided its own capital', () => {
    const text =
      'MODIFICATION\nKAORI INVEST, SAS, RIDET 1 000 009.001, qui s’est portée garante du prêt de sa sous-filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, a décidé par décision de son président du 3 novembre 2026 de porter son capital à 20 000 000 F CFP.';
    expect(subjectOf(text)).toBe(PARENT);
  });

  it('reads an SCI letting its premises to its subsidiary whose partners appointed its manager', () => {
    const text =
      'NOMINATION D’UNE GÉRANTE\nLa SCI LES BANIANS, RIDET 1 000 009.001, bailleresse des locaux de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, fait savoir que ses associés ont nommé Mme Anne Roux gérante le 1er octobre 2026.';
    expect(subjectOf(text)).toBe(PARENT);
  });

  it('never publishes the subsidiary when the guarantor is read as a third party too', () => {
    // A name holding a role's word (`HOLDING`): never the subsidiary's, whether the name is read as a name (capitals-holding-name.ts) or the word as a parent's role.
    const text =
      'NOMINATION\nLa société HOLDING DES ÎLES, SAS, RIDET 1 000 009.001, garante des engagements de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informe que son assemblée générale du 2 octobre 2026 a nommé M. Paul Martin directeur général.';
    expect(subjectOf(text)).not.toBe(SUBSIDIARY);
  });
});

describe('the subsidiary that is the subject', () => {
  it("keeps a parent's announcement of its subsidiary's act the subsidiary's", () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, informe que sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, a transféré son siège social au 4 rue Higginson, Nouméa, le 2 octobre 2026.';
    expect(subjectOf(text)).toBe(SUBSIDIARY);
  });

  it('keeps the act of a sole shareholder deciding for its subsidiary the subsidiary’s', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, associée unique de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, a décidé le 2 octobre 2026 de transférer le siège social de celle-ci au 4 rue Higginson, Nouméa.';
    expect(subjectOf(text)).toBe(SUBSIDIARY);
  });

  it('keeps a subsidiary’s own notice signed by its parent and guarantor the subsidiary’s', () => {
    const text =
      "NOMINATION\nCORAIL NEGOCE, SARL au capital de 1 000 000 F CFP, RIDET 3 000 007.001, siège : 4 rue Higginson, Nouméa.\nPar décision du 2 octobre 2026, l'associée unique a nommé M. Paul Martin gérant.\nPour avis, la société KAORI INVEST, SAS, RIDET 1 000 009.001, associée unique et garante de sa filiale.";
    expect(subjectOf(text)).toBe(SUBSIDIARY);
  });

  it('keeps a subsidiary telling its own act with its guarantor in its description the subsidiary’s', () => {
    const text =
      'NOMINATION\nLa société CORAIL NEGOCE, SARL, RIDET 3 000 007.001, dont les engagements sont garantis par sa société mère KAORI INVEST, SAS, RIDET 1 000 009.001, informe que son associée unique a nommé M. Paul Martin gérant le 2 octobre 2026.';
    expect(subjectOf(text)).toBe(SUBSIDIARY);
  });
});

describe('what the sentence does not tell', () => {
  it('keeps a joint notice of a parent and its subsidiary quarantined', () => {
    const text =
      'NOMINATION\nLa société KAORI INVEST, SAS, RIDET 1 000 009.001, et sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informent que leurs assemblées du 2 octobre 2026 ont nommé M. Paul Martin directeur général.';
    expect(subjectOf(text)).toBe('sujet_ambigu');
  });

  it('reads no relative where the apposition ends with its sentence', () => {
    const folded = fold(
      "La société KAORI INVEST, SAS, RIDET 1 000 009.001, garante des engagements de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001.\nPar décision de l'associée unique du 2 octobre 2026, M. Paul Martin est nommé gérant.",
    );
    const previousEnd = folded.indexOf('009.001') + '009.001'.length;
    const index = folded.indexOf('ridet 3');
    expect(namedAsGuaranteedRelative(folded, previousEnd, index, folded.indexOf('007.001') + '007.001'.length)).toBe(false);
  });

  it('reads no relative after a clause of its own (`que`) between the two companies', () => {
    const folded = fold(
      'La société KAORI INVEST, SAS, RIDET 1 000 009.001, garante, informe que sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, a nommé son gérant.',
    );
    const previousEnd = folded.indexOf('009.001') + '009.001'.length;
    const index = folded.indexOf('ridet 3');
    expect(namedAsGuaranteedRelative(folded, previousEnd, index, folded.indexOf('007.001') + '007.001'.length)).toBe(false);
  });

  it('reads the relative in the same words (the unit the parse reads)', () => {
    const folded = fold(
      'La société KAORI INVEST, SAS, RIDET 1 000 009.001, garante des engagements de sa filiale CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informe que son assemblée a nommé M. Paul Martin directeur général.',
    );
    const previousEnd = folded.indexOf('009.001') + '009.001'.length;
    const index = folded.indexOf('ridet 3');
    expect(namedAsGuaranteedRelative(folded, previousEnd, index, folded.indexOf('007.001') + '007.001'.length)).toBe(true);
  });
});
