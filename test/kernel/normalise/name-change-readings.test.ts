import { describe, expect, it } from 'vitest';
import { extractNameChange } from '../../../kernel/normalise/extract-fields.ts';
import { noticeOf } from './notice-helpers.ts';

// Notices about a name change that did not happen, or that did after a first notice was replaced.
// Every text is made up for this file.
const header = ['PAPETERIE DU NORD', 'Société à responsabilité limitée au capital de 1 000 000 F CFP', 'Siège : 3, rue Jules-Ferry, 98860 Koné', 'RIDET 1 898 485.001', ''];

/** The company's notice under its header: a title, the body's sentences, and a signature when given. */
const notice = (title: string, body: string, signature?: string): string => [title, ...header, body, ...(signature ? [signature] : [])].join('\n');
const VOID_CHANGE =
  "L'avis publié le 2 octobre 2026 annonçant que la dénomination de la société devient « BUREAU PLUS NORD » est nul et non avenu : l'assemblée du 20 septembre 2026 n'a pas adopté la résolution.";

describe('a name change the notice says was not made', () => {
  it('keeps the company’s name when the notice announcing the new one is void and the meeting did not adopt it', () => {
    expect(extractNameChange(notice('AVIS D’ANNULATION', VOID_CHANGE, 'Pour avis, la gérance.')).nouvelle).toBeNull();
  });

  it('publishes the meeting’s other decision under the name kept', () => {
    const read = noticeOf(notice('AVIS', `${VOID_CHANGE} Elle a décidé de transférer le siège social au 8, rue des Cocotiers, 98860 Koné.`, 'Pour avis, la gérance.'));
    expect([read.type, read.denomination]).toEqual(['siege', 'PAPETERIE DU NORD']);
  });

  it('reads no new name where the notice says the company keeps its name', () => {
    const text = notice('RECTIFICATIF', "L'avis paru le 2 octobre 2026 indiquait que la dénomination sociale est remplacée par « BUREAU PLUS NORD ». La décision ayant été ajournée, la société conserve sa dénomination.");
    expect(extractNameChange(text).nouvelle).toBeNull();
  });

  it('reads the new name of a notice cancelled and replaced', () => {
    const text = notice('RECTIFICATIF', "L'avis paru le 2 octobre 2026 est annulé et remplacé par le suivant : aux termes de l'assemblée du 20 septembre 2026, la dénomination de la société devient « BUREAU PLUS NORD ». L'avis initial est nul et non avenu.");
    expect(extractNameChange(text).nouvelle).toBe('BUREAU PLUS NORD');
  });
});

describe('a name change whose date of effect a narrow column breaks over lines', () => {
  it('reads the new name after `devient à` / `compter de ce jour :`', () => {
    const text = "les associés ont décidé de modifier la\ndénomination sociale, qui devient à\ncompter de ce jour :\n« KAZ DU LARGE ».";
    expect(extractNameChange(text).nouvelle).toBe('KAZ DU LARGE');
  });
});
