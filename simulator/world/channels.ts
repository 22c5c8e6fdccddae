/**
 * Where a notice can appear on a given publication date. LNC stopped print in March 2023 and
 * relaunched online in October 2023; Actu NC is habilitated from 2022. Offline sites rely on
 * these windows, so they live in one place.
 */
export const LNC_GAP = { from: '2023-03-20', to: '2023-10-15' } as const;
export const ACTU_NC_FROM = '2022-01-01';

export function newspapersOn(publicationDate: string): Array<'LNC' | 'ActuNC'> {
  const papers: Array<'LNC' | 'ActuNC'> = [];
  if (publicationDate < LNC_GAP.from || publicationDate > LNC_GAP.to) papers.push('LNC');
  if (publicationDate >= ACTU_NC_FROM) papers.push('ActuNC');
  return papers;
}
