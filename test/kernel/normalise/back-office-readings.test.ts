import { describe, expect, it } from 'vitest';
import { classifyNotice, findRidets } from '../../../kernel/normalise/index.ts';
import { findActDate } from '../../../kernel/normalise/french-date.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { keyBarRecordReading } from '../../../kernel/normalise/layout/key-bar-records.ts';
import { mailFurnitureLines } from '../../../kernel/normalise/mail-furniture.ts';
import { withoutTitleLines } from '../../../kernel/normalise/title-lines-before.ts';
import { identityOf } from './notice-helpers.ts';

// Readings three groups of deposit services' and agencies' back offices showed missing
// (test/kernel/normalise/formulaires, depots, guichets): a form's dates read by what they date, the
// order's block read by what it holds, an export's key|value records. Every text here is made up,
// with labels and wordings none of those groups prints: a reading that needs a group's own words
// is not the rule.

const NOTICE = 'KAZ MARKET, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001. Par décision du gérant du 28 avril 2026, le siège social a été transféré au 2, rue Exemple, 98800 Nouméa.';

describe("a form's dates read by what they date", () => {
  it('takes a field whose label speaks of the notice appearing as its publication, whatever the leader', () => {
    expect(findPublicationDate(`Dossier K-77\nDiffusion web ......... 14/05/2026\n\n${NOTICE}`)).toBe('2026-05-14');
    expect(findPublicationDate(`insertion_effective|2026-05-14\n${NOTICE}`)).toBe('2026-05-14');
    expect(findPublicationDate(`Statut : clos — sortie presse : parue le 14.05.2026\n${NOTICE}`)).toBe('2026-05-14');
  });

  it("reads the steps of a service's message in turn: received and checked are the order's, put out is the publication", () => {
    expect(findPublicationDate(`Votre avis a été reçu le 3/5/2026, contrôlé le 4/5/2026 et diffusé le 6/5/2026.\n${NOTICE}`)).toBe('2026-05-06');
  });

  it('takes the first insertion that appeared, not the second one still planned', () => {
    expect(findPublicationDate(`1re insertion diffusée le : 20/05/2026\n2e insertion programmée le : 27/05/2026\n${NOTICE}`)).toBe('2026-05-20');
  });

  it('takes no publication that did not happen yet, nor an earlier notice\'s', () => {
    expect(findPublicationDate(`Diffusion programmée ..... 20/05/2026\n${NOTICE}`)).toBeNull();
    expect(findPublicationDate(`Commande corrigée ..... K-12 diffusée le 02/04/2026\n${NOTICE}`)).toBeNull();
    expect(findPublicationDate(`Avis diffusé au Bulletin du Nord du 2 avril 2026, page 4 : il fallait lire 2 rue Exemple.\n${NOTICE}`)).toBeNull();
  });

  it("never dates the act by the order's life or a system's timestamp: the act's own date is chosen", () => {
    const bare = 'KAZ MARKET, SARL, RIDET 1 000 001.001. Le 28 avril 2026, le gérant a transféré le siège au 2, rue Exemple.';
    expect(findActDate(`Vérifié le 30/04/2026\n${bare}`)).toBe('2026-04-28');
    expect(findActDate(`Mouvement le 2026-05-02 10:41\n${bare}`)).toBe('2026-04-28');
    expect(findActDate(`Mouvement le 2026-05-02\n${bare}`)).toBe('2026-05-02');
  });

  it('reads a field that dates an act as the act, over a bare date', () => {
    expect(findActDate("Date de l'acte (jj/mm/aaaa) : 12/03/2026\nRetour le 15/03/2026\nKAZ MARKET, SARL, RIDET 1 000 001.001")).toBe('2026-03-12');
  });

  it("takes a fax's or a message's stamp for its sending, not for a page's dateline", () => {
    expect(findPublicationDate(`FAX – 3 p. – 05/06/2026 14:02 – de : ÉTUDE KAZ\n${NOTICE}`)).toBeNull();
    expect(findPublicationDate(`La Gazette du Nord – jeudi 4 juin 2026 – page 3\n${NOTICE}`)).toBe('2026-06-04');
  });

  it("dates the notice by the periodical's issue a field names, not by an issue a sentence cites", () => {
    expect(findPublicationDate(`Support : La Gazette du Nord, n° 77 du jeudi 4 juin 2026, p. 3\n${NOTICE}`)).toBe('2026-06-04');
    expect(findPublicationDate(`${NOTICE} La procédure avait été ouverte par jugement du 6 mai 2025, publié au JONC n° 10 du 15 mai 2025, page 6.`)).toBeNull();
  });
});

