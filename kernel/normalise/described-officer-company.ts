/**
 * A company printed with its identifier and its own description before the office it takes in the
 * subject ('X, SAS …, RIDET …, dont le siège est …, représentée par son président M. Y, a été
 * nommée présidente de la société :' / the subject's block): the description is X's, the office
 * after it is held in the subject, whose name may follow on the lines after a colon. Folded text.
 */

/**
 * ', dont le siège est …, représentée par son président M. Y,': the seat and the representative, each
 * up to its comma; the representative's office may come before his name, set apart by its own comma
 * ('représentée par son gérant, M. Y,').
 */
const DESCRIPTION =
  /^\s*,?\s*(?:dont le siege (?:social )?est (?:situe |fixe )?(?:a |au )?[^;:]{1,120}?,\s*)?(?:(?:representee?|prise) (?:par|en la personne de) (?:son |sa )?[^;:]{1,80}?,\s*(?:(?:m|mme|mlle|monsieur|madame)\.?\s[^;:,]{1,60},\s*)?)/;

/** Where the words after an identifier go on past the company's own description, or null when none is printed. */
export function pastOwnDescription(folded: string, identifierEnd: number): number | null {
  const m = DESCRIPTION.exec(folded.slice(identifierEnd, identifierEnd + 260));
  return m ? identifierEnd + m[0].length : null;
}

/** 'présidente de la société :' with the subject's name on the lines after the colon. */
export function namedAfterColon(rest: string, subject: string): boolean {
  const m = /^\s*:\s*/.exec(rest);
  return m !== null && rest.slice(m[0].length).startsWith(subject);
}
