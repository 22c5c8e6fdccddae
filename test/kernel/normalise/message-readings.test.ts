import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { messageEnvelopeRead } from '../../../kernel/normalise/message-envelope.ts';
import { extractNameChange } from '../../../kernel/normalise/extract-fields.ts';
import { speakerOfficeLabels } from '../../../kernel/normalise/speaker-office.ts';
import { identifiedCompanyMentions } from '../../../kernel/normalise/identified-company-mention.ts';
import { separateFurniture } from '../../../kernel/normalise/furniture.ts';
import { swappedFormFields } from '../../../kernel/normalise/swapped-form-fields.ts';

// Notices a company sends in its own words (an e-mail, a web form, a text message, a chat): the
// message's envelope read by its role, and the company's own telling of its act read as the act.
// Every text is made up for the reading it names; none of its words is taken from a labelled group.

function published(text: string) {
  const result = parseNoticeText(text, { reference: 'test-messages' });
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
}

const typeOf = (text: string) => classifyNotice(text, { heading: '', category: null })?.type ?? null;
const ridets = (text: string) => findRidets(text).map((m) => m.ridet);

describe("a message's envelope, read past by its marks", () => {
  it('reads a quoted message without its quote markers, however deep', () => {
    expect(messageEnvelopeRead('> Ligne une\n>> Ligne deux\n> > Ligne trois')).toBe('Ligne une\nLigne deux\nLigne trois');
    // One line opening on '>' is no quoted message.
    expect(messageEnvelopeRead('> 5 salariés')).toBe('> 5 salariés');
  });

  it("reads a chat log's lines without their timestamps and speakers", () => {
    const log = ['[03/12/2026 18:02] Hugo B: premier message', '[03/12/2026 18:04] Hugo B: second message'].join('\n');
    expect(messageEnvelopeRead(log)).toBe('premier message\nsecond message');
  });

  it("joins a text message's numbered parts into one text", () => {
    const parts = ['1/3 début de la phrase coupée', '2/3 au milieu', '3/3 et la fin.'].join('\n');
    expect(messageEnvelopeRead(parts)).toBe('début de la phrase coupée au milieu et la fin.');
    // Parts out of order or missing are left as they are.
    expect(messageEnvelopeRead('1/3 un\n3/3 trois')).toBe('1/3 un\n3/3 trois');
  });

  it("reads a web form's label without its required-field star", () => {
    expect(ridets(messageEnvelopeRead('N° RIDET * : 1735018 001'))).toEqual(['1735018001']);
  });

  it("sets apart a reply's attribution line and the forwarder's closing and signature above it", () => {
    const text = [
      'Bonsoir Estelle, je te transmets le texte du client.',
      'Bien à vous,',
      'Hugo – FIDUCIAIRE DU LITTORAL SARL – RIDET 1734722.001',
      '',
      'Le 4 déc. 2026 à 10:12, Sabine Kaloi a écrit :',
      'SCI LES TAMANOUS – RIDET 1734870.001',
      'Par décision des associés du 20 novembre 2026, le siège social est transféré au 8 rue des Goélands, Bourail.',
    ].join('\n');
    expect(separateFurniture(text).furniture).toEqual([
      'Bonsoir Estelle, je te transmets le texte du client.',
      'Bien à vous,',
      'Hugo – FIDUCIAIRE DU LITTORAL SARL – RIDET 1734722.001',
      'Le 4 déc. 2026 à 10:12, Sabine Kaloi a écrit :',
    ]);
  });

  it("publishes the quoted notice, not the forwarder whose signature and RIDET sign the note above a reply's attribution", () => {
    const text = [
      'Bonsoir Estelle, je te transmets le texte du client.',
      'Bien à vous,',
      'Hugo – FIDUCIAIRE DU LITTORAL SARL – RIDET 1734722.001',
      '',
      'Le 4 déc. 2026 à 10:12, Sabine Kaloi a écrit :',
      '> SCI LES TAMANOUS – RIDET 1734870.001',
      '> Par décision des associés du 20 novembre 2026, le siège social est transféré au 8 rue des Goélands, Bourail.',
      '> Gérante : Sabine KALOI',
    ].join('\n');
    const notice = published(text);
    expect(notice.ridet).toBe('1734870001');
    expect(notice.denomination).toBe('LES TAMANOUS');
    expect(notice.type).toBe('siege');
  });

  it("counts the greeting's lines from under a mail's header block", () => {
    const text = ['De : hugo.b@exemple.nc', 'Date : 3 déc. 2026 09:10', 'Objet : texte', '', 'Bonsoir,', 'SARL LE COIN DES ARTS, RIDET 1735166.001. Le capital est porté à 900 000 F.'].join('\n');
    expect(separateFurniture(text).furniture).toContain('Bonsoir,');
  });
});

