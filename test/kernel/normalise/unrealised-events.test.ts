import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { unrealisedEvents } from '../../../kernel/normalise/unrealised-events.ts';
import { identityOf, noticeOf } from './notice-helpers.ts';

// Events a notice records as decided but left undone (issue 32): no evidence of the event; the
// notice is what it records as done. Every text is made up in words of its own.

const HEADER = 'KAZ BOIS DU NORD\nSARL au capital de 1 000 000 F CFP — Koné — RIDET 1 000 001.001\n\n';
const read = (body: string): unknown => identityOf(`${HEADER}${body}\n`);
const as = (type: string): unknown[] => [type, 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03'];
const lapsed = (sentence: string): string[] => unrealisedEvents(fold(sentence)).map((e) => e.type);

describe('a capital operation decided but not carried out', () => {
  it('is no capital event, however its lapse is told: the appointment beside it is the notice', () => {
    expect(read("Le 3 mars 2026, l'assemblée avait décidé de porter le capital à 1 500 000 F CFP ; cette augmentation n'a pas été réalisée. L'assemblée a nommé M. Paul EXEMPLE gérant.")).toEqual(as('nomination'));
    expect(read("Par décision du 3 mars 2026, l'augmentation de capital votée le 5 janvier 2026 est devenue caduque faute de souscriptions. M. Paul EXEMPLE a été nommé cogérant.")).toEqual(as('nomination'));
    expect(read("L'augmentation du capital décidée le 4 janvier 2026 n'ayant pas été souscrite dans le délai légal, elle est caduque. Le 3 mars 2026, Mme Anne EXEMPLE a été nommée gérante.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, les associés ont constaté que l'augmentation du capital n'a pu être réalisée ; le capital reste fixé à 1 000 000 F CFP. Mme Anne EXEMPLE a été nommée gérante.")).toEqual(as('nomination'));
  });

  it('is none when its condition was not met', () => {
    expect(read("Le 3 mars 2026, la réduction du capital décidée sous la condition suspensive qu'aucun créancier ne s'y oppose, condition qui n'a pas été levée, est restée sans effet. M. Paul EXEMPLE est nommé gérant.")).toEqual(as('nomination'));
  });

  it('is the capital event when a new increase is decided after the lapsed one', () => {
    expect(read("L'augmentation du capital votée le 4 janvier 2026 est caduque faute de souscriptions. Le 3 mars 2026, l'assemblée a décidé d'augmenter le capital de 1 000 000 à 1 200 000 F CFP par incorporation de réserves.")).toEqual(as('capital'));
  });
});

describe('a transfer, a sale or a dissolution postponed, adjourned or given up', () => {
  it('is no event of its family', () => {
    expect(read("Le 3 mars 2026, le transfert du siège social à Poindimié a été reporté à une date ultérieure. M. Paul EXEMPLE a été nommé gérant.")).toEqual(as('nomination'));
    expect(read("L'assemblée du 3 mars 2026 a ajourné sa décision sur la dissolution anticipée de la société et a désigné Mme Anne EXEMPLE gérante.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, le projet de cession du fonds artisanal a été abandonné. M. Paul EXEMPLE a été nommé gérant.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, les associés ont décidé d'abandonner le projet de transfert du siège et ont nommé M. Paul EXEMPLE gérant.")).toEqual(as('nomination'));
  });

  it('is the transfer still when it is only postponed to a date', () => {
    expect(read("Par décision du 3 mars 2026, le gérant a transféré le siège social au 4, rue des Exemples, 98800 Nouméa ; le transfert est reporté au 1er avril 2026.")).toEqual(as('siege'));
  });

  it('is the transfer when the decision to transfer is withdrawn: the seat changes back', () => {
    expect(read("Le 3 mars 2026, le gérant a rapporté sa précédente décision de transférer le siège social à Koumac ; le siège demeure à Koné.")).toEqual(as('siege'));
  });
});

describe('a capital operation a meeting turned down or only heard of as a project (mosaiques group)', () => {
  it('is no capital event when the meeting rejected the resolution that proposed it', () => {
    expect(read("L'assemblée du 3 mars 2026 a :\n– nommé M. Paul EXEMPLE gérant ;\n– rejeté la résolution tendant à une augmentation du capital réservée aux salariés.")).toEqual(as('nomination'));
  });

  it('is none when the sentence after postpones "this project" it told', () => {
    expect(read("Le 3 mars 2026, l'assemblée a nommé M. Paul EXEMPLE gérant et a pris connaissance du projet d'augmentation du capital présenté par lui ; la mise au vote de ce projet a été reportée à une assemblée ultérieure.")).toEqual(as('nomination'));
  });

  it('is the capital event when the meeting adopted the resolution and rejected another one', () => {
    expect(read("Le 3 mars 2026, l'assemblée a décidé d'augmenter le capital de 1 000 000 à 1 200 000 F CFP et a rejeté la résolution portant nomination d'un second gérant.")).toEqual(as('capital'));
  });
});

describe('a letting only planned', () => {
  it("is no sale event: the articles' change beside it is the notice", () => {
    expect(read("L'assemblée du 3 mars 2026 a étendu l'objet social au mareyage, activité que la société exercera dans le cadre de la prise en location-gérance, envisagée pour l'année prochaine, d'un fonds de commerce de pêche.")).toEqual(as('statuts'));
  });
});

describe('which event a lapse governs', () => {
  it('is the nearest event noun before the lapse in its sentence, or after a lapse that governs its object', () => {
    expect(lapsed("L'assemblée a prononcé la dissolution, la décision de transfert du siège étant devenue caduque.")).toEqual(['siege']);
    expect(lapsed("Caducité de l'augmentation du capital décidée le 4 janvier.")).toEqual(['capital']);
    expect(lapsed('Report du transfert du siège.')).toEqual(['siege']);
  });

  it('is none where the lapse is another thing’s', () => {
    expect(lapsed("La réduction du capital est réalisée ; les 100 parts rachetées n'ont pas été libérées.")).toEqual([]);
    expect(lapsed('La perte de l’exercice est reportée à nouveau.')).toEqual([]);
    expect(lapsed('Le présent avis annule et remplace celui du 2 mars relatif à la cession du fonds.')).toEqual([]);
  });
});

describe('an event put off or turned down in other words', () => {
  it('is no event when the meeting defers it, or when its resolution is rejected', () => {
    expect(read("Le 3 mars 2026, l'assemblée a décidé de surseoir à la dissolution anticipée de la société et a nommé M. Paul EXEMPLE gérant.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, la résolution relative à la réduction du capital a été repoussée ; Mme Anne EXEMPLE a été nommée gérante.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, la transformation de la société en SAS, soumise à l'accord de la banque, n'a pu aboutir. M. Paul EXEMPLE a été nommé gérant.")).toEqual(as('nomination'));
  });

  it('is no sale when the agreement it needed was refused', () => {
    expect(read("La cession de 300 parts à M. Yves EXEMPLE, l'agrément des associés ayant été refusé, n'a pas eu lieu. Le 3 mars 2026, Mme Anne EXEMPLE a été nommée gérante.")).toEqual(as('nomination'));
  });
});

describe('an appointment denied or left undone', () => {
  const appointed = (body: string): string[] =>
    noticeOf(`${HEADER}${body}\n`).dirigeants.filter((d) => d.action === 'nomination').map((d) => `${d.prenoms ?? ''} ${d.nom}`.trim());

  it('names no appointee, however it is denied, and keeps the appointment made beside it', () => {
    expect(appointed("Le 3 mars 2026, la résolution portant nomination de M. Yves EXEMPLE en qualité de cogérant a été rejetée. Mme Anne EXEMPLE a été nommée gérante.")).toEqual(['Anne EXEMPLE']);
    expect(appointed("Le 3 mars 2026, l'assemblée a refusé de nommer M. Yves EXEMPLE gérant et a nommé Mme Anne EXEMPLE gérante.")).toEqual(['Anne EXEMPLE']);
    expect(appointed('Le 3 mars 2026, Mme Anne EXEMPLE a été nommée gérante, sans que M. Yves EXEMPLE soit nommé cogérant.')).toEqual(['Anne EXEMPLE']);
    expect(appointed("Le 3 mars 2026, la désignation de M. Yves EXEMPLE comme cogérant a été ajournée ; Mme Anne EXEMPLE a été nommée gérante.")).toEqual(['Anne EXEMPLE']);
  });
});

describe('a notice that records nothing done but the lapse', () => {
  it('is quarantined, not typed by the event that did not happen', () => {
    expect(read("Le 3 mars 2026, l'assemblée extraordinaire convoquée pour statuer sur la dissolution anticipée de la société n'a pu valablement délibérer faute de quorum.")).toBe('type_inconnu');
    expect(read("Le 3 mars 2026, la cession de 300 parts prévue au profit de M. Yves EXEMPLE n'a pas été régularisée, l'acquéreur s'étant désisté.")).toBe('type_inconnu');
    expect(read('AVIS DE REPORT\nLa dissolution anticipée de la société, votée le 3 mars 2026, est reportée sine die.')).toBe('type_inconnu');
  });

  it('is no procedure when the court refuses to open one, whatever its heading or its words', () => {
    expect(read("Par jugement du 3 mars 2026, le tribunal mixte de commerce a rejeté la demande d'ouverture d'une procédure de redressement judiciaire formée contre la société.")).toBe('type_inconnu');
    expect(read("Par jugement du 3 mars 2026, le tribunal a dit n'y avoir lieu à l'ouverture d'une procédure collective à l’égard de la société.")).toBe('type_inconnu');
    expect(identityOf(`REDRESSEMENT JUDICIAIRE\n${HEADER}Par jugement du 3 mars 2026, le tribunal a débouté le créancier de sa demande d'ouverture d'un redressement judiciaire.\n`)).toBe('type_inconnu');
  });
});

describe('a lapse told as a label’s value, an item, a future or a vote', () => {
  it('leaves its event undone', () => {
    expect(read('Augmentation de capital : non réalisée\nNomination : M. Paul EXEMPLE, gérant, à compter du 3 mars 2026')).toEqual(as('nomination'));
    expect(read('AGE du 3 mars 2026 : projet de transfert du siège abandonné ; nomination de M. Paul EXEMPLE en qualité de gérant.')).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, M. Paul EXEMPLE a été nommé gérant. La cession de parts envisagée n'interviendra pas.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, la résolution tendant au transfert du siège à Bourail n'a pas recueilli la majorité requise. M. Paul EXEMPLE a été nommé gérant.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, la prorogation de la durée de la société a été refusée ; M. Paul EXEMPLE a été nommé gérant.")).toEqual(as('nomination'));
    expect(read("Le 3 mars 2026, la vente du fonds artisanal est suspendue jusqu'à nouvel ordre. M. Paul EXEMPLE a été nommé gérant.")).toEqual(as('nomination'));
  });

  it('keeps the event whose future is only put to a date', () => {
    expect(read("Par acte du 3 mars 2026, M. Yves EXEMPLE a cédé 100 parts sociales à Mme Anne EXEMPLE ; l'entrée en jouissance n'interviendra pas avant le 1er mai 2026.")).toEqual(as('cession'));
  });
});

describe('the subject of a notice that tells a merger or a sale left undone', () => {
  it('is no company the merger that did not happen would have absorbed: quarantined rather than published under the other', () => {
    expect(
      identityOf(
        "Le 3 mars 2026, la fusion par absorption de la société KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, par la société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, n'a pas été réalisée, la condition suspensive n'ayant pas été levée. La société KAZ BOIS DU NORD a nommé M. Paul EXEMPLE gérant.\n",
      ),
    ).toBe('sujet_ambigu');
  });

  it('is still the company whose own event is told, the buyer of its lapsed sale staying a buyer', () => {
    expect(
      identityOf(
        "KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001\n\nLe 3 mars 2026, l'assemblée a transféré le siège au 4, rue des Exemples, 98800 Nouméa. La vente du fonds de commerce à la société GROUPE EXEMPLE, SAS, RIDET 2 000 002.001, est devenue caduque.\n",
      ),
    ).toEqual(['siege', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('projects told to a meeting that took no decision on them', () => {
  it('are no events: the appointment the meeting made is the notice', () => {
    expect(
      read(
        "L'assemblée du 3 mars 2026 a nommé M. Paul EXEMPLE cogérant. Les associés ont ensuite été informés d'un projet de transfert du siège à Koné et d'un projet d'augmentation du capital ; aucune décision n'a été prise sur ces points.",
      ),
    ).toEqual(as('nomination'));
    expect(lapsed("les associes ont ete informes d'un projet d'augmentation du capital. aucune decision n'a ete prise a ce sujet.")).toEqual(['capital']);
  });

  it('reads a rejected resolution told in the sentence after its proposal as no event', () => {
    expect(
      read(
        "L'assemblée du 3 mars 2026 a examiné la proposition de prononcer la dissolution anticipée de la société. Cette résolution a été rejetée. Elle a ensuite nommé Mme Anne EXEMPLE cogérante.",
      ),
    ).toEqual(as('nomination'));
  });

  it('leaves an event the meeting decided when no decision is denied on it', () => {
    expect(lapsed("les associes ont ete informes d'un projet d'augmentation du capital, sur lequel ils se prononceront en mai.")).toEqual([]);
  });
});

describe('a project whose examination is put off or left to a meeting to come (gerbes group)', () => {
  it("is none when the meeting, seized of it, 'en a ajourné l'examen'", () => {
    expect(
      read(
        "Le 3 mars 2026, l'assemblée a transféré le siège à Koné. La même assemblée, saisie d'un projet d'augmentation du capital par apport en numéraire, en a ajourné l'examen ; le capital demeure inchangé.",
      ),
    ).toEqual(as('siege'));
  });

  it('is none when it will be submitted to a later meeting', () => {
    expect(
      read(
        "Le 3 mars 2026, l'assemblée a nommé M. Paul EXEMPLE cogérant. Elle a pris connaissance du projet de transfert du siège à Koné, qui sera soumis à une prochaine assemblée générale extraordinaire.",
      ),
    ).toEqual(as('nomination'));
    expect(lapsed("le projet de transfert du siege, qui sera soumis a l'approbation des associes.")).toEqual(['siege']);
  });

  it('leaves an event whose own text is submitted, not the event, and a decision taken', () => {
    expect(lapsed("l'assemblee a decide le transfert du siege et a entendu le rapport du gerant, qui sera soumis au vote.")).toEqual([]);
    expect(lapsed("l'assemblee a decide le transfert du siege a kone, qui sera soumis a l'approbation du bailleur.")).toEqual([]);
  });
});

describe('an event left to a notice of its own', () => {
  it('reads `… fera l’objet d’une publication séparée` as no event of this notice, typed by what it decides', () => {
    const text =
      'ESSAIS NATURE\nSociété à responsabilité limitée au capital de 800 000 F CFP\nSiège social : village, 98815 Hienghène\nRIDET 1 000 009.001\n\nMODIFICATION DE L’OBJET SOCIAL\n\nAux termes d’une assemblée générale extraordinaire du 2 juillet 2026, les associés ont décidé d’étendre l’objet social à l’exploitation de gîtes et de chambres d’hôtes. Le contrat de location-gérance du gîte de Tao, dont la conclusion est prévue au second semestre 2026, fera l’objet d’une publication séparée.\nL’article 2 des statuts a été modifié en conséquence.';
    expect(unrealisedEvents(fold(text)).map((e) => e.type)).toEqual(['cession']);
    expect(noticeOf(text).type).toBe('statuts');
  });
});

describe('an event decided by an act of its own', () => {
  it('reads `dont ils ont décidé la dissolution par acte séparé` as no event of this constitution', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 28 juillet 2026, il a été constitué une société d'exercice libéral à responsabilité limitée dénommée « SELARL CABINET DES TESTS », au capital de 1 000 000 F CFP, dont le siège est à Nouméa.\nLes associés, les docteurs Marie ESSAI et Paul EXEMPLE, exerçaient jusqu'alors au sein de la SCP ESSAI-EXEMPLE, RIDET 2 000 008.001, dont ils ont décidé la dissolution anticipée par acte séparé.\nCogérants : Dr Marie ESSAI et Dr Paul EXEMPLE.\nLa société est immatriculée au RIDET sous le n° 1 000 009.001.\nPour avis, la gérance.";
    expect(unrealisedEvents(fold(text)).map((e) => e.type)).toEqual(['dissolution']);
    expect(identityOf(text)).toEqual(['creation', 'SELARL CABINET DES TESTS', 'SELARL', '1000009001', '2026-07-28']);
  });
});
