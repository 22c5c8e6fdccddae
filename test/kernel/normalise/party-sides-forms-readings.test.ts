import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made-up notices: every company and number here is invented for the wording it shows.

/** The published RIDETs (or the quarantine reasons). */
const ridetsOf = (text: string): string[] => parseNoticeTexts(text, { reference: 't' }).map((r) => (r.ok ? r.notice.ridet : r.quarantine.reason));

describe("a merger's sides told with the active verb, whatever the companies' forms", () => {
  it('reads the absorbed company as the object of an SEM that absorbs it', () => {
    const text = [
      'DISSOLUTION SANS LIQUIDATION',
      "La SAEML PORTS DU LARGE, RIDET 2 000 002.001, a absorbé, par voie de fusion, la SEM QUAIS DU LARGE, RIDET 1 000 001.001, suivant décision de son assemblée générale extraordinaire du 4 mars 2031. En conséquence, QUAIS DU LARGE est dissoute sans liquidation à cette date.",
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['1000001001']);
  });

  it('reads the absorbing company as the subject of a GIE it absorbs', () => {
    const text = [
      'AUGMENTATION DE CAPITAL PAR FUSION',
      "La SCOP ATELIERS DU LARGE, RIDET 2 000 002.001, a absorbé, par voie de fusion, le 4 mars 2031, le GIE ACHATS DU LARGE, RIDET 1 000 001.001, et augmenté son capital de 2 000 000 F CFP.",
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['2000002001']);
  });
});

describe('a parent named before its subsidiary, whatever the subsidiary’s form', () => {
  it('reads the sole shareholder of a SELAS, after its own address, as a party to the SELAS’s dissolution', () => {
    const text = [
      'DISSOLUTION SANS LIQUIDATION',
      "Par décision du 5 mai 2031, la société CABINETS DU LARGE, SAS, RIDET 2 000 002.001, siège : 3, rue du Wharf, Nouméa, associée unique de la SELAS CONSEILS DU LARGE, RIDET 1 000 001.001, a décidé la dissolution sans liquidation de cette dernière, entraînant la transmission universelle de son patrimoine.",
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['1000001001']);
  });

  it('reads the company that founds an SCM as its founder, not the company constituted', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      "La société CABINETS DU LARGE, RIDET 2 000 002.001, a constitué une SCM dénommée MOYENS DU LARGE, au capital de 100 000 F CFP, siège : 3, rue du Wharf, Nouméa, par acte du 6 juin 2031.",
      'La société a été immatriculée le 20 juin 2031 sous le RIDET 1 000 001.001.',
    ].join('\n');
    expect(ridetsOf(text)).toEqual(['1000001001']);
  });
});
