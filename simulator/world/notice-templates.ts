import type { CompanyState, Officer } from './companies.ts';
import { siegeLine } from './companies.ts';
import type { Person } from './names.ts';
import {
  LONG_FORMES, agree, date, deciders, fonctionLabel, headerBlock, money, nommeLabel, officersLine, personName,
  personWithAddress, signature, type NoticeContext, type RenderedNotice,
} from './notice-context.ts';
import { capitalNormalised, groupDigits } from './french-format.ts';

/** What changed, as decided by the timeline; each template reads the fields of its subtype. */
export interface EventChange {
  oldCapital?: number;
  capitalMode?: 'numeraire' | 'reserves' | 'pertes';
  oldSiege?: string;
  oldDenomination?: string;
  oldForme?: string;
  prorogationAns?: number;
  removed?: Officer[];
  appointed?: Officer[];
  removalReason?: 'démission' | 'révocation' | 'fin de mandat';
  cedant?: Person;
  cessionnaire?: Person;
  parts?: number;
  buyer?: string;
  price?: number;
  lessee?: Person;
  startDate?: string;
  cessationDate?: string;
  judge?: Person;
  mandataire?: Person;
  liquidateur?: Officer;
  // Realistic renderings only: other companies of the world the notice names, with their RIDET.
  /** A holding company appointed président (its officer entry has prenoms null). */
  holding?: CompanyState;
  /** The other company of a merger (absorbing or absorbed) or the sole shareholder of a TUP. */
  partner?: CompanyState;
  /** Date of the merger treaty, before the approving meeting. */
  treatyDate?: string;
  buyerCompany?: CompanyState;
  lesseeCompany?: CompanyState;
  /** A company selling the parts it held in the subject. */
  sellerCompany?: CompanyState;
}

const ET = ' et ';

function compose(heading: string, template: string, header: ReturnType<typeof headerBlock>, body: string[]): RenderedNotice {
  return { heading, template, body: [...header.lines, ...body], forme: header.forme, capital: header.capital, siege: header.siege };
}

function age(ctx: NoticeContext): string {
  return deciders(ctx).opening;
}

export function renderConstitution(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const c = ctx.company;
  const notary = change.mandataire ? `${change.mandataire.prenoms} ${change.mandataire.nom}` : 'Anne LEBRETON';
  const siege = siegeLine(c);
  const lead = c.officers[0]?.fonction === 'président' ? 'Président' : 'Gérance';
  const v = ctx.random.int(0, 2);
  if (v === 2) {
    const body = [
      `Par acte sous seing privé du ${date(ctx, ctx.actDate)}, constitution de la société ${c.denomination}, ${c.forme} au capital de ${money(ctx, c.capital)}, siège social : ${siege}.`,
      `Objet : ${c.objet}. Durée : ${c.dureeAns} ans.`,
      ...c.officers.map((o) => `${fonctionLabel(o).replace(/^./, (s) => s.toUpperCase())} : ${personWithAddress(ctx, o)}.`),
    ];
    if (ctx.ident) body.push(`Immatriculation : ${ctx.ident}.`);
    body.push('Pour avis.');
    return { heading: 'CONSTITUTION DE SOCIÉTÉ', template: 'constitution-c', body, forme: c.forme, capital: capitalNormalised(c.capital), siege };
  }
  const opening = v === 0
    ? `Aux termes d'un acte sous seing privé en date à ${c.commune.name} du ${date(ctx, ctx.actDate)}, il a été constitué une société présentant les caractéristiques suivantes :`
    : `Suivant acte reçu par Maître ${notary}, notaire à Nouméa, le ${date(ctx, ctx.actDate)}, il a été constitué une ${(LONG_FORMES[c.forme] ?? c.forme).toLowerCase()} dont les caractéristiques sont les suivantes :`;
  const body = [opening, `Dénomination : ${c.denomination}`];
  if (c.sigle) body.push(`Sigle : ${c.sigle}`);
  body.push(
    v === 0 ? `Forme : ${c.forme}` : `Forme : ${LONG_FORMES[c.forme] ?? c.forme} (${c.forme})`,
    `Capital : ${money(ctx, c.capital)}`,
    `Siège social : ${siege}`,
    `Objet : ${c.objet}`,
    `Durée : ${c.dureeAns} ans${v === 0 ? ' à compter de son immatriculation au RCS' : ''}`,
  );
  const leads = c.officers.filter((o) => o.fonction === c.officers[0]?.fonction);
  body.push(`${lead} : ${officersLine(ctx, leads)}`);
  for (const o of c.officers.filter((x) => !leads.includes(x))) body.push(`Directeur général : ${personWithAddress(ctx, o)}`);
  if (ctx.ident) body.push(v === 0 ? `Immatriculation : ${ctx.ident}` : ctx.ident);
  body.push(signature(ctx));
  return { heading: 'AVIS DE CONSTITUTION', template: v === 0 ? 'constitution-a' : 'constitution-b', body, forme: c.forme, capital: capitalNormalised(c.capital), siege };
}

