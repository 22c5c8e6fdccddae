import { fold } from '../../kernel/normalise/fold.ts';
import { allowedEdits, editDistance, nameWords } from './company-name.ts';

/**
 * Which known companies a notice a person must settle may be about, ranked: a small,
 * deterministic scorer over what the notice's text prints (docs/corrections.md, "The review
 * queue"). Three kinds of evidence, added up:
 *
 * - the name: a run of the text's words that is the company's name or a former one (1, a former
 *   name 0.9), or a spelling of it within the edits company-name.ts allows, the split words of a
 *   scan joined (0.8); else at least half of the name's words (0.4 times the share). A name of
 *   one word besides its legal form ('SCI KAORI') must be printed with its form: alone, the word
 *   is as likely a building's or a bay's ('immeuble Le Kaori');
 * - the siège: the street's number and at least one word of its name printed, two words in all
 *   (0.5 times the share of the address's words): the town and its postcode are everybody's, a
 *   street is many companies' (another number is another building);
 * - the officers: an officer's surname and first given name both printed (0.3 each, at most 0.6).
 *
 * A company is listed from 0.3 (a name, or two officers, or most of an address), at most
 * MAX_CANDIDATES of them, best first, ties by RIDET.
 */

export interface KnownCompany {
  ridet: string;
  denomination: string;
  anciennes_denominations: readonly string[];
  siege: string | null;
  dirigeants: ReadonlyArray<{ nom: string; prenoms: string | null }>;
}

export interface CandidateCompany {
  ridet: string;
  denomination: string;
  /** Evidence added up, rounded to two decimals. */
  score: number;
  /** What was found in the text, in French (the person reads it). */
  raisons: string[];
}

export const MAX_CANDIDATES = 5;
export const MIN_SCORE = 0.3;
/**
 * A word more companies share than this does not gather candidates (the scorer still counts it):
 * 'transports' or 'noumea' would put most of a large register in front of every notice.
 */
const GATHER_LIMIT = 1000;
const MIN_WORD = 3;
const ADDRESS_STOP = new Set(['rue', 'avenue', 'route', 'boulevard', 'bis', 'ter', 'lot', 'les', 'des', 'del', 'cedex', 'sur', 'nouvelle', 'caledonie']);

const words = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
const distinctive = (ws: readonly string[]): string[] => [...new Set(ws.filter((w) => w.length >= MIN_WORD && !ADDRESS_STOP.has(w)))];

interface Indexed {
  company: KnownCompany;
  names: Array<{ name: string; former: boolean; words: string[]; key: string; withForm: boolean }>;
  siege: { number: string | null; words: string[] };
  officers: Array<{ label: string; nom: string[]; prenom: string | null }>;
}

