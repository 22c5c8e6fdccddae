import { describe, expect, it } from 'vitest';
import { findRidets, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { numberedItems } from '../../../kernel/normalise/batch-items.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices as agencies' and accountancy firms' back offices send them
// showed missing (test/kernel/normalise/agences): an insertion order's 'Donneur d'ordre' line, an
// agency's proof of publication, a numbered batch of notices for one client, and a listed
// auditor's residence before his office. Every text here is made up for the rule it names, never
// a copy of a group text.

describe("an insertion order's 'Donneur d'ordre' line", () => {
  const order =
    "ORDRE D'INSERTION N° 26-0001\nDonneur d'ordre : CABINET KAZ CONSEIL (RIDET 2 000 002.001)\nClient final : KAZ MARKET\nJournal : JONC\n\nKAZ MARKET\nSAS au capital de 1 000 000 F CFP – 2, rue Exemple, 98800 Nouméa\nRIDET : 1 000 001 - 001\n\nPar décisions collectives des associés du 3 mars 2026, la société KAZ AUDIT, SARL, RIDET 3 000 003.001, a été nommée commissaire aux comptes titulaire pour six exercices.\nPrésidente : Mme Ana EXEMPLE (sans changement).";

  it('names the firm that orders the insertion, set aside as an announcer: the client it orders for is the only candidate', () => {
    const decision = decideSubjectRidet(order, findRidets(order), { type: 'nomination' });
    expect({ ridet: decision.match?.ridet, rule: decision.rule }).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(order)).toEqual(['nomination', 'KAZ MARKET', 'SAS', '1000001001', '2026-03-03']);
  });

  it("is a line's label: a sentence that mentions an order leaves its company a candidate", () => {
    const text = order.replace("Donneur d'ordre : CABINET KAZ CONSEIL", "Envoyé par le donneur d'ordre habituel, CABINET KAZ CONSEIL");
    const decision = decideSubjectRidet(text, findRidets(text), { type: 'nomination' });
    expect(decision.judged.find((j) => j.match.rid === '2000002')?.adviser).toBe(false);
  });
});

describe("an agency's proof of publication", () => {
  it("dates the notice by 'Paru dans : journal n° … du <date>', its colon after 'dans'", () => {
    expect(findPublicationDate("JUSTIFICATIF DE PARUTION\nParu dans : L'Écho de Kaz n° 412 du jeudi 16 avril 2026, page 31\n\nKAZ MARKET, SARL, RIDET 1 000 001.001. L'assemblée du 30 mars 2026 a décidé la dissolution anticipée.")).toBe('2026-04-16');
    expect(findPublicationDate("Paru dans L'Écho de Kaz du 7 mai 2026.")).toBe('2026-05-07');
  });

  it('does not read a planned or cited publication as this one', () => {
    expect(findPublicationDate('Support : L’Écho de Kaz – parution prévue le 27/08/2026\n\nPar décision du gérant du 17 août 2026, le siège a été transféré.')).toBeNull();
    expect(findPublicationDate("RECTIFICATIF\nÀ l'annonce parue dans L'Écho de Kaz du 10 septembre 2026 concernant la société KAZ MARKET, il fallait lire « 50 ans ».")).toBeNull();
  });
});

describe("an agency's numbered batch of notices for one client", () => {
  const batch = [
    "BORDEREAU D'ENVOI – LOT 2026-001",
    'Client : GROUPE KAZ (RIDET 9 000 009.001) – 3 annonces',
    'Parution confirmée : édition du mardi 7 juillet 2026',
    '────────────',
    'Annonce 1/3 – N° d’ordre 101',
    '',
    'KAZ NEGOCE',
    'SARL au capital de 1 000 000 F CFP',
    'RIDET : 1 000 001.001',
    '',
    "Suivant procès-verbal de l'assemblée générale ordinaire du 22 juin 2026, M. Paul EXEMPLE a été nommé cogérant pour une durée illimitée.",
    'Pour avis, la gérance.',
    '────────────',
    'Annonce 2/3 – N° d’ordre 102',
    '',
    'KAZ IMMO',
    'Société civile immobilière au capital de 100 000 F CFP',
    'RIDET 2000002/001',
    '',
    'Par décision collective des associés du 22 juin 2026, le siège social a été transféré du 1, rue Exemple au 7, rue Modèle, 98800 Nouméa.',
    'Pour avis.',
    '────────────',
    'Annonce 3/3 – N° d’ordre 103',
    '',
    'KAZ RESTAURATION',
    'SAS au capital de 2 000 000 F CFP',
    'RIDET 3 000 003 - 001',
    '',
    "Par décisions unanimes des associés du 23 juin 2026, l'objet social a été étendu à l'activité de traiteur. L'article 2 des statuts a été modifié.",
    'Pour avis.',
    '────────────',
    'Agence KAZ Annonces – RIDET 4 000 004.001 – bordereau édité le 3 juillet 2026',
  ].join('\n');

  it('reads each numbered item as a notice of its own, dated by the batch', () => {
    const results = parseNoticeTexts(batch, { reference: 'lot' });
    expect(results.map((r) => (r.ok ? [r.notice.reference, r.notice.type, r.notice.ridet, r.notice.date] : r.quarantine.reason))).toEqual([
      ['lot#1', 'nomination', '1000001001', '2026-07-07'],
      ['lot#2', 'siege', '2000002001', '2026-07-07'],
      ['lot#3', 'statuts', '3000003001', '2026-07-07'],
    ]);
  });

  it('ends an item at its closing rule, so the batch footer belongs to none', () => {
    const lines = batch.split('\n');
    const items = numberedItems(lines)!;
    expect(items.map((item) => lines.slice(item.marker + 1, item.end).some((l) => l.includes('4 000 004')))).toEqual([false, false, false]);
  });

  it('needs every number from 1 to the count printed, in order', () => {
    expect(numberedItems(batch.replace('Annonce 2/3', 'Annonce 4/3').split('\n'))).toBeNull();
    expect(numberedItems(batch.replace('Annonce 3/3 – N° d’ordre 103', 'Suite du lot').split('\n'))).toBeNull();
  });

  it("does not read a notice's reference as an item number", () => {
    expect(numberedItems(['Annonce n° 2026/0409/12', '', 'KAZ NEGOCE, SARL, RIDET 1 000 001.001.', '', 'Annonce n° 2026/0410/01', '', 'KAZ IMMO, SCI, RIDET 2 000 002.001.'])).toBeNull();
  });
});

describe("a listed holder's residence before his office", () => {
  it("gives the deputy auditor named after the titular one his own office across 'demeurant à …'", () => {
    const text =
      "KAZ MARKET\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar décisions collectives des associés du 30 juin 2026, la société KAZ AUDIT, SARL, RIDET 3 000 003.001, a été nommée commissaire aux comptes titulaire, et M. Paul EXEMPLE, demeurant à Nouméa, commissaire aux comptes suppléant, pour six exercices.";
    expect(officersOf(noticeOf(text))).toEqual(['KAZ AUDIT (commissaire aux comptes)', 'Paul EXEMPLE (commissaire aux comptes suppléant)']);
  });
});
