import { describe, expect, it } from 'vitest';
import { findRidets, fold } from '../../../kernel/normalise/index.ts';
import { decidingOrganCompany } from '../../../kernel/normalise/deciding-organ.ts';
import { readingOf } from './notice-helpers.ts';

// The company whose own organ decides is the notice's, whatever other company its description
// tells of (a business bought, a letting). Every text is made up for the reading it names.

/** The RID of the company whose organ decides, every identifier a candidate; null when the reading abstains. */
function decider(sentence: string): string | null {
  const folded = fold(sentence).replace(/\n/g, ' ');
  return decidingOrganCompany(folded, findRidets(sentence).map((match) => ({ match })))?.match.rid ?? null;
}

const BUYER_WHO_RENAMES =
  "Aux termes d'une assemblée générale extraordinaire du 4 mai 2026, les associés de la société KAZ DES NIAOULIS, SARL au capital de 500 000 F CFP, dont le siège est 3 rue des Frangipaniers, 98860 Koné, RIDET 5 830 120.001, qui a acquis de la société PANIERS DU NORD, SARL, RIDET 6 204 390.001, suivant acte du 2 mars 2026 publié au Journal officiel du 19 mars 2026, le fonds de vente de fruits exploité à Koné, ont décidé de modifier la dénomination sociale, qui devient « MARCHÉ DES NIAOULIS ».\nL'article 3 des statuts est modifié en conséquence.\n\nPour avis, la gérance.";

const TENANT_WHO_EXTENDS =
  "Par décisions du 12 juin 2026, l'associée unique de la société ATELIER TIWAKA, EURL au capital de 200 000 F CFP, dont le siège est à Poindimié, RIDET 5 830 138.001, locataire-gérante depuis le 1er janvier 2026 du fonds de menuiserie appartenant à la société BOIS DE LA TIWAKA, SARL, RIDET 6 204 408.001 (contrat publié au Journal officiel du 15 janvier 2026), a décidé :\n– d'étendre l'objet social à la pose de charpentes ;\n– de modifier en conséquence l'article 2 des statuts.\n\nPour avis.";

describe('the company whose organ decides', () => {
  it('is the buyer of a business told in its description, not the seller', () => {
    expect(decider(BUYER_WHO_RENAMES)).toBe('5830120');
    expect(readingOf(BUYER_WHO_RENAMES)).toEqual(['statuts', '5830120001', 'MARCHÉ DES NIAOULIS']);
  });

  it('is the tenant of a business let, not the owner the letting names', () => {
    expect(decider(TENANT_WHO_EXTENDS)).toBe('5830138');
    expect(readingOf(TENANT_WHO_EXTENDS)[0]).toBe('statuts');
    expect(readingOf(TENANT_WHO_EXTENDS)[1]).toBe('5830138001');
  });
});

const TENANT_NAMED_BARE =
  "KAZ DES FRÈRES\nSociété en nom collectif au capital de 400 000 F CFP\nRIDET : 5 830 179.001\n\nTRANSFERT DU SIÈGE SOCIAL\n\nÀ la suite de la prise en location-gérance, à compter du 1er juin 2026, du fonds de quincaillerie appartenant à la société QUINCAILLERIE DES ESSAIS, société à responsabilité limitée, RIDET 6 204 424.001, les associés de la société KAZ DES FRÈRES ont décidé, le 15 juin 2026, de transférer le siège social au lieu d'exploitation dudit fonds, à Koumac.\n\nPour avis, la gérance.";

// The deciding company told as the other's sole partner, in apposition: the subsidiary's own organ decides.
const PARENT_THAT_RENAMES_ITS_SUBSIDIARY =
  "GROUPE TEST PARTICIPATIONS\nSAS au capital de 80 000 000 F CFP\nRIDET 6 204 465.001\n\nLa société GROUPE TEST PARTICIPATIONS, ci-dessus désignée, associée unique de la société TEST HOME, EURL au capital de 3 000 000 F CFP, dont le siège est à Nouméa, immatriculée au RIDET sous le n° 5 830 260.001, a décidé le 1er octobre 2026 de modifier la dénomination sociale de sa filiale, qui devient « TEST MAISON ».\nL'article 3 des statuts a été modifié en conséquence.\n\nPour avis.";

describe('the company whose sole partner decides, that partner told in apposition', () => {
  it('is the subsidiary whose partner it is, not the parent whose card heads the notice', () => {
    expect(decider(PARENT_THAT_RENAMES_ITS_SUBSIDIARY)).toBe('5830260');
    expect(readingOf(PARENT_THAT_RENAMES_ITS_SUBSIDIARY).slice(0, 2)).toEqual(['statuts', '5830260001']);
  });
});

// The decision appoints a company as the organ's company's officer: an officer, not a company whose event the decision is.
const PARTNERS_WHO_APPOINT_A_COMPANY =
  "Aux termes d'une assemblée générale ordinaire du 12 février 2026, les associés de la société civile immobilière TEST FILAOS, au capital de 100 000 F CFP, dont le siège est à Maré, RIDET 5 830 302.001, ont pris acte de la démission de M. Jean TESTEUR de ses fonctions de cogérant et ont nommé en remplacement, pour une durée indéterminée, la société TEST GESTION, société à responsabilité limitée, RIDET 5 830 310.001, représentée par sa gérante, Mme Anne ESSAI.\n\nPour avis, la gérance.";

describe('the company whose organ decides to appoint a company', () => {
  it('is the organ’s company, the company appointed its officer', () => {
    expect(decider(PARTNERS_WHO_APPOINT_A_COMPANY)).toBe('5830302');
    expect(readingOf(PARTNERS_WHO_APPOINT_A_COMPANY).slice(0, 2)).toEqual(['nomination', '5830302001']);
  });

  it('is none where the decision names another company than the one it appoints', () => {
    expect(decider(PARTNERS_WHO_APPOINT_A_COMPANY.replace('ont pris acte de la démission de M. Jean TESTEUR', 'ont approuvé la fusion par absorption de la société TEST ABSORBÉE'))).toBeNull();
  });
});

