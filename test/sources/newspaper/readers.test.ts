import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { selectorAdReader, selectorListingReader } from '../../../sources/newspaper/index.ts';
import type { RawDocument } from '../../../sources/source-adapter.ts';

const doc = { url: 'https://journal.invalid/annonce/12-x.html' } as RawDocument;

describe('selector listing reader', () => {
  const read = selectorListingReader({
    item: 'ul.annonces > li',
    link: 'a',
    date: { selector: '.date' },
    category: { selector: '.rubrique' },
    adIdFromUrl: /\/annonce\/(\d+)-|[?&]id=(\d+)/,
    next: 'a.suivant',
  });

  it('reads items, French dates, ids from either URL form, and the next page, ignoring sidebars', () => {
    const $ = cheerio.load(`<aside><ul class="plus-lus"><li><a href="/annonce/99-x.html">lue</a></li></ul></aside>
      <ul class="annonces">
        <li><a href="/annonce/12-avis.html#haut">A</a><span class="date">Publiée le 1er mars 2024</span><span class="rubrique">Constitutions</span></li>
        <li><a href="annonce.php?id=11">B</a><span class="date">12/02/2024</span></li>
        <li><span>sans lien</span></li>
      </ul><a class="suivant" href="?page=2">Suivant</a>`);
    expect(read($, 'https://journal.invalid/al/liste')).toEqual({
      items: [
        { url: 'https://journal.invalid/annonce/12-avis.html#haut', adId: '12', publicationDate: '2024-03-01', category: 'Constitutions' },
        { url: 'https://journal.invalid/al/annonce.php?id=11', adId: '11', publicationDate: '2024-02-12', category: null },
      ],
      next: 'https://journal.invalid/al/liste?page=2',
    });
  });
});

describe('selector ad reader', () => {
  const read = selectorAdReader({
    text: '.texte',
    noise: ['.pub'],
    date: { selector: '.entete', pattern: /Parution du (\S+)/ },
    category: { selector: '.entete b' },
    heading: { selector: 'h1' },
    reference: { selector: 'article', attribute: 'data-id' },
  });

  it('returns the text without noise, one line per paragraph, and the metadata', () => {
    const $ = cheerio.load(`<article data-id="12"><h1>AVIS DE CONSTITUTION</h1><p class="entete"><b>Constitutions</b> Parution du 05/03/2024</p>
      <div class="texte"><p>AVIS DE CONSTITUTION</p><div class="pub">Publicité</div><p>Dénomination : KAGOU</p></div></article>`);
    expect(read($, doc)).toEqual({
      reference: '12',
      text: 'AVIS DE CONSTITUTION\nDénomination : KAGOU',
      publicationDate: '2024-03-05',
      category: 'Constitutions',
      heading: 'AVIS DE CONSTITUTION',
    });
  });

  it('fails, in French, when the text block is missing or empty', () => {
    expect(read(cheerio.load('<article data-id="12"><h1>Titre</h1></article>'), doc)).toEqual({ failure: expect.stringContaining('introuvable') });
    expect(read(cheerio.load('<div class="texte"> <div class="pub">Publicité</div> </div>'), doc)).toEqual({ failure: expect.stringContaining('vide') });
  });
});
