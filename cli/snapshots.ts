import { runSnapshotCli } from './snapshots/snapshot-commands.js';

// The auditors' snapshot commands (`npm run snapshots -- <command>`); logic in cli/snapshot-cli.ts.
process.exitCode = await runSnapshotCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  outBytes: (body) => process.stdout.write(body),
});
