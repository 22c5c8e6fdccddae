import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../../kernel/normalise/index.ts';
import { telegraphicLines } from '../../../../kernel/normalise/layout/telegraphic.ts';

// A telegraphic small ad prints its fields on one line, cut by dashes, semicolons, bars or slashes;
// a reader reads each piece as a field. Every text is made up for the reading it names.

const HINTS = { reference: 'test-telegraphique' };

function published(text: string) {
  const result = parseNoticeText(text, HINTS);
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

describe('a telegraphic line cut into its fields', () => {
  it('cuts at slashes a hurried typist spaced on one side only', () => {
    expect(telegraphicLines('CONSTITUTION/ DÉNOM.:ESSAI TEST 21 /FORME:EURL /CAP.:100 000 F /GÉR.:Paul TESTARD')).toBe(
      'CONSTITUTION\nDÉNOM.:ESSAI TEST 21\nFORME:EURL\nCAP.:100 000 F\nGÉR.:Paul TESTARD',
    );
  });

  it('leaves a slash inside a word or a number, and a single spaced slash of a heading, as printed', () => {
    expect(telegraphicLines('Local 4/6 rue Testu – SARL/EURL – Dénom. : TEST – Gér. : M. Paul TESTARD')).toBe(
      'Local 4/6 rue Testu\nSARL/EURL\nDénom. : TEST\nGér. : M. Paul TESTARD',
    );
    expect(telegraphicLines('– DISSOLUTIONS / LIQUIDATIONS –')).toBe('– DISSOLUTIONS / LIQUIDATIONS –');
  });

  it("reads a piece that is only a name and its form as the name's and the form's fields, whatever the name's case", () => {
    expect(telegraphicLines("Transf. siège — L'Essai d'Ongles & Cie, EURL — RIDET 1 736 818 — Gte : Mme Ana TESTARD.")).toBe(
      "Transf. siège\nDénomination : L'Essai d'Ongles & Cie\nForme : EURL\nRIDET 1 736 818\nGte : Mme Ana TESTARD.",
    );
  });

  it('reads the name and form piece with the identifier that closes it, and cuts a line whose only field is that piece', () => {
    expect(telegraphicLines("DISS. ANTIC. — O'TEST CAFÉ, EURL, RIDET 1613827.001 — Liq. Mme Ana TESTARD — sg de liq. au sg social")).toBe(
      "DISS. ANTIC.\nDénomination : O'TEST CAFÉ\nForme : EURL\nRIDET 1613827.001\nLiq. Mme Ana TESTARD\nsg de liq. au sg social",
    );
  });

  it('leaves a person and her civility, and a piece beside a printed name label, as printed', () => {
    expect(telegraphicLines('Nomination — Mme Ana Testard, SARL — Dénom. : TEST — Gér. : Mme Ana TESTARD')).toBe(
      'Nomination\nMme Ana Testard, SARL\nDénom. : TEST\nGér. : Mme Ana TESTARD',
    );
  });
});

describe('a telegraphic ad read whole', () => {
  it('publishes an ad whose fields are cut by half-spaced slashes and glued labels', () => {
    const notice = published(
      'LE TEST-MATIN 28.10.2026\nCONSTITUTION/ DÉNOM.:ESSAI TEST 21 /FORME:EURL /CAP.:100 000 F /SIÈGE:3 rue Testu, Nouméa /GÉR.:Paul TESTARD /RIDET:1736818.001',
    );
    expect(notice).toMatchObject({ type: 'creation', denomination: 'ESSAI TEST 21', forme_juridique: 'EURL', ridet: '1736818001' });
    expect(notice.dirigeants.map((d) => [d.prenoms, d.nom, d.fonction])).toEqual([['Paul', 'TESTARD', 'gérant']]);
  });

  it("publishes a name in title case that only its form beside it tells, under that name", () => {
    const notice = published(
      "ÉCHO DES TESTS — Annonces — Mardi 3 novembre 2026\n\nTransf. siège — L'Essai d'Ongles & Cie, EURL — RIDET 1 736 818 001 — anc. : 5 rue Testu, Nouméa — nouv. : 22 av. Essai, Nouméa — Gte : Mme Ana TESTARD.",
    );
    expect(notice).toMatchObject({ type: 'siege', denomination: "L'Essai d'Ongles & Cie", forme_juridique: 'EURL', ridet: '1736818001' });
  });
});
