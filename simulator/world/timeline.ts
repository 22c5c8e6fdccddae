import type { AnnonceType, Dirigeant } from '../../kernel/model/announcement.ts';
import type { Random } from './random.ts';
import type { Channel, EventSubtype, NoticeCategory, NoticeDefect, RenderingFamily, RidetForm, SampleEvent } from './types.ts';
import { leadFonction, newOfficer, siegeLine, type CompanyState, type NameRegistry, type Officer } from './companies.ts';
import { randomAuditFirm, randomCommune, randomNewBusinessName, randomObjet, randomPerson, randomStreet } from './names.ts';
import { addDays, fromDayNumber, toDayNumber, type MoneyStyle } from './french-format.ts';
import { ALL_RIDET_FORMS, FULL_RIDET_FORMS, breakLuhn, formIsUsableFor, printRidet } from './ridet-forms.ts';
import { newspapersOn } from './channels.ts';
import type { NoticeContext, RenderedNotice } from './notice-context.ts';
import {
  renderAuditor, renderCapital, renderCessionParts, renderClosure, renderConstitution, renderDenomination,
  renderDissolution, renderLocationGerance, renderNomination, renderObjet, renderProcedure, renderProrogation,
  renderTransfer, renderTransformation, renderVenteFonds, type EventChange,
} from './notice-templates.ts';
import * as realistic from './realistic-notices.ts';
import type { RealisticContext, RealisticNotice, SubjectIdent } from './realistic-context.ts';
import { identInProse, masthead, noBreakSpaces, ocrFaults, publicationFooter, type DateWording } from './realistic-format.ts';
import { CORRECTABLE_SUBTYPES, drawMisprint, renderRectificatif, type Misprint } from './rectificatifs.ts';
import { groupGreffeLists, renderGreffeList, type ListEntry } from './greffe-lists.ts';

export const SUBTYPE_TYPES: Readonly<Record<EventSubtype, AnnonceType>> = {
  constitution: 'creation',
  augmentation_capital: 'capital',
  reduction_capital: 'capital',
  transfert_siege: 'siege',
  changement_denomination: 'statuts',
  changement_objet: 'statuts',
  prorogation: 'statuts',
  transformation: 'statuts',
  changement_dirigeant: 'nomination',
  nomination_commissaire: 'nomination',
  // Rule: a transfer of parts that brings a change of gérant is a cession; dirigeants carry both moves.
  cession_parts: 'cession',
  cession_parts_gerance: 'cession',
  vente_fonds: 'cession',
  location_gerance: 'cession',
  redressement_judiciaire: 'procedure',
  liquidation_judiciaire: 'procedure',
  plan_redressement: 'procedure',
  conversion_liquidation: 'procedure',
  cloture_insuffisance_actif: 'procedure',
  dissolution_anticipee: 'dissolution',
  cloture_liquidation: 'dissolution',
  // A merger: the absorbing company's capital increase, the absorbed company's dissolution.
  fusion_absorbante: 'capital',
  fusion_absorbee: 'dissolution',
  transmission_universelle: 'dissolution',
};

const SUBTYPE_CATEGORIES: Readonly<Record<AnnonceType, NoticeCategory>> = {
  creation: 'constitutions',
  capital: 'modifications',
  siege: 'modifications',
  statuts: 'modifications',
  nomination: 'modifications',
  cession: 'avis_divers',
  procedure: 'judiciaire',
  dissolution: 'dissolutions',
};

function categoryOf(subtype: EventSubtype): NoticeCategory {
  if (subtype === 'vente_fonds') return 'ventes_fonds';
  if (subtype === 'location_gerance') return 'locations_gerances';
  return SUBTYPE_CATEGORIES[SUBTYPE_TYPES[subtype]];
}

const PART_FORMS = new Set(['SARL', 'EURL', 'SCI', 'SNC']);

function activeSubtypes(c: CompanyState, family: RenderingFamily): Array<readonly [EventSubtype, number]> {
  const parts = PART_FORMS.has(c.forme);
  // Mergers and TUPs exist in the realistic renderings only: the templates have no form for them.
  const more = family === 'realistic';
  const commercial = c.forme !== 'SCI';
  const hasAuditor = c.officers.some((o) => o.fonction === 'commissaire aux comptes');
  return [
    ['changement_dirigeant', 18],
    ['nomination_commissaire', ['SA', 'SAS', 'SASU'].includes(c.forme) && !hasAuditor ? 4 : 0],
    ['augmentation_capital', 11],
    ['reduction_capital', 3],
    ['transfert_siege', 14],
    ['changement_denomination', 7],
    ['changement_objet', 4],
    ['prorogation', 2],
    ['transformation', c.forme === 'SARL' || c.forme === 'EURL' ? 3 : 0],
    ['cession_parts', parts ? 7 : 0],
    ['cession_parts_gerance', parts ? 4 : 0],
    ['vente_fonds', commercial ? 4 : 0],
    ['location_gerance', commercial ? 4 : 0],
    ['redressement_judiciaire', commercial ? 4 : 0],
    ['liquidation_judiciaire', commercial ? 5 : 1],
    ['dissolution_anticipee', 8],
    ['fusion_absorbee', more && c.forme !== 'SCI' ? 3 : 0],
    ['transmission_universelle', more && (c.forme === 'EURL' || c.forme === 'SASU') ? 6 : 0],
  ];
}

