/**
 * The second family of renderings: notices in the forms real ones take, written from the wording
 * rules of real New Caledonian announcements rather than from the parser's templates (see
 * README, "Two families of renderings"). Running prose with the legal form before the name,
 * capitals headings that are not the name, labelled forms in other words, dates in words,
 * identifiers in prose, seller and buyer each with a RIDET, a holding company as président,
 * mergers, TUP, location-gérance, court judgments. Mastheads, OCR faults and lists of judgments
 * are added around these by the timeline (realistic-format.ts, greffe-lists.ts).
 */

import type { EventSubtype } from './types.ts';
import { siegeLine, type CompanyState, type Officer } from './companies.ts';
import type { EventChange } from './notice-templates.ts';
import { capitalNormalised, groupDigits } from './french-format.ts';
import { LONG_FORMES } from './notice-context.ts';
import { wordDate } from './realistic-format.ts';
import {
  PROSE_FORMES, agreed, deciders, describe, describeThirdParty, fromAddress, meeting, money, on, personName, roleLabel, single, subjectIdent, toAddress,
  type RealisticContext, type RealisticNotice,
} from './realistic-context.ts';

const NOTARIES = ['Anne-Sophie KERMAREC', 'Olivier TAVERNIER', 'Hélène TUIMAVA', 'Franck DELORME'] as const;
const LAWYERS = ['Julie AMBROISE', 'Thomas KAWA', 'Laure DESCAMPS', 'Marc VINCENOT'] as const;
const COURT_OFFICERS = ['Pascale NORBERT', 'Éric TAVITA', 'Sandra MOUREAU', 'Yann CHÂTEAU'] as const;
const JUDGES = ['Bernard ALLARD', 'Claire HOSTEIN', 'Paul ROUSSET'] as const;

function features(ctx: RealisticContext, ...tags: string[]): string[] {
  const out = [...tags];
  if (ctx.dateWording === 'words' || ctx.dateWording === 'deed') out.push('date:words');
  if (ctx.splitIdent) out.push('ridet-split');
  return out;
}

/** The block that opens a modification notice: name, form and capital, siège, identifier. */
function headerBlock(ctx: RealisticContext, c: CompanyState, options: { capitalLine?: string; enLiquidation?: boolean } = {}): { lines: string[]; capital: string; siege: string } {
  const ident = subjectIdent(ctx);
  const liq = options.enLiquidation ? ' en liquidation' : '';
  const formLine = ctx.random.chance(0.5) ? `${LONG_FORMES[c.forme] ?? c.forme}${liq}` : `${c.forme}${liq}`;
  const lines = [c.denomination, `${formLine} ${options.capitalLine ?? `au capital de ${money(ctx, c.capital)}`}`, `Siège social : ${siegeLine(c)}`];
  if (ident) lines.push(ident.charAt(0).toUpperCase() + ident.slice(1));
  return { lines, capital: capitalNormalised(c.capital), siege: siegeLine(c) };
}

function officerPhrase(ctx: RealisticContext, o: Officer, holding: CompanyState | undefined): string {
  if (o.prenoms === null && holding && holding.denomination === o.nom) {
    return `${describeThirdParty(ctx, holding, { siege: ctx.random.chance(0.5) })}, représentée par son président, ${ctx.random.pick(['M. Gérald NOUVEAU', 'Mme Ilona PWÉI', 'M. Rudy WAÏA'])}`;
  }
  return personName(ctx, o);
}

// --- Constitution ---------------------------------------------------------------------------

