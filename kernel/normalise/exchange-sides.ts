/**
 * The side each company takes in the exchange of a business a notice tells (a sale, a
 * location-gérance granted, renewed or ended): the one who gives (sells, lets) against the one who
 * gets (buys, takes the business to run), whichever side tells the notice and however it is laid
 * out. A reader reads it from French grammar, not from one writer's phrases:
 *
 * - the verb's direction: the subject of a verb of giving (`vend`, `a cédé`, `a consenti`, `donne
 *   en location-gérance`) gives and its complement after `à` / `au profit de` gets; the subject of a
 *   verb of getting (`a acquis`, `informe avoir acquis`, `a racheté`, `prend en location-gérance`,
 *   `tenait`) gets and its complement after `de` / `auprès de` / `à` gives; the agent after `par`
 *   of either verb in the passive (`a été acquis par`, `consentie par`) takes the verb's own side.
 *   Words between the verb and its complement (`suivant acte du …, enregistré à …,`) change nothing;
 *   a representative between a company and its verb (`représentée par son président, M. X,`) speaks
 *   for it;
 * - the parties as the text names them again: an ordinal that refers back (`la première`, `la
 *   seconde`, two companies identified), `cette dernière` / `celle-ci` (the one named last), or a
 *   company's name once its identifier was printed beside it (in its description or its header
 *   block);
 * - a role named after a party (`la première étant le bailleur`, `X en étant le bailleur et Y le
 *   locataire-gérant`, `(ci-après « le Preneur »)`);
 * - the notice's signature, which names the side of the company that tells it (`Pour avis,
 *   l'acquéreur` under `La société A, …, RIDET …, informe que …`).
 *
 * In a `cession` (no parts or shares traded), the one giver is the subject and those who get are
 * third parties; the subject rules decide again on that, unless they already publish the giver. A
 * company read on both sides, two givers, or no giver read (none is made the giver by elimination)
 * leave the exchange unread: the rules decide as before, and quarantine where they cannot tell the
 * sides.
 */

import { actKind } from './act-parties.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { companyMentions } from './company-mentions.ts';
import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';
import { LESSOR, LETTING, LETTING_ABBREVIATED, TAKER, TENANT_MANAGER } from './letting-words.ts';
import type { RidetMatch } from './ridet.ts';
import { OF_PREMISES } from './role-noun-parties.ts';
import { withoutSeatApposition } from './seat-apposition.ts';
import { TELLING_VERB } from './telling-words.ts';
import { BUYER, SELLER } from './sale-words.ts';

export type ExchangeSide = 'gives' | 'gets';

/** A business let or sold: the only exchanges read (shares sold name their company the subject whoever the parties). */
const BUSINESS = new RegExp(String.raw`\b(?:fonds|fds|${LETTING}|${LETTING_ABBREVIATED}|${TENANT_MANAGER})(?![\p{L}])`, 'u');
const SHARES_EXCHANGED = /\b(?:parts sociales|parts|(?<!\bpar )actions)\b/;

/**
 * The verbs of giving a business (their participles and tenses), folded; giving and entrusting only of a letting (`donne à Y en location-gérance`, `a confié à titre de location-gérance à Y`),
 * or entrusting the running of the business (`a confié à la première l'exploitation du fonds`).
 */
const GIVING = String.raw`(?:vend(?:u|ue|re|ra|ait|ent)?|ced(?:e|ee|er|era|ait|ent)|consent(?:i|ie|ir|ira|ait|ent)?|conced(?:e|ee|er|era|ait)|lou(?:e|ee|er|era|ait)|(?:donn|confi)(?:e|ee|er|era|ait|ent)(?=[^.;]{0,60}?\b(?:en|a titre de)\s+(?:${LETTING}|${LETTING_ABBREVIATED}|gerance))|confi(?:e|ee|er|era|ait|ent)(?=[^.;]{0,60}?\bl'exploitation d[ue]\s+(?:son |sa |ce |cet |le |la )?fonds\b))`;
/**
 * An owner taking back the running of its own business (`reprend l'exploitation`, `reprend, à compter
 * du 1er août 2026, l'exploitation directe du fonds`) gets nothing from the other side.
 */
