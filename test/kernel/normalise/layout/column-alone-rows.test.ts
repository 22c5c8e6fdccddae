import { describe, expect, it } from 'vitest';
import { deinterleaved } from '../../../../kernel/normalise/layout/interleaved.ts';

// Made up (sixteenth session, from ogives hv34; treillis kh22, tesselles wj38 and entablements eo28
// read so too). A page of two columns side by side, each holding two notices: where a row prints one
// column alone, the other column printed the blank line between its two notices.
const LEFT = [
  'Liquidation judiciaire simplifiée de',
  'la SARL KAZ TEST, 4, rue du Test,',
  '98800 Nouméa, RIDET 1 000 009.001.',
  'Date de cessation des paiements :',
  '30 juin 2026. Liquidateur : Maître',
  'Paul TESTARD.',
  '',
  'Liquidation judiciaire simplifiée de',
  'la SASU ESSAIS PADDLE, plage de Poé,',
  '98870 Bourail, RIDET 2 000 008.001.',
  'Date de cessation des paiements :',
  '10 mai 2026. Liquidateur : Maître',
  'Ana EXEMPLE.',
];
const RIGHT = [
  'STUDIO TEST 988',
  'SARL au capital de 300 000 F CFP',
  'Siège : 5, rue de la Somme, Nouméa',
  'RIDET 3 000 007.001',
  "Aux termes d'une assemblée du 22",
  'juillet 2026, la dénomination so-',
  'ciale devient « 988 Test Vidéo ».',
  'Article 3 des statuts modifié.',
  '',
  'TRANSFERT DE SIÈGE SOCIAL',
  'Par décisions du 24 juillet 2026,',
  "l'associée unique de la société",
  'LES JARDINS DU TEST, EURL, RIDET',
  '4 000 006.001, a transféré le siège',
  'au 18, rue du Test, 98800 Nouméa.',
  'Pour avis.',
];
const page = (): string => {
  const rows = Math.max(LEFT.length, RIGHT.length);
  const lines = ['LEGAL HEBDO   |   Vendredi 31 juillet 2026   |   Page 4', ''];
  for (let k = 0; k < rows; k += 1) lines.push(`${(LEFT[k] ?? '').padEnd(42)}${RIGHT[k] ?? ''}`.trimEnd());
  return lines.join('\n');
};

describe('a row printed in one column alone', () => {
  it('keeps the blank line between the other column’s two notices', () => {
    const read = deinterleaved(page())!;
    expect(read).toContain('Paul TESTARD.\n\nLiquidation judiciaire simplifiée de');
    expect(read).toContain('Article 3 des statuts modifié.\n\nTRANSFERT DE SIÈGE SOCIAL');
  });

  it('but no blank line where the line above is left open (a card above its heading)', () => {
    const left = ['KAZ TEST', 'SARL au capital de 1 000 000 F CFP', 'Siège : 4, rue du Test, Nouméa', 'RIDET 1 000 009.001', '', 'AUGMENTATION DE CAPITAL', "L'assemblée générale extraordinaire", 'du 3 mars 2026 a porté le capital', 'social à 2 000 000 F CFP par apport', 'en numéraire. Pour avis.'];
    const rows = RIGHT.map((right, k) => `${(left[k] ?? '').padEnd(42)}${right}`.trimEnd());
    const read = deinterleaved(['LEGAL HEBDO   |   Vendredi 31 juillet 2026   |   Page 4', '', ...rows].join('\n'))!;
    expect(read).toContain('RIDET 1 000 009.001\nAUGMENTATION DE CAPITAL');
  });
});
