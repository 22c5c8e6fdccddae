import type { AnnonceType, Dirigeant } from '../../kernel/model/announcement.ts';
import type { Random } from './random.ts';
import { denominationAt, type CompanyState } from './companies.ts';
import type { Province, ProvincialAct, ProvincialActKind, RidetForm } from './types.ts';
import { addDays, formatDateLong, formatMoney, fromDayNumber, toDayNumber } from './french-format.ts';
import { ALL_RIDET_FORMS, formIsUsableFor, printRidet } from './ridet-forms.ts';
import { randomPerson, type Person } from './names.ts';

/**
 * Team mapping of provincial acts to announcement types (see README). An act is an announcement
 * only when it changes the company itself:
 * participation in a SEM -> capital (the province subscribes to the company's capital);
 * the province's directors on a SEM's board -> nomination;
 * an investment aid or an installation authorisation changes nothing in the company: no type,
 * and a parser quarantines it `hors_champ` when the act identifies the company
 * (OUT_OF_SCOPE_ACT_KINDS); a grant to an association names no company.
 */
export const ACT_KIND_TYPES: Readonly<Record<ProvincialActKind, AnnonceType | null>> = {
  autorisation_installation: null,
  aide_investissement: null,
  participation_sem: 'capital',
  nomination_sem: 'nomination',
  subvention_association: null,
};

/** Kinds that name a company without an event in its life: quarantined `hors_champ` when identified. */
export const OUT_OF_SCOPE_ACT_KINDS: ReadonlySet<ProvincialActKind> = new Set(['autorisation_installation', 'aide_investissement']);

const SEM_KINDS: ReadonlySet<ProvincialActKind> = new Set(['participation_sem', 'nomination_sem']);

/** Share of acts per province per year, relative to company notices per year. */
const RATES: Readonly<Record<Province, number>> = { Sud: 0.2, Nord: 0.08, Iles: 0.05 };

const ASSOCIATIONS = [
  'association sportive du Lagon', 'association du comité des fêtes de la tribu de Wé', 'association culturelle Kaori',
  'association des pêcheurs de la côte Est', 'association Foyer des jeunes de Koné', 'association Mangrove Vivante',
] as const;

function numero(province: Province, year: number, n: number): string {
  switch (province) {
    case 'Sud':
      return `n° ${1000 + n * 7}-${year}/ARR/DIMEN`;
    case 'Nord':
      return `n° ${year}-${100 + n}/APN`;
    case 'Iles':
      return `n° ${year}-${n}/API`;
  }
}

function authority(province: Province): string {
  switch (province) {
    case 'Sud':
      return 'Arrêté du président de l\u2019assemblée de la province Sud';
    case 'Nord':
      return 'Arrêté du président de l\u2019assemblée de la province Nord';
    case 'Iles':
      return 'Arrêté du président de l\u2019assemblée de la province des îles Loyauté';
  }
}

function companyIdent(random: Random, c: CompanyState): { text: string; form: RidetForm; ridet: string } {
  const form = random.pick(ALL_RIDET_FORMS.filter((f) => formIsUsableFor(f, c.rid, c.rank)));
  return { text: printRidet(form, c.rid, c.rank, Number(c.creationDate.slice(0, 4)), random.int(0, 2)), form, ridet: `${c.rid}${c.rank}` };
}

function printed(p: Person): string {
  return `${p.civilite} ${p.prenoms} ${p.nom}`;
}

/** The directors the province names to a SEM's board, replacing one of its former directors. */
function boardChange(r: Random): { sentence: string; dirigeants: Dirigeant[] } {
  const named = [randomPerson(r), randomPerson(r)];
  if (named[0]!.nom === named[1]!.nom) named.pop();
  const leaving = randomPerson(r);
  const plural = named.length > 1;
  const feminine = named.every((p) => p.civilite === 'Mme');
  const designated = `désigné${feminine ? 'e' : ''}${plural ? 's' : ''}`;
  const role = `${feminine ? 'administratrice' : 'administrateur'}${plural ? 's' : ''}`;
  const sentence = `${named.map(printed).join(' et ')} ${plural ? 'sont' : 'est'} ${designated} en qualité d'${role} représentant la province au conseil d'administration de la société, en remplacement de ${printed(leaving)}.`;
  return {
    sentence,
    dirigeants: [
      ...named.map((p): Dirigeant => ({ nom: p.nom, prenoms: p.prenoms, fonction: 'administrateur', action: 'nomination' })),
      { nom: leaving.nom, prenoms: leaving.prenoms, fonction: 'administrateur', action: 'cessation' },
    ],
  };
}

/**
 * Acts of the three provinces. They draw on companies of the matching province when there are
 * some (else on any), from the company's creation on; they do not change company state.
 */
