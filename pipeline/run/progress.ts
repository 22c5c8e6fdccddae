import type { DocumentCounts } from './process-document.js';

/**
 * One progress line per source on a terminal (rewritten in place); silent when the output is
 * not a terminal (cron, CI), where the JSON run report is what counts.
 */
export function createProgress(stream: NodeJS.WriteStream) {
  const lines = new Map<string, string>();
  let drawn = 0;
  let last = 0;
  const draw = (force: boolean) => {
    if (!stream.isTTY) return;
    const now = Date.now();
    if (!force && now - last < 200) return;
    last = now;
    if (drawn > 0) stream.write(`\x1b[${drawn}A`);
    for (const line of lines.values()) stream.write(`\x1b[2K${line}\n`);
    drawn = lines.size;
  };
  return {
    update: (source: string, c: DocumentCounts) => {
      lines.set(source, `${source.padEnd(13)} ${c.documents} documents, ${c.parsed} annonces (${c.new} nouvelles), ${c.quarantined} en quarantaine, ${c.unchanged} inchangés`);
      draw(false);
    },
    done: () => draw(true),
  };
}