export function renderConstitution(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const ident = subjectIdent(ctx);
  const siege = siegeLine(c);
  const lead = c.officers[0];
  const leads = c.officers.filter((o) => o.fonction === lead?.fonction);
  const others = c.officers.filter((o) => !leads.includes(o));
  const holding = change.holding;
  if (r.chance(0.5)) {
    const notary = r.pick(NOTARIES);
    const letterhead = r.chance(0.5) ? [`ÉTUDE DE MAÎTRE ${notary.toUpperCase()}`, 'Notaire à Nouméa'] : [];
    const opening = r.chance(0.5)
      ? `Suivant acte reçu par Maître ${notary}, notaire à Nouméa, le ${wordDate(ctx.actDate, ctx.dateWording === 'deed' ? 'words' : ctx.dateWording)}`
      : `Aux termes d'un acte sous seing privé en date à ${c.commune.name} ${on(ctx, ctx.actDate)}`;
    const name = r.chance(0.5) ? `dénommée « ${c.denomination} »` : `dénommée ${c.denomination}`;
    const body = [
      ...letterhead,
      `${opening}, il a été constitué une ${PROSE_FORMES[c.forme] ?? c.forme} ${name}, au capital de ${money(ctx, c.capital)}, dont le siège social est fixé ${toAddress(siege)}, ayant pour objet ${c.objet}, pour une durée de ${c.dureeAns} années.`,
    ];
    if (lead?.fonction === 'gérant') {
      body.push(leads.length > 1
        ? `Sont nommés cogérants pour une durée illimitée : ${leads.map((o) => personName(ctx, o)).join(' et ')}.`
        : `La gérance est assurée par ${personName(ctx, lead)}, pour une durée illimitée.`);
    } else if (lead) {
      body.push(lead.prenoms === null
        ? `Président : ${officerPhrase(ctx, lead, holding)}.`
        : `${agreed(lead, 'Nommé')} ${roleLabel(lead)} pour une durée illimitée : ${personName(ctx, lead)}.`);
    }
    for (const o of others) body.push(`${roleLabel(o).replace(/^./u, (s) => s.toUpperCase())} : ${personName(ctx, o)}.`);
    if (ident) body.push(r.chance(0.5) ? `La société est ${ident.startsWith('immatriculée') ? ident : `immatriculée sous le ${ident}`}.` : `${ident.charAt(0).toUpperCase()}${ident.slice(1)}.`);
    body.push(r.pick(['Pour avis, le notaire.', 'Pour insertion.', 'Pour avis.']));
    return {
      heading: r.pick(['AVIS DE CONSTITUTION', 'CONSTITUTION DE SOCIÉTÉ']),
      body,
      template: 'realistic-constitution-prose',
      forme: c.forme,
      capital: capitalNormalised(c.capital),
      siege,
      features: features(ctx, 'prose', 'form-before-name', ...(letterhead.length ? ['caps-heading'] : []), ...(holding ? ['holding-officer', 'two-companies'] : [])),
    };
  }
  // A header block, then the act and its labels in other words than the templates'.
  const header = headerBlock(ctx, c);
  const officers = lead?.fonction === 'gérant'
    ? [`${leads.length > 1 ? 'Cogérants' : 'Gérant'} : ${leads.map((o) => personName(ctx, o)).join(' et ')}`]
    : lead ? [`${roleLabel(lead).replace(/^./u, (s) => s.toUpperCase())} : ${officerPhrase(ctx, lead, holding)}`] : [];
  for (const o of others) officers.push(`${roleLabel(o).replace(/^./u, (s) => s.toUpperCase())} : ${personName(ctx, o)}`);
  const body = [
    ...header.lines,
    `Aux termes d'un acte sous seing privé ${on(ctx, ctx.actDate)}, il a été constitué une société présentant les caractéristiques suivantes :`,
    `Dénomination sociale : ${c.denomination}`,
    `Forme juridique : ${PROSE_FORMES[c.forme] ?? c.forme}`,
    `Capital social : ${money(ctx, c.capital)}, constitué d'apports en numéraire`,
    `Siège : ${siege}`,
    `Objet social : ${c.objet}`,
    `Durée : ${c.dureeAns} années à compter de l'immatriculation`,
    ...officers,
    'Pour avis.',
  ];
  return {
    heading: r.pick(['AVIS DE CONSTITUTION', 'CONSTITUTION']),
    body,
    template: 'realistic-constitution-labels',
    forme: c.forme,
    capital: header.capital,
    siege,
    features: features(ctx, 'labels', 'caps-heading', ...(holding ? ['holding-officer', 'two-companies'] : [])),
  };
}

// --- Capital --------------------------------------------------------------------------------

const CAPITAL_MODES = {
  numeraire: 'par apport en numéraire',
  reserves: 'par incorporation de réserves',
  pertes: 'par imputation sur les pertes',
} as const;

export function renderCapital(ctx: RealisticContext, change: EventChange, increase: boolean): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const old = change.oldCapital ?? c.capital;
  const delta = Math.abs(c.capital - old);
  const how = CAPITAL_MODES[change.capitalMode ?? 'numeraire'];
  const verb = increase ? `d'augmenter le capital social d'une somme de ${money(ctx, delta)} ${how}, pour le porter à ${money(ctx, c.capital)}` : `de réduire le capital social de ${money(ctx, delta)} ${how}, pour le ramener à ${money(ctx, c.capital)}`;
  if (r.chance(0.6)) {
    const d = describe(ctx, c, { capital: old, siege: r.chance(0.6), ident: subjectIdent(ctx) });
    const { who, verb: v } = deciders(c, d.text);
    return {
      heading: r.pick(increase ? ['AUGMENTATION DE CAPITAL', 'AVIS DE MODIFICATION'] : ['RÉDUCTION DU CAPITAL SOCIAL', 'AVIS DE MODIFICATION']),
      body: [`${meeting(ctx, true)}, ${who}, ${v} décidé ${verb}.`, 'Les articles 6 et 7 des statuts ont été modifiés en conséquence.', r.pick(['Pour avis, la gérance.', 'Pour avis.'])],
      template: 'realistic-capital-prose',
      forme: c.forme,
      capital: capitalNormalised(c.capital),
      siege: d.siege,
      features: features(ctx, 'prose', 'form-before-name'),
    };
  }
  const header = headerBlock(ctx, c, { capitalLine: `au capital de ${money(ctx, old)} ${increase ? 'porté' : 'ramené'} à ${money(ctx, c.capital)}` });
  return {
    heading: increase ? 'AUGMENTATION DU CAPITAL SOCIAL' : 'RÉDUCTION DU CAPITAL SOCIAL',
    body: [...header.lines, `L'assemblée générale extraordinaire réunie le ${wordDate(ctx.actDate, ctx.dateWording === 'deed' ? 'long' : ctx.dateWording)} a décidé ${verb}.`, 'Mention sera faite au RCS de Nouméa.'],
    template: 'realistic-capital-header',
    forme: c.forme,
    capital: capitalNormalised(c.capital),
    siege: header.siege,
    features: features(ctx, 'caps-heading'),
  };
}

