import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { identifierBoundElsewhere } from '../../../kernel/normalise/identifier-name-binding.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { onHoldingsRow } from '../../../kernel/normalise/table-row-parties.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { onOfficeLabelLine } from '../../../kernel/normalise/office-holder-company.ts';

// Made-up notices: every company, person and number here is invented for the reading it shows.
const read = (text: string): string => {
  const r = parseNoticeText(text, { reference: 't' });
  return r.ok ? `${r.notice.type} ${r.notice.ridet}` : `quarantaine ${r.quarantine.reason}`;
};

describe('an entity of the law of 1901 is no company, however its kind is printed', () => {
  it.each([
    ['the kind after its name', 'Entité : LES AMIS DU RÉCIF, association loi 1901\nRIDET 1 234 567.001\nPar assemblée générale du 4 mars 2026, Mme Anne TESTEUR a été nommée présidente.'],
    ['the law cited in full words', 'LE CERCLE DES TESTEURS\nAssociation régie par la loi de 1901 – RIDET 1 234 567.001\nLe conseil du 2 mars 2026 a nommé M. Paul ESSAI trésorier et transféré le siège à Bourail.'],
    ['the kind given as a sheet’s form', 'Dénomination : CLUB NAUTIQUE DU PHARE\nForme juridique : Association\nRIDET : 1 234 567.001\nÉvénement : transfert du siège au 12 rue Exemple, Koné, décidé le 2 mars 2026.'],
  ])('quarantines a sheet about an association with a RIDET: %s', (_, text) => {
    expect(read(text)).toBe('quarantaine hors_champ');
  });

  it.each([
    ['founding a company', 'Par acte sous seing privé du 3 mars 2026, l’association LES AMIS DU RÉCIF, association régie par la loi de 1901, RIDET 1 234 567.001, a constitué une société par actions simplifiée à associé unique dénommée RÉCIF SERVICES, au capital de 100 000 F CFP, siège à Koné. Président : M. Paul ESSAI. RIDET 2 345 678.001.'],
    ['selling its business to a company', 'Suivant acte du 3 mars 2026, le CERCLE DES TESTEURS, association loi 1901, a vendu à la SARL ATELIER TESTEUR, RIDET 2 345 678.001, le fonds de restauration qu’il exploitait à Bourail.'],
  ])('keeps the company’s notice when an association of the law of 1901 is only a party: %s', (_, text) => {
    expect(read(text)).not.toBe('quarantaine hors_champ');
  });

  it('keeps a company’s notice whose form line names a company', () => {
    const text = 'Dénomination : ATELIER DU PHARE\nForme juridique : SARL\nRIDET : 1 234 567.001\nÉvénement : transfert du siège au 12 rue Exemple, Koné, décidé le 2 mars 2026.';
    expect(read(text)).toBe('siege 1234567001');
  });
});

describe('the one who sends a notice in is named by the noun of that part', () => {
  it.each([
    ['a message’s heading', 'Message du déposant (SARL OMEGA CONSEIL, RIDET 7 654 321.001) : merci de publier l’avis suivant.\nALPHA BOIS, SARL au capital de 1 000 000 F CFP, siège : Nouméa\nRIDET 1 234 567.001\nTransfert de siège : par décision du 2 mars 2026, le siège a été transféré à Dumbéa.'],
    ['a sentence naming the sender first', 'Envoyé par le déposant, OMEGA CONSEIL (SARL, RIDET 7 654 321.001)\nALPHA BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.'],
    ['the sender as the sending firm', 'Transmis de la part de l’expéditeur : OMEGA CONSEIL, RIDET 7 654 321.001\nALPHA BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.'],
    ['the sender’s label', 'Expéditeur : OMEGA CONSEIL SARL – RIDET 7 654 321.001\nDestinataire : service des annonces\nALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.'],
    ['the firm the notice was deposited by', 'ALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.\nAnnonce déposée pour le compte de la société par OMEGA CONSEIL, SARL, RIDET 7 654 321.001'],
    ['the firm that drafted it, signing under the notice', 'ALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.\nRédigé par OMEGA CONSEIL, SARL, RIDET 7 654 321.001, conseil de la société.'],
    ['the part as a heading alone over the firm’s line', 'ALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.\nDéposant :\nOMEGA CONSEIL, SARL – RIDET 7 654 321.001'],
    ['the writer’s own firm', 'Notre cabinet OMEGA CONSEIL, RIDET 7 654 321.001, vous adresse l’annonce suivante :\nALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.'],
    ['the formalities’ firm labelled for its part', 'ALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.\nPour les formalités : OMEGA CONSEIL, SARL, RIDET 7 654 321.001'],
    ['the formalities’ firm in a column without a colon', 'ALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.\nFormalités      OMEGA CONSEIL SARL – RIDET 7 654 321.001'],
    // (2026-12-07, thirteenth session, from voussures vs23)
    ['the depositor as the last field of a line after a dash', 'Annonce n° 26-1432 – Déposant : OMEGA CONSEIL, 11, rue Exemple, 98800 Nouméa, RIDET 7 654 321.001\n\nALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.'],
  ])('reads the notice’s own company, not the sender’s firm: %s', (_, text) => {
    expect(read(text)).toBe('siege 1234567001');
  });
});

