import { describe, expect, it } from 'vitest';
import { hostsTheSeat } from '../../../kernel/normalise/seat-host.ts';
import { subjectOf } from './notice-helpers.ts';

// A role in apposition to the actor of a decision, the verb right after it: the company decided
// about holds no role. Every text is made up for this file.
const OWN = '1000009';
const OTHER = '3000007';

describe('a role in apposition to the actor, then its verb', () => {
  it('publishes the company whose seat a shareholder approves moving, not the shareholder’s role', () => {
    const text =
      'Délibération n° 2026-118 du 12 mai 2026\nArticle 1er : La province des Îles, actionnaire majoritaire, approuve le transfert du siège social de la société CORAIL NEGOCE, immatriculée au RIDET sous le n° 1 000 009.001, du 4 rue Higginson, Nouméa, au 12 rue Austerlitz, Nouméa.\nDélibéré le 12 mai 2026.';
    expect(subjectOf(text)).toBe(OWN);
  });

  it('reads the verb after `a` as well (`actionnaire unique, a décidé la dissolution de …`)', () => {
    const text =
      "AVIS\nLa commune de Koné, actionnaire unique, a décidé le 3 juin 2026 la dissolution anticipée de la société KONE SERVICES, SARL, RIDET 1 000 009.001, à compter de ce jour. M. Paul Martin est nommé liquidateur.";
    expect(subjectOf(text)).toBe(OWN);
  });

  it('reads a public body’s verb in the present (`prend acte de la dissolution de …`)', () => {
    const text =
      "Délibération n° 14-2026/APS du 6 mars 2026\nArticle 1er : La province Sud, actionnaire majoritaire, prend acte de la dissolution anticipée de la SAEML CORAIL TOURISME, RIDET n° 1 000 009.001, décidée par l'assemblée générale extraordinaire du 2 mars 2026.\nArticle 2 : Elle approuve la nomination de M. Paul MARTIN en qualité de liquidateur.";
    expect(subjectOf(text)).toBe(OWN);
  });

  it('keeps a shareholder named after the role a holder of it', () => {
    const text =
      'CESSION DE PARTS\nLa société CORAIL NEGOCE, SARL, RIDET 3 000 007.001, informe que son actionnaire majoritaire, la société KAORI INVEST, SAS, RIDET 1 000 009.001, a cédé le 2 octobre 2026 ses parts à M. Paul Martin.';
    expect(subjectOf(text)).toBe(OTHER);
  });
});

describe('premises named with the verb of their lease', () => {
  it('sets aside the lessor of the new premises however long the address before it', () => {
    const text =
      'Délibération n° 2026-118 du 12 mai 2026\nArticle 1er : La province approuve le transfert du siège social de la société CORAIL NEGOCE, immatriculée au RIDET sous le n° 1 000 009.001, du 4 rue Higginson, 98800 Nouméa, à l’immeuble Les Cocotiers, 15, avenue du Général de Gaulle, 98800 Nouméa, dans des locaux pris à bail auprès de la société IMMOBILIERE DU CENTRE, SAS, RIDET 3 000 007.001.\nDélibéré le 12 mai 2026.';
    expect(subjectOf(text)).toBe(OWN);
  });

  it('reads the lessor without the seat’s word in the clause (folded words before its identifier)', () => {
    expect(hostsTheSeat(", du 4 rue higginson, 98800 noumea, a l'immeuble les cocotiers, dans des locaux pris a bail aupres de la societe immobiliere du centre, sas, ")).toBe(true);
    expect(hostsTheSeat(', a koumac, dans les bureaux loues aupres de la sarl batiments du nord, ')).toBe(true);
    expect(hostsTheSeat(', dans des locaux neufs, la societe immobiliere du centre, ')).toBe(false);
  });
});