/** The absorbing company's notice of a merger: its capital increases by the absorbed company's contribution. */
export function renderMergerCapital(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const absorbed = change.partner as CompanyState;
  const old = change.oldCapital ?? c.capital;
  const treaty = change.treatyDate ?? ctx.actDate;
  const contribution = `${describeThirdParty(ctx, absorbed, { siege: true })}`;
  if (r.chance(0.5)) {
    const header = headerBlock(ctx, c, { capitalLine: `au capital de ${money(ctx, old)} porté à ${money(ctx, c.capital)}` });
    return {
      heading: r.pick(['AVIS DE FUSION', 'FUSION-ABSORPTION – AUGMENTATION DE CAPITAL']),
      body: [
        ...header.lines,
        `Aux termes d'un traité de fusion sous seing privé en date du ${wordDate(treaty, 'long')}, ${contribution}, a fait apport à titre de fusion-absorption de l'ensemble de son patrimoine à la société ${c.denomination}.`,
        `L'assemblée générale extraordinaire de la société ${c.denomination} ${on(ctx, ctx.actDate)} a approuvé la fusion et augmenté le capital social de ${money(ctx, c.capital - old)}, pour le porter de ${money(ctx, old)} à ${money(ctx, c.capital)}, par la création d'actions nouvelles attribuées aux associés de la société absorbée.`,
        `La société ${absorbed.denomination} s'est trouvée dissoute sans liquidation à cette date.`,
        'Pour avis, le conseil d’administration.',
      ],
      template: 'realistic-fusion-absorbante-header',
      forme: c.forme,
      capital: capitalNormalised(c.capital),
      siege: header.siege,
      features: features(ctx, 'merger', 'two-companies', 'caps-heading'),
    };
  }
  const d = describe(ctx, c, { capital: old, siege: true, ident: subjectIdent(ctx), article: 'à la' });
  return {
    heading: 'AVIS DE FUSION',
    body: [
      `Aux termes d'un traité de fusion en date du ${wordDate(treaty, 'long')}, ${contribution}, a fait apport de l'ensemble de ses éléments d'actif et de passif ${d.text}.`,
      `L'assemblée générale extraordinaire de la société absorbante réunie le ${wordDate(ctx.actDate, ctx.dateWording === 'deed' ? 'long' : ctx.dateWording)} a approuvé la fusion et porté son capital social à ${money(ctx, c.capital)}. La fusion est devenue définitive à cette date.`,
      'Pour avis.',
    ],
    template: 'realistic-fusion-absorbante-prose',
    forme: c.forme,
    capital: capitalNormalised(c.capital),
    siege: d.siege,
    features: features(ctx, 'merger', 'two-companies', 'prose', 'form-before-name'),
  };
}

// --- Siège, statuts -------------------------------------------------------------------------

export function renderTransfer(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const siege = siegeLine(c);
  const ident = subjectIdent(ctx);
  if (r.chance(0.6)) {
    const decider = single(c) || c.forme === 'SAS' ? r.pick(['Par décision du président', 'Aux termes des décisions du président']) : 'Par décision de la gérance';
    const passive = r.chance(0.5);
    const d = describe(ctx, c, { siege: false, ident, article: passive ? 'de la' : 'la' });
    const body = passive
      ? [`${decider} en date ${on(ctx, ctx.actDate)}, le siège social ${d.text} a été transféré ${fromAddress(change.oldSiege ?? '')} ${toAddress(siege)}, à compter du même jour.`, "L'article 4 des statuts a été modifié en conséquence."]
      : [`${decider} ${on(ctx, ctx.actDate)}, ${d.text}, a transféré son siège social ${toAddress(siege)}.`, `Ancien siège : ${change.oldSiege ?? ''}.`];
    body.push('Pour avis.');
    return { heading: r.pick(['TRANSFERT DE SIÈGE', 'AVIS DE TRANSFERT DU SIÈGE SOCIAL']), body, template: 'realistic-siege-prose', forme: c.forme, capital: d.capital, siege, features: features(ctx, 'prose', 'form-before-name') };
  }
  const header = headerBlock(ctx, c);
  return {
    heading: 'TRANSFERT DU SIÈGE SOCIAL',
    body: [
      ...header.lines.map((line) => (line.startsWith('Siège social : ') ? `Siège social : ${change.oldSiege ?? siege}` : line)),
      `${meeting(ctx, true)}, il a été décidé de transférer le siège social, à compter du même jour, ${toAddress(siege)}.`,
      'Les statuts ont été modifiés en conséquence.',
    ],
    template: 'realistic-siege-header',
    forme: c.forme,
    capital: header.capital,
    siege,
    features: features(ctx, 'caps-heading'),
  };
}