/** The companies, indexed by the words that gather them; built once for a whole review. */
export class CompanyIndex {
  private readonly indexed: Indexed[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(companies: readonly KnownCompany[]) {
    for (const company of companies) {
      const entry: Indexed = {
        company,
        names: [company.denomination, ...company.anciennes_denominations].map((name, i) => {
          const withForm = nameWords(name).length === 1 && words(name).length > 1;
          const own = withForm ? words(name) : nameWords(name);
          return { name, former: i > 0, words: own, key: own.join(''), withForm };
        }),
        siege: addressParts(company.siege),
        officers: company.dirigeants.map((d) => ({
          label: [d.nom, d.prenoms].filter(Boolean).join(' '),
          nom: words(d.nom),
          prenom: words(d.prenoms ?? '')[0] ?? null,
        })),
      };
      const position = this.indexed.push(entry) - 1;
      const gathering = new Set([...entry.names.flatMap((n) => n.words), ...entry.siege.words, ...entry.officers.flatMap((o) => o.nom)]);
      for (const word of gathering) {
        if (word.length < MIN_WORD) continue;
        const list = this.postings.get(word);
        if (list) list.push(position);
        else this.postings.set(word, [position]);
      }
    }
  }

  /** The ranked candidates for a notice's text. */
  candidates(text: string): CandidateCompany[] {
    const textWords = words(text);
    const present = new Set(textWords);
    const nameTextWords = nameWords(text);
    const gathered = new Set<number>();
    for (const word of present) {
      const list = this.postings.get(word);
      if (list && list.length <= GATHER_LIMIT) for (const p of list) gathered.add(p);
    }
    const scored: CandidateCompany[] = [];
    for (const position of gathered) {
      const entry = this.indexed[position]!;
      const raisons: string[] = [];
      const score = nameScore(entry, { named: nameTextWords, all: textWords }, present, raisons) + siegeScore(entry, present, raisons) + officerScore(entry, present, raisons);
      if (score >= MIN_SCORE) scored.push({ ridet: entry.company.ridet, denomination: entry.company.denomination, score: Math.round(score * 100) / 100, raisons });
    }
    return scored.sort((a, b) => b.score - a.score || a.ridet.localeCompare(b.ridet)).slice(0, MAX_CANDIDATES);
  }
}

function nameScore(entry: Indexed, text: { named: readonly string[]; all: readonly string[] }, present: ReadonlySet<string>, raisons: string[]): number {
  let best = 0;
  let why = '';
  for (const n of entry.names) {
    if (n.key === '') continue;
    const weight = n.former ? 0.9 : 1;
    const which = n.former ? 'ancienne dénomination' : 'nom';
    const cited = n.former ? 'citée' : 'cité';
    const found = printedRun(n.words, n.key, n.withForm ? text.all : text.named);
    if (found?.same && weight > best) {
      best = weight;
      why = `${which} « ${n.name} » ${cited}`;
    } else if (found && !found.same && 0.8 * weight > best) {
      best = 0.8 * weight;
      why = `${which} « ${n.name} » ${cited} sous la graphie « ${found.printed} »`;
    } else {
      const own = distinctive(n.withForm ? nameWords(n.name) : n.words);
      const share = own.length === 0 ? 0 : own.filter((w) => present.has(w)).length / own.length;
      if (share >= 0.5 && 0.4 * share * weight > best) {
        best = 0.4 * share * weight;
        why = `${which} « ${n.name} » en partie ${cited} (${own.filter((w) => present.has(w)).length} mot(s) sur ${own.length})`;
      }
    }
  }
  if (best > 0) raisons.push(why);
  return best;
}

/**
 * Where the text prints the name as a run of words: the same when the run's letters are the name's,
 * close (with the run as printed) when it is within the edits allowed (the name's word count, one more or one
 * fewer: a scan splits or joins words), null otherwise.
 */
function printedRun(nameWordList: readonly string[], key: string, textWords: readonly string[]): { same: boolean; printed: string } | null {
  const n = nameWordList.length;
  let close: { same: false; printed: string } | null = null;
  for (const size of [n, n + 1, n - 1]) {
    if (size < 1) continue;
    for (let i = 0; i + size <= textWords.length; i += 1) {
      const run = textWords.slice(i, i + size);
      const runKey = run.join('');
      if (runKey === key) return { same: true, printed: run.join(' ') };
      const allowed = allowedEdits(Math.min(runKey.length, key.length));
      if (close === null && allowed > 0 && Math.abs(runKey.length - key.length) <= allowed && editDistance(runKey, key) <= allowed) close = { same: false, printed: run.join(' ') };
    }
  }
  return close;
}

/** The words of an address that tell it from others: its street's number and name, not its town (the last part) nor a postcode. */
function addressParts(siege: string | null): { number: string | null; words: string[] } {
  if (siege === null) return { number: null, words: [] };
  const parts = siege.split(',');
  const street = words((parts.length > 1 ? parts.slice(0, -1) : parts).join(' ')).filter((w) => !/^\d{5}$/.test(w));
  return { number: street.find((w) => /^\d+$/.test(w)) ?? null, words: distinctive(street.filter((w) => !/^\d+$/.test(w))) };
}

function siegeScore(entry: Indexed, present: ReadonlySet<string>, raisons: string[]): number {
  const { number, words: streetWords } = entry.siege;
  const found = streetWords.filter((w) => present.has(w));
  const numbered = number !== null && present.has(number);
  const total = streetWords.length + (number === null ? 0 : 1);
  const count = found.length + (numbered ? 1 : 0);
  if (found.length === 0 || (number !== null && !numbered) || count < 2) return 0;
  raisons.push(`siège « ${entry.company.siege ?? ''} » : ${count} mot(s) sur ${total} cités`);
  return (0.5 * count) / total;
}

function officerScore(entry: Indexed, present: ReadonlySet<string>, raisons: string[]): number {
  const named = new Set<string>();
  for (const o of entry.officers) {
    if (o.nom.length === 0 || o.prenom === null || !o.nom.every((w) => present.has(w)) || !present.has(o.prenom)) continue;
    named.add(o.label);
  }
  if (named.size === 0) return 0;
  raisons.push(`dirigeant(s) cité(s) : ${[...named].join(', ')}`);
  return Math.min(0.6, 0.3 * named.size);
}
