import { describe, expect, it } from 'vitest';
import { readJsonObject } from '../../api/json-body.ts';

// The one reader of JSON bodies (the webhooks' and the readers' reports' routes): what a client
// gets back for each kind of bad body, always a problem with a stable code and a French detail.

const body = (text: string, type = 'application/json') => ({ body: Buffer.from(text), headers: { 'content-type': type } });
const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    const e = error as { code: string; status: number; errors?: Array<{ name: string; detail: string }> };
    return { code: e.code, status: e.status, detail: e.errors?.[0]?.detail };
  }
  throw new Error('not refused');
};

describe('a JSON request body', () => {
  it('reads an object, with a charset in its Content-Type too', () => {
    expect(readJsonObject(body('{"url":"https://x.nc","ridets":["1234567001"]}', 'application/json; charset=utf-8'), { required: true })).toEqual({
      url: 'https://x.nc',
      ridets: ['1234567001'],
    });
  });

  it('reads an empty optional body as {}, and refuses an empty required one showing what to send', () => {
    expect(readJsonObject(body(''), { required: false })).toEqual({});
    expect(refusal(() => readJsonObject(body(''), { required: true, example: '{"ridet": "1234567001"}' }))).toEqual({
      code: 'invalid_body',
      status: 400,
      detail: 'corps JSON attendu, par exemple {"ridet": "1234567001"}',
    });
  });

  it('refuses another media type with 415, unreadable JSON and non-objects with 400, in French', () => {
    expect(refusal(() => readJsonObject(body('{}', 'text/plain'), { required: true }))).toMatchObject({ code: 'unsupported_media_type', status: 415 });
    expect(refusal(() => readJsonObject(body('{"url": '), { required: true }))).toEqual({ code: 'invalid_body', status: 400, detail: 'JSON illisible' });
    for (const text of ['[1, 2]', 'null', '"texte"', '42']) {
      expect(refusal(() => readJsonObject(body(text), { required: true })), text).toEqual({ code: 'invalid_body', status: 400, detail: 'un objet JSON est attendu' });
    }
  });
});
