/**
 * The notice's type candidates with their evidence: every type the rules of classify.ts can
 * propose for a notice (strong wordings in the heading or the body, weak hints, the listing
 * category, a rubric the text prints), one candidate per type, described by general, named cues —
 * which cue proposed it and how strongly, where its wordings sit (heading, body, how early, in a
 * list of decisions), whether the text tells it as the notice's own act or as background
 * ('précédemment', 'avait été', 'suivant acte … antérieur'), and where the rules ranked it (their
 * pick, their precedence). No feature names a company, a person or a place: the weights that turn
 * them into a choice are fitted on the labelled corpora (type-model.ts, type-weights.ts).
 */

import { ANNONCE_TYPES, type AnnonceType } from '../model/announcement.ts';
import { BACKGROUND_MARKERS } from './background.ts';
import { TYPE_PRECEDENCE, strongWordings, type Classification } from './classify.ts';

/** The feature names, in the order of a feature vector. */
export const TYPE_FEATURES = [
  'rules_choice',
  'precedence',
  'heading_strong',
  'heading_first',
  'body_strong',
  'body_first',
  'strong_count',
  'weak',
  'weak_only',
  'weak_heading',
  'category',
  'rubric',
  'merger_capital',
  'earliest',
  'position',
  'background_only',
  'in_list_item',
] as const;

export type TypeFeature = (typeof TYPE_FEATURES)[number];

export interface TypeCandidate {
  type: AnnonceType;
  features: Record<TypeFeature, number>;
}

/** A line that is one item of a list of decisions ('- transféré le siège …', '2) nommé …'). Folded text. */
const LIST_ITEM = /^[ \t]*(?:[-–—•*·▪]|\d{1,2}[).°]|[a-h]\))[ \t]*/;

/**
 * A rubric the text itself prints ('Rubrique : Constitutions de sociétés', 'Catégorie : Fonds de
 * commerce — Locations-gérances'): the publisher's filing of the notice, read as the listing
 * category is. Folded text; a rubric that names no one event ('Modifications') hints nothing.
 */
const RUBRIC_LINE = /^[ \t]*(?:rubriques?|categories?|rubric|section)[ \t]*:[ \t]*([^\n]+)/m;
const RUBRIC_HINTS: ReadonlyArray<readonly [RegExp, AnnonceType]> = [
  [/\bconstitutions?\b/, 'creation'],
  [/\bdissolutions?\b|\bliquidations? amiables?\b/, 'dissolution'],
  [/\bprocedures? collectives?\b|\bjudiciaires?\b|\btribunal\b/, 'procedure'],
  [/\bfonds de commerce\b|\blocations?[- ]gerances?\b|\bcessions?\b|\bventes?\b/, 'cession'],
  [/\bdirigeants?\b|\bnominations?\b|\bgerance\b/, 'nomination'],
  [/\bcapital\b/, 'capital'],
  [/\btransferts? de siege\b/, 'siege'],
];

function rubricTypes(body: string): Set<AnnonceType> {
  const found = new Set<AnnonceType>();
  if (!body.includes('rubri') && !body.includes('categori') && !body.includes('section')) return found;
  const line = RUBRIC_LINE.exec(body);
  if (line) for (const [pattern, type] of RUBRIC_HINTS) if (pattern.test(line[1]!)) found.add(type);
  return found;
}

const rank = (type: AnnonceType): number => TYPE_PRECEDENCE.indexOf(type);

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('.\n', index), text.lastIndexOf('\n\n', index), -1) + 1;
  const ends = [text.indexOf('. ', index), text.indexOf('.\n', index), text.indexOf('\n\n', index)].filter((e) => e >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

function lineAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? text.length : end);
}

const NO_FEATURES = Object.freeze(Object.fromEntries(TYPE_FEATURES.map((f) => [f, 0])) as Record<TypeFeature, number>);

function emptyFeatures(): Record<TypeFeature, number> {
  return { ...NO_FEATURES };
}

/**
 * The candidates, the rules' pick first, then by precedence. A notice whose rules found one type
 * only gets one candidate (no choice; its features are not computed).
 */
export function typeCandidates(classification: Classification): TypeCandidate[] {
  const { hits, rule, readings } = classification;
  const rubric = rubricTypes(readings.body);
  const proposed = ANNONCE_TYPES.filter((t) => hits[t].heading + hits[t].body + hits[t].weak + hits[t].category > 0 || rubric.has(t));
  if (!proposed.includes(classification.type)) proposed.push(classification.type);
  const types = [classification.type, ...proposed.filter((t) => t !== classification.type).sort((a, b) => rank(a) - rank(b))];
  if (types.length < 2) return types.map((type) => ({ type, features: emptyFeatures() }));

  const body = readings.body;
  // Where the events sit is compared only when the body names two or more (weak hints have no wording).
  const bodyEvents = types.filter((t) => hits[t].body > 0).length;
  const wordings = new Map(types.map((t) => [t, bodyEvents >= 2 && hits[t].body > 0 ? strongWordings(body, t) : []]));
  const firstAt = (t: AnnonceType): number => wordings.get(t)![0] ?? Number.POSITIVE_INFINITY;
  const headingTypes = types.filter((t) => hits[t].heading > 0);
  const bodyTypes = types.filter((t) => hits[t].body > 0);
  const earliest = Math.min(...types.map(firstAt));
  return types.map((type) => {
    const f = emptyFeatures();
    const h = hits[type];
    const at = wordings.get(type)!;
    f.rules_choice = type === classification.type ? 1 : 0;
    f.precedence = 1 - rank(type) / (TYPE_PRECEDENCE.length - 1);
    f.heading_strong = h.heading > 0 ? 1 : 0;
    f.heading_first = headingTypes.length > 0 && headingTypes.every((t) => rank(type) <= rank(t)) && h.heading > 0 ? 1 : 0;
    f.body_strong = h.body > 0 ? 1 : 0;
    f.body_first = bodyTypes.length > 0 && bodyTypes.every((t) => rank(type) <= rank(t)) && h.body > 0 ? 1 : 0;
    f.strong_count = Math.min(h.heading + h.body, 4) / 4;
    f.weak = Math.min(h.weak, 4) / 4;
    f.weak_only = h.heading + h.body === 0 ? 1 : 0;
    f.weak_heading = h.weakHeading > 0 ? 1 : 0;
    f.category = h.category > 0 ? 1 : 0;
    f.rubric = rubric.has(type) ? 1 : 0;
    f.merger_capital = rule === 'merger' && type === 'capital' ? 1 : 0;
    f.earliest = at.length > 0 && firstAt(type) === earliest ? 1 : 0;
    f.position = at.length > 0 ? at[0]! / Math.max(body.length, 1) : 0;
    f.background_only = at.length > 0 && at.every((i) => BACKGROUND_MARKERS.test(sentenceAround(body, i))) ? 1 : 0;
    f.in_list_item = at.length > 0 && at.every((i) => LIST_ITEM.test(lineAround(body, i))) ? 1 : 0;
    return { type, features: f };
  });
}

export function typeFeatureVector(candidate: TypeCandidate): number[] {
  return TYPE_FEATURES.map((f) => candidate.features[f]);
}
