import os from 'node:os';
import type { Config } from '../../platform/config.ts';
import { networkRange } from '../../signalements/network-prefix.ts';
import { SignalementError, settlementWords } from '../../signalements/signalement.ts';
import type { ReportSender } from '../../signalements/state/signalement-store.ts';
import { openSignalementStore } from '../../signalements/state/open-signalement-store.ts';
import { webhookSettings } from '../../webhooks/webhook-settings.ts';
import { oneLine, terminalJson } from '../terminal-text.ts';

export interface RejeterOptions {
  /** One report; or, with `tousDe`, none. */
  id: string | undefined;
  /** Every open report of a network (a CIDR, or an address for its /24 or /56) or of an API key (key_…). */
  tousDe?: string | undefined;
  raison: string;
  par?: string | undefined;
  json: boolean;
}

/** A key id as `npm run keys` makes them (api/access/api-key.ts). */
const KEY_ID = /^key_[0-9a-f]{12}$/;

/** Whose reports `--tous-de` names, as the store takes it and as people read it; or why it names nobody. */
function sender(text: string): { ok: true; from: ReportSender; shown: string; words: string } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (KEY_ID.test(trimmed)) return { ok: true, from: { key: trimmed }, shown: trimmed, words: `de la clé ${trimmed}` };
  const range = networkRange(trimmed);
  if (!range.ok) return { ok: false, reason: `--tous-de : ${range.reason} ; ou une clé d’API (key_…)` };
  return { ok: true, from: { network: { low: range.low, high: range.high } }, shown: range.shown, words: `du réseau ${range.shown}` };
}

/**
 * `pipeline signalement rejeter <id> --raison ...`: closes a reader's report an operator read
 * and found nothing to correct in (spam, a misunderstanding, data already right), saying why and
 * who, as `corriger --signalement` closes one with a correction. `--tous-de <réseau|clé>` closes
 * every open report of a network or an API key at once, with one reason (a flood), in one
 * statement. Writes only the reports (the webhook database), so it needs neither the warehouse
 * nor the run lock. Exit 2 when refused: an empty reason, an unknown report, one already settled
 * (traite or rejete), both or neither of an id and --tous-de, a --tous-de that names nobody.
 */
export async function rejeterCommand(
  config: Config,
  options: RejeterOptions,
  io: { out: (text: string) => void; err: (text: string) => void; now: () => Date },
): Promise<number> {
  const par = options.par?.trim() || config.settings.CORRECTIONS_OPERATOR || os.userInfo().username;
  const raison = options.raison.trim();
  if (raison === '') return refused(io, new SignalementError('signalement_invalide', '--raison vide : dire pourquoi le signalement est rejeté'));
  if ((options.id === undefined) === (options.tousDe === undefined)) {
    return refused(io, new SignalementError('signalement_invalide', 'donner soit l’identifiant d’un signalement, soit --tous-de <réseau|clé>, pas les deux'));
  }
  const bulk = options.tousDe === undefined ? null : sender(options.tousDe);
  if (bulk !== null && !bulk.ok) return refused(io, new SignalementError('signalement_invalide', bulk.reason));
  const store = await openSignalementStore(webhookSettings(config));
  try {
    if (bulk !== null && bulk.ok) {
      const count = await store.rejectAllFrom(bulk.from, raison, par, io.now().getTime());
      io.out(
        options.json
          ? `${terminalJson({ de: bulk.shown, rejetes: count, par, raison })}\n`
          : `${count} signalement${count > 1 ? 's' : ''} ouvert${count > 1 ? 's' : ''} ${bulk.words} rejeté${count > 1 ? 's' : ''} par ${oneLine(par)} : ${oneLine(raison)}\n`,
      );
      return 0;
    }
    const id = options.id!;
    const outcome = await store.reject(id, raison, par, io.now().getTime());
    if (!outcome.ok) {
      return refused(
        io,
        outcome.reason === 'not_found'
          ? new SignalementError('signalement_not_found', `signalement inconnu ${JSON.stringify(id)} (pipeline revue les liste)`)
          : new SignalementError('signalement_already_settled', `le signalement ${id} est déjà clos (${settlementWords(outcome.signalement!)})`),
      );
    }
    io.out(options.json ? `${terminalJson(outcome.signalement)}\n` : `Signalement ${outcome.signalement.id} rejeté par ${oneLine(par)} : ${oneLine(raison)}\n`);
    return 0;
  } finally {
    await store.close();
  }
}

/** A refusal: its code and French message on stderr, exit 2 (as corriger's). */
function refused(io: { err: (text: string) => void }, error: SignalementError): number {
  io.err(`Erreur [${error.code}] : ${error.message}\n`);
  return 2;
}
