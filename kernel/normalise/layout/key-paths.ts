/**
 * A platform's item flattened to one `key.path : value` line per field (`publicationLegale.titre :
 * …`, `publicationLegale.deposant.ridet : …`): a reader sees the fields, as the same item's JSON
 * is read (json-payload.ts). The root the paths share is the item's namespace, left out; a nested
 * record's fields on consecutive lines (`deposant.libelle`, `deposant.ridet`) are one line under
 * the record's key (`deposant : CABINET X, SARL, 0581066001`), so a record's identifier is read with
 * its record's name as its label. Other lines are kept as printed.
 */

const KEY_PATH_LINE = /^([ \t]*)([A-Za-z][A-Za-z\d_]*(?:\.[A-Za-z][A-Za-z\d_]*)+)[ \t]*:[ \t]*(.*)$/;
// Below this many path lines a dotted word before a colon is no item's field ('art.5 : …').
const MIN_PATH_LINES = 3;

interface PathLine {
  indent: string;
  path: string[];
  value: string;
}

/** The segments the paths all open with. */
function sharedRoot(paths: readonly (readonly string[])[]): number {
  let shared = 0;
  while (paths.every((p) => p.length > shared + 1 && p[shared] === paths[0]![shared])) shared += 1;
  return shared;
}

/** The text with its key-path lines read as fields (see the file's comment). */
export function keyPathReading(text: string): string {
  // Most texts hold no dotted key before a colon (speed only).
  if (!/[A-Za-z]\.[A-Za-z][A-Za-z\d_]*[ \t]*:/.test(text)) return text;
  const lines = text.split('\n');
  const read: Array<PathLine | null> = lines.map((line) => {
    const m = KEY_PATH_LINE.exec(line);
    return m ? { indent: m[1]!, path: m[2]!.split('.'), value: m[3]! } : null;
  });
  const paths = read.filter((r): r is PathLine => r !== null);
  if (paths.length < MIN_PATH_LINES) return text;
  const root = sharedRoot(paths.map((p) => p.path));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = read[i];
    if (!line) {
      out.push(lines[i]!);
      continue;
    }
    const rest = line.path.slice(root);
    if (rest.length === 1) {
      out.push(`${line.indent}${rest[0]} :${line.value === '' ? '' : ` ${line.value}`}`);
      continue;
    }
    // A nested record: its fields on the next lines join this one.
    const record = rest.slice(0, -1).join('.');
    const values = [line.value.trim()];
    while (i + 1 < lines.length && read[i + 1] && read[i + 1]!.path.slice(root, -1).join('.') === record && read[i + 1]!.path.length === line.path.length) {
      i += 1;
      values.push(read[i]!.value.trim());
    }
    out.push(`${line.indent}${rest.at(-2)} : ${values.filter((v) => v !== '').join(', ')}`);
  }
  return out.join('\n');
}
