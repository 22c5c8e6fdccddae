import { describe, expect, it } from 'vitest';
import { classifyNotice, parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Everyday events told in wordings the type's other patterns missed (type_inconnu at the base).
// Every text is made up for this file; the identifiers below pass the check.
const OWN = '1000009';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('a seat moved', () => {
  it("reads the company named between the seat and its verb, its identifier's full stop inside", () => {
    const text =
      "Aux termes d'une décision de la gérance du 12 octobre 2026, le siège social de la société MIELLERIE DE SARRAMÉA, EURL, RIDET 1 000 009.001, a été transféré de Sarraméa au 3 rue Gallieni, La Foa.";
    expect(readingOf(text)).toBe(`siege ${OWN}`);
  });

  it("reads a company's own move told in the infinitive after its telling verb", () => {
    const text =
      'La société MIELLERIE DE SARRAMÉA, SARL au capital de 500 000 F CFP, RIDET 1 000 009.001, informe avoir transféré son siège social au 3 rue Gallieni, La Foa, à compter du 12 octobre 2026.';
    expect(readingOf(text)).toBe(`siege ${OWN}`);
  });

  it('reads the same with the date between the infinitive and its participle', () => {
    const text =
      'MIELLERIE DE SARRAMÉA, SAS, RIDET 1 000 009.001, déclare avoir, le 12 octobre 2026, transféré le siège de la société au 3 rue Gallieni, La Foa.';
    expect(readingOf(text)).toBe(`siege ${OWN}`);
  });

  it('reads a company told as now domiciled at a new address', () => {
    const text =
      'Par décision du 12 octobre 2026, la société MIELLERIE DE SARRAMÉA, SARL, RIDET 1 000 009.001, est désormais domiciliée au 3 rue Gallieni, La Foa.';
    expect(readingOf(text)).toBe(`siege ${OWN}`);
  });

  it('reads a company its host tells as now domiciled with it as a seat transfer', () => {
    const text =
      "Le centre d'affaires LES FOUGÈRES informe que la société MIELLERIE DE SARRAMÉA, SARL, RIDET 1 000 009.001, est désormais domiciliée au 3 rue Gallieni, La Foa, depuis le 12 octobre 2026.";
    expect(classifyNotice(text)?.type).toBe('siege');
  });

  it("never reads an officer's new address as the company's seat", () => {
    const text =
      'MIELLERIE DE SARRAMÉA, SARL, RIDET 1 000 009.001. Par décision du 12 octobre 2026, Mme Odile KAFEAT a été nommée gérante ; Mme KAFEAT est désormais domiciliée au 3 rue Gallieni, La Foa.';
    expect(readingOf(text)).toBe(`nomination ${OWN}`);
  });
});

describe('a liquidation closed', () => {
  it('reads the liquidation told closed in the passive', () => {
    const text =
      "La société CHARPENTES DU MONT-DORE, SARL en liquidation, RIDET 1 000 009.001. Suivant décision de l'assemblée des associés du 20 octobre 2026, la liquidation a été clôturée.";
    expect(readingOf(text)).toBe(`dissolution ${OWN}`);
  });

  it('reads the operations of liquidation told closed', () => {
    const text =
      "CHARPENTES DU MONT-DORE, EURL, RIDET 1 000 009.001 : par décision de l'associé unique du 20 octobre 2026, les opérations de liquidation ont été définitivement clôturées.";
    expect(readingOf(text)).toBe(`dissolution ${OWN}`);
  });

  it('reads the liquidator telling it closed the liquidation', () => {
    const text =
      "CHARPENTES DU MONT-DORE, SAS, RIDET 1 000 009.001. M. Yves NAISSELINE, liquidateur, informe avoir clôturé la liquidation le 20 octobre 2026, l'associé unique ayant approuvé ses comptes.";
    expect(readingOf(text)).toBe(`dissolution ${OWN}`);
  });
});

describe('a business bought or let', () => {
  it('reads a buyer telling in the infinitive, the act between the verb and the seller, under the seller', () => {
    const text =
      "La société TORRÉFACTION DE FARINO, SAS, RIDET 3 000 007.001, informe avoir acquis, par acte sous seing privé du 5 octobre 2026, de la SARL CAFÉS DES HAUTS, RIDET 1 000 009.001, le fonds de torréfaction sis à Farino. Oppositions au siège du fonds.";
    expect(readingOf(text)).toBe(`cession ${OWN}`);
  });

  it('reads the same told with the past tense and the seller a person (no identifier of the seller)', () => {
    const text =
      'TORRÉFACTION DE FARINO, SAS, RIDET 3 000 007.001, a acquis, le 5 octobre 2026, de M. Léon WAMYTAN son fonds de torréfaction sis à Farino. Oppositions chez Me Roux.';
    expect(readingOf(text)).not.toMatch(/^(?:type_inconnu|cession 3000007)/);
  });

  it('reads a tenant telling that it works a business as its tenant-manager', () => {
    const text =
      "La société TORRÉFACTION DE FARINO, SAS, RIDET 3 000 007.001, informe qu'elle exploite depuis le 5 octobre 2026, en qualité de locataire-gérante, le fonds de torréfaction appartenant à la société CAFÉS DES HAUTS, SARL, RIDET 1 000 009.001, sis à Farino.";
    expect(readingOf(text)).toBe(`cession ${OWN}`);
  });

  it("reads a letting's abbreviated heading over its two labelled parties", () => {
    const text =
      'LOC.-GÉRANCE – Loueur : CAFÉS DES HAUTS, SARL, RIDET 1 000 009.001 – Gérant : TORRÉFACTION DE FARINO, SAS, RIDET 3 000 007.001 – Fonds : torréfaction, Farino – Du 5 octobre 2026 pour deux ans.';
    expect(readingOf(text)).toBe(`cession ${OWN}`);
  });

  it('never reads a tenant described in the notice of another event as a letting', () => {
    const text =
      "La société TORRÉFACTION DE FARINO, SAS, RIDET 3 000 007.001, qui exploite en qualité de locataire-gérante un fonds à Farino, informe que par décision du président du 5 octobre 2026, son siège social a été transféré au 3 rue Gallieni, La Foa.";
    expect(classifyNotice(text)?.type).toBe('siege');
  });
});