export function renderCapital(ctx: NoticeContext, change: EventChange, increase: boolean): RenderedNotice {
  const c = ctx.company;
  const old = change.oldCapital ?? c.capital;
  const v = ctx.random.int(0, 2);
  const header = headerBlock(ctx);
  const expected = capitalNormalised(c.capital);
  const how = change.capitalMode === 'reserves' ? ' par incorporation de réserves' : change.capitalMode === 'numeraire' ? ' par apport en numéraire' : ' par imputation sur les pertes';
  let body: string[];
  if (v === 0) {
    body = [
      `${age(ctx)}, il a été décidé ${increase ? "d'augmenter" : 'de réduire'} le capital social de ${money(ctx, Math.abs(c.capital - old))}${how} pour le porter de ${money(ctx, old)} à ${money(ctx, c.capital)}.`,
      `Les articles 6 et 7 des statuts ont été modifiés en conséquence.`,
      signature(ctx),
    ];
  } else if (v === 1) {
    body = [
      `${age(ctx)}, le capital social a été ${increase ? 'porté' : 'ramené'} de ${money(ctx, old)} à ${money(ctx, c.capital)}${how}.`,
      `Ancienne mention : Capital : ${money(ctx, old)}`,
      `Nouvelle mention : Capital : ${money(ctx, c.capital)}`,
      'Mention sera faite au RCS de Nouméa.',
    ];
  } else {
    body = [
      `${age(ctx)}, ${deciders(ctx).subject} décidé une ${increase ? 'augmentation' : 'réduction'} de capital${how}. Le capital est désormais fixé à ${money(ctx, c.capital)}. La modification des statuts qui en résulte a été approuvée.`,
      signature(ctx),
    ];
  }
  const heading = ctx.random.pick(increase
    ? ['AUGMENTATION DE CAPITAL', 'MODIFICATION DU CAPITAL SOCIAL', 'AVIS DE MODIFICATION']
    : ['RÉDUCTION DE CAPITAL', 'MODIFICATION DU CAPITAL SOCIAL', 'AVIS DE MODIFICATION']);
  return { ...compose(heading, `capital-${'abc'[v]}`, header, body), capital: expected };
}

export function renderTransfer(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const c = ctx.company;
  const siege = siegeLine(c);
  const v = ctx.random.int(0, 2);
  const header = headerBlock(ctx);
  const effective = date(ctx, ctx.actDate);
  let body: string[];
  if (v === 0) {
    body = [
      `${age(ctx)}, il a été décidé de transférer le siège social du ${change.oldSiege} au ${siege} à compter du ${effective}.`,
      "L'article 4 des statuts a été modifié en conséquence.",
      signature(ctx),
    ];
  } else if (v === 1) {
    body = [
      `Par décision de la gérance en date du ${effective}, le siège social a été transféré.`,
      `Ancien siège : ${change.oldSiege}`,
      `Nouveau siège : ${siege}`,
      'Mention sera faite au RCS de Nouméa.',
    ];
  } else {
    body = [
      `${age(ctx)}, ${deciders(ctx).subject} décidé le transfert du siège social, avec modification corrélative de l'article 4 des statuts. Nouveau siège : ${siege}.`,
      signature(ctx),
    ];
  }
  const heading = ctx.random.pick(['TRANSFERT DE SIÈGE SOCIAL', 'TRANSFERT DU SIÈGE', 'AVIS DE MODIFICATION']);
  return { ...compose(heading, `siege-${'abc'[v]}`, header, body), siege };
}

