import { describe, expect, it } from 'vitest';
import { servedModules } from '../../cli/served-api-modules.ts';
import { SERVED_PLAN_FIELDS } from '../../cli/served-plan-fields.ts';

describe('the served plan fields', () => {
  it('are those the served modules’ starters carry, webhooks on or off', () => {
    const carried = (webhooks?: false) => servedModules(webhooks === false ? { webhooks } : {}).flatMap((start) => start.planFields ?? []);
    expect(carried()).toEqual(SERVED_PLAN_FIELDS);
    expect(carried(false)).toEqual(SERVED_PLAN_FIELDS);
    expect(SERVED_PLAN_FIELDS.map((field) => field.name)).toEqual(['webhooks', 'signedWebhooks']);
  });
});