describe("a message's furniture, set apart by its role", () => {
  it("sets apart the signature block under the mail's '-- ' delimiter, with the firm and identifier it prints", () => {
    const text = ['SCI LES BANIANS, RIDET 1736313.001 : le siège est transféré au 3 rue Taragnat, Koné, par décision du 1er décembre 2026.', '--', 'Odile MARAU', 'Cabinet PIROGUE CONSEIL SARL', 'RIDET 1736461.001', 'tél. 28 11 22'].join('\n');
    expect(separateFurniture(text).furniture).toEqual(['--', 'Odile MARAU', 'Cabinet PIROGUE CONSEIL SARL', 'RIDET 1736461.001', 'tél. 28 11 22']);
  });

  it("sets apart a disclaimer's line, whatever it repeats", () => {
    const text = ['SCI LES BANIANS, RIDET 1736313.001 : le siège est transféré au 3 rue Taragnat, Koné.', 'Le présent courriel est strictement confidentiel. SCI LES BANIANS – RIDET 1736313.001'].join('\n');
    expect(separateFurniture(text).furniture).toEqual(['Le présent courriel est strictement confidentiel. SCI LES BANIANS – RIDET 1736313.001']);
  });

  it('sets apart a line telling only when and from whom the message came', () => {
    const text = ['Texto reçu le 02/12/2026 16:40 de +687 91 22 33', 'SCI LES BANIANS, RIDET 1736313.001 : le siège est transféré au 3 rue Taragnat, Koné.'].join('\n');
    expect(separateFurniture(text).furniture).toEqual(['Texto reçu le 02/12/2026 16:40 de +687 91 22 33']);
  });

  it("sets apart a phone's sending line closing the message", () => {
    const text = ['SCI LES BANIANS, RIDET 1736313.001 : le siège est transféré au 3 rue Taragnat, Koné.', 'Envoyé depuis mon mobile'].join('\n');
    expect(separateFurniture(text).furniture).toEqual(['Envoyé depuis mon mobile']);
  });

  it('sets apart a cover line that asks for the text in a sentence of its own', () => {
    const text = ['Bonsoir,', 'nous vous transmettons le texte de notre SCI, à passer vendredi si possible.', '', 'SCI LES BANIANS, RIDET 1736313.001 : le siège est transféré au 3 rue Taragnat, Koné.'].join('\n');
    expect(separateFurniture(text).furniture).toEqual(['Bonsoir,', 'nous vous transmettons le texte de notre SCI, à passer vendredi si possible.']);
  });

  it("reads a form's name and identifier typed in each other's fields by their kinds", () => {
    expect(swappedFormFields('Raison sociale : 1 737 238 - 001\nN° RIDET : LES FILETS DE POUM\nForme : SARL')).toBe('Raison sociale : LES FILETS DE POUM\nN° RIDET : 1 737 238 - 001\nForme : SARL');
    // Each value of its own kind stays where it was typed.
    expect(swappedFormFields('Raison sociale : LES FILETS DE POUM\nRIDET : 1737238001')).toBe('Raison sociale : LES FILETS DE POUM\nRIDET : 1737238001');
  });
});

describe("a company's own telling of its act", () => {
  it('reads a change of form and an officer told in everyday words', () => {
    expect(typeOf('à partir de janvier on passe en SAS')).toBe('statuts');
    expect(typeOf("c'est mon associée Lina qui devient gérante")).toBe('nomination');
    expect(typeOf('M. Yann KO remplace son père comme président')).toBe('nomination');
    expect(typeOf('je quitte la gérance au 1er janvier')).toBe('nomination');
  });

  it('reads the capital that passed from one amount to another, or that the company raised', () => {
    expect(typeOf('Bonjour, le capital social passe de 200 000 à 500 000 F.')).toBe('capital');
    expect(typeOf('nous avons augmenté notre capital à 3 000 000 F')).toBe('capital');
  });

  it('reads the seat the company moves, and its new address', () => {
    expect(typeOf('Nous avons déménagé nos bureaux au 5 avenue des Palmiers.')).toBe('siege');
    expect(typeOf('voici notre nouvelle adresse : 2 impasse des Flamboyants, Koné')).toBe('siege');
    expect(typeOf("nouvelle adresse de l'établissement : 2 impasse des Flamboyants")).not.toBe('siege');
  });

  it('reads a business its owner sells, the noun typed with or without its s', () => {
    expect(typeOf('on a vendu notre fonds artisanal de menuiserie')).toBe('cession');
    expect(typeOf('je cède mon fond à un repreneur')).toBe('cession');
  });

  it('reads an officer the company changes, and a company its people close', () => {
    expect(typeOf('nous changeons de présidente à la fin du mois')).toBe('nomination');
    expect(typeOf('notre entreprise ferme le 31 décembre')).toBe('dissolution');
  });

  it('reads a change of name told in everyday words', () => {
    expect(extractNameChange("elle s'appelait ALPHA MARINE, maintenant c'est OMEGA MARINE et rien d'autre")).toEqual({ ancienne: 'ALPHA MARINE', nouvelle: 'OMEGA MARINE' });
    expect(extractNameChange('la boutique s\'appelle désormais « Les Trois Pirogues »').nouvelle).toBe('Les Trois Pirogues');
  });

  it("reads an office its writer tells of as the office's label before the holder", () => {
    expect(speakerOfficeLabels('présidente moi-même Aline TORO. merci')).toBe('\nprésidente : Aline TORO. merci');
    expect(speakerOfficeLabels('Je demeure gérant, Bruno KALEPO.')).toBe('\ngérant : Bruno KALEPO.');
    expect(speakerOfficeLabels('Siège à Bourail. Liquidatrice Odette MARAU.')).toBe('Siège à Bourail. \nLiquidatrice : Odette MARAU.');
    // A name typed without capitals is no holder a reader is sure of.
    expect(speakerOfficeLabels('je reste gérant, merci beaucoup.')).toBe('je reste gérant, merci beaucoup.');
  });
});