// The sole partner's decisions listed after a colon, the first of them its own resignation as président.
const PARTNER_WHO_RESIGNS_AND_APPOINTS =
  "Par décisions du 20 février 2026, la société TEST HOLDING, SAS au capital de 60 000 000 F CFP, RIDET 5 830 351.001, associée unique de la société TEST SOLAIRE, SASU au capital de 4 000 000 F CFP, dont le siège est à Lifou, RIDET 5 830 369.001, a :\n– pris acte de la démission de la société TEST HOLDING de ses fonctions de présidente ;\n– nommé, pour une durée de trois ans, M. Jean TESTEUR en qualité de président.\n\nPour avis, le Président.";

describe('the company whose sole partner lists its decisions after a colon', () => {
  it('is the company it is the partner of, though the decisions name the partner resigning', () => {
    expect(decider(PARTNER_WHO_RESIGNS_AND_APPOINTS)).toBe('5830369');
    expect(readingOf(PARTNER_WHO_RESIGNS_AND_APPOINTS).slice(0, 2)).toEqual(['nomination', '5830369001']);
  });

  it('is none where the decisions name a company other than the partner', () => {
    expect(decider(PARTNER_WHO_RESIGNS_AND_APPOINTS.replace('de la démission de la société TEST HOLDING', 'de la démission de la société TEST AUTRE'))).toBeNull();
  });
});

describe('the company whose organ decides, named bare before its verb', () => {
  it('is the one its card introduced with its identifier, not the owner told in the sentence', () => {
    expect(decider(TENANT_NAMED_BARE)).toBe('5830179');
    expect(readingOf(TENANT_NAMED_BARE)).toEqual(['siege', '5830179001', 'KAZ DES FRÈRES']);
  });

  it('is none where its name introduced no identifier, or introduced one with another company between', () => {
    expect(decider('Les associés de la société KAZ DES FRÈRES ont décidé de transférer le siège ; la société QUINCAILLERIE, RIDET 6 204 424.001, reste propriétaire du fonds.')).toBeNull();
    expect(decider('KAZ DES FRÈRES a pris en location-gérance le fonds appartenant à la société QUINCAILLERIE, RIDET 6 204 424.001. Les associés de la société KAZ DES FRÈRES ont décidé de transférer le siège.')).toBeNull();
  });
});

// The holding appointed prints its card first, the title names both; the organ's company is named
// in capitals over the printed line break.
const HOLDING_CARD_FIRST = [
  'Titre : TESTS HOLDING nommée présidente de TESTS FRIGORIFIQUES DU NORD',
  '',
  'TESTS HOLDING',
  'SARL au capital de 1 000 000 F CFP – 6, rue Jules Garnier, 98800 Nouméa',
  'RIDET : 5 830 120.001',
  '',
  'TESTS FRIGORIFIQUES DU NORD',
  'SAS au capital de 5 000 000 F CFP – 41, rue Ampère, Ducos, 98800 Nouméa',
  'RIDET : 6 204 390.001',
  '',
  "Par décisions du 30 avril 2026, l'associée unique de la société TESTS FRIGORIFIQUES",
  'DU NORD a pris acte de la démission de M. Paul TESTARD de ses fonctions de président et a désigné',
  'en remplacement la société TESTS HOLDING, représentée par son gérant M. Luc TESTIN.',
  '',
  'Pour avis.',
].join('\n');

describe('the company whose organ decides, named bare over a line break', () => {
  it('is the one whose card introduces the name, not the card after a blank line below the title', () => {
    expect(decidingOrganCompany(fold(HOLDING_CARD_FIRST), findRidets(HOLDING_CARD_FIRST).map((match) => ({ match })))?.match.rid).toBe('6204390');
    expect(readingOf(HOLDING_CARD_FIRST)).toEqual(['nomination', '6204390001', 'TESTS FRIGORIFIQUES DU NORD']);
  });
});

describe('where the sentence does not say it plainly, no company', () => {
  it('when the organ leaves its company unnamed or names a merger’s side', () => {
    expect(decider("Les associés de la société, réunis le 4 mai 2026, la société KAZ PAIN, RIDET 5 830 120.001, ont décidé de transférer le siège.")).toBeNull();
    expect(decider("L'assemblée générale de la société absorbante KAZ PAIN, RIDET 5 830 120.001, a approuvé la fusion.")).toBeNull();
  });

  it('when another company is introduced between the organ and the identifier', () => {
    expect(decider("L'associée unique de la société KAZ PAIN, filiale de la société KAZ HOLDING, RIDET 6 204 390.001, a décidé de transférer le siège.")).toBeNull();
  });

  it('when what it decides names another company (a merger’s absorbed side, a subsidiary)', () => {
    expect(decider("L'assemblée générale extraordinaire des associés de la société KAZ PAIN, SAS, RIDET 5 830 120.001, a approuvé la fusion par voie d'absorption de la SARL KAZ FOURNIL, RIDET 6 204 390.001.")).toBeNull();
  });

  it('when the company is told as another’s organ, or only a relative clause decides', () => {
    expect(decider("Les associés de la société KAZ HOLDING, SAS, RIDET 5 830 120.001, associée unique de la société KAZ PAIN, ont décidé de transférer son siège.")).toBeNull();
    expect(decider("Les associés de la société KAZ PAIN, RIDET 5 830 120.001, dont la gérance qui a décidé le transfert est inchangée.")).toBeNull();
  });
});
