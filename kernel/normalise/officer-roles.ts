/**
 * Officer roles as notices write them (feminine, plural, 'co-', 'président-directeur général')
 * to one vocabulary: gérant, président, directeur général, directeur général délégué,
 * administrateur, commissaire aux comptes, commissaire aux comptes suppléant, liquidateur,
 * mandataire judiciaire, administrateur judiciaire, commissaire à l'exécution du plan. Matching
 * is on folded text (fold.ts).
 */

import { matchesOf } from './global-pattern.ts';
import { LETTING } from './letting-words.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';
import { ADMINISTRATOR, COMMISSIONER_OF_THE_PLAN, CREDITORS_REPRESENTATIVE, JUDICIAL, LIQUIDATOR, MANDATAIRE } from './court-offices.ts';

export type Role = string;

/** The judge of a procedure: named by notices, never an officer. */
export const JUDGE = 'juge';
/** A liquidateur the text calls judicial: a court appointee whatever the notice's type. */
export const JUDICIAL_LIQUIDATOR = 'liquidateur judiciaire';

/** Court appointees: they act in a judicial procedure, they are not the company's officers. */
export const COURT_ROLES: ReadonlySet<Role> = new Set(['mandataire judiciaire', 'administrateur judiciaire', "commissaire à l'exécution du plan", JUDICIAL_LIQUIDATOR]);

/**
 * Each role's wordings, the roles they name, and a word every match contains if one (a text
 * without it is not searched: most texts name two or three roles of the fourteen).
 */
