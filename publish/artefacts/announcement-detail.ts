import type { Dirigeant } from '../../kernel/model/announcement.ts';
import { capitalAmount } from '../../kernel/model/capital-amount.ts';
import type { Artefact } from '../snapshot/snapshot-types.ts';
import { jsonArtefact, toItem } from './artefact-bodies.ts';
import { annonceDetailPath, type AnnonceDetail, type Changements, type DirigeantChange, type ValueChange } from './feed-layout.ts';
import type { AnnonceRow } from './warehouse-batches.ts';

/**
 * `annonces/detail/<id>.json`, one announcement in full (docs/artefacts.md, "Announcement
 * detail"): its item, the text as published, what it changes in its company's record and its
 * provenance. "Before" values are the company's as its earlier notices left them, the rule the
 * record's derivation follows (pipeline/load/derive-companies.ts: each notice's stated value
 * replaces the previous one), so the detail depends on the company's earlier announcements: a
 * build replays each company's announcements in ascending (date, id) order through one
 * DetailReplay, and an incremental build rebuilds every detail of a touched company.
 */

/** The company's values a later notice is compared with. */
interface CompanyFacts {
  forme_juridique: string | null;
  capital: string | null;
  siege: string | null;
  objet: string | null;
}

export class DetailReplay {
  readonly #facts = new Map<string, CompanyFacts>();

  private readonly siteUrl: string;
  constructor(siteUrl: string) {
    this.siteUrl = siteUrl;
  }

  /** The detail of the next announcement, rows given in ascending (date, id) order (per company at least). */
  next(row: AnnonceRow): Artefact {
    const before = this.#facts.get(row.ridet) ?? { forme_juridique: null, capital: null, siege: null, objet: null };
    const stated = {
      forme_juridique: textOf(row['forme_juridique']),
      capital: textOf(row['capital']),
      siege: textOf(row['siege']),
      objet: textOf(row['objet']),
    };
    this.#facts.set(row.ridet, {
      forme_juridique: stated.forme_juridique ?? before.forme_juridique,
      capital: stated.capital ?? before.capital,
      siege: stated.siege ?? before.siege,
      objet: stated.objet ?? before.objet,
    });
    return jsonArtefact(annonceDetailPath(row.id), announcementDetail(row, before, this.siteUrl));
  }
}

function announcementDetail(row: AnnonceRow, before: CompanyFacts, siteUrl: string): AnnonceDetail {
  const item = toItem(row, siteUrl);
  const officers = parseOfficers(row['dirigeants']);
  const person = (d: Dirigeant): DirigeantChange => ({ nom: d.nom, prenoms: d.prenoms ?? null, fonction: d.fonction });
  const ancienne = textOf(row['ancienne_denomination']);
  const nouvelle = textOf(row['nouvelle_denomination']);
  const changements: Changements = {
    dirigeants_nommes: officers.filter((d) => d.action !== 'cessation').map(person),
    dirigeants_partis: officers.filter((d) => d.action === 'cessation').map(person),
    denomination: nouvelle !== null && !sameText(ancienne, nouvelle) ? { avant: ancienne, apres: nouvelle } : null,
    forme_juridique: change(before.forme_juridique, textOf(row['forme_juridique']), sameText),
    capital: change(before.capital, textOf(row['capital']), sameCapital),
    siege: change(before.siege, textOf(row['siege']), sameText),
    objet: change(before.objet, textOf(row['objet']), sameText),
  };
  return {
    ...item,
    corrections: item.corrections ?? [],
    texte: typeof row['texte'] === 'string' ? row['texte'] : '',
    changements,
    provenance: { source: row.source, source_url: row.source_url, fetched_at: row.fetched_at, raw_sha256: row.raw_sha256 },
  };
}

/**
 * A value the notice states that differs from the company's before it; null when the notice
 * states none or restates the current one (notices often reprint the company's header: its
 * capital and siège are not news).
 */
function change(avant: string | null, apres: string | null, same: (a: string | null, b: string) => boolean): ValueChange | null {
  if (apres === null || same(avant, apres)) return null;
  return { avant, apres };
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Equal once case, accents' composition and spacing are set aside: a reprint, not a change. */
function sameText(a: string | null, b: string): boolean {
  if (a === null) return false;
  const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase('fr').replace(/\s+/g, ' ').trim();
  return fold(a) === fold(b);
}

/** The same amount in the same currency, however written (« 1 000 000 F CFP », « 1.000.000 XPF »). */
function sameCapital(a: string | null, b: string): boolean {
  if (sameText(a, b)) return true;
  const x = capitalAmount(a);
  const y = capitalAmount(b);
  return x !== null && y !== null && x.montant === y.montant && x.devise === y.devise;
}

function parseOfficers(value: unknown): Dirigeant[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? (list as Dirigeant[]) : [];
}