export function renderDenomination(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const c = ctx.company;
  const old = change.oldDenomination ?? '';
  const v = ctx.random.int(0, 1);
  if (v === 0) {
    const header = headerBlock(ctx);
    return compose(ctx.random.pick(['CHANGEMENT DE DÉNOMINATION', 'MODIFICATION DES STATUTS']), 'denomination-a', header, [
      `${age(ctx)}, ${deciders(ctx).subject} décidé de modifier la dénomination sociale qui devient « ${c.denomination} » à compter du même jour.`,
      "L'article 3 des statuts a été modifié en conséquence.",
      `Ancienne mention : ${old}`,
      `Nouvelle mention : ${c.denomination}`,
      signature(ctx),
    ]);
  }
  const header = headerBlock(ctx, { anciennement: old });
  return compose('AVIS DE MODIFICATION', 'denomination-b', header, [
    `${age(ctx)}, la dénomination de la société, anciennement ${old}, devient ${c.denomination}. Modification des statuts en conséquence.`,
    signature(ctx),
  ]);
}

export function renderObjet(ctx: NoticeContext): RenderedNotice {
  const header = headerBlock(ctx);
  return compose(ctx.random.pick(['MODIFICATION DE L\u2019OBJET SOCIAL', 'MODIFICATION DES STATUTS']), 'objet-a', header, [
    `${age(ctx)}, il a été décidé d'étendre l'objet social à : ${ctx.company.objet}.`,
    "L'article 2 des statuts a été modifié en conséquence.",
    signature(ctx),
  ]);
}

export function renderProrogation(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const header = headerBlock(ctx);
  return compose('PROROGATION DE LA DURÉE', 'prorogation-a', header, [
    `${age(ctx)}, il a été décidé la prorogation de la durée de la société de ${change.prorogationAns ?? 30} ans, soit jusqu'au ${date(ctx, `${Number(ctx.actDate.slice(0, 4)) + (change.prorogationAns ?? 30)}${ctx.actDate.slice(4)}`)}.`,
    'Modification des statuts en conséquence.',
    signature(ctx),
  ]);
}

export function renderTransformation(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const c = ctx.company;
  const header = headerBlock(ctx, { full: true });
  const removed = change.removed ?? [];
  const appointed = change.appointed ?? [];
  return compose('TRANSFORMATION EN SAS', 'transformation-a', header, [
    `${age(ctx)}, ${deciders(ctx).subject} décidé la transformation de la société en ${LONG_FORMES[c.forme]?.toLowerCase() ?? c.forme} (${c.forme}) à compter du même jour, sans création d'un être moral nouveau, et adopté les nouveaux statuts.`,
    `Ancienne forme : ${change.oldForme}`,
    `Nouvelle forme : ${c.forme}`,
    ...removed.map((o) => `Il a été mis fin aux fonctions de ${fonctionLabel(o)} de ${personName(ctx, o)}.`),
    ...appointed.map((o) => `${fonctionLabel(o).replace(/^./, (s) => s.toUpperCase())} : ${personWithAddress(ctx, o)}.`),
    'Pour avis, le président.',
  ]);
}