const ROLES: ReadonlyArray<readonly [RegExp, readonly Role[], string | null]> = spread([
  [/\bjuges?(?:-| )?commissaires?(?: suppleante?s?)?\b|\bjuges?\b/, [JUDGE], 'juge'],
  [new RegExp(String.raw`\b${COMMISSIONER_OF_THE_PLAN}\b`), ["commissaire à l'exécution du plan"], 'commissaire'],
  [new RegExp(String.raw`\b${MANDATAIRE}(?: ${JUDICIAL}| ${LIQUIDATOR})?\b`), ['mandataire judiciaire'], 'mandataire'],
  [new RegExp(String.raw`\b${CREDITORS_REPRESENTATIVE}\b`), ['mandataire judiciaire'], 'creanciers'],
  [new RegExp(String.raw`\b${ADMINISTRATOR} ${JUDICIAL}\b`), ['administrateur judiciaire'], 'administrat'],
  [/\bpresidente?s?[- ]direct(?:eur|rice)s? gener(?:ale?s?|aux)\b|\bp\.?d\.?g\b/, ['président', 'directeur général'], null],
  // 'général' cut short as a table's narrow column prints it ('Directeur gén. délégué').
  [/\bdirect(?:eur|rice)s? gen(?:er(?:ale?s?|aux)|\.) ?deleguee?s?\b/, ['directeur général délégué'], 'direct'],
  [/\bdirect(?:eur|rice)s? gen(?:er(?:ale?s?|aux)\b|\.)/, ['directeur général'], 'direct'],
  // The office by its noun, as 'gérance' and 'présidence' are ('la direction générale est assumée par M. X').
  [/\bdirection generale\b/, ['directeur général'], 'direction'],
  [/\bco-?gerante?s?\b|(?<!\bl\.\s?-\s?)\bgerante?s?\b|\b(?:co-?)?gerance\b/, ['gérant'], 'geran'],
  [/\bpresidente?s?\b|\bpresidence\b/, ['président'], 'presiden'],
  [new RegExp(String.raw`\b${LIQUIDATOR} ${JUDICIAL}\b`), [JUDICIAL_LIQUIDATOR], 'liquidat'],
  // A co-liquidator is a liquidator ('Ont été nommés coliquidateurs : …').
  [/\b(?:co-?)?liquidat(?:eur|rice)s?\b/, ['liquidateur'], 'liquidat'],
  // A table's narrow cell abbreviates the substitute ('Commissaire aux comptes supp.').
  [/\bcommissaires? aux comptes (?:suppleante?s?\b|suppl?\.)/, ['commissaire aux comptes suppléant'], 'commissaire'],
  [/\bcommissaires? aux comptes\b/, ['commissaire aux comptes'], 'commissaire'],
  // Being designated to sit on the board is being a director ('désignés pour représenter la province au conseil d'administration',
  // '… au sein du conseil d'administration').
  [/\badministrat(?:eur|rice)s?\b|\bmembres? du conseil d'administration\b|\b(?:sieger|representer|nommee?s?|designee?s?|elue?s?)\b[^.;:]{0,60}?\b(?:au|au sein du) conseil d'administration\b/, ['administrateur'], 'administrat'],
  // An English passage of a bilingual notice names the offices of a company of the common law:
  // its directors sit on its board, its chair presides it, its managing director runs it
  // ('Directors : Mr A, Mrs B', 'Mr C, Chairman'); the board itself ('board of directors') is no office.
  [/\bmanaging directors?\b/, ['directeur général'], 'managing'],
  [/\bchief executive officers?\b/, ['directeur général'], 'executive'],
  [/\bchair(?:man|woman|person)\b/, ['président'], 'chair'],
  [/(?<!\bboard of )\bdirectors?\b/, ['administrateur'], 'director'],
  // The abbreviations of small ads: 'Pdt', 'Prés.', 'adm.', 'CAC' ('CAC tit.', 'CAC suppl.'), 'gér.', and 'liq.' when a name or a label follows
  // it, or ends the text read ('liq. amiable', 'siège liq. au siège social' name the liquidation).
  [/\bpdte?s?\b/, ['président'], 'pd'],
  // The delegate's office written after the abbreviated general manager ('DG délégué').
  [/\bdgd\b|\bdg\.? deleguee?s?\b/, ['directeur général délégué'], 'dg'],
  [/\bdg\b/, ['directeur général'], 'dg'],
  [/\bcac (?:suppleante?s?\b|suppl?\.)/, ['commissaire aux comptes suppléant'], 'cac'],
  [/\bcac\b/, ['commissaire aux comptes'], 'cac'],
  // An abbreviation's dot may be followed by its apposition's comma ('Mme Y, gér., inchangée').
  [/\bco-?ger\.(?=\s|$|[,;)])|\bger\.(?=\s|$|[,;)])/, ['gérant'], 'ger.'],
  // A typed label without the abbreviation's dot ('gér: M. X', 'Gér : Mme Y'), read before its colon too.
  [/(?:^|\n)[ \t]*(?:co-?)?ger(?=[ \t]*(?::|$))/, ['gérant'], 'ger'],
  [/\bpres\.(?=\s|$|[,;)])/, ['président'], 'pres.'],
  // The management cut short ('Gest. : M. X', 'Nmt° co-Gest. Mme Y'): who runs the company, its manager, as 'gérance' names him.
  // Only as a label, before its holder or its colon: 'gest. de biens' is the company's object.
  [/\b(?:co-?)?gest\.(?=\s*(?:$|[,;:)]|(?:m|mme|mlle|mm|mmes|me|monsieur|madame)\b))|\bgestionnaires?\b/, ['gérant'], 'gest'],
  // A court notice's abbreviated appointees ('Mand. jud. : Me X', 'Admin. jud. : Me Y').
  [/\bmand\. ?jud\./, ['mandataire judiciaire'], 'mand.'],
  [/\badmin\. ?jud\./, ['administrateur judiciaire'], 'admin.'],
  [/\badm\.(?=\s|$|[,;)])/, ['administrateur'], 'adm.'],
  // 'admin.' as 'adm.' ('Mme X et M. Y, admin., en remplacement de …'), 'admin. jud.' read above.
  [/\badmin\.(?=\s|$|[,;)])/, ['administrateur'], 'admin.'],
  [new RegExp(String.raw`\bliq\.(?=\s*(?:$|:|(?:m|mme|mmes|mlle|me|maitre|ste|societe|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b))`), ['liquidateur'], 'liq.'],
  // A list's columns abbreviate the court's appointees as labels ('MJ : Me X', 'AJ : Me Y').
  [/\bmj(?=\s*:)/, ['mandataire judiciaire'], 'mj'],
  [/\baj(?=\s*:)/, ['administrateur judiciaire'], 'aj'],
  // …and the plan's commissioner by its initials before a colon or a lawyer's title ('CEP Me X').
  [/\bcep(?=\s*(?::|(?:me|maitre|m|mme)\b))/, ["commissaire à l'exécution du plan"], 'cep'],
]);

/**
 * The wordings with any run of spaces between their words: a wording broken over the lines of a
 * narrow column ('représentant des\ncréanciers', 'commissaire aux comptes\n  suppléant').
 */
function spread<T extends readonly [RegExp, ...unknown[]]>(entries: readonly T[]): T[] {
  return entries.map(([pattern, ...rest]) => [new RegExp(pattern.source.replace(/ /g, '\\s+'), pattern.flags), ...rest] as unknown as T);
}

/** Each role pattern made global once (roleHits reads every clause around every name). */
const ROLES_GLOBAL = new Map(ROLES.map(([pattern]) => [pattern, new RegExp(pattern.source, 'g')]));

/**
 * Words that contain a role word without naming an officer of the company. (wt-rdir) A vice-président
 * holds no office of the field rules' roles: a board's seat at most (board-composition.ts). A minor's
 * legal administrator (`représentée par sa mère et administratrice légale`) administers a person, not the company.
 */
