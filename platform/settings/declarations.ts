import { cronExpression, decimal, flag, httpUrl, integer, oneOf, port, proxyHops, text, urlWithScheme, type ValueSchema } from './schemas.ts';

/**
 * Every setting of the project, declared once: name (the key), area, default, help and how its
 * value is read. `docs/configuration.md` is rendered from this table (a test keeps them in
 * step). A default of '' means "unset": the value is null and the code that uses it says what
 * that means (the help says it too).
 */
export interface SettingDeclaration<T> {
  area: SettingArea;
  default: string;
  help: string;
  value: ValueSchema<NonNullable<T>>;
}

export const SETTING_AREAS = ['General', 'Sources', 'Object store (S3)', 'Snapshots', 'API', 'API access', 'Webhooks', "Readers' reports"] as const;
export type SettingArea = (typeof SETTING_AREAS)[number];

function required<T>(area: SettingArea, defaultValue: string, value: ValueSchema<T>, help: string): SettingDeclaration<T> {
  return { area, default: defaultValue, help, value: value as ValueSchema<NonNullable<T>> };
}

function optional<T>(area: SettingArea, value: ValueSchema<T>, help: string): SettingDeclaration<T | null> {
  return { area, default: '', help, value: value as ValueSchema<NonNullable<T>> };
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const SETTINGS = {
  // General
  DATA_DIR: required('General', 'data', text(), 'Working folder of the embedded default (warehouse, object store, reports, crawler storage, OCR cache).'),
  WAREHOUSE_PATH: optional('General', text(), 'DuckDB warehouse file; empty means `<DATA_DIR>/warehouse.duckdb`.'),
  OCR_CACHE_DIR: optional(
    'General',
    text(),
    'Folder where the OCR of scanned pages is kept, by document sha256, page and OCR engine (Tesseract and poppler versions, language, options), so that a page is read once, not again by every `pipeline run` and `pipeline reparse` (seconds of CPU a page; docs/ocr.md). Empty means `<DATA_DIR>/cache/ocr`; `off` keeps no cache. Deleting the folder clears it.',
  ),
  CORRECTIONS_OPERATOR: optional(
    'General',
    text(),
    'Who a correction (`pipeline corriger`, docs/corrections.md) is recorded as made by when `--par` is not given; empty means the operating-system user.',
  ),
  STORE_URL: optional(
    'General',
    urlWithScheme(['file', 's3', 'memory'], 'file://<dir> ou s3://<bucket>/<prefix>'),
    'Object store for snapshots and the raw archive: `file://<dir>` or `s3://<bucket>/<prefix>`; empty means `file://<DATA_DIR>/store`.',
  ),
  HOST: required('General', '127.0.0.1', text(), 'Address the API listens on.'),
  PORT: required(
    'General',
    '8080',
    // 0 is accepted as "any free port" (the help says so); a refusal names the real port numbers.
    { ...port({ allowZero: true }), expected: 'un numéro de port 1..65535' },
    'Port the API listens on; 0: any free port, the bound address is logged (`API listening`, its `url`) and returned to code that starts the API. Not used when the API is handed a listening socket (systemd socket activation, docs/api.md). The demo (`npm start`) also takes the two ports after it: PORT+1 for its webhook receiver (`DEMO_WEBHOOK_PORT`) and PORT+2 for the sample sites (`SAMPLE_SITES_PORT`); so it refuses PORT=0, and so does `npm run sample-sites` when `SAMPLE_SITES_PORT` is empty; a first publish then needs `SITE_URL`.',
  ),
  SITE_URL: optional(
    'General',
    httpUrl(),
    'Public site base URL written into every `fiche_url` by a publish and recorded in the snapshot; empty keeps the current snapshot\'s (only the first publish uses `http://localhost:<PORT>`, and asks for SITE_URL when PORT is 0). Changing it republishes every company.',
  ),
  SAMPLE_SITES_PORT: optional(
    'General',
    port({ allowZero: true }),
    'Port of the bundled offline sample sources; 0 picks a free port. Empty: PORT+2 for `npm start` and `npm run sample-sites`, a stable address, so the links a demo recorded to its offline copies (a quarantine entry\'s `url`, a run report\'s failures) still answer after a restart; a free port for `npm run pipeline`, which may run beside the demo. Published announcements keep the real site\'s address in `source_url`, as a production run records it.',
  ),
  SCAN_CACHE_DIR: optional(
    'General',
    text(),
    'Folder where the bundled offline sample sources keep the PDFs they render (`npm start`, `npm run sample-sites`, `npm run pipeline` over the offline copies), so that each process serving them does not render them again: the scanned archive issues by the printed PDF\'s bytes, the scan\'s seed and date and the scanner\'s version (about a CPU second a scanned issue; simulator/scans/README.md), the printed JONC issues and publications and the provinces\' acts by what they print (pdf-lib: about 2 CPU s for the JONC\'s issues to 2026). Empty: none kept, each process renders its own. Deleting the folder clears it; production sources never read it.',
  ),
  DEMO_WEBHOOK_PORT: optional(
    'General',
    port({ allowZero: false }),
    'Port of the demo\'s webhook receiver (`npm start`, on 127.0.0.1); empty means PORT+1. Stable, so a subscription made to it still delivers after a restart of the demo.',
  ),
  USER_AGENT: required('General', 'annonces-nc/0.1 (+https://annonces.nc/robots)', text(), 'User agent sent to every source.'),
  LOG_LEVEL: required('General', 'info', oneOf(LOG_LEVELS), 'Log level: fatal, error, warn, info, debug, trace, silent.'),
  MIN_FREE_DISK_MB: required(
    'General',
    '100',
    integer(0),
    'A run refuses to start, and stops before loading the next document, when the disk of DATA_DIR or of the warehouse has less free space than this (MiB).',
  ),
  PIPELINE_HEAP_MB: required(
    'General',
    '768',
    integer(128),
    'V8 heap budget of `npm run pipeline` (MiB, node --max-old-space-size): bounds what a run holds, garbage included (a first publish at 10^6 announcements holds about 350 MB). Raise it for a much larger corpus.',
  ),

  // Object store (S3): the standard AWS variables, read by us and handed to the AWS SDK client.
  AWS_ENDPOINT_URL: optional('Object store (S3)', httpUrl(), 'S3-compatible endpoint (MinIO, s3rver, ...); empty means AWS itself. `AWS_ENDPOINT_URL_S3` takes precedence.'),
  AWS_ENDPOINT_URL_S3: optional('Object store (S3)', httpUrl(), 'Endpoint for S3 only, as in the AWS CLI; wins over AWS_ENDPOINT_URL.'),
  AWS_REGION: optional('Object store (S3)', text(), 'Region of the bucket; empty means AWS_DEFAULT_REGION, then `us-east-1`.'),
  AWS_DEFAULT_REGION: optional('Object store (S3)', text(), 'Fallback for AWS_REGION, as in the AWS CLI.'),
  AWS_ACCESS_KEY_ID: optional('Object store (S3)', text(), 'Credentials; empty means the AWS SDK default chain (profile, instance role...).'),
  AWS_SECRET_ACCESS_KEY: optional('Object store (S3)', text(), 'Credentials, with AWS_ACCESS_KEY_ID.'),
  AWS_SESSION_TOKEN: optional('Object store (S3)', text(), 'Temporary credentials session token, with the two above.'),
  S3_FORCE_PATH_STYLE: optional('Object store (S3)', flag(), 'true or false; empty means true when an endpoint is set (S3-compatible servers), false for AWS.'),

  // Snapshots
  SNAPSHOT_KEEP: required('Snapshots', '100', integer(1), 'Snapshots kept by `snapshots gc` (newest by id, plus whatever `current` points at); the change feed serves their history, 90 days promised with one publish a night.'),
  SNAPSHOT_MAX_SHRINK: required(
    'Snapshots',
    '0.2',
    decimal(0, 1),
    'Refuse a publish whose announcement or company count drops by more than this fraction of the parent (0..1); `--force` overrides.',
  ),
  SNAPSHOT_GC_GRACE_SECONDS: required('Snapshots', '3600', integer(0), 'GC never deletes an unreferenced object younger than this (covers publishes that crashed and will be re-run).'),
  SNAPSHOT_LEASE_TTL_SECONDS: required('Snapshots', '21600', integer(1), 'A publish lease or GC lock older than this is considered left by a crashed process.'),

  // API
  SNAPSHOT_POLL_SECONDS: required('API', '5', integer(0), 'How often the API checks whether `current` points at a new snapshot (hot swap); 0 disables polling.'),
  BODY_LIMIT_BYTES: required('API', '16384', integer(0), 'Largest request body accepted; beyond it the API answers 413.'),
  TRUST_PROXY: required(
    'API',
    'false',
    proxyHops(),
    'Proxies of ours in front of the API whose X-Forwarded-For is trusted for the client address (logs, anonymous quota): false (none), true (one) or a number.',
  ),
  CACHE_MAX_AGE_SECONDS: required('API', '60', integer(0), 'max-age of Cache-Control on data responses (ETag revalidation after that).'),
  API_WORKERS: optional(
    'API',
    integer(1, 256),
    'API processes sharing PORT (node:cluster, `npm run serve` and the demo): requests, quotas, keys, snapshots, webhooks and /metrics behave as with one (docs/api.md, "Workers"); a crashed worker is started again. Empty: one per core the machine makes available (os.availableParallelism()); 1: a single process.',
  ),
  SHUTDOWN_GRACE_SECONDS: required('API', '10', integer(0), 'On SIGTERM, how long in-flight requests may run before the process exits anyway.'),
  HEADERS_TIMEOUT_SECONDS: required(
    'API',
    '10',
    integer(1),
    'A client must send its request line and headers within this time, or gets 408 and the connection is closed; a connection that sends nothing is closed then too, so a flood of half-open requests holds its slots (MAX_CONNECTIONS) this long at most.',
  ),
  REQUEST_TIMEOUT_SECONDS: required('API', '30', integer(1), 'A client must send its whole request (body included) within this time, or gets 408 and the connection is closed.'),
  MAX_CONNECTIONS: optional(
    'API',
    integer(1),
    'Connections open at once (idle keep-alive and half-open ones included); past it a new connection is closed at once, and one `connection limit reached` line is logged, then one count a minute while it lasts. Empty: three quarters of the open-file limit Node runs with (read from /proc/self/limits; the rest is left for the store, the webhook database and the files being sent), at most 16384; 4096 where that limit cannot be read.',
  ),
  LONG_POLLS_PER_CLIENT: required(
    'API',
    '10',
    integer(1),
    'Long polls (`GET /v1/changes?wait=`) one client (an API key, or an anonymous address, an IPv6 /64) may have waiting at once; one more is answered 429 `long_poll_limit` with `Retry-After`.',
  ),
  SEARCHES_PER_CLIENT: required(
    'API',
    '8',
    integer(1),
    'Searches (`GET /v1/search`) one client (an API key, or an anonymous address, an IPv6 /64) may have waiting for their turn at once (searches run in slices of the event loop, in the order they came); one more is answered 429 `search_limit` with `Retry-After: 1`.',
  ),
  CHANGES_CACHE_MB: required(
    'API',
    '32',
    integer(0, 65_536),
    'Memory for the pages of `GET /v1/changes` computed once per snapshot, cursor, limit and filters (with their br and gzip forms), so that long polls woken by a new snapshot and clients replaying from `debut` share one computation; least recently used dropped first; 0 keeps none (each page is still computed once for the requests that ask for it at the same time).',
  ),
  CHANGES_EVENTS_KEPT: required(
    'API',
    '1000000',
    integer(0, 100_000_000),
    'Events of the change feed (`GET /v1/changes`, `GET /v1/entreprises?modifiees_depuis=`) kept in memory across the snapshots served, about 150 bytes each, computed once per snapshot from it and its parent; past it the events of the least recently used snapshot are dropped (read again from the store when asked). A first snapshot\'s events are its whole corpus, so the bound counts events, not snapshots.',
  ),
  CHANGES_HISTORY_SECONDS: required(
    'API',
    '10',
    integer(0, 3600),
    'How long the change feed reuses the history a snapshot stands on (its parent chain, from the store\'s listing of snapshots) before listing the store again; only retention (`snapshots gc`) changes it. 0 lists the store for every request that needs it.',
  ),
  CHANGES_HISTORIES_KEPT: required(
    'API',
    '4',
    integer(1, 1000),
    'Histories of the change feed kept in memory, one per snapshot served (the current one, and those a swap or a rollback just left); least recently used dropped first.',
  ),
  SEND_TIMEOUT_SECONDS: required(
    'API',
    '30',
    integer(1, 3600),
    'A streamed body (an archived document, a bulk file) whose client takes none of it for this long is cut and its connection closed, so that clients that stop reading hold no file and no buffer.',
  ),
  DOCUMENTS_IN_FLIGHT_MB: required(
    'API',
    '128',
    integer(1, 65_536),
    'Memory for archived documents being sent (GET /v1/documents): bytes read from their checked local copies and not yet handed to a connection, over every response; past it, responses wait their turn for their next chunk, however many clients read and however slowly.',
  ),
  DOCUMENTS_CACHE_MB: required(
    'API',
    '1024',
    integer(1, 1_048_576),
    'Disk for the checked local copies of archived documents (under `<DATA_DIR>/cache/api`), each fetched from the store and hashed once, then served from disk; least recently used removed first. Emptied at start.',
  ),
  EXPORTS_CACHE_MB: required(
    'API',
    '2048',
    integer(1, 1_048_576),
    'Disk for the checked local copies of the bulk files (GET /v1/exports/…, under `<DATA_DIR>/cache/api`); least recently used removed first (the file just fetched stays even when it alone is larger). Emptied at start, with what a killed process left there.',
  ),
  BODY_CACHE_MB: required(
    'API',
    '128',
    integer(1, 65_536),
    'Memory for response bodies held by content hash (company records, computed pages, their br and gzip forms) and for the memo of which body answered which request (at most an eighth); least recently used dropped first.',
  ),
  ACCESS_LOG_SAMPLE: required(
    'API',
    '0.01',
    decimal(0, 1),
    'Share of successful requests (status < 400) logged one line each (1: every request); server errors and requests over 1 s always are, client errors for the first 10 per client and minute (then counted). URLs are cut at 512 characters. Below 1, a summary line per minute counts every request by route and status.',
  ),
  METRICS_TOKEN: optional('API', text(), 'Bearer token GET /metrics requires; empty means /metrics is open to anyone who reaches the port (keep it off the public proxy).'),

  // API access
  KEYS_FILE: optional(
    'API access',
    text(),
    'API keys file (hashes only), written by `npm run keys` and re-read by the server when it changes; empty means `<DATA_DIR>/api/keys.json`.',
  ),
  KEYS_RELOAD_SECONDS: required(
    'API access',
    '2',
    decimal(0, Infinity, { exclusiveMin: true }),
    'How often the server checks the keys file for changes (seconds, > 0); a new or revoked key takes effect within this delay.',
  ),
  PLANS_FILE: optional(
    'API access',
    text(),
    'JSON file of plans (daily quotas, webhooks, allowed routes) replacing the built-in table as a whole; empty means the DESIGN.md §5 defaults.',
  ),
  ANONYMOUS_LIMIT_PER_HOUR: required('API access', '60', integer(1), 'Requests per fixed clock hour for a client without a key, counted per client IP (IPv6 per /64).'),
  REDIS_URL: optional(
    'API access',
    urlWithScheme(['redis', 'rediss'], 'redis://host:port[/db] ou rediss://...'),
    'Redis URL (redis://host:port/db) for counters shared by several API instances; empty keeps counters in process memory.',
  ),
  REDIS_KEY_PREFIX: required('API access', 'annonces-nc', text(), 'Prefix of every counter key written to Redis.'),
  QUOTA_COUNTER_KEYS: required(
    'API access',
    '1000000',
    integer(1),
    'Clients (keys, IP addresses) each in-memory quota counter holds at most in one window (about 100 bytes each); past it the oldest count is forgotten. Without REDIS_URL.',
  ),
  REDIS_TIMEOUT_MS: required(
    'API access',
    '500',
    integer(1),
    'Redis command timeout; beyond it (or while Redis is down) each instance counts in memory until Redis answers again.',
  ),
  PAGES_LIMIT_PER_HOUR: required(
    'API access',
    '1200',
    integer(0),
    'Page views (widget.html, entreprise.html) per fixed clock hour per client IP, counted apart from the API quotas; 0 means no limit.',
  ),

  // Webhooks
  DATABASE_URL: optional(
    'Webhooks',
    urlWithScheme(['postgres', 'postgresql'], 'postgres://user:password@host:port/database'),
    'PostgreSQL database for webhook state (subscriptions, outbox, attempts), shared by several API instances; empty means SQLite at `<DATA_DIR>/api/webhooks.sqlite` (one instance).',
  ),
  WEBHOOKS_ALLOW_HTTP: required('Webhooks', 'false', flag(), 'Accept plain http:// receiver URLs (local development); false requires https://.'),
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: required(
    'Webhooks',
    'false',
    flag(),
    'Deliver to loopback, private, link-local and other non-public addresses, and to well-known service ports (local development); false refuses them at registration and again at every connection.',
  ),
  WEBHOOKS_TIMEOUT_SECONDS: required('Webhooks', '10', integer(1, 120), 'Time a receiver has to answer one delivery attempt (connection included) before it counts as failed.'),
  WEBHOOKS_CONCURRENCY_PER_HOST: required('Webhooks', '8', integer(1, 1000), 'Deliveries in flight at once to one receiver host (host:port); a slow receiver never holds more.'),
  WEBHOOKS_MAX_IN_FLIGHT: required('Webhooks', '256', integer(1, 100_000), 'Deliveries in flight at once from one API instance, all receivers together.'),
  WEBHOOKS_DISABLE_AFTER_HOURS: required(
    'Webhooks',
    '72',
    integer(1),
    'A subscription whose deliveries have all failed for this long (no success in between) is disabled, with the reason in its GET.',
  ),
  WEBHOOKS_SECRET_OVERLAP_HOURS: required('Webhooks', '24', integer(0, 720), 'After rotate-secret, how long the previous secret keeps signing deliveries beside the new one.'),
  WEBHOOKS_DEDUPE_LEGAL_EVENTS: required(
    'Webhooks',
    'true',
    flag(),
    'Deliver a legal event republished by several sources once per subscription (ledger `evenement_id`); false delivers every announcement.',
  ),

  // Readers' reports
  REPORTS_NETWORK_DAILY_SHARE: required(
    "Readers' reports",
    '0.01',
    decimal(0, 1, { exclusiveMin: true }),
    'Share of the cap of open reports (10 000) that one network, the /24 of an IPv4 address or the /56 of an IPv6 one, may send in a Nouméa day, API and form together, counted in the database for all instances (0.01: 100 a day); past it that network gets 429 `signalements_network_limited` until midnight in Nouméa (docs/signalements.md).',
  ),
  REPORTS_RATE_LIMIT_CLIENTS: required(
    "Readers' reports",
    '100000',
    integer(1),
    'Clients (API keys, else addresses) the per-client limit of reports an hour remembers at once, in each instance\'s memory; past it the least recently seen is forgotten, even inside its hour, and starts afresh (the network\'s daily share, kept in the database, still holds).',
  ),
} as const satisfies Record<string, SettingDeclaration<unknown>>;

export type SettingName = keyof typeof SETTINGS;

/** Every setting's value, typed: `settings.PORT` is a number, `settings.REDIS_URL` a string or null. */
export type Settings = {
  readonly [K in SettingName]: (typeof SETTINGS)[K] extends SettingDeclaration<infer T> ? T : never;
};

/**
 * Per-source settings, declared once as a template: `SOURCE_<ID>_<SUFFIX>` exists for every
 * registered source (`SOURCE_JONC_URL`, `SOURCE_PROVINCESUD_RPM`, ...).
 */
export const SOURCE_SETTINGS = {
  URL: optional('Sources', httpUrl(), 'Base URL of the source; empty means its offline copy on the bundled sample-sites server.'),
  CONCURRENCY: required('Sources', '4', integer(1), 'Parallel requests to the source.'),
  RPM: optional('Sources', integer(1), 'Requests per minute ceiling; empty means 60 for a configured (real) URL and 6000 for the local offline copy.'),
  RETRIES: required('Sources', '3', integer(0), 'Retries per URL, with exponential backoff and jitter.'),
  TIMEOUT_SECONDS: required('Sources', '20', integer(1), 'Per-request timeout.'),
  SCHEDULE: optional('Sources', cronExpression(), "Cron expression (Pacific/Noumea) for `pipeline schedule`; empty means the source's own default."),
} as const satisfies Record<string, SettingDeclaration<unknown>>;

export type SourceSettingSuffix = keyof typeof SOURCE_SETTINGS;

export type SourceSettingValues = {
  readonly [K in SourceSettingSuffix]: (typeof SOURCE_SETTINGS)[K] extends SettingDeclaration<infer T> ? T : never;
};

export function sourceSettingName(sourceId: string, suffix: SourceSettingSuffix): string {
  return `SOURCE_${sourceId.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${suffix}`;
}
