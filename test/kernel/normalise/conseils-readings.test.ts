import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of boards, officers and auditors by a new writer showed missing
// (test/kernel/normalise/conseils). Every text here is made up for the rule it names, never a copy
// of a group text.

const officers = (text: string): string[] => officersOf(noticeOf(text)).sort();

describe('a company named as the officer another replaces', () => {
  it('is not the subject’s name though it is the last company before the identifier at the foot', () => {
    const text =
      'KAZ EXEMPLE INDUSTRIE\nSociété anonyme au capital de 10 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\n\nL’assemblée générale du 3 mars 2026 a nommé administrateur la société ALPHA PARTICIPATIONS, SAS, RIDET n° 1 000 001.001, représentée par M. Paul EXEMPLE, en remplacement de la société BETA GESTION, démissionnaire.\n\nPour avis — KAZ EXEMPLE INDUSTRIE — 1 000 002.001 RCS Nouméa\n';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE INDUSTRIE', 'SA', '1000002001', '2026-03-03']);
  });
});

describe('a board’s composition after a meeting', () => {
  it('is a change of officers when the meeting of the notice gave it', () => {
    const text =
      'KAZ EXEMPLE HÔTELS\nSA au capital de 5 000 000 F CFP — RIDET 1 000 002.001\n\nComposition du conseil d’administration à l’issue de l’assemblée générale du 3 mars 2026 :\nPrésident du conseil d’administration : M. Paul EXEMPLE\nAdministrateur : Mme Anne AUTRE\n';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE HÔTELS', 'SA', '1000002001', '2026-03-03']);
  });

  it('reads “suite à l’assemblée …, le conseil d’administration se compose de” the same way', () => {
    const text = 'KAZ EXEMPLE AGRICOLE\nSociété d’intérêt collectif agricole (SICA) — RIDET 1 000 002.001\n\nSuite à l’assemblée générale du 3 mars 2026, le conseil d’administration se compose de : M. Paul EXEMPLE, président ; Mme Anne AUTRE, administratrice.\n';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE AGRICOLE', 'SICA', '1000002001', '2026-03-03']);
  });

  it('names no event when the composition is only recalled, with no meeting', () => {
    const text = 'KAZ EXEMPLE HÔTELS\nSA au capital de 5 000 000 F CFP — RIDET 1 000 002.001\n\nNouméa, le 3 mars 2026. Composition du conseil d’administration, inchangée : M. Paul EXEMPLE, président ; Mme Anne AUTRE, administratrice.\n';
    expect(typeof identityOf(text)).toBe('string');
  });
});

describe('a change of officers told by what happens to an office', () => {
  const head = 'Société des Exemples Réunis\nSociété anonyme au capital de 5 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET : 1000002.001\n\n';

  it('reads a name in mixed case that opens with Société over its form line', () => {
    const text = `${head}Le conseil d’administration du 3 mars 2026 a nommé M. Paul EXEMPLE directeur général.\n`;
    expect(identityOf(text)).toEqual(['nomination', 'Société des Exemples Réunis', 'SA', '1000002001', '2026-03-03']);
  });

  it('types a term that ends and the offices joined as a change of officers, and gives the general management to the chair', () => {
    const text = `${head}Le conseil d’administration du 3 mars 2026 a pris acte de la fin du mandat de directeur général de M. Paul EXEMPLE et a décidé de réunir les fonctions de président du conseil d’administration et de directeur général. Mme Anne AUTRE, présidente du conseil, exercera désormais la direction générale.\n`;
    expect(identityOf(text)).toEqual(['nomination', 'Société des Exemples Réunis', 'SA', '1000002001', '2026-03-03']);
    expect(officers(text)).toEqual(['Anne AUTRE (directeur général)', 'Anne AUTRE (président)']);
  });
});

