import { isEntryPoint } from './command-line.ts';
import { runSnapshotCli } from './snapshots/snapshot-commands.ts';

// The auditors' snapshot commands (`npm run snapshots -- <command>`); logic, and the function
// tests call in process, in cli/snapshots/snapshot-commands.ts.
if (isEntryPoint(import.meta.url)) {
  process.exitCode = await runSnapshotCli(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    outBytes: (body) => process.stdout.write(body),
  });
}
