/**
 * Officers a notice appoints or removes: 'M. Jean DUPONT, demeurant ..., nommé gérant',
 * 'Gérance : Mme Marie MARTIN', 'démission de M. Paul DURAND de ses fonctions de gérant',
 * 'en remplacement de M. Y', 'Liquidateur : M. Z'. Surnames are kept in capitals as printed.
 * A person only counts when the notice appoints or removes them (a label such as 'Gérance :',
 * or words such as nommé, démission, remplacement, révocation, fin de mandat): a liquidateur
 * merely thanked with a quitus is not a move. Court officers (juge-commissaire, mandataire or
 * liquidateur judiciaire, administrateur judiciaire) are not the company's officers.
 */

import type { Dirigeant } from '../model/announcement.js';
import { fold } from './fold.js';

const UP = 'A-ZÀ-ÖØ-Þ';
const LOW = 'a-zß-öø-ÿ';
const CIVILITY = `(?:Monsieur|Madame|Mademoiselle|Maître|Me|MM\\.|M\\.|Mme|Mlle)`;
const UPPER_WORD = `[${UP}][${UP}'’\\-]*[${UP}]`;
const CAP_WORD = `[${UP}][${LOW}]+(?:-[${UP}][${LOW}]+)*`;
const PARTICLE = `(?:de|du|des|la|le|van|von|d')`;
const TOKEN = `(?:${CAP_WORD}|${UPPER_WORD}|${PARTICLE})`;
// Given names and SURNAME in either order; 'Jean, Pierre' lists several given names.
const PERSON = new RegExp(
  `\\b${CIVILITY}[ ]+((?:${TOKEN}(?:[ ]+|,[ ](?=${CAP_WORD}))){0,6}(?:${CAP_WORD}|${UPPER_WORD}))(?![\\p{L}])`,
  'gu',
);
const COMPANY = new RegExp(`\\b(?:la soci[ée]t[ée]|soci[ée]t[ée])[ ]+((?:${UPPER_WORD}|&|\\d+)(?:[ ]+(?:${UPPER_WORD}|&|\\d+))*)`, 'gu');

