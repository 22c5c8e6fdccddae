import { describe, expect, it } from 'vitest';
import { identifiedNameRunsApart } from '../../../kernel/normalise/identified-name-run.ts';
import { NO_RUN_NAME_MODEL, parseNoticeText } from '../../../kernel/normalise/index.ts';

// A compositor prints the company's form before its name in the middle of his line, after the
// event's words ('Trsf.Dom. SARL X vers …', 'Liq. jud. SARL X Mtr.…'). Every company, person and
// number below is made up; 1234566 and 1234574 pass the RID's check.

const published = (text: string) => {
  // The rules alone: the learned name of short insertions (run-name-model.ts) would hide a run they no longer read.
  const result = parseNoticeText(text, { reference: 'test' }, { runNameModel: NO_RUN_NAME_MODEL });
  return result.ok ? { type: result.notice.type, name: result.notice.denomination, ridet: result.notice.ridet } : result.quarantine.reason;
};

describe('a name in capitals its form opens mid-line', () => {
  it('is set at its line’s start, closed by a comma before its own identifier', () => {
    expect(identifiedNameRunsApart('Dpl. siège SARL LES VERGERS DU COL Nx 1234566.001 du 4 r. Papin')).toBe('Dpl. siège\nSARL LES VERGERS DU COL, RID 1234566.001 du 4 r. Papin');
    expect(identifiedNameRunsApart('Trib. 02.11.26: Liquidation judiciaire SAS ÉLEC DU PLATEAU Mtr.1234574.001; cess. paiem. 01.06.26')).toBe(
      'Trib. 02.11.26: Liquidation judiciaire\nSAS ÉLEC DU PLATEAU, RID 1234574.001; cess. paiem. 01.06.26',
    );
    // The registry's label and town before the number are the identifier's printing.
    expect(identifiedNameRunsApart('Cptl↑ SAS ÉLEC DU PLATEAU RCS Nouméa 2016 B 1234574')).toBe('Cptl↑\nSAS ÉLEC DU PLATEAU, RCS Nouméa 2016 B 1234574');
  });

  it('is set on a line of its own where its field closes (a word in small letters, a label of the identifier, the line’s end)', () => {
    expect(identifiedNameRunsApart('Dpl. siège SARL LES VERGERS DU COL vers 4 r. Papin\nRID 1 234 566.001')).toBe('Dpl. siège\nSARL LES VERGERS DU COL\nvers 4 r. Papin\nRID 1 234 566.001');
    expect(identifiedNameRunsApart('Cptl↑ SAS ÉLEC DU PLATEAU RCS Nmé 2016B1234574')).toBe('Cptl↑\nSAS ÉLEC DU PLATEAU\nRCS Nmé 2016B1234574');
  });

  it('is left where an office’s label or a sentence precedes it (the company holds an office, or words introduce it)', () => {
    const officer = 'Cstn SAS «LE TOIT ROUGE» Prsdt: SAS LES VERGERS DU COL RID 1234566.001';
    expect(identifiedNameRunsApart(officer)).toBe(officer);
    const sentence = 'Les associés ont décidé de céder toutes leurs parts à la SAS LES VERGERS DU COL RID 1234566.001';
    expect(identifiedNameRunsApart(sentence)).toBe(sentence);
    // A cut office's label before it ('Lqd. jud.', the liquidator's): the company may be the appointee.
    const appointee = 'Trib. 02.11.26: Lqd. jud. SAS ÉLEC DU PLATEAU Mtr.1234574.001';
    expect(identifiedNameRunsApart(appointee)).toBe(appointee);
    // A label of the company itself: its value is the labels' readers' to read whole ('GIE' a word of a groupement's name there).
    const labelled = 'Dénomination : GIE VERGERS DU COL RID 1234566.001';
    expect(identifiedNameRunsApart(labelled)).toBe(labelled);
    const joining = 'Dpl. siège SARL DE LA PASSE RID 1234566.001';
    expect(identifiedNameRunsApart(joining)).toBe(joining);
  });

  it('gives the insertion its company', () => {
    expect(published('LE COURRIER DU COL 04.11.26\nTransfert de siège SARL LES VERGERS DU COL Nx 1234566.001 du 4 r. Papin → 9 r. Fayard AGO 02.11.26')).toEqual({
      type: 'siege',
      name: 'LES VERGERS DU COL',
      ridet: '1234566001',
    });
    expect(published('LE COURRIER DU COL 04.11.26\nTribunal 02.11.26: Liquidation judiciaire SAS ÉLEC DU PLATEAU Nx 1234574.001; cessation des paiements 01.06.26')).toEqual({
      type: 'procedure',
      name: 'ÉLEC DU PLATEAU',
      ridet: '1234574001',
    });
  });
});