function nextSubtype(random: Random, c: CompanyState, family: RenderingFamily): EventSubtype {
  switch (c.status) {
    case 'redressement':
      return random.chance(0.5) ? 'plan_redressement' : 'conversion_liquidation';
    case 'liquidation_judiciaire':
      return 'cloture_insuffisance_actif';
    case 'en_liquidation':
      return 'cloture_liquidation';
    default:
      return random.weighted(activeSubtypes(c, family));
  }
}

function asDirigeant(o: Officer, action: Dirigeant['action']): Dirigeant {
  return { nom: o.nom, prenoms: o.prenoms, fonction: o.fonction, action };
}

interface Applied {
  change: EventChange;
  dirigeants: (rendered: RenderedNotice) => Dirigeant[];
  ancienne: string | null;
}

/** Other companies of the world a notice may name (a buyer, a holding, the other side of a merger). */
type OtherCompanies = (accept: (other: CompanyState) => boolean) => CompanyState | null;

const HOLDING_FORMS = new Set(['SAS', 'SASU', 'SA']);

/** A company as an officer of another: named without prénoms, no civility. */
function companyOfficer(holding: CompanyState, fonction: string): Officer {
  return { nom: holding.denomination, prenoms: null, civilite: null, fonction };
}

/**
 * Mutates the company for the event and says what changed. Realistic renderings may name other
 * companies of the world (`others`): a holding as président, a buyer or a lessee with its RIDET,
 * a company selling its parts; `partner` is the other side of a merger or a TUP, already chosen.
 */
