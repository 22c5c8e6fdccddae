import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { SIGNED_OFF_TAIL, signedOffTailStart } from '../../../kernel/normalise/notice-closing.ts';
import { onContactCard } from '../../../kernel/normalise/contact-card.ts';
import { fold } from '../../../kernel/normalise/fold.ts';

// Made-up notices: every company, person and number here is invented for the reading it shows.
const subjectOf = (text: string): string => {
  const r = parseNoticeText(text, { reference: 't' });
  return r.ok ? (r.notice.ridet ?? 'sans RIDET') : `quarantaine ${r.quarantine.reason}`;
};

describe('what is printed below the notice’s sign-off is not the notice', () => {
  it('reads an agency’s card below the closing line as the publisher’s, not the subject', () => {
    const text = [
      'SOCIÉTÉ ALPHA',
      'Société anonyme au capital de 10 000 000 F CFP',
      'Siège social : 12, rue Test, Nouméa',
      'RIDET 1 234 567.001',
      '',
      "L'assemblée générale ordinaire du 2 mars 2026 a nommé M. Jean TESTEUR en qualité d'administrateur.",
      '',
      "Le conseil d'administration.",
      '',
      'ANNONCES TEST (SAS) – Ridet 7654321.001 – Nouméa',
    ].join('\n');
    expect(subjectOf(text)).toBe('1234567001');
  });

  it('reads the head of the next notice on the page, below the sign-off, as another company’s', () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      'Le siège de la société BÊTA, SARL, RIDET 1 234 567.001, est transféré au 4, rue Exemple, Nouméa, à compter du 2 mars 2026.',
      'Pour avis, la gérance.',
      '',
      'GAMMA',
      'SARL au capital de 500 000 F CFP',
      'RIDET 7 654 321.001',
      'Aux termes d’une décision du 3 mars 2026, l’associé unique a décidé',
    ].join('\n');
    expect(subjectOf(text)).toBe('1234567001');
  });

  it('reads the firm’s card below the signature as the drafter’s', () => {
    const text = [
      'NOMINATION',
      'Par décision du 2 mars 2026, M. Jean TESTEUR est nommé gérant de la société BÊTA, SARL, RIDET 1 234 567.001.',
      'Pour avis, le gérant.',
      '',
      'Cabinet Test – 4, rue Exemple – Nouméa – RIDET 7 654 321.001',
    ].join('\n');
    expect(subjectOf(text)).toBe('1234567001');
  });

  it('keeps an identifier printed on the closing line itself, the company signing its notice', () => {
    const text = [
      'Pour avis, la gérance, SARL DELTA, RIDET 1 234 567.001',
      'ANNONCES TEST – RIDET 7 654 321.001',
    ].join('\n');
    expect(signedOffTailStart(text)).toBe(text.indexOf('\nANNONCES'));
    expect(text.indexOf('1 234 567')).toBeLessThan(signedOffTailStart(text));
  });

  it('does not read a whole notice printed below the previous notice’s sign-off as a tail', () => {
    const previousEnd = 'ont été approuvés. Pour avis,\nle liquidateur.\n';
    const notice = `AVIS DE CONSTITUTION\nIl a été constitué une société à responsabilité limitée dénommée ÉPSILON, au capital de 1 000 000 F CFP, ${'dont le siège est à Nouméa, '.repeat(10)}RIDET 1 234 567.001.`;
    expect(notice.length).toBeGreaterThan(SIGNED_OFF_TAIL);
    expect(signedOffTailStart(previousEnd + notice)).toBe((previousEnd + notice).length);
  });

  it('finds no tail where the text ends on its sign-off', () => {
    const text = 'La société ZÊTA, SARL, RIDET 1 234 567.001, a nommé un gérant.\nPour avis, le gérant.\n';
    expect(signedOffTailStart(text)).toBe(text.length);
  });
});

describe('an identifier on a firm’s card is the drafter’s or the publisher’s', () => {
  const cardAt = (text: string, printed: string): boolean => onContactCard(fold(text), text.indexOf(printed));

  it('reads an agency’s footer, its e-mail on the line below, as the publisher’s', () => {
    const text = [
      'DIMINUTION DU CAPITAL',
      'OMÉGA, SAS au capital de 5 000 000 F CFP, RIDET 1 234 567.001, siège à Nouméa.',
      'Les associés ont décidé le 2 mars 2026 de réduire le capital à 4 000 000 F CFP par rachat d’actions.',
      '',
      'ANNONCES TEST — SARL au capital de 1 000 000 F CFP — RIDET 7 654 321.001',
      'Habilitée à recevoir les annonces légales — contact@annonces-test.nc',
    ].join('\n');
    expect(subjectOf(text)).toBe('1234567001');
  });

  it('reads a letterhead giving a telephone beside the identifier as the drafter’s', () => {
    const text = [
      'SERVICES TEST SARL – RIDET 7 654 321.001 – Tél. 28 00 00',
      '',
      'ALPHA',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 234 567.001',
      'L’assemblée générale du 2 mars 2026 a décidé d’augmenter le capital de 500 000 F CFP par incorporation de réserves.',
    ].join('\n');
    expect(subjectOf(text)).toBe('1234567001');
  });

  it('does not read a seat given as a postal box as a card', () => {
    expect(cardAt('ALPHA, SARL – Siège : BP 12, Koné – RIDET 1 234 567.001', 'RIDET')).toBe(false);
    expect(cardAt('CABINET TEST — RIDET 1 234 567.001 — BP 112, Koné', 'RIDET')).toBe(true);
  });

  it('does not read a notice written on one long line as a card', () => {
    const line = `La société ALPHA, SARL, RIDET 1 234 567.001, ${'a transféré son siège social à Koné, '.repeat(4)}BP 12.`;
    expect(cardAt(line, 'RIDET')).toBe(false);
  });
});
