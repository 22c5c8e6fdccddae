import fs from 'node:fs';

/** A file of docs/, as the tests that hold a doc to a declaration read it. */
export function readDoc(name: string): string {
  return fs.readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
}

/**
 * The text of a docs section, from its heading to the next heading of any level (## to ####).
 * A heading that is not there throws, naming it: a renamed section must fail the test that reads it.
 */
export function docSection(doc: string, heading: string): string {
  const start = doc.indexOf(heading);
  if (start === -1) throw new Error(`no section ${JSON.stringify(heading)} in the doc`);
  const end = doc.slice(start + heading.length).search(/\n#{2,4} /);
  return doc.slice(start, end === -1 ? undefined : start + heading.length + end);
}