function applyChange(random: Random, names: NameRegistry, c: CompanyState, subtype: EventSubtype, actDate: string, family: RenderingFamily, others: OtherCompanies, partner: CompanyState | null): Applied {
  const none = (): Dirigeant[] => [];
  const change: EventChange = {};
  const realisticFamily = family === 'realistic';
  switch (subtype) {
    case 'constitution': {
      change.mandataire = randomPerson(random);
      const holding = realisticFamily && (c.forme === 'SAS' || c.forme === 'SASU') && random.chance(0.4) ? others((h) => HOLDING_FORMS.has(h.forme)) : null;
      if (holding && c.officers[0]?.fonction === 'président') {
        c.officers[0] = companyOfficer(holding, 'président');
        change.holding = holding;
      }
      return { change, dirigeants: () => c.officers.map((o) => asDirigeant(o, 'nomination')), ancienne: null };
    }
    case 'fusion_absorbante':
      throw new Error('fusion_absorbante is drawn with its fusion_absorbee, never alone');
    case 'fusion_absorbee':
      change.partner = partner ?? undefined;
      change.treatyDate = addDays(actDate, -random.int(20, 60));
      c.status = 'radiee';
      return { change, dirigeants: none, ancienne: null };
    case 'transmission_universelle':
      change.partner = partner ?? undefined;
      c.status = 'radiee';
      return { change, dirigeants: none, ancienne: null };
    case 'augmentation_capital':
      change.oldCapital = c.capital;
      change.capitalMode = random.chance(0.6) ? 'numeraire' : 'reserves';
      c.capital = random.chance(0.5) ? c.capital * random.pick([2, 3, 5, 10]) : c.capital + random.int(1, 40) * 100_000;
      return { change, dirigeants: none, ancienne: null };
    case 'reduction_capital':
      change.oldCapital = c.capital;
      change.capitalMode = random.chance(0.5) ? 'pertes' : 'numeraire';
      c.capital = Math.max(10_000, Math.round(c.capital / 2 / 10_000) * 10_000);
      if (c.capital === change.oldCapital) c.capital = Math.max(1_000, Math.round(c.capital / 2 / 1_000) * 1_000);
      return { change, dirigeants: none, ancienne: null };
    case 'transfert_siege': {
      change.oldSiege = siegeLine(c);
      let street = randomStreet(random);
      while (street === c.street) street = randomStreet(random);
      c.street = street;
      if (random.chance(0.3)) c.commune = randomCommune(random);
      return { change, dirigeants: none, ancienne: null };
    }
    case 'changement_denomination': {
      const old = c.denomination;
      change.oldDenomination = old;
      c.formerDenominations.push(old);
      c.denomination = names.take(random, c.forme).denomination;
      c.denominations.push({ since: actDate, denomination: c.denomination });
      c.sigle = null;
      return { change, dirigeants: none, ancienne: old };
    }
    case 'changement_objet':
      c.objet = randomObjet(random);
      return { change, dirigeants: none, ancienne: null };
    case 'prorogation':
      change.prorogationAns = random.pick([30, 50, 99]);
      return { change, dirigeants: none, ancienne: null };
    case 'transformation': {
      change.oldForme = c.forme;
      c.forme = c.forme === 'EURL' ? 'SASU' : 'SAS';
      const removed = c.officers;
      const lead = removed[0];
      const president: Officer = lead && random.chance(0.6) ? { ...lead, fonction: 'président' } : newOfficer(random, 'président');
      change.removed = removed;
      change.appointed = [president];
      c.officers = [president];
      return { change, dirigeants: moves(change), ancienne: null };
    }
    case 'changement_dirigeant': {
      const lead = leadFonction(c.forme);
      const current = c.officers.filter((o) => o.fonction === lead);
      if (current.length === 0 || random.chance(0.2)) {
        const added = newOfficer(random, lead === 'président' ? 'directeur général' : 'gérant');
        change.removed = [];
        change.appointed = [added];
        c.officers = [...c.officers.filter((o) => o.fonction !== added.fonction || added.fonction === 'gérant'), added];
      } else {
        const gone = random.pick(current);
        const holding = realisticFamily && lead === 'président' && random.chance(0.35) ? others((h) => HOLDING_FORMS.has(h.forme)) : null;
        const next = holding ? companyOfficer(holding, lead) : newOfficer(random, lead);
        if (holding) change.holding = holding;
        change.removed = [gone];
        change.appointed = [next];
        change.removalReason = random.weighted([['démission', 6], ['révocation', 2], ['fin de mandat', 2]] as const);
        c.officers = c.officers.map((o) => (o === gone ? next : o));
      }
      return { change, dirigeants: moves(change), ancienne: null };
    }
    case 'nomination_commissaire': {
      const firm: Officer = { nom: randomAuditFirm(random), prenoms: null, civilite: null, fonction: 'commissaire aux comptes' };
      change.appointed = [firm];
      change.removed = [];
      c.officers = [...c.officers, firm];
      return { change, dirigeants: moves(change), ancienne: null };
    }
    case 'cession_parts':
      change.cedant = randomPerson(random);
      change.cessionnaire = randomPerson(random);
      change.parts = random.pick([10, 50, 100, 250, 500]);
      if (realisticFamily && random.chance(0.35)) change.sellerCompany = others(() => true) ?? undefined;
      return { change, dirigeants: none, ancienne: null };
    case 'cession_parts_gerance': {
      const gone = c.officers.find((o) => o.fonction === 'gérant') ?? newOfficer(random, 'gérant');
      const buyer = randomPerson(random);
      const next: Officer = { nom: buyer.nom, prenoms: buyer.prenoms, civilite: buyer.civilite, fonction: 'gérant' };
      change.cedant = { nom: gone.nom, prenoms: gone.prenoms ?? '', civilite: gone.civilite ?? 'M.' };
      change.cessionnaire = buyer;
      change.parts = random.pick([50, 100, 500, 1000]);
      change.removed = [gone];
      change.appointed = [next];
      c.officers = [...c.officers.filter((o) => o !== gone), next];
      return { change, dirigeants: moves(change), ancienne: null };
    }
    case 'vente_fonds':
      change.buyer = randomNewBusinessName(random);
      change.price = random.int(2, 60) * 500_000;
      change.startDate = actDate;
      change.mandataire = randomPerson(random);
      if (realisticFamily && random.chance(0.75)) change.buyerCompany = others((h) => h.forme !== 'SCI') ?? undefined;
      return { change, dirigeants: none, ancienne: null };
    case 'location_gerance':
      change.lessee = randomPerson(random);
      change.startDate = addDays(actDate, random.int(0, 30));
      if (realisticFamily && random.chance(0.5)) change.lesseeCompany = others((h) => h.forme !== 'SCI') ?? undefined;
      return { change, dirigeants: none, ancienne: null };
    case 'redressement_judiciaire':
    case 'liquidation_judiciaire':
    case 'conversion_liquidation':
      change.judge = randomPerson(random);
      change.mandataire = randomPerson(random);
      change.cessationDate = addDays(actDate, -random.int(20, 150));
      c.status = subtype === 'redressement_judiciaire' ? 'redressement' : 'liquidation_judiciaire';
      return { change, dirigeants: none, ancienne: null };
    case 'plan_redressement':
      change.judge = randomPerson(random);
      change.mandataire = randomPerson(random);
      c.status = 'active';
      return { change, dirigeants: none, ancienne: null };
    case 'cloture_insuffisance_actif':
      change.judge = randomPerson(random);
      change.mandataire = randomPerson(random);
      c.status = 'radiee';
      return { change, dirigeants: none, ancienne: null };
    case 'dissolution_anticipee': {
      const lead = c.officers[0];
      const liq: Officer = lead && lead.prenoms !== null && random.chance(0.7)
        ? { ...lead, fonction: 'liquidateur' }
        : newOfficer(random, 'liquidateur');
      change.liquidateur = liq;
      change.removed = c.officers.filter((o) => o.fonction !== 'commissaire aux comptes');
      c.officers = [liq];
      c.status = 'en_liquidation';
      return {
        change,
        dirigeants: (r) => [
          asDirigeant(liq, 'nomination'),
          ...(r.template === 'dissolution-b' ? (change.removed ?? []).map((o) => asDirigeant(o, 'cessation')) : []),
          // The realistic wording ends the functions of the officers other than the liquidateur.
          ...(r.template === 'realistic-dissolution-fin-fonctions' ? (change.removed ?? []).filter((o) => o.nom !== liq.nom).map((o) => asDirigeant(o, 'cessation')) : []),
        ],
        ancienne: null,
      };
    }
    case 'cloture_liquidation':
      change.liquidateur = c.officers.find((o) => o.fonction === 'liquidateur');
      c.status = 'radiee';
      return { change, dirigeants: none, ancienne: null };
  }
}

