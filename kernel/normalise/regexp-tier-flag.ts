/**
 * The node flag every process that reads notices starts with: V8 compiles each pattern to
 * machine code at its first use instead of interpreting its bytecode until the pattern is hot.
 * The reader holds about 600 patterns, each run a few times per notice, so a new process's first
 * notices were mostly that interpretation and its compilation; with the flag they cost about
 * 0.4-0.5 CPU s less (README, Speed, "Tenth pass"; docs/test-suite.md). The matches are the same.
 *
 * On node's command line only: node refuses it in NODE_OPTIONS, and set while the process runs it
 * would trap every pattern already compiled to bytecode in the interpreter (regexp-bytecode.ts).
 * cli/with-heap-budget.sh and package.json's `start` spell it out, being shell; the processes the
 * tests and benches start, and vitest's workers, take it from here.
 */
export const REGEXP_AT_FIRST_USE_FLAG = '--no-regexp-tier-up';
