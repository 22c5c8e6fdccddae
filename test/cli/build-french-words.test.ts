import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedFrenchWords, frenchWordsFile } from '../../cli/build-french-words.ts';

// The reader's French words are a file the build command writes from the package: the file
// committed is that output, so nobody adds or removes a word by hand to fit a notice.

describe('npm run build:french-words', () => {
  it('wrote the committed kernel/normalise/french-words.json from the package, unchanged since', async () => {
    const committed = fs.readFileSync(new URL('../../kernel/normalise/french-words.json', import.meta.url), 'utf8');
    expect(committed === frenchWordsFile(await foldedFrenchWords())).toBe(true);
  });

  it('writes each folded word once, sorted, between line feeds', () => {
    expect(frenchWordsFile(['abri', 'eleve'])).toBe('"\\nabri\\neleve\\n"\n');
  });
});