describe('the firm that sent a portal’s item in, on a line of its own above the notice', () => {
  it('is no candidate: the constitution’s own identifier is read', () => {
    const text =
      'Portail › Annonces légales › Constitutions\nPublié le 04/06/2026 à 06h00\n\nAnnonce n° AL-26-0001\nTransmise par OMEGA ANNONCES, SARL, RIDET 7 654 321.001, 25 rue Exemple, 98800 Nouméa\n\nAVIS DE CONSTITUTION\nPar acte sous seing privé du 2 mars 2026, il a été constitué une société présentant les caractéristiques suivantes :\nDénomination : ALPHA BOIS\nForme : SARL\nCapital : 100 000 F CFP\nGérance : Mme Anne ESSAI\nRIDET : 1 234 567.001\n';
    expect(read(text)).toBe('creation 1234567001');
  });
});

describe('a person who deposits names no firm', () => {
  it('keeps the company printed under a depositor who is a person', () => {
    const text = 'Déposant : M. Jean ESSAI\nALPHA BOIS, SARL, RIDET 1 234 567.001\nPar décision du 2 mars 2026, le siège a été transféré à Dumbéa.';
    expect(read(text)).toBe('siege 1234567001');
  });
});

describe('an identifier in brackets is the company the brackets name', () => {
  const boundTo = (text: string, printed: string, published: string): string | null => {
    const matches = findRidets(text);
    const subject = matches.find((m) => m.printed.includes(printed))!;
    return identifierBoundElsewhere(text, matches, subject, { denomination: published, ancienne: null, nouvelle: null })?.boundName ?? null;
  };

  it('binds a sender’s identifier to the firm named inside the same brackets', () => {
    const text = 'Courriel du déposant (CABINET OMEGA CONSEIL, RIDET 7 654 321.001) :\nALPHA BOIS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 567.001';
    expect(boundTo(text, '7 654 321', 'ALPHA BOIS')).toBe('CABINET OMEGA CONSEIL');
  });

  it('binds an identifier in brackets to a firm named after its own noun, and never publishes the notice under it', () => {
    const text = 'Objet : publication – transfert de siège\nNotre cabinet OMEGA CONSEIL (RIDET 7 654 321.001) vous adresse l’annonce suivante : la société SIGMA TRANSPORTS, SARL, a transféré son siège à Païta le 3 mars 2026.';
    expect(boundTo(text, '7 654 321', 'SIGMA TRANSPORTS')).toBe('OMEGA CONSEIL');
    expect(read(text)).toMatch(/^quarantaine /);
  });

  it('binds a row’s bare number in brackets to the company the row names', () => {
    const text = 'SAS BÊTA INVEST - RIDET 1 234 567.001\nAssocié avant après\nSARL GAMMA CONSEIL (7654321.001) 400 1 400';
    expect(boundTo(text, '7654321', 'BÊTA INVEST')).toBe('SARL GAMMA CONSEIL');
  });

  it('binds an identifier in brackets after a name to that name, and keeps it when the name is the published one', () => {
    const text = 'Le président, DELTA HOLDING (RIDET 7 654 321.001), a décidé.';
    expect(boundTo(text, '7 654 321', 'ZÊTA')).toBe('DELTA HOLDING');
    expect(boundTo(text, '7 654 321', 'DELTA HOLDING')).toBeNull();
  });

  it('binds no company to a second printing of the same identifier in brackets', () => {
    const text = 'ALPHA BOIS\nImmatriculation : RIDET 1 234 567.001 (RCS Nouméa 2026 B 1 234 567)';
    expect(boundTo(text, 'RCS', 'ALPHA BOIS')).toBeNull();
  });
});

