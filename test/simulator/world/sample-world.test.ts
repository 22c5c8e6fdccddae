import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES } from '../../../kernel/model/announcement.ts';
import { cleanNoticeText } from '../../../kernel/normalise/index.ts';
import {
  ALL_RIDET_FORMS, RID_ONLY_FORMS, createDefaultSampleWorld, createSampleWorld, luhnValid,
  SampleWorldOptionsError, type SampleEvent, type SampleWorld,
} from '../../../simulator/world/index.ts';

const world: SampleWorld = createDefaultSampleWorld();

/** The text as a reader sees it: OCR slips, cut words and no-break spaces repaired, lines joined. */
function readable(e: SampleEvent): string {
  return cleanNoticeText(e.text).replace(/\s+/g, ' ');
}

describe('sample world: determinism', () => {
  it('gives the same world for the same seed', () => {
    const a = createSampleWorld({ seed: 42, companies: 60, eventsPerYear: 40 });
    const b = createSampleWorld({ seed: 42, companies: 60, eventsPerYear: 40 });
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
    expect(JSON.stringify(a.acts)).toBe(JSON.stringify(b.acts));
    expect(JSON.stringify(a.companies)).toBe(JSON.stringify(b.companies));
  });

  it('gives a different world for another seed', () => {
    const a = createSampleWorld({ seed: 42, companies: 60, eventsPerYear: 40 });
    const b = createSampleWorld({ seed: 43, companies: 60, eventsPerYear: 40 });
    expect(a.companies.map((c) => c.rid)).not.toEqual(b.companies.map((c) => c.rid));
    expect(a.events.map((e) => e.text)).not.toEqual(b.events.map((e) => e.text));
  });

  it('memoises the default world and matches an explicit default build', () => {
    expect(createDefaultSampleWorld()).toBe(world);
    expect(world.seed).toBe(20261121);
    expect(createSampleWorld().events.map((e) => e.id)).toEqual(world.events.map((e) => e.id));
  });

  it('rejects malformed options with a stable code', () => {
    expect(() => createSampleWorld({ from: '2020-13-45' })).toThrow(SampleWorldOptionsError);
    try {
      createSampleWorld({ companies: 0 });
      expect.unreachable();
    } catch (error) {
      expect((error as SampleWorldOptionsError).code).toBe('sample_world_options');
    }
  });
});

describe('sample world: volume and ordering', () => {
  it('has about 300 companies and 130 notices a year over 2020-2027', () => {
    expect(world.companies).toHaveLength(300);
    expect(world.events.length).toBeGreaterThan(900);
    expect(world.events.length).toBeLessThan(1200);
    expect(world.acts.length).toBeGreaterThan(100);
  });

  it('sorts events and acts by publicationDate then id, with unique ids', () => {
    for (const list of [world.events, world.acts]) {
      for (let i = 1; i < list.length; i += 1) {
        const prev = list[i - 1]!;
        const cur = list[i]!;
        const ordered = prev.publicationDate < cur.publicationDate || (prev.publicationDate === cur.publicationDate && prev.id < cur.id);
        expect(ordered, `${prev.id} before ${cur.id}`).toBe(true);
      }
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
    }
    expect(world.events[0]!.id).toMatch(/^evt-\d{4}-\d{4,}$/);
  });

  it('publishes every notice after its act and within the timeline, dated by its act unless it prints its publication', () => {
    for (const e of world.events) {
      expect(e.publicationDate > e.actDate).toBe(true);
      expect(e.publicationDate <= world.to).toBe(true);
      expect(e.expected.date, e.id).toBe(e.features.includes('header-date') ? e.publicationDate : e.actDate);
    }
    expect(world.events.some((e) => e.features.includes('header-date'))).toBe(true);
  });

  it('makes eventsPublishedUpTo and actsPublishedUpTo monotone and exact', () => {
    const dates = ['2019-12-31', '2020-06-30', '2022-01-01', '2024-03-15', '2026-11-21', '2027-12-31'];
    let previous = -1;
    for (const asOf of dates) {
      const visible = world.eventsPublishedUpTo(asOf);
      expect(visible.length).toBeGreaterThanOrEqual(previous);
      expect(visible.every((e) => e.publicationDate <= asOf)).toBe(true);
      expect(visible.length).toBe(world.events.filter((e) => e.publicationDate <= asOf).length);
      previous = visible.length;
      expect(world.actsPublishedUpTo(asOf).length).toBe(world.acts.filter((a) => a.publicationDate <= asOf).length);
    }
    expect(world.eventsPublishedUpTo('2019-12-31')).toHaveLength(0);
    expect(world.eventsPublishedUpTo('2027-12-31')).toHaveLength(world.events.length);
  });
});

