import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { tempFolder } from './helpers/temp-folder.ts';

const require = createRequire(import.meta.url);
const rules = require('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

/** The rule names `npm run check:dependencies` would report for a tree of `files` (path -> source). */
async function violations(files: Record<string, string>): Promise<Array<{ from: string; to: string; rule: string }>> {
  const dir = tempFolder('dependency-rules-');
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true } }));
  const cwd = process.cwd();
  // dependency-cruiser reads the tree, and matches the rules' paths, relative to the working folder.
  process.chdir(dir);
  try {
    const folders = [...new Set(Object.keys(files).map((f) => f.split('/')[0]!))];
    const result = await cruise(folders, { ruleSet: { forbidden: rules.forbidden }, validate: true, tsPreCompilationDeps: true }, { extensions: ['.ts', '.js'] }, { tsConfig: { fileName: 'tsconfig.json' } });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => ({ from: v.from, to: v.to, rule: v.rule.name }));
  } finally {
    process.chdir(cwd);
  }
}

describe('the layer rules of .dependency-cruiser.cjs', () => {
  it('see a type-only import against the layers as they see a value import', async () => {
    const found = await violations({
      'api/route.ts': 'export interface RouteContext { path: string }\nexport const ROUTES = 1;\n',
      'publish/by-type.ts': "import type { RouteContext } from '../api/route.js';\nexport type Seen = RouteContext;\n",
      'publish/by-value.ts': "import { ROUTES } from '../api/route.js';\nexport const seen = ROUTES;\n",
    });
    expect(found.map((v) => v.from).sort()).toEqual(['publish/by-type.ts', 'publish/by-value.ts']);
    for (const v of found) expect(v).toMatchObject({ to: 'api/route.ts', rule: expect.stringMatching(/^publish-imports-only-/) as string });
  });

  it('keep the core module’s context from the add-ons, which reach the API through its seams only', async () => {
    const found = await violations({
      'api/api-module.ts': 'export interface ApiModuleContext { store: string }\n',
      'api/core-module.ts': "import type { ApiModuleContext } from './api-module.js';\nexport interface CoreModuleContext extends ApiModuleContext { archive: string }\n",
      'webhooks/by-seam.ts': "import type { ApiModuleContext } from '../api/api-module.js';\nexport type Given = ApiModuleContext;\n",
      'webhooks/by-core.ts': "import type { CoreModuleContext } from '../api/core-module.js';\nexport type Reached = CoreModuleContext;\n",
      'signalements/by-core.ts': "import type { CoreModuleContext } from '../api/core-module.js';\nexport type Reached = CoreModuleContext;\n",
    });
    expect(found.map((v) => `${v.from} -> ${v.to}`).sort()).toEqual(['signalements/by-core.ts -> api/core-module.ts', 'webhooks/by-core.ts -> api/core-module.ts']);
  });

  it('let a layer import the type of a layer below it', async () => {
    const found = await violations({
      'publish/manifest.ts': 'export interface Manifest { id: string }\n',
      'api/holder.ts': "import type { Manifest } from '../publish/manifest.js';\nexport type Held = Manifest;\n",
    });
    expect(found).toEqual([]);
  });
});
