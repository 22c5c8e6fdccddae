import { AppError, errorMessage } from '../kernel/errors/app-error.ts';
import { ConfigError, type Env } from '../platform/config.ts';

/** The first socket a parent hands over (sd_listen_fds(3): SD_LISTEN_FDS_START). */
export const FIRST_INHERITED_FD = 3;

/** A handed socket the API could not listen on (not a socket, closed): the command could not start. */
export class InheritedSocketError extends AppError<'inherited_socket_invalid'> {}

/**
 * The listening socket this process was handed, by systemd's socket-activation convention
 * (sd_listen_fds(3)), or null when it was handed none: `LISTEN_FDS` sockets from fd 3 on, for
 * the process whose pid is `LISTEN_PID`. Another pid means the variables were meant for a
 * parent (they leak into its children's environment) and are ignored, as sd_listen_fds does.
 * The API listens on one address, so one socket is expected; more is a unit to fix, refused.
 */
export function inheritedSocket(env: Env, pid: number = process.pid): { fd: number } | null {
  const fds = env.LISTEN_FDS?.trim();
  const owner = env.LISTEN_PID?.trim();
  if (!fds || !owner || owner !== String(pid)) return null;
  if (!/^\d+$/.test(fds)) throw new ConfigError(`LISTEN_FDS : attendu un nombre de sockets transmis, reçu ${JSON.stringify(fds)}.`);
  const count = Number(fds);
  if (count === 0) return null;
  if (count > 1) throw new ConfigError(`LISTEN_FDS : ${count} sockets transmis, l’API n’écoute que sur un seul (le descripteur ${FIRST_INHERITED_FD}) ; n’en transmettez qu’un.`);
  return { fd: FIRST_INHERITED_FD };
}

/** A listen failure on the handed socket, as a French message naming it; other errors are returned as they are. */
export function inheritedSocketError(socket: { fd: number }, error: unknown): Error {
  const failure = error as NodeJS.ErrnoException | null;
  // Only the listen itself: the start's other failures (an unreachable store) keep their own message.
  if (failure?.syscall !== 'listen') return error instanceof Error ? error : new Error(errorMessage(error));
  return new InheritedSocketError(
    'inherited_socket_invalid',
    `LISTEN_FDS : impossible d’écouter sur le descripteur ${socket.fd} transmis (${failure.code ?? 'erreur'}) : ce n’est pas un socket TCP ou Unix ouvert ; vérifiez l’unité .socket qui le transmet.`,
    { cause: error },
  );
}
