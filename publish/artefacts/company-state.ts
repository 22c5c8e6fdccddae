import { fold } from '../../kernel/normalise/fold.ts';
import { procedureStage, type ProcedureEtape, type ProcedureType } from '../../kernel/model/procedure-stage.ts';

/**
 * The state of a company as its announcements tell it (docs/artefacts.md, "État"): the field
 * `etat` of the company record. Values are lowercase ASCII like the announcement types.
 */
export const ETATS = ['en_activite', 'en_procedure', 'dissoute'] as const;
export type Etat = (typeof ETATS)[number];

export interface EtatEntreprise {
  valeur: Etat;
  /** Date of the announcement that put the company in this state. */
  depuis: string;
  /** That announcement's id (one of the company's announcements). */
  annonce_id: string;
  /** Present once the company has had a collective procedure: its kind and latest stage. */
  procedure?: ProcedureEnCours;
}

/** The kind of the company's latest collective procedure and the stage its latest court notice put it at. */
export interface ProcedureEnCours {
  /** Null when no notice named the kind ('clôture pour insuffisance d'actif' alone). */
  type: ProcedureType | null;
  etape: ProcedureEtape;
  /** Date of the notice that put the procedure at this stage. */
  depuis: string;
  annonce_id: string;
  /** When this procedure was opened (its first notice), and by which notice. */
  ouverture: string;
  ouverture_annonce_id: string;
}

/** What the rule reads of an announcement. */
export interface StateEvent {
  id: string;
  date: string;
  type: string;
  titre: string;
  resume: string;
}

// A judgment that ends a liquidation (the company is struck off).
const PROCEDURE_CLOSES_COMPANY = [/\binsuffisance d'actifs?\b/, /\bcloture (?:de la |des operations de )?liquidation\b/];
// A judgment that ends the observation period and lets the company carry on.
const PROCEDURE_ENDS = [
  /\bplan de (?:redressement|continuation|sauvegarde)\b/,
  /\bcloture (?:de la )?procedure de (?:redressement|sauvegarde)\b/,
  /\bextinction du passif\b/,
];
// Words that make a notice about a plan a step towards liquidation instead (résolution du plan).
const PROCEDURE_GOES_ON = [/\bresolution du plan\b/, /\bliquidation judiciaire\b/, /\bconver(?:sion|ti)\b/];

/**
 * What one announcement does to the state: a `procedure` or `dissolution` notice decides it
 * (it sets a value), every other type is ordinary (it only says the company exists).
 */
export function stateEffect(event: Pick<StateEvent, 'type' | 'titre' | 'resume'>): Etat | 'ordinaire' {
  if (event.type === 'dissolution') return 'dissoute';
  if (event.type !== 'procedure') return 'ordinaire';
  const text = fold(`${event.titre}\n${event.resume}`);
  if (PROCEDURE_CLOSES_COMPANY.some((re) => re.test(text))) return 'dissoute';
  if (PROCEDURE_ENDS.some((re) => re.test(text)) && !PROCEDURE_GOES_ON.some((re) => re.test(text))) return 'en_activite';
  return 'en_procedure';
}

/**
 * The procedure after one more court notice: a notice while a procedure runs, or one of a later
 * stage, moves it to its stage (its kind when the notice names one: a conversion turns a
 * redressement into a liquidation); an opening after the company left its procedure opens another.
 */
function nextProcedure(current: ProcedureEnCours | undefined, event: StateEvent, running: boolean): ProcedureEnCours {
  const stage = procedureStage(event.titre, event.resume);
  // A plan's résolution or a clôture after the company left the observation period is still that procedure.
  const continues = current !== undefined && (running || stage.etape !== 'ouverture');
  return {
    type: stage.type ?? (continues ? current.type : null),
    etape: stage.etape,
    depuis: event.date,
    annonce_id: event.id,
    ouverture: continues ? current.ouverture : event.date,
    ouverture_annonce_id: continues ? current.ouverture_annonce_id : event.id,
  };
}

/**
 * The company's state from its history, replayed oldest first by (date, id):
 *
 * - a `dissolution` notice (dissolution anticipée, liquidation amiable, clôture de liquidation),
 *   or a court notice that closes a liquidation (clôture pour insuffisance d'actif): `dissoute`;
 * - any other `procedure` notice (opening of a sauvegarde, redressement or liquidation
 *   judiciaire, conversion, résolution du plan): `en_procedure`;
 * - a court notice that ends a procedure with the company carrying on (plan de redressement,
 *   de continuation or de sauvegarde arrêté, clôture of the procedure): `en_activite` again;
 * - ordinary notices (creation, capital, siege, statuts, nomination, cession) make a company with
 *   no state yet `en_activite`, and change nothing after a procedure or a dissolution: during a
 *   procedure the administrator's or liquidator's acts (sale of the business, new officers) are
 *   published as ordinary notices, and only a judgment ends a procedure.
 *
 * `procedure`, once the company has had one, is the kind of its latest procedure and the stage
 * its latest court notice put it at, with the dates (nextProcedure).
 *
 * A notice that confirms the state already held (a conversion into liquidation during a
 * redressement, the clôture after a dissolution) keeps the earlier `depuis` and announcement:
 * `depuis` says since when the company is in that state. Null for an empty history.
 *
 * The result depends only on the decisive notices and on the oldest one, so callers may pass
 * just those (build-artefacts does) instead of the whole history.
 *
 * @example
 * companyState([
 *   { id: 'a', date: '2024-01-10', type: 'creation', titre: 'AVIS DE CONSTITUTION', resume: '…' },
 *   { id: 'b', date: '2025-06-02', type: 'procedure', titre: 'REDRESSEMENT JUDICIAIRE', resume: '…' },
 * ]); // { valeur: 'en_procedure', depuis: '2025-06-02', annonce_id: 'b' }
 */
export function companyState(history: readonly StateEvent[]): EtatEntreprise | null {
  const ordered = [...history].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.date < b.date ? -1 : 1));
  let state = null as EtatEntreprise | null;
  let procedure: ProcedureEnCours | undefined;
  for (const event of ordered) {
    const effect = stateEffect(event);
    const valeur: Etat | null = effect === 'ordinaire' ? (state === null ? 'en_activite' : null) : effect;
    if (event.type === 'procedure') procedure = nextProcedure(procedure, event, state?.valeur === 'en_procedure');
    if (valeur !== null && valeur !== state?.valeur) state = { valeur, depuis: event.date, annonce_id: event.id };
  }
  return state && procedure ? { ...state, procedure } : state;
}