export function renderDenomination(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const old = change.oldDenomination ?? '';
  const d = describe(ctx, { ...c, denomination: old }, { siege: r.chance(0.5), ident: subjectIdent(ctx) });
  const { who, verb } = deciders(c, d.text);
  const body = r.chance(0.5)
    ? [`${meeting(ctx, true)}, ${who}, ${verb} décidé de remplacer la dénomination sociale « ${old} » par « ${c.denomination} », à compter du même jour.`, "L'article 3 des statuts a été modifié en conséquence."]
    : [`${meeting(ctx, true)}, ${who}, ${verb} décidé de modifier la dénomination sociale.`, `Ancienne dénomination : ${old}`, `Nouvelle dénomination : ${c.denomination}`];
  body.push('Pour avis.');
  return { heading: r.pick(['CHANGEMENT DE DÉNOMINATION', 'MODIFICATION STATUTAIRE']), body, template: 'realistic-denomination', forme: c.forme, capital: d.capital, siege: d.siege, features: features(ctx, 'prose', 'form-before-name', 'name-change') };
}

export function renderObjet(ctx: RealisticContext): RealisticNotice {
  const c = ctx.company;
  const d = describe(ctx, c, { siege: false, capital: null, ident: subjectIdent(ctx) });
  const { who, verb } = deciders(c, d.text);
  return {
    heading: 'MODIFICATION DE L’OBJET SOCIAL',
    body: [`${meeting(ctx, true)}, ${who}, ${verb} décidé d'étendre l'objet social aux activités suivantes : ${c.objet}.`, "L'article 2 des statuts a été modifié en conséquence.", 'Pour avis.'],
    template: 'realistic-objet',
    forme: c.forme,
    capital: null,
    siege: null,
    features: features(ctx, 'prose', 'form-before-name'),
  };
}

export function renderProrogation(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const d = describe(ctx, c, { siege: false, ident: subjectIdent(ctx) });
  const { who, verb } = deciders(c, d.text);
  return {
    heading: 'PROROGATION',
    body: [`${meeting(ctx, true)}, ${who}, ${verb} décidé de proroger de ${change.prorogationAns ?? 30} années la durée de la société.`, 'Les statuts ont été modifiés en conséquence.', 'Pour avis.'],
    template: 'realistic-prorogation',
    forme: c.forme,
    capital: d.capital,
    siege: null,
    features: features(ctx, 'prose', 'form-before-name'),
  };
}

export function renderTransformation(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const old: CompanyState = { ...c, forme: change.oldForme ?? 'SARL' };
  const d = describe(ctx, old, { siege: ctx.random.chance(0.5), ident: subjectIdent(ctx) });
  const { who, verb } = deciders(old, d.text);
  const removed = change.removed ?? [];
  const appointed = change.appointed ?? [];
  const body = [
    `${meeting(ctx, true)}, ${who}, ${verb} décidé la transformation de la société en ${PROSE_FORMES[c.forme] ?? c.forme}, à compter du même jour, sans création d'un être moral nouveau.`,
    ...removed.map((o) => `Les fonctions de ${roleLabel(o)} de ${personName(ctx, o)} ont pris fin.`),
    ...appointed.map((o) => `${personName(ctx, o).replace(/^./u, (s) => s.toUpperCase())} a été ${agreed(o, 'nommé')} ${roleLabel(o)} de la société sous sa nouvelle forme.`),
    'Pour avis.',
  ];
  return { heading: 'TRANSFORMATION DE LA SOCIÉTÉ', body, template: 'realistic-transformation', forme: c.forme, capital: d.capital, siege: d.siege, features: features(ctx, 'prose', 'form-before-name', 'form-change') };
}

// --- Officers -------------------------------------------------------------------------------

