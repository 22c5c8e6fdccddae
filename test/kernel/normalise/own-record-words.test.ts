import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { ownActBesideRelatives } from '../../../kernel/normalise/own-act-beside-relative.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { namedInTellerOwnAct } from '../../../kernel/normalise/teller-own-act.ts';
import { toldMovingOwnSeat } from '../../../kernel/normalise/told-own-seat.ts';

// Each record a company acts on and each form of each verb of acting on it (own-record-words.ts
// declares them once), read by every reading of a company's own act it belongs to. Every sentence is
// made up for this file; 1 000 009.001 is the company that acts, 3 000 007.001 the other one, both
// pass the check.
const ACTOR = '1000009';

/** The two identifiers of a text, the actor's and the other company's, in text order. */
function twoIdentifiers(text: string) {
  const matches = findRidets(text);
  if (matches.length !== 2) throw new Error(`two identifiers expected, ${matches.length} found`);
  return matches.map((match) => ({ index: match.index, end: match.index + match.printed.length }));
}

/** Whether a company another tells of (`informe que`) is read as having moved its own seat (told-own-seat.ts). */
function toldActing(act: string): boolean {
  const text = `La société CABINET DES ÎLES, RIDET 3 000 007.001, informe que la société FROID DU NORD, SARL, RIDET 1 000 009.001, a ${act} le 9 novembre 2026.`;
  const folded = fold(text);
  const [, told] = twoIdentifiers(text);
  return toldMovingOwnSeat(folded, folded, told!.index, told!.end);
}

/** Whether a firm whose description names another company is read as telling its own act (teller-own-act.ts). */
function tellerActing(act: string): boolean {
  const text = `Le cabinet COMPTES DU LAGON, SARL, RIDET 1 000 009.001, liquidateur de la société VERGERS DU NORD, RIDET 3 000 007.001, informe avoir ${act} le 9 novembre 2026.`;
  const folded = fold(text);
  const [teller, named] = twoIdentifiers(text);
  return namedInTellerOwnAct(folded, folded, teller!.end, named!.index, named!.end);
}

/** Whether the company the text opens on is read as acting on its own record beside its subsidiary (own-act-beside-relative.ts). */
function actingBesideRelative(act: string): boolean {
  const text = `La société KAORI HOLDING, SAS, RIDET 1 000 009.001, a ${act} le 9 novembre 2026. Sa filiale la société LAGON NEGOCE, SARL, RIDET 3 000 007.001, n'est pas concernée.`;
  return ownActBesideRelatives(fold(text), findRidets(text))?.actorRid === ACTOR;
}

describe('a seat moved, as every reading of an own act reads it', () => {
  const seatActs = ['transféré son siège social au 4 rue Higginson, Nouméa,', 'déplacé son siège à Koné', 'fixé son siège au 2 rue de Sébastopol', 'établi son siège à Bourail', 'installé son siège dans la zone de Ducos', 'élu son domicile au 8 rue Jules Ferry'];

  it('reads each verb of a seat moved in a company told by another', () => {
    for (const act of seatActs) expect(toldActing(act), act).toBe(true);
  });

  it("reads each verb of a seat moved in a teller's infinitive", () => {
    for (const act of ['transféré son siège social au 4 rue Higginson, Nouméa,', 'déplacé son siège à Koné']) expect(tellerActing(act), act).toBe(true);
  });

  it("never reads in a teller's infinitive a seat placed nor a domicile, where a liquidator places its client's liquidation", () => {
    for (const act of [
      'fixé le siège de la liquidation à son siège social',
      'établi le siège de la liquidation en son siège',
      'installé le siège de la liquidation dans son siège',
      'élu domicile en son siège pour les besoins de la liquidation',
      'transféré le siège de la liquidation à son domicile',
    ])
      expect(tellerActing(act), act).toBe(false);
  });

  it('reads each verb of a seat moved beside a subsidiary', () => {
    for (const act of seatActs) expect(actingBesideRelative(act), act).toBe(true);
  });

  it('reads the infinitive after a decision beside a subsidiary', () => {
    for (const act of ['décidé de transférer son siège à Païta', 'décidé de déplacer son siège à Koné', 'décidé de fixer son siège à Bourail']) expect(actingBesideRelative(act), act).toBe(true);
  });

  it("reads a seat another tells of only, not the told company's other records (it is asked in a seat transfer)", () => {
    for (const act of ['modifié sa dénomination', 'augmenté son capital de 500 000 F CFP', 'renouvelé son conseil d’administration']) expect(toldActing(act), act).toBe(false);
  });
});

describe("the teller's registered particulars", () => {
  it('reads each record and each verb of acting on it', () => {
    for (const act of [
      'modifié sa dénomination',
      'changé sa raison sociale',
      'changé son nom',
      'augmenté son capital de 1 000 000 F CFP',
      'réduit son capital à 500 000 F CFP',
      'porté son capital à 2 000 000 F CFP',
      'modifié sa forme sociale',
      'modifié son objet social',
      'adopté ses statuts mis à jour',
    ])
      expect(tellerActing(act), act).toBe(true);
  });

  it('never reads an office the teller is told to take, whose possessive is the other company’s', () => {
    for (const act of ["été nommé membre de son conseil d'administration", 'été renouvelé à la présidence de son directoire', 'été nommée présidente de son conseil de surveillance']) expect(tellerActing(act), act).toBe(false);
  });
});

describe('a standing record changed beside a subsidiary', () => {
  it("reads each of the company's names, its object and its form", () => {
    for (const act of ['modifié sa dénomination', 'changé sa raison sociale', 'changé son nom', 'modifié son objet', 'changé sa forme', 'adopté sa forme anonyme', 'décidé de modifier sa dénomination', 'décidé de changer son nom'])
      expect(actingBesideRelative(act), act).toBe(true);
  });

  it('reads each organ renewed and each officer appointed, in the participle and the infinitive', () => {
    for (const act of [
      "renouvelé son conseil d'administration",
      'recomposé son directoire',
      'renouvelé son bureau',
      'renouvelé sa gérance',
      'renouvelé sa direction',
      'renouvelé ses commissaires aux comptes',
      'décidé de renouveler son conseil',
      'décidé de recomposer son directoire',
      'nommé son nouveau président',
      'nommé son directeur',
      'nommé son gérant',
      'nommé son commissaire aux comptes',
      'décidé de nommer son nouveau gérant',
    ])
      expect(actingBesideRelative(act), act).toBe(true);
  });

  it('reads an officer of either gender, the administrator in full', () => {
    for (const act of ['nommé sa nouvelle présidente', 'nommé sa gérante', 'nommé sa directrice', 'nommé son administrateur', 'nommé son administratrice']) expect(actingBesideRelative(act), act).toBe(true);
  });

  it('never reads its articles, rewritten after an act on the relative', () => {
    for (const act of ['modifié ses statuts', 'adopté ses statuts mis à jour']) expect(actingBesideRelative(act), act).toBe(false);
  });

  it('never reads its capital, which the relative may subscribe', () => {
    for (const act of ['augmenté son capital de 1 000 000 F CFP', 'réduit son capital à 500 000 F CFP', 'porté son capital à 2 000 000 F CFP']) expect(actingBesideRelative(act), act).toBe(false);
  });
});
