/**
 * Company facts a notice states: capital, siège, and name changes. Each extractor returns null
 * when the notice does not say, rather than a guess. (The subject's dénomination and legal form
 * are in subject-company.ts.)
 */

import { plainNameChange } from './plain-name-change.ts';
import { formerRaisonSociale, newRaisonSocialeAt } from './raison-sociale.ts';
import { QUOTED, UPPER_NAME, tidyName } from './company-mentions.ts';
import { fold } from './fold.ts';
import { globalOf, matchesOf } from './global-pattern.ts';
import { mayMatch } from './required-literal.ts';
import { labelValue, labelValues } from './labels.ts';
import { AMOUNT_SOURCE, amountValue, formatCapital } from './money.ts';
import { stripFormSuffix, withoutFormPrefix } from './subject-company.ts';
import { renamedLineNameStart } from './renamed-heading.ts';
import { capitalsValueOverLines } from './capitals-name-cut.ts';
import { FRAME_CLOSE, FRAME_OPEN } from './name-frames.ts';
import { nameChangeNotMade } from './name-change-not-made.ts';

/** Where a company is described in the text: from its introduction to its identifier. */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * Whose facts to read when a notice describes several companies (seller and buyer, the two sides
 * of a merger, a TUP's sole shareholder): the subject's description first; what stands in another
 * company's description is never the subject's.
 */
export interface FactScope {
  subject?: TextSpan | null;
  others?: readonly TextSpan[];
}

// Built once (label readers and name readers are asked for every notice).
const NEW_SIEGE_LABEL = /nouveau siege(?: social)?\s*:\s*/;
const SIEGE_LABEL = /(?:^|\n|[,;.]\s)[ ]*(?:nouveau )?siege(?: social)?\s*:\s*/u;
const SIEGE_INLINE = /\bsiege(?: social)?\s+(?:est )?(?:fixe |situe |sis |etabli )?(?:(?:au|a|:)\s+|(?=\d|(?:immeuble|lot|lotissement|zone|centre|route|rue|avenue|chemin|allee|boulevard|quai|place)\b))/u;
// A small ad abbreviates either word of the label ('Ancienne dénom. :', 'Nouv. dénom. :').
// A card may put the adjective after the noun ('Dénomination ancienne : X' / 'Dénomination nouvelle : Y').
const OLD_NAME_LABEL = /(?:^|\n)[ ]*(?:(?:ancienne|anc\.) denom(?:ination|\.)(?: sociale| soc\.)?|denom(?:ination|\.)(?: sociale| soc\.)? (?:ancienne|anc\.|precedente))\s*:\s*/;
const NEW_NAME_LABEL = /(?:^|\n)[ ]*(?:(?:nouvelle|nouv\.) denom(?:ination|\.)(?: sociale| soc\.)?|denom(?:ination|\.)(?: sociale| soc\.)? (?:nouvelle|nouv\.))\s*:\s*/;
const OLD_MENTION_LABEL = /\bancienne mention\s*:\s*/;
/** An identifier printed after a name, with all that follows it. */
const IDENTIFIER_TAIL = /\s+(?:RIDET|RID|RCS|Ridet|Rid|Idt)\b.*$/su;
/** A new name's label, on folded text. */
const NEW_NAME_WORDS = /\b(?:nouvelle denomination|nouv\. den(?:om)?\.|(?:nouveau|nouv\.?|nv\.?) nom)\b/;
/** How far after a new name's label its arrow may stand (the former name and its identifier between). */
const ARROW_REACH = 100;
/** An arrow to a name, quoted or in capitals. */
const ARROW_TO_NAME = /→\s*(?=[«"“]|[\p{Lu}\d]{2})/u;
/** A former name's 'ex-' glued to a name in capitals, then an arrow to another ('ex-X → Y'). */
const FORMER_ARROW = /(?<![\p{L}-])ex-[\p{Lu}\d][\p{Lu}\d '’&-]{1,60}?\s*→\s*(?=[«"“]|[\p{Lu}\d]{2})/u;
/** A compositor's 'nouveau nom' shortened ('Nv nom', 'nouv. nom'). */
const SHORT_NEW_NAME = /\b(?:nouveau|nouv\.?|nv\.?) nom\b/;
/** The change told inside a new name's labelled value: its verb or its arrow. */
const QUOTED_BECOMES = /[«"“]\s*([^«»"“”\n]{2,80}?)\s*[»"”]\s*,?\s*(?:devient|est devenue?)\s*:?\s*[«"“]\s*([^«»"“”\n]{2,80}?)\s*[»"”]/u;
/** A name's change under its cut label ('Chgt dén. :', 'Changement dénom. :'), folded. */
const CUT_NAME_CHANGE = /\b(?:chgt|changement) (?:de )?den(?:om)?\./;
const TOLD_CHANGE = /\s(?:devient|→)\s*(?=[«"“]|\p{Lu}{2})/u;
/** A value that opens on a label of its own ('Dénomination : X'). */
const LABEL_OPENING = /^[\p{L} .'’]{2,30}:\s/u;
/** A former name as printed before the verb: in capitals or quoted, whole. */
const UPPER_OR_QUOTED_WHOLE = /^(?:[«"“][^»"”]+[»"”]|[\p{Lu}\d][\p{Lu}\d '’&.-]*)$/u;
const NEW_MENTION_LABEL = /\bnouvelle mention\s*:\s*/;
/** A sigle or shortened name set after a name with its own label (`– sigle : OFI`, `(en abrégé : OFI)`). */
const SIGLE_AFTER_NAME = /\s*(?:[–—-]|,)?\s*\(?\s*(?:sigle|en abr[ée]g[ée]|abr[ée]viation)\s*:\s*[«"“]?[\p{Lu}\d.&-]{2,12}[»"”]?\s*\)?\s*\.?\s*$/u;
/** A change of the dénomination named as such ('changement de dénomination', 'modifier la dénomination sociale'). */
const NAME_CHANGED = /\b(?:changement|modification|modifier|modifie\w*|changer|change\w*)\s+(?:de\s+|d[eu]\s+la\s+|la\s+|sa\s+)?denomination\b/;
const QUOTED_AT_START = new RegExp(`^\\s*:?\\s*${QUOTED}`, 'u');
const UPPER_NAME_AT_START = new RegExp(`^\\s*:?\\s*(?:la société\\s+|société\\s+)?(${UPPER_NAME})`, 'u');
/** A name in capitals framed by a compositor's marks (`Nouv. dén. : ⟨ X ⟩`, name-frames.ts). */
const FRAMED_NAME_AT_START = new RegExp(`^\\s*:?\\s*${FRAME_OPEN}\\s*(${UPPER_NAME})\\s*${FRAME_CLOSE}`, 'u');
const QUOTED_OR_UPPER_NAME = new RegExp(`${QUOTED}|(${UPPER_NAME})`, 'u');
// A colon may follow the preposition, the new name on the next line ('« A » par :' / '« B »').
const NAME_PAIR = new RegExp(`^(?:${QUOTED}|(${UPPER_NAME}))\\s+(?:en|par)\\s*:?\\s+(?:${QUOTED}|(${UPPER_NAME}))`, 'u');

const inside = (index: number, span: TextSpan): boolean => index >= span.start && index < span.end;

/** The first match of `pattern` in the subject's span, else outside every other company's span. */
function scopedMatch(folded: string, pattern: RegExp, scope: FactScope): RegExpExecArray | null {
  const subject = scope.subject;
  const others = scope.others ?? [];
  // Matches read in order and no further than the answer (speed only): the first in the
  // subject's span, else the first outside the others'.
  let outside: RegExpExecArray | null = null;
  // A text without the pattern's words is not searched (speed only).
  if (!mayMatch(pattern, folded)) return null;
  for (const m of matchesOf(globalOf(pattern), folded)) {
    if (subject && inside(m.index, subject)) return m;
    if (outside === null && !others.some((o) => inside(m.index, o))) {
      if (!subject) return m;
      outside = m;
    }
  }
  return outside;
}

const CAPITAL_CHANGES = [
  new RegExp(`\\b(?:porte|ramene|reduit|augmente|diminue|fixe|eleve)(?:e|es|s|r)?\\b(?:[^.;]|\\.(?=\\d|\\s?cfp)){0,120}?\\ba\\s+(?:la somme de\\s+)?${AMOUNT_SOURCE}`, 'iu'),
  new RegExp(`\\bnouveau capital(?: social)?\\s*(?::|est de|de)?\\s*${AMOUNT_SOURCE}`, 'iu'),
  new RegExp(`\\bcapital(?: social)?\\s+(?:est |s'eleve )?desormais (?:de |a |fixe a )?${AMOUNT_SOURCE}`, 'iu'),
];
const CAPITAL_STATED = [
  new RegExp(`\\bcapital(?: social)?\\s*:\\s*${AMOUNT_SOURCE}`, 'iu'),
  new RegExp(`\\bcapital(?: social)?(?: de| fixe a| s'elevant a)?\\s+${AMOUNT_SOURCE}`, 'iu'),
];

/**
 * The capital in force after the notice: the new amount of a change, else the one stated, read in
 * the subject's own description when the notice describes several companies.
 */
export function extractCapital(text: string, scope: FactScope = {}): string | null {
  const folded = fold(text);
  const changes = CAPITAL_CHANGES;
  const stated = CAPITAL_STATED;
  // A change is the subject's: only its capital changes. A stated capital may be another company's.
  const others = { others: scope.others ?? [] };
  for (const pattern of changes) {
    const m = scopedMatch(folded, pattern, others);
    if (m) {
      const value = amountValue(m[1]!, m[2], m[3]);
      if (value > 0) return formatCapital(value);
    }
  }
  for (const pattern of stated) {
    const m = scopedMatch(folded, pattern, scope);
    if (m) {
      const value = amountValue(m[1]!, m[2], m[3]);
      if (value > 0) return formatCapital(value);
    }
  }
  return null;
}

// The commune ends the address; identifier labels that follow on the same line are not part of it.
const POSTCODE_COMMUNE = /\b988\d\d[ ]+[\p{Lu}][\p{L}'’-]*(?:[ -](?!(?:RIDET|Ridet|RID|RCS|R\.C\.S)\b|N°|n°)[\p{Lu}][\p{L}'’-]*)*(?:[ ]+(?:cedex|Cedex|CEDEX))?/gu;

/** An address cut where it ends: after its postcode and commune, else at the end of the sentence. */
function cutAddress(raw: string): string | null {
  // 'au 12 rue …', 'à l'adresse suivante : immeuble …': the words that lead to the address are not part of it.
  const flat = raw.replace(/[ \t]+/g, ' ').trim().replace(/^(?:(?:au|à|a|sis|sise|:)\s+)?(?:l['’]adresse(?: suivante)?\s*:?\s*)?/iu, '');
  POSTCODE_COMMUNE.lastIndex = 0;
  const postcode = POSTCODE_COMMUNE.exec(flat);
  let address = postcode
    ? flat.slice(0, postcode.index + postcode[0].length)
    : (flat.split(/\.\s+(?=\p{Lu})|;|\s+à compter\b|\s+a compter\b/u)[0] ?? flat);
  address = address.replace(/\s+/g, ' ').replace(/[\s,.;:]+$/u, '').trim();
  return address.length >= 3 ? address : null;
}

/** For transfers the new siège, else the stated one (the subject's, when several companies are described). */
export function extractSiege(text: string, scope: FactScope = {}): string | null {
  const folded = fold(text);
  const transfer = /\b(?:transfert (?:du |de |de son )?siege|transfer(?:er|e|ee)? (?:le|son) siege|siege (?:social )?(?:a ete |est |sera )?transfere)[^\n]*/u.exec(folded);
  if (transfer) {
    const start = transfer.index + transfer[0].indexOf('siege');
    const windowText = text.slice(start, start + 500).replace(/\s+/g, ' ');
    const sentence = windowText.split(/\.\s+(?=\p{Lu})/u)[0] ?? windowText;
    POSTCODE_COMMUNE.lastIndex = 0;
    const postcodes = [...matchesOf(POSTCODE_COMMUNE, sentence)];
    const last = postcodes.at(-1);
    if (last) {
      const previousEnd = postcodes.length > 1 ? postcodes.at(-2)!.index + postcodes.at(-2)![0].length : 0;
      const before = sentence.slice(previousEnd, last.index);
      const boundaries = [...matchesOf(/(?:\bau|(?<![\p{L}])à|:|\bvers|\bsuivante)\s+/giu, before)];
      const boundary = boundaries.at(-1);
      if (boundary) return cutAddress(sentence.slice(previousEnd + boundary.index + boundary[0].length));
    }
    const newLabel = labelValue(text, NEW_SIEGE_LABEL);
    if (newLabel) return cutAddress(text.slice(newLabel.index, newLabel.index + 200));
  }
  const labelled = scopedMatch(folded, SIEGE_LABEL, scope);
  if (labelled) {
    const start = labelled.index + labelled[0].length;
    return cutAddress(text.slice(start, start + 200).split(/\n(?=[\p{L} '’]{2,40}:)|\n\n/u)[0]!);
  }
  // 'dont le siège est fixé au 12 rue …', 'ayant son siège social à …', 'dont le siège est situé 12 rue …'
  // (the address may follow the verb directly when it opens with a number or a building).
  const inline = scopedMatch(folded, SIEGE_INLINE, scope);
  if (inline) {
    const start = inline.index + inline[0].length;
    return cutAddress(text.slice(start, start + 200));
  }
  return null;
}

function nameAt(text: string, index: number): string | null {
  const rest = text.slice(index);
  const quoted = QUOTED_AT_START.exec(rest);
  if (quoted) return tidyName(quoted[1]!);
  const upper = UPPER_NAME_AT_START.exec(rest) ?? FRAMED_NAME_AT_START.exec(rest);
  if (upper) {
    const name = stripFormSuffix(upper[1]!);
    return name.replace(/[^\p{L}\d]/gu, '').length >= 2 ? name : null;
  }
  return null;
}

export interface NameChange {
  ancienne: string | null;
  nouvelle: string | null;
}

const TAKEN_AFTER_CLAUSE = /\b(?:a|ont) (?:adopte|pris)\b[^.;:\n]{0,120}?,\s*(?:la|une) (?:nouvelle\s+)?(?:denomination|raison sociale)(?: sociale)?\s*:?\s*/u;

export function extractNameChange(text: string): NameChange {
  const folded = fold(text);
  // The wordings below that name the 'dénomination' are looked for only in a text that holds the
  // word: most notices do not (speed only).
  const named = folded.includes('denomination') || SHORT_NEW_NAME.test(folded) || CUT_NAME_CHANGE.test(folded);
  let ancienne: string | null = null;
  let nouvelle: string | null = null;
  const oldLabelled = labelValue(text, OLD_NAME_LABEL);
  const oldLabel = /\b(?:ancienne denomination|anc\. den(?:om)?\.|anciennement(?: denommee)?|precedemment denommee|ex-)\s*:?\s*/u.exec(folded);
  if (oldLabelled) ancienne = stripFormSuffix(oldLabelled.value) || null;
  else if (oldLabel) ancienne = nameAt(text, oldLabel.index + oldLabel[0].length);
  // A labelled value is the whole rest of its line ('Nouvelle dénomination : Le Quai Gourmand').
  const newLabelled = labelValue(text, NEW_NAME_LABEL);
  // A small ad abbreviates the label ('nouv. dénom. : X', 'Nouv. dén. : X'); a participle may tell who chose the name
  // before its verb ('la nouvelle dénomination adoptée par l'assemblée du … est « X »').
  const newLabel = /\b(?:nouvelle denomination(?: sociale)?|nouv\. den(?:om)?\.)(?:\s+(?:adoptee|retenue|choisie|decidee)\b[^.:«"“\n]{0,120}?\s(?:est|sera)\s*:?|\s*(?::|est)?)\s*/u.exec(folded);
  // Its name in capitals may go on under it, as a labelled dénomination's does (capitals-name-cut.ts).
  // A label's value that is another label ('Nouvelle dénomination :' / 'Dénomination : X' over a
  // change told further on) holds no new name; a value that tells the change itself ('X devient « Y »',
  // 'X → « Y »') holds the new name after its verb, the former before it.
  const told = newLabelled ? TOLD_CHANGE.exec(newLabelled.value) : null;
  if (told && newLabelled) {
    nouvelle = nameAt(text, newLabelled.index + told.index + told[0].length);
    const old = stripFormSuffix(newLabelled.value.slice(0, told.index).trim());
    if (nouvelle && UPPER_OR_QUOTED_WHOLE.test(old)) ancienne ??= tidyName(old.replace(/^[«"“]\s*|\s*[»"”]$/gu, ''));
  } else if (newLabelled && !LABEL_OPENING.test(newLabelled.value)) nouvelle = stripFormSuffix(capitalsValueOverLines(text, newLabelled.index, newLabelled.value)) || null;
  else if (newLabel && !newLabelled) nouvelle = nameAt(text, newLabel.index + newLabel[0].length);
  // The change told as done ('la dénomination de la société est devenue « X »', 'a été modifiée en X') reads as 'devient'.
  // The date it takes effect may stand between the verb and the name ('qui devient à compter du même jour : « X »'),
  // a narrow column's line break between its words ('à compter du même' / 'jour : X'),
  // or between two commas ('devient, à compter de ce jour, « X »'), or right before the quoted name
  // ('qui devient à compter du 1er juin 2026 « X »').
  // It may stand between the auxiliary and its participle ('est, à compter du 1er août 2026, remplacée par : « X »').
  // A narrow column may break the line after a comma before the verb ('la dénomination sociale,' / 'qui devient « X »'),
  // or between two words of the clause ('la dénomination sociale' / 'de la société est devenue « X »'),
  // or right before the verb ('la dénomination sociale, qui' / 'devient « X »').
  // A compositor may point the verb at the new name ('ex-« X » devient → Y').
  // A compositor's 'Nouveau nom : X … devient Y' names the change as the word does; the old name's
  // identifier may stand between ('X SARL RID 1234567.001 devient Y': a dot between digits ends no sentence).
  const becomes = named && /\b(?:denomination(?: sociale)?|(?:nouveau|nouv\.?|nv\.?) nom|(?:chgt|changement) (?:de )?den(?:om)?\.)(?:\b|(?<=\.))((?:[^.\n]|,\n|(?<=\p{L})\n(?=\p{L})|(?<=\d)\.(?=\d)){0,120}?\n?)\b(?:devient|est devenue|a ete remplacee par|a ete modifiee en|a ete changee en|est remplacee par|est modifiee en|est changee en|est desormais|sera desormais|(?:est|a ete|sera),\s*(?:a compter|avec effet|a partir)\b[^,:«"“\n]{0,40},\s*(?:remplacee par|modifiee en|changee en))(?:\s*,?\s*(?:a\s+compter|avec\s+effet|a\s+partir)\b(?:[^:«"“\n]|(?<=\p{L})\n(?=\p{L})){0,40}?(?:(?=\s*:)|\s*,(?=\s*[«"“\p{L}])|(?=\s*[«"“])))?\s*(?::|[→⇒➜►▸]|-+>)?\s*/u.exec(folded);
  if (becomes) {
    nouvelle ??= nameAt(text, becomes.index + becomes[0].length);
    if (!ancienne) {
      const between = becomes.index + becomes[0].indexOf(becomes[1]!);
      const old = QUOTED_OR_UPPER_NAME.exec(text.slice(between, between + becomes[1]!.length));
      const oldName = old ? tidyName(old[1] ?? old[2] ?? '') : '';
      // The former name's identifier may stand before the verb ('X SAS RID … devient Y'): no part of the name, nor its form.
      if (oldName.replace(/[^\p{L}\d]/gu, '').length >= 2) ancienne = withoutFormPrefix(stripFormSuffix(oldName.replace(IDENTIFIER_TAIL, '')), text);
    }
  }
  // A compositor's arrow from the former name to the new one, right after a new name's label ('Nv
  // nom : X RID … → « Y »') or a former name's 'ex-' ('ex-X → Y'); an arrow elsewhere may lead from an
  // old seat or officer to the new one.
  const label = NEW_NAME_WORDS.exec(folded);
  const labelEnd = label ? label.index + label[0].length : -1;
  const labelArrow = label ? ARROW_TO_NAME.exec(text.slice(labelEnd, labelEnd + ARROW_REACH)) : null;
  const formerArrow = FORMER_ARROW.exec(text);
  if (labelArrow) nouvelle ??= nameAt(text, labelEnd + labelArrow.index + labelArrow[0].length);
  else if (formerArrow) {
    nouvelle ??= nameAt(text, formerArrow.index + formerArrow[0].length);
    ancienne ??= nameAt(text, formerArrow.index + formerArrow[0].indexOf('-') + 1);
  }
  // 'la société a pris la dénomination X', 'prendra désormais la dénomination « X »', 'prend le nom
  // de : « X »', 'les associés ont adopté la dénomination « X »' (a decision told as done, any voice),
  // 'a décidé d'adopter la dénomination X' (the decision's infinitive), 'qui s'appellera désormais « X »',
  // 'a décidé que la société prendrait la dénomination « X »' (the decision in reported speech).
  const taken = /\b(?:(?:a pris|ont pris|a adopte|ont adopte|adopte|adopter|prendre|prend|prendra|prendrait|portera|porterait)\s+(?:desormais\s+|dorenavant\s+)?(?:(?:la|une|pour)\s+(?:nouvelle\s+)?(?:denomination|raison sociale)(?: sociale)?|le\s+(?:nouveau\s+)?nom(?:\s+de)?)|s'appellera\s+(?:desormais|dorenavant))\s*:?\s*/u.exec(folded);
  if (taken) nouvelle ??= nameAt(text, taken.index + taken[0].length);
  // The change told in everyday words ('elle s'appelait A, maintenant c'est B', plain-name-change.ts).
  const plain = plainNameChange(folded);
  if (plain) {
    nouvelle ??= nameAt(text, plain.newAt);
    if (plain.oldAt !== null) ancienne ??= nameAt(text, plain.oldAt);
  }
  // Two quoted names either side of the verb ('EURL « X » devient « Y »'): the quotes say both are names, whatever word names the change.
  const quotedBecomes = QUOTED_BECOMES.exec(text);
  if (quotedBecomes) {
    nouvelle ??= tidyName(quotedBecomes[2]!);
    ancienne ??= tidyName(quotedBecomes[1]!);
  }
  // The decision's date and organ may stand between the verb and the name, between commas ('a adopté
  // le 20 mars 2026, par décision de ses associés, la dénomination X').
  if (!taken && named) {
    const takenAfterClause = TAKEN_AFTER_CLAUSE.exec(folded);
    if (takenAfterClause) nouvelle ??= nameAt(text, takenAfterClause.index + takenAfterClause[0].length);
  }
  const raisonSociale = newRaisonSocialeAt(folded);
  if (raisonSociale !== null) {
    nouvelle ??= nameAt(text, raisonSociale);
    ancienne ??= formerRaisonSociale(text, raisonSociale);
  }
  // 'remplacer la dénomination sociale par : « B »': the new name alone; the date it takes effect
  // may stand between the verb and its object ('remplacer, à compter du 1er mars 2026, la dénomination sociale par : B');
  // the name may be announced first ('… par la suivante : « B »').
  // The name after it opens on a quote or a capital as printed (the folded text holds no capital).
  const replacedBy = named && /\b(?:remplac|modifi|chang)\w*(?:\s*,(?:[^,;.\n]|(?<=\p{L}|\d)\n(?=\p{L}|\d)){1,60},)?\s+(?:la |sa )?denomination(?: sociale)?\s+(?:par|en)(?:\s+(?:la suivante|celle-ci|la nouvelle denomination suivante))?\s*:?\s*/u.exec(folded);
  if (replacedBy && /^[«"“\p{Lu}]/u.test(text.slice(replacedBy.index + replacedBy[0].length))) nouvelle ??= nameAt(text, replacedBy.index + replacedBy[0].length);
  // 'remplacer la dénomination sociale « A » par « B »', 'modifier la dénomination « A » en « B »'.
  // The date it takes effect may stand between the verb and its object, as above.
  const replaced = named && /\b(?:remplac|modifi|chang)\w*(?:\s*,[^,;.\n]{1,60},)?\s+(?:la |sa )?denomination(?: sociale)?\s+(?=[«"“\p{Lu}])/u.exec(folded);
  if (replaced && (!ancienne || !nouvelle)) {
    const segment = text.slice(replaced.index + replaced[0].length, replaced.index + replaced[0].length + 200);
    const pair = NAME_PAIR.exec(segment);
    if (pair) {
      ancienne ??= tidyName(pair[1] ?? pair[2] ?? '');
      nouvelle ??= tidyName(pair[3] ?? pair[4] ?? '');
    }
  }
  const fromTo = named && /\bdenomination(?: sociale)?\s+(?:de la societe\s+)?de\s+/u.exec(folded);
  if (fromTo && (!ancienne || !nouvelle)) {
    const segment = text.slice(fromTo.index + fromTo[0].length, fromTo.index + fromTo[0].length + 200);
    const pair = NAME_PAIR.exec(segment);
    if (pair) {
      ancienne ??= tidyName(pair[1] ?? pair[2] ?? '');
      nouvelle ??= tidyName(pair[3] ?? pair[4] ?? '');
    }
  }
  // 'Ancienne mention : X' / 'Nouvelle mention : Y' under a change of the dénomination the text
  // names ('CHANGEMENT DE DÉNOMINATION', 'modifier la dénomination'): Y is the new name. The mention
  // of another item carries that item's label ('Nouvelle mention : Capital : …').
  if (!nouvelle && named && NAME_CHANGED.test(folded)) {
    const newMentions = labelValues(text, NEW_MENTION_LABEL);
    // The name's sigle printed after it (`Y – sigle : YZ`, `Y (sigle : YZ)`) is no label of another item.
    const value = newMentions.length === 1 ? newMentions[0]!.value.replace(SIGLE_AFTER_NAME, '') : '';
    if (value && !value.includes(':')) nouvelle = stripFormSuffix(value.replace(/\s*\.\s*$/u, '')) || null;
  }
  // 'X' / 'devenue « Y »' in the header: the new name under the former one.
  if (!nouvelle) {
    const renamedAt = renamedLineNameStart(folded);
    if (renamedAt >= 0) nouvelle = nameAt(text, renamedAt);
  }
  // 'Ancienne mention : X / Nouvelle mention : Y' names the old name only when Y is the new one.
  if (nouvelle && !ancienne) {
    const oldMention = labelValue(text, OLD_MENTION_LABEL);
    const newMention = labelValue(text, NEW_MENTION_LABEL);
    if (oldMention && newMention && tidyName(newMention.value) === nouvelle) ancienne = tidyName(oldMention.value);
  }
  // A change the notice says was not made names no new name (name-change-not-made.ts).
  if (nouvelle && nameChangeNotMade(folded)) return { ancienne: null, nouvelle: null };
  return { ancienne: ancienne || null, nouvelle: nouvelle || null };
}