describe("the order's block read by what it holds", () => {
  const ordered = (line: string): string => `${line}\n\n${NOTICE}`;
  const adviserOf = (text: string, rid: string): boolean | undefined => decideSubjectRidet(text, findRidets(text), { type: 'siege' }).judged.find((j) => j.match.rid === rid)?.adviser;

  it('sets aside an identifier beside an order number, an amount with its tax or a payment means', () => {
    const text = ordered('KAZ COMPTA, SARL, RIDET 2 000 002.001 — devis D-77 — 8 000 XPF TTC — virement');
    expect(adviserOf(text, '2000002')).toBe(true);
    expect(identityOf(text)).toEqual(['siege', 'KAZ MARKET', 'SARL', '1000001001', '2026-04-28']);
  });

  it('sets aside an identifier whose label names the one who pays or orders, or under such a heading', () => {
    expect(adviserOf(ordered('Payeur : KAZ COMPTA, SARL, RIDET 2 000 002.001'), '2000002')).toBe(true);
    expect(adviserOf(ordered('À facturer :\nKAZ COMPTA, SARL, RIDET 2 000 002.001'), '2000002')).toBe(true);
  });

  it("reads no company's name on the order's own line when another name is read", () => {
    const text = "KAZPUB – Commande KP-99-0001 – Vente de fonds de commerce\nReçue le : 02/05/2026\n\nVendeur : SARL KAZ MARKET – RIDET 1 000 001.001\nAcquéreur : SAS KAZ BRICO – RIDET 2 000 002.001\n\nTexte :\nSuivant acte sous seing privé du 28 avril 2026, la SARL KAZ MARKET, RIDET 1 000 001.001, a vendu à la SAS KAZ BRICO, RIDET 2 000 002.001, le fonds de commerce d'épicerie exploité 2, rue Exemple, 98800 Nouméa.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ MARKET', 'SARL', '1000001001', '2026-04-28']);
  });

  it("leaves a sale's price and a company's own line as they are", () => {
    const sale = 'La SARL KAZ FONDS, RIDET 2 000 002.001, a vendu à la SAS KAZ MARKET, RIDET 1 000 001.001, son fonds de commerce moyennant le prix de 4 000 000 F CFP.';
    expect(adviserOf(sale, '2000002')).toBe(false);
  });

  it("quarantines a notice whose only identifier is the orderer's, its company never named in the text", () => {
    const cut = "Commanditaire : SARL KAZ COMPTA, RIDET 2 000 002.001\n\nAVIS DE TRANSFERT DE SIÈGE\nPar décision de l'associé unique du 4 mai 2026, la société\n[coupé]";
    expect(identityOf(cut)).toBe('ridet_absent');
    const own = "Commanditaire : SARL KAZ COMPTA, RIDET 2 000 002.001\n\nAVIS DE TRANSFERT DE SIÈGE\nPar décision de l'associé unique du 4 mai 2026, le siège de la société KAZ COMPTA a été transféré au 2, rue Exemple, 98800 Nouméa.";
    expect(identityOf(own)).toEqual(['siege', 'KAZ COMPTA', 'SARL', '2000002001', '2026-05-04']);
  });
});

describe("a form's party labels", () => {
  it('read the side a label names past a precision in brackets', () => {
    const text = "Formulaire « Gérance »\nLocataire-gérant : M. Paul EXEMPLE, commerçant, RIDET 2 000 002.001\nBailleur (propriétaire du fonds) : SARL KAZ MARKET, RIDET 1 000 001.001\nFonds : épicerie, 2, rue Exemple, 98800 Nouméa\n\nTexte :\nPar acte sous seing privé du 28 avril 2026, la SARL KAZ MARKET a donné en location-gérance à M. Paul EXEMPLE le fonds de commerce d'épicerie sis 2, rue Exemple, 98800 Nouméa, pour un an.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ MARKET', 'SARL', '1000001001', '2026-04-28']);
  });

  it('read the side a label names before leader dots', () => {
    const text = 'Vendeur (RIDET) ........ 1 000 001.001\nAcheteur (RIDET) .. 2 000 002.001\n\nSuivant acte reçu par Me Anne EXEMPLE, notaire à Nouméa, le 28 avril 2026, la SARL KAZ MARKET, RIDET 1 000 001.001, a vendu à la SAS KAZ BRICO, RIDET 2 000 002.001, le fonds de commerce de quincaillerie exploité 2 rue Exemple, Nouméa.';
    expect(decideSubjectRidet(text, findRidets(text), { type: 'cession' }).judged.filter((j) => j.match.rid === '2000002').every((j) => j.third)).toBe(true);
  });
});

