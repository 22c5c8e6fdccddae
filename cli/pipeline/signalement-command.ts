import os from 'node:os';
import type { Config } from '../../platform/config.js';
import { SignalementError, settlementWords } from '../../signalements/signalement.js';
import { openSignalementStore } from '../../signalements/state/open-signalement-store.js';
import { webhookSettings } from '../../webhooks/webhook-settings.js';
import { oneLine, terminalJson } from '../terminal-text.js';

export interface RejeterOptions {
  id: string;
  raison: string;
  par?: string | undefined;
  json: boolean;
}

/**
 * `pipeline signalement rejeter <id> --raison ...`: closes a reader's report an operator read
 * and found nothing to correct in (spam, a misunderstanding, data already right), saying why and
 * who, as `corriger --signalement` closes one with a correction. Writes only the report (the
 * webhook database), so it needs neither the warehouse nor the run lock. Exit 2 when refused:
 * an empty reason, an unknown report, one already settled (traite or rejete).
 */
export async function rejeterCommand(
  config: Config,
  options: RejeterOptions,
  io: { out: (text: string) => void; err: (text: string) => void; now: () => Date },
): Promise<number> {
  const par = options.par?.trim() || config.settings.CORRECTIONS_OPERATOR || os.userInfo().username;
  const raison = options.raison.trim();
  if (raison === '') return refused(io, new SignalementError('signalement_invalide', '--raison vide : dire pourquoi le signalement est rejeté'));
  const store = await openSignalementStore(webhookSettings(config));
  try {
    const outcome = await store.reject(options.id, raison, par, io.now().getTime());
    if (!outcome.ok) {
      return refused(
        io,
        outcome.reason === 'not_found'
          ? new SignalementError('signalement_not_found', `signalement inconnu ${JSON.stringify(options.id)} (pipeline revue les liste)`)
          : new SignalementError('signalement_already_settled', `le signalement ${options.id} est déjà clos (${settlementWords(outcome.signalement!)})`),
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
