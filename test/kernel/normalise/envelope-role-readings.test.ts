import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { appointedInCapacity } from '../../../kernel/normalise/appointed-in-capacity.ts';
import { messageEnvelopeRead } from '../../../kernel/normalise/message-envelope.ts';

// A mail that carries a notice, read by its envelope's roles: the sender's own firm and identifier,
// the sender's reference, the company appointed to a capacity whatever the capacity's words, the
// desk's note of the issue, a founder telling the company's start. Every text is made up for the
// reading it names; none of its words is taken from a labelled group.

function published(text: string) {
  const result = parseNoticeText(text, { reference: 'test-envelope-roles' });
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

const typeOf = (text: string) => classifyNotice(text, { heading: '', category: null })?.type ?? null;

const NOTICE =
  'Par décision du gérant du 25 novembre 2026, la société LES JARDINS DE WAÉ, SARL au capital de 500 000 F CFP, RIDET 1738343.001, a transféré son siège au 9 route de la Baie, 98890 Païta. Gérant : M. Paul WEIPA.';

describe("the sender's own firm, named as the mail's header names its sender", () => {
  it('sets apart its letterhead above the greeting, and the notice is published under its own company', () => {
    const letterhead = 'KAPUNA Formalités SARL – RIDET 1738301.001 – 4 impasse des Flamboyants, Païta';
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Envoyé : 2 décembre 2026', 'Objet : insertion', '', letterhead, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).toContain(letterhead);
    expect(published(text).ridet).toBe('1738343001');
  });

  it('sets apart its line closing the mail under the notice, with no thanks above it', () => {
    const closing = 'Étude OROKÉ et Fils, RIDET 1738350.001';
    const text = ['From: "Étude OROKÉ et Fils" <secretariat@oroke.nc>', 'To: insertions@journal.example', 'Date: Wed, 2 Dec 2026 09:10:00 +1100', '', NOTICE, '', closing].join('\n');
    expect(separateFurniture(text).furniture).toContain(closing);
    expect(published(text).ridet).toBe('1738343001');
  });

  it('reads a part of the header\'s name as the firm (the header adds a department, the line a form)', () => {
    const letterhead = 'Oroké Conseil SAS – RIDET 1738301.001';
    const text = ['De : Pôle formalités Oroké Conseil <pole@oroke.nc>', 'Date : 02/12/2026', '', letterhead, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).toContain(letterhead);
  });

  it('sets apart the letterhead of a firm a person signs the mail for, when the notice never names it', () => {
    const letterhead = 'BUREAU TIWAKA SAS – RIDET 1738301.001 – BP 412 Koné';
    const text = ['De : Mireille Poadja <m.poadja@tiwaka.example>', 'Date : 02/12/2026', '', letterhead, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).toContain(letterhead);
    expect(published(text).ridet).toBe('1738343001');
  });

  it('keeps a firm\'s line the notice names, and a labelled line', () => {
    const named = 'LES JARDINS DE WAÉ SARL – RIDET 1738343.001';
    const notice = 'Par décision du 25 novembre 2026, LES JARDINS DE WAÉ ont désigné la société TIARÉ AUDIT, RIDET 1738392.001, en qualité de commissaire aux comptes titulaire.';
    const text = ['De : Mireille Poadja <m.poadja@tiwaka.example>', 'Date : 02/12/2026', '', named, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', notice].join('\n');
    expect(separateFurniture(text).furniture).not.toContain(named);
    const labelled = 'Client : MOTU PLAISANCE SARL – RIDET 1738301.001';
    const filed = ['De : Mireille Poadja <m.poadja@tiwaka.example>', 'Date : 02/12/2026', '', labelled, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', NOTICE].join('\n');
    expect(separateFurniture(filed).furniture).not.toContain(labelled);
  });

  it('keeps the line when the sender is the notice\'s own company, described as a company in the notice', () => {
    const letterhead = 'LES JARDINS DE WAÉ SARL – RIDET 1738343.001';
    const notice =
      "Par décision du 25 novembre 2026, la société LES JARDINS DE WAÉ, SARL au capital de 500 000 F CFP, a désigné la société TIARÉ AUDIT, RIDET 1738392.001, en qualité de commissaire aux comptes titulaire.";
    const text = ['De : Les Jardins de Waé <gestion@waé.example>', 'Date : 02/12/2026', '', letterhead, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', notice].join('\n');
    expect(separateFurniture(text).furniture).not.toContain(letterhead);
    expect(published(text).ridet).toBe('1738343001');
  });

  it('keeps the line when its identifier is the only one the text prints', () => {
    const letterhead = 'KAPUNA Formalités SARL – RIDET 1738301.001';
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', '', letterhead, 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', 'Le gérant a décidé le 25 novembre 2026 de transférer le siège au 9 route de la Baie, Païta.'].join('\n');
    expect(separateFurniture(text).furniture).not.toContain(letterhead);
  });

  it('does not read a line inside the notice, nor a name sharing one word with the sender', () => {
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', '', 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', 'FORMALITÉS DU NORD SARL – RIDET 1738301.001', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).not.toContain('FORMALITÉS DU NORD SARL – RIDET 1738301.001');
  });
});

describe("the mail's header block", () => {
  it("holds a client's own headers (importance, reply address) with the others", () => {
    const header = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Envoyé : 2 décembre 2026 08:14', 'À : insertions@journal.example', 'Importance : Haute', 'Répondre à : suivi@kapuna.nc', 'Objet : insertion du client n° 1738301'];
    const text = [...header, '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).toEqual(header);
  });

  it("reads the subject line's identifier with the notice when the notice prints none", () => {
    const subject = 'Objet : insertion MOTU PLAISANCE SARL – RIDET 1738301.001';
    const notice = "Par décision du 25 novembre 2026, l'associé unique de la société MOTU PLAISANCE, SARL au capital de 100 000 F CFP, a transféré le siège social au 9 route de la Baie, 98890 Païta.";
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', subject, '', notice].join('\n');
    expect(separateFurniture(text).furniture).not.toContain(subject);
    expect(published(text).ridet).toBe('1738301001');
    // The notice's own identifier: the subject line is the envelope's.
    const own = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', subject, '', NOTICE].join('\n');
    expect(separateFurniture(own).furniture).toContain(subject);
  });
});

describe('a notice pasted between quotation marks', () => {
  it('reads the paragraph without the outer pair, a quoted name inside kept', () => {
    const pasted = '« SCI LES PALÉTUVIERS DE WÉ – société civile immobilière au capital de 100 000 F CFP – RIDET 1738301.001. Les associés ont décidé le 24 novembre 2026 la dissolution anticipée de la société, dite « Villa Wé ». »';
    const read = messageEnvelopeRead(['Bonsoir,', 'Ci-dessous le texte :', '', pasted, '', 'Merci'].join('\n')).split('\n')[3]!;
    expect(read.startsWith('SCI LES PALÉTUVIERS DE WÉ')).toBe(true);
    expect(read.endsWith('dite « Villa Wé ».')).toBe(true);
    const notice = published(['Bonsoir,', 'Ci-dessous le texte :', '', pasted].join('\n'));
    expect([notice.denomination, notice.forme_juridique]).toEqual(['LES PALÉTUVIERS DE WÉ', 'SCI']);
  });

  it('keeps a short quotation, and a paragraph whose marks do not close it', () => {
    expect(messageEnvelopeRead('« Mon fonds est vendu », nous dit-elle.')).toBe('« Mon fonds est vendu », nous dit-elle.');
    const open = '« SCI LES PALÉTUVIERS DE WÉ » – société civile immobilière au capital de 100 000 F CFP – RIDET 1738301.001. Les associés ont décidé le 24 novembre 2026 la dissolution anticipée de la société.';
    expect(messageEnvelopeRead(open)).toBe(open);
  });
});

describe("a letter's address to its reader and its formal closing", () => {
  it('sets apart the greeting, the formal closing and the signature under it', () => {
    const text = [
      'Chère Madame,',
      'Ci-dessous le texte à insérer :',
      '',
      NOTICE,
      '',
      "Veuillez agréer, Madame, l'expression de nos salutations distinguées.",
      'P. Naisseline',
      'Cabinet NAWEL – RIDET 1738616.001',
    ].join('\n');
    const { furniture } = separateFurniture(text);
    expect(furniture).toEqual(['Chère Madame,', 'Ci-dessous le texte à insérer :', "Veuillez agréer, Madame, l'expression de nos salutations distinguées.", 'P. Naisseline', 'Cabinet NAWEL – RIDET 1738616.001']);
    expect(published(text).ridet).toBe('1738343001');
  });

  it("reads an English mail's greeting and closing alike", () => {
    const text = ['Dear Ms Wema,', 'Please find the notice below:', '', NOTICE, '', 'Kind regards,', 'Tom Hnawia', 'KAPUNA Formalités – RIDET 1738301.001'].join('\n');
    expect(separateFurniture(text).furniture).toEqual(expect.arrayContaining(['Dear Ms Wema,', 'Kind regards,', 'KAPUNA Formalités – RIDET 1738301.001']));
  });

  it("reads an address to the reader's office as a greeting", () => {
    const text = ['Monsieur le Rédacteur en chef,', 'Ci-dessous le texte à insérer :', '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).toEqual(['Monsieur le Rédacteur en chef,', 'Ci-dessous le texte à insérer :']);
  });
});

describe("a cover line carrying the sender's file reference", () => {
  it('is set apart when its only digits are in a code of letters and digits', () => {
    const cover = 'Pourriez-vous insérer cet avis, dossier TK-2026/57 ?';
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', '', 'Bonsoir,', cover, '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).toContain(cover);
  });

  it('is kept when it holds a date or an amount of its own', () => {
    const cover = 'Pourriez-vous insérer cet avis le 12/12/2026 ?';
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', '', 'Bonsoir,', cover, '', NOTICE].join('\n');
    expect(separateFurniture(text).furniture).not.toContain(cover);
  });
});

describe('a company appointed to a capacity, whatever the capacity is called', () => {
  const text = [
    'MARAMA TRAITEUR, SARL au capital de 1 000 000 F CFP, RIDET 1738434.001.',
    'Décision des associés du 20 novembre 2026 : désignation de la société CONTRÔLE ET CHIFFRES (SELARL, RIDET 1738483.001) en tant que vérificateur pour six exercices.',
  ].join('\n');

  it("reads the appointed company's identifier as a third party's", () => {
    const judged = judgeRidets(text, findRidets(text));
    expect(judged.map((j) => j.third)).toEqual([false, true]);
  });

  it('lists the company the appointment names with the office after it', () => {
    const appointed = [
      'MARAMA TRAITEUR, SARL au capital de 1 000 000 F CFP, RIDET 1738434.001.',
      'Décision des associés du 20 novembre 2026 : nomination de la société CONTRÔLE ET CHIFFRES (SELARL, RIDET 1738483.001) en qualité de commissaire aux comptes titulaire pour six exercices.',
    ].join('\n');
    const notice = published(appointed);
    expect(notice.ridet).toBe('1738434001');
    expect(notice.dirigeants.map((d) => [d.nom, d.fonction])).toEqual([['CONTRÔLE ET CHIFFRES', 'commissaire aux comptes']]);
  });

  it('needs the appointment before the company and the capacity right after it', () => {
    expect(appointedInCapacity('a nomme la societe controle et chiffres (selarl, ', ') en qualite de verificateur')).toBe(true);
    // A party to a lease is no appointee.
    expect(appointedInCapacity('aux termes d\'un acte du 3 mars, la societe controle et chiffres (selarl, ', ') en qualite de bailleresse')).toBe(false);
    // The capacity far from the company's description is another's.
    expect(appointedInCapacity('designation de la societe controle et chiffres (selarl, ', '), representee par m. x, en qualite de verificateur')).toBe(false);
  });
});

describe("a desk's note of the issue", () => {
  it("reads the paper's name between 'parution' and the date as the publication", () => {
    expect(findPublicationDate('[Note : parution Le Petit Lagon, mardi 8 décembre 2026 – facturé]\n\n' + NOTICE)).toBe('2026-12-08');
  });

  it('reads no issue still to come as the publication', () => {
    expect(findPublicationDate('[Rédaction] parution du 09/12/2026\n\n' + NOTICE)).toBe('2026-12-09');
    // A proof to approve plans its issue: the act's date is the notice's.
    expect(findPublicationDate('[Rédaction] parution prévue le 09/12/2026\n\n' + NOTICE)).toBeNull();
  });

  it("never reads the mail's own sending date as the publication", () => {
    const text = ['De : KAPUNA Formalités <contact@kapuna.nc>', 'Date : 02/12/2026', '', 'Bonsoir,', 'Ci-dessous le texte à insérer :', '', NOTICE].join('\n');
    expect(findPublicationDate(text)).toBeNull();
    expect(published(text).date).toBe('2026-11-25');
  });
});

describe('a company its founder names and starts in plain speech', () => {
  it("reads a start told by its founder as a constitution, not an establishment's opening", () => {
    expect(typeOf("bonsoir, je viens de monter ma boîte, c'est une SASU au capital de 200 000 francs")).toBe('creation');
    expect(typeOf('nous avons lancé notre société le 20 novembre, une SCI au capital de 100 000 F')).toBe('creation');
    expect(typeOf("nous venons d'ouvrir un nouveau magasin au 3 rue des Manguiers, la SARL X au capital de 100 000 F")).not.toBe('creation');
  });

  it('reads the company changing its officer in the present as a nomination', () => {
    expect(typeOf("bonsoir, notre EURL KANUMERA PLONGÉE change de présidente depuis l'assemblée du 28/11/2026")).toBe('nomination');
  });

  it('reads the name a relative clause gives the company', () => {
    const text = [
      'Bonsoir,',
      "nous venons de lancer notre société : une SASU qui se nomme « Kaori Pâtisserie », au capital de 200 000 francs, 3 rue des Manguiers à Koné. Statuts signés le 20/11/2026. Président : M. Kaori TEAMBO. RIDET 1738525.001.",
    ].join('\n');
    const notice = published(text);
    expect(notice.denomination).toBe('Kaori Pâtisserie');
    expect(notice.type).toBe('creation');
  });

  it('reads the office its writer says is hers, the name in brackets after it', () => {
    const text = [
      'Bonsoir,',
      "nous venons de lancer notre société : une SASU qui se nomme « Kaori Pâtisserie », au capital de 200 000 francs, 3 rue des Manguiers à Koné. Statuts signés le 20/11/2026. Je suis la présidente (Kaori TEAMBO). RIDET 1738525.001.",
    ].join('\n');
    expect(published(text).dirigeants.map((d) => [d.prenoms, d.nom, d.fonction])).toEqual([['Kaori', 'TEAMBO', 'président']]);
  });
});

describe("a lease of a business typed without its hyphen", () => {
  it("reads the owner's own officer who represents it, the heading 'location gérance' naming no office", () => {
    const text = [
      'LOCATION GERANCE',
      "La société BOULANGERIE DU COL, SARL, RIDET 1738665.001, représentée par sa gérante Mme Hélène WAHETRA, a donné en location gérance à la société PAINS DE KOUTIO, SAS, RIDET 1738707.001, le fonds de boulangerie exploité à Dumbéa, pour un an à compter du 1er décembre 2026. Contrat signé le 24/11/2026.",
    ].join('\n');
    const notice = published(text);
    expect(notice.ridet).toBe('1738665001');
    expect(notice.dirigeants.map((d) => [d.prenoms, d.nom, d.fonction])).toEqual([['Hélène', 'WAHETRA', 'gérant']]);
  });
});
