/**
 * Company facts a notice states: capital, siège, and name changes. Each extractor returns null
 * when the notice does not say, rather than a guess. (The subject's dénomination and legal form
 * are in subject-company.ts.)
 */

import { QUOTED, UPPER_NAME, tidyName } from './company-mentions.js';
import { fold } from './fold.js';
import { labelValue } from './labels.js';
import { AMOUNT_SOURCE, amountValue, formatCapital } from './money.js';
import { stripFormSuffix } from './subject-company.js';

/** The capital in force after the notice: the new amount of a change, else the one stated. */
export function extractCapital(text: string): string | null {
  const folded = fold(text);
  const amount = AMOUNT_SOURCE;
  const patterns = [
    new RegExp(`\\b(?:porte|ramene|reduit|augmente|diminue|fixe|eleve)(?:e|es|s|r)?\\b(?:[^.;]|\\.(?=\\d|\\s?cfp)){0,120}?\\ba\\s+(?:la somme de\\s+)?${amount}`, 'iu'),
    new RegExp(`\\bnouveau capital(?: social)?\\s*(?::|est de|de)?\\s*${amount}`, 'iu'),
    new RegExp(`\\bcapital(?: social)?\\s+(?:est |s'eleve )?desormais (?:de |a |fixe a )?${amount}`, 'iu'),
    new RegExp(`\\bcapital(?: social)?\\s*:\\s*${amount}`, 'iu'),
    new RegExp(`\\bcapital(?: social)?(?: de| fixe a| s'elevant a)?\\s+${amount}`, 'iu'),
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(folded);
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
  const flat = raw.replace(/[ \t]+/g, ' ').trim().replace(/^(?:au|à|a|sis|sise|:)\s+/iu, '');
  POSTCODE_COMMUNE.lastIndex = 0;
  const postcode = POSTCODE_COMMUNE.exec(flat);
  let address = postcode
    ? flat.slice(0, postcode.index + postcode[0].length)
    : (flat.split(/\.\s+(?=\p{Lu})|;|\s+à compter\b|\s+a compter\b/u)[0] ?? flat);
  address = address.replace(/\s+/g, ' ').replace(/[\s,.;:]+$/u, '').trim();
  return address.length >= 3 ? address : null;
}

/** For transfers the new siège, else the stated one. */
export function extractSiege(text: string): string | null {
  const folded = fold(text);
  const transfer = /\b(?:transfert (?:du |de |de son )?siege|transferer (?:le|son) siege|siege (?:social )?(?:a ete |est |sera )?transfere)[^\n]*/u.exec(folded);
  if (transfer) {
    const start = transfer.index + transfer[0].indexOf('siege');
    const windowText = text.slice(start, start + 500).replace(/\s+/g, ' ');
    const sentence = windowText.split(/\.\s+(?=\p{Lu})/u)[0] ?? windowText;
    POSTCODE_COMMUNE.lastIndex = 0;
    const postcodes = [...sentence.matchAll(POSTCODE_COMMUNE)];
    const last = postcodes.at(-1);
    if (last) {
      const previousEnd = postcodes.length > 1 ? postcodes.at(-2)!.index + postcodes.at(-2)![0].length : 0;
      const before = sentence.slice(previousEnd, last.index);
      const boundaries = [...before.matchAll(/(?:\bau|(?<![\p{L}])à|:|\bvers|\bsuivante)\s+/giu)];
      const boundary = boundaries.at(-1);
      if (boundary) return cutAddress(sentence.slice(previousEnd + boundary.index + boundary[0].length));
    }
    const newLabel = labelValue(text, /nouveau siege(?: social)?\s*:\s*/);
    if (newLabel) return cutAddress(text.slice(newLabel.index, newLabel.index + 200));
  }
  const labelled = /(?:^|\n|[,;.]\s)[ ]*(?:nouveau )?siege(?: social)?\s*:\s*/u.exec(folded);
  if (labelled) {
    const start = labelled.index + labelled[0].length;
    return cutAddress(text.slice(start, start + 200).split(/\n(?=[\p{L} '’]{2,40}:)|\n\n/u)[0]!);
  }
  const inline = /\bsiege(?: social)?\s+(?:est )?(?:fixe |situe |sis )?(?:au|a|:)\s+/u.exec(folded);
  if (inline) {
    const start = inline.index + inline[0].length;
    return cutAddress(text.slice(start, start + 200));
  }
  return null;
}

function nameAt(text: string, index: number): string | null {
  const rest = text.slice(index);
  const quoted = new RegExp(`^\\s*:?\\s*${QUOTED}`, 'u').exec(rest);
  if (quoted) return tidyName(quoted[1]!);
  const upper = new RegExp(`^\\s*:?\\s*(?:la société\\s+|société\\s+)?(${UPPER_NAME})`, 'u').exec(rest);
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

export function extractNameChange(text: string): NameChange {
  const folded = fold(text);
  let ancienne: string | null = null;
  let nouvelle: string | null = null;
  const oldLabelled = labelValue(text, /(?:^|\n)[ ]*ancienne denomination(?: sociale)?\s*:\s*/);
  const oldLabel = /\b(?:ancienne denomination|anciennement(?: denommee)?|precedemment denommee|ex-)\s*:?\s*/u.exec(folded);
  if (oldLabelled) ancienne = stripFormSuffix(oldLabelled.value) || null;
  else if (oldLabel) ancienne = nameAt(text, oldLabel.index + oldLabel[0].length);
  // A labelled value is the whole rest of its line ('Nouvelle dénomination : Le Quai Gourmand').
  const newLabelled = labelValue(text, /(?:^|\n)[ ]*nouvelle denomination(?: sociale)?\s*:\s*/);
  const newLabel = /\bnouvelle denomination(?: sociale)?\s*(?::|est)?\s*/u.exec(folded);
  if (newLabelled) nouvelle = stripFormSuffix(newLabelled.value) || null;
  else if (newLabel) nouvelle = nameAt(text, newLabel.index + newLabel[0].length);
  const becomes = /\bdenomination(?: sociale)?\b([^.\n]{0,120}?)\b(?:devient|est remplacee par|est modifiee en|est changee en|est desormais|sera desormais)\s*:?\s*/u.exec(folded);
  if (becomes) {
    nouvelle ??= nameAt(text, becomes.index + becomes[0].length);
    if (!ancienne) {
      const between = becomes.index + becomes[0].indexOf(becomes[1]!);
      const old = new RegExp(`${QUOTED}|(${UPPER_NAME})`, 'u').exec(text.slice(between, between + becomes[1]!.length));
      const oldName = old ? tidyName(old[1] ?? old[2] ?? '') : '';
      if (oldName.replace(/[^\p{L}\d]/gu, '').length >= 2) ancienne = stripFormSuffix(oldName);
    }
  }
  const fromTo = /\bdenomination(?: sociale)?\s+(?:de la societe\s+)?de\s+/u.exec(folded);
  if (fromTo && (!ancienne || !nouvelle)) {
    const segment = text.slice(fromTo.index + fromTo[0].length, fromTo.index + fromTo[0].length + 200);
    const pair = new RegExp(`^(?:${QUOTED}|(${UPPER_NAME}))\\s+(?:en|par)\\s+(?:${QUOTED}|(${UPPER_NAME}))`, 'u').exec(segment);
    if (pair) {
      ancienne ??= tidyName(pair[1] ?? pair[2] ?? '');
      nouvelle ??= tidyName(pair[3] ?? pair[4] ?? '');
    }
  }
  // 'Ancienne mention : X / Nouvelle mention : Y' names the old name only when Y is the new one.
  if (nouvelle && !ancienne) {
    const oldMention = labelValue(text, /\bancienne mention\s*:\s*/);
    const newMention = labelValue(text, /\bnouvelle mention\s*:\s*/);
    if (oldMention && newMention && tidyName(newMention.value) === nouvelle) ancienne = tidyName(oldMention.value);
  }
  return { ancienne: ancienne || null, nouvelle: nouvelle || null };
}