const RUNNING_TAKEN_BACK = String.raw`(?:[ ,][^.;]{0,60}?)? l'exploitation`;
/** The verbs of getting a business, folded. */
const GETTING = String.raw`(?:acqui(?:s|se|ert|erent)|acquer(?:ir|ra|ront)|achet(?:e|ee|er|era|ait)|rachet(?:e|ee|er|era|ait)|repris(?!${RUNNING_TAKEN_BACK})|reprend(?:re|ra)?(?!${RUNNING_TAKEN_BACK})|ten(?:ait|aient|u)|tient|(?:pris|prend|prendre|prendra|prenait|recu|recoit|exploit(?:e|era|ait|ent)?)\s+en\s+(?:${LETTING}|${LETTING_ABBREVIATED}|gerance))`;
/**
 * The nouns of the exchange: the sale given (`la vente du fonds … par X à Y`), the purchase got
 * (`l'acquisition … auprès de X`), whose subject is read only in `a fait l'acquisition`.
 */
// Not the business's trade (`un fonds de commerce de vente de produits agricoles`): that sale is what the business does.
const GIVING_NOUN = String.raw`(?:(?<!\b(?:commerce|activites?|magasin|boutique|fonds|negoce|atelier)\s+d[e']\s*)vente|cession)`;
const GETTING_NOUN = String.raw`(?:(?:fait|faire|fera) l'(?:acquisition|achat)|acquisition|achat|rachat)`;
const VERB = new RegExp(String.raw`\b(?:(${GIVING})|(${GETTING})|(${GIVING_NOUN})|(${GETTING_NOUN}))(?![\p{L}])`, 'gu');
/** The same, tested on the words between a party and its verb (no global state). */
const ANY_VERB = new RegExp(VERB.source, 'u');
/** A passive voice right before the participle: the fonds is the grammatical subject, the party the agent after `par`. */
const PASSIVE_BEFORE = /\b(?:ete|est|sont|etait|fut|sera)\s+$/;

/** The ordinals and demonstratives that refer back to a party named before. */
const ORDINAL = /\b(?:(la premiere|le premier)|(la seconde|le second|la deuxieme|le deuxieme)|(cette derniere|ce dernier|celle-ci|celui-ci))(?![\p{L}-])(?!\s+(?:insertion|publication|fois|annee|partie|page|assemblee|reunion|periode|tranche|\d))/gu;

/** A company referred back to as the one just named (`consentie par ladite société`). */
const SAID_COMPANY = /\b(?:ladite|la dite) (?:societe|entreprise)\b/g;

