import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { holdsOfficeOfAnother } from '../../../kernel/normalise/office-of-another.ts';

// Made-up wordings: every company, person and number here is invented. Each reads one identifier
// of a text, `RIDET 2 222 222.001` unless another is named.

function around(text: string, identifier = 'RIDET 2 222 222.001'): { prose: string; folded: string; index: number; end: number } {
  const folded = fold(text);
  const index = text.indexOf(identifier);
  if (index < 0) throw new Error(`no ${identifier} in the text`);
  return { prose: folded.replace(/(?<!\n)\n(?!\n)/g, ' '), folded, index, end: index + identifier.length };
}

const holds = (text: string, identifier?: string): boolean => {
  const { prose, folded, index, end } = around(text, identifier);
  return holdsOfficeOfAnother(prose, folded, index, end);
};

describe('holdsOfficeOfAnother', () => {
  it('reads a company listed after the office’s noun and its colon, wherever its item stands', () => {
    expect(holds("L'assemblée a renouvelé les mandats d'administrateur de :\n– M. Paul Wetta ;\n– la société KAORI INVEST, SA, RIDET 2 222 222.001, représentée par M. Yann Poma ;\n– Mme Rose Kaloï.")).toBe(true);
    expect(holds('Administrateurs sortants :\n- la société KAORI INVEST, SA, RIDET 2 222 222.001 ;\n- M. Paul Wetta.')).toBe(true);
  });

  it('reads an item of the mandates’ list that names the office first, the company after it', () => {
    expect(holds("L'assemblée a renouvelé les mandats :\n- de commissaire aux comptes titulaire de la société KAORI INVEST, SARL, RIDET 2 222 222.001, représentée par M. Yann Poma ;\n- de commissaire aux comptes suppléant de M. Paul Wetta.")).toBe(true);
    expect(holds("L'assemblée a renouvelé les mandats : - de M. Paul Wetta, administrateur ; - d'administrateur de la société KAORI INVEST, SA, RIDET 2 222 222.001.")).toBe(true);
  });

  it('reads the office in apposition with its possessive right after the identifier, whatever the company is the complement of', () => {
    expect(holds("Sur convocation de la société KAORI INVEST, SAS, RIDET 2 222 222.001, sa présidente, l'assemblée générale des associés de la société ESSAIS DU NORD a décidé le transfert du siège.")).toBe(true);
    expect(holds('La société KAORI INVEST (RIDET 2 222 222.001), son gérant, a signé le présent avis.')).toBe(true);
    expect(holds("Sur convocation de la société KAORI INVEST, SAS, RIDET 2 222 222.001, l'assemblée a décidé le transfert de son siège.")).toBe(false);
  });

  it("reads the auditors' titular or deputy label before a company where the notice names the auditors' office", () => {
    expect(holds('CAC ▸ ESSAIS MINIERS, SA ▸ 1 000 009.001 ▸ titulaire : AUDIT DES TESTS (SELARL, RIDET 2 222 222.001) ▸ suppléant : Mme Ana TESTARD')).toBe(true);
    expect(holds('[CAC] ESSAIS MINIERS — SA — RIDET 1 000 009.001 — [tit.] AUDIT DES TESTS (SARL, RIDET 2 222 222.001) — [suppl.] Ana TESTARD')).toBe(true);
    expect(holds('COMMISSAIRE AUX COMPTES ~ ESSAIS MINIERS SA ~ RIDET 1 000 009.001\n~ titulaire nommé : CABINET AUDIT DES TESTS SARL (RIDET 2 222 222.001) ~ suppléant : Luc TESTARD')).toBe(true);
  });

  it("leaves a titular label alone where the notice names no auditors", () => {
    expect(holds('Titulaire du bail : ESSAIS MINIERS (SARL, RIDET 2 222 222.001), qui transfère son siège.')).toBe(false);
  });

  it('reads the mandate’s noun before the company without a colon', () => {
    expect(holds("L'assemblée a renouvelé les mandats d'administrateur de la société KAORI INVEST, SA, RIDET 2 222 222.001, de M. Paul Wetta et de Mme Rose Kaloï.")).toBe(true);
  });

  it('reads the appointing, renewing or keeping verb after the company’s own description', () => {
    expect(holds('Le cabinet AUDIT DU RÉCIF, SARL, RIDET 2 222 222.001, a été renouvelé dans ses fonctions de commissaire aux comptes titulaire.')).toBe(true);
    expect(holds('La société KAORI INVEST, SAS, dont le siège est à Koné, RIDET 2 222 222.001, représentée par son gérant, M. Yann Poma, a été nommée présidente.')).toBe(true);
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, demeure administratrice.')).toBe(true);
    expect(holds('La société KAORI INVEST, SARL, RIDET 2 222 222.001, dont le gérant est M. Yann Poma, a été nommée présidente.')).toBe(true);
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, agissant en qualité de présidente, a décidé le transfert du siège.')).toBe(true);
    // The partners listed by name after their noun, a company's description holding its seat's label.
    expect(holds('Les associés, à savoir M. Paul WETTA et la société KAORI INVEST, SARL au capital de 1 000 000 F CFP, siège : village de Touho, RIDET 2 222 222.001, ont pris acte de la démission du gérant.')).toBe(true);
    expect(holds('Les actionnaires, soit la société KAORI INVEST, SAS, siège : 2, rue du Test, Nouméa, RIDET 2 222 222.001, et M. Paul WETTA, ont décidé le transfert du siège.')).toBe(true);
    // Two offices at once: `en sa double qualité d'associée unique et de présidente`.
    expect(holds("La société KAORI INVEST, SAS, RIDET 2 222 222.001, agissant en sa double qualité d'associée unique et de présidente de la société ESSAIS DU NORD, a décidé le transfert du siège.")).toBe(true);
  });

  it('reads partners listed together before the company they are partners of', () => {
    const text = 'Les sociétés ALPHA, SAS, RIDET 3 333 333.001, et KAORI INVEST, SA, RIDET 2 222 222.001, associées de la société BETA, SARL, RIDET 1 111 111.001, ont décidé …';
    expect(holds(text, 'RIDET 3 333 333.001')).toBe(true);
    expect(holds(text)).toBe(true);
    expect(holds(text, 'RIDET 1 111 111.001')).toBe(false);
  });

  it('reads the appointment’s noun with the office first, the participle of an office and the deciding partner’s bracket', () => {
    expect(holds('Nomination en qualité de gérante de la société KAORI INVEST, SAS, RIDET 2 222 222.001.')).toBe(true);
    expect(holds('La société BETA, SAS, RIDET 1 111 111.001, présidée par la société KAORI INVEST, SAS, RIDET 2 222 222.001, a transféré son siège.')).toBe(true);
    expect(holds('Déc. AU (SAS KAORI INVEST, RIDET 2 222 222.001) du 3 mai 2031 : transfert du siège.')).toBe(true);
    expect(holds("L'associée unique de cette société, la société KAORI INVEST, SAS, RIDET 2 222 222.001, a décidé …")).toBe(true);
  });

  it('reads the shares of another company held, told by the holding verb or noun after the holder’s own description', () => {
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, qui détient la totalité des parts sociales de la société BETA, SARL, RIDET 1 111 111.001, a décidé …')).toBe(true);
    expect(holds("La société KAORI INVEST, SAS, RIDET 2 222 222.001, détentrice de l'intégralité des actions de la société BETA, a décidé …")).toBe(true);
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, propriétaire de 60 % des parts de la SARL BETA, a décidé …')).toBe(true);
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, dont le siège social est situé 3, rue Exemple, Koné, qui détient la totalité des parts de la société BETA, a décidé …')).toBe(true);
    // The holder's description wrapped by a narrow column: the seat's verb across a line break is still the description's.
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, dont le\nsiège social est situé à Koné, qui détient la totalité des parts de la société BETA, a décidé …')).toBe(true);
    // A person holding the shares is no company's role; the company whose shares are held is not their holder.
    expect(holds('La société BETA, SARL, RIDET 2 222 222.001, dont M. Paul Wetta détient la totalité des parts, a décidé …')).toBe(false);
  });

  it('does not read a role that is someone else’s: a person’s, the persons designated after it, a manager of the company', () => {
    expect(holds('La société KAORI INVEST, SAS, RIDET 2 222 222.001, a été dissoute ; M. Yann Poma a été nommé liquidateur.')).toBe(false);
    expect(holds("Sont désignés au conseil d'administration de la SAEM KAORI INVEST, RIDET 2 222 222.001, en qualité d'administrateurs : M. Paul Wetta, Mme Rose Kaloï.")).toBe(false);
    expect(holds('La société KAORI INVEST, RIDET 2 222 222.001, dont le gérant est renouvelé dans ses fonctions de gérant, informe …')).toBe(false);
    expect(holds('KAORI INVEST, SARL, RIDET 2 222 222.001\nPar AGO du 2 mai 2031, le Dr Léa Pouyé a été nommée cogérante.')).toBe(false);
  });

  it('does not read the verb of a person whose shares the company is the complement of, nor the writer’s own office before their company', () => {
    expect(holds('M. Paul Wetta, associé détenant 50 % des parts de la société KAORI INVEST, SARL, RIDET 2 222 222.001, a été nommé gérant de cette société.')).toBe(false);
    expect(holds('Bonsoir, moi, gérante, la SARL KAORI INVEST, RIDET 2 222 222.001, a transféré son siège à Koné.')).toBe(false);
  });

  it('does not read a letting of a business, an identifier under its own label or the next sentence as an office', () => {
    expect(holds('Gérant : M. Paul Wetta\nFormalités : CABINET KAORI, SARL, RIDET 2 222 222.001, Nouméa')).toBe(false);
    expect(holds('Renouvellement de location gérance : la SARL KAORI INVEST RIDET 2 222 222.001 renouvelle la location de son fonds.')).toBe(false);
    expect(holds('Présidente : la société ALPHA précitée, représentée par M. Yann Poma\nRIDET attribué : 2 222 222.001', 'RIDET attribué : 2 222 222.001')).toBe(false);
  });
});

