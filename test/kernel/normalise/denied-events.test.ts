import { describe, expect, it } from 'vitest';
import { withoutDeniedEvents } from '../../../kernel/normalise/denied-events.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { parseNoticeTexts, type SubjectCandidate } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf } from './notice-helpers.ts';

// Events a notice names only to deny them or to leave them undone (issue 32): no evidence of the
// event, whatever its family. Every text is made up in words of its own for the reading it names.

/** The folded sentence with its denied words blanked, its spaces collapsed. */
const kept = (sentence: string): string => withoutDeniedEvents(fold(sentence)).replace(/\s+/g, ' ').trim();

const HEADER = 'KAZ BOIS DU NORD\nSARL au capital de 1 000 000 F CFP — Koné — RIDET 1 000 001.001\n\n';
const read = (body: string, heading = ''): unknown => identityOf(`${heading}${HEADER}${body}\n`);
const NOMINATION = ['nomination', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03'];

describe('the clause a denial governs', () => {
  it('ends at the comma, so the event told beside the denial stays read', () => {
    expect(kept('Sans modification du capital, le siège est transféré à Koné.')).toBe(', le siege est transfere a kone.');
    expect(kept('Transfert du siège sans modification du capital.')).toBe('transfert du siege .');
  });

  it('covers both members of ni … ni and a ne … pas before them', () => {
    expect(kept("L'opération n'a entraîné ni augmentation du capital ni émission de parts, la mère détenant tout.")).toBe("l'operation , la mere detenant tout.");
  });

  it('ends where a conjunction opens another clause, not at a coordinated complement', () => {
    expect(kept("Le gérant n'a pas été remplacé et Mme Y a été nommée cogérante.")).toBe('le gerant et mme y a ete nommee cogerante.');
    expect(kept('Ils ont décidé de ne pas dissoudre la société et de réduire le capital.')).toBe('ils ont decide de et de reduire le capital.');
    expect(kept('Il est procédé sans transfert du siège et de la clientèle.')).toBe('il est procede .');
  });

  it('ends at a subordinating conjunction and at a verb of decision after the negated one', () => {
    expect(kept("L'assemblée a décidé de ne pas dissoudre la société bien que les capitaux propres soient bas.")).toBe("l'assemblee a decide de bien que les capitaux propres soient bas.");
    expect(kept("Les associés n'ayant pas voulu poursuivre l'activité ont décidé la dissolution.")).toBe('les associes ont decide la dissolution.');
    expect(kept('La gérante ne sera pas remplacée et la société sera dissoute au 1er mai.')).toBe('la gerante et la societe sera dissoute au 1er mai.');
  });

  it('reads sans liquidation as the term it is, and a birth’s né as no negation', () => {
    expect(kept('Dissolution sans liquidation de la société par transmission universelle de patrimoine.')).toBe('dissolution de la societe par transmission universelle de patrimoine.');
    expect(kept('M. Paul X, né le 3 mars 1970 à Nouméa, jamais condamné, a été nommé gérant.')).toBe('m. paul x, ne le 3 mars 1970 a noumea, jamais condamne, a ete nomme gerant.');
  });

  it('takes in the subject its predicate denies, not the subject of a verb whose object is denied', () => {
    expect(kept("La dissolution anticipée n'a pas été votée.")).toBe('.');
    expect(kept("Le siège social n'est pas transféré.")).toBe('.');
    expect(kept("La fusion n'a donné lieu à aucune émission d'actions.")).toBe('la fusion .');
  });

  it('reads aucun, pas de, non, an intention and a refusal as denials', () => {
    expect(kept("Aucune cession de parts n'est intervenue.")).toBe('.');
    expect(kept('pas de dissolution, poursuite de l’activité')).toBe(", poursuite de l'activite");
    expect(kept('Associé non gérant : M. X.')).toBe('associe : m. x.');
    expect(kept('Les associés envisagent de transférer le siège à Bourail.')).toBe('les associes .');
    expect(kept("L'assemblée a refusé la réduction du capital.")).toBe("l'assemblee .");
  });

  it('leaves what tells a change: ne … plus, an office not renewed, a decision to come', () => {
    expect(kept("M. X n'est plus gérant.")).toBe("m. x n'est plus gerant.");
    expect(kept("Le mandat de gérant de M. X n'a pas été renouvelé.")).toBe("le mandat de gerant de m. x n'a pas ete renouvele.");
    expect(kept('Mandat de commissaire aux comptes non renouvelé.')).toBe('mandat de commissaire aux comptes non renouvele.');
    expect(kept('La société sera dissoute à compter du 1er juillet.')).toBe('la societe sera dissoute a compter du 1er juillet.');
  });

  it('reads sans réserve as an approval in full, not a denial of what is approved', () => {
    expect(kept("L'assemblée a approuvé sans réserve la fusion par absorption de la SARL KAZ FOURNIL.")).toBe("l'assemblee a approuve sans reserve la fusion par absorption de la sarl kaz fournil.");
    expect(kept('Les associés acceptent sans aucune restriction le transfert du siège.')).toBe('les associes acceptent sans aucune restriction le transfert du siege.');
    expect(kept('Le siège est transféré sans changement de gérance.')).toBe('le siege est transfere .');
  });

  it('keeps the text’s length and line breaks', () => {
    const text = fold('Pas de transfert\ndu siège ; sans cession.\nGérant : M. X');
    const out = withoutDeniedEvents(text);
    expect(out.length).toBe(text.length);
    expect(out.split('\n').length).toBe(3);
  });
});

describe('a dissolution or a liquidation turned down in a fixed wording', () => {
  it('blanks the liquidation a partner rejects, as it blanks the dissolution', () => {
    expect(kept("Le gérant, ayant rejeté la mise en liquidation de la société, poursuit l'activité.")).toBe("le gerant, ayant , poursuit l'activite.");
    expect(kept("Le gérant, ayant rejeté la dissolution de la société, poursuit l'activité.")).toBe("le gerant, ayant , poursuit l'activite.");
  });
});

describe('one text read with its parties kept and without them, one after the other', () => {
  it('loses only the lapsed event’s noun and lapse with its parties kept, the whole span without, whichever is asked first', () => {
    const lapsed = fold('La cession du fonds à la société ALPHA est devenue caduque.');
    const withParties = 'la du fonds a la societe alpha .';
    const without = 'la .';
    const spaced = (text: string): string => text.replace(/\s+/g, ' ').trim();
    expect(spaced(withoutDeniedEvents(lapsed, true))).toBe(withParties);
    expect(spaced(withoutDeniedEvents(lapsed))).toBe(without);
    expect(spaced(withoutDeniedEvents(lapsed, true))).toBe(withParties);
    expect(spaced(withoutDeniedEvents(lapsed, false))).toBe(without);
  });
});

describe('a merger that did not change the absorbing company’s capital, told by the absorbed company', () => {
  it('is the absorbed company’s dissolution when the merger gave rise to neither an increase nor an exchange', () => {
    expect(
      identityOf(
        "KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001 (société absorbée)\nPar décision du 3 mars 2026, l'associée unique a approuvé la fusion par absorption de la société par GROUPE EXEMPLE, SAS, RIDET 2 000 002.001. Cette fusion n'a entraîné ni augmentation du capital ni création de titres nouveaux, l'absorbante détenant toutes les parts. La société se trouve dissoute sans liquidation.\n",
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('is so when the merger was carried out without any increase being made', () => {
    expect(
      identityOf(
        "KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001 (société absorbée)\nLe 3 mars 2026, la fusion par absorption de la société par GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, a été réalisée sans qu'il soit procédé à une augmentation du capital de l'absorbante. La société est dissoute sans liquidation à cette date.\n",
      ),
    ).toEqual(['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a merger told by the absorbed company whose sole partner absorbs it', () => {
  const told = (sentence: string): unknown =>
    identityOf(
      `KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001\n\nLe 3 mars 2026, l'associée unique GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, a approuvé la fusion par absorption de la société par GROUPE EXEMPLE. ${sentence}\n`,
    );
  const DISSOLVED = ['dissolution', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03'];

  it('is the absorbed company’s dissolution however the increase that did not happen is denied', () => {
    expect(told("Pas d'augmentation de capital (fusion simplifiée). KAZ BOIS DU NORD est dissoute sans liquidation.")).toEqual(DISSOLVED);
    expect(told("La fusion s'est faite sans échange de titres ni augmentation de capital. KAZ BOIS DU NORD est dissoute sans liquidation.")).toEqual(DISSOLVED);
    expect(told("Cette fusion n'a pas entraîné d'augmentation de capital chez l'absorbante. La dissolution de KAZ BOIS DU NORD est intervenue sans liquidation.")).toEqual(DISSOLVED);
  });
});

describe('a denied event in each family is no evidence of it', () => {
  it('siège: a title that transfers the seat without changing the capital is the transfer', () => {
    expect(read('Par décision du 3 mars 2026, le gérant a transféré le siège social au 4, rue des Exemples, 98800 Nouméa.', 'TRANSFERT DE SIÈGE SANS MODIFICATION DU CAPITAL\n\n')).toEqual([
      'siege',
      'KAZ BOIS DU NORD',
      'SARL',
      '1000001001',
      '2026-03-03',
    ]);
  });

  it('siège: a transfer only intended is no transfer', () => {
    expect(read("Le 3 mars 2026, les associés, qui envisagent de transférer le siège à Koné l'an prochain, ont nommé M. Paul EXEMPLE cogérant.")).toEqual(NOMINATION);
  });

  it('dissolution: one the meeting did not vote, or that no one decided, is no dissolution', () => {
    expect(read("Le 3 mars 2026, la dissolution anticipée de la société n'a pas été votée ; M. Paul EXEMPLE a été nommé gérant.")).toEqual(NOMINATION);
    expect(read("Aux termes de l'assemblée du 3 mars 2026, aucune dissolution n'a été décidée. Mme Anne EXEMPLE a été nommée gérante.")).toEqual(NOMINATION);
    expect(read('Le 3 mars 2026, les associés ont renoncé à la dissolution anticipée et ont nommé M. Paul EXEMPLE gérant.')).toEqual(NOMINATION);
  });

  it('cession: a sale refused or said not to happen is no sale', () => {
    expect(read("L'assemblée du 3 mars 2026 a refusé d'agréer la cession de 200 parts à M. Yves EXEMPLE. Elle a nommé Mme Anne EXEMPLE cogérante.")).toEqual(NOMINATION);
    expect(read('Par décision du 3 mars 2026, sans cession de parts, Mme Anne EXEMPLE a été nommée cogérante aux côtés de M. Paul EXEMPLE.')).toEqual(NOMINATION);
  });

  it('capital: an increase without new shares is still the increase', () => {
    expect(read("Le 3 mars 2026, l'associé unique a augmenté le capital de 1 000 000 à 1 500 000 F CFP par incorporation de réserves, sans émission de parts nouvelles.")).toEqual([
      'capital',
      'KAZ BOIS DU NORD',
      'SARL',
      '1000001001',
      '2026-03-03',
    ]);
  });

  it('nomination: an officer whose mandate is not renewed leaves, a change of officers', () => {
    expect(read("Le mandat de gérant de M. Paul EXEMPLE, arrivé à son terme le 3 mars 2026, n'a pas été renouvelé.")).toEqual(NOMINATION);
    expect(read("Le 3 mars 2026, l'assemblée a constaté que le mandat de gérante de Mme Anne EXEMPLE, non renouvelé, avait pris fin.")).toEqual(NOMINATION);
  });
});

describe('a continuation despite losses in the accountants’ initials', () => {
  it('is a change of articles, the dissolution it declines no event', () => {
    expect(read('AGE du 3 mars 2026 : CP < ½ du capital ; pas de dissolution, poursuite de l’activité.')).toEqual(['statuts', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('the subject’s evidence', () => {
  function candidatesOf(text: string): SubjectCandidate[] {
    const seen: SubjectCandidate[] = [];
    parseNoticeTexts(text, { reference: 't' }, { onSubjectCandidates: (candidates) => seen.push(...candidates) });
    return seen;
  }
  const byRid = (candidates: readonly SubjectCandidate[], rid: string) => candidates.find((c) => c.rid === rid)!;

  it('counts no sale by a company the text says did not sell, and the sale of its neighbour', () => {
    const candidates = candidatesOf(
      "Le 3 mars 2026, la société KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, n'a pas cédé ses parts ; la société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, a cédé les siennes à M. Yves EXEMPLE.\n",
    );
    expect(byRid(candidates, '1000001').features.sells).toBe(0);
    expect(byRid(candidates, '2000002').features.sells).toBe(1);
  });

  it('counts no dissolution of a company the text says is not dissolved, and the one of its neighbour', () => {
    const candidates = candidatesOf(
      "Le 3 mars 2026, la société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, ne sera pas dissoute ; sa filiale KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, est dissoute par anticipation.\n",
    );
    expect(byRid(candidates, '2000002').features.dissolved).toBe(0);
    expect(byRid(candidates, '1000001').features.dissolved).toBe(1);
  });
});

describe('an office whose renewal is denied before its holder', () => {
  const officers = (body: string): string[] =>
    noticeOf(`${HEADER}${body}\n`).dirigeants.map((d) => `${d.prenoms ?? ''} ${d.nom} (${d.fonction}, ${d.action})`.trim());

  it('ends the holder’s office, told by the meeting’s verb or by a decision not to renew', () => {
    expect(officers("L'assemblée du 3 mars 2026 n'a pas renouvelé le mandat de gérant de M. Paul EXEMPLE, arrivé à son terme. Mme Anne EXEMPLE a été nommée gérante.")).toEqual([
      'Paul EXEMPLE (gérant, cessation)',
      'Anne EXEMPLE (gérant, nomination)',
    ]);
    expect(officers('Le 3 mars 2026, les associés ont décidé de ne pas renouveler le mandat de M. Paul EXEMPLE, président, et de nommer Mme Anne EXEMPLE en qualité de présidente.')).toEqual([
      'Paul EXEMPLE (président, cessation)',
      'Anne EXEMPLE (président, nomination)',
    ]);
  });
});