export function renderNomination(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const removed = change.removed ?? [];
  const appointed = change.appointed ?? [];
  const header = headerBlock(ctx);
  const first = appointed[0];
  const reason = change.removalReason ?? 'démission';
  const v = ctx.random.int(0, 1);
  const heading = first?.fonction === 'gérant'
    ? ctx.random.pick(['CHANGEMENT DE GÉRANT', 'AVIS DE MODIFICATION'])
    : ctx.random.pick(['NOMINATION', 'CHANGEMENT DE DIRIGEANT', 'AVIS DE MODIFICATION']);
  const single = ctx.company.forme === 'EURL' || ctx.company.forme === 'SASU';
  const assembly = single
    ? `Par décision de l'associé unique en date du ${date(ctx, ctx.actDate)}`
    : ctx.random.pick([
        `Aux termes d'une assemblée générale ordinaire du ${date(ctx, ctx.actDate)}`,
        `Aux termes d'une assemblée générale ordinaire en date du ${date(ctx, ctx.actDate)}`,
      ]);
  const subject = single ? "l'associé unique a" : 'les associés ont';
  const body: string[] = [];
  if (!first) throw new Error('nomination without appointee');
  if (removed.length === 0) {
    body.push(`${assembly}, ${personWithAddress(ctx, first, true)} a été ${nommeLabel(first)} ${fonctionLabel(first)} à compter du même jour, pour une durée illimitée.`);
  } else if (v === 0) {
    const gone = removed[0] as Officer;
    const reasonText = reason === 'démission' ? `pris acte de la démission de ${personName(ctx, gone)} de ses fonctions de ${fonctionLabel(gone)}` : reason === 'révocation' ? `prononcé la révocation de ${personName(ctx, gone)} de ses fonctions de ${fonctionLabel(gone)}` : `constaté la fin du mandat de ${fonctionLabel(gone)} de ${personName(ctx, gone)}`;
    body.push(`${assembly}, ${subject} ${reasonText} et ${single ? 'a' : 'ont'} ${nommeLabel(first)} en remplacement ${personWithAddress(ctx, first)}, en qualité de ${fonctionLabel(first)}, à compter du même jour.`);
  } else {
    const gone = removed[0] as Officer;
    body.push(
      `${assembly}, ${personName(ctx, first)} a été ${nommeLabel(first)} ${fonctionLabel(first)} en remplacement de ${personName(ctx, gone)}, ${reason === 'démission' ? 'démissionnaire' : reason === 'révocation' ? agree(gone, 'révoqué') : 'dont le mandat est arrivé à échéance'}.`,
      `Ancienne mention : ${personName(ctx, gone)}`,
      `Nouvelle mention : ${personName(ctx, first)}`,
    );
  }
  body.push(signature(ctx));
  return compose(heading, `nomination-${removed.length === 0 ? 'c' : 'ab'[v]}`, header, body);
}

export function renderAuditor(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const header = headerBlock(ctx);
  const firm = change.appointed?.[0];
  return compose(ctx.random.pick(['NOMINATION D\u2019UN COMMISSAIRE AUX COMPTES', 'AVIS DE MODIFICATION']), 'commissaire-a', header, [
    `Aux termes d'une assemblée générale ordinaire du ${date(ctx, ctx.actDate)}, la société ${firm?.nom ?? ''} a été nommée en qualité de commissaire aux comptes titulaire pour une durée de six exercices.`,
    signature(ctx),
  ]);
}

function personFromPerson(p: Person): Officer {
  return { nom: p.nom, prenoms: p.prenoms, civilite: p.civilite, fonction: 'associé' };
}

export function renderCessionParts(ctx: NoticeContext, change: EventChange, withGerance: boolean): RenderedNotice {
  const header = headerBlock(ctx);
  const cedant = personFromPerson(change.cedant as Person);
  const cessionnaire = personFromPerson(change.cessionnaire as Person);
  const body = [
    `Aux termes d'un acte sous seing privé en date du ${date(ctx, ctx.actDate)}, ${personName(ctx, cedant)} a cédé à ${personWithAddress(ctx, cessionnaire)}, cessionnaire, ${groupDigits(change.parts ?? 100)} parts sociales de la société.`,
    'Les articles 7 et 8 des statuts relatifs au capital social ont été modifiés en conséquence.',
  ];
  if (withGerance) {
    const gone = change.removed?.[0];
    const next = change.appointed?.[0];
    if (gone && next) {
      body.push(`Par suite de cette cession, ${personName(ctx, gone)} a démissionné de ses fonctions de ${fonctionLabel(gone)} et ${personName(ctx, next)} a été ${nommeLabel(next)} ${fonctionLabel(next)} à compter du même jour.`);
    }
  }
  body.push(signature(ctx));
  return compose('CESSION DE PARTS SOCIALES', withGerance ? 'cession-parts-gerance' : 'cession-parts', header, body);
}

