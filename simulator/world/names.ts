import type { Random } from './random.ts';
import type { Province } from './types.ts';

/** Word lists for synthetic people, companies and addresses. Names are combined at random, never taken from real records. */

const NOMS = [
  'MARTIN', 'BERNARD', 'DUBOIS', 'THOMAS', 'ROBERT', 'RICHARD', 'PETIT', 'DURAND', 'LEROY',
  'MOREAU', 'SIMON', 'LAURENT', 'LEFEBVRE', 'MICHEL', 'GARCIA', 'DAVID', 'BERTRAND', 'ROUX',
  'VINCENT', 'FOURNIER', 'MOREL', 'GIRARD', 'ANDRÉ', 'MERCIER', 'DUPONT', 'LAMBERT', 'BONNET',
  'FRANÇOIS', 'MARTINEZ', 'LEGRAND', 'GARNIER', 'FAURE', 'ROUSSEL', 'BLANC', 'GUÉRIN', 'MULLER',
  'HENRY', 'ROUSSEAU', 'NICOLAS', 'PERRIN', 'MORIN', 'MATHIEU', 'CLÉMENT', 'GAUTHIER', 'DUMONT',
  'LOPEZ', 'FONTAINE', 'CHEVALIER', 'ROBIN', 'MASSON', 'SANCHEZ', 'BOYER', 'DENIS', 'LEMAIRE',
  'DUVAL', 'JOLY', 'GAUTIER', 'ROGER', 'ROCHE', 'ROY', 'NOËL', 'MEYER', 'LUCAS', 'MEUNIER',
  'JEAN', 'PÉREZ', 'MARCHAND', 'DUFOUR', 'BLANCHARD', 'MARIE', 'BARBIER', 'BRUN', 'DUMAS',
  'BRUNET', 'SCHMITT', 'LEROUX', 'COLIN', 'FERNANDEZ', 'PIERRE', 'RENARD', 'ARNAUD', 'ROLLAND',
  'CARON', 'AUBERT', 'GIRAUD', 'LECLERC', 'VIDAL', 'BOURGEOIS', 'RENAUD', 'LEMOINE', 'PICARD',
  'GAILLARD', 'PHILIPPE', 'LECLERCQ', 'LACROIX', 'FABRE', 'DUPUIS', 'OLIVIER', 'RODRIGUEZ',
  "D'ALMEIDA", 'LE GOFF', 'DE LA TOUR', 'WAHOULO', 'KAREMBEU', 'NÉAOUTYINE', 'TEIN', 'WAMYTAN',
  'NGUYEN', 'TRAN', 'TAUFA', 'MAHE', 'TUIHANI', 'KATRAWA', 'HNAWIA', 'BOEWA',
] as const;

const PRENOMS_M = [
  'Jean', 'Pierre', 'Michel', 'André', 'Philippe', 'Alain', 'Jacques', 'Bernard', 'Éric',
  'Christophe', 'Patrick', 'Nicolas', 'Frédéric', 'Laurent', 'Stéphane', 'Olivier', 'Sébastien',
  'Thierry', 'Julien', 'Jérôme', 'François', 'Guillaume', 'Mathieu', 'Rémi', 'Hervé', 'Yannick',
  'Gaël', 'Joël', 'Noël', 'Loïc', 'Cédric', 'Benoît', 'Maxime', 'Anthony', 'Kévin', 'Teva',
] as const;

const PRENOMS_F = [
  'Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Françoise', 'Christine', 'Valérie',
  'Sandrine', 'Véronique', 'Sophie', 'Céline', 'Stéphanie', 'Hélène', 'Émilie', 'Aurélie',
  'Julie', 'Mélanie', 'Chloé', 'Léa', 'Manon', 'Camille', 'Noémie', 'Maëlle', 'Anaïs', 'Hinano',
  'Josiane', 'Geneviève', 'Thérèse', 'Agnès',
] as const;

export interface Person {
  nom: string;
  prenoms: string;
  civilite: 'M.' | 'Mme';
}

export function randomPerson(random: Random): Person {
  const female = random.chance(0.45);
  const list = female ? PRENOMS_F : PRENOMS_M;
  let prenoms: string = random.pick(list);
  const shape = random.next();
  if (shape < 0.12) {
    // Compound first names are common in NC records.
    const second = random.pick(list);
    if (second !== prenoms) prenoms = `${prenoms}-${second}`;
  } else if (shape < 0.2) {
    const second = random.pick(list);
    if (second !== prenoms) prenoms = `${prenoms}, ${second}`;
  }
  return { nom: random.pick(NOMS), prenoms, civilite: female ? 'Mme' : 'M.' };
}

