import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// A company that acts or tells a notice in another company's name (`pour le compte de`, `au nom et
// pour le compte de`, `à la demande de`): the act is the other company's. Every text is made up for
// this file; the identifiers below pass the check.
const PRINCIPAL = '1000009';
const AGENT = '3000007';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('a firm telling a notice for the company it acts for', () => {
  it("reads an accountant's firm telling a dissolution for its client", () => {
    const text =
      "Pour le compte de la société LA HUCHE DORÉE, SARL, RIDET 1 000 009.001, le cabinet EXPERTISE DU NORD, SARL, RIDET 3 000 007.001, fait savoir que l'assemblée générale extraordinaire du 12 novembre 2026 a décidé la dissolution anticipée de la société et sa mise en liquidation amiable.";
    expect(readingOf(text)).toBe(`dissolution ${PRINCIPAL}`);
  });

  it('reads a law firm telling an appointment at its client’s request', () => {
    const text =
      "À la demande de la société KAGOU LOGISTIQUE, SAS, RIDET 1 000 009.001, le cabinet LEX ET CHIFFRES, SELARL, RIDET 3 000 007.001, porte à la connaissance des tiers que M. Pierre Lemaire a été nommé président le 4 novembre 2026, en remplacement de M. Jacques Morel.";
    expect(readingOf(text)).toBe(`nomination ${PRINCIPAL}`);
  });

  it('keeps two companies acted for together in doubt', () => {
    const text =
      "Pour le compte des sociétés KAGOU LOGISTIQUE, SAS, RIDET 1 000 009.001, et MANGROVE SERVICES, SARL, RIDET 2 000 008.001, le cabinet LEX ET CHIFFRES, SELARL, RIDET 3 000 007.001, informe que M. Pierre Lemaire a été nommé président le 4 novembre 2026.";
    expect(readingOf(text)).toBe('sujet_ambigu');
  });
});

describe('an agent acting in its principal’s name', () => {
  it('never publishes a business sold by an agent in the owner’s name under the agent', () => {
    const text =
      "La société AGENCE DU PACIFIQUE, SARL, RIDET 3 000 007.001, a vendu au nom et pour le compte de la société LES COCOTIERS, SARL, RIDET 1 000 009.001, le fonds de snack sis à Nouméa à M. Jean Roux, par acte du 2 novembre 2026.";
    expect(readingOf(text)).toBe(`cession ${PRINCIPAL}`);
  });

  it('never publishes a seat transfer under the holding that decides it for its company', () => {
    const text =
      "La société HOLDING KAORI, SAS, RIDET 3 000 007.001, agissant au nom et pour le compte de la société FROID DU NORD, SAS, RIDET 1 000 009.001, en sa qualité de présidente, a décidé le 9 novembre 2026 de transférer le siège social au 4 rue de Sébastopol, Nouméa.";
    expect(readingOf(text)).not.toBe(`siege ${AGENT}`);
  });

  it('quarantines a sale by an agent in the name of a person, the seller printing no identifier', () => {
    const text =
      "La société AGENCE DU PACIFIQUE, SARL, RIDET 3 000 007.001, a vendu au nom et pour le compte de M. Paul Roux le fonds de snack sis à Nouméa à la société SNACK DE LA PLAGE, SAS, RIDET 1 000 009.001, par acte du 2 novembre 2026.";
    expect(readingOf(text)).toBe('ridet_absent');
  });

  it("reads no agent in a person acting for the buyer, the seller's own sale kept", () => {
    const text =
      "VENTE DE FONDS\nLa société LES COCOTIERS, SARL, RIDET 1 000 009.001, a vendu à M. Jean Roux, agissant pour le compte de la société SNACK DE LA PLAGE, SAS, RIDET 3 000 007.001, le fonds de snack sis à Nouméa, par acte du 2 novembre 2026.";
    expect(readingOf(text)).toBe(`cession ${PRINCIPAL}`);
  });
});
