import { describe, expect, it } from 'vitest';
import { backgroundSpans, BACKGROUND_MARKERS } from '../../../kernel/normalise/background.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { classifyNotice, findActDate, parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Issue 32: background told by the verb and its markers (the plus-que-parfait, 'précédemment',
// 'il est rappelé que', 'pour mémoire'…) is not the notice's act when the text also reports an
// event in its own voice, dated or not. Texts made up.
const HEAD = 'SARL LES TROIS PALMIERS\nCapital : 1 000 000 F CFP – RIDET 1 000 041.001\n';
const OWN_ACT = "Par décision du 12 février 2026, l'associé unique a décidé le transfert du siège social au 8 rue des Goélands, 98800 Nouméa.\nPour avis, la gérance.";

describe('background told by the verb and its markers (issue 32, wt-rback)', () => {
  it.each([
    ['an undated recall in the pluperfect', 'Il est rappelé que les associés avaient précédemment procédé à une augmentation du capital de 500 000 F CFP.'],
    ["'pour mémoire'", 'Pour mémoire, le capital a été augmenté de 500 000 F CFP.'],
    ["'lors de sa constitution'", 'Lors de sa constitution, la société a fait l\'objet d\'un apport en nature et son capital a été augmenté de 500 000 F CFP.'],
    ["'aux termes d'un acte antérieur'", "Aux termes d'un acte antérieur, le capital a été augmenté de 500 000 F CFP."],
    ["'antérieurement', no verb of its own", 'Augmentation du capital de 500 000 F CFP décidée antérieurement par les associés.'],
  ])('%s gives not the type: the act told in the notice\'s own voice does', (_, background) => {
    expect(classifyNotice(`${HEAD}${background}\n${OWN_ACT}`)?.type).toBe('siege');
  });

  it('a recent dated act told in the pluperfect gives neither the type nor the date', () => {
    const text = `${HEAD}Par acte du 4 mars 2025, il avait été procédé à une augmentation du capital de 500 000 F CFP.\n${OWN_ACT}`;
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(findActDate(text)).toBe('2026-02-12');
  });

  it('the same when the background comes after the act and is more recent than it', () => {
    const text = `${HEAD}Par décision du 12 février 2026, l'associé unique a décidé le transfert du siège social au 8 rue des Goélands, 98800 Nouméa. Il est rappelé que, par acte du 2 mars 2026, les associés avaient décidé une augmentation du capital de 500 000 F CFP.`;
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(findActDate(text)).toBe('2026-02-12');
  });

  it('a text that tells nothing in its own voice keeps its only event and its date', () => {
    const text = `${HEAD}Par acte du 4 mars 2025, les associés avaient procédé à une augmentation du capital de 500 000 F CFP.`;
    expect(classifyNotice(text)?.type).toBe('capital');
    expect(findActDate(text)).toBe('2025-03-04');
  });

  it('an own voice that reports no event the rules name leaves the background as the only event told', () => {
    const text = `${HEAD}Il est rappelé que les associés avaient procédé à une augmentation du capital de 500 000 F CFP. Le gérant a été autorisé à signer les actes.`;
    expect(classifyNotice(text)?.type).toBe('capital');
  });

  it('a marker inside the sentence of the notice\'s own act leaves that act', () => {
    // A second act in its own voice, lower in precedence: the marked sentence would lose to it if blanked.
    const appointed = ' M. Paul ARO a été nommé gérant.';
    const text = `${HEAD}Par décision du 12 février 2026, l'associé unique a décidé de transférer le siège social, précédemment fixé au 1 rue des Lys, au 8 rue des Goélands, 98800 Nouméa.${appointed}`;
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(findActDate(text)).toBe('2026-02-12');
    const capital = `${HEAD}Par décision du 12 février 2026, l'associé unique a décidé d'augmenter le capital social, initialement de 500 000 F CFP, pour le porter à 1 000 000 F CFP.${appointed}`;
    expect(classifyNotice(capital)?.type).toBe('capital');
  });

  it('finds the marked sentences only when another sentence reports an event in its own voice', () => {
    const marked = fold('Il est rappelé que le siège avait été transféré. Les associés ont décidé la dissolution.');
    expect(backgroundSpans(marked).map((s) => marked.slice(s.start, s.end).trim())).toEqual(['il est rappele que le siege avait ete transfere.']);
    expect(backgroundSpans(fold('Il est rappelé que le siège avait été transféré. Pour avis.'))).toEqual([]);
  });

  it('a participle coordinated with the pluperfect (`avaient prononcé … et nommé`) is background too: the liquidator’s replacement is the notice', () => {
    const text = `${HEAD}REMPLACEMENT DU LIQUIDATEUR\nPar décision du 14 janvier 2026, les associés avaient prononcé la dissolution anticipée de la société et nommé liquidateur M. Paul EXEMPLE.\nM. Paul EXEMPLE étant décédé, l'assemblée du 20 février 2026 a désigné en qualité de nouvelle liquidatrice Mme Anne MODÈLE.`;
    expect(classifyNotice(text)?.type).toBe('nomination');
  });

  it("a negation in the imperfect is no pluperfect ('il n'y avait pas lieu')", () => {
    expect(BACKGROUND_MARKERS.test(fold("l'assemblée a décidé qu'il n'y avait pas lieu à dissolution"))).toBe(false);
  });
});

