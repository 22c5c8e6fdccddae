import { formatDateLong, type Random } from '../../world/index.ts';
import type { ItemType, SectionTitle } from './sections.ts';

/** Non-company content of an issue: it surrounds the legal publications so the splitter has to find them. */
export interface FillerItem {
  type: ItemType;
  section: SectionTitle;
  rubrique: string;
  titre: string;
  text: string;
}

const ACT_SUBJECTS = [
  'portant nomination d’un membre du comité consultatif de l’environnement',
  'fixant le prix de vente des hydrocarbures au détail',
  'relatif à l’organisation des examens du brevet de technicien supérieur',
  'portant agrément d’un organisme de formation professionnelle continue',
  'modifiant la composition de la commission territoriale des marchés',
  'portant ouverture d’un concours d’accès au corps des adjoints administratifs',
  'relatif aux tarifs des prestations du port autonome',
  'portant délégation de signature au directeur des affaires économiques',
] as const;

const AVIS = [
  ['AVIS D’APPEL D’OFFRES OUVERT', 'La direction des infrastructures, de la topographie et des transports terrestres lance un appel d’offres ouvert pour des travaux d’entretien routier. Les dossiers sont à retirer au siège de la direction ; date limite de remise des offres fixée au terme d’un délai de trente jours.'],
  ['AVIS DE CONCOURS', 'Un concours sur titres est ouvert pour le recrutement de techniciens de la fonction publique de la Nouvelle-Calédonie. Les candidatures sont reçues à la direction des ressources humaines.'],
  ['AVIS AUX IMPORTATEURS', 'Le service des douanes informe les importateurs que la liste des produits soumis à quota est modifiée à compter de la présente publication.'],
] as const;

const ASSOCIATIONS = [
  'ASSOCIATION DES PARENTS D’ÉLÈVES DE RIVIÈRE-SALÉE',
  'CLUB DE VA’A DE LA BAIE DES CITRONS',
  'ASSOCIATION CULTURELLE DU NORD',
  'AMICALE DES RANDONNEURS DU MONT-DORE',
  'COMITÉ DE JUMELAGE DE BOURAIL',
] as const;

/**
 * Government acts, notices and association declarations for one issue. Special issues carry
 * acts only, more of them.
 */
export function buildFiller(random: Random, date: string, special: boolean): FillerItem[] {
  const year = date.slice(0, 4);
  const items: FillerItem[] = [];
  const acts = special ? random.int(2, 4) : random.int(1, 2);
  for (let i = 0; i < acts; i += 1) {
    const n = random.int(100, 3999);
    const titre = `Arrêté n° ${year}-${n}/GNC du ${formatDateLong(date)} ${random.pick(ACT_SUBJECTS)}`;
    const text = [
      titre,
      '',
      'Le gouvernement de la Nouvelle-Calédonie,',
      'Vu la loi organique modifiée n° 99-209 du 19 mars 1999 relative à la Nouvelle-Calédonie ;',
      'Arrête :',
      'Article 1er : Les dispositions de l’arrêté susvisé sont modifiées comme il suit.',
      'Article 2 : Le présent arrêté sera transmis au haut-commissaire de la République et publié au Journal officiel de la Nouvelle-Calédonie.',
    ].join('\n');
    items.push({ type: 'ACTE', section: 'ACTES DU GOUVERNEMENT', rubrique: 'Actes du gouvernement', titre, text });
  }
  if (special) return items;
  if (random.chance(0.35)) {
    const [titre, body] = random.pick(AVIS);
    items.push({ type: 'ACTE', section: 'AVIS ET COMMUNICATIONS', rubrique: 'Avis et communications', titre, text: `${titre}\n\n${body}` });
  }
  if (random.chance(0.3)) {
    const name = random.pick(ASSOCIATIONS);
    const text = [
      name,
      '',
      `Déclaration faite au haut-commissariat le ${formatDateLong(date)}.`,
      'Objet : favoriser les activités de ses membres et les rencontres entre les habitants du quartier.',
      'Siège social : maison commune, Nouméa.',
    ].join('\n');
    items.push({ type: 'ASSOCIATION_FONDATION', section: 'DÉCLARATIONS D’ASSOCIATIONS', rubrique: 'Associations et fondations', titre: name, text });
  }
  return items;
}
