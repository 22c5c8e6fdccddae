import type { Socket } from 'node:net';

/**
 * The peer's address of a connection, read once when the connection opens and kept beside its
 * socket (in a weak map: a property added to every socket would give node's sockets another
 * hidden class): every request of the connection, and whatever reads its `ip` later (access
 * control, the access log, after the request if need be), gets that value. Read per request, node's
 * `remoteAddress` getter chain (`_getpeername`, the `_handle` getter) was a megamorphic keyed
 * load and about 670 instructions a request (docs/api-performance.md).
 */
const peers = new WeakMap<Socket, string | null>();

/** For the server's `connection` event. */
export function rememberPeer(socket: Socket): void {
  peers.set(socket, socket.remoteAddress ?? null);
}

/**
 * The address kept for the connection; a socket that did not go through `rememberPeer` (made
 * by hand, handed over by other means) is asked directly.
 */
export function peerAddress(socket: Socket): string | null {
  const kept = peers.get(socket);
  return kept !== undefined ? kept : (socket.remoteAddress ?? null);
}
