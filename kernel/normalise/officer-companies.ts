/**
 * Companies that hold an office in the notice's company, printed bare with their own identifier
 * (no 'la société' nor a form before the name, where the mention readers look): the company
 * printed before another company's identifier, named as the subject's office holder right after
 * that identifier ('…, RIDET …, en demeure la présidente', '…, RIDET …, présidente de S', '…,
 * RIDET …, a été nommée commissaire aux comptes titulaire,') or elsewhere by its name ('X a été
 * désignée présidente de S', 'X demeure administrateur'). The office must be the subject's: held
 * 'de' another company, it is that company's (an officer of the other party is not listed).
 */

import { COLLECTIVE_FORM_WORDS } from './collective-forms.ts';
import { fold } from './fold.ts';
import { namedAfterColon, pastOwnDescription } from './described-officer-company.ts';
import { nameBeforeIdentifier } from './named-officer-company.ts';
import { rolesAtStart, withRoles, type Role } from './officer-roles.ts';
import type { RidetMatch } from './ridet.ts';
import { withoutSeatApposition } from './seat-apposition.ts';

export interface OfficerCompany {
  nom: string;
  roles: readonly Role[];
  /** Where its name is printed before its identifier. */
  index: number;
  end: number;
}

// Staying, becoming or appointed: an office held after the event (a company leaving is not listed).
const HOLDS = String.raw`(?:demeure|reste|devient|(?:a ete|est) (?:nommee?|designee?|elue?|renouvelee?|confirmee?))(?:\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*|comme\s+))?\s*(?:la |le |l')?`;
/**
 * Right after the identifier: 'en demeure la présidente' (of the company the notice is about), an
 * office verb, or the office 'de S', in which capacity it acts at most ('agissant en qualité de
 * présidente de S').
 */
// The sole partner that is also the office holder says both before the company ('associée unique et présidente de S').
const SOLE_PARTNER_AND = String.raw`(?:(?:associee?|actionnaire)\s+unique\s+et\s+)?`;
const AFTER_IDENTIFIER = withRoles(new RegExp(String.raw`^[\s,)]*(?:en\s+(?:demeure|reste|devient)\s+(?:la |le |l')?(ROLE)|${HOLDS}(ROLE)|(?:agissant\s+)?(?:en (?:sa )?qualite d[e']\s*)?${SOLE_PARTNER_AND}(ROLE)(?=\s+(?:de|du|d')\s*\S))`));
/** The office's qualifiers before where it is held ('titulaire', 'du conseil d'administration'). */
const QUALIFIERS = /^(?:\s+(?:titulaire|suppleante?|du conseil d'administration|unique))*/;
// A collective form spelled out stands where 'société' does ('administrateur du groupement d'intérêt économique S').
const HELD_IN = new RegExp(String.raw`^\s*(?:de|du|d')\s*(?:la |l')?(?:(?:societe|${COLLECTIVE_FORM_WORDS})\s+)?`);
const DESCRIPTION_WORDS = /\b(?:capital|siege|ridet|immatriculee?)\b/;
/** An office no longer held. */
const LEAVING = /^\s*(?:sortante?|demissionnaire|ancien)/;

/** The folded text after a role, where it says in which company the role is held: the subject's, or no other. */
function heldInSubject(after: string, subject: string): boolean {
  const rest = after.slice(QUALIFIERS.exec(after)![0].length);
  if (LEAVING.test(rest)) return false;
  const held = HELD_IN.exec(rest);
  // Held without a company named after it, or in place of the one who leaves it ('présidente en remplacement de M. X').
  if (!held) return /^\s*(?:[,.;)]|et\b|en remplacement\b|$)/.test(rest);
  return rest.slice(held[0].length).startsWith(subject) || namedAfterColon(rest.slice(held[0].length), subject);
}

/** Leaving the office, in the rest of the sentence ('…, présidente de S, a démissionné'); another's replacement is not read. */
const LEAVES_AFTER = /\b(?:demission\w*|a cesse|cesse ses|quitte\w*|revoquee?|(?:prend|a pris|prendra) fin|fin (?:de|des|aux) (?:ses |leurs )?fonctions|sortante?)\b/;
/** Replaced or leaving, said before the company's name ('en remplacement de X, …'). */
const LEAVES_BEFORE = /\b(?:remplacement|remplace|remplacant|succede|succedant|demission|revocation|cessation|fin (?:de|des|aux) (?:ses |leurs )?fonctions)\b[^.;:]{0,60}$/;

function sentenceAfter(folded: string, from: number): string {
  const rest = folded.slice(from, from + 300);
  const end = rest.search(/\.(?:\s|$)|;/);
  const sentence = end < 0 ? rest : rest.slice(0, end);
  const replacing = sentence.search(/\ben remplacement\b|\bremplacant\b/);
  return replacing < 0 ? sentence : sentence.slice(0, replacing);
}

function printedElsewhere(folded: string, name: string, start: number, end: number): boolean {
  for (let at = folded.indexOf(name); at >= 0; at = folded.indexOf(name, at + 1)) if (at < start || at >= end) return true;
  return false;
}

// Every match of the per-name pattern below ends with the name's last word, then this: tested at
// each place the word is printed before the pattern is built (speed only: a new source is compiled).
const HOLDS_AFTER_WORD = withRoles(new RegExp(String.raw`\s+${HOLDS}(ROLE)`, 'uy'));
function holdsAfterWord(folded: string, word: string): boolean {
  for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
    HOLDS_AFTER_WORD.lastIndex = at + word.length;
    if (HOLDS_AFTER_WORD.test(folded)) return true;
  }
  return false;
}

