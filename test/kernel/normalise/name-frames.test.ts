import { describe, expect, it } from 'vitest';
import { withoutFrameMarks } from '../../../kernel/normalise/name-frames.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// A compositor sets the company's name apart with marks of his own on both sides. Made-up
// insertions: invented papers, companies and people; each frame is one no corpus prints.

const published = (text: string) => {
  const result = parseNoticeText(text, { reference: 'essai' });
  return result.ok ? [result.notice.ridet, result.notice.denomination, result.notice.forme_juridique] : result.quarantine.reason;
};

describe('a name framed by marks', () => {
  it.each([
    ['the same symbol on both sides, the form after', 'LE HÉRON DU SUD — 12/11/2026\nDISS. ANT. — ¤ KAORI BOIS ¤ SARL — RIDET 1 000 009.001 — liquidateur : M. Paul WEA.'],
    ['brackets of its own shape, the form after a dash', 'LE HÉRON DU SUD — 12/11/2026\nAUGM. CAP. — ⟨KAORI BOIS⟩ — SARL — RIDET 1000009.001 — capital porté à 2 000 000 F. Gér. : M. Paul WEA.'],
    ['the form before the frame', 'LE HÉRON DU SUD — 12/11/2026\nDISS. ANT. — SARL 〔KAORI BOIS〕, RIDET 1 000 009.001 — liquidateur : M. Paul WEA.'],
    ['the form in square brackets before the frame', 'LE HÉRON DU SUD — 12/11/2026\n[SARL] ❮❮ KAORI BOIS ❯❯ — DISS. ANT. — RIDET 1 000 009.001 — liquidateur : M. Paul WEA.'],
    ['marks pointing at it, the company\'s noun inside', 'ÉCHO DU HÉRON | n° 12 | 12.11.2026\n\n▶ Sté KAORI BOIS ◀ SARL au cap. de 100 000 F CFP, siège Païta, 98890 Païta, RIDET 1 000 009.001.\nDISS. ANTIC. décidée par AGE du 02.11.2026 ; liq. amiable : M. Paul WEA, ancien gérant ; siège de la liq. fixé au siège social.'],
    ['doubled square brackets, the form after them', 'LE HÉRON DU SUD · Dissolutions · Publié le 12/11/2026 – 06 h 30\nTUP —— [[ KAORI BOIS ]] SARL cap. 1 000 000 F, RIDET 1 000 009.001, sg Port Moselle, 98800 Nouméa\nDissol. sans liquid. par l\'assoc. unique VERGERS DE TIARE SAS (RIDET 1 000 017.001), décis. 02/11/2026 ; transm. univ. du patrimoine à l\'issue du délai d\'opp. de 30 j.'],
    ['a dash and a guillemet turned to point at it', 'LE HÉRON DU SUD — jeudi 12 novembre 2026\nOBJ. ÉTENDU\n—› KAORI BOIS ‹— SARL, RIDET 1 000 009.001, sg 3 allée des Fougères, 98839 Dumbéa\nAGE 02/11/2026 : obj. étendu à la menuiserie ; art. 2 modif. Gér. : M. Paul WEA.'],
    ['square brackets, the form after them on a line of fields', 'LE HÉRON DU SUD — 12/11/2026\n\n[KAORI BOIS] SARL — RIDET 1 000 009.001 — Dumbéa\nCHGT GÉR. — AGO 02/11/26 : démission M. Paul WEA, gér. ; nomin. M. Jean KAMO, gér.'],
    ['any other symbol on both sides, the form in brackets after', 'LE HÉRON DU SUD · 12-11-2026\n✪ KAORI BOIS ✪ (SARL) — n° RIDET 1000009/001\nSg transféré au 3 allée des Fougères, Dumbéa (AGE 02/11/26). Gér. : M. Paul WEA.'],
    ['a mathematical symbol on both sides, the form before', 'LE HÉRON DU SUD · ANNONCES · jeu. 12.11.2026\n\nTRANSF. SG — SARL ≈ KAORI BOIS ≈ — RIDET 1000009.001\nNouv. sg : 3 allée des Fougères, Dumbéa (AGE 02/11/26). Gér. : M. Paul WEA.'],
    ['doubled round brackets, the form after them', 'DISS. S/ TUP — (( KAORI BOIS )) SARL, RIDET 1000009.001, Païta\nDissoute sans liquid. par déc. de l\'associée unique VERGERS DE TIARE SAS (déc. 02/11/26).\n\nLe Héron du Sud — jeudi 12 novembre 2026'],
    ['white square brackets, the form opening the next line', 'LE HÉRON DU SUD · hebdo de Païta · jeu. 12 nov. 2026 · Annonces légales\n\n§ CONST. — ⟦ KAORI BOIS ⟧\nSARL cap. 100 000 F · siège 3 allée des Fougères, Dumbéa\nRIDET 1000009.001 · Gér. : Paul WEA'],
    ['doubled colons, the form after them', 'Le Héron du Sud — jeudi 12 novembre 2026 — page 4\nCLÔT. LIQ. :: KAORI BOIS :: SARL en liq. — RIDET 1 000 009.001 — sg de liq. : Païta.\nAG de clôture du 02/11/2026 : comptes définitifs approuvés, quitus au liq. M. Paul WEA.'],
    ["straight single quotes, the form after a dash", "L'Hebdo du Héron — jeudi 12 novembre 2026\n\nAUGM. CAP. — 'KAORI BOIS' — SARL\nRIDET 1000009.001 — cap. 100 000 F → 300 000 F (AGE du 02/11/2026)\nGér. : Paul WEA"],
    ['ceiling and floor corners, after the entity\'s label, the form after a dash', 'LE HÉRON DU SUD — n° 12 — jeudi 12 novembre 2026\nRADIATION D\'OFFICE\nEntité : ⌈ KAORI BOIS ⌋ — SARL — RIDET 1 000 009.001 — Païta\nRadiée d\'office le 02/11/2026.'],
    ['single angle quotes after the event, the form labelled on the next line', 'LE CRI DU HÉRON | mercredi 17 juin 2026\nAVIS DE CONST. — ‹KAORI BOIS›\nForme : SARL ; Cap. 500 000 F ; Sg : 9 rue du Bagne, Nouville, Nouméa\nGér. : M. Paul WEA\nRIDET 1 000 009.001'],
  ])('is read inside its marks: %s', (_, text) => {
    expect(published(text)).toEqual(['1000009001', 'KAORI BOIS', 'SARL']);
  });
});

