import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';

// Made-up notices: every company, person and number here is invented for the rule it shows.
const ok = (text: string) => {
  const r = parseNoticeText(text, { reference: 't' });
  if (!r.ok) throw new Error(`${r.quarantine.reason}: ${r.quarantine.detail}`);
  return r.notice;
};

describe('furniture is set apart before reading', () => {
  it('drops the publisher footer, its RIDET, menus and related notices', () => {
    const page = [
      'Journal Exemple',
      'Accueil › Annonces légales › Dissolutions',
      'Partager : Facebook · X · Copier le lien',
      '',
      'DISSOLUTION ANTICIPÉE',
      'La société ALPHA BÊTA, SARL, RIDET 1 234 567.001, a décidé sa dissolution anticipée le 3 mars 2026.',
      '',
      'Annonces similaires',
      'GAMMA – Constitution (02/03/2026)',
      '',
      'Journal Exemple est édité par la SARL PRESSE TEST, RIDET 7 654 321.001.',
    ].join('\n');
    const { notice, furniture } = separateFurniture(page);
    expect(notice).not.toContain('PRESSE TEST');
    expect(notice).not.toContain('GAMMA');
    expect(furniture).toHaveLength(5);
    const n = ok(page);
    expect([n.ridet, n.denomination, n.type]).toEqual(['1234567001', 'ALPHA BÊTA', 'dissolution']);
  });
});

describe('identifiers printed in unusual ways', () => {
  it('reads the dotted label R.I.D.E.T. and OCR l/O inside digit runs', () => {
    expect(cleanNoticeText('R.I.D.E.T. 1.487.628.001')).toBe('RIDET 1.487.628.001');
    expect(cleanNoticeText('RlDET l 488 972.OOl')).toBe('RIDET 1 488 972.001');
    // A lone article stays a word.
    expect(cleanNoticeText("l'entreprise l est")).toBe("l'entreprise l est");
  });
});

describe('the subject is decided over the candidates, or the notice is quarantined', () => {
  it('quarantines sujet_ambigu when two companies are identified and no role tells them apart', () => {
    const r = parseNoticeText(
      'AVIS\nLa société ALPHA, SARL, RIDET 1 234 567.001, et la société OMEGA, SAS, RIDET 7 654 321.001, ont signé un accord le 3 mars 2026 portant augmentation du capital.',
      { reference: 't' },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.quarantine.reason).toBe('sujet_ambigu');
      expect(r.quarantine.detail).toContain('1 234 567.001');
      expect(r.quarantine.detail).toContain('7 654 321.001');
    }
  });

  it('quarantines sujet_ambigu when the only identifier is a third party’s', () => {
    const r = parseNoticeText(
      'AVIS DE CONSTITUTION\nIl a été constitué le 2 mars 2026 la société DELTA, SAS.\nPrésident : la société HOLDING ZÊTA, SARL au capital de\n1 000 000 F CFP, RIDET 1 234 567.001.',
      { reference: 't' },
    );
    expect(r.ok ? 'publiée' : r.quarantine.reason).toBe('sujet_ambigu');
  });

  it('takes the company a role printed after its identifier names (société absorbante)', () => {
    const n = ok(
      'FUSION – AUGMENTATION DE CAPITAL\nLe projet de fusion entre la société ALPHA, SARL, RIDET 1 234 567.001, société absorbée, et la société OMEGA, SAS, RIDET 7 654 321.001, société absorbante, a été approuvé le 3 mars 2026 ; le capital de la société OMEGA est porté à 2 000 000 F CFP.',
    );
    expect(n.ridet).toBe('7654321001');
  });

  it('reads a company appointed to a role in another as a third party', () => {
    const n = ok(
      'NOMINATION\nLa société AUDIT TEST, SARL, RIDET 1 234 567.001, représentée par M. Jean DUPONT, a été nommée commissaire aux comptes titulaire de la société OMEGA, SA, RIDET 7 654 321.001, par l’assemblée générale du 3 mars 2026.',
    );
    expect(n.ridet).toBe('7654321001');
  });

  it('reads a party heading alone on its line as the role of the block under it', () => {
    const n = ok(
      'CESSION DE FONDS DE COMMERCE\nVendeur :\nDénomination : ALPHA\nRIDET : 1 234 567.001\n\nAcquéreur :\nDénomination : OMEGA\nRIDET : 7 654 321.001\n\nActe du 3 mars 2026.',
    );
    expect([n.ridet, n.type]).toEqual(['1234567001', 'cession']);
  });
});

