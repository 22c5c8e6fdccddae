import { describe, expect, it } from 'vitest';
import { findRidets, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf } from './notice-helpers.ts';

// A merger's two sides named by the participle alone ('l'absorbante', 'Absorbée'), as by the noun
// ('la société absorbante'): the absorbing company's approval dates the notice, over the absorbed
// company's own decision, however the page lays them out; and a block headed by the absorbed side
// is never the absorbing company's. Every text is made up for the reading (RIDs 1 234 566 and
// 1 000 009 pass the check).

const publishedRidets = (text: string): string[] => parseNoticeTexts(text, { reference: 't' }).flatMap((r) => (r.ok ? [r.notice.ridet] : []));

describe("a merger's date, the absorbing company's approval", () => {
  it("reads the participle alone as the company it names, in a sentence", () => {
    const text = [
      'FUSION-ABSORPTION',
      'KAZ FROID DU SUD, SAS au capital de 2 000 000 F CFP, RIDET 1 234 566.001.',
      "La fusion par absorption de la société KAZ CLIM, SARL, RIDET 1 000 009.001, a été approuvée par l'assemblée de l'absorbée du 28 juin 2026 et par celle de l'absorbante du 30 juin 2026, qui a porté son capital à 2 500 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAZ FROID DU SUD', 'SAS', '1234566001', '2026-06-30']);
  });

  it("keeps the absorbed company's decision below the absorbing one's in a table, whatever its row's words", () => {
    const text = [
      'FUSION',
      'Société absorbante | KAZ FROID DU SUD | SAS  | RIDET 1 234 566.001',
      'Société absorbée   | KAZ CLIM         | SARL | RIDET 1 000 009.001',
      "Décision de l'absorbée   | délibération du 3/03/2026",
      "AGE de l'absorbante      | 5/03/2026 – fusion approuvée, capital porté à 2 500 000 F CFP",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAZ FROID DU SUD', 'SAS', '1234566001', '2026-03-05']);
  });
});

describe('a merger table whose rows name the sides by the participle alone', () => {
  it("never publishes the absorbing company's capital under the absorbed company's identifier", () => {
    const aligned = [
      'FUSION',
      'Absorbante   | KAZ FROID DU SUD | SAS  | RIDET 1 234 566.001',
      'Absorbée     | KAZ CLIM         | SARL | RIDET 1 000 009.001',
      "AGE de l'absorbante | 5/03/2026 – fusion approuvée, capital porté à 2 500 000 F CFP",
    ].join('\n');
    const tight = [
      'Fusion-absorption',
      'Absorbante | NÉGOCE DU CAILLOU | SARL | RIDET 1 234 566.001',
      'Absorbée | PÊCHE DU LAGON | EURL | RIDET 1 000 009.001',
      "Décision de l'absorbante | 12/06/2026 – capital porté de 1 000 000 à 1 300 000 F CFP",
    ].join('\n');
    expect(publishedRidets(aligned)).not.toContain('1000009001');
    expect(publishedRidets(tight)).not.toContain('1000009001');
  });
});


describe("a merger's sides printed in brackets after each party's description", () => {
  it("reads the dissolution as the company bracketed as absorbed, not the one bracketed before it", () => {
    const text = [
      'FUSION',
      '',
      "La société KAZ FROID DU SUD, SAS, RIDET 1 234 566.001, siège à Koné (société absorbante), et la société KAZ CLIM, SARL, RIDET 1 000 009.001, siège à Bourail (société absorbée), ont conclu un traité de fusion le 2 mars 2026.",
      "L'associé unique de la société absorbée a décidé le 20 mars 2026 sa dissolution sans liquidation.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ CLIM', 'SARL', '1000009001', '2026-03-20']);
  });

  it("reads the capital increase as the company designated absorbing ('ci-après « la société absorbante »')", () => {
    const text = [
      'Fusion-absorption',
      '',
      "La société PÊCHE DU LAGON, EURL, RIDET 1 000 009.001, dont le siège est à Poum (ci-après « la société absorbée »), a transmis son patrimoine à la société NÉGOCE DU CAILLOU, SARL, RIDET 1 234 566.001, dont le siège est à Nouméa (ci-après « la société absorbante »).",
      "Le 4 mai 2026, l'assemblée de la société absorbante a approuvé la fusion et porté son capital de 1 000 000 à 1 300 000 F CFP.",
    ].join('\n');
    expect(publishedRidets(text)).toEqual(['1234566001']);
  });

  it("does not read a side word inside a longer bracket ('(filiale de la société absorbante)') as the party's own", () => {
    const text = [
      'FUSION',
      '',
      "La société KAZ CLIM, SARL, RIDET 1 000 009.001, siège à Bourail (filiale de la société absorbante), a été absorbée par la société KAZ FROID DU SUD, SAS, RIDET 1 234 566.001.",
      "L'associé unique de KAZ CLIM a constaté le 20 mars 2026 sa dissolution sans liquidation.",
    ].join('\n');
    expect(publishedRidets(text)).not.toContain('1234566001');
  });
});

describe("a merger told by the absorbing company's act, the absorbed one named after the decision", () => {
  it("reads the sister company 'a absorbé, par décision de son associée unique, …' as the one dissolved, by its own name", () => {
    const text = [
      'KAZ FROID DU SUD – GROUPE TAMANU',
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      "La société KAZ FROID DU SUD, SAS, RIDET 1 234 566.001, a absorbé, par décision de son associée unique du 2 octobre 2026, sa société sœur KAZ CLIM, SARL au capital de 1 000 000 F CFP, RIDET 1 000 009.001.",
      'La société KAZ CLIM est dissoute sans liquidation du seul fait de la fusion.',
    ].join('\n');
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? [result.notice.type, result.notice.ridet, result.notice.denomination] : result?.quarantine.reason).toEqual(['dissolution', '1000009001', 'KAZ CLIM']);
  });

  it("reads the absorber after 'absorbée par', not the decision's 'par'", () => {
    const text = [
      'AVIS DE DISSOLUTION SANS LIQUIDATION',
      "La société KAZ CLIM, SARL, RIDET 1 000 009.001, a été absorbée, par décision de son associé unique du 2 octobre 2026, par la société KAZ FROID DU SUD, SAS, RIDET 1 234 566.001, et se trouve dissoute sans liquidation.",
    ].join('\n');
    expect(publishedRidets(text)).toEqual(['1000009001']);
  });
});

describe("a company named by its side in the act, then by its name", () => {
  it("reads the beneficiary of a partial contribution named after 'la société bénéficiaire,'", () => {
    const text = [
      'APPORT PARTIEL D’ACTIF',
      "Par traité du 2 octobre 2026, la société KAZ FROID DU SUD, SA, RIDET 1 234 566.001, a fait apport à sa filiale de sa branche de climatisation.",
      "L'assemblée de la société bénéficiaire, KAZ CLIM SERVICES, SAS, RIDET 1 000 009.001, réunie le 6 novembre 2026, a approuvé l'apport et augmenté son capital de 5 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAZ CLIM SERVICES', 'SAS', '1000009001', '2026-11-06']);
  });
});

describe("a simplified merger told from the parent, its subsidiary 'cette dernière'", () => {
  it("reads the subsidiary named last, before 'a absorbé cette dernière', as the one absorbed", () => {
    const text =
      "LE HÉRON – 12 novembre 2026\n\nFUSION SIMPLIFIÉE – DISSOLUTION DE LA FILIALE\n\nLa société VERGERS DE TIARE, société par actions simplifiée au capital de 50 000 000 F CFP, dont le siège est 4, rue des Lauriers, 98800 Nouméa, RIDET 1 000 017.001, associée unique de la société KAORI BOIS, SARL au capital de 1 000 000 F CFP, dont le siège est 2, rue des Flamboyants, 98800 Nouméa, RIDET 1 000 009.001, a absorbé cette dernière selon la procédure de fusion simplifiée, par décision de son président du 2 novembre 2026.\nLa société KAORI BOIS est dissoute sans liquidation à compter du 2 novembre 2026.";
    expect(identityOf(text)).toEqual(['dissolution', 'KAORI BOIS', 'SARL', '1000009001', '2026-11-12']);
  });
});

describe("a merger told by the absorbed company's verb 'a transmis l'ensemble de son patrimoine … à la société Y'", () => {
  it('gives the capital notice to Y, the company the patrimony goes to', () => {
    const text =
      "LE HÉRON – jeudi 12 novembre 2026\n\nAVIS DE FUSION – SOCIÉTÉ ABSORBANTE\n\nLa société KAORI BOIS, société à responsabilité limitée au capital de 6 000 000 F CFP, dont le siège est 3, rue des Lauriers, 98800 Nouméa, RIDET 1 000 017.001, a transmis l'ensemble de son patrimoine, à titre de fusion, à la société VERGERS DE TIARE, société anonyme au capital de 60 000 000 F CFP, dont le siège est 2, rue des Flamboyants, 98800 Nouméa, RIDET 1 000 009.001.\n\nL'assemblée générale extraordinaire des actionnaires de la société VERGERS DE TIARE du 2 novembre 2026 a approuvé la fusion et augmenté le capital social de 9 000 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'VERGERS DE TIARE', 'SA', '1000009001', '2026-11-12']);
  });
});

describe("a merger's absorbed company told by the bare participle after its identifier", () => {
  it("reads `A (…, RIDET …) ⇒ absorbée par ⇒ B (…)` as A absorbed: the capital notice is B's", () => {
    const text = "FUSION · AUGMENTATION DE CAPITAL\nKAORI PÊCHE (SARL, RIDET 3 000 007.001) ⇒ absorbée par ⇒ VERGERS DE TIARE (SAS, cap. 20 000 000 F CFP porté à 26 000 000 F CFP, RIDET 1 000 009.001, 8, rue Auer, Ducos, Nouméa)\nTraité : 2 octobre 2026 · AGE de l'absorbante : 2 novembre 2026\nLe Fanal · publié le 12/11/2026";
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result!.ok && [result!.notice.type, result!.notice.ridet]).toEqual(['capital', '1000009001']);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from rameaux zb35). The absorbed company's own
// notice in a narrow column: its organs approved 'l'absorption de la société X par la société Y',
// the words wrapped at any space and the agent past the first 200 characters after the identifier.
describe('the absorbed company approving its own absorption, in a narrow column', () => {
  it('is not read as the absorbing company', () => {
    const text =
      "BÊTA ÉLEC\nSARL au capital de 3 000 000 F CFP\nSiège : 18, rue de la Rivière, Ko-\nnia, 98835 Dumbéa\nRIDET 1 063 874.001\nDISSOLUTION SANS LIQUIDATION\nAux termes d'une assemblée générale\nextraordinaire du 20 février 2026,\nles associés ont approuvé le projet\nde fusion par voie d'absorption de\nla société BÊTA ÉLEC par la\nsociété ALPHA RÉSEAUX ET ÉNERGIES. La fusion ayant été approuvée par l'associé unique de la société absorbante, la société BÊTA ÉLEC s'est trouvée dissoute sans liquidation.\nPour avis.";
    expect(judgeRidets(text, findRidets(text)).map((j) => [j.match.rid, j.absorbing])).toEqual([['1063874', false]]);
  });
});

describe('a merger whose two companies head the notice in blocks of their own', () => {
  it('tells the absorbed side by the company the text says dissolved, whatever order the blocks come in', () => {
    const text = [
      'KAZ FROID DU SUD',
      'Société anonyme au capital de 2 000 000 F CFP porté à 2 500 000 F CFP',
      'Siège social : 4 rue des Tests, 98800 Nouméa',
      'RIDET 1 234 566.001',
      '',
      'KAZ CLIM',
      'Société à responsabilité limitée au capital de 500 000 F CFP',
      'Siège social : 9 rue des Essais, 98800 Nouméa',
      'RIDET 1 000 009.001',
      '',
      'AVIS DE FUSION',
      '',
      "Aux termes d'un acte du 2 juin 2026, la société KAZ CLIM et la société KAZ FROID DU SUD ont établi un projet de fusion par absorption de la première par la seconde.",
      "L'assemblée générale extraordinaire de la société KAZ FROID DU SUD du 30 juin 2026 a approuvé la fusion et augmenté son capital de 500 000 F CFP. Les associés de la société KAZ CLIM ont approuvé la fusion le 28 juin 2026.",
      'La fusion est définitive et la société KAZ CLIM se trouve dissoute sans liquidation.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'KAZ FROID DU SUD', 'SA', '1234566001', '2026-06-30']);
  });
});