const FUNCTIONS: ReadonlyArray<readonly [RegExp, string | null]> = [
  [/\bjuge-? ?commissaire\b|\bjuges?\b/, null],
  [/\bliquidat(?:eur|rice) judiciaire\b|\bmandataire(?: liquidateur| judiciaire)?\b|\badministrat(?:eur|rice) judiciaire\b|\bcommissaire a l'execution\b/, null],
  [/\bdirect(?:eur|rice) general(?:e)? delegue(?:e)?\b/, 'directeur général délégué'],
  [/\bdirect(?:eur|rice) general(?:e)?\b/, 'directeur général'],
  [/\bco-?gerante?s?\b/, 'cogérant'],
  [/\bgerante?s?\b|\bgerance\b/, 'gérant'],
  [/\bpresidente?\b|\bpresidence\b/, 'président'],
  [/\bliquidat(?:eur|rice)s?\b/, 'liquidateur'],
  [/\bcommissaires? aux comptes suppleants?\b/, 'commissaire aux comptes suppléant'],
  [/\bcommissaires? aux comptes\b/, 'commissaire aux comptes'],
  [/\badministrat(?:eur|rice)s?\b/, 'administrateur'],
];

const CESSATION_BEFORE =
  /(?:demission d[eu]|en remplacement d[eu]|remplacement d[eu]|revocation d[eu]|fin (?:aux|des) fonctions (?:[^;]{1,80}? )?d[eu]|fin du mandat (?:[^;]{1,80}? )?d[eu]|cessation des fonctions (?:[^;]{1,80}? )?d[eu]|deces d[eu]|revoque|demissionnaire)\s*$/;
const CESSATION_AFTER =
  /^[^;]{0,160}?\b(?:demissionnaire|a demissionne|demissionne|revoquee?|cesse(?:ra)? ses fonctions|a cesse ses fonctions|decedee?|sortante?|dont le mandat (?:est arrive|arrive) a (?:echeance|expiration)|mandat (?:est )?arrive a echeance)\b/;
const MOVE_WORDS = /\b(?:nommee?s?|designee?s?|demission\w*|remplacement|revoc\w*|revoquee?|fin (?:aux|des) fonctions|fin du mandat|cessation des fonctions|en qualite de|elue?)\b/;
const LABEL_BEFORE =
  /(?:gerance|gerants?|gerante|co-?gerants?|presidente?|directeur general(?: delegue)?|directrice generale|liquidat(?:eur|rice)(?: amiable)?|commissaires? aux comptes(?: titulaire| suppleant)?|administrateurs?)\s*:\s*[^:]*$/;

function functionIn(folded: string, which: 'first' | 'last'): { fonction: string | null } | null {
  let best: { index: number; fonction: string | null } | null = null;
  for (const [pattern, fonction] of FUNCTIONS) {
    const global = new RegExp(pattern.source, 'g');
    for (const m of folded.matchAll(global)) {
      // Nearest to the person: earliest start after it, latest end before it; on a tie the
      // longer, earlier-listed label wins ('mandataire liquidateur' over 'liquidateur').
      const position = which === 'first' ? m.index : m.index + m[0].length;
      if (!best || (which === 'first' ? position < best.index : position > best.index)) best = { index: position, fonction };
    }
  }
  return best;
}

function splitName(raw: string): { nom: string; prenoms: string | null } | null {
  const isUpper = (w: string): boolean => w.length >= 2 && w === w.toUpperCase() && /\p{Lu}/u.test(w);
  const words = [...raw.matchAll(/[^ ,]+/gu)].map((m) => ({ word: m[0], index: m.index }));
  const particles = new Set(['de', 'du', 'des', 'la', 'le', 'van', 'von', "d'"]);
  const nomIdx = words.map((w, i) => isUpper(w.word) || (particles.has(w.word) && words.slice(i + 1).some((x) => isUpper(x.word))));
  const first = nomIdx.indexOf(true);
  if (first < 0) {
    // 'M. Jean Dupont': no capitals printed; the last word is the surname.
    const last = words.at(-1);
    if (!last || words.length < 2) return null;
    return { nom: last.word, prenoms: raw.slice(0, last.index).replace(/[ ,]+$/u, '') || null };
  }
  let end = first;
  while (end + 1 < words.length && nomIdx[end + 1]) end += 1;
  const nomStart = words[first]!.index;
  const nomEnd = words[end]!.index + words[end]!.word.length;
  const nom = raw.slice(nomStart, nomEnd);
  const rest = `${raw.slice(0, nomStart)} ${raw.slice(nomEnd)}`.replace(/^[ ,]+|[ ,]+$/gu, '').replace(/[ ]{2,}/g, ' ');
  return { nom, prenoms: rest || null };
}

interface Mention {
  index: number;
  end: number;
  nom: string;
  prenoms: string | null;
  company: boolean;
}

// Sentence ends, but not the full stop of 'M.' or 'Me.'.
const CLAUSE_END = /(?<!\b(?:M|MM|Mme|Mlle|Me|St|Ste|av|Av|bd|Bd|B\.P|BP|n°))\.\s|;|\n\n|\n(?=[\p{L} '’]{2,40}:)/gu;

/** Offsets where clauses end, computed once per text: mentions look them up by binary search. */
function clauseBoundaries(text: string): Array<{ index: number; end: number }> {
  return [...text.matchAll(CLAUSE_END)].map((m) => ({ index: m.index, end: m.index + m[0].length }));
}

function clauseStart(boundaries: ReadonlyArray<{ index: number; end: number }>, index: number): number {
  let lo = 0;
  let hi = boundaries.length - 1;
  let start = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = boundaries[mid]!;
    if (b.end <= index) {
      start = b.end;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return start;
}

function clauseEnd(boundaries: ReadonlyArray<{ index: number; end: number }>, from: number, limit: number): number {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boundaries[mid]!.index >= from) hi = mid;
    else lo = mid + 1;
  }
  const next = boundaries[lo];
  return next ? Math.min(next.index, limit) : limit;
}

export function extractDirigeants(text: string): Dirigeant[] {
  const folded = fold(text);
  const mentions: Mention[] = [];
  for (const m of text.matchAll(PERSON)) {
    const name = splitName(m[1]!);
    if (name) mentions.push({ index: m.index, end: m.index + m[0].length, ...name, company: false });
  }
  for (const m of text.matchAll(COMPANY)) {
    mentions.push({ index: m.index, end: m.index + m[0].length, nom: m[1]!.trim(), prenoms: null, company: true });
  }
  mentions.sort((a, b) => a.index - b.index);

  const boundaries = clauseBoundaries(text);
  const result: Dirigeant[] = [];
  const seen = new Set<string>();
  let previousFonction: string | null = null;
  mentions.forEach((mention, i) => {
    const next = mentions[i + 1];
    const before = folded.slice(clauseStart(boundaries, mention.index), mention.index);
    const after = folded.slice(mention.end, clauseEnd(boundaries, mention.end, Math.min(next ? next.index : text.length, mention.end + 220)));
    // 'la société X, représentée par M. Y': Y acts for the officer, he is not one.
    if (/\brepresente(?:e)?s? par\s*$/.test(before)) return;
    const labelled = LABEL_BEFORE.test(before);
    if (!labelled && !MOVE_WORDS.test(`${before} ${after}`)) return;
    // Companies are officers only when appointed as such ('la société X a été nommée commissaire
    // aux comptes', 'Président : la société X'); elsewhere they are buyers, lessees, the debtor.
    if (mention.company && !labelled && !CESSATION_BEFORE.test(before) && !/^[^;]{0,40}\b(?:a ete|est) (?:nommee|designee)\b/.test(after)) return;
    // The clause's own words first ('nommé gérant', 'ses fonctions de gérant'), then the label
    // or words before it, nearest first; 'en remplacement de M. Y' inherits the appointee's.
    // A label ('Directeur général : M. X') or a removal phrase ('fin aux fonctions de président
    // de Mme Y') names the function before the person; otherwise it follows ('nommé gérant').
    const cessationBefore = CESSATION_BEFORE.test(before);
    const beforeFirst = labelled || cessationBefore;
    let found = beforeFirst
      ? (functionIn(before, 'last') ?? functionIn(after, 'first'))
      : (functionIn(after, 'first') ?? functionIn(before, 'last'));
    if (!found && /remplacement d[eu]\s*$/.test(before) && previousFonction) found = { fonction: previousFonction };
    if (!found || !found.fonction) return;
    previousFonction = found.fonction;
    const cessation = cessationBefore || CESSATION_AFTER.test(after);
    const dirigeant: Dirigeant = { nom: mention.nom, prenoms: mention.prenoms, fonction: found.fonction, action: cessation ? 'cessation' : 'nomination' };
    const key = `${dirigeant.nom}|${dirigeant.prenoms}|${dirigeant.fonction}|${dirigeant.action}`;
    if (!seen.has(key)) {
      seen.add(key);
      result.push(dirigeant);
    }
  });
  return result;
}