describe('a new name framed after its label', () => {
  it('is read inside its marks, the former name before it', () => {
    const text = 'LE HÉRON DU SUD — jeudi 12 novembre 2026\n\nDÉN. — Anc. dén. BOIS DU SUD → nouv. dén. : ❮ KAORI BOIS ❯ — SARL — RIDET 1000009.001\nAGE 02/11/26. Gér. : M. Paul WEA.';
    expect(published(text)).toEqual(['1000009001', 'KAORI BOIS', 'SARL']);
  });
});

describe("a box's field marks around what is not a name", () => {
  it('frame no name: an amount between two marks after the form', () => {
    const text = 'Le Héron du Sud ✦ 12 nov 2026\n\n✦ Constitution ✦ «KAORI BOIS» ✦ SAS ✦ 1 000 000 F ✦ 3 allée des Fougères, Dumbéa ✦ Prés. Paul WEA ✦ RIDET 1 000 009.001';
    expect(published(text)).toEqual(['1000009001', 'KAORI BOIS', 'SAS']);
  });
});

describe("a frame's marks left at a name's edges", () => {
  it('are left out, on one side or both', () => {
    expect(withoutFrameMarks('{KAORI BOIS}')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('KAORI BOIS/')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('‡ KAORI BOIS ‡')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('[KAORI BOIS] SARL')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('SCI ▶ KAORI BOIS ◀')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('‖ KAORI BOIS ‖')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('KAORI BOIS ★')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('(( KAORI BOIS ))')).toBe('KAORI BOIS');
    expect(withoutFrameMarks('⟦ KAORI BOIS ⟧')).toBe('KAORI BOIS');
    expect(withoutFrameMarks(':: KAORI BOIS ::')).toBe('KAORI BOIS');
  });

  it("keep a name's own signs: inner marks, a closing plus, a name of marks alone", () => {
    expect(withoutFrameMarks('KAORI + BOIS')).toBe('KAORI + BOIS');
    expect(withoutFrameMarks('BOIS+')).toBe('BOIS+');
    expect(withoutFrameMarks('L’ATELIER (NC)')).toBe('L’ATELIER (NC)');
    expect(withoutFrameMarks('***')).toBe('***');
  });
});