const NOT_ROLES = new RegExp(
  String.raw`\b${LETTING}\b|\bloc\.\s*-?\s*ger(?:ance\b|\.)|\blocataires?[- ]gerante?s?\b|\bpresidente? (?:de seance|de l'assemblee|du tribunal|de la province|du gouvernement|du congres)\b|\bpresidence (?:de seance|de l'assemblee)\b|\bvice-?\s?presiden(?:te?s?|ce)\b|\badministrat(?:eur|rice)s? (?:legale?s?|legaux|ad hoc)\b`.replace(/ /g, String.raw`\s+`),
  'g',
);

/** A role word as a regex source, for the relation patterns that name one ('en qualité de ROLE'). */
export const ROLE_WORDS = String.raw`(?:co-?gerante?s?|(?<!\bl\.\s?-\s?)gerante?s?|(?:co-?)?gerance|(?<!\bvice-)(?<!\bvice )presidente?s?(?:[- ]direct(?:eur|rice)s? gener(?:ale?s?|aux))?|presidence|direction generale|direct(?:eur|rice)s? gen(?:er(?:ale?s?|aux)|\.)(?: ?deleguee?s?)?|(?:co-?)?liquidat(?:eur|rice)s?(?: judiciaires?| amiables?)?|administrat(?:eur|rice)s?(?: judiciaires?| uniques?)?|commissaires? aux comptes(?: titulaires?| suppleante?s?| suppl?\.)?|${COMMISSIONER_OF_THE_PLAN}|${MANDATAIRE} ${JUDICIAL}|${CREDITORS_REPRESENTATIVE}|pdte?s?|p\.?d\.?g|dgd|dg\.? deleguee?s?|dg|cac(?: titulaires?| suppleante?s?| tit\.| suppl?\.)?|co-?ger\.|ger\.|(?:co-?)?gest\.(?=\s*(?:$|[,;:)]|(?:m|mme|mlle|mm|mmes|me|monsieur|madame)\b))|gestionnaires?|pres\.|mand\. ?jud\.|admin\. ?jud\.|admin\.(?!\s?jud)|adm\.|liq\.|mj(?=\s*:)|aj(?=\s*:)|cep(?=\s*(?:$|:|(?:me|maitre|m|mme)\b))|(?:co-?)?ger(?=[ \t]*:))`.replace(/ /g, String.raw`\s+`);

/** A relation pattern written with the placeholder ROLE, made into a regex. */
export function withRoles(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replace(/ROLE/g, ROLE_WORDS), pattern.flags);
}

export interface RoleHit {
  index: number;
  end: number;
  roles: readonly Role[];
}

/** Every role a folded text names, in reading order. */
export function roleHits(folded: string): RoleHit[] {
  // Every wording NOT_ROLES masks holds 'geran', 'ger.', 'presiden', 'legal' or 'ad hoc'.
  const masked = folded.includes('geran') || folded.includes('ger.') || folded.includes('presiden') || folded.includes('legal') || folded.includes('ad hoc') ? folded.replace(NOT_ROLES, (m) => ' '.repeat(m.length)) : folded;
  const hits: RoleHit[] = [];
  for (const [pattern, roles, need] of ROLES) {
    if (need && !masked.includes(need)) continue;
    for (const m of matchesOf(ROLES_GLOBAL.get(pattern)!, masked)) {
      const end = m.index + m[0].length;
      // The longer wording listed first wins ('directeur général délégué' over 'directeur général').
      if (hits.some((h) => m.index < h.end && end > h.index)) continue;
      hits.push({ index: m.index, end, roles });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

export function firstRoles(folded: string): readonly Role[] | null {
  return roleHits(folded)[0]?.roles ?? null;
}

export function lastRoles(folded: string): readonly Role[] | null {
  return roleHits(folded).at(-1)?.roles ?? null;
}

// Between two roles of one person: 'président du conseil d'administration et directeur général',
// 'renouvelé dans ses fonctions d'administrateur et confirmé dans celles de président', '… et l'a
// confirmé dans celles de directeur général'.
const ROLE_LINK = /^(?:\s+du conseil d'administration)?\s*(?:,|et|,\s*et)\s*(?:(?:l'(?:a|ont)\s+)?(?:confirmee?|renouvelee?|nommee?|designee?)\s+(?:dans celles|dans ses fonctions|aux fonctions|en qualite)\s+)?(?:de\s+|d')?$/;

/**
 * The role that opens a folded text ('gérant à compter du …'), allowing a few words of lead-in,
 * with the roles linked to it ('président du conseil d'administration et directeur général').
 */
export function rolesAtStart(folded: string, slack = 3): readonly Role[] | null {
  const hits = roleHits(folded);
  const first = hits[0];
  if (!first || first.index > slack) return null;
  const roles = [...first.roles];
  for (let i = 1; i < hits.length && ROLE_LINK.test(folded.slice(hits[i - 1]!.end, hits[i]!.index)); i += 1) roles.push(...hits[i]!.roles);
  return [...new Set(roles)];
}