/** A party introduced after the verb by its preposition: a company (its article and form) or a person (a civility). */
const PARTY_WORD = String.raw`(?:(?:la |le |l'|ladite |la dite )?(?:societe|ste|entreprise|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b|(?:m\.|mme|mlle|monsieur|madame)\s|la premiere\b|le premier\b|la seconde\b|le second\b|la deuxieme\b|le deuxieme\b|cette derniere\b|ce dernier\b|celle-ci\b|celui-ci\b)`;
// 'pour le compte de', 'au nom de': the one acted for, no party of the exchange.
const PREPOSITION_PARTY = new RegExp(String.raw`(?<![\p{L}])(?<!compte |nom )(aupres de|au profit de|de|d'|a|par)\s+(?=${PARTY_WORD})`, 'gu');
/** A company or a person introduced as a sentence's own subject: another party than the identifier before it. */
const PARTY_INTRODUCED = new RegExp(String.raw`(?:^|[,;]\s*|\b(?:que|et|puis)\s+)${PARTY_WORD}`, 'u');
/** Another party joined by `et` (`la société A, …, et la société B … ont`): the verb is theirs together. */
const JOINED_PARTY = /\bet\s+(?:la |le |l')?(?:societe|ste|m\.|mme)/;
/**
 * Words between a party and a verb that give the verb another subject: a label or a compositor's
 * mark (a form's field ends there), or a noun with its article (`…, RIDET …. Le contrat … consenti le …`: the contract is
 * what is consented, not by the company before it).
 */
// A compositor's spaced mark ends a field as a label does (`X (…, RIDET …) ▪ loc.-gérance consentie le …`);
// the exchange's own noun printed bare, as a box prints it (`fonds de …`, `loc.-gérance consentie le …`), is
// the participle's subject as it is with its article.
const OTHER_SUBJECT = /:|\s[▪|•·◆■►▸♦]\s|(?:^|[\s,(])(?:le|la|les|l'|un|une|des|du)\s*[a-z]|(?:^|[\s,(])(?:fonds|fds|loc\.|location|gerance|contrat|bail)(?![\p{L}])/u;
/** A representative named between a company and its verb ('représentée par son président, M. X,', 'agissant par sa gérante Mme Y,'). */
const REPRESENTATIVE = /\b(?:representee?s?|agissant|prise?)\s+(?:par|en la personne de|en sa qualite de)\b[^;]{0,90}?,(?=[^,]*$)|\b(?:representee?s?|agissant)\s+(?:par|en la personne de)\b[^;,]{0,90}/g;

/**
 * A role named after a party: `(bailleur)`, `, en étant le bailleur`, `étant le locataire-gérant`, `(ci-après « le Preneur »)`.
 * Not a role closed by a colon, a precision in brackets between or not: that is the next party's label
 * (`Cessionnaire : B, …, RIDET …` / `Cédant (ancien exploitant) : A, …`). Nor the lessor or owner of
 * premises (`, bailleresse des locaux de la société E`): the walls' lessor lets no business.
 */
const GIVING_ROLE = String.raw`(?:${LESSOR}|proprietaire|${SELLER})`;
const GETTING_ROLE = String.raw`(?:${TENANT_MANAGER}|locataire|${TAKER}|${BUYER})`;
const ROLE_AFTER = new RegExp(
  String.raw`^[ \t,(]*(?:(?:en\s+)?etant|en (?:sa )?qualite de|comme|ci-apres(?:[ \t]+(?:denommee?|designee?))?)?[ \t]*[«"“]?[ \t]*(?:le |la |l')?(?:(${GIVING_ROLE})|(${GETTING_ROLE}))(?![\p{L}-])(?![ \t]*(?:\([^()\n]{0,40}\)[ \t]*)?:)(?!${OF_PREMISES})`,
  'u',
);

/** What stands before a role word that opens its own line: a line break, then spaces and an article at most. */
const ROLE_LINE_START = /\n[ \t]*(?:le |la |l')?$/;
/** How far after a party its role is looked for, past a siège's apposition (an address and a town). */
const ROLE_REACH = 200;
/**
 * The person who represents a party, in apposition between the party's particulars and the role named
 * after it (`…, RIDET …, représentée par sa gérante Mme W, locataire-gérante,`): a person represents a
 * company, the role after them is the company's side of the act.
 */
const REPRESENTED_BY_PERSON = /^[\s,]*representee?\s+par\s+(?:(?:sa|son)\s+[a-z-]+(?:\s+(?:general|generale|delegue|deleguee|unique))?\s*,?\s*)?(?:m\.|mme|mlle|monsieur|madame)\s+[^,;:()\n]{2,60}(?=,)/;

/**
 * An identifier the text says is a side's (`pour lequel le vendeur est immatriculé sous le n° …`,
 * `l'acquéreur étant inscrit au RIDET sous le numéro …`), however far from that side's name.
 */
const SIDE_REGISTERED_BEFORE = new RegExp(
  String.raw`(?:l'|le |la )(?:(${GIVING_ROLE})|(${GETTING_ROLE}))[ \t]+(?:est[ \t]+|etant[ \t]+)?(?:immatricule|inscrit|enregistre|identifie)e?[ \t]+(?:au[ \t]+(?:ridet|rid|registre[^,.;\n]{0,40}?)[ \t]+)?(?:sous[ \t]+(?:le|les)[ \t]+)?(?:n°|no|numeros?|ridet)?[ \t.:]*$`,
  'u',
);
/** An identifier whose bracket says whose it is (`RIDET 1 048 875.002 (établissement secondaire de Koumac du bailleur)`). */
const SIDE_OWNS_AFTER = new RegExp(String.raw`^[ \t]*\((?:[^()\n]{0,80}?[ \t])?(?:du|de la|de l')[ \t]*(?:(${GIVING_ROLE})|(${GETTING_ROLE}))[ \t]*\)`, 'u');
/** A party named after its role in apposition (`elle-même et la société propriétaire du fonds, la SOCIÉTÉ X`, `le bailleur, la société Y`). */
const ROLE_BEFORE_PARTY = new RegExp(String.raw`(?:^|[\s,(])(?:la societe |le |la |l')(?:(${GIVING_ROLE})|(${GETTING_ROLE}))(?:[ \t]+(?:du|dudit|de ce) fonds)?[ \t]*,[ \t]*(?:la |le |l')?$`, 'u');
/** The business's owner named after the participle that describes the business (`appartenant à la première`). */
const OWNED_BY_BEFORE = /\b(?:appartenant|appartient|appartenait)\s+a\s+$/;
/** The one who runs a business let (`exploité par la seconde`); in a sale, the one who ran it is the seller, so only in a letting. */
const RUN_BY_BEFORE = /\bexploitee?\s+par\s+$/;
/** The notice's signature naming the side that tells it. */
const SIGNED_SIDE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:pour avis\s*[,:–—-]?\s*)?(?:l'|le |la )(?:(${GIVING_ROLE})|(${GETTING_ROLE}))[ \t.]*(?:\n|$)`, 'u');
/** The verbs a company tells its notice by ('La société A, …, RIDET …, informe que …'). */
const TELLING = new RegExp(String.raw`\b${TELLING_VERB}\b`, 'g');

/** How far a verb may stand from its subject, a complement from its verb or an identifier from its introduction. */
const SUBJECT_GAP = 260;
const COMPLEMENT_GAP = 220;
const DESCRIPTION_GAP = 320;
const DENOMINATION_LINE = /^[ \t]*(?:denomination(?: sociale)?|raison sociale)[ \t]*:[ \t]*[«"]?([^«»"\n]+?)[»"]?[ \t.]*$/;
/** A name is bound to its identifier when printed at most this far before it. */
const NAME_BINDING_GAP = 250;
/** A name shorter than this (in letters) is found in too many words to be a reference. */
const NAME_MIN_LETTERS = 6;

interface Reference {
  start: number;
  end: number;
  rid: string;
}

/** Where each sentence ends in the folded prose: a full stop no civility, amount or abbreviation holds, a semicolon, a blank line. */
const CLAUSE_RUN = new RegExp(String.raw`${CLAUSE_CHAR_NL}+`, 'g');
const BLANK_LINE = /\n[ \t]*\n/g;
function sentenceEnds(prose: string): number[] {
  const ends: number[] = [];
  for (const m of matchesOf(CLAUSE_RUN, prose)) ends.push(m.index + m[0].length);
  for (const m of matchesOf(BLANK_LINE, prose)) ends.push(m.index);
  return ends.sort((a, b) => a - b);
}

/** The name bound to each identifier: the company introduced right before it, or its header block's first line. */
function boundNames(text: string, folded: string, matches: readonly RidetMatch[]): Map<string, string> {
  const names = new Map<string, string>();
  const mentions = companyMentions(text);
  matches.forEach((match, i) => {
    const since = i > 0 ? matches[i - 1]!.index + matches[i - 1]!.printed.length : 0;
    const mention = mentions.filter((c) => c.end <= match.index && match.index - c.end <= NAME_BINDING_GAP && c.index >= since).at(-1);
    const blockStart = folded.lastIndexOf('\n\n', match.index) + 1;
    const blockLines = folded.slice(blockStart, match.index).split('\n').filter((l) => l.trim() !== '');
    // A block of short lines over the identifier: its `Dénomination :` line, or its first line when it is no label.
    // A block printing another company's identifier too is a table or a page, not this company's header.
    const ownBlock = !matches.some((other) => other.rid !== match.rid && other.index >= blockStart && other.index < match.index);
    const shortBlock = !mention && ownBlock && blockLines.length >= 2 && blockLines.length <= 6 && blockLines.every((l) => l.length <= 100);
    const labelled = shortBlock ? blockLines.map((l) => DENOMINATION_LINE.exec(l)?.[1]).find(Boolean) : undefined;
    const header = labelled ?? (shortBlock && !blockLines[0]!.includes(':') ? blockLines[0]!.split(/\s*(?:,|\s[-–—]\s|\(|\bau capital\b)/u)[0]!.trim() : null);
    const name = fold(mention?.name ?? '').trim() || header;
    if (name && name.replace(/[^a-z]/g, '').length >= NAME_MIN_LETTERS && !names.has(match.rid)) names.set(match.rid, name);
  });
  return names;
}

/** Every place the text names a party: its identifiers, its name again, an ordinal or a demonstrative referring back. */
/** The word that gives a business its sign or trade name, right before the name (folded prose). */
const SIGN_BEFORE = /\b(?:enseigne|nom commercial)\s*:?\s*[«"“]?\s*$/;

function references(text: string, folded: string, prose: string, matches: readonly RidetMatch[]): Reference[] {
  const refs: Reference[] = matches.map((m) => ({ start: m.index, end: m.index + m.printed.length, rid: m.rid }));
  const order = [...new Set([...matches].sort((a, b) => a.index - b.index).map((m) => m.rid))];
  const names = boundNames(text, folded, matches);
  // `ladite société`: the company named last before it (a person's identifier, no company name bound to it, is passed over).
  for (const m of matchesOf(SAID_COMPANY, prose)) {
    const last = matches.filter((x) => x.index < m.index && names.has(x.rid)).at(-1);
    if (last) refs.push({ start: m.index, end: m.index + m[0].length, rid: last.rid });
  }
  for (const [name, rid] of [...names].map(([r, n]) => [n, r] as const)) {
    for (let at = prose.indexOf(name); at >= 0; at = prose.indexOf(name, at + 1)) {
      if (/[\p{L}0-9]/u.test(prose[at - 1] ?? '') || /[\p{L}0-9]/u.test(prose[at + name.length] ?? '')) continue;
      // The business's sign (`exploité sous l'enseigne « X »`) names the business, not the company of that name.
      if (SIGN_BEFORE.test(prose.slice(Math.max(0, at - 40), at))) continue;
      refs.push({ start: at, end: at + name.length, rid });
    }
  }
  if (order.length === 2) {
    const secondAt = matches.find((m) => m.rid === order[1])!.index;
    for (const m of matchesOf(ORDINAL, prose)) {
      if (m.index < secondAt) continue;
      if (m[1] || m[2]) refs.push({ start: m.index, end: m.index + m[0].length, rid: m[1] ? order[0]! : order[1]! });
      else {
        const last = matches.filter((x) => x.index < m.index).at(-1);
        if (last) refs.push({ start: m.index, end: m.index + m[0].length, rid: last.rid });
      }
    }
  }
  return refs.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Whether the folded text tells the exchange of a business (a sale or a letting of a fonds), not of parts or shares. */
export function exchangesBusiness(folded: string): boolean {
  return BUSINESS.test(folded) && !SHARES_EXCHANGED.test(folded);
}

/**
 * The side of each company (by RID) the exchange of a business gives it; empty when the text tells
 * no such exchange, and when a company is read on both sides or two companies as the giver.
 */
export function exchangeSides(text: string, matches: readonly RidetMatch[]): Map<string, ExchangeSide> {
  const none = new Map<string, ExchangeSide>();
  if (new Set(matches.map((m) => m.rid)).size < 2) return none;
  const folded = fold(text);
  if (!exchangesBusiness(folded)) return none;
  // One act only: a business bought and then let (`X, qui avait acquis le fonds de Y, le donne en
  // location-gérance à Z`) is two, whose sides are not the one notice's.
  const kind = actKind(folded);
  if (kind !== 'sale' && kind !== 'letting') return none;
  // A line broken inside a paragraph reads as a space (a narrow column's wrap moves nothing).
  const prose = folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
  const refs = references(text, folded, prose, matches);
  const ends = sentenceEnds(prose);
  const sentenceStart = (at: number): number => ends.filter((e) => e <= at).at(-1) ?? 0;
  const sentenceEnd = (at: number): number => ends.find((e) => e > at) ?? prose.length;
  const read = new Map<string, Set<ExchangeSide>>();
  const add = (rid: string, side: ExchangeSide): void => {
    read.set(rid, (read.get(rid) ?? new Set()).add(side));
  };

  for (const verb of matchesOf(VERB, prose)) {
    const side: ExchangeSide = verb[1] || verb[3] ? 'gives' : 'gets';
    const start = sentenceStart(verb.index);
    const end = sentenceEnd(verb.index);
    const passive = PASSIVE_BEFORE.test(prose.slice(Math.max(start, verb.index - 24), verb.index));
    // A noun has no subject of its own, but for the one who makes the purchase (`X a fait l'acquisition`).
    const hasSubject = verb[1] !== undefined || verb[2] !== undefined || (verb[4] !== undefined && verb[4].startsWith('f'));
    if (!passive && hasSubject) {
      const earlier = refs.filter((r) => r.end <= verb.index && r.start >= start);
      let at = earlier.length - 1;
      // A company introduced as the party's officer (`X, …, RIDET …, ayant pour présidente la société
      // H, …, RIDET …, elle-même représentée par …, a vendu`) speaks for it: the verb is the party's.
      let apposedAt = -1;
      while (at >= 0) {
        let first = at;
        while (first > 0 && earlier[first - 1]!.rid === earlier[at]!.rid) first -= 1;
        const from = first === 0 ? 0 : Math.max(earlier[first - 1]!.end, earlier[first]!.start - 80);
        const apposed = first === 0 ? null : OFFICER_APPOSED_BEFORE.exec(prose.slice(from, earlier[first]!.start));
        if (!apposed) break;
        apposedAt = from + apposed.index;
        at = first - 1;
      }
      const last = earlier[earlier.length - 1];
      const subject = at >= 0 && verb.index - last!.end <= SUBJECT_GAP ? earlier[at] : undefined;
      // The officer's own apposition read past (`…, représentée par sa présidente, la société H, …,
      // RIDET …, elle-même représentée par M. Y, a confié`): the words before it and after the
      // officer's identifier are the party's.
      const apposedPast = subject !== undefined && apposedAt >= subject.end && subjectOf(prose.slice(subject.end, apposedAt)) && subjectOf(prose.slice(last!.end, verb.index));
      if (subject && (apposedPast || subjectOf(prose.slice(subject.end, verb.index).replace(OFFICER_APPOSITION, (m) => ' '.repeat(m.length))))) add(subject.rid, side);
    }
    const complement = complementOf(prose, refs, verb.index + verb[0].length, end);
    if (!complement) continue;
    if (complement.preposition === 'par') add(complement.rid, side);
    else if (side === 'gives' && (complement.preposition === 'a' || complement.preposition === 'au profit de')) add(complement.rid, 'gets');
    else if (side === 'gets' && complement.preposition !== 'au profit de') add(complement.rid, 'gives');
  }
  for (const ref of refs) {
    // The party's siège in apposition is read past (`B, …, RIDET …, dont le siège est …, 98860 Koné,
    // propriétaire du fonds …`): the role after it is still the party's own.
    const near = prose.slice(ref.end, ref.end + ROLE_REACH);
    const seatFree = withoutSeatApposition(near);
    const seatSkipped = near.length - seatFree.length + (REPRESENTED_BY_PERSON.exec(seatFree)?.[0].length ?? 0);
    const role = ROLE_AFTER.exec(near.slice(seatSkipped, seatSkipped + 60));
    // A role word that opens the next line as printed is that line's label (`… RIDET …` / `Loueur (…)`
    // / `X`), the next party's, not a role named after this one (the prose joins the lines).
    if (role && !ROLE_LINE_START.test(folded.slice(ref.end, ref.end + seatSkipped + role[0].length - (role[1] ?? role[2])!.length))) add(ref.rid, role[1] ? 'gives' : 'gets');
  }
  for (const ref of refs) {
    const wordsBefore = prose.slice(Math.max(0, ref.start - 80), ref.start);
    const roleBefore = ROLE_BEFORE_PARTY.exec(wordsBefore);
    if (roleBefore) add(ref.rid, roleBefore[1] ? 'gives' : 'gets');
    // The business's owner and, in a letting, the one who runs it, named by the participles that
    // describe the business (`le fonds …, appartenant à la première et exploité par la seconde`).
    else if (OWNED_BY_BEFORE.test(wordsBefore)) add(ref.rid, 'gives');
    else if (kind === 'letting' && RUN_BY_BEFORE.test(wordsBefore)) add(ref.rid, 'gets');
  }
  for (const m of matches) {
    const owns = SIDE_OWNS_AFTER.exec(prose.slice(m.index + m.printed.length, m.index + m.printed.length + 120));
    if (owns) add(m.rid, owns[1] ? 'gives' : 'gets');
    // The match may hold its own label (`immatriculé sous le n° …`): read up to its first digit.
    const digit = m.printed.search(/\d/);
    const registered = SIDE_REGISTERED_BEFORE.exec(prose.slice(Math.max(0, m.index - 120), m.index + Math.max(0, digit)));
    if (registered) add(m.rid, registered[1] ? 'gives' : 'gets');
  }
  const signed = SIGNED_SIDE.exec(folded.slice(Math.max(0, folded.trimEnd().length - 160)));
  if (signed) {
    for (const telling of matchesOf(TELLING, prose)) {
      const start = sentenceStart(telling.index);
      const teller = refs.filter((r) => r.end <= telling.index && r.start >= start && telling.index - r.end <= SUBJECT_GAP).at(-1);
      if (teller && subjectOf(prose.slice(teller.end, telling.index))) add(teller.rid, signed[1] ? 'gives' : 'gets');
    }
  }

  const sides = new Map<string, ExchangeSide>();
  for (const [rid, set] of read) {
    if (set.size !== 1) return none;
    sides.set(rid, [...set][0]!);
  }
  const givers = [...sides.values()].filter((s) => s === 'gives').length;
  return givers > 1 ? none : sides;
}

/** The words that introduce a party's officer company in apposition to the party (`ayant pour gérante la société`, `dont le président est la société`). */
const OFFICER_APPOSED_BEFORE = /(?:\bayant pour|\bdont (?:le |la |l')?(?:gerante?|presidente?|liquidat(?:eur|rice)) est|\brepresentee? par)\s+(?:(?:sa |son |le |la )?(?:gerante?|presidente?|liquidat(?:eur|rice))\s*,?\s*)?(?:la societe |la |l')?$/;
/** The officer company's whole apposition, from its introduction to the verb: no party of the act. */
const OFFICER_APPOSITION = /\b(?:ayant pour|dont (?:le |la |l')?(?:gerante?|presidente?|liquidat(?:eur|rice)) est)\b[^;]*$/;

/** Whether the words between a party and a verb leave the party the verb's subject: no other party introduced, no other verb of exchange. */
function subjectOf(gap: string): boolean {
  const own = gap.replace(REPRESENTATIVE, (m) => ' '.repeat(m.length));
  return !PARTY_INTRODUCED.test(own) && !OTHER_SUBJECT.test(own) && !ANY_VERB.test(own) && !JOINED_PARTY.test(own);
}

/** The party a verb governs after it: the first one introduced by its preposition, bound to its identifier or its reference. */
function complementOf(prose: string, refs: readonly Reference[], from: number, end: number): { preposition: string; rid: string } | null {
  const window = prose.slice(from, Math.min(end, from + COMPLEMENT_GAP));
  PREPOSITION_PARTY.lastIndex = 0;
  const intro = PREPOSITION_PARTY.exec(window);
  if (!intro) return null;
  // Another verb of exchange before the party: the party is that verb's.
  if (ANY_VERB.test(window.slice(0, intro.index))) return null;
  const at = from + intro.index + intro[0].length;
  const direct = refs.find((r) => r.start === at);
  if (direct) return { preposition: intro[1]!, rid: direct.rid };
  // A company described up to its identifier, no other party introduced before it.
  const ref = refs.find((r) => r.start > at && r.start - at <= DESCRIPTION_GAP && r.start < end);
  if (!ref) return null;
  PREPOSITION_PARTY.lastIndex = 0;
  const between = prose.slice(at, ref.start);
  if (PREPOSITION_PARTY.test(between) || JOINED_PARTY.test(between)) return null;
  return { preposition: intro[1]!, rid: ref.rid };
}

/** A company as the subject rules judge it (subject-ridet.ts's JudgedRidet), the parts this reading reads and sets. */
interface JudgedParty {
  match: RidetMatch;
  third: boolean;
  adviser: boolean;
  sellerSide: boolean;
  exchange?: ExchangeSide;
  creditor?: boolean;
  wrongNumber?: boolean;
  courtOfficer?: boolean;
  tenant?: boolean;
  organ?: boolean;
}

/**
 * The judgments with the exchange's sides read in: the giver is the one who sells or lets (the
 * notice's side for a sale or a letting of a business, by the field rules), whatever role words
 * another party's clause left before it; the one who gets is another party. Left as they were when
 * the exchange is not read, when no company is read as the giver (none is made the giver by
 * elimination), or when another reading already gives the giver a role of its own (an adviser, the
 * court's appointee, an organ, the tenant, a creditor, a number said to be wrong) or makes the one
 * who gets the seller.
 */
function withExchangeSides<T extends JudgedParty>(text: string, judged: T[]): T[] {
  const sides = exchangeSides(text, judged.map((j) => j.match));
  const giver = [...sides].find(([, side]) => side === 'gives')?.[0];
  if (giver === undefined) return judged;
  const contradicted = judged.some((j) =>
    j.match.rid === giver ? j.adviser || j.tenant === true || j.organ === true || j.courtOfficer === true || j.creditor === true || j.wrongNumber === true : sides.get(j.match.rid) === 'gets' && j.sellerSide,
  );
  if (contradicted) return judged;
  return judged.map((j) => {
    const side = sides.get(j.match.rid);
    if (side === 'gives') return { ...j, third: false, sellerSide: true, exchange: side };
    if (side === 'gets') return { ...j, third: true, exchange: side };
    return j;
  });
}

/** A decision of the subject rules: its pick, the judgments it read and the rule that decided. */
interface Decision<T extends JudgedParty> {
  match: RidetMatch | null;
  judged: T[];
  rule: string;
}

/**
 * The subject rules' decision with the exchange's sides read in: where the rules already publish
 * the giver, their decision stands (its rule says which reading found it), its judgments marked
 * with the sides for the fitted score; otherwise the rules decide again (`decide`) on the judgments
 * the sides amend. `read`: the judgments the decision was taken on.
 */
export function decidedWithExchangeSides<T extends JudgedParty, D extends Decision<T>>(text: string, read: T[], decision: D, decide: (sided: T[]) => D): D {
  const sided = withExchangeSides(text, read);
  if (sided === read) return decision;
  const giver = sided.find((j) => j.exchange === 'gives')!.match.rid;
  if (decision.match?.rid === giver && decision.rule !== 'premier_candidat' && decision.rule !== 'tous_tiers') {
    // The decision's judgments follow the read ones, one for one (an organ or a contributor marked).
    return { ...decision, judged: decision.judged.map((j, i) => (sided[i]!.exchange ? { ...j, exchange: sided[i]!.exchange } : j)) };
  }
  return decide(sided);
}

