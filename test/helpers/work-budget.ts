/**
 * Time limits of tests from the work they do, never from how long a quiet machine took.
 *
 * vitest's limits are wall-clock ones, and a test's wall clock follows the machine: the CI
 * machine has 2 cores, `npm test` runs three files at once, and other jobs share it (a load
 * average of 4 to 6 is common, and 60-second limits give way in disk-full, load-documents and
 * operator-guards). A limit is there to stop a test that hangs, not to measure speed (that is
 * `bench/`): each unit of work gets an allowance about six times what it takes on an idle
 * machine, and a test's limit is the sum over what it does. A hang is still caught, only later.
 *
 * Idle figures (docs/test-suite.md, "The pipeline-run files"): a first JONC night 20 to 25 s,
 * JONC and LNC as of 2024-03-31 15.6 s, a `pipeline run` process's start 2 to 3 s, an OCR page
 * 3 s of CPU. Seen under load (RELIABILITY.md, "Pipeline and commands"): a command
 * process refusing at once 27 s at load 14, a first JONC night and its sample sites 75 s at load 10.
 */
export const ALLOWANCE_MS = {
  /** One pipeline night over the offline copies, crawl to publish, in this process or another. */
  night: 150_000,
  /** One of our commands as a process of its own: node, its modules, its settings (its work counted apart). */
  command: 60_000,
  /** Starting the offline sample sites (the sample world, built once per worker). */
  sampleSites: 60_000,
  /** One page read by pdftoppm and tesseract, or rendered as a scan. */
  ocrPage: 30_000,
} as const;

/** What a test does, in units of ALLOWANCE_MS. */
export interface Work {
  nights?: number;
  commands?: number;
  sampleSites?: number;
  ocrPages?: number;
}

/**
 * The time limit of a test or hook that does `work`.
 * @example it('...', async () => { ... }, budgetFor({ nights: 2, commands: 1 }));
 */
export function budgetFor(work: Work): number {
  return (
    (work.nights ?? 0) * ALLOWANCE_MS.night +
    (work.commands ?? 0) * ALLOWANCE_MS.command +
    (work.sampleSites ?? 0) * ALLOWANCE_MS.sampleSites +
    (work.ocrPages ?? 0) * ALLOWANCE_MS.ocrPage
  );
}
