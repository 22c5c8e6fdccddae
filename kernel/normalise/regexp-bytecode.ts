/**
 * Imported first by parse-notice.ts, for its side effect on the engine: V8 no longer runs its
 * peephole pass over the bytecode it compiles a pattern to on its first run.
 *
 * V8 compiles a pattern on its first run to bytecode for its interpreter, and on its second run
 * to machine code. The reader holds about 600 patterns and a process that reads notices runs
 * nearly all of them more than once, so the bytecode serves one run each; yet its peephole pass
 * cost about as much as the rest of both compilations together. Without it a process's first
 * notices compile their patterns in about half the CPU (README, Speed, "Tenth pass"): every test
 * worker, `pipeline run` and night pays that start. The matches are the same; the warm parse was
 * measured unchanged.
 *
 * Why not `--no-regexp-tier-up` (machine code at once, cheaper still): set while the process
 * runs, it would leave every pattern compiled to bytecode before this line (Node's own, a test
 * runner's) in the interpreter for good, about five times slower; this setting only changes how
 * later bytecode is made. As a flag on node's command line it has no such cost (README).
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-peephole-optimization');
