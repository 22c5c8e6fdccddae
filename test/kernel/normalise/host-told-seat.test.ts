import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { hostsTheSeat } from '../../../kernel/normalise/seat-host.ts';

// A domiciliation company or a business centre telling, in the third person, that a client has
// moved its seat into its premises: the event is the client's seat transfer, the client the
// subject. Every text is made up for this file; the identifiers below pass the check.
const CLIENT = '1000009';
const HOST = '3000007';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe("a host telling its client's seat", () => {
  it('reads a client domiciled in the host’s premises, its seat moved there', () => {
    const text =
      'AVIS\nESPACE AFFAIRES DU NORD, SARL, RIDET 3 000 007.001, entreprise de domiciliation, porte à la connaissance du public que la société TERRE ROUGE DISTRIBUTION, SAS au capital de 500 000 F CFP, RIDET 1 000 009.001, est domiciliée en ses locaux depuis le 3 novembre 2026, son siège y ayant été transféré.';
    expect(readingOf(text)).toBe(`siege ${CLIENT}`);
  });

  it('reads a client that set its seat in the host’s offices', () => {
    const text =
      "Le centre d'affaires PORT PLAISANCE, SAS, RIDET 3 000 007.001, prestataire de domiciliation, fait savoir que la SARL MAISON DU TRESSAGE, RIDET 1 000 009.001, a fixé son siège social en ses bureaux, 12 rue de Sébastopol, Nouméa, par décision de sa gérance du 2 octobre 2026.";
    expect(readingOf(text)).toBe(`siege ${CLIENT}`);
  });

  it('reads the host speaking in the first person', () => {
    const text =
      "COMMUNIQUÉ\nNous, CENTRE D'AFFAIRES DU LAGON, SAS, RIDET 3 000 007.001, société de domiciliation, portons à la connaissance des tiers que la société KAORI INVEST, SARL au capital de 100 000 F CFP, RIDET 1 000 009.001, a fixé son siège social en nos bureaux, 4 rue de l'Alma à Nouméa, à compter du 1er décembre 2026.";
    expect(readingOf(text)).toBe(`siege ${CLIENT}`);
  });

  it("reads the host's letterhead, its trade on the line under its identifier", () => {
    const text =
      "CENTRE D'AFFAIRES DU LAGON\nSAS au capital de 1 000 000 F CFP – RIDET 3 000 007.001\nSociété de domiciliation agréée\n\nAVIS\nNous informons les tiers que la société NIAOULI PARTICIPATIONS, SARL, RIDET 1 000 009.001, a conclu avec nous le 2 novembre 2026 une convention de domiciliation et que son siège social y a été transféré à cette date, 4 rue de l'Alma, Nouméa.";
    expect(readingOf(text)).toBe(`siege ${CLIENT}`);
  });

  it('keeps a constitution whose seat is at a host a constitution', () => {
    const text =
      "AVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 2 novembre 2026, il a été constitué une société présentant les caractéristiques suivantes :\nDénomination : LES JARDINS DE LA BAIE\nForme : SARL\nSiège : c/o BUREAUX DU CENTRE, SAS, RIDET 3 000 007.001, 8 rue Jules Ferry, Nouméa\nObjet : paysagisme\nDurée : 99 ans\nGérant : M. Jean Dupont\nImmatriculation : RIDET 1 000 009.001";
    expect(readingOf(text)).toBe(`creation ${CLIENT}`);
  });

  it("keeps a constitution that says its seat 'y est fixé' at a host's a constitution", () => {
    const text =
      "AVIS DE CONSTITUTION\nPar acte sous seing privé du 3 novembre 2026 a été constituée une société :\nDénomination : LES JARDINS DE LA BAIE\nForme : SARL\nSiège : chez BUREAUX DU CENTRE, SAS, RIDET 3 000 007.001, 8 rue Jules Ferry, Nouméa ; le siège social y est fixé pour la durée de la société.\nGérant : M. Jean Dupont\nImmatriculation : RIDET 1 000 009.001";
    expect(readingOf(text)).toBe(`creation ${CLIENT}`);
  });

  it("keeps a domiciliation company's own capital its own", () => {
    const text =
      "AUGMENTATION DE CAPITAL\nBUREAUX DU CENTRE, SAS, société de domiciliation agréée, RIDET 3 000 007.001. Par décision de l'associé unique du 3 novembre 2026, le capital a été porté de 1 000 000 à 3 000 000 F CFP.";
    expect(readingOf(text)).toBe(`capital ${HOST}`);
  });
});

describe('the domiciliary firm under its label', () => {
  it('names the company printed after a form’s `Domiciliataire` label the seat’s host (folded words before its identifier)', () => {
    expect(hostsTheSeat('nouveau siege       12 rue de sebastopol, noumea\ndomiciliataire      espace affaires du nord, sarl, ')).toBe(true);
    expect(hostsTheSeat('\nsociete domiciliataire : espace affaires du nord, sarl, ')).toBe(true);
    // The word inside a sentence is no label: whose number follows is for the other readings to say.
    expect(hostsTheSeat('\nla societe x, domiciliataire de ses clients depuis 2010, sarl, ')).toBe(false);
  });
});