function moves(change: EventChange): () => Dirigeant[] {
  return () => [
    ...(change.removed ?? []).map((o) => asDirigeant(o, 'cessation')),
    ...(change.appointed ?? []).map((o) => asDirigeant(o, 'nomination')),
  ];
}

function render(ctx: NoticeContext, subtype: EventSubtype, change: EventChange): RenderedNotice {
  switch (subtype) {
    case 'constitution': return renderConstitution(ctx, change);
    case 'augmentation_capital': return renderCapital(ctx, change, true);
    case 'reduction_capital': return renderCapital(ctx, change, false);
    case 'transfert_siege': return renderTransfer(ctx, change);
    case 'changement_denomination': return renderDenomination(ctx, change);
    case 'changement_objet': return renderObjet(ctx);
    case 'prorogation': return renderProrogation(ctx, change);
    case 'transformation': return renderTransformation(ctx, change);
    case 'changement_dirigeant': return renderNomination(ctx, change);
    case 'nomination_commissaire': return renderAuditor(ctx, change);
    case 'cession_parts': return renderCessionParts(ctx, change, false);
    case 'cession_parts_gerance': return renderCessionParts(ctx, change, true);
    case 'vente_fonds': return renderVenteFonds(ctx, change);
    case 'location_gerance': return renderLocationGerance(ctx, change);
    case 'redressement_judiciaire':
    case 'liquidation_judiciaire':
    case 'plan_redressement':
    case 'conversion_liquidation':
    case 'cloture_insuffisance_actif':
      return renderProcedure(ctx, change, subtype);
    case 'dissolution_anticipee': return renderDissolution(ctx, change);
    case 'cloture_liquidation': return renderClosure(ctx, change);
    case 'fusion_absorbante':
    case 'fusion_absorbee':
    case 'transmission_universelle':
      throw new Error(`${subtype} has no template rendering: it is drawn in the realistic family only`);
  }
}

function renderRealistic(ctx: RealisticContext, subtype: EventSubtype, change: EventChange): RealisticNotice {
  switch (subtype) {
    case 'constitution': return realistic.renderConstitution(ctx, change);
    case 'augmentation_capital': return realistic.renderCapital(ctx, change, true);
    case 'reduction_capital': return realistic.renderCapital(ctx, change, false);
    case 'fusion_absorbante': return realistic.renderMergerCapital(ctx, change);
    case 'transfert_siege': return realistic.renderTransfer(ctx, change);
    case 'changement_denomination': return realistic.renderDenomination(ctx, change);
    case 'changement_objet': return realistic.renderObjet(ctx);
    case 'prorogation': return realistic.renderProrogation(ctx, change);
    case 'transformation': return realistic.renderTransformation(ctx, change);
    case 'changement_dirigeant': return realistic.renderNomination(ctx, change);
    case 'nomination_commissaire': return realistic.renderAuditor(ctx, change);
    case 'cession_parts': return realistic.renderCessionParts(ctx, change, false);
    case 'cession_parts_gerance': return realistic.renderCessionParts(ctx, change, true);
    case 'vente_fonds': return realistic.renderVenteFonds(ctx, change);
    case 'location_gerance': return realistic.renderLocationGerance(ctx, change);
    case 'redressement_judiciaire':
    case 'liquidation_judiciaire':
    case 'plan_redressement':
    case 'conversion_liquidation':
    case 'cloture_insuffisance_actif':
      return realistic.renderProcedure(ctx, change, subtype);
    case 'dissolution_anticipee': return realistic.renderDissolution(ctx, change);
    case 'cloture_liquidation': return realistic.renderClosure(ctx, change);
    case 'fusion_absorbee': return realistic.renderMergerDissolution(ctx, change);
    case 'transmission_universelle': return realistic.renderTup(ctx, change);
  }
}

