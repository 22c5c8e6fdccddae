import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny newspaper site on 127.0.0.1 laid out as Actu.nc's (sources/actunc: a listing whose
 * days are headings over their ads, one page per ad in a `table.annonce`), carrying three ads:
 * LAGON BLEU PLONGÉE's and PACIFIQUE BOIS's constitutions, then LAGON BLEU PLONGÉE's
 * dissolution printed with PACIFIQUE BOIS's RIDET, a valid one (its RID passes the Luhn check),
 * so the parser attributes the dissolution to the wrong company. A whole night over it is three
 * pages and a listing: the pipeline's real crawl, parse, load and publish in about a second.
 */
export const RIGHT_RIDET = '2222222001';
export const WRONG_RIDET = '1111111001';

interface Ad {
  id: number;
  rubrique: string;
  parution: string;
  lines: string[];
}

const ADS: readonly Ad[] = [
  {
    id: 7003,
    rubrique: 'Dissolutions et liquidations',
    parution: '05/03/2024',
    lines: [
      'AVIS DE DISSOLUTION ANTICIPÉE',
      'LAGON BLEU PLONGÉE',
      'Société à responsabilité limitée au capital de 1 000 000 F CFP',
      'Siège social : 5 rue Jules Ferry, 98800 Nouméa',
      // The misprint: PACIFIQUE BOIS's RIDET under LAGON BLEU PLONGÉE's name.
      'RIDET n° 1 111 111.001',
      'Aux termes d’une assemblée générale extraordinaire du 1er mars 2024, les associés ont décidé la dissolution anticipée de la société et sa mise en liquidation amiable. M. Jean TEMARU a été nommé liquidateur.',
      'Pour avis, le liquidateur.',
    ],
  },
  {
    id: 7002,
    rubrique: 'Constitutions',
    parution: '08/02/2024',
    lines: [
      'AVIS DE CONSTITUTION',
      'Aux termes d’un acte sous seing privé en date à Nouméa du 1er février 2024, il a été constitué une société présentant les caractéristiques suivantes :',
      'Dénomination : PACIFIQUE BOIS',
      'Forme : SARL',
      'Capital : 500 000 F CFP',
      'Siège social : 12 route de la Baie des Dames, 98800 Nouméa',
      'RIDET n° 1 111 111.001',
      'Gérance : M. Paul DURAND',
      'Pour avis, la gérance.',
    ],
  },
  {
    id: 7001,
    rubrique: 'Constitutions',
    parution: '08/02/2024',
    lines: [
      'AVIS DE CONSTITUTION',
      'Aux termes d’un acte sous seing privé en date à Nouméa du 2 février 2024, il a été constitué une société présentant les caractéristiques suivantes :',
      'Dénomination : LAGON BLEU PLONGÉE',
      'Forme : SARL',
      'Capital : 1 000 000 F CFP',
      'Siège social : 5 rue Jules Ferry, 98800 Nouméa',
      'RIDET n° 2 222 222.001',
      'Gérance : Mme Hina TEMARU',
      'Pour avis, la gérance.',
    ],
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html>\n<head><meta charset="utf-8"><title>${escape(title)}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

function listing(): string {
  const blocks: string[] = [];
  let day: string | null = null;
  for (const ad of ADS) {
    if (ad.parution !== day) {
      blocks.push(`<h3 class="al-jour">Parution du ${ad.parution}</h3>`);
      day = ad.parution;
    }
    blocks.push(`<article class="al-item"><span class="al-rubrique">${escape(ad.rubrique)}</span><h4><a href="annonce.php?id=${ad.id}">${escape(ad.lines[0]!)}</a></h4></article>`);
  }
  return page('Annonces légales', `<div id="annonces">\n${blocks.join('\n')}\n</div>\n<div class="navigation">Page 1 / 1</div>`);
}

function adPage(ad: Ad): string {
  const [heading, ...rest] = ad.lines.map(escape);
  return page(
    ad.lines[0]!,
    `<table class="annonce">
<tr><td class="entete">Rubrique : <b>${escape(ad.rubrique)}</b><br>Parution du ${ad.parution}<br>Réf. AL-${ad.id}</td></tr>
<tr><td class="corps"><b>${heading}</b><br><br>
${rest.join('<br>\n')}
</td></tr>
</table>`,
  );
}

export interface MisprintedSite {
  /** The newspaper's base address (SOURCE_ACTUNC_URL). */
  url: string;
  /** Paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function startMisprintedSite(): Promise<MisprintedSite> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.test');
    requests.push(url.pathname + url.search);
    const ad = ADS.find((a) => url.pathname === '/actunc/annonce.php' && url.searchParams.get('id') === String(a.id));
    const body = url.pathname === '/actunc/annonces-legales' ? listing() : ad ? adPage(ad) : null;
    if (body === null) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('introuvable');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/actunc`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