describe('mergers and repeated identifiers (corpus 2 kinds)', () => {
  it('reads "absorbée par la société Y" as Y absorbing: the absorbed company’s dissolution stays its own', () => {
    const n = ok([
      'DISSOLUTION SANS LIQUIDATION',
      '',
      'ALPHA FROID',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 234 567.001',
      '',
      "Aux termes d'une assemblée du 2 mars 2026, les associés ont approuvé la fusion aux termes de laquelle la société est absorbée par la société BÊTA INDUSTRIE, SAS, RIDET 7 654 321.001. La société absorbante a réalisé l'augmentation de capital corrélative ; la société ALPHA FROID s'est trouvée dissoute sans liquidation.",
    ].join('\n'));
    expect([n.type, n.ridet]).toEqual(['dissolution', '1234567001']);
  });

  it('takes the form with its rank when one company prints its RCS number and its RIDET', () => {
    const n = ok("ALPHA, SARL, RCS Nouméa 2014 B 1 234 567 – RIDET 1234567.002.\nRadiation d'office effectuée le 10 février 2026 par le greffier.");
    expect([n.type, n.ridet, n.etablissement_inconnu]).toEqual(['dissolution', '1234567002', undefined]);
  });
});

describe('sales and location-gérances: the seller or the owner who lets (corpus 2 kinds)', () => {
  it('reads "(l’acquéreur)" / "(le vendeur)" printed after each identifier', () => {
    const n = ok([
      'CESSION DE FONDS DE COMMERCE',
      'Suivant acte du 17 mai 2026,',
      'la société ALPHA COMPTOIR, SARL, siège à Nouméa, RIDET 1 234 567.001 (l\'acquéreur),',
      'a acquis de',
      'la société BÊTA SNACK, SARL, siège à Nouméa, RIDET 7 654 321.001 (le vendeur),',
      'un fonds de commerce de restauration.',
    ].join('\n'));
    expect([n.type, n.ridet]).toEqual(['cession', '7654321001']);
  });

  it('takes the company a buyer "a acquis de" as the seller, whatever role words precede it', () => {
    const n = ok("CESSION DE FONDS DE COMMERCE\nAux termes d'un acte du 28 janvier 2026, la société ALPHA LOGISTIQUE, SAS, RIDET 1 234 567.001, représentée par sa présidente, Mme Anne TEST, a acquis de la société BÊTA TRANSPORT, SARL au capital de 2 000 000 F CFP, dont le siège est à Nouméa, RIDET 7 654 321.002, représentée par son gérant, M. Paul TEST, le fonds de commerce qu'elle exploitait.");
    expect([n.type, n.ridet]).toEqual(['cession', '7654321002']);
  });

  it('takes the owner of a location-gérance "consentie par X … à Y", never the locataire', () => {
    const n = ok("FIN DE LOCATION-GÉRANCE\nLa location-gérance du fonds de commerce de station-service, consentie par la société ALPHA CARBURANTS, SAS, RIDET 1 234 567.001, à M. Jean TEST, commerçant, RIDET 7 654 321.001, suivant acte du 1er juillet 2023, a pris fin le 28 février 2026.");
    expect([n.type, n.ridet]).toEqual(['cession', '1234567001']);
  });
});