export function generateActs(random: Random, companies: readonly CompanyState[], from: string, to: string, eventsPerYear: number): ProvincialAct[] {
  const fromDay = toDayNumber(from);
  const lastDay = Math.max(fromDay, toDayNumber(to) - 30);
  const years = (toDayNumber(to) - fromDay + 1) / 365.25;
  const byProvince = new Map<Province, CompanyState[]>();
  for (const c of companies) {
    const list = byProvince.get(c.commune.province) ?? [];
    list.push(c);
    byProvince.set(c.commune.province, list);
  }
  const acts: Array<ProvincialAct & { seq: number }> = [];
  let seq = 0;
  for (const province of ['Sud', 'Nord', 'Iles'] as const) {
    const count = Math.round(eventsPerYear * years * RATES[province]);
    const days: number[] = [];
    for (let i = 0; i < count; i += 1) days.push(random.int(fromDay, lastDay));
    days.sort((a, b) => a - b);
    const candidates = (byProvince.get(province)?.length ?? 0) > 0 ? (byProvince.get(province) as CompanyState[]) : [...companies];
    // Sociétés d'économie mixte are sociétés anonymes: the province's own first, else any.
    const localSa = candidates.filter((c) => c.forme === 'SA');
    const semCandidates = localSa.length > 0 ? localSa : companies.filter((c) => c.forme === 'SA');
    const perYear = new Map<number, number>();
    for (const day of days) {
      const actDate = fromDayNumber(day);
      const year = Number(actDate.slice(0, 4));
      const n = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, n);
      const r = random.fork(`act-${province}-${seq}`);
      const kind = r.weighted([['autorisation_installation', 4], ['aide_investissement', 4], ['participation_sem', 2], ['nomination_sem', 2], ['subvention_association', 1]] as const);
      const existing = (c: CompanyState) => c.creationDate < actDate && (c.radiationDate === null || c.radiationDate > actDate);
      const sems = SEM_KINDS.has(kind) ? semCandidates.filter(existing) : [];
      const pool = sems.length > 0 ? sems : candidates;
      const company = kind === 'subvention_association' ? undefined : r.pick(pool);
      const usable = company !== undefined && existing(company);
      const num = numero(province, year, n);
      const visa = `Vu la délibération modifiée relative au code de développement de la province ${province === 'Iles' ? 'des îles Loyauté' : province};`;
      let titre: string;
      const body: string[] = [];
      let ridet: string | null = null;
      let form: RidetForm | null = null;
      let denomination: string | null = null;
      let dirigeants: Dirigeant[] = [];
      if (!company || !usable) {
        const asso = r.pick(ASSOCIATIONS);
        titre = `${authority(province)} ${num} du ${formatDateLong(actDate)} portant attribution d'une subvention à l'${asso}`;
        body.push(visa, `Article 1er : Une subvention de ${formatMoney(r.int(2, 40) * 50_000, 'fcfp')} est attribuée à l'${asso} pour l'année ${year}.`);
      } else {
        denomination = denominationAt(company, actDate);
        // About one act in six names the company by name only: no RIDET for the parser to find.
        const ident = r.chance(0.17) ? null : companyIdent(r, company);
        const who = ident ? `la société ${denomination} (${ident.text})` : `la société ${denomination}`;
        if (ident) { ridet = ident.ridet; form = ident.form; }
        if (kind === 'autorisation_installation') {
          titre = `${authority(province)} ${num} du ${formatDateLong(actDate)} autorisant ${who} à exploiter une installation classée pour la protection de l'environnement`;
          body.push(visa, `Article 1er : ${who.charAt(0).toUpperCase()}${who.slice(1)} est autorisée à exploiter une installation classée, pour l'activité suivante : ${company.objet}, sur la commune de ${company.commune.name}.`);
        } else if (kind === 'aide_investissement') {
          titre = `${authority(province)} ${num} du ${formatDateLong(actDate)} accordant une aide à l'investissement à ${who}`;
          body.push(visa, `Article 1er : Une aide à l'investissement d'un montant de ${formatMoney(r.int(1, 30) * 1_000_000, 'fcfp')} est accordée à ${who} au titre du code de développement.`);
        } else if (kind === 'nomination_sem') {
          const board = boardChange(r);
          dirigeants = board.dirigeants;
          titre = `${authority(province)} ${num} du ${formatDateLong(actDate)} portant désignation des représentants de la province au conseil d'administration de ${who}, société d'économie mixte`;
          body.push(visa, `Article 1er : ${board.sentence}`);
        } else {
          titre = `${authority(province)} ${num} du ${formatDateLong(actDate)} relatif à la participation de la province au capital de ${who}, société d'économie mixte`;
          body.push(visa, `Article 1er : La province souscrit à l'augmentation de capital de ${who} à hauteur de ${formatMoney(r.int(1, 20) * 5_000_000, 'fcfp')}.`);
        }
      }
      body.push('Article 2 : Le présent arrêté sera transmis au commissaire délégué de la République et publié au Journal officiel de la Nouvelle-Calédonie.');
      acts.push({
        seq,
        id: `act-${province.toLowerCase()}-${year}-${String(n).padStart(4, '0')}`,
        province,
        kind: denomination === null ? 'subvention_association' : kind,
        numero: num,
        actDate,
        publicationDate: addDays(actDate, r.int(7, 28)),
        titre,
        text: `${titre}\n\n${body.join('\n')}`,
        ridet,
        companyRid: company && usable ? company.rid : null,
        denomination,
        ridetForm: form,
        expectedType: ridet === null ? null : ACT_KIND_TYPES[kind],
        expectedQuarantine: ridet !== null && OUT_OF_SCOPE_ACT_KINDS.has(kind) ? 'hors_champ' : null,
        dirigeants: ridet === null ? [] : dirigeants,
      });
      seq += 1;
    }
  }
  acts.sort((a, b) => (a.publicationDate < b.publicationDate ? -1 : a.publicationDate > b.publicationDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return acts.map(({ seq: _seq, ...a }) => a);
}
