/**
 * What the realistic renderings print a notice from, and how they describe a company in running
 * prose: the legal form before the name ('la société à responsabilité limitée X', 'la SARL X'),
 * its capital, its siège and its identifier in the words real notices use. Each description says
 * which of the company's facts it printed, so the ground truth matches the text exactly.
 */

import type { Random } from './random.ts';
import type { Channel, RidetForm } from './types.ts';
import { siegeLine, type CompanyState, type Officer } from './companies.ts';
import { capitalNormalised, formatMoney, moneyStylesFor, type MoneyStyle } from './french-format.ts';
import { identInProse, onDate, splitIdentifier, thirdPartyIdent, type DateWording } from './realistic-format.ts';

/** Long forms in lower case, as running text writes them after 'la'. */
export const PROSE_FORMES: Readonly<Record<string, string>> = {
  SARL: 'société à responsabilité limitée',
  SAS: 'société par actions simplifiée',
  SASU: 'société par actions simplifiée unipersonnelle',
  EURL: 'entreprise unipersonnelle à responsabilité limitée',
  SCI: 'société civile immobilière',
  SA: 'société anonyme',
  SNC: 'société en nom collectif',
};

/** The subject's identifier as the event drew it (form and defect), null when none is printed. */
export interface SubjectIdent {
  form: RidetForm;
  /** The printed RID: the company's, or a Luhn-failing one for that defect. */
  rid: string;
  rank: string;
  year: number;
}

export interface RealisticContext {
  /** A stream private to this event's realistic rendering. */
  random: Random;
  /** The company as it stands after the event. */
  company: CompanyState;
  ident: SubjectIdent | null;
  actDate: string;
  publicationDate: string;
  channels: readonly Channel[];
  moneyStyle: MoneyStyle;
  dateWording: DateWording;
  /** Cut the subject's identifier across two lines (a narrow column). */
  splitIdent: boolean;
}

/** A rendered realistic notice: like a template's, plus its feature tags. */
export interface RealisticNotice {
  heading: string;
  body: string[];
  template: string;
  forme: string | null;
  capital: string | null;
  siege: string | null;
  /** Corpus-style tags: 'prose', 'form-before-name', 'buyer-seller', 'date:words', ... */
  features: string[];
}

export function money(ctx: RealisticContext, value: number): string {
  const style = moneyStylesFor(value).includes(ctx.moneyStyle) ? ctx.moneyStyle : 'fcfp';
  return formatMoney(value, style);
}

export function on(ctx: RealisticContext, iso: string): string {
  return onDate(iso, ctx.dateWording);
}

/** The subject's identifier in prose, or null when the notice prints none (`sans_ridet`). */
export function subjectIdent(ctx: RealisticContext): string | null {
  if (!ctx.ident) return null;
  const { form, rid, rank, year } = ctx.ident;
  const printed = identInProse(form, rid, rank, year, ctx.random);
  // Only a labelled RIDET or RID may run onto the next line: that is where parsers look for it.
  return ctx.splitIdent && /^(?:RIDET|n° RIDET|immatriculée au RIDET|RID)\b/u.test(printed) ? splitIdentifier(printed) : printed;
}

/** ', RIDET n° …' or '' when the subject prints no identifier. */
export function withIdent(ident: string | null): string {
  return ident ? `, ${ident}` : '';
}

/** 'la société …', but 'l'entreprise …', 'de l'entreprise …': elision before a vowel. */
export function withArticle(article: string, words: string): string {
  return /^[aeiouéèêh]/iu.test(words) ? `${article.replace(/la$/u, 'l’')}${words}` : `${article} ${words}`;
}

/** 'au 12 rue …', but 'à l'adresse suivante : immeuble …' when the address opens with a building or a lot. */
export function toAddress(address: string): string {
  return /^\d/u.test(address) ? `au ${address}` : `à l'adresse suivante : ${address}`;
}

/** 'du 12 rue …', 'de l'adresse immeuble …'. */
export function fromAddress(address: string): string {
  return /^\d/u.test(address) ? `du ${address}` : `de l'adresse ${address}`;
}

export interface Description {
  text: string;
  /** Normalised capital when printed ('1 000 000 F CFP'), else null. */
  capital: string | null;
  /** The siège address when printed, else null. */
  siege: string | null;
  /** The legal form's short code when printed. */
  forme: string | null;
}

export interface DescribeOptions {
  capital?: number | null;
  siege?: boolean;
  ident?: string | null;
  /** 'la' (default), 'de la', 'à la': the article the sentence needs. */
  article?: 'la' | 'de la' | 'à la' | 'par la';
  /** Written as ' en liquidation' after the form. */
  enLiquidation?: boolean;
}

/**
 * A company introduced in running text, the form before or after the name, in one of the ways
 * notices write it. SCI names that begin with 'SCI' always get the long form first ('la société
 * civile immobilière SCI X'), never 'la SCI SCI X'.
 */
