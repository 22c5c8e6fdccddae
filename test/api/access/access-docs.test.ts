import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import type { AccessProblemCode } from '../../../api/access/types.ts';
import { settingsOfArea } from '../../../platform/settings/index.ts';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/access.md'), 'utf8');

describe('docs/access.md', () => {
  it('lists every access setting, plan and problem code', () => {
    for (const { name } of settingsOfArea('API access')) expect(doc, name).toContain(`| \`${name}\` |`);
    expect(doc).toContain('| `TRUST_PROXY` |');
    for (const plan of Object.keys(DEFAULT_PLANS.plans)) expect(doc, plan).toContain(`| ${plan} |`);
    const codes: Record<AccessProblemCode, true> = { invalid_api_key: true, api_key_required: true, plan_forbidden: true, rate_limited: true, quota_exceeded: true, quota_unavailable: true };
    for (const code of Object.keys(codes)) expect(doc, code).toContain(`| \`${code}\` |`);
  });
});
