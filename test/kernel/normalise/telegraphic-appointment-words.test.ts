import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A telegraphic line drops the prepositions and cuts the words a full sentence prints: the
// officers it names are read as the sentence's would be.
describe("a telegraphic line's officers", () => {
  it("read the office a person is appointed in after 'en qual. de'", () => {
    const notice = noticeOf(
      "LA GAZETTE – Lundi 2 novembre 2026 – Annonces légales\n\nNOM. CO-GÉR. – KAZ OPTIQUE, SARL au cap. de 1 000 000 F. RIDET 1 000 009.001. AGO du 08/10/26 : nom. de Mme Léa EXEMPLE en qual. de co-gér. aux côtés de M. Paul KAZ, gér.",
    );
    expect(officersOf(notice)).toEqual(['Léa EXEMPLE (gérant)', 'Paul KAZ (gérant)']);
  });

  it("leave out the holder named right after 'démission', without 'de'", () => {
    const notice = noticeOf('SCI KAZ — RIDET 1 000 009.001 — cap. 100 000 F — siège Lifou.\nAG 10/08/2026 : démission M. Paul KAZ, gér. ; nomination Mme Léa EXEMPLE, gér.\nPour avis.');
    expect(officersOf(notice)).toEqual(['Léa EXEMPLE (gérant)']);
  });

  it("keep an appointee named after the departure's clause, a comma between", () => {
    const notice = noticeOf("KAZ PÊCHE, SARL, RIDET 1 000 009.001, 98800 Nouméa.\nSuite à la démission, M. Paul EXEMPLE a été nommé gérant par l'assemblée du 2 novembre 2026.\nPour avis.");
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it("give no one the office of the decision's author, its preposition dropped or its noun cut off before it", () => {
    for (const author of ['Décis. prés. du 20/10/26 :', 'Décision président du 20/10/26 :']) {
      const notice = noticeOf(`ACTU NC 05/11/2026 – KAZ INGÉNIERIE, SAS cap. 2 000 000 F CFP, Nouméa, RIDET 1 000 009.001 – ${author} nomination de M. Paul EXEMPLE en qualité de DG délégué. Prés. : Mme Léa KAZ, inchangée.`);
      expect(officersOf(notice), author).toEqual(['Paul EXEMPLE (directeur général délégué)', 'Léa KAZ (président)']);
    }
  });

  it("read 'Liquid. :' as the liquidator's label, 'liquid.' elsewhere as the liquidation", () => {
    const notice = noticeOf(
      "LA GAZETTE – Lundi 2 novembre 2026 – Annonces légales\n\nDISSOL. ANTICIPÉE – EURL KAZ NAUTISME, cap. 300 000 F, RIDET 1 000 009.001, siège Koumac. Déc. de l'assoc. unique du 19/10/26 : dissol. anticipée et mise en liquid. amiable. Liquid. : M. Paul KAZ, anc. gér. Siège de la liquid. fixé au siège social.",
    );
    expect([notice.type, ...officersOf(notice)]).toEqual(['dissolution', 'Paul KAZ (liquidateur)']);
  });

  it("read an office's initials right after the name as its office, no comma between, and never as the surname's", () => {
    const notice = noticeOf('Le Pays 27/11/2026 • SA KAZ MINES – RIDET 1000009.001 – CA du 12 nov. 2026: M. Paul KAZ PDG en rempl. de M. Jean EXEMPLE, démiss.; DG délégué Mme Léa KAZ.');
    expect(officersOf(notice)).toEqual(['Paul KAZ (président)', 'Paul KAZ (directeur général)', 'Léa KAZ (directeur général délégué)']);
  });

  it("read the auditors a telegraphic line cuts short ('CAC tit. la SARL X …, suppl. M. Y')", () => {
    const notice = noticeOf('SAS KAZ SERVICES – RIDET 1 000 009.001 – AGO 29.10.2026: CAC tit. la SARL KAZ AUDIT (RIDET 2000008.001), suppl. M. Omar EXEMPLE. Prés. M. Paul KAZ.');
    expect(officersOf(notice)).toEqual(['KAZ AUDIT (commissaire aux comptes)', 'Omar EXEMPLE (commissaire aux comptes suppléant)', 'Paul KAZ (président)']);
  });

  it("give no substitute's office to the holder under a label that names both mandates ('Titulaire / suppléant :')", () => {
    const notice = noticeOf(
      'ACTU NC · Annonces légales · 22 avril 2026\nSA KAZ FRÈRES\nCapital 40 000 000 XPF – RIDET 1000009.001 – Nouméa\nNOMINATION DES COMMISSAIRES AUX COMPTES (AGO du 7 avril 2026)\n– Mandat : Commissaire titulaire\nTitulaire / suppléant : SARL KAZ AUDIT (RIDET 2 000 008.001)\nDurée : 6 exercices',
    );
    expect(officersOf(notice)).not.toContain('KAZ AUDIT (commissaire aux comptes suppléant)');
  });

  it("list no liquidator in a closure for insufficient assets, its word cut to consonants ('Cltr IA') after the judgment's date", () => {
    const [result] = parseNoticeTexts('TMC Nmea 16/11/2026 Cltr IA «KAZ RESTO» sas Ent°1000009001 Lqdr Me Anne EXEMPLE', { reference: 't' });
    expect(result?.ok && [result.notice.type, result.notice.dirigeants.length, result.notice.organes_procedure ?? []]).toEqual(['procedure', 0, []]);
  });
});