describe('sample world: RIDET', () => {
  it('gives every company a unique Luhn-valid 7-digit RID and a 10-digit RIDET', () => {
    const rids = new Set<string>();
    for (const c of world.companies) {
      expect(c.rid).toMatch(/^\d{7}$/);
      expect(luhnValid(c.rid), c.rid).toBe(true);
      expect(c.ridet).toMatch(new RegExp(`^${c.rid}00[123]$`));
      rids.add(c.rid);
    }
    expect(rids.size).toBe(world.companies.length);
    expect(world.companies.some((c) => !c.ridet.endsWith('001'))).toBe(true);
  });

  it('prints Luhn-valid identifiers except in defect notices', () => {
    const byRid = new Map(world.companies.map((c) => [c.rid, c]));
    for (const e of world.events) {
      if (e.defect === 'sans_ridet') {
        expect(e.expected.ridet).toBeNull();
        expect(e.text).not.toMatch(/R[Il]DET|RID\b|RCS (?:de )?Nouméa \d/);
        continue;
      }
      const ridet = e.expected.ridet!;
      expect(ridet).toMatch(/^\d{10}$/);
      expect(luhnValid(ridet.slice(0, 7))).toBe(e.defect === null);
      if (e.defect === null) expect(ridet).toBe(byRid.get(e.companyRid)!.ridet);
    }
    expect(world.events.filter((e) => e.defect === 'sans_ridet').length).toBeGreaterThan(5);
    expect(world.events.filter((e) => e.defect === 'ridet_luhn_invalide').length).toBeGreaterThan(5);
  });

  it('uses every printed form, and RID-only forms only for establishment 001', () => {
    const forms = new Set(world.events.map((e) => e.ridetForm));
    for (const form of ALL_RIDET_FORMS) expect(forms.has(form), form).toBe(true);
    for (const e of world.events) {
      if (e.ridetForm && RID_ONLY_FORMS.includes(e.ridetForm)) expect(e.expected.ridet!.endsWith('001')).toBe(true);
    }
  });

  it('prints the identifier in the text as the form says (cut across lines or scanned in the realistic forms)', () => {
    const spaced = (rid: string) => `${rid.slice(0, 1)} ${rid.slice(1, 4)} ${rid.slice(4)}`;
    for (const e of world.events) {
      const r = e.expected.ridet;
      if (!r) continue;
      const rid = r.slice(0, 7);
      const rank = r.slice(7);
      const needle = {
        spaced_dot: `${spaced(rid)}.${rank}`, compact_dot: `${rid}.${rank}`, spaced: `${spaced(rid)} ${rank}`,
        compact: `${rid}${rank}`, ridet_numero: `${spaced(rid)}.${rank}`, dash: `${rid}-${rank}`,
        rid_spaced: spaced(rid), rid_compact: rid, rid_unpadded: rid.replace(/^0+/, ''),
        rcs_year: `B ${spaced(rid)}`, rcs_suffix: `${spaced(rid)} RCS Nouméa`,
      }[e.ridetForm!];
      expect(readable(e), e.id).toContain(needle);
    }
    expect(world.events.some((e) => e.features.includes('ridet-split') && /\d\n\d/.test(e.text))).toBe(true);
  });
});

