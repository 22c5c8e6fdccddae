import { readdirSync, readlinkSync } from 'node:fs';

/** File descriptors of this process open on `file` (Linux: /proc/self/fd). */
export function openDescriptorsOf(file: string): string[] {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false; // closed while listed
    }
  });
}
