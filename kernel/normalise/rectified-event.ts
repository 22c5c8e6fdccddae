/**
 * A rectificatif names the notice it corrects by its company and, at times, by that notice's event
 * told as a participle in apposition ('concernant la société X, RIDET …, transformée de SARL en
 * société par actions simplifiée, il fallait lire …'). In a rectificatif that participle is the
 * corrected notice's event, which the rectificatif's type is: it is read as told ('a été
 * transformée'). Elsewhere a bare participle may recall the company's past and is left as printed.
 */

import { isRectificatif } from './rectificatif.ts';

const TRANSFORMED_APPOSED = /(,\s*)(transformee?s?\b[^.;:\n]{0,80}?\ben (?:societe|sas|sasu|sarl|sa|eurl|snc|sci|selarl|scop|sca)\b)/g;

/** The folded text with a rectificatif's apposed event participle read as told. */
export function withRectifiedEvent(folded: string): string {
  if (!folded.includes('transforme') || !isRectificatif(folded)) return folded;
  return folded.replace(TRANSFORMED_APPOSED, '$1a ete $2');
}
