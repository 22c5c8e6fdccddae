import { chooseEncoding, type Negotiated } from '../http-caching.ts';
import { ApiError } from '../problem.ts';
import type { RequestStep } from './request-context.ts';

const ACCEPT_ENCODINGS_REMEMBERED = 256;
/** Longer Accept-Encoding values are read each time, not remembered (real ones are 20-40 characters). */
const ACCEPT_ENCODING_REMEMBERED_CHARS = 128;

/** Accept-Encoding read once per distinct value: a map lookup in the steady state. */
export type EncodingOf = (header: string | string[] | undefined) => Negotiated;

export function rememberedEncodings(): EncodingOf {
  const encodings = new Map<string, Negotiated>();
  const absent = chooseEncoding(undefined);
  return (header) => {
    if (header === undefined) return absent;
    const text = Array.isArray(header) ? header.join(',') : header;
    let encoding = encodings.get(text);
    if (encoding === undefined) {
      encoding = chooseEncoding(text);
      if (text.length > ACCEPT_ENCODING_REMEMBERED_CHARS) return encoding;
      if (encodings.size >= ACCEPT_ENCODINGS_REMEMBERED) encodings.clear();
      encodings.set(text, encoding);
    }
    return encoding;
  };
}

/** 406 when the uncompressed form is excluded and no coding we send is accepted (RFC 9110 §12.5.3). */
export function acceptableEncoding(encodingOf: EncodingOf): RequestStep {
  return ({ request }) => {
    const negotiated = encodingOf(request.headers['accept-encoding']);
    if (!negotiated.identity && negotiated.encoding === null) {
      throw ApiError.of('not_acceptable', 'L’en-tête Accept-Encoding exclut la réponse non compressée (identity;q=0 ou *;q=0) sans accepter br ni gzip : acceptez l’un des deux, ou retirez cette exclusion.');
    }
    return null;
  };
}
