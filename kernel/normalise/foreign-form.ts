/**
 * A company registered abroad prints its form after its name ('REEF X Pty Ltd', 'Y TRADING
 * LIMITED'). The corpus's rule leaves a form written after the name out of the name, and none of
 * its form values is a foreign one, so the words go.
 */
const FOREIGN_FORM_AFTER = /\s+(?:(?:Pty|PTY)\.?\s+(?:Ltd|LTD)\.?|Ltd\.?|LTD\.?|Limited|LIMITED)$/u;

/** The name without a foreign form printed at its end. */
export function withoutForeignFormSuffix(name: string): string {
  const rest = name.replace(FOREIGN_FORM_AFTER, '');
  return rest.trim().length >= 2 ? rest : name;
}
