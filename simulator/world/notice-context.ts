import type { Random } from './random.ts';
import type { CompanyState, Officer } from './companies.ts';
import { siegeLine } from './companies.ts';
import {
  capitalNormalised, formatDate, formatMoney, moneyStylesFor, type DateStyle, type MoneyStyle,
} from './french-format.ts';

/** What a template prints a notice from; built per event by the timeline. */
export interface NoticeContext {
  /** A stream private to this event: template choices never shift other events. */
  random: Random;
  /** The company as it stands after the event. */
  company: CompanyState;
  /** The identifier line as printed ('RIDET 1 231 083.002', 'RCS Nouméa ...'), null when none. */
  ident: string | null;
  actDate: string;
  dateStyle: DateStyle;
  moneyStyle: MoneyStyle;
}

/** A rendered notice plus the fields it prints, so ground truth matches the text exactly. */
export interface RenderedNotice {
  heading: string;
  body: string[];
  template: string;
  forme: string | null;
  capital: string | null;
  siege: string | null;
}

export const LONG_FORMES: Readonly<Record<string, string>> = {
  SARL: 'Société à responsabilité limitée',
  SAS: 'Société par actions simplifiée',
  SASU: 'Société par actions simplifiée unipersonnelle',
  EURL: 'Entreprise unipersonnelle à responsabilité limitée',
  SCI: 'Société civile immobilière',
  SA: 'Société anonyme',
  SNC: 'Société en nom collectif',
};

export function date(ctx: NoticeContext, iso: string): string {
  return formatDate(iso, ctx.dateStyle);
}

export function money(ctx: NoticeContext, value: number): string {
  const style = moneyStylesFor(value).includes(ctx.moneyStyle) ? ctx.moneyStyle : 'fcfp';
  return formatMoney(value, style);
}

const FEMININE: Readonly<Record<string, string>> = {
  gérant: 'gérante',
  président: 'présidente',
  'directeur général': 'directrice générale',
  liquidateur: 'liquidatrice',
};

/** The function as printed: feminine for a woman (ground truth keeps the masculine base label). */
export function fonctionLabel(o: Officer): string {
  return o.civilite === 'Mme' ? (FEMININE[o.fonction] ?? o.fonction) : o.fonction;
}

export function nommeLabel(o: Officer): string {
  return o.civilite === 'Mme' ? 'nommée' : 'nommé';
}

/** 'M. Jean DUPONT' or 'Mme DUPONT Marie'; a company officer (a holding, a firm) as 'la société X'. */
export function personName(ctx: NoticeContext, o: Officer): string {
  if (o.prenoms === null || o.civilite === null) return `la société ${o.nom}`;
  if (!o.prenoms.includes(',') && ctx.random.chance(0.3)) return `${o.civilite} ${o.nom} ${o.prenoms}`;
  return `${o.civilite} ${o.prenoms} ${o.nom}`;
}

/** `beforeVerb`: the phrase is a subject, so an address aside must be closed by a comma. */
export function personWithAddress(ctx: NoticeContext, o: Officer, beforeVerb = false): string {
  const name = personName(ctx, o);
  if (o.prenoms === null) return name;
  return ctx.random.chance(0.6) ? `${name}, demeurant à ${ctx.company.commune.name}${beforeVerb ? ',' : ''}` : name;
}

/** Past participle agreeing with the officer: 'révoqué' / 'révoquée'. */
export function agree(o: Pick<Officer, 'civilite'>, masculine: string): string {
  return o.civilite === 'Mme' ? `${masculine}e` : masculine;
}

const SINGLE_MEMBER = new Set(['EURL', 'SASU']);

/** Who decides: a single-member company decides through its associé unique. */
export function deciders(ctx: NoticeContext): { opening: string; subject: string } {
  const when = date(ctx, ctx.actDate);
  if (SINGLE_MEMBER.has(ctx.company.forme)) {
    return { opening: ctx.random.pick([`Aux termes d'une décision en date du ${when}`, `Aux termes de ses décisions du ${when}`]), subject: "l'associé unique a" };
  }
  const opening = ctx.random.pick([
    `Aux termes d'une assemblée générale extraordinaire du ${when}`,
    `Aux termes d'une assemblée générale extraordinaire en date du ${when}`,
    `Suivant procès-verbal de l'assemblée générale extraordinaire du ${when}`,
  ]);
  return { opening, subject: 'les associés ont' };
}

export interface HeaderOptions {
  anciennement?: string;
  enLiquidation?: boolean;
  /** Forbid the compact variant (it prints neither capital nor siège). */
  full?: boolean;
}

/** The block that opens a modification notice: name, form and capital, siège, identifier. */
export function headerBlock(ctx: NoticeContext, options: HeaderOptions = {}): Omit<RenderedNotice, 'heading' | 'body' | 'template'> & { lines: string[] } {
  const c = ctx.company;
  const name = options.anciennement ? `${c.denomination} (anciennement ${options.anciennement})` : c.denomination;
  const liq = options.enLiquidation ? ' en liquidation' : '';
  const siege = siegeLine(c);
  const lines: string[] = [];
  const variant = ctx.random.int(0, options.full ? 1 : 2);
  if (variant === 0) {
    lines.push(name, `${c.forme}${liq} au capital de ${money(ctx, c.capital)}`, `Siège social : ${siege}`);
  } else if (variant === 1) {
    lines.push(
      c.sigle && !options.anciennement ? `${name} (${c.sigle})` : name,
      `${LONG_FORMES[c.forme] ?? c.forme}${liq} au capital de ${money(ctx, c.capital)}`,
      `Siège social : ${siege}`,
    );
  } else {
    lines.push(name, `${c.forme}${liq}`);
    if (ctx.ident) lines.push(ctx.ident);
    return { lines, forme: c.forme, capital: null, siege: null };
  }
  if (ctx.ident) lines.push(ctx.ident);
  return { lines, forme: c.forme, capital: capitalNormalised(c.capital), siege };
}

export function officersLine(ctx: NoticeContext, officers: readonly Officer[]): string {
  return officers.map((o) => personWithAddress(ctx, o)).join(' et ');
}

export function signature(ctx: NoticeContext): string {
  const lead = ctx.company.officers[0]?.fonction;
  return lead === 'président' ? 'Pour avis, le président.' : ctx.random.chance(0.8) ? 'Pour avis, la gérance.' : 'Pour avis.';
}
