import { createHash } from 'node:crypto';
import { ANNONCE_TYPES, type AnnonceType } from '../../kernel/model/announcement.ts';
import type { Etat } from '../../publish/artefacts/company-state.ts';

/**
 * The pages' one style sheet, inlined (no external request) and allowed by its hash in the
 * Content-Security-Policy. Colours are data so a test can check every text/background pair
 * against WCAG AA (4.5:1) in both themes.
 */

export interface Colours {
  background: string;
  surface: string;
  text: string;
  muted: string;
  link: string;
  border: string;
}

export interface Badge {
  background: string;
  text: string;
}

export const THEMES: Readonly<Record<'light' | 'dark', Colours>> = {
  light: { background: '#ffffff', surface: '#f6f7f9', text: '#1b1f24', muted: '#4b5563', link: '#0b57d0', border: '#d0d5dd' },
  dark: { background: '#15181d', surface: '#1e232a', text: '#e8eaed', muted: '#aeb6c2', link: '#8ab4f8', border: '#3a414b' },
};

/** One colour per announcement type, light and dark. */
export const TYPE_BADGES: Readonly<Record<AnnonceType, { light: Badge; dark: Badge }>> = {
  creation: { light: { background: '#dcfce7', text: '#14532d' }, dark: { background: '#14532d', text: '#bbf7d0' } },
  capital: { light: { background: '#dbeafe', text: '#1e3a8a' }, dark: { background: '#1e3a8a', text: '#bfdbfe' } },
  siege: { light: { background: '#ccfbf1', text: '#134e4a' }, dark: { background: '#134e4a', text: '#99f6e4' } },
  statuts: { light: { background: '#f3e8ff', text: '#581c87' }, dark: { background: '#581c87', text: '#e9d5ff' } },
  nomination: { light: { background: '#fef3c7', text: '#78350f' }, dark: { background: '#78350f', text: '#fde68a' } },
  cession: { light: { background: '#fce7f3', text: '#831843' }, dark: { background: '#831843', text: '#fbcfe8' } },
  procedure: { light: { background: '#fee2e2', text: '#7f1d1d' }, dark: { background: '#7f1d1d', text: '#fecaca' } },
  dissolution: { light: { background: '#e5e7eb', text: '#1f2937' }, dark: { background: '#374151', text: '#f3f4f6' } },
};

export const ETAT_BADGES: Readonly<Record<Etat, AnnonceType>> = {
  en_activite: 'creation',
  en_procedure: 'procedure',
  dissoute: 'dissolution',
};

function themeVariables(theme: 'light' | 'dark'): string {
  const c = THEMES[theme];
  const types = ANNONCE_TYPES.map((t) => `--${t}-bg:${TYPE_BADGES[t][theme].background};--${t}-fg:${TYPE_BADGES[t][theme].text};`).join('');
  return `--bg:${c.background};--surface:${c.surface};--text:${c.text};--muted:${c.muted};--link:${c.link};--border:${c.border};${types}color-scheme:${theme};`;
}

const TYPE_RULES = ANNONCE_TYPES.map((t) => `.t-${t}{--badge-bg:var(--${t}-bg);--badge-fg:var(--${t}-fg)}`).join('');

/** `data-theme` on <html>: light, dark, or auto (the reader's system preference). */
export const STYLE_SHEET = [
  `:root,[data-theme=light]{${themeVariables('light')}}`,
  `[data-theme=dark]{${themeVariables('dark')}}`,
  `@media (prefers-color-scheme:dark){[data-theme=auto]{${themeVariables('dark')}}}`,
  'html,body{margin:0;padding:0}',
  'body{background:var(--bg);color:var(--text);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:anywhere}',
  'a{color:var(--link)}a:focus-visible{outline:2px solid var(--link);outline-offset:2px}',
  '.page{max-width:60rem;margin:0 auto;padding:1rem}',
  '.widget{padding:.75rem}',
  'h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .5rem}',
  '.widget h1{font-size:1rem;margin:0 0 .5rem}',
  'h2{font-size:1.15rem;margin:1.5rem 0 .5rem}',
  '.annonces{list-style:none;margin:0;padding:0}',
  '.annonce{border:1px solid var(--border);border-left:4px solid var(--badge-fg);border-radius:6px;background:var(--surface);padding:.5rem .75rem;margin:0 0 .5rem}',
  '.annonce h2,.annonce h3{font-size:1rem;margin:.2rem 0}',
  '.annonce p{margin:.2rem 0}',
  '.meta{display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:center;color:var(--muted);font-size:.875rem}',
  '.badge{display:inline-block;border-radius:999px;padding:.05rem .55rem;font-size:.8rem;font-weight:600;background:var(--badge-bg);color:var(--badge-fg)}',
  TYPE_RULES,
  '.muted,.source,footer{color:var(--muted);font-size:.875rem}',
  '.nowrap{white-space:nowrap}',
  'dl.identite{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.5rem 0}',
  'dl.identite dt{color:var(--muted)}dl.identite dd{margin:0}',
  '@media (max-width:30rem){dl.identite{grid-template-columns:1fr}dl.identite dd{margin-bottom:.35rem}}',
  '.etat{margin:.25rem 0 .75rem}',
  'footer{margin-top:1rem;padding-top:.5rem;border-top:1px solid var(--border)}',
  'form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:1rem 0}',
  'input,button{font:inherit;padding:.3rem .5rem;border:1px solid var(--border);border-radius:4px;background:var(--bg);color:var(--text)}',
  'pre{background:var(--surface);border:1px solid var(--border);padding:.5rem;overflow-x:auto;font-size:.8rem;white-space:pre-wrap}',
].join('\n');

/** CSP source for the inline style sheet. */
export const STYLE_HASH = cspHash(STYLE_SHEET);

/** `'sha256-…'` of an inline element's exact text, for a Content-Security-Policy. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
