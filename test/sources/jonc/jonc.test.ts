import { joncAdapter } from '../../../sources/jonc/index.js';
import { joncOfflineSite } from '../../../simulator/sites/jonc/site.js';
import { describeSourceContract } from '../source-contract.js';

// Early: the whole HTML archive (2020 to June 2022) plus the first quarter of the JSON portal;
// late: two more quarters of the portal (the default world publishes nothing in the JONC's legal
// section in the last quarter of 2022). Later dates add only more of the same, at more cost.
describeSourceContract({
  adapter: joncAdapter,
  site: joncOfflineSite,
  asOfEarly: '2022-09-30',
  asOfLate: '2023-03-31',
});
