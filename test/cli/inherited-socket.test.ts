import { describe, expect, it } from 'vitest';
import { inheritedSocket } from '../../cli/inherited-socket.ts';

// sd_listen_fds(3): LISTEN_FDS sockets from fd 3 on, for the process LISTEN_PID names.
describe('inheritedSocket (systemd socket activation)', () => {
  it('is fd 3 when one socket is handed to this very process', () => {
    expect(inheritedSocket({ LISTEN_FDS: '1', LISTEN_PID: '4242' }, 4242)).toEqual({ fd: 3 });
    expect(inheritedSocket({ LISTEN_FDS: ' 1 ', LISTEN_PID: '4242 ' }, 4242)).toEqual({ fd: 3 });
  });

  it('is none without the variables, with none handed, or when they name another process (a parent’s, leaked into its children)', () => {
    expect(inheritedSocket({}, 4242)).toBeNull();
    expect(inheritedSocket({ LISTEN_FDS: '1' }, 4242)).toBeNull();
    expect(inheritedSocket({ LISTEN_FDS: '1', LISTEN_PID: '4241' }, 4242)).toBeNull();
    expect(inheritedSocket({ LISTEN_FDS: '0', LISTEN_PID: '4242' }, 4242)).toBeNull();
    expect(inheritedSocket({ LISTEN_FDS: '', LISTEN_PID: '4242' }, 4242)).toBeNull();
  });

  it('refuses more sockets than the one address the API listens on, or a count that is no number', () => {
    expect(() => inheritedSocket({ LISTEN_FDS: '2', LISTEN_PID: '4242' }, 4242)).toThrow(
      'LISTEN_FDS : 2 sockets transmis, l’API n’écoute que sur un seul (le descripteur 3) ; n’en transmettez qu’un.',
    );
    expect(() => inheritedSocket({ LISTEN_FDS: 'un', LISTEN_PID: '4242' }, 4242)).toThrow('LISTEN_FDS : attendu un nombre de sockets transmis, reçu "un".');
  });
});