export function renderVenteFonds(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const header = headerBlock(ctx);
  const avocat = change.mandataire ? `${change.mandataire.prenoms} ${change.mandataire.nom}` : 'Paul LEBRETON';
  const heading = ctx.random.pick(['VENTE DE FONDS DE COMMERCE', 'CESSION DE FONDS DE COMMERCE']);
  return compose(heading, 'vente-fonds-a', header, [
    'Première insertion',
    `Suivant acte sous seing privé en date du ${date(ctx, ctx.actDate)}, la société susnommée a vendu à la société ${change.buyer}, en cours d'immatriculation, le fonds de commerce qu'elle exploitait à ${ctx.company.commune.name}, ayant pour activité ${ctx.company.objet}, moyennant le prix de ${money(ctx, change.price ?? 1_000_000)}.`,
    `Entrée en jouissance : ${date(ctx, change.startDate ?? ctx.actDate)}.`,
    `Les oppositions, s'il y a lieu, seront reçues dans les dix jours de la dernière en date des insertions prévues par la loi, au domicile élu au cabinet de Maître ${avocat}, avocat à Nouméa.`,
  ]);
}

export function renderLocationGerance(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const header = headerBlock(ctx);
  const lessee = personFromPerson(change.lessee as Person);
  return compose(ctx.random.pick(['LOCATION-GÉRANCE', 'MISE EN LOCATION-GÉRANCE']), 'location-gerance-a', header, [
    `Suivant acte sous seing privé en date du ${date(ctx, ctx.actDate)}, la société susnommée a donné en location-gérance à ${personWithAddress(ctx, lessee)} le fonds de commerce sis à ${ctx.company.commune.name}, ayant pour activité ${ctx.company.objet}, pour une durée d'une année à compter du ${date(ctx, change.startDate ?? ctx.actDate)}, renouvelable par tacite reconduction.`,
    signature(ctx),
  ]);
}

export type ProcedureKind = 'redressement_judiciaire' | 'liquidation_judiciaire' | 'plan_redressement' | 'conversion_liquidation' | 'cloture_insuffisance_actif';

const PROCEDURE_HEADINGS: Readonly<Record<ProcedureKind, string>> = {
  redressement_judiciaire: 'REDRESSEMENT JUDICIAIRE',
  liquidation_judiciaire: 'LIQUIDATION JUDICIAIRE',
  plan_redressement: 'PLAN DE REDRESSEMENT',
  conversion_liquidation: 'CONVERSION EN LIQUIDATION JUDICIAIRE',
  cloture_insuffisance_actif: 'CLÔTURE POUR INSUFFISANCE D\u2019ACTIF',
};

function procedureSentence(kind: ProcedureKind): string {
  switch (kind) {
    case 'redressement_judiciaire':
      return "a prononcé l'ouverture d'une procédure de redressement judiciaire à l'égard de";
    case 'liquidation_judiciaire':
      return "a prononcé l'ouverture d'une procédure de liquidation judiciaire à l'égard de";
    case 'plan_redressement':
      return 'a arrêté le plan de redressement par voie de continuation de';
    case 'conversion_liquidation':
      return 'a converti la procédure de redressement judiciaire en liquidation judiciaire à l\u2019égard de';
    case 'cloture_insuffisance_actif':
      return "a prononcé la clôture pour insuffisance d'actif de la procédure de liquidation judiciaire ouverte à l'égard de";
  }
}