export function renderNomination(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const removed = change.removed ?? [];
  const first = (change.appointed ?? [])[0] as Officer;
  const gone = removed[0];
  const holding = change.holding;
  if (holding && first.prenoms === null) {
    // A holding company becomes président, with its own RIDET printed after the subject's.
    const d = describe(ctx, c, { siege: r.chance(0.5), ident: subjectIdent(ctx) });
    const { who, verb } = deciders(c, d.text);
    const replaced = gone ? `, en remplacement de ${personName(ctx, gone)}, démissionnaire` : '';
    return {
      heading: r.pick(['CHANGEMENT DE PRÉSIDENT', 'AVIS DE MODIFICATION']),
      body: [`${meeting(ctx, false)}, ${who}, ${verb} nommé en qualité de présidente, à compter du même jour, ${officerPhrase(ctx, first, holding)}${replaced}.`, 'Pour avis.'],
      template: 'realistic-nomination-holding',
      forme: c.forme,
      capital: d.capital,
      siege: d.siege,
      features: features(ctx, 'prose', 'form-before-name', 'holding-officer', 'officer-legal-person', 'two-companies'),
    };
  }
  if (r.chance(0.6) || !gone) {
    const d = describe(ctx, c, { siege: r.chance(0.4), capital: r.chance(0.5) ? c.capital : null, ident: subjectIdent(ctx) });
    const { who, verb } = deciders(c, d.text);
    const sentence = gone
      ? `${who}, ${verb} pris acte de la démission de ${personName(ctx, gone)} de ses fonctions de ${roleLabel(gone)} et ${verb} nommé en qualité de ${roleLabel(first)}, en remplacement, ${personName(ctx, first)}, demeurant à ${c.commune.name}, pour une durée illimitée`
      : `${who}, ${verb} nommé ${personName(ctx, first)}, demeurant à ${c.commune.name}, en qualité de ${roleLabel(first)}, pour une durée illimitée`;
    return {
      heading: r.pick(['NOMINATION', 'CHANGEMENT DE GÉRANCE', 'MODIFICATION DE LA DIRECTION']).replace('GÉRANCE', first.fonction === 'gérant' ? 'GÉRANCE' : 'DIRIGEANT'),
      body: [`${meeting(ctx, false)}, ${sentence}.`, 'Pour avis.'],
      template: 'realistic-nomination-prose',
      forme: c.forme,
      capital: d.capital,
      siege: d.siege,
      features: features(ctx, 'prose', 'form-before-name'),
    };
  }
  const header = headerBlock(ctx, c);
  const label = first.fonction.replace(/^./u, (s) => s.toUpperCase());
  return {
    heading: 'AVIS DE MODIFICATION',
    body: [
      ...header.lines,
      `${meeting(ctx, false)} :`,
      `${label} sortant : ${personName(ctx, gone)}`,
      `Nouveau ${first.fonction} : ${personName(ctx, first)}, demeurant à ${c.commune.name}`,
      'Pour avis.',
    ],
    template: 'realistic-nomination-labels',
    forme: c.forme,
    capital: header.capital,
    siege: header.siege,
    features: features(ctx, 'labels', 'caps-heading'),
  };
}

export function renderAuditor(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const firm = change.appointed?.[0] as Officer;
  const d = describe(ctx, c, { siege: false, ident: subjectIdent(ctx), article: 'de la' });
  return {
    heading: 'NOMINATION D’UN COMMISSAIRE AUX COMPTES',
    body: [`L'assemblée générale ordinaire ${d.text}, réunie le ${wordDate(ctx.actDate, 'long')}, a désigné la société ${firm.nom} en qualité de commissaire aux comptes titulaire pour une durée de six exercices.`, 'Pour avis.'],
    template: 'realistic-commissaire',
    forme: c.forme,
    capital: d.capital,
    siege: null,
    features: features(ctx, 'prose', 'form-before-name', 'officer-legal-person'),
  };
}

// --- Cessions -------------------------------------------------------------------------------

function parties(ctx: RealisticContext, p: { nom: string; prenoms: string; civilite: string }): string {
  return personName(ctx, { nom: p.nom, prenoms: p.prenoms, civilite: p.civilite as Officer['civilite'] });
}