describe('a row of a table of holdings is a holder’s', () => {
  it('reads a company row with its identifier and its counts as a shareholder, the notice being the heading’s company', () => {
    const text = [
      'SAS BÊTA INVEST - RIDET 1 234 567.001',
      'AUGMENTATION DE CAPITAL',
      'Par décision du 2 mars 2026, le capital a été porté de 1 000 000 à 2 400 000 F CFP.',
      'Répartition du capital après l’opération :',
      'Associé                        avant   apport   après',
      'M. Jean TESTEUR                 600    400      1 000',
      'SARL GAMMA CONSEIL (7654321.001)  400  1 000  1 400',
    ].join('\n');
    expect(read(text)).toBe('capital 1234567001');
  });

  it('reads the row’s shape, whatever separates the cells', () => {
    const row = (line: string): boolean => {
      const text = `Détention des parts après la cession :\n${line}`;
      return onHoldingsRow(fold(text), findRidets(text)[0]!);
    };
    expect(row('SAS PHI HOLDING, RIDET 7 654 321.001 | 700 | 70 %')).toBe(true);
    expect(row('SAS PHI HOLDING (RIDET 7 654 321.001)\t700\t70 %')).toBe(true);
    expect(row('SAS PHI HOLDING, RIDET 7 654 321.001, détient 700 parts')).toBe(false);
    expect(row('RIDET 7 654 321.001 700')).toBe(false);
  });
});

describe('the company that makes a contribution gives it', () => {
  it.each([
    ['its kind between the noun and its maker', 'AUGMENTATION DE CAPITAL\nTHÊTA, SA au capital de 10 000 000 F CFP, RIDET 1 234 567.001.\nAux termes de l’assemblée générale extraordinaire du 6 mars 2026, il a été approuvé l’apport partiel d’actif consenti par la société KAPPA, SA, RIDET 7 654 321.001, de sa branche transport. Le capital a été porté à 15 000 000 F CFP.'],
    ['a contribution in kind made by another company', 'AUGMENTATION DE CAPITAL PAR APPORT\nLa société LAMBDA, SAS au capital de 2 000 000 F CFP, RIDET 1 234 567.001, informe qu’en rémunération de l’apport en nature effectué par la société MU, SARL, RIDET 7 654 321.001, de son fonds de commerce de menuiserie, son capital a été porté à 5 000 000 F CFP par décision du 4 avril 2026.'],
    ['the maker after its verb in a relative clause', 'CAPITAL\nSociété NU, SARL, RIDET 1 234 567.001. Par décision du 9 mai 2026, l’associée unique a approuvé l’apport partiel d’actif que lui a consenti la société XI, SAS, RIDET 7 654 321.001, et porté le capital de 1 000 000 à 3 000 000 F CFP.'],
    ['what is contributed between the noun and its maker', 'AUGMENTATION DE CAPITAL\nOMEGA BÂTIMENT, SAS, RIDET 1 234 567.001.\nEn rémunération de l’apport de sa branche d’activité menuiserie par la société KAPPA, SA, RIDET 7 654 321.001, le capital a été porté à 6 000 000 F CFP le 6 mars 2026.'],
    ['the receiving company named by a possessive before the maker', 'AUGMENTATION DE CAPITAL\nOMEGA BÂTIMENT, SAS, RIDET 1 234 567.001.\nL’assemblée du 6 mars 2026 a approuvé l’apport partiel d’actif effectué à son profit par la société KAPPA, SA, RIDET 7 654 321.001, et porté le capital à 6 000 000 F CFP.'],
  ])('publishes the capital increase under the company that receives: %s', (_, text) => {
    expect(read(text)).toBe('capital 1234567001');
  });
});