describe('constitutions, court requests, appointed companies and rectificatifs (corpus 2 kinds)', () => {
  it('takes the constituted company’s own registration over its founders’, contributors’ or notary’s identifiers', () => {
    const n = ok([
      'AVIS DE CONSTITUTION',
      "Aux termes d'un acte du 12 janvier 2026, il a été constitué une société présentant les caractéristiques suivantes :",
      'Dénomination : ALPHA FROID',
      'Forme : société par actions simplifiée',
      'Apports : en numéraire, dont 3 000 000 F CFP par la société BÊTA FROID, SARL, RIDET 7 654 321.001',
      'Président : M. Jean TEST',
      'Immatriculation : RIDET n° 1 234 567.001 du 29 janvier 2026',
    ].join('\n'));
    expect([n.type, n.ridet, n.denomination]).toEqual(['creation', '1234567001', 'ALPHA FROID']);
    const sci = ok("SCP NOTAIRES TEST, notaires associés – RIDET 7 654 321.001\nSuivant acte du 10 février 2026, il a été constitué une société civile immobilière dénommée « LES ALPHAS ».\nLa société est immatriculée au RIDET sous le n° 1 234 567.001 depuis le 19 février 2026.");
    expect([sci.type, sci.ridet]).toEqual(['creation', '1234567001']);
  });

  it('sets apart a company whose role follows its identifier (", mandataire judiciaire")', () => {
    const n = ok("Conversion en liquidation judiciaire\nSur requête de la SELARL MANDATS TEST, RIDET 7 654 321.001,\nmandataire judiciaire, le tribunal, par jugement du 7 janvier 2026, a converti en liquidation judiciaire la procédure de redressement judiciaire ouverte le 3 septembre 2025 à l'égard de la société ALPHA BOIS, SARL, siège à Païta, RIDET 1 234 567.001.");
    expect([n.type, n.ridet]).toEqual(['procedure', '1234567001']);
  });

  it('reads a company appointed to a role in the subject across a line break, and the role words before it as the other party’s', () => {
    const n = ok("NOMINATION DE COMMISSAIRE AUX COMPTES\nLa société ALPHA AUDIT, SARL, RIDET 7 654 321.001, représentée par M. Paul TEST, associé,\na été nommée commissaire aux comptes titulaire de la SOCIÉTÉ BÊTA, société anonyme au capital de 120 000 000 F CFP, RIDET 1 234 567.001, par l'assemblée générale du 12 février 2026.");
    expect([n.type, n.ridet]).toEqual(['nomination', '1234567001']);
  });

  it('reads a rectificatif that prints the wrong value first: "au lieu de : « A », lire : « B »"', () => {
    const n = ok("JONC – Publications légales – 3 mars 2026\nRECTIFICATIF\nà l'avis de transfert de siège social de la société ALPHA PAYSAGE, SARL, publié au JONC du 17/02/2026.\nAu lieu de : « RIDET 1 234 576.001 »,\nlire : « RIDET 1 234 567.001 ».\nLe reste sans changement.");
    expect([n.type, n.ridet]).toEqual(['siege', '1234567001']);
  });
});

describe('a scission', () => {
  it('takes the company whose whole patrimoine the beneficiaries receive, for its dissolution', () => {
    const n = ok("AVIS DE SCISSION\nLes sociétés ALPHA TERRASSEMENT, SARL, RIDET 1 111 114.001, et ALPHA TRANSPORTS, SARL, RIDET 2 222 228.001, ont reçu, aux termes d'un projet de scission signé le 10 décembre 2025, l'intégralité du patrimoine de la société ALPHA GROUPE, SARL, RIDET 1 234\n567.001. L'assemblée de la société ALPHA GROUPE du 9 février 2026 a approuvé la scission et constaté la dissolution sans liquidation de la société.");
    expect([n.type, n.ridet, n.date]).toEqual(['dissolution', '1234567001', '2026-02-09']);
  });
});

describe('the name that introduces an identifier', () => {
  it('is one printed since the previous identifier: a name another identifier already followed is no evidence for the next', () => {
    // OMEGA CONSEIL is no company mention the reader knows (no form, no 'société'): the name before it,
    // ALPHA NÉGOCE, already has its own identifier, so the heading's name says nothing for OMEGA's.
    const r = parseNoticeText(
      'ALPHA NÉGOCE\nLa société ALPHA NÉGOCE, SARL, RIDET 1 234 566.001, et OMEGA CONSEIL, RIDET 0 987 651.001, ont signé un accord le 3 mars 2026 portant augmentation du capital.',
      { reference: 't' },
    );
    if (r.ok) throw new Error('two companies and no role: expected sujet_ambigu');
    const second = r.quarantine.detail.slice(r.quarantine.detail.indexOf('« RIDET 0 987 651.001 »'));
    expect(second).toMatch(/^« RIDET 0 987 651\.001 »/);
    expect(second).not.toContain('nom dans le titre');
  });
});
