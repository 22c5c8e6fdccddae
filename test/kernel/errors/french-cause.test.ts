import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../kernel/errors/app-error.ts';
import { frenchCause } from '../../../kernel/errors/french-cause.ts';
import { pdfText } from '../../../sources/documents/pdf-text.ts';

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('frenchCause: what a library or Node said, in French', () => {
  it('an empty JSON text, and one malformed where the parser says', () => {
    expect(frenchCause(thrown(() => JSON.parse('')))).toBe('JSON tronqué (il s’arrête avant sa fin)');
    expect(frenchCause(thrown(() => JSON.parse('{"a": x}')))).toMatch(/^JSON mal formé( à la (ligne \d+, colonne \d+|position \d+))?$/);
  });

  it('a system error by its code', () => {
    expect(frenchCause(thrown(() => fs.readFileSync('/nonexistent/annonces-nc')))).toBe('fichier ou dossier introuvable');
    expect(frenchCause(thrown(() => fs.readFileSync('/')))).toBe('c’est un dossier, pas un fichier');
  });

  it('a corrupt PDF, read by the real pdf.js, and its quarantine detail in French', async () => {
    const truncated = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<');
    const error = await pdfText(truncated, { ocr: null }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'pdf_illisible' });
    expect((error as Error).message).toMatch(/^PDF illisible \(tronqué ou corrompu\) : /);
    expect((error as Error).message).not.toMatch(/Invalid PDF|Exception/);
  });

  it('DuckDB’s kinds of error', () => {
    expect(frenchCause(new Error('IO Error: Cannot open database "/x.duckdb" in read-only mode: database does not exist'))).toBe('la base DuckDB n’existe pas');
    expect(frenchCause(new Error('IO Error: Could not set lock on file "/x.duckdb": Conflicting lock is held'))).toBe('la base DuckDB est ouverte par un autre processus');
    expect(frenchCause(new Error('Catalog Error: Table with name nope does not exist!'))).toBe('erreur DuckDB (Catalog Error)');
  });

  it('our own French messages as they are; anything else by its class and code, never its English prose', () => {
    expect(frenchCause(new AppError('x', 'le fichier est vide'))).toBe('le fichier est vide');
    const odd = Object.assign(new TypeError('Cannot read properties of undefined'), { code: 'ERR_ODD' });
    expect(frenchCause(odd)).toBe('erreur TypeError ERR_ODD');
    expect(frenchCause(new RangeError('Invalid array length'))).toBe('erreur RangeError');
  });
});
