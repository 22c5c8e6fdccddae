import type { Config } from '../../platform/config.ts';
import { listQuarantine } from '../../pipeline/quarantine/list-quarantine.ts';
import { openWarehouseReader } from '../../pipeline/warehouse/warehouse-reader.ts';
import type { WarehouseReads } from '../../pipeline/warehouse/warehouse-reads.ts';
import { shownNetwork } from '../../signalements/network-prefix.ts';
import type { Signalement } from '../../signalements/signalement.ts';
import { candidateIndex, formatCandidates, publishedEntries, rankedCandidates, REVIEWABLE_REASONS, typeGuesser, type RevueCandidat } from './revue-candidates.ts';
import { openSignalementStore } from '../../signalements/state/open-signalement-store.ts';
import type { SignalementStore } from '../../signalements/state/signalement-store.ts';
import { webhookSettings } from '../../webhooks/webhook-settings.ts';
import { oneLine, terminalJson } from '../terminal-text.ts';
import { OCR_REVIEW_CONFIDENCE } from '../../kernel/model/ocr-doubt.ts';
import { ocrReadingsToReview, type OcrReadingToReview } from '../../pipeline/reconcile/ocr-review.ts';

/**
 * Below this OCR confidence a published announcement is put in front of a person (docs/ocr.md:
 * nothing is quarantined on confidence; the scanned corpus reads at 0.93 on average), and so is
 * one whose fields hold a word read below it, whatever the document's mean (pipeline/reconcile/ocr-review.ts).
 */
export const LOW_CONFIDENCE = OCR_REVIEW_CONFIDENCE;
/**
 * At most this many ambiguous notices and low-confidence readings are listed. Open reports are
 * all listed: the cap of open reports (10 000) bounds them, and a flood is what an operator must
 * see whole to reject it (by network or key, `signalement rejeter --tous-de`).
 */
export const REVIEW_LIMIT = 200;
/** A sender with at least this many open reports is shown with the command that rejects them all. */
const MANY = 2;
/** The senders shown so, most reports first. */
const SENDERS_SHOWN = 10;

const EXTRACT_CHARS = 300;

export interface RevueSignalement {
  id: string;
  recu_le: string;
  annonce_id: string | null;
  ridet: string | null;
  champ: string;
  valeur_proposee: string | null;
  commentaire: string;
  origine: string;
  /** The network it came from (`203.0.113.0/24`), null on reports received before it was kept. */
  reseau: string | null;
  /** The API key it was sent with, null without one. */
  cle: string | null;
  extrait: string | null;
  document_url: string | null;
  commande: string;
  /** The command that closes it without a correction (nothing to correct). */
  commande_rejet: string;
}

/** A network or a key with several open reports, and the command that rejects them all with one reason. */
export interface RevueExpediteur {
  de: string;
  ouverts: number;
  commande: string;
}

export interface RevueQuarantaine {
  id: string;
  source: string;
  reference: string;
  motif: string;
  detail: string;
  extrait: string | null;
  document_url: string;
  commande: string;
  /** The known companies the text points to, best first, each with its `corriger --publier` line. */
  candidats: RevueCandidat[];
}

/**
 * A reading to review as `revue` shows it: the warehouse's (pipeline/reconcile/ocr-review.ts;
 * `doutes`: the fields holding words read below LOW_CONFIDENCE that no other notice settles, empty
 * when only the mean is low) with an extract and the links and commands a person acts on.
 */
export type RevueConfiance = Omit<OcrReadingToReview, 'texte' | 'raw_sha256'> & {
  extrait: string;
  document_url: string;
  commande: string;
  /** The known companies the text points to; a `corriger --ridet` line for those it is not on. */
  candidats: RevueCandidat[];
};

export interface Revue {
  signalements: RevueSignalement[];
  expediteurs: RevueExpediteur[];
  quarantaine: RevueQuarantaine[];
  faible_confiance: RevueConfiance[];
}