function escaped(name: string): string {
  return name
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(String.raw`\s+`);
}

/**
 * The companies identified in the text (`identifiers`, as findRidets reads them), other than the
 * subject (`subjectRid`, seven digits), that hold an office in it (`subjectName`), each with its roles.
 */
export function officerCompanies(text: string, folded: string, identifiers: readonly RidetMatch[], subjectName: string, subjectRid: string): OfficerCompany[] {
  const subject = fold(subjectName).replace(/\s+/g, ' ').trim();
  if (!subject) return [];
  const found: OfficerCompany[] = [];
  for (const match of identifiers) {
    if (match.rid === subjectRid) continue;
    const nom = nameBeforeIdentifier(text, match.index);
    if (nom === null) continue;
    const name = fold(nom);
    // In a notice printed in capitals the description's words are capitals too ('SARL AU CAPITAL DE 100 000 F CFP, RIDET …').
    if (DESCRIPTION_WORDS.test(name)) continue;
    if (name === subject || subject.startsWith(`${name} `) || name.startsWith(`${subject} `)) continue;
    const index = text.lastIndexOf(nom.split(' ')[0]!, match.index);
    const roleAt = (roleStart: number, role: string, ofTheSubject: boolean): readonly Role[] | null => {
      if (!ofTheSubject && !heldInSubject(folded.slice(roleStart + role.length, roleStart + role.length + 200), subject)) return null;
      return rolesAtStart(folded.slice(roleStart, roleStart + role.length), 0);
    };
    const identifierEnd = match.index + match.printed.length;
    // Its siège in apposition is read past ('…, RIDET …, siège : …, 98800 Nouméa, présidente de S': seat-apposition.ts),
    // or its own description ('…, dont le siège est …, représentée par …, a été nommée présidente de S').
    const words = folded.slice(identifierEnd, identifierEnd + 200);
    const pastSeat = withoutSeatApposition(words);
    const direct = AFTER_IDENTIFIER.exec(pastSeat);
    const described = direct ? null : pastOwnDescription(folded, identifierEnd);
    const afterAt = described ?? identifierEnd + words.length - pastSeat.length;
    const after = direct ?? (described === null ? null : AFTER_IDENTIFIER.exec(folded.slice(described, described + 200)));
    const role = after ? (after[1] ?? after[2] ?? after[3])! : null;
    // 'en demeure la présidente': 'en' is the company the notice is about.
    let roles = after && role ? roleAt(afterAt + after[0].length - role.length, role, after[1] !== undefined) : null;
    // Printed only in its own description, the name is said nowhere else (speed only: the pattern is built per name).
    if (!roles && printedElsewhere(folded, name, index, match.index) && holdsAfterWord(folded, name.slice(name.lastIndexOf(' ') + 1))) {
      // By its name elsewhere: 'X a été désignée présidente de S', 'X demeure administrateur'.
      const named = withRoles(new RegExp(String.raw`(?<![\p{L}\d])${escaped(name)}\s+${HOLDS}(ROLE)`, 'gu'));
      for (const m of folded.matchAll(named)) {
        roles = roleAt(m.index + m[0].length - m[1]!.length, m[1]!, false);
        if (roles) break;
      }
    }
    if (!roles) continue;
    if (LEAVES_BEFORE.test(folded.slice(Math.max(0, index - 80), index)) || LEAVES_AFTER.test(sentenceAfter(folded, identifierEnd))) continue;
    found.push({ nom, roles, index: index < 0 ? match.index : index, end: match.index });
  }
  return found;
}
