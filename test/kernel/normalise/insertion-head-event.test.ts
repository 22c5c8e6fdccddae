import { describe, expect, it } from 'vitest';
import { headEventOf, headEventsRead } from '../../../kernel/normalise/insertion-head-event.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// An insertion's head read by the letters its tokens keep. Every token, label, name and number is
// made up for this file (each RID passes the check digit).

const typeOf = (text: string) => {
  const result = parseNoticeText(text, { reference: 'essai', publicationDate: '2026-11-12' });
  return result.ok ? result.notice.type : result.quarantine.reason;
};

describe("a head's token read by the letters it keeps", () => {
  it('reads the participle that tells an event done', () => {
    expect(headEventOf('NOMÉ')).toBe('nomination');
    expect(headEventOf('DSST')).toBe('dissolution');
  });

  it("reads a term's two words each cut into one token", () => {
    expect(headEventOf('LIQJ')).toBe('liquidation judiciaire');
    expect(headEventOf('RDJ')).toBe('redressement judiciaire');
    expect(headEventOf('LCGR')).toBe('location-gérance');
  });

  it('reads nothing where two events keep the letters, or a whole word', () => {
    // 'TRSF' keeps the letters of transfert and of transformation.
    expect(headEventOf('TRSF')).toBeNull();
    expect(headEventOf('FUSION')).toBeNull();
  });

  it('leaves dotted cuts, articles and small letters as printed', () => {
    expect(headEventsRead('LIQJ ')).toBe('LIQUIDATION JUDICIAIRE ');
    expect(headEventsRead('LIQJ. ')).toBe('LIQJ. ');
    expect(headEventsRead('LA ')).toBe('LA ');
    expect(headEventsRead('liqj ')).toBe('liqj ');
  });
});

describe('an event told by two cut words at the head', () => {
  it('reads the thing and what is done to it, each cut', () => {
    expect(headEventsRead('NVL.OBJ. ')).toBe('NOUVEL OBJET ');
    expect(headEventsRead('Prol.Dur. ')).toBe('PROROGATION DE LA DURÉE ');
    expect(headEventsRead('ACT.CÉD. ')).toBe('CESSION DE PARTS ');
    expect(headEventsRead('Vnt Fnds ')).toBe('CESSION DE FONDS ');
  });

  it('types the insertion by the phrase', () => {
    expect(typeOf('NVL.OBJ. Hc/MENUISERIE DE LA TONTOUTA Kk/SAS Pn/5401245.001 AGE 3.11.26 Ob/fabrication de meubles')).toBe('statuts');
    expect(typeOf('ACT.CÉD. Hc/MENUISERIE DE LA TONTOUTA Kk/SAS Pn/5401245.001 Ssp 3.11.26: M. Yves EXEMPLE cède 100 actions à Mme Rose EXEMPLE')).toBe('cession');
  });

  it('leaves two words no phrase keeps as printed', () => {
    expect(headEventsRead('FUSION ABS.')).toBe('FUSION ABS.');
    expect(headEventsRead('LA TABLE ')).toBe('LA TABLE ');
  });
});

describe('an insertion read by its shapes, its event at its head', () => {
  it('reads a judicial procedure from its cut term', () => {
    expect(typeOf('LIQJ Vw.LES ÉBÉNISTES DU NORD Jf.SARL Vr.5409164.001 Jgt 3.11.26 Lqr.Me Anne EXEMPLE')).toBe('procedure');
    expect(typeOf('RDJ Hc/MENUISERIE DE LA TONTOUTA Kk/SAS Pn/5401245.001 Jgt 3.11.26 Mdj/Me Anne EXEMPLE')).toBe('procedure');
  });

  it('reads an appointment from its participle cut to its consonants', () => {
    expect(typeOf('NOMÉ Vw.LES ÉBÉNISTES DU NORD Jf.SARL Vr.5409164.001 AGO 3.11.26: Gérant M. Paul EXEMPLE')).toBe('nomination');
  });

  it('reads an event told before the label of the field it concerns', () => {
    expect(typeOf('Hc/MENUISERIE DE LA TONTOUTA Kk/SAS Pn/5401245.001 AGO 3.11.26: NOMÉ Pdt/M. Paul EXEMPLE')).toBe('nomination');
  });

  it('reads no event told before a field where the head holds a token no event keeps the letters of', () => {
    // The head's event, unread, may be the one that outranks the appointment told after it (here a sale of parts).
    expect(typeOf('XQZ Vw.LES ÉBÉNISTES DU NORD Jf.SARL Vr.5409164.001 Ssp 2.11.26: M. Yves EXEMPLE cède 50 parts à Mme Rose EXEMPLE; NOMÉ Gte.Mme Rose EXEMPLE')).not.toBe('nomination');
  });
});