describe('sample world: types, wording and ground truth', () => {
  it('covers every announcement type, on the expected channels', () => {
    const types = new Set(world.events.map((e) => e.type));
    for (const t of ANNONCE_TYPES) expect(types.has(t), t).toBe(true);
    for (const e of world.events) {
      expect(e.expected.type).toBe(e.type);
      expect(e.channels.length).toBeGreaterThan(0);
      if (e.type === 'procedure') expect(e.channels).toEqual(['JONC']);
      if (e.channels.includes('LNC')) expect(e.publicationDate < '2023-03-20' || e.publicationDate > '2023-10-15').toBe(true);
      if (e.channels.includes('ActuNC')) expect(e.publicationDate >= '2022-01-01').toBe(true);
    }
  });

  it('uses several templates per type, in both families of renderings', () => {
    for (const t of ANNONCE_TYPES) {
      for (const family of ['template', 'realistic'] as const) {
        const templates = new Set(world.events.filter((e) => e.type === t && e.family === family).map((e) => e.template));
        expect(templates.size, `${t} ${family}`).toBeGreaterThanOrEqual(family === 'template' || t === 'procedure' ? 2 : 1);
      }
    }
  });

  it('renders every third event in the realistic forms, with the features real notices show', () => {
    const realistic = world.events.filter((e) => e.family === 'realistic');
    expect(realistic.length / world.events.length).toBeGreaterThan(0.3);
    expect(world.events.filter((e) => e.family === 'template').every((e) => e.features.length === 0 && !e.template.startsWith('realistic-'))).toBe(true);
    const features = new Set(realistic.flatMap((e) => e.features));
    for (const f of ['prose', 'labels', 'form-before-name', 'caps-heading', 'header-date', 'date:words', 'ridet-split', 'ocr', 'nbsp', 'rectificatif', 'merger', 'tup', 'buyer-seller', 'holding-officer', 'greffe-list', 'two-companies']) {
      expect(features.has(f), f).toBe(true);
    }
    // OCR faults only where a scanned PDF can bring them: JONC-only notices.
    for (const e of realistic.filter((x) => x.features.includes('ocr'))) expect(e.channels).toEqual(['JONC']);
    // A masthead names the one newspaper the notice appears in.
    for (const e of realistic.filter((x) => x.features.includes('header-date'))) expect(e.channels).toHaveLength(1);
  });

  it('models a merger as two notices of the same act: the absorbing company’s capital, the absorbed company’s dissolution', () => {
    const absorbed = world.events.filter((e) => e.subtype === 'fusion_absorbee');
    expect(absorbed.length).toBeGreaterThan(3);
    for (const e of absorbed) {
      const absorbing = world.events.find((x) => x.subtype === 'fusion_absorbante' && x.actDate === e.actDate && x.text.includes(e.expected.denomination))!;
      expect(absorbing, e.id).toBeDefined();
      expect([e.type, absorbing.type]).toEqual(['dissolution', 'capital']);
      expect(e.text).toContain(absorbing.expected.denomination);
      expect(world.companies.find((c) => c.rid === e.companyRid)?.status).toBe('radiee');
    }
  });

  it('gathers court events into lists of judgments sharing one text, each entry with its own ground truth', () => {
    const listed = world.events.filter((e) => e.list);
    const lists = new Map<string, SampleEvent[]>();
    for (const e of listed) lists.set(e.list!.key, [...(lists.get(e.list!.key) ?? []), e]);
    expect(lists.size).toBeGreaterThanOrEqual(3);
    for (const [key, entries] of lists) {
      expect(entries.map((e) => e.list!.rank).sort()).toEqual(entries.map((_, i) => i + 1));
      expect(new Set(entries.map((e) => e.text)).size, key).toBe(1);
      expect(new Set(entries.map((e) => e.publicationDate)).size, key).toBe(1);
      expect(new Set(entries.map((e) => e.companyRid)).size, key).toBe(entries.length);
      for (const e of entries) {
        expect(e.type).toBe('procedure');
        expect(e.channels).toEqual(['JONC']);
        expect(e.list!.size).toBe(entries.length);
      }
      expect(entries.find((e) => e.list!.rank === 1)!.id).toBe(key);
    }
  });

  it('follows a misprinted notice with its rectificatif in the same journals, the type of the notice it corrects', () => {
    const corrections = world.events.filter((e) => e.rectifies);
    expect(corrections.length).toBeGreaterThan(5);
    for (const r of corrections) {
      const original = world.events.find((e) => e.id === r.rectifies)!;
      expect(original.features).toContain('misprint');
      expect([r.type, r.companyRid, r.channels]).toEqual([original.type, original.companyRid, original.channels]);
      expect(r.publicationDate > original.publicationDate).toBe(true);
      expect(r.features).toContain('rectificatif');
    }
  });

  it('starts every text with its heading and writes French', () => {
    for (const e of world.events) {
      expect(e.text.startsWith(`${e.heading}\n\n`)).toBe(true);
    }
    const all = world.events.map((e) => e.text).join('\n');
    for (const phrase of ["Aux termes d'un acte sous seing privé en date à", 'Dénomination :', 'Capital :', 'Durée : 99 ans', 'Pour avis, la gérance.', "Aux termes d'une assemblée générale extraordinaire du", 'tribunal mixte de commerce de Nouméa', 'liquidateur', '1er ', 'F.CFP', 'XPF', 'millions CFP']) {
      expect(all, phrase).toContain(phrase);
    }
    expect(all).toMatch(/\b\d{2}\/\d{2}\/20\d{2}\b/);
  });

  it('prints the expected capital, siège and form', () => {
    for (const e of world.events) {
      const text = readable(e);
      if (e.expected.capital) expect(e.expected.capital).toMatch(/^\d{1,3}( \d{3})* F CFP$/);
      if (e.expected.siege) expect(text, e.id).toContain(e.expected.siege);
      if (e.expected.forme_juridique) expect(['SARL', 'SAS', 'SASU', 'EURL', 'SCI', 'SA', 'SNC']).toContain(e.expected.forme_juridique);
      expect(text, e.id).toContain(e.expected.denomination);
      for (const d of e.expected.dirigeants) expect(text, e.id).toContain(d.nom);
    }
  });

  it('carries the overlaps the classifier must resolve, with the main event as ground truth', () => {
    const dissolution = world.events.find((e) => e.subtype === 'dissolution_anticipee')!;
    expect(dissolution.type).toBe('dissolution');
    expect(dissolution.expected.dirigeants.some((d) => d.fonction === 'liquidateur' && d.action === 'nomination')).toBe(true);
    const transfer = world.events.find((e) => e.template === 'siege-a')!;
    expect(transfer.type).toBe('siege');
    expect(transfer.text).toContain("L'article 4 des statuts a été modifié");
    const capital = world.events.find((e) => e.template === 'capital-a')!;
    expect(capital.type).toBe('capital');
    expect(capital.text).toContain('statuts');
    const lj = world.events.find((e) => e.subtype === 'liquidation_judiciaire' && e.template === 'procedure-a')!;
    expect(lj.type).toBe('procedure');
    expect(lj.text).toMatch(/Liquidateur judiciaire : Me /);
    expect(lj.expected.dirigeants).toEqual([]);
    const creation = world.events.find((e) => e.type === 'creation')!;
    expect(creation.expected.dirigeants.length).toBeGreaterThan(0);
    const cession = world.events.find((e) => e.subtype === 'cession_parts_gerance')!;
    expect(cession.type).toBe('cession');
    expect(cession.expected.dirigeants.map((d) => d.action).sort()).toEqual(['cessation', 'nomination']);
  });

  it('propagates a dénomination change to every later notice of the company', () => {
    // A misprinted notice prints its mistake (its rectificatif follows): it is left out here.
    const changes = world.events.filter((e) => e.subtype === 'changement_denomination' && !e.features.includes('misprint'));
    expect(changes.length).toBeGreaterThan(5);
    let checked = 0;
    for (const change of changes) {
      expect(change.expected.ancienne_denomination).not.toBeNull();
      expect(change.expected.nouvelle_denomination).toBe(change.expected.denomination);
      expect(change.text).toContain(change.expected.ancienne_denomination!);
      const later = world.events.filter((e) => e.companyRid === change.companyRid && e.actDate > change.actDate);
      const next = changes.find((c) => c.companyRid === change.companyRid && c.actDate > change.actDate);
      for (const e of later) {
        if ((next && e.actDate >= next.actDate) || e.features.includes('misprint')) continue;
        expect(e.expected.denomination, e.id).toBe(change.expected.nouvelle_denomination);
        expect(e.text).toContain(change.expected.nouvelle_denomination!);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('gives a company no notice after its closure, and constitution first', () => {
    const byCompany = new Map<string, typeof world.events>();
    for (const e of [...world.events].sort((a, b) => (a.actDate < b.actDate ? -1 : a.actDate > b.actDate ? 1 : 0))) {
      byCompany.set(e.companyRid, [...(byCompany.get(e.companyRid) ?? []), e]);
    }
    for (const events of byCompany.values()) {
      const creationIdx = events.findIndex((e) => e.type === 'creation');
      if (creationIdx >= 0) expect(creationIdx).toBe(0);
      const endIdx = events.findIndex((e) => ['cloture_liquidation', 'cloture_insuffisance_actif', 'fusion_absorbee', 'transmission_universelle'].includes(e.subtype));
      if (endIdx >= 0) expect(endIdx).toBe(events.length - 1);
      const dissolutionIdx = events.findIndex((e) => e.subtype === 'dissolution_anticipee');
      if (dissolutionIdx >= 0 && dissolutionIdx < events.length - 1) {
        expect(events.slice(dissolutionIdx + 1).map((e) => e.subtype)).toEqual(['cloture_liquidation']);
      }
    }
  });
});

describe('sample world: provincial acts', () => {
  it('numbers acts per province and names companies by RIDET or not at all', () => {
    const formats = { Sud: /^n° \d+-\d{4}\/ARR\/DIMEN$/, Nord: /^n° \d{4}-\d+\/APN$/, Iles: /^n° \d{4}-\d+\/API$/ };
    const provinces = new Set(world.acts.map((a) => a.province));
    expect(provinces.size).toBe(3);
    for (const a of world.acts) {
      expect(a.numero).toMatch(formats[a.province]);
      expect(a.numero).toContain(a.actDate.slice(0, 4));
      expect(a.text).toContain(a.numero);
      if (a.ridet === null) {
        expect(a.expectedType).toBeNull();
        expect(a.expectedQuarantine).toBeNull();
      } else {
        expect(luhnValid(a.ridet.slice(0, 7))).toBe(true);
        expect(a.text).toContain(a.denomination!);
        // Only an act that changes the company is an announcement; an aid or a permit is quarantined.
        if (a.kind === 'participation_sem') expect([a.expectedType, a.expectedQuarantine]).toEqual(['capital', null]);
        else if (a.kind === 'nomination_sem') expect([a.expectedType, a.expectedQuarantine]).toEqual(['nomination', null]);
        else expect([a.expectedType, a.expectedQuarantine]).toEqual([null, 'hors_champ']);
      }
    }
    expect(world.acts.some((a) => a.ridet === null && a.denomination !== null)).toBe(true);
    expect(world.acts.some((a) => a.kind === 'subvention_association')).toBe(true);
    expect(world.acts.some((a) => a.text.includes("aide à l'investissement") && a.expectedQuarantine === 'hors_champ')).toBe(true);
  });

  it('appoints the province’s directors to the boards of sociétés anonymes d’économie mixte', () => {
    const board = world.acts.filter((a) => a.kind === 'nomination_sem' && a.ridet !== null);
    expect(board.length).toBeGreaterThan(5);
    const byRid = new Map(world.companies.map((c) => [c.rid, c]));
    // A société anonyme whenever one exists on the act's date.
    expect(board.filter((a) => byRid.get(a.companyRid!)?.forme_juridique === 'SA').length / board.length).toBeGreaterThan(0.8);
    for (const a of board) {
      expect(a.dirigeants.filter((d) => d.action === 'nomination').length).toBeGreaterThan(0);
      for (const d of a.dirigeants) expect(a.text).toContain(d.nom);
    }
  });
});

describe('sample world: documentation', () => {
  it('documents every printed RIDET form and the RID-only rule in the README', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../../simulator/world/README.md', import.meta.url), 'utf8');
    for (const form of ALL_RIDET_FORMS) expect(readme, form).toContain(`\`${form}\``);
    expect(readme).toContain('RIDET = RID + `001`');
  });
});
