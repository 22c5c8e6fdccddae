import type { Socket } from 'node:net';

/**
 * The peer's address of a connection, read at the connection's first request and kept beside
 * its socket (in a weak map: a property added to every socket would give node's sockets another
 * hidden class): every later request of the connection, and whatever reads its `ip` later
 * (access control, the access log, after the request if need be), gets that value. Read per
 * request, node's `remoteAddress` getter chain (`_getpeername`, the `_handle` getter) was a
 * megamorphic keyed load and about 670 instructions a request. Read here rather than from a
 * second `connection` listener: the same value, one function and no listener fewer, and
 * callgrind counted the same either way (docs/api-performance.md).
 */
const peers = new WeakMap<Socket, string | null>();

/** The address kept for the connection, read and kept at its first request. */
export function peerAddress(socket: Socket): string | null {
  let kept = peers.get(socket);
  if (kept === undefined) {
    kept = socket.remoteAddress ?? null;
    peers.set(socket, kept);
  }
  return kept;
}