export function renderCessionParts(ctx: RealisticContext, change: EventChange, withGerance: boolean): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const parts = groupDigits(change.parts ?? 100);
  const buyer = change.cessionnaire ? parties(ctx, change.cessionnaire) : 'un tiers';
  const registered = `enregistré à Nouméa le ${wordDate(addDaysShort(ctx.actDate, 6), 'long')}`;
  if (change.sellerCompany && !withGerance) {
    // The seller is another company: its RIDET comes first, the subject is the one whose parts are sold.
    const d = describe(ctx, c, { siege: false, ident: subjectIdent(ctx), article: 'de la' });
    return {
      heading: 'CESSION DE PARTS SOCIALES',
      body: [`Aux termes d'un acte sous seing privé ${on(ctx, ctx.actDate)}, ${registered}, ${describeThirdParty(ctx, change.sellerCompany, { capital: false })}, a cédé à ${buyer} l'intégralité des ${parts} parts sociales qu'elle détenait dans le capital ${d.text}.`, 'Pour avis.'],
      template: 'realistic-cession-parts-societe',
      forme: c.forme,
      capital: d.capital,
      siege: null,
      features: features(ctx, 'prose', 'form-before-name', 'two-companies'),
    };
  }
  const d = describe(ctx, c, { siege: r.chance(0.6), ident: subjectIdent(ctx), article: 'de la' });
  const body = [`Suivant acte sous seing privé ${on(ctx, ctx.actDate)}, ${registered}, ${change.cedant ? parties(ctx, change.cedant) : 'un associé'} a cédé à ${buyer} ${parts} parts sociales ${d.text}.`];
  const gone = change.removed?.[0];
  const next = change.appointed?.[0];
  if (withGerance && gone && next) body.push(`À la suite de cette cession, ${personName(ctx, gone)} a démissionné de ses fonctions de ${roleLabel(gone)} et ${personName(ctx, next)} a été ${agreed(next, 'nommé')} ${roleLabel(next)}.`);
  body.push('Pour avis.');
  return { heading: 'CESSION DE PARTS', body, template: withGerance ? 'realistic-cession-parts-gerance' : 'realistic-cession-parts', forme: c.forme, capital: d.capital, siege: d.siege, features: features(ctx, 'prose', 'form-before-name', 'distractor-date') };
}

