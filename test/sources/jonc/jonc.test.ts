import { joncAdapter } from '../../../sources/jonc/index.ts';
import { joncOfflineSite } from '../../../simulator/sites/jonc/site.ts';
import { describeSourceContract } from '../source-contract.ts';

// Early: the whole HTML archive (2020 to June 2022) plus the first quarter of the JSON portal;
// late: two more quarters of the portal (the default world publishes nothing in the JONC's legal
// section in the last quarter of 2022). Later dates add only more of the same, at more cost.
describeSourceContract({
  adapter: joncAdapter,
  site: joncOfflineSite,
  asOfEarly: '2022-09-30',
  asOfLate: '2023-03-31',
});
