import type { AnnonceType, Dirigeant } from '../../kernel/model/announcement.js';
import type { Random } from './random.js';
import type { Channel, EventSubtype, NoticeCategory, NoticeDefect, RidetForm, SampleEvent } from './types.js';
import { leadFonction, newOfficer, siegeLine, type CompanyState, type NameRegistry, type Officer } from './companies.js';
import { randomAuditFirm, randomCommune, randomNewBusinessName, randomObjet, randomPerson, randomStreet } from './names.js';
import { addDays, fromDayNumber, toDayNumber, type MoneyStyle } from './french-format.js';
import { ALL_RIDET_FORMS, FULL_RIDET_FORMS, breakLuhn, formIsUsableFor, printRidet } from './ridet-forms.js';
import { newspapersOn } from './channels.js';
import type { NoticeContext, RenderedNotice } from './notice-context.js';
import {
  renderAuditor, renderCapital, renderCessionParts, renderClosure, renderConstitution, renderDenomination,
  renderDissolution, renderLocationGerance, renderNomination, renderObjet, renderProcedure, renderProrogation,
  renderTransfer, renderTransformation, renderVenteFonds, type EventChange,
} from './notice-templates.js';

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

function activeSubtypes(c: CompanyState): Array<readonly [EventSubtype, number]> {
  const parts = PART_FORMS.has(c.forme);
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
  ];
}

function nextSubtype(random: Random, c: CompanyState): EventSubtype {
  switch (c.status) {
    case 'redressement':
      return random.chance(0.5) ? 'plan_redressement' : 'conversion_liquidation';
    case 'liquidation_judiciaire':
      return 'cloture_insuffisance_actif';
    case 'en_liquidation':
      return 'cloture_liquidation';
    default:
      return random.weighted(activeSubtypes(c));
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

/** Mutates the company for the event and says what changed. */
function applyChange(random: Random, names: NameRegistry, c: CompanyState, subtype: EventSubtype, actDate: string): Applied {
  const none = (): Dirigeant[] => [];
  const change: EventChange = {};
  switch (subtype) {
    case 'constitution':
      change.mandataire = randomPerson(random);
      return { change, dirigeants: () => c.officers.map((o) => asDirigeant(o, 'nomination')), ancienne: null };
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
        const next = newOfficer(random, lead);
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
      return { change, dirigeants: none, ancienne: null };
    case 'location_gerance':
      change.lessee = randomPerson(random);
      change.startDate = addDays(actDate, random.int(0, 30));
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

type RawEvent = Omit<SampleEvent, 'id'> & { seq: number };

/**
 * Runs the lifecycle of every company in act-date order and renders each notice with the company
 * as it stands at that moment, so a dénomination change shows in every later notice.
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
  for (const slot of slots) {
    const actDate = fromDayNumber(slot.day);
    let company: CompanyState | null = slot.creation;
    let subtype: EventSubtype = 'constitution';
    if (company) {
      pool.add(company);
    } else {
      if (pool.size === 0) continue;
      for (let attempt = 0; attempt < 6 && !company; attempt += 1) {
        const candidate = pool.pick(random);
        if (candidate.lastActDate < actDate) company = candidate;
      }
      if (!company) continue;
      subtype = nextSubtype(random, company);
    }
    const eventRandom = random.fork(`event-${seq}`);
    const applied = applyChange(eventRandom, names, company, subtype, actDate);
    company.lastActDate = actDate;
    if (company.status === 'radiee') {
      company.radiationDate = actDate;
      pool.remove(company);
    }

    const type = SUBTYPE_TYPES[subtype];
    const id = identify(eventRandom, company);
    const ctx: NoticeContext = {
      random: eventRandom,
      company,
      ident: id.ident,
      actDate,
      dateStyle: eventRandom.chance(0.7) ? 'long' : 'numeric',
      moneyStyle: eventRandom.weighted(MONEY_STYLES),
    };
    const rendered = render(ctx, subtype, applied.change);
    const publicationDate = addDays(actDate, type === 'procedure' ? eventRandom.int(3, 20) : eventRandom.int(5, 45));
    raw.push({
      seq,
      type,
      subtype,
      category: categoryOf(subtype),
      companyRid: company.rid,
      actDate,
      publicationDate,
      channels: channelsFor(eventRandom, type, publicationDate),
      heading: rendered.heading,
      text: `${rendered.heading}\n\n${rendered.body.join('\n')}`,
      defect: id.defect,
      ridetForm: id.form,
      template: rendered.template,
      expected: {
        ridet: id.ridet,
        denomination: company.denomination,
        type,
        date: actDate,
        forme_juridique: rendered.forme,
        capital: rendered.capital,
        siege: rendered.siege,
        ancienne_denomination: applied.ancienne,
        nouvelle_denomination: applied.ancienne === null ? null : company.denomination,
        dirigeants: applied.dirigeants(rendered),
      },
    });
    seq += 1;
  }
  return assignIds(raw);
}

/** Ids number events within their publication year, in publication order: 'evt-2024-0042'. */
function assignIds(raw: RawEvent[]): SampleEvent[] {
  raw.sort((a, b) => (a.publicationDate < b.publicationDate ? -1 : a.publicationDate > b.publicationDate ? 1 : a.seq - b.seq));
  const perYear = new Map<string, number>();
  for (const e of raw) perYear.set(e.publicationDate.slice(0, 4), (perYear.get(e.publicationDate.slice(0, 4)) ?? 0) + 1);
  const width = Math.max(4, String(Math.max(0, ...perYear.values())).length);
  const counters = new Map<string, number>();
  return raw.map(({ seq: _seq, ...e }) => {
    const year = e.publicationDate.slice(0, 4);
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    return { id: `evt-${year}-${String(n).padStart(width, '0')}`, ...e };
  });
}