function addDaysShort(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function renderVenteFonds(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const lawyer = r.pick(LAWYERS);
  const price = money(ctx, change.price ?? 1_000_000);
  const oppositions = `Les oppositions seront reçues dans les dix jours de la dernière en date des publications légales, au cabinet de Maître ${lawyer}, avocat à Nouméa, où domicile a été élu.`;
  const start = `Entrée en jouissance : ${wordDate(change.startDate ?? ctx.actDate, 'long')}.`;
  const buyerCompany = change.buyerCompany;
  if (buyerCompany && r.chance(0.35)) {
    // Buyer first: 'la société B, RIDET …, a acquis de la société S …' (S is the subject).
    const d = describe(ctx, c, { siege: true, ident: subjectIdent(ctx), article: 'de la' });
    return {
      heading: r.pick(['CESSION DE FONDS DE COMMERCE', 'VENTE DE FONDS']),
      body: [
        'Première insertion',
        `${describeThirdParty(ctx, buyerCompany, { capital: false, article: 'la' }).replace(/^la/u, 'La')}, a acquis ${d.text}, suivant acte sous seing privé ${on(ctx, ctx.actDate)}, un fonds de commerce exploité à ${c.commune.name}, ayant pour activité ${c.objet}, moyennant le prix de ${price}.`,
        start,
        oppositions,
      ],
      template: 'realistic-vente-fonds-acquereur',
      forme: c.forme,
      capital: d.capital,
      siege: d.siege,
      features: features(ctx, 'prose', 'form-before-name', 'buyer-seller', 'two-companies', 'distractor-date'),
    };
  }
  const d = describe(ctx, c, { siege: true, ident: subjectIdent(ctx) });
  const buyer = buyerCompany ? describeThirdParty(ctx, buyerCompany, { siege: r.chance(0.5), article: 'à la' }) : `à la société ${change.buyer ?? 'NOUVELLE'}, en cours d'immatriculation`;
  return {
    heading: r.pick(['VENTE DE FONDS DE COMMERCE', 'CESSION DE FONDS DE COMMERCE']),
    body: [
      'Première insertion',
      `Suivant acte sous seing privé en date à Nouméa ${on(ctx, ctx.actDate)}, enregistré le ${wordDate(addDaysShort(ctx.actDate, 8), 'long')},`,
      `${d.text},`,
      'a vendu',
      `${buyer},`,
      `un fonds de commerce exploité à ${c.commune.name}, ayant pour activité ${c.objet}, moyennant le prix de ${price}.`,
      start,
      oppositions,
    ],
    template: 'realistic-vente-fonds',
    forme: c.forme,
    capital: d.capital,
    siege: d.siege,
    features: features(ctx, 'prose', 'form-before-name', 'buyer-seller', 'distractor-date', ...(buyerCompany ? ['two-companies'] : [])),
  };
}

export function renderLocationGerance(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const lessee = change.lesseeCompany ? describeThirdParty(ctx, change.lesseeCompany, { article: 'à la' }) : change.lessee ? `à ${parties(ctx, change.lessee)}` : 'à un locataire-gérant';
  const d = describe(ctx, c, { siege: r.chance(0.5), ident: subjectIdent(ctx) });
  if (r.chance(0.35)) {
    return {
      heading: 'FIN DE LOCATION-GÉRANCE',
      body: [`La location-gérance du fonds de commerce exploité à ${c.commune.name} (activité : ${c.objet}), consentie par ${d.text}, ${lessee}, a pris fin le ${wordDate(ctx.actDate, 'long')}.`, 'Pour unique avis.'],
      template: 'realistic-location-gerance-fin',
      forme: c.forme,
      capital: d.capital,
      siege: d.siege,
      features: features(ctx, 'prose', 'form-before-name', ...(change.lesseeCompany ? ['buyer-seller', 'two-companies'] : [])),
    };
  }
  return {
    heading: 'LOCATION-GÉRANCE',
    body: [
      `Suivant acte sous seing privé ${on(ctx, ctx.actDate)}, ${d.text}, a donné en location-gérance ${lessee}, le fonds de commerce exploité à ${c.commune.name}, ayant pour activité ${c.objet}, pour une durée d'une année à compter du ${wordDate(change.startDate ?? ctx.actDate, 'long')}, renouvelable par tacite reconduction.`,
      'Le locataire-gérant exploitera ce fonds sous sa seule responsabilité.',
      'Pour unique avis.',
    ],
    template: 'realistic-location-gerance',
    forme: c.forme,
    capital: d.capital,
    siege: d.siege,
    features: features(ctx, 'prose', 'form-before-name', 'distractor-date', ...(change.lesseeCompany ? ['buyer-seller', 'two-companies'] : [])),
  };
}

// --- Court procedures -----------------------------------------------------------------------

export type ProcedureSubtype = Extract<EventSubtype, 'redressement_judiciaire' | 'liquidation_judiciaire' | 'plan_redressement' | 'conversion_liquidation' | 'cloture_insuffisance_actif'>;

/** What a judgment decides, as a court notice words it, and who the court appoints. */
export function judgmentWords(kind: ProcedureSubtype): { decision: string; heading: string; officer: string | null } {
  switch (kind) {
    case 'redressement_judiciaire':
      return { decision: "a prononcé l'ouverture d'une procédure de redressement judiciaire", heading: 'Redressement judiciaire', officer: 'Mandataire judiciaire' };
    case 'liquidation_judiciaire':
      return { decision: "a prononcé l'ouverture d'une procédure de liquidation judiciaire", heading: 'Liquidation judiciaire', officer: 'Liquidateur' };
    case 'conversion_liquidation':
      return { decision: 'a converti en liquidation judiciaire la procédure de redressement judiciaire', heading: 'Conversion en liquidation judiciaire', officer: 'Liquidateur' };
    case 'plan_redressement':
      return { decision: 'a arrêté le plan de redressement par voie de continuation', heading: 'Plan de redressement', officer: "Commissaire à l'exécution du plan" };
    case 'cloture_insuffisance_actif':
      return { decision: "a prononcé la clôture pour insuffisance d'actif des opérations de liquidation judiciaire", heading: "Clôture pour insuffisance d'actif", officer: null };
  }
}

export function courtOfficer(ctx: RealisticContext): string {
  return `Me ${ctx.random.pick(COURT_OFFICERS)}`;
}

export function renderProcedure(ctx: RealisticContext, change: EventChange, kind: ProcedureSubtype): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const words = judgmentWords(kind);
  const d = describe(ctx, c, { capital: null, siege: r.chance(0.6), ident: subjectIdent(ctx), article: 'de la' });
  const opening = kind === 'redressement_judiciaire' || kind === 'liquidation_judiciaire' || kind === 'conversion_liquidation';
  const earlier = kind === 'conversion_liquidation' ? ` ouverte le ${wordDate(change.cessationDate ?? ctx.actDate, 'long')}` : '';
  const body = [
    'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
    `Par jugement ${on(ctx, ctx.actDate)}, le tribunal ${words.decision}${earlier} à l'égard ${d.text}, exerçant l'activité suivante : ${c.objet}.`,
  ];
  if (opening && kind !== 'conversion_liquidation') body.push(`La date de cessation des paiements a été fixée au ${wordDate(change.cessationDate ?? ctx.actDate, 'long')}.`);
  if (words.officer) body.push(`${words.officer} : ${courtOfficer(ctx)}.`);
  if (opening) body.push(`Juge-commissaire : M. ${r.pick(JUDGES)}.`, 'Les déclarations de créances sont à adresser au mandataire judiciaire dans les deux mois de la publication au Journal officiel.');
  body.push('Pour extrait, le greffier.');
  return {
    heading: r.pick(['EXTRAIT DE JUGEMENT', 'JUGEMENT', words.heading.toUpperCase()]),
    body,
    template: 'realistic-procedure',
    forme: c.forme,
    capital: null,
    siege: d.siege,
    features: features(ctx, 'judgment', 'caps-heading', 'form-before-name', 'distractor-date'),
  };
}

// --- Dissolutions ---------------------------------------------------------------------------

