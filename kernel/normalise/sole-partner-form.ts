/**
 * The form of a company the text says has a sole partner. An SAS with one partner is the legal
 * category SASU, a SARL with one the EURL: the labelling convention (README, "Labelling
 * conventions") reads `SASU` / `EURL` when the text says the subject's decisions are taken by its
 * sole partner ('Par décisions de l'associé unique du …', 'l'associée unique a décidé'), names the
 * subject as the company a sole partner holds ('…, associée unique de la SARL X') or founds it as
 * its sole partner ('a constitué, en qualité d'associée unique, une société …'). The sole partner
 * of another company (the absorbed one, a buyer, a parent's own) says nothing of the subject's. A
 * sale of parts changes who the partners are: the form the notice prints stands there.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { fold } from './fold.ts';

const SOLE_FORM: Readonly<Record<string, string>> = { SAS: 'SASU', SARL: 'EURL' };

const SOLE_PARTNER = /\bassociee?\s+unique\b/;
/** The organ that decides: 'décision(s) de l'associé(e) unique' (whose partner, said by what follows). */
const DECISIONS_OF = /\b(?:decisions?|deliberations?|proces-verbal)\s+(?:de\s+l'|du\s+)associee?\s+unique\b/g;
/** The sole partner as the one who decides, no company named: 'l'associée unique, statuant …, a décidé'. */
const DECIDES = /\bl'associee?\s+unique\s*(?:,[^,;.]{1,80},\s*)?(?:a|avait)\s+(?:decide|approuve|nomme|pris acte|constate|autorise|agree|transfere|modifie|augmente|reduit|prononce)\b/;
/** 'de chacune d'elles', 'de chacune des sociétés': each listed company's own sole partner. */
const OF_EACH = /^\s+de chacune\b/;
/** Any complement after the organ ('… de la société absorbée', '… de la SARL X'): whose partner it is. */
// Not a date ('… de l'associé unique du 7 février 2026', 'du même jour').
const COMPLEMENT = /^\s+(?:(?:de|du)\s+|d')(?![\s\d]|premier\b|1er\b|meme\b|ce jour\b)/;
/** 'associée unique de la SARL X', 'associé unique de la société « X »': the company held is X. */
const PARTNER_OF = /\bassociee?\s+unique\s+(?:de|du|d')\s*(?:la |l')?(?:societe\s+|sarl\s+|sas\s+)?(?:[«"“]\s*)?/g;
/** A founder as sole partner: 'a constitué, en qualité d'associée unique, une société …'. */
const FOUNDING = /\ben\s+qualite\s+d'associee?\s+unique\b/;
/** A company that had one partner and no longer has ('devenue pluripersonnelle'). */
const NO_LONGER_SOLE = /\bpluripersonnelle\b/;

const squeezed = (s: string): string => s.replace(/\s+/g, ' ');

/** Whether the text says the subject (named `denomination`) has a sole partner. */
export function saysSolePartner(text: string, denomination: string | null, type: AnnonceType | null): boolean {
  const folded = fold(text);
  if (!SOLE_PARTNER.test(folded) && !FOUNDING.test(folded)) return false;
  if (type === 'cession' || NO_LONGER_SOLE.test(folded)) return false;
  if (type === 'creation' && FOUNDING.test(folded)) return true;
  if (DECIDES.test(folded)) return true;
  for (const m of folded.matchAll(DECISIONS_OF)) {
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (OF_EACH.test(after) || !COMPLEMENT.test(after)) return true;
  }
  const name = denomination ? squeezed(fold(denomination)).trim() : '';
  if (name.length < 3) return false;
  for (const m of folded.matchAll(PARTNER_OF)) {
    const held = squeezed(folded.slice(m.index + m[0].length, m.index + m[0].length + name.length + 20));
    if (held.startsWith(name)) return true;
  }
  return false;
}

/** The subject's form under the sole-partner convention: SAS to SASU, SARL to EURL; any other as read. */
export function formWithSolePartner(form: string, text: string, denomination: string | null, type: AnnonceType | null): string {
  const sole = SOLE_FORM[form];
  return sole !== undefined && saysSolePartner(text, denomination, type) ? sole : form;
}