describe('an earlier act cited with its own publication', () => {
  const SEAT_IN_BOUGHT_BUSINESS =
    "ESSAIS ET JANTES\n\nPar décision du 16/03/2026, la gérante de la société ESSAIS ET JANTES, société à responsabilité limitée au capital de 1 000 000 F CFP, RIDET 1227909.001, a transféré le siège social au 118, avenue de Koutio, 98835 Dumbéa, dans les locaux du fonds de commerce que la société a acquis de la société GARAGE DES TESTS, SARL, RIDET 1227917.001, suivant acte sous seing privé du 12/01/2026 publié au Journal officiel du 29/01/2026.\n\nPour avis, la gérante, Mme Ana TESTARD.";

  it('is background from the relative pronoun that opens its clause to its publication date: the seat move is the type', () => {
    const folded = fold(SEAT_IN_BOUGHT_BUSINESS);
    const spans = backgroundSpans(folded);
    expect(spans.map((s) => folded.slice(s.start, s.end))).toEqual([
      'que la societe a acquis de la societe garage des tests, sarl, ridet 1227917.001, suivant acte sous seing prive du 12/01/2026 publie au journal officiel du 29/01/2026',
    ]);
    expect(classifyNotice(SEAT_IN_BOUGHT_BUSINESS)?.type).toBe('siege');
  });

  it("never publishes the notice under the earlier act's seller", () => {
    const [result] = parseNoticeTexts(SEAT_IN_BOUGHT_BUSINESS, { reference: 'test-publie' });
    expect(result!.ok ? result!.notice.ridet : 'quarantaine').not.toBe('1227917001');
  });

  it("reads a bracketed publication right after a party's identifier as closing the clause that names that party", () => {
    const folded = fold(
      "Par décisions du 9 mars 2026, l'associée unique de la société ESSAIS DU FAUBOURG, EURL, RIDET 1 347 905.001, locataire-gérante depuis le 1er février 2026 du fonds de restaurant appartenant à la société HÔTELIÈRE DES TESTS, SARL, RIDET 1 347 913.001 (contrat publié au Journal officiel du 12 février 2026), a décidé de modifier la dénomination sociale.",
    );
    expect(backgroundSpans(folded).map((s) => folded.slice(s.start, s.end))).toEqual([
      'appartenant a la societe hoteliere des tests, sarl, ridet 1 347 913.001 (contrat publie au journal officiel du 12 fevrier 2026',
    ]);
  });

  it('reads an act whose notice is told by a relative on its noun and a bare date (`dont la cession a fait l’objet d’un avis publié le …`) as background from the act followed', () => {
    const text =
      "Suite à l'acquisition, le 20 février 2026, du fonds de commerce de la société TEST SHOP, SARL, RIDET 5 830 278.001, dont la cession a fait l'objet d'un avis publié le 5 mars 2026, la société TEST SURF, SARL au capital de 1 200 000 F CFP, RIDET 5 830 286.001, a, par assemblée générale extraordinaire du 30 mars 2026, décidé de transférer son siège social au 5, promenade du Test, 98800 Nouméa, dans les locaux du fonds acquis.\n\nPour avis, la gérante.";
    const folded = fold(text);
    expect(backgroundSpans(folded).map((s) => folded.slice(s.start, s.end))).toEqual([
      "suite a l'acquisition, le 20 fevrier 2026, du fonds de commerce de la societe test shop, sarl, ridet 5 830 278.001, dont la cession a fait l'objet d'un avis publie le 5 mars 2026",
    ]);
    const [result] = parseNoticeTexts(text, { reference: 'test-dont' });
    expect(result!.ok ? [result!.notice.type, result!.notice.ridet] : result!.quarantine.reason).toEqual(['siege', '5830286001']);
  });

  it('reads no publication into a bare date that is no notice’s (`le bail publié le …` is no avis)', () => {
    const folded = fold("La société TEST SURF, RIDET 5 830 286.001, dont le bail a été publié le 5 mars 2026, a transféré son siège.");
    expect(backgroundSpans(folded)).toEqual([]);
  });

  // Made up: the appointment follows a sale of shares that had its own notice.
  const APPOINTMENT_AFTER_SALE =
    "ESSAIS DES ÎLES\nSARL au capital de 1 000 000 F CFP\nSiège social : 3, rue des Essais, 98800 Nouméa\nRIDET 1 742 659.001\n\nNOMINATION D'UN GÉRANT\n\nÀ la suite de la cession de la totalité des parts sociales de M. Luc TESTARD à Mme Ana TESTARD, intervenue le 2 février 2026 et publiée au JONC du 17 février 2026, l'assemblée générale des associés du 9 mars 2026 a nommé Mme Ana TESTARD gérante en remplacement de M. Luc TESTARD, démissionnaire.\n\nPour avis, la gérante.";

  it('reads the act this notice follows (`À la suite de …`) as background: the appointment is the notice, dated by its meeting', () => {
    const [result] = parseNoticeTexts(APPOINTMENT_AFTER_SALE, { reference: 'test-a-la-suite' });
    if (!result!.ok) throw new Error(result!.quarantine.detail);
    expect(result!.notice).toMatchObject({ type: 'nomination', ridet: '1742659001', date: '2026-03-09' });
  });

  it('reads an act published in a newspaper, and one whose relative says it had its own notice, as background (gerbes, ricochets)', () => {
    const inOurEdition = APPOINTMENT_AFTER_SALE.replace('et publiée au JONC du 17 février 2026', 'et publiée dans notre édition du 17 février 2026');
    const withItsNotice = APPOINTMENT_AFTER_SALE.replace('et publiée au JONC du 17 février 2026', "qui a fait l'objet d'un avis publié dans Actu NC du 17 février 2026");
    for (const text of [inOurEdition, withItsNotice]) {
      const [result] = parseNoticeTexts(text, { reference: 'test-journal' });
      if (!result!.ok) throw new Error(result!.quarantine.detail);
      expect(result!.notice).toMatchObject({ type: 'nomination', ridet: '1742659001', date: '2026-03-09' });
    }
    const folded = fold(withItsNotice);
    expect(backgroundSpans(folded).map((s) => folded.slice(s.start, s.end))[0]).toMatch(/^a la suite de la cession de la totalite des parts/);
  });

  it('leaves a notice published in a newspaper in the future, and a relative with no notice of its own, to their sentence', () => {
    expect(backgroundSpans(fold('La société TESTS, RIDET 1227909.001, dont le présent avis sera publié dans notre édition du 3 mars 2026, transfère son siège.'))).toEqual([]);
  });

  it('reads a sentence a bracketed publication closes as the earlier act, the liquidator’s replacement being the notice', () => {
    const text = `${HEAD}La dissolution anticipée de la société a été décidée par l'assemblée du 12 février 2026, qui avait désigné M. Paul TEST liquidateur (avis publié au JONC du 24 février 2026).\nPar décision collective du 2 juin 2026, les associés ont nommé Mme Anne TESTARD liquidatrice en remplacement de M. Paul TEST, démissionnaire.\nPour avis, la liquidatrice.`;
    expect(classifyNotice(text)?.type).toBe('nomination');
  });

  it('reads the clause a bracketed publication closes before a semicolon the same way', () => {
    const text = `${HEAD}La société a été transformée en société par actions simplifiée par l'assemblée du 2 avril 2026 (avis publié au JONC du 14 avril 2026) ; M. Paul TEST en a été nommé président.\nL'assemblée ordinaire du 25 juin 2026 a nommé la société TEST AUDIT commissaire aux comptes titulaire.\nPour avis, le président.`;
    expect(classifyNotice(text)?.type).toBe('nomination');
  });

  it('leaves to its sentence an act dated after the publication its bracket cites (the earlier dissolution withdrawn)', () => {
    const text = `${HEAD}Aux termes d'une assemblée du 22 septembre 2026, les associés ont décidé de rapporter la décision de dissolution anticipée qu'ils avaient prise le 2 juin 2026 (avis publié au JONC du 11 juin 2026).\nLa même assemblée a modifié la dénomination sociale.`;
    const folded = fold(text);
    expect(backgroundSpans(folded).map((span) => folded.slice(span.start, span.end)).join(' ')).not.toContain('22 septembre');
  });

  it("leaves a correction's citation of the notice it corrects, and this notice's own publication, as they are", () => {
    expect(backgroundSpans(fold("RECTIFICATIF. L'extrait du jugement qui prononçait la liquidation de la SARL TESTS (RIDET 1 227 909.001), publié au JONC du 13 juin 2024, désignait un autre liquidateur."))).toEqual([]);
    expect(backgroundSpans(fold('La société TESTS, RIDET 1227909.001, qui sera publiée au Journal officiel du 3 mars 2026, transfère son siège.'))).toEqual([]);
  });
});