export function renderDissolution(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const r = ctx.random;
  const liq = change.liquidateur as Officer;
  const d = describe(ctx, c, { siege: r.chance(0.6), ident: subjectIdent(ctx) });
  const { who, verb } = deciders(c, d.text);
  const removed = (change.removed ?? []).filter((o) => o !== liq && o.nom !== liq.nom);
  const ended = r.chance(0.5) && removed.length > 0;
  const body = [
    `${meeting(ctx, true)}, ${who}, ${verb} décidé la dissolution anticipée de la société à compter du même jour et sa mise en liquidation amiable.`,
    `${personName(ctx, liq).replace(/^./u, (s) => s.toUpperCase())}, demeurant à ${c.commune.name}, a été ${agreed(liq, 'nommé')} ${roleLabel(liq)}, avec les pouvoirs les plus étendus.`,
  ];
  if (ended) body.push(`Il a été mis fin aux fonctions de ${removed.map((o) => `${roleLabel(o)} de ${personName(ctx, o)}`).join(' et ')}.`);
  body.push('Le siège de la liquidation est fixé au siège social.', 'Pour avis, le liquidateur.');
  return { heading: r.pick(['DISSOLUTION ANTICIPÉE', 'AVIS DE DISSOLUTION']), body, template: ended ? 'realistic-dissolution-fin-fonctions' : 'realistic-dissolution', forme: c.forme, capital: d.capital, siege: d.siege, features: features(ctx, 'prose', 'form-before-name') };
}

export function renderClosure(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const liq = change.liquidateur;
  const d = describe(ctx, c, { siege: false, capital: ctx.random.chance(0.5) ? c.capital : null, ident: subjectIdent(ctx), article: 'de la', enLiquidation: true });
  const body = [
    `L'assemblée générale des associés ${d.text}, réunie le ${wordDate(ctx.actDate, ctx.dateWording === 'deed' ? 'long' : ctx.dateWording)}, a approuvé les comptes définitifs de liquidation, donné quitus au liquidateur${liq ? `, ${personName(ctx, liq)},` : ''} et l'a déchargé de son mandat, puis prononcé la clôture des opérations de liquidation.`,
    'La société sera radiée du RCS de Nouméa.',
    'Pour avis.',
  ];
  return { heading: 'CLÔTURE DE LIQUIDATION', body, template: 'realistic-cloture', forme: c.forme, capital: d.capital, siege: null, features: features(ctx, 'prose', 'form-before-name') };
}

/** The absorbed company's notice of a merger: dissolved without liquidation. */
export function renderMergerDissolution(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const absorbing = change.partner as CompanyState;
  const treaty = change.treatyDate ?? ctx.actDate;
  const header = headerBlock(ctx, c);
  return {
    heading: 'DISSOLUTION SANS LIQUIDATION',
    body: [
      ...header.lines,
      `Aux termes d'un traité de fusion du ${wordDate(treaty, 'long')}, approuvé par les associés, la société ${c.denomination} a fait apport de l'ensemble de son patrimoine, à titre de fusion-absorption, à ${describeThirdParty(ctx, absorbing, { siege: true })}.`,
      `L'assemblée générale extraordinaire de la société absorbante ${on(ctx, ctx.actDate)} ayant approuvé la fusion, la société ${c.denomination} s'est trouvée dissoute sans liquidation à cette date, son patrimoine ayant été transmis à la société absorbante.`,
      'Elle sera radiée du RCS de Nouméa.',
      'Pour avis.',
    ],
    template: 'realistic-fusion-absorbee',
    forme: c.forme,
    capital: header.capital,
    siege: header.siege,
    features: features(ctx, 'merger', 'two-companies', 'caps-heading'),
  };
}

/** Dissolution of a single-member company by its company shareholder: transmission universelle de patrimoine. */
export function renderTup(ctx: RealisticContext, change: EventChange): RealisticNotice {
  const c = ctx.company;
  const parent = change.partner as CompanyState;
  const d = describe(ctx, c, { siege: true, ident: subjectIdent(ctx), article: 'de la' });
  return {
    heading: 'DISSOLUTION SANS LIQUIDATION',
    body: [
      '(transmission universelle de patrimoine)',
      `Aux termes d'une décision ${on(ctx, ctx.actDate)}, ${describeThirdParty(ctx, parent, { siege: true })}, associée unique ${d.text}, a décidé la dissolution anticipée, sans liquidation, de cette dernière, entraînant la transmission universelle de son patrimoine à l'associée unique.`,
      'Les créanciers peuvent former opposition dans un délai de trente jours à compter de la présente publication devant le tribunal mixte de commerce de Nouméa.',
      'Pour avis.',
    ],
    template: 'realistic-tup',
    forme: c.forme,
    capital: d.capital,
    siege: d.siege,
    features: features(ctx, 'tup', 'two-companies', 'form-before-name', 'prose'),
  };
}
