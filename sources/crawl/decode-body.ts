import iconv from 'iconv-lite';

/**
 * Decodes a fetched body to text. Real sources mislabel encodings (Windows-1252 served as
 * UTF-8, no charset at all), so the declared charset is trusted only when the bytes agree:
 * bytes that are not valid UTF-8 are read as Windows-1252, the usual culprit for French text.
 */
export function decodeBody(body: Buffer, contentType: string): string {
  const declared = whatwgLabel(charsetOf(contentType) ?? sniffMetaCharset(body));
  if (declared && declared !== 'utf-8' && declared !== 'utf8' && iconv.encodingExists(declared)) {
    return iconv.decode(body, declared);
  }
  if (isValidUtf8(body)) return body.toString('utf8').replace(/^\uFEFF/, '');
  return iconv.decode(body, 'windows-1252');
}

/** Browsers (WHATWG Encoding) read these labels as Windows-1252, and so do pages written for them. */
function whatwgLabel(label: string | null): string | null {
  if (label === null) return null;
  return ['iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii', 'cp1252'].includes(label) ? 'windows-1252' : label;
}

function charsetOf(contentType: string): string | null {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType);
  return match?.[1] ? match[1].toLowerCase() : null;
}

function sniffMetaCharset(body: Buffer): string | null {
  const head = body.subarray(0, 2048).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function isValidUtf8(body: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}