const NAME_WORDS = [
  'KAORI', 'NIAOULI', 'LAGON', 'CAGOU', 'TAMANOU', 'CORAIL', 'RÉCIF', 'MANGROVE', 'ALIZÉ',
  'HOUP', 'BANIAN', 'ARAUCARIA', 'PALÉTUVIER', 'NAUTILE', 'DUGONG', 'TRICOT RAYÉ', 'BOURAIL',
  'KUNIÉ', 'TOUHO', 'OUÉGOA', 'PACIFIQUE', 'CALÉDONIE', 'ÉMERAUDE', 'SOLEIL', 'TROPIQUE',
  'AUSTRAL', 'HORIZON', 'VALLÉE', 'MONTAGNE', 'PRESQU\u2019ÎLE', 'BAIE', 'ANSE', 'PLATEAU',
] as const;

const INVENTED_SYLLABLES = ['ka', 'no', 'ré', 'tia', 'mo', 'wé', 'lu', 'va', 'ni', 'zo', 'ra', 'pé', 'ko', 'sa'] as const;

const ACTIVITIES = [
  { word: 'BÂTIMENT', objet: 'tous travaux de bâtiment, gros œuvre et second œuvre' },
  { word: 'SERVICES', objet: 'la prestation de services aux entreprises et aux particuliers' },
  { word: 'DISTRIBUTION', objet: "l'import, l'export et la distribution de biens de consommation" },
  { word: 'IMMOBILIER', objet: "l'acquisition, la gestion et la location de biens immobiliers" },
  { word: 'TRANSPORTS', objet: 'le transport routier de marchandises et la location de véhicules' },
  { word: 'ÉLECTRICITÉ', objet: "tous travaux d'électricité générale et de climatisation" },
  { word: 'CONSEIL', objet: 'le conseil en gestion et en organisation des entreprises' },
  { word: 'RESTAURATION', objet: "l'exploitation de restaurants, snacks et traiteur" },
  { word: 'PÊCHE', objet: 'la pêche hauturière et la commercialisation des produits de la mer' },
  { word: 'NICKEL SERVICES', objet: 'la sous-traitance minière et la maintenance industrielle' },
  { word: 'PLOMBERIE', objet: 'tous travaux de plomberie, sanitaire et chauffe-eau solaire' },
  { word: 'INFORMATIQUE', objet: 'le développement de logiciels et la maintenance informatique' },
  { word: 'TOURISME', objet: "l'exploitation de gîtes et l'organisation d'excursions" },
  { word: 'AGRICULTURE', objet: 'la culture maraîchère et fruitière et la vente de produits agricoles' },
  { word: 'PÉPINIÈRE', objet: "la production et la vente de plantes d'ornement" },
  { word: 'NETTOYAGE', objet: 'le nettoyage de locaux professionnels et industriels' },
  { word: 'AUTO', objet: "l'entretien et la réparation de véhicules automobiles" },
  { word: 'MENUISERIE', objet: 'la menuiserie bois et aluminium, fabrication et pose' },
] as const;

const SCI_OBJET = "l'acquisition, la construction, l'administration et la location de tous biens immobiliers";

export interface CompanyName {
  denomination: string;
  objet: string;
}

function inventedWord(random: Random): string {
  const n = random.int(2, 3);
  let w = '';
  for (let i = 0; i < n; i += 1) w += random.pick(INVENTED_SYLLABLES);
  return w.toUpperCase();
}

/**
 * A synthetic denomination with a matching objet social; SCI names follow their own habits. The
 * form is never part of the name (shared/corpus/README.md, 'denomination'): an SCI is named
 * 'RÉSIDENCE X', and texts print its form apart ('RÉSIDENCE X, SCI', 'la SCI RÉSIDENCE X').
 */
