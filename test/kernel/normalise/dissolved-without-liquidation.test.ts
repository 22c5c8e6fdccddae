import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A company dissolved without liquidation ends with the notice: none of its officers holds an
// office after it. Made-up notices.

const read = (text: string) => noticeOf(text, { publicationDate: '2026-12-18' });

describe('a company dissolved without liquidation', () => {
  it('lists no officer, though its gérante signs the notice', () => {
    const notice = read(`KAORI BOIS
SARL au capital de 1 000 000 F CFP
RIDET 1 000 009.001

DISSOLUTION PAR VOIE DE FUSION

L'assemblée générale extraordinaire des associés a approuvé la fusion par absorption de la société KAORI BOIS par la société KAORI GROUPE, SAS, RIDET 1 000 017.001. La société KAORI BOIS est en conséquence dissoute sans liquidation.

Pour avis, la gérante, Mme Rose KALOÏ.`);
    expect(notice.type).toBe('dissolution');
    expect(notice.dirigeants.filter((d) => d.action === 'nomination')).toEqual([]);
  });

  it('keeps the liquidator a dissolution with liquidation appoints', () => {
    const notice = read(`KAORI BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 009.001. L'assemblée générale extraordinaire du 2 décembre 2026 a décidé la dissolution anticipée de la société et nommé liquidateur M. Paul WEA.`);
    expect(notice.dirigeants.map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`)).toEqual(['Paul WEA (liquidateur)']);
  });
});