// The list's opening is looked for only between the last colon before the identifier and the one
// before it (office-of-another.ts, speed only): an opening ends on its colon and holds no other.
describe("holdsOfficeOfAnother, an office's list opened at the last colon", () => {
  it('reads a list the office opens after a colon of the sentence before it', () => {
    expect(holds("Procès-verbal du 3 mars 2026 : l'assemblée a renouvelé les mandats d'administrateur de : – M. Paul Wetta ; – la société KAORI INVEST, SA, RIDET 2 222 222.001 ; – Mme Rose Kaloï.")).toBe(true);
    expect(holds('Objet : renouvellement. Les fonctions de commissaire aux comptes de : M. Paul Wetta ; la société AUDIT DU RÉCIF, SARL, RIDET 2 222 222.001, prennent fin.')).toBe(true);
  });

  it("reads no list when another field's label and colon follow the office's", () => {
    expect(holds('Gérant : M. Paul Wetta\nFormalités : CABINET DU RÉCIF, SARL, RIDET 2 222 222.001')).toBe(false);
    expect(holds("Les mandats d'administrateur de : M. Paul Wetta ; Mme Rose Kaloï. Dépôt : la société KAORI INVEST, SA, RIDET 2 222 222.001.")).toBe(false);
  });

  it('reads the sole partner’s label run straight into its company, with or without its colon', () => {
    expect(holds('TUP : SAS KAORI BOIS (RIDET 1 111 111.001) dissoute sans liquidation, associé unique SAS KAORI INVEST (RIDET 2 222 222.001) – décision du 5.11.26')).toBe(true);
    expect(holds('SAS KAORI BOIS RIDET 1 111 111.001 dissoute, patrimoine transmis à associé unique SA KAORI INVEST RIDET 2 222 222.001.')).toBe(true);
    expect(holds('Dissolution s/ TUP – SAS KAORI BOIS, RIDET 1 111 111.001 – associé unique : Rs. KAORI INVEST · SAS · RIDET 2 222 222.001')).toBe(true);
  });

  it('reads the sole partner as the company it introduces, not the one printed after the partner’s own identifier', () => {
    expect(holds('TUP : associé unique SAS KAORI INVEST (1 111 111.001) dissout sans liq. EURL KAORI BOIS (RIDET 2 222 222.001) / déc. 06/11/2026')).toBe(false);
    expect(holds('TUP : associé unique SAS KAORI INVEST (RIDET 2 222 222.001) dissout sans liq. EURL KAORI BOIS (1 111 111.001) / déc. 06/11/2026')).toBe(true);
  });

  it('reads no partner in the form’s qualifier, which describes the company itself', () => {
    expect(holds('Constitution de la SARL à associé unique SARL KAORI BOIS, RIDET 2 222 222.001, capital 100 000 F.')).toBe(false);
  });

  it('reads no holder where the holder’s description already printed another identifier', () => {
    expect(holds('Président : société KAORI INVEST SAS (RIDET 3 333 333.001) RIDET 2 222 222.001 acte SSP 17/11/26')).toBe(false);
  });
});