/** Court notices, JONC only; the mandataire is a court officer, never one of the company's dirigeants. */
export function renderProcedure(ctx: NoticeContext, change: EventChange, kind: ProcedureKind): RenderedNotice {
  const c = ctx.company;
  const judge = personFromPerson(change.judge as Person);
  const mandataire = personFromPerson(change.mandataire as Person);
  const me = `Me ${mandataire.prenoms} ${mandataire.nom}`;
  const heading = PROCEDURE_HEADINGS[kind];
  const opening = kind === 'redressement_judiciaire' || kind === 'liquidation_judiciaire' || kind === 'conversion_liquidation';
  const v = ctx.random.int(0, 1);
  if (v === 0) {
    const siege = siegeLine(c);
    const body = [
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      `Par jugement en date du ${date(ctx, ctx.actDate)}, le tribunal mixte de commerce de Nouméa ${procedureSentence(kind)} :`,
      `${c.denomination}, ${c.forme}`,
      `Siège social : ${siege}`,
    ];
    if (ctx.ident) body.push(ctx.ident);
    body.push(`Activité : ${c.objet}`);
    if (opening) {
      body.push(
        `Date de cessation des paiements : ${date(ctx, change.cessationDate ?? ctx.actDate)}`,
        `Juge-commissaire : ${personName(ctx, judge)}`,
        `${kind === 'redressement_judiciaire' ? 'Mandataire judiciaire' : 'Liquidateur judiciaire'} : ${me}`,
        "Les créanciers sont invités à déclarer leurs créances entre les mains du mandataire judiciaire dans un délai de deux mois à compter de la présente publication au Journal officiel de la Nouvelle-Calédonie.",
      );
    } else if (kind === 'plan_redressement') {
      body.push(`Commissaire à l'exécution du plan : ${me}`, 'Durée du plan : 8 ans.');
    }
    body.push('Pour extrait, le greffier.');
    return { heading, template: 'procedure-a', body, forme: c.forme, capital: null, siege };
  }
  const idPart = ctx.ident ? `, ${ctx.ident}` : '';
  const body = [
    `Jugement du tribunal mixte de commerce de Nouméa du ${date(ctx, ctx.actDate)} : ${heading.toLowerCase()} de la société ${c.denomination} (${c.forme})${idPart}, activité : ${c.objet}.`,
  ];
  if (opening) body.push(`Cessation des paiements : ${date(ctx, change.cessationDate ?? ctx.actDate)}. Juge-commissaire : ${personName(ctx, judge)}. Mandataire judiciaire : ${me}.`);
  return { heading, template: 'procedure-b', body, forme: c.forme, capital: null, siege: null };
}

export function renderDissolution(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const liq = change.liquidateur as Officer;
  const header = headerBlock(ctx, { enLiquidation: true });
  const v = ctx.random.int(0, 1);
  const removed = change.removed ?? [];
  const body = [
    `${age(ctx)}, ${deciders(ctx).subject} décidé la dissolution anticipée de la société à compter du même jour et sa mise en liquidation amiable.`,
    `${personWithAddress(ctx, liq, true)} a été ${nommeLabel(liq)} ${fonctionLabel(liq)} et dispose des pouvoirs les plus étendus pour réaliser l'actif et apurer le passif.`,
  ];
  if (v === 1 && removed.length > 0) body.push(`Il a été mis fin aux fonctions de ${removed.map((o) => `${fonctionLabel(o)} de ${personName(ctx, o)}`).join(ET)}.`);
  body.push(
    'Le siège de la liquidation est fixé au siège social, adresse à laquelle la correspondance doit être adressée.',
    `Pour avis, ${liq.civilite === 'Mme' ? 'la liquidatrice' : 'le liquidateur'}.`,
  );
  return compose(ctx.random.pick(['DISSOLUTION ANTICIPÉE', 'AVIS DE DISSOLUTION']), v === 0 ? 'dissolution-a' : 'dissolution-b', header, body);
}

export function renderClosure(ctx: NoticeContext, change: EventChange): RenderedNotice {
  const liq = change.liquidateur;
  const header = headerBlock(ctx, { enLiquidation: true });
  const v = ctx.random.int(0, 1);
  const liqName = liq ? personName(ctx, liq) : 'le liquidateur';
  const body = v === 0
    ? [
        `Aux termes d'une assemblée générale du ${date(ctx, ctx.actDate)}, les associés ont approuvé les comptes définitifs de liquidation, donné quitus au liquidateur, ${liqName}, et ${liq?.civilite === 'Mme' ? "l'ont déchargée" : "l'ont déchargé"} de son mandat, puis prononcé la clôture de la liquidation.`,
        'La société sera radiée du RCS de Nouméa.',
        `Pour avis, ${liq?.civilite === 'Mme' ? 'la liquidatrice' : 'le liquidateur'}.`,
      ]
    : [
        `L'assemblée de clôture réunie le ${date(ctx, ctx.actDate)} a approuvé les comptes définitifs, donné quitus de sa gestion à ${liqName} et constaté la clôture de la liquidation amiable. Radiation au RCS de Nouméa.`,
      ];
  return compose(ctx.random.pick(['CLÔTURE DE LIQUIDATION', 'AVIS DE CLÔTURE DE LIQUIDATION']), v === 0 ? 'cloture-a' : 'cloture-b', header, body);
}
