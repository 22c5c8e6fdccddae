import { describe, expect, it } from 'vitest';
import { findActDate, findRidets } from '../../../kernel/normalise/index.ts';
import { deinterleaved, layoutReading } from '../../../kernel/normalise/layout/index.ts';
import { withoutCutNeighbours } from '../../../kernel/normalise/split-page.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about changes of the articles other than capital and officers
// showed missing (test/kernel/normalise/modifications): a platform's raw JSON item on one line, a
// decision ratified later, an appointment in a list of decisions given in the infinitive, a table
// of changes whose cells bars split, a parent announcing its subsidiary's event, a page's
// neighbours cut above and below rules, a neighbour's cut tail beside the notice's first lines.
// Every text here is made up for the rule it names, never a copy of a group text.

describe("a platform's raw JSON item printed on one line", () => {
  it("is dated by its 'datePublication' field, not by the meeting its text reports", () => {
    const text =
      '{"numeroJonc": "2026-00001", "datePublication": "2026-05-12", "typeContenu": "PUBLICATION_LEGALE", "publicationLegale": {"id": 1, "titre": "MODIFICATION", "rubrique": "Modifications", "texte": "KAZ EXEMPLE\\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\\nRIDET 1 000 001.001\\n\\nL\'assemblée générale extraordinaire du 28 avril 2026 a décidé d\'étendre l\'objet social à la location de bateaux. L\'article 2 des statuts a été modifié.\\nGérant : M. Paul EXEMPLE.", "deposant": "la gérance"}}';
    expect(identityOf(text)).toEqual(['statuts', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-05-12']);
  });
});

describe('a decision ratified later', () => {
  it("is the act, not the meeting that ratifies it ('cette décision a été ratifiée par l'assemblée du …')", () => {
    const text =
      "Par décision du 3 mars 2026, le président a transféré le siège social au 4, rue Exemple, Nouméa, à compter du 10 mars 2026. Cette décision a été ratifiée par l'assemblée générale ordinaire des associés du 27 mars 2026.";
    expect(findActDate(text)).toBe('2026-03-03');
  });

  it('leaves a ratification that dates nothing else the act', () => {
    expect(findActDate("L'assemblée générale ordinaire du 27 mars 2026 a ratifié le transfert du siège social au 4, rue Exemple, Nouméa.")).toBe('2026-03-27');
  });
});

describe('an appointment in a list of decisions given in the infinitive', () => {
  it("gives the replacement the office the one who left held ('de nommer en remplacement Mme Y')", () => {
    const text =
      "KAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale extraordinaire du 2 mars 2026 a décidé :\n1° d'étendre l'objet social à la pêche côtière ;\n2° de prendre acte de la démission de M. Paul EXEMPLE de ses fonctions de gérant et de nommer en remplacement Mme Ana MODÈLE, pour une durée indéterminée.";
    expect(officersOf(noticeOf(text))).toEqual(['Ana MODÈLE (gérant)']);
  });
});

describe('a table of changes whose cells bars split as well as spaces', () => {
  const text =
    "Publié le 12 mai 2026\n\nCHANGEMENT DE DÉNOMINATION\n\nForme : SAS au capital de 1 000 000 F CFP\nRIDET : 1 000 001.001\n\nRubrique        | Ancienne mention     | Nouvelle mention\nDénomination    | KAZ ANCIEN           | KAZ NOUVEAU\nArticle modifié | 3                    | 3\n\nPrésident : M. Paul EXEMPLE.";

  it('is read at its bars: the old and new mentions of each field', () => {
    expect(layoutReading(text)).toContain('Ancienne dénomination : KAZ ANCIEN\nNouvelle dénomination : KAZ NOUVEAU');
  });

  it('gives the new name of a name change', () => {
    expect(identityOf(text)).toEqual(['statuts', 'KAZ NOUVEAU', 'SAS', '1000001001', '2026-05-12']);
  });
});

describe.each(['KAZ HOLDING', 'KAZ PARTICIPATIONS'])("a parent that announces its subsidiary's event (%s)", (parent) => {
  const text = `${parent}\nSociété par actions simplifiée au capital de 90 000 000 F CFP\nRIDET 2 000 002.001 – 1, rue Exemple, 98800 Nouméa\n\nCOMMUNIQUÉ\n\nLe groupe ${parent} informe que sa filiale KAZ FROID, société par actions simplifiée au capital de 1 000 000 F CFP, RIDET 1 000 001.001, a transféré son siège social du 7, rue A, Nouméa, au 3, rue B, Païta, par décision de l'associé unique du 5 mars 2026.\nLa présidence de KAZ FROID demeure assurée par ${parent}, représentée par son directeur général, M. Paul EXEMPLE.`;

  it("makes the subsidiary the subject, the parent's letterhead identifier the announcer's", () => {
    expect(decideSubjectRidet(text, findRidets(text), { type: 'siege' }).match?.ridet).toBe('1000001001');
    expect(identityOf(text)).toEqual(['siege', 'KAZ FROID', 'SAS', '1000001001', '2026-03-05']);
  });

  it('lists the parent that holds the presidency, named bare before its representative, and not the representative', () => {
    expect(officersOf(noticeOf(text))).toEqual([`${parent} (président)`]);
  });
});

describe("a page's neighbours cut around rules", () => {
  const page =
    "Le Journal des annonces – lundi 4 mai 2026 – page 9\n\n…et Mme Ana MODÈLE, demeurant à Nouméa, ont été nommés cogérants. Pour avis.\nKAZ TRANSPORTS, RIDET 2 000 002.001.\n————————————\nPROROGATION\n\nKAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar assemblée générale extraordinaire du 20 avril 2026, les associés ont décidé de proroger la durée de la société de quatre-vingt-dix-neuf ans. L'article 5 des statuts a été modifié.\nM. Paul EXEMPLE demeure gérant.\n————————————\nDISSOLUTION ANTICIPÉE\nKAZ SNACK, SARL…";

  it("sets apart the previous notice's tail above the first rule (opened by an ellipsis) and the next one's opening below the last", () => {
    const alone = withoutCutNeighbours(page);
    expect(alone).not.toContain('2 000 002.001');
    expect(alone).not.toContain('DISSOLUTION');
    expect(alone).toContain('PROROGATION');
  });

  it('reads the notice between the rules alone', () => {
    expect(identityOf(page)).toEqual(['statuts', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-05-04']);
  });
});

describe("the previous notice's tail signed above the publisher's box", () => {
  // Made up. The tail's paragraph runs on into the box the page draws under it, no blank line between.
  const page = [
    'ANNONCES LÉGALES          Le Journal des annonces · mercredi 4 novembre 2026 · 12',
    '',
    'ticipée de la société et sa mise en liquidation amiable. M. Paul',
    'MODÈLE a été nommé liquidateur; la correspondance est adressée',
    'à son domicile, où les actes seront notifiés.',
    'Pour avis, le liquidateur.',
    '┌──────────────────────────┐',
    '│ VOS ANNONCES LÉGALES     │',
    '│ Remise des textes : lundi │',
    '└──────────────────────────┘',
    '',
    'KAZ EXEMPLE',
    'SA au capital de 10 000 000 F CFP',
    'RIDET 1 000 001.001',
    'Le conseil d’administration du 20 octobre 2026 a nommé M. Jean',
    'TESTARD directeur général en remplacement de M. Luc ESSAI.',
    'Pour avis, le conseil d’administration.',
  ].join('\n');

  it('sets the tail apart with the box, the notice read alone', () => {
    expect(withoutCutNeighbours(page)).not.toContain('liquidat');
    expect(identityOf(page)).toEqual(['nomination', 'KAZ EXEMPLE', 'SA', '1000001001', '2026-11-04']);
  });
});

describe("the previous notice's signed end above an ornament, though it opens on a capital", () => {
  // Made up. The page opens inside the previous notice's last sentences; an ornament parts it from
  // the notice, and another ornament from the next notice's cut opening.
  const page = [
    'Les comptes définitifs de liquida-',
    'tion ont été approuvés, quitus don-',
    'né au liquidateur, et la clôture de',
    'la liquidation constatée.',
    'Pour avis, le liquidateur.',
    '* * *',
    'KAZ EXEMPLE',
    'SARL au capital de 1 000 000 F CFP',
    'RIDET 1 000 001.001',
    "Aux termes d'une assemblée générale extraordinaire du 23 janvier 2026, les associés ont décidé",
    "la transformation de la société en société par actions simplifiée. Les statuts ont été modifiés.",
    'Président : M. Paul EXEMPLE.',
    'Pour avis, le président.',
    '* * *',
    'AVIS DE CONSTITUTION',
    "Aux termes d'un acte sous seing",
  ].join('\n');

  it('sets both neighbours apart, the notice read alone', () => {
    const alone = withoutCutNeighbours(page);
    expect(alone).not.toContain('liquidat');
    expect(alone).not.toContain('CONSTITUTION');
    expect(noticeOf(page).type).toBe('statuts');
    expect(noticeOf(page).ridet).toBe('1000001001');
  });
});

describe("the next notice's opening right under the signature, no blank line between", () => {
  // Made up. The page's foot cuts the next notice after its title and first words.
  const page = [
    'KAZ EXEMPLE',
    'SAS au capital de 1 000 000 F CFP',
    'RIDET 1 000 001.001',
    'Par décision du 2 mars 2026, le président a transféré le siège social au 4, rue du Test,',
    "98800 Nouméa. L'article 4 des statuts a été modifié.",
    'Pour avis,',
    'le président.',
    'AVIS DE DISSOLUTION',
    "Aux termes d'une décision du 27 février 2026, l'associée unique de la société à res-",
  ].join('\n');

  it('sets the opening apart, the notice read alone', () => {
    expect(withoutCutNeighbours(page)).not.toContain('DISSOLUTION');
    expect(identityOf(page)).toEqual(['siege', 'KAZ EXEMPLE', 'SAS', '1000001001', '2026-03-02']);
  });
});

describe("a neighbour's cut tail beside the notice's first lines", () => {
  const text =
    "12 | Le Journal des annonces | mardi 5 mai 2026\n\nTRANSFERT DE SIÈGE                 ...et le prix de la cession a été\n                                   payé comptant. Oppositions chez\nKAZ EXEMPLE                        Me MODÈLE, avocat.\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\nPar décision de la gérance du 20 avril 2026, le siège social a été transféré au 3, rue B, Nouméa.\nGérant : M. Paul EXEMPLE.";

  it('is set apart: the notice is the left column', () => {
    const apart = deinterleaved(text) ?? '';
    expect(apart).toContain('TRANSFERT DE SIÈGE\nKAZ EXEMPLE\nSARL au capital');
    expect(apart).not.toContain('Oppositions');
  });

  it("gives the notice's name, not a word of the tail", () => {
    expect(identityOf(text)).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-05-05']);
  });

  it('leaves a value beside its label alone, whatever its case', () => {
    const sheet = "Dénomination :      KAZ EXEMPLE\nForme :             société à responsabilité limitée\nCapital :           1 000 000 F CFP\nRIDET : 1 000 001.001";
    expect(deinterleaved(sheet)).toBeNull();
  });
});
