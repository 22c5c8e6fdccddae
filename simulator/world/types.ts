import type { AnnonceType, Dirigeant, ParsedNotice } from '../../kernel/model/announcement.ts';

export type Province = 'Sud' | 'Nord' | 'Iles';
export type Channel = 'JONC' | 'LNC' | 'ActuNC';
export type NoticeDefect = null | 'sans_ridet' | 'ridet_luhn_invalide';

export interface SampleWorldOptions {
  /** Default 20261121. */
  seed?: number;
  /** YYYY-MM-DD, default '2020-01-01'. */
  from?: string;
  /** YYYY-MM-DD, default '2027-12-31'. */
  to?: string;
  /** Number of companies, default 300. */
  companies?: number;
  /** Target number of company notices per year (all types), default 130. */
  eventsPerYear?: number;
}

/** A company as it stands at the end of the timeline (see `formerDenominations` for history). */
export interface SampleCompany {
  /** 7 digits, zero-padded, Luhn-valid. */
  rid: string;
  /** rid + 3-digit establishment rank of the siège (usually 001). */
  ridet: string;
  denomination: string;
  sigle: string | null;
  /** Short form: SARL, SAS, SASU, EURL, SCI, SA, SNC. */
  forme_juridique: string;
  capital_xpf: number;
  /** Street line only, e.g. '12 rue des Frangipaniers'. */
  adresse: string;
  commune: string;
  code_postal: string;
  province: Province;
  /** YYYY-MM-DD act date of the constitution (may precede the timeline's `from`). */
  creationDate: string;
  /** Older names, oldest first. */
  formerDenominations: string[];
  /** Every name with the act date it took effect, oldest first. */
  denominations: Array<{ since: string; denomination: string }>;
  /** Act date of the closure (radiation), null while the company exists. */
  radiationDate: string | null;
  /** State at the end of the timeline. */
  status: CompanyStatus;
}

export type CompanyStatus =
  | 'active'
  | 'redressement'
  | 'liquidation_judiciaire'
  | 'en_liquidation'
  | 'radiee';

/** Finer kind of an event, for renderers (newspaper sections) and tests. */
export type EventSubtype =
  | 'constitution'
  | 'augmentation_capital'
  | 'reduction_capital'
  | 'transfert_siege'
  | 'changement_denomination'
  | 'changement_objet'
  | 'prorogation'
  | 'transformation'
  | 'changement_dirigeant'
  | 'nomination_commissaire'
  | 'cession_parts'
  | 'cession_parts_gerance'
  | 'vente_fonds'
  | 'location_gerance'
  | 'redressement_judiciaire'
  | 'liquidation_judiciaire'
  | 'plan_redressement'
  | 'conversion_liquidation'
  | 'cloture_insuffisance_actif'
  | 'dissolution_anticipee'
  | 'cloture_liquidation'
  // Realistic family only: a merger's two sides, and a TUP.
  | 'fusion_absorbante'
  | 'fusion_absorbee'
  | 'transmission_universelle';

/** Usual categories of a newspaper legal-ads section; 'judiciaire' for court notices. */
export type NoticeCategory =
  | 'constitutions'
  | 'modifications'
  | 'dissolutions'
  | 'ventes_fonds'
  | 'locations_gerances'
  | 'avis_divers'
  | 'judiciaire';

export type RidetForm =
  | 'spaced_dot'
  | 'compact_dot'
  | 'spaced'
  | 'compact'
  | 'ridet_numero'
  | 'dash'
  | 'rid_spaced'
  | 'rid_compact'
  | 'rid_unpadded'
  | 'rcs_year'
  | 'rcs_suffix';

/**
 * What a correct parser outputs for a notice: the ParsedNotice fields a notice text determines.
 * `ridet` is the printed (Luhn-failing) value for that defect, null when none is printed;
 * `date` is the actDate; `capital` reads '<digits grouped by 3 with spaces> F CFP'.
 */
export type ExpectedNotice = Pick<
  ParsedNotice,
  | 'denomination'
  | 'type'
  | 'date'
  | 'forme_juridique'
  | 'capital'
  | 'siege'
  | 'ancienne_denomination'
  | 'nouvelle_denomination'
  | 'dirigeants'
> & { ridet: string | null };

export interface SampleEvent {
  /** Stable, e.g. 'evt-2024-0042' (year of publication, rank within that year). */
  id: string;
  type: AnnonceType;
  subtype: EventSubtype;
  category: NoticeCategory;
  /** rid of the company the notice is about. */
  companyRid: string;
  actDate: string;
  publicationDate: string;
  channels: Channel[];
  heading: string;
  /** Heading, a blank line, then the body; lines separated by '\n'. */
  text: string;
  defect: NoticeDefect;
  /** How the RIDET is printed; null when the text prints none. */
  ridetForm: RidetForm | null;
  /** Template id, e.g. 'constitution-b', 'realistic-vente-fonds': lets tests check every template is parsed. */
  template: string;
  /**
   * Which family rendered the text: 'template' (the forms the parser was written against) or
   * 'realistic' (the forms real notices take; see README, "Two families of renderings").
   */
  family: RenderingFamily;
  /** Corpus-style feature tags of a realistic rendering ('prose', 'header-date', 'ocr', 'greffe-list', ...); [] for templates. */
  features: string[];
  /**
   * A greffe list of judgments prints several events in one notice: they share `text`,
   * `heading` and `publicationDate`; `rank` is the entry's 1-based place, so the parser's
   * announcement for it is `<reference>#<rank>`. `key` is the id of the list's first entry.
   */
  list: { key: string; rank: number; size: number } | null;
  /** For a rectificatif, the id of the notice it corrects (printed with a mistake); else null. */
  rectifies: string | null;
  expected: ExpectedNotice;
}

export type RenderingFamily = 'template' | 'realistic';

export type ProvincialActKind =
  | 'autorisation_installation'
  | 'aide_investissement'
  | 'participation_sem'
  | 'nomination_sem'
  | 'subvention_association';

export interface ProvincialAct {
  id: string;
  province: Province;
  kind: ProvincialActKind;
  /** 'n° 2087-2024/ARR/DIMEN' (Sud), 'n° 2024-104/APN' (Nord), 'n° 2024-10/API' (Iles). */
  numero: string;
  actDate: string;
  publicationDate: string;
  titre: string;
  /** Titre, a blank line, then the body (visas, articles). */
  text: string;
  /** null when the act names no company by RIDET (association, company named by name only). */
  ridet: string | null;
  /** The company concerned, by rid, when there is one (even if the text gives no RIDET). */
  companyRid: string | null;
  denomination: string | null;
  ridetForm: RidetForm | null;
  /** The announcement's type; null when the act is no announcement (see expectedQuarantine). */
  expectedType: AnnonceType | null;
  /**
   * 'hors_champ' when the act identifies its company but reports no event in its life (an aid,
   * a permit): a correct parser quarantines it. null otherwise (an announcement, or an act
   * naming no company by RIDET, which gives nothing at all).
   */
  expectedQuarantine: 'hors_champ' | null;
  /** The directors the province appoints to a SEM's board (`nomination_sem`), as a parser lists them. */
  dirigeants: Dirigeant[];
}

export interface SampleWorld {
  seed: number;
  from: string;
  to: string;
  companies: SampleCompany[];
  /** Sorted by publicationDate then id. */
  events: SampleEvent[];
  /** Sorted by publicationDate then id. */
  acts: ProvincialAct[];
  eventsPublishedUpTo(asOf: string): SampleEvent[];
  actsPublishedUpTo(asOf: string): ProvincialAct[];
}