export function describe(ctx: RealisticContext, c: CompanyState, options: DescribeOptions = {}): Description {
  const r = ctx.random;
  const article = options.article ?? 'la';
  const long = PROSE_FORMES[c.forme] ?? c.forme;
  const name = r.chance(0.25) ? `« ${c.denomination} »` : c.denomination;
  const liq = options.enLiquidation ? ' en liquidation' : '';
  const capital = options.capital === undefined ? c.capital : options.capital;
  const siege = options.siege === false ? null : siegeLine(c);
  const abbreviated = !c.denomination.startsWith(`${c.forme} `) && r.chance(0.35);
  const variant = r.int(0, 2);
  let text: string;
  if (variant === 0 || abbreviated) {
    // 'la SARL X' / 'la société à responsabilité limitée X'
    text = `${withArticle(article, abbreviated ? c.forme : long)} ${name}${liq}`;
    if (capital !== null) text += `, au capital de ${money(ctx, capital)}`;
  } else if (variant === 1) {
    // 'la société X, société à responsabilité limitée au capital de …'
    text = `${article} société ${name}, ${r.chance(0.5) ? long : c.forme}${liq}`;
    if (capital !== null) text += ` au capital de ${money(ctx, capital)}`;
  } else {
    // 'la société par actions simplifiée dénommée « X »'
    text = `${withArticle(article, long)} dénommée « ${c.denomination} »${liq}`;
    if (capital !== null) text += `, au capital de ${money(ctx, capital)}`;
  }
  if (siege) {
    const numbered = /^\d/u.test(siege);
    text += r.pick(numbered
      ? [`, dont le siège social est fixé au ${siege}`, `, dont le siège est ${siege}`, `, ayant son siège social au ${siege}`, `, dont le siège est situé ${siege}`]
      : [`, dont le siège est ${siege}`, `, dont le siège est situé ${siege}`]);
  }
  if (options.ident) text += `, ${options.ident}`;
  return { text, capital: capital === null ? null : capitalNormalised(capital), siege, forme: c.forme };
}

/** Another company of the world named in a notice (buyer, lessee, holding, absorbing company): always with its full RIDET. */
export function describeThirdParty(ctx: RealisticContext, c: CompanyState, options: { capital?: boolean; siege?: boolean; article?: DescribeOptions['article'] } = {}): string {
  const r = ctx.random;
  const article = options.article ?? 'la';
  let text = `${article} société ${c.denomination}, ${r.chance(0.5) ? (PROSE_FORMES[c.forme] ?? c.forme) : c.forme}`;
  if (options.capital !== false) text += ` au capital de ${money(ctx, c.capital)}`;
  if (options.siege) text += `, dont le siège est ${siegeLine(c)}`;
  return `${text}, ${thirdPartyIdent(c.rid, c.rank, r)}`;
}

/** 'M. Jean DUPONT', 'Mme DUPONT Marie'; a company officer by its name. */
export function personName(ctx: RealisticContext, o: Pick<Officer, 'nom' | 'prenoms' | 'civilite'>): string {
  if (o.prenoms === null || o.civilite === null) return `la société ${o.nom}`;
  return ctx.random.chance(0.2) && !o.prenoms.includes(',') ? `${o.civilite} ${o.nom} ${o.prenoms}` : `${o.civilite} ${o.prenoms} ${o.nom}`;
}

const FEMININE: Readonly<Record<string, string>> = {
  gérant: 'gérante',
  président: 'présidente',
  'directeur général': 'directrice générale',
  liquidateur: 'liquidatrice',
};

/** The function as printed: feminine for a woman, and for a company ('la société X, présidente'). */
export function roleLabel(o: Pick<Officer, 'civilite' | 'prenoms' | 'fonction'>): string {
  const feminine = o.civilite === 'Mme' || o.prenoms === null;
  return feminine ? (FEMININE[o.fonction] ?? o.fonction) : o.fonction;
}

/** 'nommé', 'nommée' (a woman or a company). */
export function agreed(o: Pick<Officer, 'civilite' | 'prenoms'>, masculine: string): string {
  return o.civilite === 'Mme' || o.prenoms === null ? `${masculine}e` : masculine;
}

/** How the members decide, by form: 'les associés de la SARL X … ont décidé', 'l'associé unique … a décidé'. */
export function single(c: CompanyState): boolean {
  return c.forme === 'EURL' || c.forme === 'SASU';
}

export function meeting(ctx: RealisticContext, extraordinary: boolean): string {
  const c = ctx.company;
  // The decider is named next ('l'associé unique de la SASU X … a décidé'): the opening does not repeat it.
  if (single(c)) return ctx.random.pick([`Par décision ${on(ctx, ctx.actDate)}`, `Aux termes de décisions en date ${on(ctx, ctx.actDate)}`]);
  const kind = extraordinary ? 'extraordinaire' : 'ordinaire';
  return ctx.random.pick([
    `Aux termes du procès-verbal de l'assemblée générale ${kind} ${on(ctx, ctx.actDate)}`,
    `Aux termes d'une délibération de l'assemblée générale ${kind} en date ${on(ctx, ctx.actDate)}`,
    `Par délibération de l'assemblée générale ${kind} ${on(ctx, ctx.actDate)}`,
  ]);
}

/** 'les associés de <the company described>' / 'l'associé unique de <…>', and the verb's agreement. */
export function deciders(c: CompanyState, described: string): { who: string; verb: 'a' | 'ont' } {
  return single(c) ? { who: `l'associé unique de ${described}`, verb: 'a' } : { who: `les associés de ${described}`, verb: 'ont' };
}