describe('officers boards name in other words', () => {
  const head = 'KAZ EXEMPLE\nSA au capital de 5 000 000 F CFP — RIDET 1 000 002.001\n\n';

  it('keeps a chairman the board “a maintenu dans ses fonctions”', () => {
    expect(officers(`${head}Le conseil du 3 mars 2026 a maintenu M. Paul EXEMPLE dans ses fonctions de président du conseil d’administration et a nommé Mme Anne AUTRE directrice générale.\n`)).toEqual(['Anne AUTRE (directeur général)', 'Paul EXEMPLE (président)']);
  });

  it('reads a re-elected officer (“a réélu Mme X présidente-directrice générale”)', () => {
    expect(officers(`${head}Le conseil du 3 mars 2026 a réélu Mme Anne AUTRE présidente-directrice générale.\n`)).toEqual(['Anne AUTRE (directeur général)', 'Anne AUTRE (président)']);
  });

  it('reads the office past the person’s birth and nationality', () => {
    expect(officers(`${head}Par décisions du 3 mars 2026, les associés ont désigné M. Paul EXEMPLE, de nationalité française, né le 1er janvier 1980 à Nouméa, directeur général délégué.\n`)).toEqual(['Paul EXEMPLE (directeur général délégué)']);
  });

  it('leaves out a legal-person director’s permanent representative named under a label', () => {
    expect(officers(`${head}Composition du conseil d’administration à l’issue de l’assemblée générale du 3 mars 2026 :\nPrésident du conseil d’administration : M. Paul EXEMPLE\nAdministrateur (représentant permanent : Mme Anne AUTRE) : la société ALPHA PARTICIPATIONS\n`)).not.toContain('Anne AUTRE (administrateur)');
  });

  it('reads an auditor whose qualifier comes before the name under the auditors’ label', () => {
    expect(officers(`${head}L’assemblée du 3 mars 2026 a renouvelé les mandats des administrateurs.\nCommissaires aux comptes : titulaire, la société ALPHA AUDIT ; suppléant, M. Paul EXEMPLE.\n`)).toEqual(['ALPHA AUDIT (commissaire aux comptes)', 'Paul EXEMPLE (commissaire aux comptes suppléant)']);
  });

  it('lets the holder of a term that “expire” go and gives the office to the one named in his place', () => {
    expect(officers(`${head}L’assemblée du 3 mars 2026 constate l’expiration du mandat de M. Paul EXEMPLE, commissaire aux comptes suppléant, et nomme à sa place Mme Anne AUTRE.\n`)).toEqual(['Anne AUTRE (commissaire aux comptes suppléant)']);
  });
});

describe('a company appointed president, told before the subject’s block', () => {
  it('holds the office past its own seat and representative, in the company named after the colon', () => {
    const text =
      'ALPHA HOLDING, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001, dont le siège est 1, rue Exemple, 98800 Nouméa, représentée par son président M. Paul EXEMPLE, a été nommée présidente de la société :\n\nKAZ EXEMPLE\nSAS au capital de 500 000 F CFP\nRIDET 1 000 002.001\n\npar décision des associés du 3 mars 2026, en remplacement de Mme Anne AUTRE, démissionnaire.\n';
    expect(officers(text)).toEqual(['ALPHA HOLDING (président)']);
  });
});

