import { describe, expect, it } from 'vitest';
import { defaultMaxConnections, MAX_CONNECTIONS_CEILING, MAX_CONNECTIONS_FALLBACK } from '../../api/connection-limit.ts';

/** /proc/self/limits as Linux writes it, with the open-file line given. */
function limits(soft: string, hard = soft): string {
  return [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max cpu time              unlimited            unlimited            seconds   ',
    `Max open files            ${soft.padEnd(20)} ${hard.padEnd(20)} files     `,
    'Max processes             94661                94661                processes ',
  ].join('\n');
}

describe('MAX_CONNECTIONS when left empty', () => {
  it('is three quarters of the open-file limit, so that the process keeps descriptors for its own files', () => {
    expect(defaultMaxConnections(limits('20000'))).toBe(15_000);
    expect(defaultMaxConnections(limits('1024', '4096'))).toBe(768);
  });

  it('stops at the ceiling, where memory rather than descriptors runs out', () => {
    expect(defaultMaxConnections(limits('1048576'))).toBe(MAX_CONNECTIONS_CEILING);
    expect(defaultMaxConnections(limits('unlimited'))).toBe(MAX_CONNECTIONS_CEILING);
  });

  it('falls back to a fixed cap where the limit cannot be read', () => {
    expect(defaultMaxConnections(null)).toBe(MAX_CONNECTIONS_FALLBACK);
    expect(defaultMaxConnections('Max processes 100 100 processes')).toBe(MAX_CONNECTIONS_FALLBACK);
  });
});