interface Identification {
  ident: string | null;
  form: RidetForm | null;
  ridet: string | null;
  defect: NoticeDefect;
}

/** How this notice names the company; defects are drawn here. */
function identify(random: Random, c: CompanyState): Identification {
  const year = Number(c.creationDate.slice(0, 4));
  const variant = random.int(0, 2);
  const roll = random.next();
  if (roll < 0.025) return { ident: null, form: null, ridet: null, defect: 'sans_ridet' };
  if (roll < 0.05) {
    const form = random.pick(FULL_RIDET_FORMS);
    const bad = breakLuhn(c.rid, random.int(0, 8));
    return { ident: printRidet(form, bad, c.rank, year, variant), form, ridet: `${bad}${c.rank}`, defect: 'ridet_luhn_invalide' };
  }
  const usable = ALL_RIDET_FORMS.filter((f) => formIsUsableFor(f, c.rid, c.rank));
  const form = random.pick(usable);
  return { ident: printRidet(form, c.rid, c.rank, year, variant), form, ridet: `${c.rid}${c.rank}`, defect: null };
}

function channelsFor(random: Random, type: AnnonceType, publicationDate: string): Channel[] {
  if (type === 'procedure') return ['JONC'];
  const papers = newspapersOn(publicationDate);
  const channels: Channel[] = [];
  if (random.chance(type === 'dissolution' ? 0.25 : 0.12) || papers.length === 0) channels.push('JONC');
  if (papers.length > 0) channels.push(papers.length === 1 ? (papers[0] as 'LNC' | 'ActuNC') : random.chance(0.65) ? 'LNC' : 'ActuNC');
  return channels;
}

const MONEY_STYLES: ReadonlyArray<readonly [MoneyStyle, number]> = [['fcfp', 6], ['xpf', 2], ['f_dot_cfp', 1], ['dotted', 1], ['millions', 1]];

interface Slot {
  day: number;
  /** A company to constitute, or null for an ordinary event. */
  creation: CompanyState | null;
}

/** A pool with O(1) add, remove and random pick, so 100x worlds stay linear. */
class CompanyPool {
  private readonly items: CompanyState[] = [];
  private readonly index = new Map<CompanyState, number>();
  get size(): number { return this.items.length; }
  add(c: CompanyState): void { this.index.set(c, this.items.length); this.items.push(c); }
  remove(c: CompanyState): void {
    const i = this.index.get(c);
    if (i === undefined) return;
    const last = this.items.pop() as CompanyState;
    if (last !== c) { this.items[i] = last; this.index.set(last, i); }
    this.index.delete(c);
  }
  pick(random: Random): CompanyState { return random.pick(this.items); }
}

type RawEvent = Omit<SampleEvent, 'id' | 'rectifies'> & {
  seq: number;
  /** The seq of the notice a rectificatif corrects. */
  rectifiesSeq: number | null;
  /** Set for a court event a list of judgments may take in (realistic, identified). */
  listEntry: ListEntry | null;
};

/** Every third ordinary event is rendered in the realistic family: a deterministic share across types and channels. */
const REALISTIC_EVERY = 3;
/** Share of realistic notices that get a misprint and, later, their rectificatif. */
const RECTIFICATIF_RATE = 0.12;
/** Share of realistic court events a list of judgments may gather. */
const LISTABLE_RATE = 0.85;

const DATE_WORDINGS: ReadonlyArray<readonly [DateWording, number]> = [['long', 5], ['numeric', 2], ['weekday', 1], ['words', 1], ['deed', 1]];

/** The identifier the realistic renderings print for the subject (its form and digits as drawn). */
function subjectIdentOf(id: Identification, c: CompanyState): SubjectIdent | null {
  if (!id.form || !id.ridet) return null;
  return { form: id.form, rid: id.ridet.slice(0, 7), rank: id.ridet.slice(7), year: Number(c.creationDate.slice(0, 4)) };
}

/**
 * Where a realistic notice shows its channel: a newspaper-only notice may print the paper's
 * masthead or a publication line (its date is then the notice's date); a JONC-only notice may come
 * out of a scanned two-column page with OCR faults; any may carry no-break spaces in its numbers.
 */
