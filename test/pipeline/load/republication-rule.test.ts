import { describe, expect, it } from 'vitest';
import { isRepublication, type PublicationFacts } from '../../../pipeline/load/republication-rule.ts';

const base: PublicationFacts = { ridet: '1234567002', type: 'nomination', source: 'LNC', date: '2024-05-03', texte: '' };

const APPOINTMENT_MAY = `CALEDONIE FROID SERVICES, SAS au capital de 2 000 000 F CFP, siège social : 5 rue Gallieni, 98800 Nouméa,
RIDET 1 234 567.002. Par décision de l'associé unique du 2 mai 2024, M. Paul WAMYTAN a été nommé président
en remplacement de M. Marc ROUX, démissionnaire. Pour avis, le président.`;
const APPOINTMENT_JUNE = `CALEDONIE FROID SERVICES, SAS au capital de 2 000 000 F CFP, siège social : 5 rue Gallieni, 98800 Nouméa,
RIDET 1 234 567.002. Par décision de l'associé unique du 11 juin 2024, Mme Sylvie NAISSELINE a été nommée
directrice générale. Pour avis, le président.`;

describe('isRepublication', () => {
  it('recognises one notice wrapped in another source’s furniture', () => {
    const jonc = { ...base, source: 'JONC', date: '2024-05-14', texte: `JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 14 mai 2024\nPUBLICATIONS LÉGALES\n${APPOINTMENT_MAY}\n9873` };
    expect(isRepublication({ ...base, texte: APPOINTMENT_MAY }, jonc)).toBe(true);
  });

  it('keeps apart two appointments of one company a month apart', () => {
    expect(isRepublication({ ...base, texte: APPOINTMENT_MAY }, { ...base, source: 'JONC', date: '2024-06-13', texte: APPOINTMENT_JUNE })).toBe(false);
  });

  it('needs another source, the same company and type, and close dates', () => {
    const same = { ...base, texte: APPOINTMENT_MAY };
    expect(isRepublication(same, { ...same })).toBe(false);
    expect(isRepublication(same, { ...same, source: 'JONC', ridet: '1234567003' })).toBe(false);
    expect(isRepublication(same, { ...same, source: 'JONC', type: 'statuts' })).toBe(false);
    expect(isRepublication(same, { ...same, source: 'JONC', date: '2024-08-30' })).toBe(false);
    expect(isRepublication(same, { ...same, source: 'JONC', date: '2024-06-30' })).toBe(true);
  });
});
