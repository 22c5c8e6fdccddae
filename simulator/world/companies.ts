import type { Random } from './random.ts';
import type { CompanyStatus, SampleCompany } from './types.ts';
import { randomCommune, randomCompanyName, randomPerson, randomStreet, type Commune } from './names.ts';
import { withLuhnCheckDigit } from './ridet-forms.ts';
import { toDayNumber, fromDayNumber } from './french-format.ts';

export interface Officer {
  nom: string;
  /** null for a legal person (audit firm). */
  prenoms: string | null;
  civilite: 'M.' | 'Mme' | null;
  /** Masculine base label: gérant, président, directeur général, liquidateur, commissaire aux comptes. */
  fonction: string;
}

/** The mutable state of a company while the timeline runs. */
export interface CompanyState {
  rid: string;
  rank: string;
  denomination: string;
  sigle: string | null;
  forme: string;
  capital: number;
  street: string;
  commune: Commune;
  objet: string;
  dureeAns: number;
  creationDate: string;
  officers: Officer[];
  status: CompanyStatus;
  formerDenominations: string[];
  /** Every name with the act date it took effect, oldest first. */
  denominations: Array<{ since: string; denomination: string }>;
  /** Act date of the closure (radiation), null while the company exists. */
  radiationDate: string | null;
  /** Act date of the latest event, so events of one company never share or reverse dates. */
  lastActDate: string;
  /** Creation inside the timeline: it gets a constitution notice. */
  createdInWindow: boolean;
}

const FORMES: ReadonlyArray<readonly [string, number]> = [
  ['SARL', 40], ['SAS', 18], ['SASU', 8], ['EURL', 10], ['SCI', 14], ['SA', 5], ['SNC', 5],
];

function capitalFor(random: Random, forme: string): number {
  switch (forme) {
    case 'SCI':
      return random.pick([10_000, 50_000, 100_000, 120_000, 500_000]);
    case 'SA':
      return random.pick([10_000_000, 20_000_000, 50_000_000, 150_000_000]);
    case 'SAS':
    case 'SASU':
      return random.pick([100_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 20_000_000]);
    case 'SNC':
      return random.pick([200_000, 1_000_000]);
    default:
      return random.pick([100_000, 150_000, 500_000, 1_000_000, 2_000_000]);
  }
}

/** The officer a form of company starts with. */
export function leadFonction(forme: string): string {
  return forme === 'SAS' || forme === 'SASU' || forme === 'SA' ? 'président' : 'gérant';
}

export function newOfficer(random: Random, fonction: string): Officer {
  const p = randomPerson(random);
  return { nom: p.nom, prenoms: p.prenoms, civilite: p.civilite, fonction };
}

function initialOfficers(random: Random, forme: string): Officer[] {
  const officers = [newOfficer(random, leadFonction(forme))];
  if (forme === 'SA' || (forme === 'SAS' && random.chance(0.3))) officers.push(newOfficer(random, 'directeur général'));
  if ((forme === 'SARL' || forme === 'SCI') && random.chance(0.15)) officers.push(newOfficer(random, 'gérant'));
  return officers;
}

/** Keeps denominations unique across the world, whatever the seed and volume. */
export class NameRegistry {
  private readonly used = new Set<string>();
  // Suffix for when random draws keep colliding (large worlds exhaust SCI names first).
  private overflow = 1;
  take(random: Random, forme: string): { denomination: string; objet: string } {
    for (let attempt = 0; ; attempt += 1) {
      const name = randomCompanyName(random, forme);
      let denomination = name.denomination;
      if (attempt >= 4) {
        do {
          this.overflow += 1;
          denomination = `${name.denomination} ${this.overflow}`;
        } while (this.used.has(denomination));
      }
      if (!this.used.has(denomination)) {
        this.used.add(denomination);
        return { denomination, objet: name.objet };
      }
    }
  }
}

export function sigleOf(denomination: string): string {
  return denomination
    .split(/[\s'\u2019-]+/)
    .filter((w) => w.length > 2 && !['DES', 'DU', 'LES', 'ET', 'SCI'].includes(w))
    .map((w) => w[0])
    .join('');
}

/**
 * Companies sorted by creation date. About 40 % existed before `from` (they appear only through
 * later notices); the rest are constituted inside the timeline.
 */
export function generateCompanies(
  random: Random,
  names: NameRegistry,
  count: number,
  from: string,
  to: string,
): CompanyState[] {
  const usedRids = new Set<string>();
  const fromDay = toDayNumber(from);
  const lastCreationDay = Math.max(fromDay, toDayNumber(to) - 60);
  const oldestDay = toDayNumber('1990-01-01');
  const companies: CompanyState[] = [];
  for (let i = 0; i < count; i += 1) {
    const before = random.chance(0.4);
    const creationDay = before
      ? random.int(oldestDay, fromDay - 1)
      : random.int(fromDay, lastCreationDay);
    const creationDate = fromDayNumber(creationDay);
    // Older enterprises carry lower RIDs, hence the leading zero of pre-2005 ones.
    const lead = creationDate < '2005-01-01' ? '0' : '1';
    let rid: string;
    do {
      rid = withLuhnCheckDigit(`${lead}${String(random.int(0, 99_999)).padStart(5, '0')}`);
    } while (usedRids.has(rid) || rid === '0000000');
    usedRids.add(rid);
    const forme = random.weighted(FORMES);
    const { denomination, objet } = names.take(random, forme);
    const commune = randomCommune(random);
    companies.push({
      rid,
      rank: random.weighted([['001', 85], ['002', 10], ['003', 5]] as const),
      denomination,
      sigle: random.chance(0.2) ? sigleOf(denomination) || null : null,
      forme,
      capital: capitalFor(random, forme),
      street: randomStreet(random),
      commune,
      objet,
      dureeAns: random.chance(0.85) ? 99 : random.pick([30, 50]),
      creationDate,
      officers: initialOfficers(random, forme),
      status: 'active',
      formerDenominations: [],
      denominations: [{ since: creationDate, denomination }],
      radiationDate: null,
      lastActDate: creationDate,
      createdInWindow: !before,
    });
  }
  companies.sort((a, b) => (a.creationDate < b.creationDate ? -1 : a.creationDate > b.creationDate ? 1 : a.rid < b.rid ? -1 : 1));
  return companies;
}

export function siegeLine(c: Pick<CompanyState, 'street' | 'commune'>): string {
  return `${c.street}, ${c.commune.codePostal} ${c.commune.name}`;
}

export function toSampleCompany(c: CompanyState): SampleCompany {
  return {
    rid: c.rid,
    ridet: `${c.rid}${c.rank}`,
    denomination: c.denomination,
    sigle: c.sigle,
    forme_juridique: c.forme,
    capital_xpf: c.capital,
    adresse: c.street,
    commune: c.commune.name,
    code_postal: c.commune.codePostal,
    province: c.commune.province,
    creationDate: c.creationDate,
    formerDenominations: [...c.formerDenominations],
    denominations: c.denominations.map((d) => ({ ...d })),
    radiationDate: c.radiationDate,
    status: c.status,
  };
}


/** The name a company bore on a date (its first name before its creation). */
export function denominationAt(c: Pick<CompanyState, 'denominations'>, isoDate: string): string {
  let name = c.denominations[0]?.denomination ?? '';
  for (const d of c.denominations) if (d.since <= isoDate) name = d.denomination;
  return name;
}
