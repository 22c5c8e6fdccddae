// Child process of publish-crash.test.ts: publishes night two into STORE_URL. As a command does,
// it hands SNAPSHOT_CRASH_AT to the publish's testing seam, and the publish SIGKILLs itself at
// that point; with `--library` it calls the publish as any other program would, without it.
import { publishCrashSeam } from '../../../cli/crash-points.ts';
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { inputOf, makeCorpus, nightTwo } from './snapshot-fixture.ts';

const store = openStore(process.env.STORE_URL!, process.env);
const testing = process.argv.includes('--library') ? {} : { testing: publishCrashSeam(process.env) };
const result = await publishSnapshot(store, inputOf(nightTwo(makeCorpus(40)), 'run-2'), { now: new Date(process.env.PUBLISH_NOW!), ...testing });
process.stdout.write(`${JSON.stringify(result)}\n`);
