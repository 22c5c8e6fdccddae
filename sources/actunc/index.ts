import { createNewspaperAdapter, selectorAdReader, type NewspaperConfig } from '../newspaper/index.ts';
import { readActuncListing } from './actunc-listing.ts';

/** Actu.nc (weekly): a single listing for every category, ads by id, dates as 12/03/2024. */
export const actuncConfig: NewspaperConfig = {
  id: 'ActuNC',
  description: 'Actu.nc (hebdomadaire habilité) : annonces légales en ligne',
  // A weekly: ads appear through the week, the paper comes out on Thursdays; one pass each night.
  schedule: '45 2 * * *',
  canonicalBase: 'https://actu.nc',
  // Habilitated from 2022, the only title for 2023 (README, "Validity period").
  periods: [{ from: '2022-01-01', to: null, note: 'habilitation annuelle du haut-commissariat depuis 2022' }],
  listings: (baseUrl) => [{ url: `${baseUrl}/annonces-legales`, key: 'toutes', category: null }],
  readListing: readActuncListing,
  readAd: selectorAdReader({
    text: 'table.annonce td.corps',
    noise: ['.imprimer', '.encart-pub', '.meteo', '#pied', 'script', 'style'],
    date: { selector: 'table.annonce td.entete', pattern: /Parution du (\d{2}\/\d{2}\/\d{4})/ },
    category: { selector: 'table.annonce td.entete b' },
    heading: { selector: 'table.annonce td.corps b' },
    reference: { selector: 'table.annonce td.entete', pattern: /Réf\. (AL-\d+)/ },
  }),
};

export const actuncAdapter = createNewspaperAdapter(actuncConfig);
