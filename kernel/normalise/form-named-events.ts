/**
 * Events told of a company named by its legal form rather than by the word `société`: `constitution
 * de la SAS « X »`, `Constitution de la SASU X, capital …` (a form's summary or a generated text),
 * `le siège social de la SAS X, RIDET 1 621 648.001, est transféré …`. A reader takes the form for
 * the company it names, whatever form it is; the same wordings with `société` are read by
 * classify.ts. Patterns over folded text.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A constitution of a company named by its form ('constitution de la SAS', 'constitution d'une EURL'). */
export const CREATION_OF_FORM_NAMED: readonly RegExp[] = [new RegExp(`\\bconstitution (?:d'une |de la |de l')(?:${FOLDED_FORMS_SOURCE})\\b`)];

/**
 * The seat of a company named by its form, moved, the company's name and identifier between the noun
 * and the verb (an identifier's dots are no sentence end).
 */
export const SEAT_OF_FORM_NAMED_MOVED: readonly RegExp[] = [new RegExp(`\\bsiege (?:social )?(?:de la |de l'|du )(?:${FOLDED_FORMS_SOURCE})\\b(?:[^.;:]|\\.(?=\\d)){1,200}?\\b(?:a ete|est|sera) transfere\\b`)];