describe('a company on a line an office’s label opens holds the office', () => {
  it.each([
    ['the office in full words, the company’s form in brackets', 'SIGMA TRANSPORTS – SAS – RIDET 1 234 567.001\nDirecteur général : PHI CONSEIL (SARL – RIDET 7 654 321.001), en remplacement de M. Jean ESSAI, par décision du président du 3 mars 2026.'],
    ['a deputy office, the company described after its comma', 'SIGMA TRANSPORTS – SAS – RIDET 1 234 567.001\nDécisions du président du 3 mars 2026\nDirectrice générale déléguée : OMICRON PARTICIPATIONS, SASU, RIDET 7 654 321.001, en remplacement de Mme Lise ESSAI.'],
    ['the office’s collective noun as the label', 'SIGMA TRANSPORTS, SARL, RIDET 1 234 567.001\nAssemblée du 3 mars 2026 – nomination\nCo-gérance : UPSILON GESTION, SARL, RIDET 7 654 321.001, aux côtés de M. Jean ESSAI.'],
  ])('publishes under the company whose office it is: %s', (_, text) => {
    expect(read(text)).toBe('nomination 1234567001');
  });

  it('reads an office held in a company named on the line as that company’s number', () => {
    const labelled = (line: string): boolean => {
      const text = `${line}RIDET 7 654 321.001`;
      return onOfficeLabelLine(fold(text), text.indexOf('RIDET'));
    };
    expect(labelled('Président : M. Jean ESSAI, gérant de la société SIGMA, ')).toBe(false);
    expect(labelled('Président : M. Jean ESSAI. SIGMA, SAS, ')).toBe(false);
    expect(labelled('Présidente : la société TAU HOLDING, SAS, ')).toBe(true);
    expect(labelled('Société : SIGMA TRANSPORTS, SAS, ')).toBe(false);
    expect(labelled('– Nouvelle cogérante : UPSILON GESTION, SARL, ')).toBe(true);
    expect(labelled('Commissaire aux comptes : SARL AUDIT TEST\n')).toBe(false);
  });
});

describe('a company that hosts the seat lends an address, it is not the company whose seat it is', () => {
  it.each([
    ['a domiciliation firm under the header', 'SIGMA TRANSPORTS\nSARL au capital de 1 000 000 F CFP – siège : Nouméa\nDomiciliée chez OMEGA DOMICILIATION – RIDET 7 654 321.001\nTransfert de siège à Païta décidé le 3 mars 2026.'],
    ['the premises of another company the seat moves to', 'SIGMA TRANSPORTS, SARL\nLe 3 mars 2026, le siège a été transféré à Païta, dans les locaux de la société OMEGA IMMOBILIER – RIDET 7 654 321.001.'],
  ])('never publishes the host’s identifier as the notice’s: %s', (_, text) => {
    expect(read(text)).toMatch(/^quarantaine /);
  });

  it.each([
    ['care of a firm', 'SIGMA TRANSPORTS, SARL, RIDET 1 234 567.001\nPar décision du 3 mars 2026, le siège social est transféré c/o OMEGA CONSEIL, SARL, RIDET 7 654 321.001, 4 rue Exemple, Koné.'],
    ['the new premises’ owner', 'SIGMA TRANSPORTS, SARL, RIDET 1 234 567.001\nLe 3 mars 2026, le siège a été transféré à Païta, dans les locaux de la société OMEGA IMMOBILIER – RIDET 7 654 321.001.'],
  ])('publishes under the company whose seat it is: %s', (_, text) => {
    expect(read(text)).toBe('siege 1234567001');
  });
});

describe('an adviser labelled by its profession is no subject', () => {
  it('never publishes under the identifier of the accountant the notice names in its last sentence', () => {
    const text = 'SIGMA TRANSPORTS SARL\nLe 3 mars 2026, l’associé unique a nommé gérant M. Paul TESTEUR. Expert-comptable de la société : OMEGA AUDIT – RIDET 7 654 321.001.';
    expect(read(text)).toMatch(/^quarantaine /);
  });

  it('publishes under the company when it prints its own identifier', () => {
    const text = 'SIGMA TRANSPORTS SARL, RIDET 1 234 567.001\nLe 3 mars 2026, l’associé unique a nommé gérant M. Paul TESTEUR. Expert-comptable de la société : OMEGA AUDIT – RIDET 7 654 321.001.';
    expect(read(text)).toBe('nomination 1234567001');
  });
});

