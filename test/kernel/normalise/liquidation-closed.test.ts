import { describe, expect, it } from 'vitest';
import { liquidationClosed } from '../../../kernel/normalise/liquidation-closed.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// A liquidation's closure ends the liquidator's mission: after the notice the company has no
// liquidator, whether or not the notice says he is discharged. Made-up texts.

const closed = (text: string) => liquidationClosed(fold(text));
const current = (text: string, type: 'dissolution' | 'procedure') =>
  extractOfficers(text, { type, subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.filter((d) => d.action !== 'cessation').map((d) => `${d.nom} (${d.fonction})`);

describe('liquidationClosed', () => {
  it('reads a closure however it is printed', () => {
    for (const text of ['CLÔTURE DE LIQUIDATION', 'clôture des opérations de liquidation', 'CLLQ Rs. KAORI BOIS', 'AGO : clôt. liq.', "clôture pour insuffisance d'actif de la liquidation judiciaire", 'CLÔT. I.A. · KAORI BOIS']) {
      expect(closed(text), text).toBe(true);
    }
  });

  it('reads no closure told as to come, nor a dissolution', () => {
    for (const text of ['Le siège de la liquidation est fixé à Koné, en vue de la clôture de la liquidation.', 'La clôture de la liquidation sera publiée.', 'Dissolution anticipée ; liquidateur : M. Paul WEA.']) {
      expect(closed(text), text).toBe(false);
    }
  });
});

describe('a closed liquidation’s liquidator', () => {
  it('is no officer after an amicable closure that names him without discharging him', () => {
    expect(current('Société KAORI BOIS, SARL, RIDET 1 000 009.001 ; événement : clôture de liquidation ; liquidateur : M. Paul WEA ; comptes définitifs approuvés.', 'dissolution')).toEqual([]);
  });

  it('is no officer after a court’s closure for insufficient assets', () => {
    expect(current("Jugement du 2 décembre 2026 – clôture pour insuffisance d'actif de la liquidation judiciaire de la société KAORI BOIS, SARL, RIDET 1000009.001. Liquidateur : Me Paul WEA.", 'dissolution')).toEqual([]);
  });
});