// Made up (2026-12-07, thirteenth session, from acroteres ay08). A relative clause in the
// plus-que-parfait inside the sentence that tells the notice's act: the antecedent's past.
describe('a relative clause in the plus-que-parfait', () => {
  const text =
    "SARL LES TROIS PALMIERS en liquidation\nRIDET 1 000 041.001\n\nPar délibération du 2 septembre 2026, l'assemblée générale ordinaire des associés, prenant acte du décès de M. Paul TESTARD, liquidateur nommé par l'assemblée du 19 mai 2026 qui avait prononcé la dissolution anticipée de la société, a désigné en remplacement Mme Lise TESTIN en qualité de liquidatrice.\nPour avis, la liquidatrice.";

  it('is set aside, the clause alone', () => {
    const folded = fold(text);
    const clause = folded.indexOf("qui avait prononce");
    expect(backgroundSpans(folded)).toEqual([{ start: clause, end: folded.indexOf(', a designe') }]);
  });

  it("gives not the type: the sentence's own verb does", () => {
    expect(classifyNotice(text)?.type).toBe('nomination');
  });
});

// (2026-12-07, fifteenth session, from pignons fw35)
describe('an event named as the start of a state that goes on', () => {
  it("is background: 'les fonctions de président qu'il exerçait depuis la transformation de la société en SAS'", () => {
    const text =
      "KAZ UN\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nCHANGEMENT DE PRÉSIDENT\n\nPar décisions du 2 juin 2026, les associés ont pris acte de la démission de M. Paul UN de ses fonctions de président, qu'il exerçait depuis la transformation de la société en SAS, et ont nommé en remplacement Mme Ida DEUX.\n\nPour avis.";
    expect(classifyNotice(text)?.type).toBe('nomination');
  });
});

// (2026-12-07, fifteenth session, from architraves kn24)
describe('an earlier act named as the cause of the decision the organ tells after it', () => {
  const CAUSED =
    "KAZ PARTICIPATIONS\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nSuite à la cession de son fonds de commerce de boulangerie à la société FOURNIL DU NORD, SAS, RIDET 2 000 008.001, intervenue par acte du 2 mars 2026, l'assemblée générale extraordinaire des associés, réunie le 9 juillet 2026, a décidé de modifier l'objet social, qui devient : « la prise de participations ».\n\nPour avis.";

  it('types and dates the notice by the decision, not by the sale it follows', () => {
    expect(classifyNotice(CAUSED)?.type).toBe('statuts');
    expect(findActDate(CAUSED)).toBe('2026-07-09');
  });

  it('leaves a cause with no deciding organ after it to the other readings', () => {
    expect(backgroundSpans(fold("Suite à la cession de son fonds de commerce à la société FOURNIL DU NORD, RIDET 2 000 008.001, le fonds a été transféré."))).toEqual([]);
  });
});
