import net from 'node:net';
import { AppError, errorMessage } from '../kernel/errors/app-error.ts';
import { ConfigError, type Config } from '../platform/config.ts';

/** A port a command is about to listen on, and the setting that chose it (named in every message). */
export interface PlannedPort {
  /** The setting a user changes to move it, e.g. `PORT`. */
  setting: string;
  port: number;
  host: string;
  /** How the port was chosen when the setting is empty, e.g. `PORT+2`; null when set explicitly. */
  derivedFrom: string | null;
}

/** A port taken by another program, or an address we may not listen on: the command could not start. */
export class PortUnavailableError extends AppError<'port_in_use' | 'port_refused'> {}

/**
 * The three ports of the demo (`npm start`): the API on PORT, its webhook receiver on
 * DEMO_WEBHOOK_PORT (PORT+1 when empty), the sample sites on SAMPLE_SITES_PORT (PORT+2 when
 * empty). Derived rather than free ports so that what the demo records (a subscription to the
 * receiver, the documents' `source_url`) still answers after a restart.
 * Throws a ConfigError naming the settings when the ports fall outside 1..65535 or collide.
 */
export function demoPorts(config: Config): { api: PlannedPort; receiver: PlannedPort; sampleSites: PlannedPort } {
  // Its addresses are printed and recorded before the API listens, and derived from PORT.
  if (config.port === 0) throw new ConfigError('PORT : la démo a besoin d’un port fixe (elle en déduit ses adresses), pas de 0 (un port libre) ; donnez par exemple PORT=8080.');
  const api: PlannedPort = { setting: 'PORT', port: config.port, host: config.host, derivedFrom: null };
  const receiver = derived('DEMO_WEBHOOK_PORT', config.settings.DEMO_WEBHOOK_PORT, config.port, 1);
  const sampleSites = derived('SAMPLE_SITES_PORT', config.sampleSitesPort, config.port, 2);
  const planned = [api, receiver, sampleSites];
  for (const [i, a] of planned.entries()) {
    for (const b of planned.slice(i + 1)) {
      if (a.port !== 0 && a.port === b.port) {
        throw new ConfigError(`${describe(a)} et ${describe(b)} désignent le même port ${a.port} ; la démo en écoute trois distincts.`);
      }
    }
  }
  return { api, receiver, sampleSites };
}

/** The sample sites' port for `npm run sample-sites`: the demo's (PORT+2 when empty), so its links answer. */
export function browsingSampleSitesPort(config: Config): PlannedPort {
  return derived('SAMPLE_SITES_PORT', config.sampleSitesPort, config.port, 2);
}

/**
 * The sample sites' port for `npm run pipeline`: SAMPLE_SITES_PORT when set, else a free port,
 * since a run may start while the demo holds PORT+2.
 */
export function pipelineSampleSitesPort(config: Config): PlannedPort {
  return { setting: 'SAMPLE_SITES_PORT', port: config.sampleSitesPort ?? 0, host: '127.0.0.1', derivedFrom: null };
}

function derived(setting: string, value: number | null, base: number, offset: number): PlannedPort {
  if (value !== null) return { setting, port: value, host: '127.0.0.1', derivedFrom: null };
  if (base === 0) throw new ConfigError(`${setting} : vide, il vaut PORT+${offset}, mais PORT=0 (un port libre) n’a pas de suivant ; donnez ${setting}.`);
  if (base + offset > 65535) {
    throw new ConfigError(`${setting} : PORT+${offset} = ${base + offset} dépasse 65535 ; choisissez un PORT plus petit ou donnez ${setting}.`);
  }
  return { setting, port: base + offset, host: '127.0.0.1', derivedFrom: `PORT+${offset}` };
}

function describe(p: PlannedPort): string {
  return p.derivedFrom === null ? p.setting : `${p.setting} (vide : ${p.derivedFrom})`;
}

/**
 * Listens on each planned port and lets it go at once, so that a busy port stops the command
 * before any work rather than after it (a 30-second pipeline run ending in EADDRINUSE). The real listen comes
 * later and may still lose a race; `portError` turns that failure into the same message.
 */
export async function checkPortsFree(ports: readonly PlannedPort[]): Promise<void> {
  for (const planned of ports) {
    if (planned.port === 0) continue;
    const probe = net.createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', (error) => void portError(planned, error).then(reject));
      probe.listen({ port: planned.port, host: planned.host, exclusive: true }, () => probe.close(() => resolve()));
    });
  }
}

/** Whether `port` can be listened on at `host` right now (nothing keeps it). */
function canListen(port: number, host: string): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * A port to suggest instead of a busy one, checked free just now: from ten above it, by tens, so
 * that the user's next try is likely to work. `PORT` brings the demo's two ports after it (the
 * receiver and the sample sites when their settings are empty), so all three must be free.
 * null when none of the candidates is.
 */
async function freePortNear(planned: PlannedPort): Promise<number | null> {
  const span = planned.setting === 'PORT' ? 3 : 1;
  for (let candidate = planned.port + 10, tries = 0; tries < 20; candidate += 10, tries += 1) {
    const port = candidate + span - 1 <= 65535 ? candidate : 8080 + tries * 10;
    let free = true;
    for (let offset = 0; offset < span && free; offset += 1) free = await canListen(port + offset, planned.host);
    if (free) return port;
  }
  return null;
}

/**
 * A listen failure as a French message naming the setting; other errors are returned as they are.
 * A busy port's message suggests another, checked free before it is suggested.
 */
export async function portError(planned: PlannedPort, error: unknown): Promise<Error> {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const where = `${planned.host}:${planned.port}`;
  const setting = describe(planned);
  if (code === 'EADDRINUSE') {
    return new PortUnavailableError(
      'port_in_use',
      `${setting} : le port ${planned.port} est déjà utilisé sur ${planned.host} (un autre programme, ou une démo déjà lancée) ; arrêtez-le ou choisissez un autre port${await suggestionText(planned)}.`,
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EADDRNOTAVAIL' || code === 'EPERM') {
    const why = code === 'EADDRNOTAVAIL' ? `l’adresse ${planned.host} n’est pas une adresse de cette machine (HOST)` : 'accès refusé (un port inférieur à 1024 demande des droits)';
    return new PortUnavailableError('port_refused', `${setting} : impossible d’écouter sur ${where} : ${why}.`, { cause: error });
  }
  return error instanceof Error ? error : new Error(errorMessage(error));
}

async function suggestionText(planned: PlannedPort): Promise<string> {
  const free = await freePortNear(planned);
  return free === null ? '' : `, par exemple ${planned.setting}=${free} (libre à l’instant)`;
}
