import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { GATED_CUES, judgeRidets, type JudgedRidet } from '../../../kernel/normalise/subject-ridet.ts';

/** How the subject rules judge the text's only identifier. */
function judgedOnly(text: string): JudgedRidet {
  const matches = findRidets(text);
  expect(matches).toHaveLength(1);
  return judgeRidets(text, matches)[0]!;
}

// Several of the subject rules' cues are tried only where the identifier's own words hold a word
// every match of the cue holds (subject-ridet.ts, speed only). Each text below holds such a word in
// one of its spellings: the cue must still be read, and the identifier keep the part it gives.
// Made-up texts.
describe("the subject cues asked only where the identifier's words hold theirs", () => {
  it.each([
    ['a deciding partner', "Par décision de l'associée unique du 3 mars 2026, la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta."],
    ["a deciding manager's decision", 'Suivant décision du gérant du 4 mai 2026, la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta.'],
    ["a manager's deliberations", 'Aux termes des délibérations du gérant du 4 mai 2026, la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta.'],
    ["a manager's minutes", 'Selon le procès-verbal de la gérante du 4 mai 2026, la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta.'],
    ["a manager's report", 'Vu le rapport du gérant du 4 mai 2026, la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta.'],
    ["the sole partner's act", "Par acte de l'associée unique du 3 mars 2026, la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta."],
    ["the government's administrator", "L'administrateur du gouvernement a pris acte que la société KAORI BOIS, SARL, RIDET 1 234 567.001, a transféré son siège à Païta."],
    ["an office of the province's assembly", "Le président de l'assemblée de la province Sud a signé, pour la société KAORI BOIS, SARL, RIDET 1 234 567.001, le transfert de son siège."],
    ['a form with a sole partner', 'La société KAORI BOIS, société à responsabilité limitée à associé unique, RIDET 1 234 567.001, a transféré son siège à Païta.'],
    ["the writer's own office", "Je suis la gérante, ma société s'appelle KAORI BOIS, RIDET 1 234 567.001, et nous transférons le siège à Païta."],
    ["the writer's own office after 'moi'", 'Moi, gérante, la SARL KAORI BOIS, RIDET 1 234 567.001, je transfère le siège à Païta.'],
  ])('the words of %s name no party: the company is not a third party', (_, text) => {
    expect(judgedOnly(text).third).toBe(false);
  });

  it.each([
    ['a buyer that acquired the business', 'La société NOUVELLE BOULANGERIE, SARL, RIDET 1 234 567.001, a acquis le fonds de commerce de boulangerie exploité à Bourail.'],
    ['a buyer that bought the business back', 'La société NOUVELLE BOULANGERIE, SARL, RIDET 1 234 567.001, a racheté le fonds de commerce de boulangerie exploité à Bourail.'],
    ['a company that became the owner', 'La société NOUVELLE BOULANGERIE, SARL, RIDET 1 234 567.001, est devenue propriétaire du fonds de commerce exploité à Bourail.'],
    ['a company that became the assignee', 'La société NOUVELLE BOULANGERIE, SARL, RIDET 1 234 567.001, est devenue cessionnaire du fonds de commerce exploité à Bourail.'],
  ])('reads a company %s as a third party', (_, text) => {
    expect(judgedOnly(text).third).toBe(true);
  });

  it.each([
    ['parts', 'Cession des parts sociales de la société KAORI BOIS, SARL, RIDET 1 234 567.001, au profit de M. Paul Wamytan.'],
    ['shares', 'Cession de 500 actions de la société KAORI BOIS, SAS, RIDET 1 234 567.001, au profit de M. Paul Wamytan.'],
    ['holdings', 'Cession des participations détenues dans la société KAORI BOIS, SAS, RIDET 1 234 567.001, à M. Paul Wamytan.'],
    ['securities', 'Cession des titres de la société KAORI BOIS, SAS, RIDET 1 234 567.001, à M. Paul Wamytan.'],
    ['shares, under a form\'s label,', 'Société dont les actions sont cédées : KAORI BOIS, SAS, RIDET 1 234 567.001.'],
  ])('reads the company whose %s are spoken of as their object', (_, text) => {
    expect(judgedOnly(text).partsOf).toBe(true);
  });

  // Cues that other readings of the same words usually decide as well: each is asked directly,
  // over folded words of every kind its pattern reads, whether its gate lets them through.
  const phrases: Record<string, string[]> = {
    APPOINTED_AFTER: [
      ', a ete nommee commissaire aux comptes titulaire de la societe kaori bois',
      ', a ete designee commissaire aux comptes suppleant de la societe kaori bois',
      ', ont ete renouvelees commissaires aux comptes de la sarl kaori bois',
      ', est confirmee en qualite de presidente de la societe kaori bois',
    ],
    APPOINTED_HERE: [
      ', a ete nommee presidente en remplacement de m. paul wamytan',
      ', est designee gerante a compter du 1er juin 2026',
      ', a ete renouvelee presidente pour trois ans',
      ', est confirmee comme cogerante',
    ],
    BUYER_AFTER: [
      ', a acquis le fonds de commerce',
      ', acquiert le fonds',
      ', a rachete le fonds',
      ', achete le fonds',
      ', a pris en location-gerance le fonds',
      ', prend en loc.-gerance le fonds',
      ', est devenue proprietaire du fonds',
      ', est devenu cessionnaire du fonds',
      ', exploitera en location-gerance le fonds',
      ', en qualite de locataire, exploite le fonds',
    ],
    PARTS_OF_BEFORE: [
      'cession des parts sociales de la societe kaori bois, sarl, ',
      'cession de 500 actions de la societe kaori bois, sas, ',
      'les participations detenues dans la societe kaori bois, ',
      'cession des titres de la sas kaori bois, ',
      'societe dont les actions sont cedees : kaori bois, sas, ',
    ],
    PARTS_SELLER_AFTER: [", a cede 300 parts sociales qu'elle detenait dans la societe kaori bois", ", vend 120 parts qu'elle detient", ', a vendu la totalite de ses actions a m. paul wamytan'],
    MANDATE_OF_BEFORE: ["l'assemblee a renouvele le mandat de commissaire aux comptes titulaire de la societe audit lagon, ", "les mandats d'administrateur de la sa audit lagon, "],
    DECIDING_ORGAN: [
      'par decision du gerant du 4 mai 2026',
      "aux termes des deliberations de l'associe unique",
      'selon le proces-verbal du conseil',
      'vu le rapport de la gerance',
      "l'associee unique de la ",
      "le president de l'assemblee de la province sud",
      "l'administrateur du gouvernement",
      "le conseil d'administration de la societe",
    ],
    FORM_QUALIFIER: ['societe a responsabilite limitee a associe unique', 'sas a actionnaire unique'],
    SPEAKER_OWN_OFFICE: ['je suis la gerante', 'nous sommes les associes', 'moi, president'],
  };

  it.each(GATED_CUES.map((cue) => [cue.name, cue] as const))('lets every kind of words %s reads through its gate', (name, { pattern, gate }) => {
    const kinds = phrases[name]!;
    expect(kinds.length).toBeGreaterThan(0);
    for (const words of kinds) {
      expect(words.search(pattern), words).toBeGreaterThanOrEqual(0);
      expect(gate(words), words).toBe(true);
    }
  });
});