describe("a title above a company's identity", () => {
  it('is no clause of its sentence: the role it names does not make the company below a role holder', () => {
    const text = "DÉSIGNATION D'UN GÉRANT\nSARL KAZ MARKET — capital 1 000 000 F CFP — RIDET 1 000 001.001\nPar décision des associés du 28 avril 2026, M. Paul EXEMPLE a été désigné gérant.";
    expect(decideSubjectRidet(text, findRidets(text), { type: 'nomination' }).judged[0]?.third).toBe(false);
  });

  it('keeps a label with its colon, and the identifier\'s own line', () => {
    expect(withoutTitleLines('gerant :\nsarl kaz', 'Gérant :\nSARL KAZ')).toBe('gerant :\nsarl kaz');
    expect(withoutTitleLines('nomination\nsarl kaz', 'NOMINATION\nSARL KAZ')).toBe('          \nsarl kaz');
  });
});

describe('events told of a company named by its legal form', () => {
  it('reads a constitution and a moved seat as with the word société', () => {
    expect(classifyNotice('Constitution de la SCP KAZ NOTAIRES, capital 500 000 F CFP, siège à Koné. Cogérants : M. Paul EXEMPLE.')?.type).toBe('creation');
    expect(classifyNotice('Le siège de la SELARL KAZ SANTÉ, RIDET 1 000 001.001, est transféré au 2, rue Exemple, Koné.')?.type).toBe('siege');
  });

  it('reads a capital cell opening on its change, a duration prorogued past a clause, a purpose completed, a seat moved by a verb sharing its auxiliary', () => {
    expect(classifyNotice('Société bénéficiaire : KAZ MARKET\nCapital de la société : ramené de 5 000 000 à 1 000 000 F CFP')?.type).toBe('capital');
    expect(classifyNotice("La durée de la société, qui devait prendre fin en 2027, est prorogée jusqu'en 2076.")?.type).toBe('statuts');
    expect(classifyNotice("L'assemblée du 2 mars 2026 a complété l'objet social par la vente en ligne.")?.type).toBe('statuts');
    expect(classifyNotice("L'associé unique a approuvé les comptes de l'exercice et transféré le siège au 2, rue Exemple, Koné.")?.type).toBe('siege');
  });

  it("reads 'RIDET de l'entreprise' as naming whose number it is", () => {
    expect(findRidets("N° RIDET de l'entreprise : 1 000 001 001").map((m) => m.ridet)).toEqual(['1000001001']);
  });
});

describe("a back office's key|value export", () => {
  it('reads each key as a label and the prose value as the notice on its own lines, its pilcrows as breaks', () => {
    const record = 'ref_dossier|K-1\nsupport|web\ninsertion_effective|2026-05-14\ntexte_avis|KAZ MARKET SARL — RIDET 1 000 001.001 — Le gérant a transféré le siège au 2 rue Exemple, Nouméa. ¶Gérant : M. Paul EXEMPLE.';
    expect(keyBarRecordReading(record).split('\n')).toEqual([
      'ref_dossier : K-1',
      'support : web',
      'insertion_effective : 2026-05-14',
      '',
      'KAZ MARKET SARL — RIDET 1 000 001.001 — Le gérant a transféré le siège au 2 rue Exemple, Nouméa.',
      'Gérant : M. Paul EXEMPLE.',
      '',
    ]);
  });

  it("leaves a table's padded cells and fewer than three records as printed", () => {
    const table = 'Forme    | SARL\nCapital  | 1 000 000\nSiège    | Koné';
    expect(keyBarRecordReading(table)).toBe(table);
    expect(keyBarRecordReading('ref|K-1\nsupport|web')).toBe('ref|K-1\nsupport|web');
  });
});

describe('a notice pasted in a message and forwarded again below it', () => {
  const body = "Par décision de l'associé unique du 28 avril 2026, la société KAZ MARKET, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001, a transféré son siège au 2, rue Exemple, 98800 Nouméa. Gérant : M. Paul EXEMPLE.";

  it('is one notice printed twice: the text before the marker is no cover, even when the copy is cut', () => {
    const text = `Demande n° 88 – à publier\n\n${body}\n\n----- Message transféré -----\n${body.slice(0, 170)}…`;
    expect(mailFurnitureLines(text).has(2)).toBe(false);
    expect(identityOf(text)).toEqual(['siege', 'KAZ MARKET', 'SARL', '1000001001', '2026-04-28']);
  });

  it("still sets a forwarder's cover note apart", () => {
    const text = `Bonjour, ci-dessous l'annonce de notre client pour parution.\nCabinet KAZ COMPTA, RIDET 2 000 002.001\n\n----- Message transféré -----\n${body}`;
    expect([...mailFurnitureLines(text)].sort()).toEqual([0, 1, 2, 3]);
  });
});
