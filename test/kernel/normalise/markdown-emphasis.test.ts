import { describe, expect, it } from 'vitest';
import { withoutMarkdownMarks } from '../../../kernel/normalise/markdown-emphasis.ts';
import { noticeOf } from './notice-helpers.ts';

// A notice exported as Markdown: its emphasis and heading marks are read away, its words kept.
// Made-up texts.

describe('withoutMarkdownMarks', () => {
  it('reads away an emphasis’s pair of marks and a heading’s hashes', () => {
    expect(withoutMarkdownMarks('**KAORI MARINE** — SARL')).toBe('KAORI MARINE — SARL');
    expect(withoutMarkdownMarks('| __Dénomination__ | KAORI MARINE |')).toBe('| Dénomination | KAORI MARINE |');
    expect(withoutMarkdownMarks('### AVIS DE CONSTITUTION\nTexte')).toBe('AVIS DE CONSTITUTION\nTexte');
  });

  it('keeps a lone mark: a form’s blank, a hashtag, a star', () => {
    for (const text of ['Nom : ____________', '#SASU #Nouméa', 'Capital * : 100 000 F', 'n° 12 ** voir plus bas']) {
      expect(withoutMarkdownMarks(text)).toBe(text);
    }
  });
});

describe('a notice exported as Markdown', () => {
  it('reads the emphasised name as printed', () => {
    const text = `Publié le 14 octobre 2026 — rubrique Modifications

**KAORI MARINE** — SARL au capital de 500 000 F CFP — 3, rue Jules-Ferry, 98800 Nouméa — RIDET 1 000 009.001

Par décision des associés du 2 octobre 2026, M. Paul WEA a été nommé gérant en remplacement de Mme Rose KALOÏ, démissionnaire.`;
    const notice = noticeOf(text);
    expect(notice.denomination).toBe('KAORI MARINE');
  });
});