function dress(random: Random, notice: RealisticNotice, channels: readonly Channel[], publicationDate: string): { body: string; datePrinted: boolean; features: string[] } {
  const features = [...notice.features];
  let lines = [...notice.body];
  let datePrinted = false;
  const paper = channels.length === 1 && channels[0] !== 'JONC' ? (channels[0] as 'LNC' | 'ActuNC') : null;
  if (paper && random.chance(0.45)) {
    lines = random.chance(0.6) ? [masthead(paper, publicationDate, random), ...lines] : [...lines, publicationFooter(publicationDate, random)];
    datePrinted = true;
    features.push('header-date');
  }
  let body = lines.join('\n');
  if (channels.length === 1 && channels[0] === 'JONC' && random.chance(0.5)) {
    body = ocrFaults(body, random);
    features.push('ocr');
  }
  if (random.chance(0.08)) {
    // Actu NC serves Windows-1252 pages: no narrow no-break space there.
    body = noBreakSpaces(body, random, !channels.includes('ActuNC'));
    features.push('nbsp');
  }
  return { body, datePrinted, features };
}

/**
 * Runs the lifecycle of every company in act-date order and renders each notice with the company
 * as it stands at that moment, so a dénomination change shows in every later notice. Every third
 * event is rendered in the realistic family; some of those come with a misprint and a later
 * rectificatif, a merger gives two notices (absorbing and absorbed company), and court events
 * published close together are gathered into lists of judgments at the end.
 */
export function generateEvents(
  random: Random,
  names: NameRegistry,
  companies: CompanyState[],
  from: string,
  to: string,
  eventsPerYear: number,
): SampleEvent[] {
  const fromDay = toDayNumber(from);
  const lastActDay = Math.max(fromDay, toDayNumber(to) - 50);
  const years = (toDayNumber(to) - fromDay + 1) / 365.25;
  const pool = new CompanyPool();
  const slots: Slot[] = [];
  let creations = 0;
  for (const c of companies) {
    if (c.createdInWindow) { slots.push({ day: toDayNumber(c.creationDate), creation: c }); creations += 1; }
    else pool.add(c);
  }
  const ordinary = Math.max(0, Math.round(eventsPerYear * years) - creations);
  for (let i = 0; i < ordinary; i += 1) slots.push({ day: random.int(fromDay, lastActDay), creation: null });
  // Creations first on a given day, so a company exists before anything happens to it.
  slots.sort((a, b) => a.day - b.day || (a.creation ? 0 : 1) - (b.creation ? 0 : 1));

  const raw: RawEvent[] = [];
  let seq = 0;
  let drawn = 0;
  for (const slot of slots) {
    const actDate = fromDayNumber(slot.day);
    let company: CompanyState | null = slot.creation;
    let subtype: EventSubtype = 'constitution';
    const family: RenderingFamily = drawn % REALISTIC_EVERY === REALISTIC_EVERY - 1 ? 'realistic' : 'template';
    if (company) {
      pool.add(company);
    } else {
      if (pool.size === 0) continue;
      for (let attempt = 0; attempt < 6 && !company; attempt += 1) {
        const candidate = pool.pick(random);
        if (candidate.lastActDate < actDate) company = candidate;
      }
      if (!company) continue;
      subtype = nextSubtype(random, company, family);
    }
    drawn += 1;
    const subject = company;
    const eventRandom = random.fork(`event-${seq}`);
    const others: OtherCompanies = (accept) => {
      const r = eventRandom.fork('others');
      for (let attempt = 0; attempt < 12 && pool.size > 1; attempt += 1) {
        const other = pool.pick(r);
        if (other !== subject && other.status === 'active' && other.creationDate < actDate && accept(other)) return other;
      }
      return null;
    };
    // The other side of a merger or a TUP changes too: it must be free on that date.
    let partner: CompanyState | null = null;
    if (subtype === 'fusion_absorbee') partner = others((h) => (h.forme === 'SA' || h.forme === 'SAS' || h.forme === 'SARL') && h.lastActDate < actDate);
    if (subtype === 'transmission_universelle') partner = others((h) => h.forme === 'SAS' || h.forme === 'SA' || h.forme === 'SARL');
    if ((subtype === 'fusion_absorbee' || subtype === 'transmission_universelle') && !partner) subtype = 'dissolution_anticipee';

    const applied = applyChange(eventRandom, names, company, subtype, actDate, family, others, partner);
    company.lastActDate = actDate;
    if (company.status === 'radiee') {
      company.radiationDate = actDate;
      pool.remove(company);
    }
    const emitted = emit({ company, subtype, actDate, family, applied, eventRandom, seq, to });
    raw.push(...emitted);
    seq += emitted.length;

    if (subtype === 'fusion_absorbee' && partner) {
      // The absorbing company's side of the merger: its capital grows by the absorbed one's contribution.
      const absorbedCapital = company.capital;
      const change: EventChange = { oldCapital: partner.capital, partner: company, treatyDate: applied.change.treatyDate };
      partner.capital += Math.max(100_000, Math.round(absorbedCapital / 2 / 100_000) * 100_000);
      partner.lastActDate = actDate;
      const absorbing = emit({
        company: partner, subtype: 'fusion_absorbante', actDate, family: 'realistic',
        applied: { change, dirigeants: () => [], ancienne: null }, eventRandom: random.fork(`event-${seq}`), seq, to,
      });
      raw.push(...absorbing);
      seq += absorbing.length;
    }
  }
  gatherLists(random.fork('greffe-lists'), raw);
  return assignIds(raw);
}