describe('a company listed among the items an office’s list label heads holds the office', () => {
  const board = (label: string) =>
    `SIGMA NAVIGATION\nSociété anonyme au capital de 250 000 000 F CFP\nRIDET n° 1 234 567.001\n\nAssemblée générale ordinaire du 25 juin 2026 :\n\n${label}\n – M. Jean ESSAI ;\n – la société PHI PARTICIPATIONS, société par actions simplifiée, RIDET 7 654 321.001, représentée par M. Luc ESSAI ;\n – Mme Lise ESSAI.\n• Directeur général délégué : M. Paul ESSAI, nommé.\n\nPour avis, le conseil d'administration.`;

  it('reads the listed company as a director, under a bulleted label with its qualifier', () => {
    const text = board('• Administrateurs renouvelés pour six années :');
    expect(onOfficeLabelLine(fold(text), text.indexOf('RIDET 7'))).toBe(true);
    expect(read(text)).toBe('nomination 1234567001');
  });

  it('reads no office into the items a list label of no office heads', () => {
    const text = board('• Actionnaires au 25 juin 2026 :');
    expect(onOfficeLabelLine(fold(text), text.indexOf('RIDET 7'))).toBe(false);
  });
});

describe('the one a sale, a letting or an office goes to, named bare after “à”, receives', () => {
  it.each([
    ['a sale of parts', 'SIGMA TRANSPORTS, SARL\nCession de parts du 3 mars 2026 : M. Jean ESSAI a cédé 50 parts à OMICRON INVEST – RIDET 7 654 321.001.'],
    ['a business let after its owner was named', 'SIGMA TRANSPORTS, SARL\nLocation-gérance : le fonds appartenant à la société est donné en location-gérance à compter du 3 mars 2026 à OMICRON SERVICES – RIDET 7 654 321.001.'],
    ['an office entrusted', 'SIGMA TRANSPORTS, SARL\nLe 3 mars 2026, la gérance a été confiée à TAU GESTION, RIDET 7 654 321.001, en remplacement de M. Jean ESSAI.'],
  ])('never publishes under the receiving side’s identifier: %s', (_, text) => {
    expect(read(text)).toMatch(/^quarantaine /);
  });

  it('reads a seat moved to a town as no receiving side', () => {
    const text = 'SIGMA TRANSPORTS, SARL, siège transféré le 3 mars 2026 à KONÉ, RIDET 1 234 567.001.';
    expect(read(text)).toBe('siege 1234567001');
  });

  it('publishes the sale under the company whose parts are sold when it prints its own identifier', () => {
    const text = 'SIGMA TRANSPORTS, SARL, RIDET 1 234 567.001\nCession de parts du 3 mars 2026 : M. Jean ESSAI a cédé 50 parts à OMICRON INVEST (RIDET 7 654 321.001).';
    expect(read(text)).toBe('cession 1234567001');
  });
});

describe('the firm given as the contact answers for the notice, it is not its company', () => {
  it('never publishes under the contact firm’s identifier, even in the line’s last sentence', () => {
    const text = 'SIGMA TRANSPORTS, SARL\nLe 3 mars 2026, la société a été mise en sommeil. Contact : cabinet OMEGA, RIDET 7 654 321.001, tél. 27 00 00.';
    expect(read(text)).toBe('quarantaine ridet_absent');
  });

  it('keeps a company that gives itself as the contact', () => {
    const text = 'SIGMA TRANSPORTS, SARL\nLe 3 mars 2026, la société a été mise en sommeil.\nContact : SIGMA TRANSPORTS, RIDET 1 234 567.001, tél. 27 00 00.';
    expect(read(text)).toBe('statuts 1234567001');
  });

  it('reads the contact beside the company’s own identifier as the contact’s', () => {
    const text = 'SIGMA TRANSPORTS, SARL, RIDET 1 234 567.001\nLe 3 mars 2026, la société a été mise en sommeil. Contact : cabinet OMEGA, RIDET 7 654 321.001, tél. 27 00 00.';
    expect(read(text)).toBe('statuts 1234567001');
  });
});

