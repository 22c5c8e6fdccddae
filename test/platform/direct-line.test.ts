import { Writable } from 'node:stream';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { directLineWriter, type LineFields } from '../../platform/direct-line.ts';
import { redactSecrets } from '../../platform/redact-secrets.ts';

const KEYS = ['method', 'url', 'status', 'route', 'code', 'snapshot', 'ip', 'bytes', 'ms', 'waited_ms', 'ua'];
/** pino's clock, fixed: `,"time":…` is what pino's timestamp functions return. */
const FIXED_TIME = (): string => ',"time":1764576000000';

function recorder(): { stream: DestinationStream; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines };
}

/** A logger as the API's (info, redactSecrets on every line), with a fixed clock and no pid or hostname. */
function logger(options: LoggerOptions = {}) {
  const { stream, lines } = recorder();
  const made = pino({ level: 'info', base: null, timestamp: FIXED_TIME, hooks: { streamWrite: redactSecrets }, ...options }, stream);
  return { logger: made, lines };
}

/** Field sets a request line may hold: a long poll's extra field, nulls, missing ones, quotes, escapes and accents. */
const CASES: LineFields[] = [
  { method: 'GET', url: '/v1/entreprises/1234567.001', status: 200, route: 'entreprises.get', code: null, snapshot: '20261201T000000Z-0001', ip: '127.0.0.1', bytes: 1400, ms: 0.031562, waited_ms: undefined, ua: 'wrk' },
  { method: 'GET', url: '/v1/changes?wait=30', status: 200, route: 'changes', code: null, snapshot: null, ip: '::1', bytes: 0, ms: 30_001.5, waited_ms: 30_000, ua: undefined },
  { method: 'HEAD', url: '/v1/x?q="a\\b"\t\u0001é', status: 404, route: null, code: 'not_found', snapshot: null, ip: '203.0.113.9', bytes: 7, ms: Number.NaN, waited_ms: undefined, ua: 'curl/8 "quoted" ☃' },
];

describe('directLineWriter', () => {
  it('writes, for a logger as the API makes it, the line logger.info writes for the same fields', () => {
    const direct = logger();
    const viaPino = logger();
    const write = directLineWriter(direct.logger, KEYS, 'request');
    expect(write).not.toBeNull();
    for (const fields of CASES) {
      write!(fields);
      viaPino.logger.info(fields, 'request');
    }
    expect(direct.lines).toEqual(viaPino.lines);
  });

  it('writes the level, the time, the bindings, the fields in their order and the message', () => {
    const { logger: made, lines } = logger({ base: { pid: 7, hostname: 'api' } });
    directLineWriter(made.child({ module: 'http' }), KEYS, 'request')!(CASES[1]!);
    expect(lines).toEqual([
      '{"level":30,"time":1764576000000,"pid":7,"hostname":"api","module":"http","method":"GET","url":"/v1/changes?wait=30","status":200,"route":"changes","code":null,"snapshot":null,"ip":"::1","bytes":0,"ms":30001.5,"waited_ms":30000,"msg":"request"}\n',
    ]);
  });

  it('reads the logger’s bindings at each line, as pino does after setBindings', () => {
    const { logger: made, lines } = logger();
    const write = directLineWriter(made, KEYS, 'request')!;
    made.setBindings({ worker: 2 });
    write({ method: 'GET', status: 200 });
    expect(lines).toEqual(['{"level":30,"time":1764576000000,"worker":2,"method":"GET","status":200,"msg":"request"}\n']);
  });

  it('declines a logger that would write another line (its caller then asks pino)', () => {
    const declined: Array<[string, LoggerOptions]> = [
      ['a mixin', { mixin: () => ({ extra: 1 }) }],
      ['a log formatter', { formatters: { log: (object) => ({ ...object, extra: 1 }) } }],
      ['a nested key', { nestedKey: 'payload' }],
      ['a message prefix', { msgPrefix: '[api] ' }],
      ['a logMethod hook', { hooks: { logMethod: (args, method) => method.apply(pino(), args) } }],
      ['another streamWrite hook', { hooks: { streamWrite: (line) => line.toUpperCase() } }],
      ['a serializer of one of the fields', { serializers: { url: (url: string) => url.slice(0, 3) } }],
      ['pino’s redaction', { redact: ['ua'] }],
    ];
    for (const [what, options] of declined) expect(directLineWriter(logger(options).logger, KEYS, 'request'), what).toBeNull();
    // A stream that reads each line's level and object from the logger (pino.multistream).
    const multistream = pino({ level: 'info' }, pino.multistream([{ stream: recorder().stream }]));
    expect(directLineWriter(multistream, KEYS, 'request')).toBeNull();
  });
});
