import { describe, expect, it } from 'vitest';
import { mailCourtesyLines } from '../../../kernel/normalise/mail-courtesies.ts';
import { subjectOf } from './notice-helpers.ts';

// A mail whose sender signs the cover note right under the request to print, above the notice it
// carries: the sender's firm and its identifier are the envelope's, not the notice's company. Every
// text is made up for this file; both identifiers pass the check.
const COMPANY = '1000009';

const NOTICE = [
  'NOMINATION DE GÉRANT',
  'TARO BLEU, SARL au capital de 200 000 F CFP, RIDET 1 000 009.001',
  "Par décision de l'assemblée du 4 novembre 2026, M. Yann Kasarhérou a été nommé gérant en remplacement de Mme Rose Kasarhérou, démissionnaire.",
  'Pour avis, la gérance.',
].join('\n');

describe("the sender's signature under a cover note", () => {
  it('is set apart when a person signs for a firm with its identifier, the request closing its sentence', () => {
    const text = `Bonjour,\nci-dessous pour parution.\nAnaïs – CABINET NÉMÉ GESTION – Ridet 2 000 008.001\n\n${NOTICE}`;
    expect([...mailCourtesyLines(text)].sort()).toEqual([0, 1, 2]);
    expect(subjectOf(text)).toBe(COMPANY);
  });

  it('is set apart under a thanks, the notice quoted below it', () => {
    const quoted = NOTICE.split('\n').map((line) => `> ${line}`).join('\n');
    const text = `Bonjour,\nJe vous transmets l'annonce ci-après pour insertion.\nBien cordialement,\nHugo, FIDUCIAIRE DES ÎLES, Ridet 2 000 008.001\n\n${quoted}`;
    expect(subjectOf(text)).toBe(COMPANY);
  });

  it('is set apart when the greeting carries the request on its own line', () => {
    const text = `Bonjour, merci de passer le texte ci-dessous.\nLéa Wamytan – CABINET KORO CONSEIL – Ridet 2 000 008.001 – tél. 27 11 22\n\n${NOTICE}`;
    expect(subjectOf(text)).toBe(COMPANY);
  });
});

describe('what is no cover signature', () => {
  it('leaves the notice\'s own header block announced by a colon', () => {
    const text = `Bonjour,\nvoici notre annonce :\nTaro Bleu, SARL, RIDET 1 000 009.001\n\nPar décision du 4 novembre 2026, la gérante a transféré le siège au 5 rue Higginson, Nouméa.`;
    expect(mailCourtesyLines(text).has(2)).toBe(false);
  });

  it('leaves a company header in capitals under the request (no person signs)', () => {
    const text = `Bonjour,\nci-dessous pour parution.\nTARO BLEU, SARL, RIDET 1 000 009.001\n\nPar décision du 4 novembre 2026, la gérante a transféré le siège au 5 rue Higginson, Nouméa.`;
    expect(mailCourtesyLines(text).has(2)).toBe(false);
    expect(subjectOf(text)).toBe(COMPANY);
  });

  it('leaves a signature the notice runs on from without a blank line', () => {
    const text = `Bonjour,\nci-dessous pour parution.\nAnaïs – CABINET NÉMÉ GESTION – Ridet 2 000 008.001\n${NOTICE}`;
    expect(mailCourtesyLines(text).has(2)).toBe(false);
  });
});
