import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { officersOf } from './notice-helpers.ts';

// Readings a blind group of compositors' insertions whose name no label gives showed missing
// (macarons): a name set apart by square brackets or quotes before its form, a former name marked
// 'Ex-' in the text, a name's label cut after its first syllable, a transfer's 'Trf', an
// appointment's 'adm.' and a representative's 'rep. par'. Every text here is made up for the rule it names.

const read = (text: string) => {
  const result = parseNoticeText(text, { reference: 'essai' });
  return result.ok ? [result.notice.type, result.notice.ridet, result.notice.denomination, officersOf(result.notice)] : [result.quarantine.reason];
};

describe('a name a compositor sets apart before its form', () => {
  it('reads a name in square brackets', () => {
    const text =
      "Le Héron du Nord – 12.11.2026\n[ MODIFICATIONS ]\nTrf sg — [VERGERS DE TIARE] EURL au cap. de 200 000 F CFP, RIDET 1000009-001. Déc. de l'associé unique du 03/11/2026 : sg transféré de la route de Tiéti au 9, rue du Marché, 98822 Poindimié. Gér. : M. Paul WEA (inchangé).";
    expect(read(text)).toEqual(['siege', '1000009001', 'VERGERS DE TIARE', ['Paul WEA (gérant)']]);
  });

  it('reads a quoted name whose form follows without a comma', () => {
    const text =
      'Le Héron — mer. 11 nov. 2026 — Annonces\nModif. obj. — « VERGERS DE TIARE » SAS — RIDET 1 000 009.001 — Obj. étendu à la vente de plants (AGE du 03/11/2026). Prés. : Mme Rose KAMO.';
    expect(read(text)).toEqual(['statuts', '1000009001', 'VERGERS DE TIARE', ['Rose KAMO (président)']]);
  });
});

describe('a change of name', () => {
  it("publishes the new name where the text marks the former one 'Ex-' before its quotes", () => {
    const text =
      'LE HÉRON /// jeu. 12 nov. 2026\n>>> Chgt dén.\nEx-« PRIMEURS DE TIARE », SAS au cap. de 1 000 000 F CFP, devient « VERGERS DE TIARE » (AGE du 03/11/2026). Sg : 4, route de Tiéti, 98822 Poindimié. RIDET 1 000 009.001. Prés. : M. Paul WEA.';
    expect(read(text).slice(0, 3)).toEqual(['statuts', '1000009001', 'VERGERS DE TIARE']);
  });

  it("reads 'nouvelle dén. :' as the new name's label", () => {
    const text =
      'LE HÉRON · jeu. 12/11/2026\nTrf sg + Chgt dén. — Ancienne dén. : PRIMEURS DE TIARE ; nouvelle dén. : VERGERS DE TIARE — SARL — RIDET 1 000 009.001 — Sg transféré au 5, route de Tiéti, 98822 Poindimié (AGE du 03/11/2026). Gér. : M. Paul WEA.';
    expect(read(text)[2]).toBe('VERGERS DE TIARE');
  });
});

describe("an appointment's cut words", () => {
  it("reads 'nomme adm. la SAS X (RIDET …)' as the company appointed, and 'rep. par' as its representative", () => {
    const text =
      "LE HÉRON — n° 88 — jeudi 12 novembre 2026\nNom. adm. — VERGERS DE TIARE, SA, RIDET 1 000 009.001 : l'AGO du 03/11/2026 nomme adm. la SAS KAORI INVEST (RIDET 1 000 017.001), rep. par Mme Rose KAMO, en remplacement de M. Paul WEA, démissionnaire.";
    expect(read(text)).toEqual(['nomination', '1000009001', 'VERGERS DE TIARE', ['KAORI INVEST (administrateur)']]);
  });
});

describe('more ways a compositor sets a name apart', () => {
  it('reads a name between bold stars, its form in brackets after it', () => {
    const text =
      'LE HÉRON ◆ édition du jeudi 12 novembre 2026 ◆ Pavés légaux\nDISSOL. ANTICIPÉE — *VERGERS DE TIARE* (SARL, 1 000 009.001) — AGE du 03/11/2026 — liquid. amiable : Mme Rose KAMO — siège de liq. au siège social, 4, rue des Flamboyants, 98860 Koné.';
    expect(read(text).slice(0, 3)).toEqual(['dissolution', '1000009001', 'VERGERS DE TIARE']);
  });

  it("publishes a name framed by blocks without the blocks", () => {
    const text = '▌VERGERS DE TIARE▐ SAS — RIDET 1000009.001 — DGD nommé : M. Paul WEA (déc. de la prés. du 03/11/2026) — Prés. : Mme Rose KAMO.\nLe Héron du Col — 12/11/2026';
    expect(read(text)[2]).toBe('VERGERS DE TIARE');
  });

  it('reads a quoted name opening a field, its form in brackets or after a dash', () => {
    const text =
      'LE HÉRON DU COL — 12 novembre 2026\nObjet modifié — « VERGERS DE TIARE » (SAS, RIDET 1000009.001) ajoute la vente de plants à son objet — AGE du 03/11/2026 — Prés. : Mme Rose KAMO.';
    expect(read(text).slice(0, 3)).toEqual(['statuts', '1000009001', 'VERGERS DE TIARE']);
  });

  it("reads a name in capitals after a code's colon, its form in brackets, and not a sigle after a dash", () => {
    const text =
      "LE HÉRON DU COL — 12/11/2026 — 2e insertion\nVTE FONDS : VERGERS DE TIARE (EURL, RIDET 1 000 009.001), gér. Mme Rose KAMO, a vendu son fonds de primeurs, tribu de Tiéti, 98822 Poindimié, à M. Paul WEA ; prix 3 500 000 F ; acte du 31/10/2026. Opp. : Me Luc KAMO, notaire à Koné.";
    expect(read(text).slice(0, 3)).toEqual(['cession', '1000009001', 'VERGERS DE TIARE']);
  });

  it("types a seat's field printing its former and new address on either side of an arrow", () => {
    const text =
      'LE HÉRON PRO — 12/11/2026 — réf. HP-26-1187\n« VERGERS DE TIARE » SARL — 1 000 009.001 — siège : 3, rue Duquesne, 98800 Nouméa ➜ marina de Port-Boisé, 98809 Mont-Dore, à/c du 15/11/2026 — cogér. : M. Paul WEA, Mme Rose KAMO.';
    expect(read(text).slice(0, 3)).toEqual(['siege', '1000009001', 'VERGERS DE TIARE']);
  });
});