describe('managers named in other words', () => {
  const head = 'KAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP — RIDET 1 000 002.001\n\n';

  it('reads a renewal that names the office in the plural before its holders', () => {
    expect(officers(`${head}L’assemblée du 3 mars 2026 a renouvelé pour deux ans les mandats des cogérants, M. Paul EXEMPLE et Mme Anne AUTRE.\n`)).toEqual(['Anne AUTRE (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('links two titled persons (“le Dr X et le Docteur Y en qualité de cogérants”)', () => {
    expect(officers(`${head}L’assemblée du 3 mars 2026 a nommé le Dr Anne AUTRE et le Docteur Paul EXEMPLE en qualité de cogérants.\n`)).toEqual(['Anne AUTRE (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('reads the office after the appointing verb as a label, however far its colon', () => {
    expect(officers(`${head}Par acte du 3 mars 2026, les associés ont nommé cogérants, à compter de ce jour et pour une durée illimitée :\n- MME AUTRE Anne, née le 1er janvier 1970 à Lifou ;\n- M. EXEMPLE Paul.\n`)).toEqual(['Anne AUTRE (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('gives the liquidation to the manager whose office ends, by the pronoun (“et l’a nommé liquidateur”)', () => {
    expect(officers('KAZ EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 002.001.\nL’AGE du 3 mars 2026 a prononcé la dissolution anticipée de la société. Elle a mis fin aux fonctions de gérant de M. Paul EXEMPLE et l’a nommé liquidateur.\n')).toEqual(['Paul EXEMPLE (liquidateur)']);
  });
});

describe('a table written as Markdown', () => {
  it('reads its rows under the column names, past the rule of dashes', () => {
    const text =
      'NOMINATION DU PRÉSIDENT ET DU DIRECTEUR GÉNÉRAL\n\nKAZ EXEMPLE — SAS au capital de 1 000 000 F CFP — RIDET 1 000 002.001\n\nPar décisions des associés du 3 mars 2026, la direction est composée comme suit :\n\n| Fonction | Nom | Né le |\n|---|---|---|\n| Président | M. Paul EXEMPLE | 01/01/1970 |\n| Directeur général | Mme Anne AUTRE | 02/02/1980 |\n';
    expect(officers(text)).toEqual(['Anne AUTRE (directeur général)', 'Paul EXEMPLE (président)']);
  });
});

describe('a board office without a role of its own, in the board’s composition', () => {
  const head = 'KAZ EXEMPLE AGRICOLE\nSociété d’intérêt collectif agricole (SICA) — RIDET 1 000 002.001\n\n';

  it('seats the vice-president, the treasurer and the secretary as directors', () => {
    const text = `${head}Suite à l’assemblée générale du 3 mars 2026, le conseil d’administration se compose de : M. Paul EXEMPLE, président ; Mme Anne AUTRE, vice-présidente ; M. Luc TIERS, trésorier ; Mme Lise QUART, secrétaire ; M. Marc CINQ, administrateur.\n`;
    expect(officers(text)).toEqual(['Anne AUTRE (administrateur)', 'Lise QUART (administrateur)', 'Luc TIERS (administrateur)', 'Marc CINQ (administrateur)', 'Paul EXEMPLE (président)']);
  });

  it('reads a composition printed as a heading over its list the same way', () => {
    const text = `${head}Composition du conseil d’administration à l’issue de l’assemblée générale du 3 mars 2026 :\n– M. Paul EXEMPLE, président ;\n– Mme Anne AUTRE, vice-présidente ;\n– M. Luc TIERS, administrateur.\n`;
    expect(officers(text)).toEqual(['Anne AUTRE (administrateur)', 'Luc TIERS (administrateur)', 'Paul EXEMPLE (président)']);
  });

  it('seats no one outside the composition: a treasurer named in another sentence holds no seat', () => {
    const text = `${head}Suite à l’assemblée générale du 3 mars 2026, le conseil d’administration se compose de : M. Paul EXEMPLE, président ; M. Marc CINQ, administrateur. Le bureau de l’association des usagers a désigné Mme Anne AUTRE, trésorière.\n`;
    expect(officers(text)).toEqual(['Marc CINQ (administrateur)', 'Paul EXEMPLE (président)']);
  });
});

describe('an officers’ table whose role cell holds a remark on its holder', () => {
  it('writes the remark after the holder, so a legal-person director keeps its office', () => {
    const text =
      'KAZ EXEMPLE HÔTELS\nSA au capital de 5 000 000 F CFP — RIDET 1 000 002.001\n\nComposition du conseil d’administration à l’issue de l’assemblée générale du 3 mars 2026 :\n\n' +
      'Nom                        Nationalité     Fonction\n' +
      'M. Paul EXEMPLE            française       Président du conseil d’administration\n' +
      'SAS ALPHA PARTICIPATIONS   -               Administrateur (représentant permanent : M. Luc TIERS)\n' +
      'Mme Anne AUTRE             vanuataise      Administratrice (démissionnaire)\n';
    expect(officers(text)).toEqual(['ALPHA PARTICIPATIONS (administrateur)', 'Paul EXEMPLE (président)']);
  });
});

describe('an auditor firm printed after its qualifier', () => {
  it('reads the titular firm in capitals without its form beside the substitute with a civility', () => {
    const text = 'KAZ EXEMPLE HÔTELS\nSA au capital de 5 000 000 F CFP — RIDET 1 000 002.001\n\nL’assemblée générale du 3 mars 2026 a renouvelé les mandats des commissaires aux comptes.\n\nCommissaires aux comptes : titulaire, AUDIT EXEMPLE ASSOCIÉS ; suppléant, M. Luc TIERS.\n';
    expect(officers(text)).toEqual(['AUDIT EXEMPLE ASSOCIÉS (commissaire aux comptes)', 'Luc TIERS (commissaire aux comptes suppléant)']);
  });

  it('reads the substitute firm the same way after its qualifier', () => {
    const text = 'KAZ EXEMPLE HÔTELS\nSA au capital de 5 000 000 F CFP — RIDET 1 000 002.001\n\nL’assemblée générale du 3 mars 2026 a renouvelé les mandats des commissaires aux comptes.\n\nCommissaires aux comptes : titulaire, Mme Anne AUTRE ; suppléant, CABINET EXEMPLE CONSEIL.\n';
    expect(officers(text)).toEqual(['Anne AUTRE (commissaire aux comptes)', 'CABINET EXEMPLE CONSEIL (commissaire aux comptes suppléant)']);
  });
});
