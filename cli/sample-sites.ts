import { parseArgs } from 'node:util';
import { OFFLINE_SITES } from '../simulator/sites/registry.js';
import { todayInNoumea } from '../pipeline/run/run-id.js';
import { startSampleSites } from '../simulator/sample-sites/server.js';

/** `npm run sample-sites -- [--as-of YYYY-MM-DD] [--port N]`: browse the offline copies. */
const { values } = parseArgs({
  options: { 'as-of': { type: 'string' }, port: { type: 'string', default: '8090' } },
});
const asOf = values['as-of'] ?? todayInNoumea();
const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: Number(values.port) });
process.stdout.write(`Sources hors ligne (au ${asOf}) : ${sites.url}/\n`);
for (const site of OFFLINE_SITES) process.stdout.write(`  ${sites.url}${site.samplePath}/\n`);
const stop = () => void sites.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
