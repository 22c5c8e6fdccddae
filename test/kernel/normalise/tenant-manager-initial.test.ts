import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// 'l.-gérant' is the tenant-manager (locataire-gérant) cut to its initial: the lessee of the
// business, no manager of the company that lets it. Made-up insertions.

const names = (text: string) =>
  extractOfficers(text, { type: 'cession', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.filter((d) => d.action !== 'cessation').map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`);

describe('the tenant-manager cut to its initial', () => {
  it('is no manager of the company letting its business', () => {
    expect(names('FIN L.G. + loueur : KAORI BOIS, SARL, Ridet 1000009.001 + ex-l.-gérante : Mme Rose KALOÏ + fin au 15/10/2026')).toEqual([]);
  });

  it('leaves the company’s own manager a manager', () => {
    expect(names('FIN L.G. + loueur : KAORI BOIS, SARL, Ridet 1000009.001, gérant : M. Paul WEA + ex-l.-gérante : Mme Rose KALOÏ')).toEqual(['Paul WEA (gérant)']);
  });
});
