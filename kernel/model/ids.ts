import { createHash } from 'node:crypto';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Announcement ids are derived, never allocated: the same notice seen again (re-crawl, reparse,
 * another run) maps to the same id. 20 hex characters = 80 bits, ample for 10^6 notices.
 */
export function announcementId(source: string, reference: string): string {
  return sha256Hex(`${source}\u0000${reference}`).slice(0, 20);
}