const documentUrl = (sha256: string) => `/v1/documents/${sha256}`;
const extract = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, EXTRACT_CHARS);
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The corriger option a report's champ maps to (autre needs reading); officers one `--dirigeant` each, in its syntax (docs/corrections.md). */
const OPTION_OF: Record<string, string> = { ridet: '--ridet', denomination: '--denomination', type: '--type', date: '--date', dirigeants: '--dirigeant' };

function reportCommand(s: Signalement): string {
  const target = s.annonce_id ?? '<annonce_id>';
  const option = OPTION_OF[s.champ];
  const value = option ? ` ${option} ${quoted(s.valeur_proposee ?? '<valeur>')}` : ' <--ridet|--type|--denomination|--retirer ...>';
  return `npm run pipeline -- corriger ${target}${value} --raison ${quoted('<raison>')} --signalement ${s.id}`;
}

/** The announcements reports name, in one query however many (the ids as one list parameter). */
async function announcementsOf(warehouse: WarehouseReads, ids: string[]): Promise<Map<string, { texte: string; raw_sha256: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await warehouse.all<{ id: string; texte: string; raw_sha256: string }>(`SELECT id, texte, raw_sha256 FROM announcements WHERE id = ANY($1::VARCHAR[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Networks and keys with several open reports, most first: where a flood comes from. */
function senders(open: readonly RevueSignalement[]): RevueExpediteur[] {
  const counts = new Map<string, number>();
  for (const s of open) {
    for (const from of [s.cle, s.reseau]) {
      if (from !== null && from !== 'adresse inconnue') counts.set(from, (counts.get(from) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, n]) => n >= MANY)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, SENDERS_SHOWN)
    .map(([de, ouverts]) => ({ de, ouverts, commande: `npm run pipeline -- signalement rejeter --tous-de ${de} --raison ${quoted('<raison>')}` }));
}

/** Where the review queue is read from: the report store and the warehouse (tests count what is asked of them). */
export interface RevueSources {
  reports: Pick<SignalementStore, 'listOpen'>;
  warehouse: WarehouseReads;
}

/**
 * What needs a person: open reports, the quarantined notices a person can settle (REVIEWABLE_REASONS, with candidate companies), low-confidence OCR
 * readings. A fixed number of queries whatever the number of reports: one for the reports, one
 * for the announcements they name, one per other list.
 */
export async function collectRevue({ reports, warehouse }: RevueSources): Promise<Revue> {
  const open = await reports.listOpen();
  // Many reports of a flood share their network: each written once.
  const networks = new Map<string, string>();
  const shown = (network: string): string => {
    let text = networks.get(network);
    if (text === undefined) {
      text = shownNetwork(network);
      networks.set(network, text);
    }
    return text;
  };
  const known = await announcementsOf(warehouse, [...new Set(open.flatMap((s) => (s.annonce_id ? [s.annonce_id] : [])))]);
  const signalements = open.map((s): RevueSignalement => {
    const annonce = s.annonce_id ? known.get(s.annonce_id) : undefined;
    return {
      id: s.id,
      recu_le: new Date(s.cree_le).toISOString(),
      annonce_id: s.annonce_id,
      ridet: s.ridet,
      champ: s.champ,
      valeur_proposee: s.valeur_proposee,
      commentaire: s.commentaire,
      origine: s.origine,
      reseau: s.client_network === null ? null : shown(s.client_network),
      cle: s.client_key,
      extrait: annonce ? extract(annonce.texte) : null,
      document_url: annonce ? documentUrl(annonce.raw_sha256) : null,
      commande: reportCommand(s),
      commande_rejet: `npm run pipeline -- signalement rejeter ${s.id} --raison ${quoted('<raison>')}`,
    };
  });
  const published = await publishedEntries(warehouse);
  const listed = (await listQuarantine(warehouse, { reasons: REVIEWABLE_REASONS })).filter((q) => !published.has(q.id));
  const shownQuarantine = listed.slice(0, REVIEW_LIMIT);
  const low = await warehouse.all<{ id: string; ridet: string; denomination: string; type: string; ocr_confiance: number; texte: string; raw_sha256: string }>(
    `SELECT id, ridet, denomination, type, ocr_confiance, texte, raw_sha256 FROM announcements
     WHERE ocr AND ocr_confiance IS NOT NULL AND ocr_confiance < $1 ORDER BY ocr_confiance, id LIMIT ${REVIEW_LIMIT}`,
    [LOW_CONFIDENCE],
  );
  const doubtful = await ocrReadingsToReview(warehouse, REVIEW_LIMIT);
  const readings = [
    ...low.map((a) => ({ ...a, ocr_confiance: Number(a.ocr_confiance), doutes: doubtful.find((d) => d.annonce_id === a.id)?.doutes ?? [] })),
    ...doubtful.filter((d) => !low.some((a) => a.id === d.annonce_id)).map((d) => ({ ...d, id: d.annonce_id })),
  ].slice(0, REVIEW_LIMIT);
  // The companies are read and indexed when an item has a text to rank them against: with
  // neither a notice nor a reading to show, revue reads no company and loads no ranking.
  const companies = shownQuarantine.length > 0 || readings.length > 0 ? await candidateIndex(warehouse) : null;
  const guessType = shownQuarantine.some(needsTypeGuess) ? await typeGuesser() : null;
  const quarantaine =
    companies === null
      ? []
      : shownQuarantine.map(
          (q): RevueQuarantaine => ({
            id: q.id,
            source: q.source,
            reference: q.reference,
            motif: q.motif,
            detail: q.detail,
            extrait: q.extrait,
            document_url: documentUrl(q.documentSha256),
            commande: `npm run pipeline -- corriger ${q.id} --publier --ridet <ridet> --type <type> --denomination ${quoted('<dénomination>')} --raison ${quoted('<raison>')}`,
            candidats: quarantineCandidates(companies, q, guessType),
          }),
        );
  const faible_confiance =
    companies === null
      ? []
      : readings.map(
          (a): RevueConfiance => ({
            annonce_id: a.id,
            ridet: a.ridet,
            denomination: a.denomination,
            type: a.type,
            ocr_confiance: a.ocr_confiance,
            doutes: a.doutes,
            extrait: extract(a.texte),
            document_url: documentUrl(a.raw_sha256),
            commande: `npm run pipeline -- corriger ${a.id} <--ridet|--type|--denomination ...> --raison ${quoted('<raison>')}`,
            candidats: rankedCandidates(companies, a.texte, (c) => (c.ridet === a.ridet ? null : `npm run pipeline -- corriger ${a.id} --ridet ${c.ridet} --raison ${quoted('<raison>')}`)),
          }),
        );
  return { signalements, expediteurs: senders(signalements), quarantaine, faible_confiance };
}

/** Whether the `--publier` line of a quarantined notice names a guessed type: not when the type is what the reader could not tell. */
function needsTypeGuess(q: { motif: string; extrait: string | null }): q is { motif: string; extrait: string } {
  return q.motif !== 'type_inconnu' && q.motif !== 'type_incertain' && q.extrait !== null;
}

function quarantineCandidates(
  companies: Awaited<ReturnType<typeof candidateIndex>>,
  q: { id: string; motif: string; extrait: string | null },
  guessType: ((text: string) => string | null) | null,
): RevueCandidat[] {
  const type = guessType !== null && needsTypeGuess(q) ? guessType(q.extrait) : null;
  const date = q.motif === 'date_absente' || q.motif === 'date_incertaine' ? ' --date <AAAA-MM-JJ>' : '';
  return rankedCandidates(
    companies,
    q.extrait,
    (c) => `npm run pipeline -- corriger ${q.id} --publier --ridet ${c.ridet} --type ${type ?? '<type>'} --denomination ${quoted(c.denomination)}${date} --raison ${quoted('<raison>')}`,
  );
}

/**
 * The review queue as text. Every value that came from a reader or a document goes through
 * oneLine (cli/terminal-text.ts): it cannot print a line of its own nor reorder one.
 */
export function formatRevue(revue: Revue): string {
  const lines: string[] = [];
  const total = revue.signalements.length + revue.quarantaine.length + revue.faible_confiance.length;
  if (total === 0) return 'Rien à relire : aucun signalement ouvert, aucune notice en quarantaine à trancher, aucune lecture OCR peu sûre.\n';
  lines.push(`Signalements ouverts : ${revue.signalements.length}`);
  if (revue.expediteurs.length > 0) {
    lines.push('  Plusieurs signalements ouverts d’un même réseau ou d’une même clé (les rejeter tous, avec une raison) :');
    for (const e of revue.expediteurs) lines.push(`    ${oneLine(e.de)} : ${e.ouverts} · ${oneLine(e.commande)}`);
  }
  for (const s of revue.signalements) {
    const target = s.annonce_id ? `annonce ${oneLine(s.annonce_id)}` : `RIDET ${oneLine(s.ridet ?? '?')}`;
    const from = [s.reseau, s.cle].filter((x) => x !== null).map((x) => oneLine(x));
    lines.push(
      `  ${oneLine(s.id)} · reçu le ${s.recu_le.slice(0, 10)} (${oneLine(s.origine)}${from.length > 0 ? `, ${from.join(', ')}` : ''}) · ${target} · ${oneLine(s.champ)}${s.valeur_proposee ? ` → « ${oneLine(s.valeur_proposee)} »` : ''}`,
    );
    lines.push(`    « ${oneLine(s.commentaire)} »`);
    if (s.extrait) lines.push(`    texte : « ${oneLine(s.extrait)} »`);
    if (s.document_url) lines.push(`    document : ${oneLine(s.document_url)}`);
    lines.push(`    ${oneLine(s.commande)}`, `    sinon : ${oneLine(s.commande_rejet)}`);
  }
  lines.push('', `Notices en quarantaine qu’une personne peut trancher : ${revue.quarantaine.length}`);
  for (const q of revue.quarantaine) {
    lines.push(`  ${oneLine(q.id)} · ${oneLine(q.source)} ${oneLine(q.reference)}`, `    ${oneLine(q.detail)}`);
    if (q.extrait) lines.push(`    texte : « ${oneLine(q.extrait)} »`);
    lines.push(`    document : ${oneLine(q.document_url)}`, `    ${oneLine(q.commande)}`);
    lines.push('    entreprises candidates :', ...formatCandidates(q.candidats).map(oneLine));
  }
  lines.push('', `Lectures OCR peu sûres (confiance < ${LOW_CONFIDENCE}, du document ou d’un mot) : ${revue.faible_confiance.length}`);
  for (const a of revue.faible_confiance) {
    lines.push(
      `  ${oneLine(a.annonce_id)} · ${oneLine(a.denomination)} (${oneLine(a.ridet)}) · ${oneLine(a.type)} · confiance ${a.ocr_confiance === null ? 'inconnue' : a.ocr_confiance.toFixed(3)}`,
      ...a.doutes.map((d) => `    mots peu sûrs (${oneLine(d.champ)}) : ${d.mots.map((m) => `« ${oneLine(m)} »`).join(', ')} · confiance ${d.confiance.toFixed(2)}`),
      `    texte : « ${oneLine(a.extrait)} »`,
      `    document : ${oneLine(a.document_url)}`,
      `    ${oneLine(a.commande)}`,
    );
    lines.push('    entreprises candidates :', ...formatCandidates(a.candidats).map(oneLine));
  }
  return `${lines.join('\n')}\n`;
}

/** `pipeline revue [--json]`: reads the report store and the warehouse (read-only, beside a run). */
export async function revueCommand(config: Config, options: { json: boolean }, out: (text: string) => void): Promise<number> {
  const reports = await openSignalementStore(webhookSettings(config));
  try {
    const warehouse = await openWarehouseReader(config.warehousePath);
    try {
      const revue = await collectRevue({ reports, warehouse });
      out(options.json ? `${terminalJson(revue)}\n` : formatRevue(revue));
    } finally {
      warehouse.close();
    }
  } finally {
    await reports.close();
  }
  return 0;
}