export function randomCompanyName(random: Random, forme: string): CompanyName {
  if (forme === 'SCI') {
    const shape = random.int(0, 2);
    const word = shape === 0 ? random.pick(NAME_WORDS) : shape === 1 ? inventedWord(random) : `RÉSIDENCE ${random.pick(NAME_WORDS)}`;
    return { denomination: word, objet: SCI_OBJET };
  }
  const activity = random.pick(ACTIVITIES);
  switch (random.int(0, 4)) {
    case 0:
      return { denomination: `${random.pick(NAME_WORDS)} ${activity.word}`, objet: activity.objet };
    case 1:
      return { denomination: `${inventedWord(random)} ${activity.word}`, objet: activity.objet };
    case 2:
      return { denomination: `${activity.word} ${random.pick(NAME_WORDS)}`, objet: activity.objet };
    case 3:
      return { denomination: `L'ATELIER ${inventedWord(random)}`, objet: activity.objet };
    default:
      return { denomination: `ÉTABLISSEMENTS ${random.pick(NOMS)} ET FILS`, objet: activity.objet };
  }
}

export function randomObjet(random: Random): string {
  return random.pick(ACTIVITIES).objet;
}

export interface Commune {
  name: string;
  codePostal: string;
  province: Province;
  weight: number;
}

export const COMMUNES: readonly Commune[] = [
  { name: 'Nouméa', codePostal: '98800', province: 'Sud', weight: 52 },
  { name: 'Dumbéa', codePostal: '98830', province: 'Sud', weight: 10 },
  { name: 'Mont-Dore', codePostal: '98809', province: 'Sud', weight: 8 },
  { name: 'Païta', codePostal: '98890', province: 'Sud', weight: 8 },
  { name: 'Bourail', codePostal: '98870', province: 'Sud', weight: 2 },
  { name: 'La Foa', codePostal: '98880', province: 'Sud', weight: 2 },
  { name: 'Boulouparis', codePostal: '98812', province: 'Sud', weight: 1 },
  { name: 'Koné', codePostal: '98860', province: 'Nord', weight: 5 },
  { name: 'Koumac', codePostal: '98850', province: 'Nord', weight: 2 },
  { name: 'Poindimié', codePostal: '98822', province: 'Nord', weight: 2 },
  { name: 'Houaïlou', codePostal: '98816', province: 'Nord', weight: 1 },
  { name: 'Voh', codePostal: '98833', province: 'Nord', weight: 1 },
  { name: 'Lifou', codePostal: '98820', province: 'Iles', weight: 2 },
  { name: 'Maré', codePostal: '98828', province: 'Iles', weight: 1 },
  { name: 'Ouvéa', codePostal: '98814', province: 'Iles', weight: 1 },
];

const STREETS = [
  'rue des Frangipaniers', 'rue du Général Gallieni', 'avenue des Flamboyants', 'rue Jules Garnier',
  'route de la Baie des Citrons', 'rue des Orchidées', 'avenue du Maréchal Foch', 'rue de Sébastopol',
  'rue Paul Doumer', 'rue des Cocotiers', 'chemin des Palétuviers', 'rue Émile Zola',
  'promenade Roger Laroque', 'rue Georges Clemenceau', 'avenue James Cook', 'rue du Docteur Guégan',
  'rue des Niaoulis', 'allée des Tamanous', 'route territoriale 1', 'rue de l\u2019Église',
] as const;

const COMPLEMENTS = ['immeuble Le Kaori', 'centre commercial Les Alizés', 'zone industrielle de Ducos', 'lot 12, lotissement Les Banians'] as const;

/** A street line: '12 rue des Frangipaniers', sometimes with a building or lot. */
export function randomStreet(random: Random): string {
  const street = `${random.int(1, 180)} ${random.pick(STREETS)}`;
  return random.chance(0.15) ? `${random.pick(COMPLEMENTS)}, ${street}` : street;
}

export function randomCommune(random: Random): Commune {
  return random.weighted(COMMUNES.map((c) => [c, c.weight] as const));
}

const FIRMS = ['CABINET ALIZÉ AUDIT', 'KAORI EXPERTISE ET CONSEIL', 'AUDIT DU PACIFIQUE SUD', 'NAUTILE COMMISSARIAT AUX COMPTES', 'CORAIL AUDIT ASSOCIÉS'] as const;

/** Audit firms (commissaires aux comptes named without prénoms). */
export function randomAuditFirm(random: Random): string {
  return random.pick(FIRMS);
}

/** Names of purchasers/lessees that are not companies of the world (no RIDET printed). */
export function randomNewBusinessName(random: Random): string {
  return `${random.pick(NAME_WORDS)} ${random.pick(ACTIVITIES).word}`;
}
