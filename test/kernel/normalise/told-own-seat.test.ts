import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A company told by another (its host, its accountant, its parent) as having moved its own seat:
// `son siège` is the seat of the company that moved it, whoever tells it. Every text is made up for
// this file; the identifiers below pass the check.
const MOVED = '1000009';
const TELLER = '3000007';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('a seat transfer told by another company', () => {
  it("reads a host's notice whose trade only its signature tells", () => {
    const text =
      "AVIS DE TRANSFERT\nLa société ESPACE VALLÉE DU TIR, RIDET 3 000 007.001, informe que la société SERRURERIE DU CAILLOU, SARL, RIDET 1 000 009.001, a, par décision de ses associés du 9 novembre 2026, transféré son siège social au 14 rue de Verdun, Nouméa, dans ses locaux.\nPour avis, le domiciliataire.";
    expect(readingOf(text)).toBe(`siege ${MOVED}`);
  });

  it("reads an accountant's firm telling its client's move", () => {
    const text =
      "AVIS\nLa SARL GESTION ET CHIFFRES, RIDET 3 000 007.001, fait savoir que la société SERRURERIE DU CAILLOU, SARL au capital de 300 000 F CFP, RIDET 1 000 009.001, a transféré son siège social du 2 rue de Metz au 14 rue de Verdun, Nouméa, le 9 novembre 2026.";
    expect(readingOf(text)).toBe(`siege ${MOVED}`);
  });

  it('reads a parent telling that a company moved its seat, an incise between the auxiliary and the participle', () => {
    const text =
      "La société ÎLES PARTICIPATIONS, SAS, RIDET 3 000 007.001, porte à la connaissance des tiers que la société FROID DU NORD, SAS, RIDET 1 000 009.001, a, par décision de son président en date du 9 novembre 2026, transféré son siège social à Poindimié, lot 4, zone d'activités.";
    expect(readingOf(text)).toBe(`siege ${MOVED}`);
  });

  it('reads a business centre advising the public that a company set its seat with it', () => {
    const text =
      "TRANSFERT DE SIÈGE\nCENTRE TONTOUTA BUREAUX, SARL, RIDET 3 000 007.001, avise le public que la société FROID DU NORD, EURL, RIDET 1 000 009.001, a installé son siège social au 3 route de l'aéroport, Païta, à compter du 1er décembre 2026.";
    expect(readingOf(text)).toBe(`siege ${MOVED}`);
  });

  it("never publishes a partner told moving 'le siège', not its own", () => {
    const text =
      "La société ÎLES PARTICIPATIONS, SAS, RIDET 3 000 007.001, informe que la société OUEN TORO INVEST, SAS, RIDET 1 000 009.001, son associée unique, a transféré le siège social de la société au 9 rue de Sébastopol, Nouméa, le 9 novembre 2026.";
    expect(readingOf(text)).not.toBe(`siege ${MOVED}`);
  });

  it("reads a host that tells its client's decision between 'que' and the client, its own block heading the notice", () => {
    const text =
      "BUREAUX DU CENTRE\nSAS – 8 rue Jules Ferry, Nouméa – RIDET 3 000 007.001\n\nLa société BUREAUX DU CENTRE, domiciliataire, informe que, par décision de son associée unique du 3 novembre 2026, la société FROID DU NORD, EURL, RIDET 1 000 009.001, jusqu'alors domiciliée dans ses locaux, a transféré son siège social à Koné, lot 12.";
    expect(readingOf(text)).toBe(`siege ${MOVED}`);
  });

  it('keeps two companies told moving together in doubt', () => {
    const text =
      "Le centre d'affaires LES ALIZÉS, RIDET 3 000 007.001, informe que les sociétés FROID DU NORD, EURL, RIDET 1 000 009.001, et SERRURERIE DU CAILLOU, SARL, RIDET 2 000 008.001, ont transféré leur siège social dans ses locaux le 1er décembre 2026.";
    expect(readingOf(text)).toBe('sujet_ambigu');
  });

  it("keeps a domiciliation company's own move its own", () => {
    const text =
      "TRANSFERT DE SIÈGE\nESPACE VALLÉE DU TIR, SARL de domiciliation, RIDET 3 000 007.001. Par décision de l'associé unique du 9 novembre 2026, le siège social a été transféré du 5 rue de Sébastopol au 40 rue de l'Alma, Nouméa.";
    expect(readingOf(text)).toBe(`siege ${TELLER}`);
  });
});