describe('a company told by the kinds of its values', () => {
  it('reads a form, a name in capitals and the identifier in a row, no comma typed, in either order', () => {
    expect(identifiedCompanyMentions('annonce pour SASU MER ET VENT rid 1735166 002').map((m) => m.raw)).toEqual(['MER ET VENT']);
    expect(identifiedCompanyMentions("de l'eurl BOIS FLOTTÉ ridet 1735240/001").map((m) => [m.raw, m.formText])).toEqual([['BOIS FLOTTÉ', 'eurl']]);
    expect(identifiedCompanyMentions("c'est ATELIER CORAIL sarl n° ridet 1735869.001").map((m) => m.raw)).toEqual(['ATELIER CORAIL']);
    // A form and a name without an identifier after them are left to the other readings.
    expect(identifiedCompanyMentions('la SARL ATELIER CORAIL a été dissoute')).toEqual([]);
  });

  it('reads the company its writer speaks for, after the possessive', () => {
    expect(identifiedCompanyMentions('pour notre société TRANSPORTS DU GRAND SUD, merci').map((m) => m.raw)).toEqual(['TRANSPORTS DU GRAND SUD']);
    expect(identifiedCompanyMentions('ma sarl « Les Jardins de Tina » a changé').map((m) => [m.raw, m.formText])).toEqual([['Les Jardins de Tina', 'sarl']]);
    expect(identifiedCompanyMentions('notre société a décidé de fermer')).toEqual([]);
  });

  it('reads a name typed in lower case on the line of its form, the identifier on the next line', () => {
    expect(identifiedCompanyMentions('SNC vents du sud\nRid : 1735943.001').map((m) => m.raw)).toEqual(['vents du sud']);
  });

  it("reads a form's one-member qualifier as the form's, not the name's", () => {
    const notice = published("Naissance d'une société : la SARL unipersonnelle PIROGUE BLEUE, au capital de 100 000 F, siège à Thio. Statuts du 2 décembre 2026. RIDET 1736313.001.");
    expect(notice.denomination).toBe('PIROGUE BLEUE');
  });

  it("publishes a company typed in a text message under its own name, its form read in lower case", () => {
    const notice = published("Bsr, c M. Alain REBOUL pour l'eurl PEINTURES DU LAGON ridet 1736461 etab 002. On déménage le siège au 7 rue Jules Garnier Nouméa, décision de l'associé unique du 2 décembre 2026.");
    expect(notice.denomination).toBe('PEINTURES DU LAGON');
    expect(notice.forme_juridique).toBe('EURL');
    expect(notice.ridet).toBe('1736461002');
    expect(notice.type).toBe('siege');
  });
});

describe("a card's identifier line", () => {
  it("does not read an identifier opening its line under an officer's line as that officer's", () => {
    const text = ['dénomination : la case à outils', 'forme : sarl', 'gérante : Maëva TEIN', 'ridet 1737238 001'].join('\n');
    expect(judgeRidets(text, findRidets(text)).map((j) => j.third)).toEqual([false]);
    // An officer's line naming a company is left to the party rules.
    const company = ['Dénomination : la case à outils', 'Présidente : la société KAORI HOLDING, SAS', 'RIDET 1737386.001'].join('\n');
    expect(judgeRidets(company, findRidets(company)).map((j) => j.third)).toEqual([true]);
  });

  it("reads an identifier opening its line under an officer's line as the card's company's", () => {
    const text = ['avis de constitution', 'dénomination : la case à outils', 'forme : sarl', 'gérant : Jules TEIN', 'ridet 1737238 001', 'statuts du 1er décembre 2026'].join('\n');
    expect(published(text).ridet).toBe('1737238001');
  });
});

describe('identifiers grouped by a typist', () => {
  it("reads a RID's seven digits grouped any way, or with the commas of thousands, then its rank", () => {
    expect(ridets('RIDET : 173 7386 001')).toEqual(['1737386001']);
    expect(ridets('Ridet 1,738,459.002')).toEqual(['1738459002']);
  });

  it("reads the rank named 'etab' or alone in brackets after the RID", () => {
    expect(ridets('rid 1737386 etab 003.')).toEqual(['1737386003']);
    expect(ridets('RIDET 1738459 (002), siège')).toEqual(['1738459002']);
  });
});
