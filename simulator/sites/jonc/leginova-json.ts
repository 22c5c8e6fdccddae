import type { SampleWorld } from '../../world/index.ts';
import { masthead, type IssueItem, type JoncIssue } from './calendar.ts';
import { issueLayout } from './layout.ts';
import { sparse, unknownFields } from './sparse-fields.ts';

/**
 * The JSON answers of the offline Leginova (`/api/...`), in the shapes SOURCES.md records from
 * the real portal: names, nesting and types as the real API gives them (numbers as strings,
 * ids as integers, dates as ISO date-times), with optional fields missing or null at random
 * and fields of its own that no client reads.
 */

/** `2024-06-04` to the portal's date-time form. */
function dateTime(date: string): string {
  return `${date}T00:00:00.000+11:00`;
}

export function pageOf(world: SampleWorld, issue: JoncIssue, item: IssueItem): number {
  const layout = issueLayout(world, issue.numero);
  return layout.itemPages[issue.items.indexOf(item)] ?? layout.firstPage;
}

/** The JONC number of an entry of the year list: the issue's for a classic issue, the item's for an electronic one. */
export function listNumero(issue: JoncIssue, item: IssueItem | null): string {
  return item?.numero ?? String(issue.numero);
}

/** `GET /api/jonc/list?annee=Y`: one entry per classic issue, one per item from the electronic JONC on. */
export function yearList(world: SampleWorld, year: number, issues: readonly JoncIssue[]): Record<string, unknown> {
  const listJonc = issues.flatMap((issue) => {
    const entries: Array<{ item: IssueItem | null; nombre: number }> = issue.format === 'electronic'
      ? issue.items.map((item) => ({ item, nombre: 1 }))
      : [{ item: null, nombre: issue.items.length }];
    return entries.map(({ item, nombre }) => {
      const numero = listNumero(issue, item);
      return sparse(world, `list:${numero}`, { numero }, {
        id: item?.id ?? 900_000 + issue.numero,
        datePublication: dateTime(issue.date),
        nombreActes: nombre,
        ...unknownFields(`JONC n° ${numero}`, issue.date),
      });
    });
  });
  return listJonc.length === 0 ? { listAnnee: [] } : { listAnnee: [{ annee: year, listJonc }] };
}

function itemHeading(item: IssueItem): string {
  return item.titre;
}

function acteEntry(world: SampleWorld, issue: JoncIssue, item: IssueItem): Record<string, unknown> {
  return sparse(world, `acte:${item.id}`, { id: item.id }, {
    natureActe: { id: 'ARRETE', libelle: 'Arrêté' },
    numeroActe: null,
    dateActe: dateTime(issue.date),
    objet: itemHeading(item),
    autoriteDeposante: item.rubrique,
    rubriqueJonc: item.rubrique,
    pageJonc: pageOf(world, issue, item),
    erratum: false,
  });
}

/** A summary entry names its publication under `objet`, `titre` or `libelle` (SOURCES.md): one of them, by item. */
function labelled(world: SampleWorld, issue: JoncIssue, item: IssueItem, kind: string): Record<string, unknown> {
  const keys = ['objet', 'titre', 'libelle'] as const;
  const key = keys[(item.id ?? 0) % keys.length] as string;
  return sparse(world, `${kind}:${item.id}`, { id: item.id }, {
    [key]: itemHeading(item),
    rubriqueJonc: item.rubrique,
    pageJonc: pageOf(world, issue, item),
    ...unknownFields(itemHeading(item), issue.date),
  });
}

/**
 * `GET /api/jonc/{numero}/sommaire-analytique` of a classic issue. An empty list is left out at
 * random like any optional field; a list with entries is always there (without it nobody, not
 * even the real site's own pages, could reach the publications).
 */
export function summary(world: SampleWorld, issue: JoncIssue, duplicateFirst: boolean): Record<string, unknown> {
  const legal = issue.items.filter((i) => i.type === 'PUBLICATION_LEGALE').map((i) => labelled(world, issue, i, 'publication'));
  if (duplicateFirst && legal[0]) legal.push({ ...legal[0] });
  const key = `sommaire:${issue.numero}`;
  const lists = {
    listActe: issue.items.filter((i) => i.type === 'ACTE').map((i) => acteEntry(world, issue, i)),
    listAssociationFondation: issue.items.filter((i) => i.type === 'ASSOCIATION_FONDATION').map((i) => labelled(world, issue, i, 'association')),
  };
  return sparse(world, key, legal.length > 0 ? { listPublicationLegale: legal } : {}, {
    joncId: 900_000 + issue.numero,
    numeroJonc: String(issue.numero),
    datePublication: dateTime(issue.date),
    statutJonc: 'PUBLIE',
    ...(legal.length === 0 ? { listPublicationLegale: [] } : {}),
    ...lists,
    titre: masthead(issue),
    ...unknownFields(masthead(issue), issue.date),
  });
}

/** `GET /api/publication-legale/{id}`: an open record whose schema Leginova does not document. */
export function publicationRecord(world: SampleWorld, issue: JoncIssue, item: IssueItem): Record<string, unknown> {
  return sparse(world, `publication-legale:${item.id}`, {}, {
    id: item.id,
    numeroJonc: listNumero(issue, item),
    datePublication: dateTime(issue.date),
    titre: itemHeading(item),
    objet: itemHeading(item),
    rubriqueJonc: item.rubrique,
    pageJonc: item.numero ? null : pageOf(world, issue, item),
    typePublication: 'ANNONCE_LEGALE',
    ...unknownFields(itemHeading(item), issue.date),
  });
}

const CONTENT_KEY = { ACTE: 'acte', PUBLICATION_LEGALE: 'publicationLegale', ASSOCIATION_FONDATION: 'associationFondation' } as const;

/**
 * `GET /api/jonc/{numero}/contenu` of an electronic item: its kind and its record under the
 * kind's key. `typeContenu` itself may be missing (the client then knows the kind by the key).
 */
export function contenu(world: SampleWorld, issue: JoncIssue, item: IssueItem): Record<string, unknown> {
  const numero = item.numero as string;
  const record = item.type === 'ACTE'
    ? { ...acteEntry(world, issue, item), joncDatePublication: dateTime(issue.date), listArticle: [], listSignataire: [] }
    : item.type === 'PUBLICATION_LEGALE'
      ? publicationRecord(world, issue, item)
      : labelled(world, issue, item, 'association');
  return sparse(world, `contenu:${numero}`, { [CONTENT_KEY[item.type]]: record }, {
    numeroJonc: numero,
    datePublication: dateTime(issue.date),
    typeContenu: item.type,
    ...unknownFields(`JONC n° ${numero}`, issue.date),
  });
}
