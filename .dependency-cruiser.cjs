/**
 * The allowed directions between the top-level folders (docs/architecture.md explains them):
 *
 *   kernel <- platform <- sources <- pipeline <- publish <- api <- webhooks <- cli
 *   simulator -> kernel only;  cli, test, bench -> anything
 *
 * webhooks/ and signalements/ are add-ons of the API process: they use the API's public seams
 * (its route and module seams, problems, query and body reading), never the reverse, and none
 * wraps the API's start: the composition roots hand the modules to it. The change feed's event ids,
 * which the webhook payloads share, are in kernel/model/change-event-id.ts, so webhooks/ needs
 * nothing of api/changes/.
 *
 * Each rule below forbids what a layer may not import, type-only imports included: a shape a
 * lower layer needs belongs to that layer (or kernel/), not to the layer above that happens to
 * use it too. `npm test` runs this check, so a backwards import fails CI
 * (test/dependency-rules.test.ts tries the rules on a small tree).
 */
/** What of api/ an add-on module may use: the seams, not the core's workings. */
const API_SEAMS = [
  'api/api-module\\.ts$',
  'api/route\\.ts$',
  'api/parameter-spec\\.ts$',
  'api/problem\\.ts$',
  'api/openapi-fragments\\.ts$',
  'api/json-body\\.ts$',
  'api/query\\.ts$',
  'api/access-seam\\.ts$',
  'api/plan-field\\.ts$',
  'api/settings\\.ts$',
];

const LAYERS = {
  kernel: ['kernel'],
  platform: ['kernel', 'platform'],
  sources: ['kernel', 'platform', 'sources'],
  pipeline: ['kernel', 'platform', 'sources', 'pipeline'],
  // The publish step reads the warehouse the pipeline loaded, and nothing else of the pipeline.
  publish: ['kernel', 'platform', 'publish', 'pipeline/warehouse'],
  api: ['kernel', 'platform', 'publish', 'api'],
  webhooks: ['kernel', 'platform', 'publish', 'webhooks', ...API_SEAMS],
  // Readers' reports: an API module like the webhooks, stored in the API's database (its location
  // from platform/api-database.ts), its pages in the site's shell.
  signalements: ['kernel', 'platform', 'signalements', ...API_SEAMS, 'api/pages/html-escape\\.ts$', 'api/pages/page-shell\\.ts$'],
  simulator: ['kernel', 'simulator'],
};

/** A folder (`api`) or one file of a folder (`api/route\\.ts$`), as a rule shows it. */
const shown = (allowed) => (allowed.endsWith('$') ? allowed.replace(/\\/g, '').replace(/\$$/, '') : `${allowed}/`);

const layerRules = Object.entries(LAYERS).map(([layer, allowed]) => ({
  name: `${layer}-imports-only-${allowed.filter((a) => !a.endsWith('$')).join('-')}${allowed.some((a) => a.endsWith('$')) ? '-api-seams' : ''}`,
  severity: 'error',
  comment: `${layer}/ may import only ${allowed.map(shown).join(', ')} (and packages).`,
  from: { path: `^${layer}/` },
  to: {
    dependencyTypesNot: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'core'],
    pathNot: [...allowed.map((a) => (a.includes('/') && a.endsWith('$') ? `^${a}` : `^${a}(/|$)`)), '^node_modules/'],
  },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'api-knows-no-webhooks',
      severity: 'error',
      comment: 'The API core knows no add-on: webhooks/ registers its routes through api/api-module.ts, mounted by cli/ (type imports included).',
      from: { path: '^api/' },
      to: { path: '^webhooks/' },
    },
    {
      name: 'api-knows-no-signalements',
      severity: 'error',
      comment: 'The API core knows no add-on: signalements/ registers its routes through api/api-module.ts, mounted by cli/ (type imports included).',
      from: { path: '^(api|webhooks)/' },
      to: { path: '^signalements/' },
    },
    {
      name: 'kernel-is-pure',
      severity: 'error',
      comment: 'kernel/ does no I/O: no file system, network, processes or timers of its own.',
      from: { path: '^kernel/' },
      to: { dependencyTypes: ['core'], path: '^(fs|fs/promises|net|http|https|http2|dgram|child_process|cluster|worker_threads|dns|tls|readline)$' },
    },
    {
      name: 'no-simulator-in-production',
      severity: 'error',
      comment: 'The offline copies are for the demo and the tests: only cli/ may load them.',
      from: { pathNot: '^(simulator|cli|test|bench)/' },
      to: { path: '^simulator/' },
    },
    {
      name: 'no-composition-roots-below',
      severity: 'error',
      comment: 'cli/ wires everything together; nothing else imports it.',
      from: { pathNot: '^(cli|test|bench)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'no-dev-dependencies-in-production',
      severity: 'error',
      comment: 'Code that runs in production must not need devDependencies.',
      from: { path: '^(kernel|platform|sources|pipeline|publish|api|webhooks|signalements)/' },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