describe("an office opening its line as a rubric, a compositor's mark after it", () => {
  it.each([
    ['a bare rubric', 'LE FANAL ▪ mercredi 11 novembre 2026\nCAC ▪ Sté SIGMA TRANSPORTS (SAS, RIDET 1 234 567.001) ▪ AGO 02/11/2026 : CAC tit. : Mme Rose KAMO ; CAC supp. : M. Paul TESTEUR'],
    ['a rubric over the firm appointed', 'LE FANAL — 11 novembre 2026\n\nCAC ▪ SIGMA TRANSPORTS, SA, RIDET 1 234 567.001\nAGO 2/11/2026 : CAC tit. OMEGA AUDIT (SARL, RIDET 7 654 321.001) ; CAC suppl. M. Paul TESTEUR.'],
  ])('is the event told of the company after it: %s', (_, text) => {
    expect(read(text)).toBe('nomination 1234567001');
  });

  it("keeps an office that a company holds where no rubric's mark follows it", () => {
    expect(read('SIGMA TRANSPORTS, SARL\nCAC : OMEGA AUDIT, SARL, RIDET 7 654 321.001, nommé le 3 mars 2026.')).toMatch(/^quarantaine /);
  });
});

describe("an appointment's small ad labelling a company as the office's holder", () => {
  it.each([
    ['after a dash', 'LE FANAL — lundi 9 novembre 2026\n\nNom. CAC — S.A. SIGMA TRANSPORTS, RIDET 1 234 567.001 — AGO 2/11/2026 — Tit. : SARL OMEGA AUDIT (RIDET 7 654 321.001) — Suppl. : M. Paul TESTEUR.'],
    ['after a semicolon', 'LE FANAL — 20261109\nCOMMISSARIAT AUX COMPTES\nSIGMA TRANSPORTS, SA — RIDET 1 234 567.001\nNom. CAC (AGO 02/11/2026) : tit. OMEGA AUDIT, SARL, RIDET 7 654 321.001 ; suppl. Mme Rose KAMO.'],
  ])('publishes the company whose officer it becomes: %s', (_, text) => {
    expect(read(text)).toBe('nomination 1234567001');
  });
});

describe("a side's label opening the next line, after a company's identifier", () => {
  it("labels the next company, not the one before it (a lower-case label the reading joins to the line above)", () => {
    const text = 'LE FANAL · lun. 9/11/26\nVENTE FDS\nvendeur SIGMA TRANSPORTS EURL (1 234 567.001)\nacquéreur OMEGA FRET SARL (7 654 321.001)\nfonds exploité à Koumac · oppositions : Me Rose KAMO, Koumac';
    expect(judgeRidets(text, findRidets(text)).map((j) => [j.match.rid, j.third])).toEqual([
      ['1234567', false],
      ['7654321', false],
    ]);
  });
});

describe('the bank that certifies the funds deposited for a capital increase', () => {
  it('is a third party, as the escrow bank is', () => {
    const text = [
      'LE FANAL – 12/11/2026', '', 'SIGMA TRANSPORTS', 'Société par actions simplifiée au capital de 10 000 000 F CFP', 'RIDET : 1 234 567.001', '',
      'AUGMENTATION DE CAPITAL', '',
      "Aux termes d'une assemblée générale extraordinaire du 2 novembre 2026, les associés ont décidé d'augmenter le capital social de 6 000 000 F CFP par émission de 6 000 actions nouvelles, souscrites et libérées en numéraire.",
      "Le certificat du dépositaire a été établi le 5 novembre 2026 par la BANQUE DU LAGON, société anonyme au capital de 1 000 000 000 F CFP, dont le siège est 18, avenue de la Victoire, 98800 Nouméa, RIDET : 7 654 321.001, constatant la libération des actions nouvelles.",
    ].join('\n');
    expect(judgeRidets(text, findRidets(text)).map((j) => [j.match.rid, j.third])).toEqual([
      ['1234567', false],
      ['7654321', true],
    ]);
  });
});

describe("a party's label whose value is a person, over the company's identifier line", () => {
  it("opens no party's block: the identifier on the next line is the company's own", () => {
    const text = [
      'LE FANAL | Annonces légales | Jeudi 12 novembre 2026', '', 'AVIS DE CONSTITUTION', 'Dénomination : SIGMA TRANSPORTS',
      'Forme : société par actions simplifiée unipersonnelle (SASU)', 'Capital : 300 000 F CFP', 'Siège : lotissement Bako, 98860 Koné',
      'Président : M. Paul TESTEUR, demeurant tribu de Noelly, 98860 Koné', 'Associé unique : M. Paul TESTEUR', 'RIDET : 1234567.001', 'Pour avis, le président.',
    ].join('\n');
    expect(judgeRidets(text, findRidets(text)).map((j) => [j.match.rid, j.third])).toEqual([['1234567', false]]);
    expect(read(text)).toBe('creation 1234567001');
  });
});
