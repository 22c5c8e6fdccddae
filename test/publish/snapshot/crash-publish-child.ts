// Child process of publish-crash.test.ts: publishes night two into STORE_URL. With
// SNAPSHOT_CRASH_AT set, the publish SIGKILLs itself at that point.
import { publishSnapshot } from '../../../publish/snapshot/publish-snapshot.js';
import { openStore } from '../../../publish/store/open-store.js';
import { inputOf, makeCorpus, nightTwo } from './snapshot-fixture.js';

const store = openStore(process.env.STORE_URL!, process.env);
const result = await publishSnapshot(store, inputOf(nightTwo(makeCorpus(40)), 'run-2'), { now: new Date(process.env.PUBLISH_NOW!) });
process.stdout.write(`${JSON.stringify(result)}\n`);