interface Emit {
  company: CompanyState;
  subtype: EventSubtype;
  actDate: string;
  family: RenderingFamily;
  applied: Applied;
  eventRandom: Random;
  seq: number;
  /** The timeline's last day. */
  to: string;
}

/** A rectificatif goes to the journals of the notice it corrects: they must still publish on its date. */
function fitsRectificatif(date: string, channels: readonly Channel[], to: string): boolean {
  if (date > to) return false;
  const papers = newspapersOn(date);
  return channels.every((c) => c === 'JONC' || papers.includes(c));
}

/** One event's notice (and, for a misprinted realistic notice, its rectificatif), with ground truth. */
function emit({ company, subtype, actDate, family, applied, eventRandom, seq, to }: Emit): RawEvent[] {
  const type = SUBTYPE_TYPES[subtype];
  const drawn = identify(eventRandom, company);
  // A realistic notice that names another company with its RIDET always identifies its own
  // subject too: otherwise the only identifier printed would be a third party's.
  const { holding, partner, buyerCompany, lesseeCompany, sellerCompany } = applied.change;
  const namesAnother = family === 'realistic' && Boolean(holding ?? partner ?? buyerCompany ?? lesseeCompany ?? sellerCompany);
  const id: Identification = namesAnother && drawn.defect === 'sans_ridet'
    ? { ident: printRidet('spaced_dot', company.rid, company.rank, Number(company.creationDate.slice(0, 4)), 0), form: 'spaced_dot', ridet: `${company.rid}${company.rank}`, defect: null }
    : drawn;
  const publicationDate = addDays(actDate, type === 'procedure' ? eventRandom.int(3, 20) : eventRandom.int(5, 45));
  const channels = channelsFor(eventRandom, type, publicationDate);
  const moneyStyle = eventRandom.weighted(MONEY_STYLES);
  const base = {
    type, subtype, category: categoryOf(subtype), companyRid: company.rid, actDate, publicationDate, channels,
    defect: id.defect, ridetForm: id.form, list: null, rectifiesSeq: null,
  };
  if (family === 'template') {
    const ctx: NoticeContext = { random: eventRandom, company, ident: id.ident, actDate, dateStyle: eventRandom.chance(0.7) ? 'long' : 'numeric', moneyStyle };
    const rendered = render(ctx, subtype, applied.change);
    return [{
      ...base, seq, heading: rendered.heading, text: `${rendered.heading}\n\n${rendered.body.join('\n')}`, template: rendered.template,
      family, features: [], listEntry: null,
      expected: expectedOf(id, company, type, actDate, rendered, applied),
    }];
  }

  const r = eventRandom.fork('realistic');
  const ctx: RealisticContext = {
    random: r, company, ident: subjectIdentOf(id, company), actDate, publicationDate, channels, moneyStyle,
    // A RIDET cut across two lines comes from a narrow column of a printed page: the JONC's PDFs.
    dateWording: r.weighted(DATE_WORDINGS), splitIdent: channels.every((c) => c === 'JONC') && r.chance(0.4),
  };
  // A misprinted notice is rendered with the mistake in it; its rectificatif follows in the same journal.
  const rectificatifDate = addDays(publicationDate, r.int(7, 25));
  const misprint: Misprint | null = CORRECTABLE_SUBTYPES.has(subtype) && id.defect === null && fitsRectificatif(rectificatifDate, channels, to) && r.chance(RECTIFICATIF_RATE)
    ? drawMisprint(r, subtype, company.denomination, company.capital)
    : null;
  const printedCompany: CompanyState = misprint?.kind === 'name' ? { ...company, denomination: misprint.wrong } : misprint?.kind === 'capital' ? { ...company, capital: misprint.wrong } : company;
  const rendered = renderRealistic({ ...ctx, company: printedCompany }, subtype, applied.change);
  const dressed = dress(r, rendered, channels, publicationDate);
  const listable = type === 'procedure' && id.defect === null && id.ident !== null && r.chance(LISTABLE_RATE);
  const notice: RawEvent = {
    ...base, seq, heading: rendered.heading, text: `${rendered.heading}\n\n${dressed.body}`, template: rendered.template,
    family, features: [...dressed.features, ...(misprint ? ['misprint'] : [])],
    listEntry: listable && ctx.ident ? {
      name: company.denomination, forme: company.forme, siegeLine: siegeLine(company),
      ident: identInProse(ctx.ident.form, ctx.ident.rid, ctx.ident.rank, ctx.ident.year, r),
      objet: company.objet, kind: subtype as realistic.ProcedureSubtype, actDate,
      cessationDate: applied.change.cessationDate ?? null, officer: realistic.courtOfficer(ctx),
    } : null,
    expected: expectedOf(id, printedCompany, type, dressed.datePrinted ? publicationDate : actDate, rendered, applied),
  };
  if (!misprint) return [notice];

  const rc: RealisticContext = { ...ctx, random: eventRandom.fork('rectificatif'), publicationDate: rectificatifDate, splitIdent: false };
  const correction = renderRectificatif(rc, { subtype, publicationDate, channels, misprint });
  const corrected = dress(rc.random, correction, channels, rectificatifDate);
  return [notice, {
    ...base, seq: seq + 1, publicationDate: rectificatifDate, heading: correction.heading, text: `${correction.heading}\n\n${corrected.body}`,
    template: correction.template, family, features: corrected.features, listEntry: null, rectifiesSeq: seq,
    expected: {
      ridet: id.ridet, denomination: company.denomination, type, date: corrected.datePrinted ? rectificatifDate : actDate,
      forme_juridique: correction.forme, capital: correction.capital, siege: correction.siege,
      ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [],
    },
  }];
}

