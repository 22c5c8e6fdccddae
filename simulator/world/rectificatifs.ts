/**
 * Rectificatifs: a notice printed with a mistake (a misspelt name, a wrong capital) and, some
 * days later in the same journal, the notice that corrects it. The mistaken notice's ground
 * truth is what it prints; the rectificatif's is the corrected reading, with the type of the
 * notice it corrects and its own date.
 */

import type { Random } from './random.ts';
import type { Channel, EventSubtype } from './types.ts';
import { capitalNormalised, formatDateLong, formatDateNumeric } from './french-format.ts';
import { PROSE_FORMES, money, on, subjectIdent, withArticle, withIdent, type RealisticContext, type RealisticNotice } from './realistic-context.ts';

export type Misprint = { kind: 'name'; wrong: string } | { kind: 'capital'; wrong: number };

/** The notice each corrected subtype is called by in a rectificatif. */
const EVENT_PHRASES: Partial<Record<EventSubtype, string>> = {
  constitution: 'à la constitution',
  augmentation_capital: "à l'augmentation du capital",
  transfert_siege: 'au transfert du siège social',
  changement_objet: "à la modification de l'objet social",
  changement_dirigeant: 'à la nomination du nouveau dirigeant',
  vente_fonds: 'à la vente du fonds de commerce',
  location_gerance: 'à la mise en location-gérance du fonds de commerce',
};

export const CORRECTABLE_SUBTYPES: ReadonlySet<EventSubtype> = new Set(Object.keys(EVENT_PHRASES) as EventSubtype[]);

/**
 * A typing slip in a name: two neighbouring letters of its longest word swapped, or one letter
 * dropped. The result always differs from the name and keeps its shape (capitals, spaces).
 */
export function misspell(name: string, random: Random): string {
  const words = name.split(' ');
  let longest = 0;
  words.forEach((w, i) => {
    if (w.length > (words[longest]?.length ?? 0)) longest = i;
  });
  const word = words[longest] ?? name;
  const letters = [...word];
  const at = random.int(1, Math.max(1, letters.length - 3));
  let wrong: string;
  if (random.chance(0.5) && letters[at] !== letters[at + 1]) {
    [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
    wrong = letters.join('');
  } else {
    letters.splice(at, 1);
    wrong = letters.join('');
  }
  if (wrong === word) wrong = `${word}${word.at(-1) ?? ''}`;
  words[longest] = wrong;
  return words.join(' ');
}

/** What the mistaken notice prints: a misspelt name, or (constitution, capital) a capital one zero short. */
export function drawMisprint(random: Random, subtype: EventSubtype, name: string, capital: number): Misprint {
  if ((subtype === 'constitution' || subtype === 'augmentation_capital') && capital >= 100_000 && random.chance(0.5)) {
    return { kind: 'capital', wrong: capital / 10 };
  }
  return { kind: 'name', wrong: misspell(name, random) };
}

function journalOf(channels: readonly Channel[]): string {
  if (channels.includes('LNC')) return 'Les Nouvelles Calédoniennes';
  if (channels.includes('ActuNC')) return 'Actu NC';
  return 'le Journal officiel de la Nouvelle-Calédonie';
}

export interface Corrected {
  subtype: EventSubtype;
  /** The mistaken notice's publication date and channels. */
  publicationDate: string;
  channels: readonly Channel[];
  misprint: Misprint;
}

/**
 * The rectificatif, rendered with the company as it truly is (ctx.company). It names the notice
 * it corrects by its event and the act's date, so both its type and (without a masthead) its
 * date come from its own words.
 */
export function renderRectificatif(ctx: RealisticContext, corrected: Corrected): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const ident = subjectIdent(ctx);
  const phrase = EVENT_PHRASES[corrected.subtype] ?? 'à la modification';
  const printed = r.chance(0.5) ? formatDateLong(corrected.publicationDate) : formatDateNumeric(corrected.publicationDate);
  const where = `parue ${corrected.channels.includes('JONC') && corrected.channels.length === 1 ? `au ${journalOf(corrected.channels)}` : `dans ${journalOf(corrected.channels)}`} du ${printed}`;
  const form = PROSE_FORMES[c.forme] ?? c.forme;
  const body: string[] = [];
  let capital: string | null = null;
  if (corrected.misprint.kind === 'name') {
    const wrong = corrected.misprint.wrong;
    body.push(
      `Dans l'annonce relative ${phrase} de la société ${wrong}, ${c.forme}${withIdent(ident)}, décidée par acte ${on(ctx, ctx.actDate)}, ${where}, il convenait de lire « ${c.denomination} » au lieu de « ${wrong} ».`,
      "Le reste de l'annonce demeure inchangé.",
    );
  } else {
    const label = corrected.subtype === 'constitution' ? 'Capital social' : 'Nouveau capital';
    capital = capitalNormalised(c.capital);
    body.push(
      `Rectificatif à l'annonce ${where} relative ${phrase} ${withArticle('de la', form)} ${c.denomination}${withIdent(ident)} (acte ${on(ctx, ctx.actDate)}) :`,
      `il fallait lire « ${label} : ${money(ctx, c.capital)} » et non « ${label} : ${money(ctx, corrected.misprint.wrong)} ».`,
    );
  }
  body.push('Pour avis.');
  return {
    heading: r.pick(['RECTIFICATIF', 'AVIS RECTIFICATIF', 'ERRATUM']),
    body,
    template: `realistic-rectificatif-${corrected.misprint.kind === 'name' ? 'denomination' : 'capital'}`,
    forme: c.forme,
    capital,
    siege: null,
    features: ['rectificatif', 'caps-heading', 'distractor-date', ...(ctx.dateWording === 'words' || ctx.dateWording === 'deed' ? ['date:words'] : [])],
  };
}
