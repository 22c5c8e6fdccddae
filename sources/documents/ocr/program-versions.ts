import type { ProgramRunner } from './run-program.ts';

/**
 * What `<program> <flag>` says about its version, read once per process and program: the OCR
 * cache's key names the programs that produced a reading, so that an upgrade of Tesseract or
 * poppler reads every page again instead of serving what the old ones read. The first lines only
 * (Tesseract: its own version, then leptonica's, which thresholds the image); the later lines
 * list image libraries and CPU features, which do not change the text. A program that cannot say
 * gives null (the caller then reads without the cache, and the reading itself reports what is
 * missing) and is asked again next time.
 */
const versions = new Map<string, Promise<string | null>>();

export function programVersion(run: ProgramRunner, program: string, flag: string, lines: number): Promise<string | null> {
  const key = `${program}\0${flag}\0${lines}`;
  let version = versions.get(key);
  if (!version) {
    version = run(program, [flag], { timeoutMs: 30_000 }).then(
      // Tesseract 5 writes its version to stdout, poppler's tools and older Tesseracts to stderr.
      ({ stdout, stderr }) => {
        const text = (stdout.trim() === '' ? stderr : stdout)
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '')
          .slice(0, lines)
          .join(' | ');
        return text === '' ? null : text;
      },
      () => null,
    );
    versions.set(key, version);
    // A failure is not remembered: the program may be installed before the next document.
    void version.then((v) => {
      if (v === null) versions.delete(key);
    });
  }
  return version;
}
