import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `file` holds `text` (a server's log line); rejects past `budgetMs`. */
export async function waitForFileLine(file: string, text: string, budgetMs: number): Promise<void> {
  const deadline = Date.now() + budgetMs;
  for (;;) {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(text)) return;
    if (Date.now() > deadline) throw new Error(`[bench] ${file} did not log ${text} within ${budgetMs} ms`);
    await sleep(100);
  }
}