function expectedOf(id: Identification, company: CompanyState, type: AnnonceType, date: string, rendered: Pick<RenderedNotice, 'forme' | 'capital' | 'siege' | 'template'> & { body?: string[] }, applied: Applied): SampleEvent['expected'] {
  return {
    ridet: id.ridet,
    denomination: company.denomination,
    type,
    date,
    forme_juridique: rendered.forme,
    capital: rendered.capital,
    siege: rendered.siege,
    ancienne_denomination: applied.ancienne,
    nouvelle_denomination: applied.ancienne === null ? null : company.denomination,
    dirigeants: applied.dirigeants({ heading: '', body: [], template: rendered.template, forme: rendered.forme, capital: rendered.capital, siege: rendered.siege }),
  };
}

/**
 * Gathers court events published close together into lists of judgments: they share the list's
 * text and heading and its latest publication date; each keeps its own ground truth.
 */
function gatherLists(random: Random, raw: RawEvent[]): void {
  const bySeq = new Map(raw.map((e) => [e.seq, e]));
  const candidates = raw.filter((e) => e.listEntry).map((e) => ({ seq: e.seq, companyRid: e.companyRid, publicationDate: e.publicationDate }));
  for (const group of groupGreffeLists(random, candidates)) {
    const members = group.map((g) => bySeq.get(g.seq)!);
    const publicationDate = members.reduce((latest, e) => (e.publicationDate > latest ? e.publicationDate : latest), members[0]!.publicationDate);
    const listRandom = random.fork(`list-${members[0]!.seq}`);
    const list = renderGreffeList(listRandom, members.map((e) => e.listEntry!), publicationDate);
    // Lists come from two-column JONC pages: some through an OCR pass.
    const scanned = listRandom.chance(0.4);
    const [, ...body] = list.text.split('\n\n');
    const text = scanned ? `${list.heading}\n\n${ocrFaults(body.join('\n\n'), listRandom)}` : list.text;
    members.forEach((e, i) => {
      e.text = text;
      e.heading = list.heading;
      e.publicationDate = publicationDate;
      e.template = `realistic-greffe-list-${list.style}`;
      e.features = ['greffe-list', 'judgment', 'caps-heading', ...(list.style === 'dashed' ? ['form-before-name'] : []), ...(scanned ? ['ocr'] : [])];
      e.list = { key: String(members[0]!.seq), rank: i + 1, size: members.length };
      e.expected = { ...e.expected, date: e.actDate, siege: list.sieges[i] ?? null, capital: null, forme_juridique: e.listEntry!.forme, dirigeants: [] };
    });
  }
}

/** Ids number events within their publication year, in publication order: 'evt-2024-0042'. */
function assignIds(raw: RawEvent[]): SampleEvent[] {
  raw.sort((a, b) => (a.publicationDate < b.publicationDate ? -1 : a.publicationDate > b.publicationDate ? 1 : a.seq - b.seq));
  const perYear = new Map<string, number>();
  for (const e of raw) perYear.set(e.publicationDate.slice(0, 4), (perYear.get(e.publicationDate.slice(0, 4)) ?? 0) + 1);
  const width = Math.max(4, String(Math.max(0, ...perYear.values())).length);
  const counters = new Map<string, number>();
  const ids = new Map<number, string>();
  for (const e of raw) {
    const year = e.publicationDate.slice(0, 4);
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    ids.set(e.seq, `evt-${year}-${String(n).padStart(width, '0')}`);
  }
  return raw.map(({ seq, rectifiesSeq, listEntry: _entry, list, ...e }) => ({
    id: ids.get(seq)!,
    ...e,
    list: list ? { ...list, key: ids.get(Number(list.key))! } : null,
    rectifies: rectifiesSeq === null ? null : ids.get(rectifiesSeq)!,
  }));
}
