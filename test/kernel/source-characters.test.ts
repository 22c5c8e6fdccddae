import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A control character in a pattern's source is a slip, never a reading: a backspace typed for
// '\b' turned a lookbehind of officer-roles.ts ('(?<!\bvice-)') into one that could never match.
const KERNEL = path.resolve(import.meta.dirname, '../../kernel');
/** Whether a text holds a control character other than a tab or a line break. */
function holdsControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the kernel’s sources', () => {
  it('hold no control character (tabs and line breaks aside)', () => {
    const files = sources(KERNEL);
    expect(files.length).toBeGreaterThan(100);
    const slipped = files.filter((file) => holdsControl(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(KERNEL, file));
    expect(slipped).toEqual([]);
  });
});
