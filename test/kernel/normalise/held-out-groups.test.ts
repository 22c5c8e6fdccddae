import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { evaluateCorpus, loadCorpus, type EvaluationReport, type ParseTexts } from '../../../pipeline/evaluate/index.ts';
import { HELD_OUT_GROUPS, HELD_OUT_ROOT, SHARED_CORPORA } from '../../../pipeline/evaluate/labelled-corpora.ts';

// The held-out groups beside this test (the declared list, pipeline/evaluate/labelled-corpora.ts),
// each written by a writer the reader had not seen (their READMEs give the blind figures;
// docs/reader-history.md, "Blind measures"). Rules were written from each and the fitted
// models are trained on them with the shared corpora; a change to the reader must not lower any
// of them: the floors are the rates they read at today, field by field, so one more miss in any
// group fails here rather than in a hand-run `pipeline eval`.

interface Floor {
  rates: Record<string, number>;
  /** Notices to publish that the group's labels read without doubt and the reader quarantines. */
  wronglyQuarantined: number;
}

const ALL = (rate: number) => ({ type: rate, ridet: rate, rid: rate, date: rate, denomination: rate, forme_juridique: rate, dirigeants: rate });

const FLOORS: Record<(typeof HELD_OUT_GROUPS)[number], Floor> = {
  styles: { rates: ALL(1), wronglyQuarantined: 0 },
  layouts: { rates: ALL(1), wronglyQuarantined: 0 },
  variants: { rates: ALL(1), wronglyQuarantined: 0 },
  // 29 to publish: every field read (kernel/normalise/README.md).
  prints: { rates: ALL(1), wronglyQuarantined: 0 },
  drafters: { rates: ALL(1), wronglyQuarantined: 0 },
  // 38 texts, 39 announcements, 35 to publish: every field read (kernel/normalise/README.md).
  classifieds: { rates: ALL(1), wronglyQuarantined: 0 },
  bulletins: { rates: ALL(1), wronglyQuarantined: 0 },
  cabinets: { rates: ALL(1), wronglyQuarantined: 0 },
  // 38 texts, 49 announcements, 45 to publish: every field read (kernel/normalise/README.md).
  tribunaux: { rates: ALL(1), wronglyQuarantined: 0 },
  // 39 texts, 43 announcements, 36 to publish: every field read (kernel/normalise/README.md).
  scans: { rates: ALL(1), wronglyQuarantined: 0 },
  // 36 texts, 36 announcements, 31 to publish: every field read (docs/reader-history.md).
  annonces: { rates: ALL(1), wronglyQuarantined: 0 },
  // 34 texts, 34 announcements, 31 to publish: every field read, the sole-partner convention
  // included (docs/reader-history.md, "Labelling conventions").
  etudes: { rates: ALL(1), wronglyQuarantined: 0 },
  // 38 texts, 40 announcements, 35 to publish: web pages, portal items, forms, flattened tables and
  // forwarded e-mails, every field read (kernel/normalise/README.md).
  plateformes: { rates: ALL(1), wronglyQuarantined: 0 },
  // 38 texts, 38 announcements, 34 to publish: every field read (kernel/normalise/README.md).
  courants: { rates: ALL(1), wronglyQuarantined: 0 },
  // 33 texts, 33 announcements, 29 to publish: every field read (kernel/normalise/README.md).
  sujets: { rates: ALL(1), wronglyQuarantined: 0 },
  // 33 texts, 34 announcements, 29 to publish: every field read (kernel/normalise/README.md).
  provinciales: { rates: ALL(1), wronglyQuarantined: 0 },
  // 36 texts, 36 announcements, 33 to publish: every field read (kernel/normalise/README.md).
  decisions: { rates: ALL(1), wronglyQuarantined: 0 },
  // 36 texts, 37 announcements, 33 to publish: the RIDET among other registers' numbers, branches of
  // companies registered elsewhere, uncommon forms; every field read (kernel/normalise/README.md).
  registres: { rates: ALL(1), wronglyQuarantined: 0 },
  // 34 texts, 34 announcements, 30 to publish: notices typed by non-professionals, every field read
  // (kernel/normalise/README.md).
  saisies: { rates: ALL(1), wronglyQuarantined: 0 },
  // 31 texts, 31 announcements, 29 to publish: one writer's everyday notices, every field read
  // (kernel/normalise/README.md).
  ordinaires: { rates: ALL(1), wronglyQuarantined: 0 },
  // 30 texts, 32 announcements, 29 to publish: several dates in every text, the announcement's to
  // choose; every field read (kernel/normalise/README.md).
  dates: { rates: ALL(1), wronglyQuarantined: 0 },
  // 30 texts, 39 announcements, 35 to publish: several companies in one text. One decision for
  // several companies is read company by company, GIE beside their members, franchise and sister
  // sales, a group's court notices by their wordings, companies printed as one list and parents by
  // what they hold or do, the officers of one party told by its side, by the company a
  // representative speaks for or by 'avoir pour', a contribution dated by its approval, a GIE's
  // name line opened by 'GIE'; every field read (docs/reader-history.md, "Several companies, one
  // decision", "An act's structure, officers told away from their name", "The held-out groups'
  // known misses: groupes' identity blocks, fonds, officers", "groupes' last misses, sommaires
  // fitted", "The 44 groups' last misses read as general rules").
  groupes: { rates: ALL(1), wronglyQuarantined: 0 },
  // 32 texts, 33 announcements, 30 to publish: hard company names, every field read
  // (docs/reader-history.md, "Hard company names", "An act's structure, officers told away from their name").
  denominations: { rates: ALL(1), wronglyQuarantined: 0 },
  // 30 texts, 30 announcements, 28 to publish: corrections of earlier notices (rectificatifs, errata,
  // an additif, notices that cancel and replace) and ordinary notices; every field read
  // (docs/reader-history.md, "Corrections of earlier notices").
  rectificatifs: { rates: ALL(1), wronglyQuarantined: 0 },
  // 32 texts, 32 announcements, 30 to publish: notices about officers (appointments, deaths,
  // renewals, officers in other events, court appointees), every field read (docs/reader-history.md,
  // "Officers who keep their office, deaths, self-appointments").
  mandats: { rates: ALL(1), wronglyQuarantined: 0 },
  // 31 texts, 31 announcements, 29 to publish: a newspaper's legal column over a month, every field
  // read (kernel/normalise/README.md).
  journaux: { rates: ALL(1), wronglyQuarantined: 0 },
  // 31 texts, 31 announcements, 28 to publish: sales, contributions and locations-gérances of a
  // business, and everyday notices; a contribution of a business to an existing company against new
  // shares is the beneficiary's capital (the apport partiel d'actif rule); every field read
  // (docs/reader-history.md, "Businesses: the domicile's firm, ...", "The held-out groups' known
  // misses: groupes' identity blocks, fonds, officers", "Succursales' last misses and fonds' v13").
  fonds: { rates: ALL(1), wronglyQuarantined: 0 },
  // 31 texts, 31 announcements, 30 to publish: civil, professional, GIE, cooperative and SEM/SPL
  // companies and ordinary notices; professional and civil companies keep their own sigle (SCM,
  // SELAS, SELAFA: "Labelling conventions"); every field read (docs/reader-history.md, "Civil
  // companies, GIEs and cooperatives", "The held-out groups' known misses: ...").
  civiles: { rates: ALL(1), wronglyQuarantined: 0 },
  // 32 texts, 34 announcements, 32 to publish: voluntary dissolutions, liquidations and closures,
  // TUP, a subsidiary's merger told by either side, radiations, mise en sommeil and continuation
  // despite losses; every field read (docs/reader-history.md, "Dissolutions, sleep,
  // radiations", "The held-out groups' known misses: ...").
  liquidations: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 38 to publish: a year's everyday mix (constitutions, officers,
  // transfers, capital, articles, sales, dissolutions, judgments, a rectificatif, two to quarantine),
  // every field read (docs/reader-history.md, "Everyday notices: an officer's label, 'ayant pour
  // dénomination'").
  quotidiennes: { rates: ALL(1), wronglyQuarantined: 0 },
  // 32 texts, 34 announcements, 31 to publish: branches of companies registered elsewhere, an NC
  // company's secondary establishments, seats moved between provinces and in or out of New
  // Caledonia; every field read (docs/reader-history.md, "Branches, establishments and seats",
  // "A rank printed apart, ...", "Succursales' last misses and fonds' v13").
  succursales: { rates: ALL(1), wronglyQuarantined: 0 },
  // 33 texts, 33 announcements, 16 to publish: a legal-notices page mixing company notices with
  // notices about no company (associations, tenders, provincial acts, lost titles, private persons);
  // every field read, the 17 others quarantined (kernel/normalise/README.md, "A legal-notices page").
  horsujet: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 36 to publish: an everyday fortnight from every source (Leginova
  // items, JONC pages, newspapers, news sites, the provinces), four to quarantine; every field read
  // (docs/reader-history.md, "An everyday fortnight: publication lines naming their journal,
  // offices told by a pronoun, companies announcing together").
  semaines: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: boards, officers and auditors (SA, SAS, a directoire,
  // SARL, SNC, SCI, SELARL, a GIE, SCOP, SICA, a cooperative SARL), officers inside other events,
  // three to quarantine; every field read (docs/reader-history.md, "Boards, officers and
  // auditors", "The 44 groups' last misses read as general rules").
  conseils: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: mergers told by either side or both, simplified
  // mergers, scissions, apports partiels, TUP, transformations, cross-border mergers, three to
  // quarantine; every field read (docs/reader-history.md, "Mergers told from each side", "The
  // 44 groups' last misses read as general rules").
  fusions: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 26 to publish: terse, old-typography, scanned and provincial notices,
  // every field read; fitted once a printed publication's own words no longer weighed it down as a
  // date that is never an act (docs/reader-history.md, "A blind group of terse, old-typography,
  // scanned and provincial notices", "groupes' last misses, sommaires fitted").
  sommaires: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: capital operations and share transfers, full of
  // numbers that are not identifiers, other companies' identifiers in ten (docs/reader-history.md,
  // "Capital operations and share transfers", "The 44 groups' last misses read as general rules");
  // every field read.
  capitaux: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 40 announcements, 37 to publish: an ordinary fortnight from every source, other
  // companies' identifiers in seventeen; blind 35/40 types, 5 wrongly quarantined, 0 wrong
  // attributions (docs/reader-history.md, "An ordinary fortnight: rules from the quinzaines group").
  quinzaines: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: changes of the articles other than capital and
  // officers, a parent's or a neighbour's identifier beside the subject's in four; every field read
  // (docs/reader-history.md, "Modifications of the articles").
  modifications: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: constitutions of every form (SARL to GIE, SELAS, SCM,
  // a foreign company's branch), other companies' identifiers beside the new one's, three to
  // quarantine (docs/reader-history.md, "Constitutions: rules from the constitutions group").
  constitutions: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 44 announcements, 38 to publish: an ordinary month from every source (Leginova and
  // JONC items, newspaper pages, provincial acts, OCR'd scans), other companies' identifiers in
  // eight; blind 42/44 types, 2 wrongly quarantined, 0 wrong attributions (docs/reader-history.md,
  // "An ordinary month: rules from the mensuelles group"); every field read.
  mensuelles: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: the end of a company's life other than by a court
  // (dissolutions, amicable liquidations and their closure, TUP, a merger's absorbed company, a
  // radiation d'office), other companies' identifiers in eleven; blind 28/30 types, dirigeants 21/27,
  // 0 wrong attributions; one name left, a two-column page's cut name (docs/reader-history.md,
  // "The end of a company's life: rules from the dissolutions group").
  dissolutions: { rates: { ...ALL(1), denomination: 26 / 27 }, wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: changes of legal form (SARL, EURL, SNC, SCI, SA,
  // SAS, a SEM one into the other), with the name, capital, office or a share sale changed in the
  // same act, holdings, auditors and drafters with their identifiers; blind 27/30 types, officers
  // 15/27, 0 wrong attributions (docs/reader-history.md, "Changes of legal form: rules from the
  // transformations group"). tf12's new form, cut by a neighbour column's two lines, is left.
  transformations: { rates: { ...ALL(1), forme_juridique: 26 / 27 }, wronglyQuarantined: 0 },

  // 40 texts, 42 announcements, 37 to publish: an ordinary quarter of official notices (JONC PDF
  // pages with running headers above, inside or below a notice, Leginova items with a depositor's
  // RIDET, provincial acts, OCR'd scans); blind every type, RIDET, date and form, names and officers
  // 33/37, 0 wrong attributions (docs/reader-history.md, "An ordinary quarter: rules from the
  // trimestres group"). Three officers left: a president's sentence cut by the page's running
  // header, a director's office said by 'son mandat d'administrateur', a rectificatif's corrected name.
  trimestres: { rates: { ...ALL(1), dirigeants: 34 / 37 }, wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: changes among associates and shareholders (sales of
  // parts and shares to persons, companies and holdings, approvals, donations, successions, a
  // partition among heirs, entries and withdrawals), officers changing in the same act or not;
  // blind 23/30 types, 2 wrong attributions (docs/reader-history.md, "Changes among associates:
  // rules from the parts group"). Left: pt17, three companies' identifiers (seller, buyer, then the
  // company whose shares are sold in its own block); pt21's type; pt02's holding présidente.
  parts: { rates: { type: 28 / 30, ridet: 26 / 27, rid: 26 / 27, date: 26 / 27, denomination: 26 / 27, forme_juridique: 26 / 27, dirigeants: 25 / 27 }, wronglyQuarantined: 1 },

  // 30 texts, 30 announcements, 27 to publish: acts between two parties over a business
  // (locations-gérances granted, renewed, ended, ended early, told by the owner or the locataire;
  // sales of a business or a branch drafted for the seller or the buyer; contributions), both
  // parties often identified; blind 26/30 types, 2 wrong attributions, 4 wrongly quarantined
  // (docs/reader-history.md, "Acts between two parties over a business: rules from the
  // locations group").
  locations: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 42 announcements, 39 to publish: ordinary notices from the Provinces Nord and Îles and
  // small companies outside Nouméa (family SARL and EURL, SCI, GIE, a company on customary land,
  // provincial acts; Leginova pages and JSON, OCR'd scans, a notice typed in an e-mail); blind 39/42
  // types, 3 wrongly quarantined, 0 wrong attributions (docs/reader-history.md, "Ordinary
  // notices of the bush and the islands: rules from the brousse group"). Left: br13's officer name
  // hyphenated at a line end (a compound or a cut word: nothing tells). br21's 'GIE X' heading is
  // read without the word by the fitted name score, not by a rule (the writers disagree).
  brousse: { rates: { ...ALL(1), dirigeants: 38 / 39 }, wronglyQuarantined: 0 },

  // 40 texts, 42 announcements, 39 to publish: an ordinary half-year of the JONC as Leginova exports
  // its items (portal metadata apart from the text, classic issues, an OCR'd issue, newspapers,
  // provincial acts), three to quarantine; blind 39/42 types, 36/39 RIDETs and dates, 0 wrong
  // attributions (docs/reader-history.md, "An ordinary half-year: rules from the semestres
  // group"); every field read.
  semestres: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 32 announcements, 29 to publish: notices as an agency's or an accountancy firm's back
  // office sends them (order forms, e-mails, letterheads, a numbered batch for one client, proofs),
  // the sender's own identifier beside the subject's in nearly every one; blind 28/32 types, 4 wrongly
  // quarantined, 0 wrong attributions (docs/reader-history.md, "Agencies' and firms' back
  // offices: rules from the agences group"); every field read.
  agences: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 27 to publish: decisions of general meetings, partners, a sole
  // partner that is a company and boards (SA, SAS, SASU, SARL, EURL, SCI, SELARL, SAEML), other
  // companies' identifiers in nine; blind 29/30 types, 0 wrong attributions, 1 wrongly quarantined
  // (docs/reader-history.md, "Decisions of meetings and boards: rules from the assemblees group").
  assemblees: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 notices of one week of a daily's legal pages after PDF extraction (blind: type 35/40, name
  // 29/37, 1 wrong attribution, 5 wrongly quarantined; docs/reader-history.md, "Newspaper pages as
  // extraction gives them: rules from the hebdomadaires group"); every field read.
  hebdomadaires: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 notices as structured sources deliver them (Leginova items and JSON, register extracts in one
  // or two columns, bulletin pages between their neighbours' cut lines, provincial acts, single lines
  // of lists, OCR'd scans), five to quarantine (blind: type 34/40, name 27/35, 1 wrong attribution,
  // 5 wrongly quarantined; docs/reader-history.md, "Notices as structured sources deliver them:
  // rules from the extraits group"); every field read.
  extraits: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 42 announcements, 39 to publish: ordinary notices of every type and source whose
  // company names take every shape (digits, ampersands, apostrophes, quotes, dotted acronyms, sigles,
  // enseignes and 'dite', forms and trades inside the name, lower case, Kanak and Wallisian words,
  // names over two lines, name changes, holdings sharing a word); blind every type, RIDET and form,
  // names 37/39, 0 wrong attributions, 0 wrongly quarantined (docs/reader-history.md, "Company
  // names of every shape: rules from the noms group"); every field read.
  noms: { rates: ALL(1), wronglyQuarantined: 0 },

  // 30 texts, 30 announcements, 28 to publish: an ordinary year from every source (blind at
  // 0fb5db8: type 28/30, dénomination 26/28, 0 wrong attributions, 1 wrongly quarantined;
  // docs/reader-history.md, "Everyday notices of a year, a month and the islands: rules from the
  // annuelles, greffes and pacifique groups").
  annuelles: { rates: { ...ALL(1), denomination: 27 / 28 }, wronglyQuarantined: 0 },
  // 30 texts, 32 announcements, 29 to publish: an ordinary month as notices reach the register (blind
  // at 0fb5db8: type 30/32, dénomination 26/29, 0 wrong attributions, 2 wrongly quarantined; the same section).
  greffes: { rates: ALL(1), wronglyQuarantined: 0 },
  // 30 texts, 31 announcements, 28 to publish: everyday notices in trade, tourism, mining and fishing
  // (blind at 0fb5db8: type 30/31, dénomination 22/28, 1 wrong attribution, 1 wrongly quarantined;
  // the same section).
  pacifique: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 48 announcements, 43 to publish: notices that carry several things at once (one
  // meeting's several decisions, a constitution with its first officers, a transformation with a
  // new name and officers, a dissolution with its liquidator, several companies of one group in one
  // publication, titles that say one thing over bodies that say another); blind 36/48 types, 1 wrong
  // attribution, 6 wrongly quarantined or not produced (docs/reader-history.md, "Notices that
  // carry several things at once: rules from the mixtes group"). Left: mx31's second company, named
  // again only by its name after its identifier was printed in the first item (not produced).
  mixtes: { rates: { type: 47 / 48, ridet: 42 / 43, rid: 42 / 43, date: 42 / 43, denomination: 42 / 43, forme_juridique: 42 / 43, dirigeants: 42 / 43 }, wronglyQuarantined: 1 },

  // 40 texts, 42 announcements, 39 to publish: misprints and printers' errors (RIDETs with a wrong
  // check digit, a digit lost, doubled or swapped, the rank after a comma; misspelt forms and
  // months; names cut by a page number or a running header; OCR'd scans; errata); blind 36/42 types,
  // 1 wrong attribution, 6 wrongly quarantined (docs/reader-history.md, "Misprints: rules from
  // the coquilles group"). Left: cq04's rank (a RIDET with a digit lost beside its whole RCS
  // number), cq27's auditor firm named after a small ad's 'cab.'.
  coquilles: { rates: { ...ALL(1), ridet: 38 / 39, dirigeants: 38 / 39 }, wronglyQuarantined: 0 },

  // 40 texts, 36 to publish: real-estate notices (family and investment SCI, promoters, estate
  // agencies, syndics, builders; constitutions, contributions of buildings, share sales between
  // relatives, locations-gérances of agencies, mergers of SCI, an auction and a provincial approval
  // to quarantine); blind 38/40 types, 1 wrong attribution, 1 wrongly quarantined
  // (docs/reader-history.md, "Real-estate notices: rules from the immobilier group").
  immobilier: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 42 announcements, 39 to publish: hotels, restaurants and shops in ordinary notices
  // (sales of businesses, locations-gérances, officers, capital, office, dissolutions, judgments);
  // blind 39/42 types, 0 wrong attributions, 3 wrongly quarantined (docs/reader-history.md,
  // "Hotels, restaurants and shops: rules from the commerces group").
  commerces: { rates: ALL(1), wronglyQuarantined: 0 },

  // Four groups of the night of 2026-11-30, written blind and measured before any rule was written
  // from them (their READMEs, "First run (blind)" and "After the rules"; docs/reader-history.md,
  // "Bulletins read from their PDF, a quarter, small businesses and the portal: rules from the
  // recueils, trimestriels, artisans and portail groups").
  // 40 texts, 43 announcements, 40 to publish (blind: dénomination 33/40, 1 wrongly quarantined).
  // Left: rc12's directeur général named after adverbials and his profession (rc24's manager made
  // president by the transformation is read since the rules of the nickel group).
  recueils: { rates: { ...ALL(1), dirigeants: 39 / 40 }, wronglyQuarantined: 0 },
  // 40 texts, 42 announcements, 39 to publish (blind: 3 wrongly quarantined). Left: qt06's founders
  // appointed as 'Les deux fondateurs', qt37's discharged liquidator of a closure.
  // Raised by the lead (2026-12-04) to what it reads: qt06's 'Les deux fondateurs sont nommés cogérants' (founder-officers.ts).
  trimestriels: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 37 to publish (blind: 2 wrongly quarantined): every field read.
  artisans: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 37 to publish. Left: lv27's gérante named in a relative clause
  // without an identifier, lv28's leaving gérant. lv18's heading 'GIE X' reads X (docs/reader-history.md,
  // "Names the fitted score need not doubt").
  portail: { rates: { ...ALL(1), dirigeants: 35 / 37 }, wronglyQuarantined: 0 },

  // 40 texts, 40 announcements, 37 to publish: group structures (holdings and subsidiaries, SAS
  // presided by a company, intra-group mergers, contributions and transfers of shares, a parent
  // acting for a subsidiary); blind 34/40 types, 2 wrong attributions, 4 wrongly quarantined
  // (docs/reader-history.md, "Group structures and a daily's legal pages: rules from the
  // holdings and gazettes groups"). Left: three company presidents not listed.
  holdings: { rates: { ...ALL(1), dirigeants: 34 / 37 }, wronglyQuarantined: 0 },

  // 40 texts, 40 announcements, 37 to publish: a daily's legal pages over a few weeks (cards,
  // telegraphic small ads, web pages, cut pages); blind 36/40 types, 0 wrong attributions, 4
  // wrongly quarantined (same section). Left: four officer lists (a telegraphic 'en qual. de
  // co-gér.', a liquidator, a manager become president, a president appointed 'en remplacement').
  // Raised by the lead (2026-12-04) to what it reads: gz19's 'en qual. de co-gér.', gz35's 'Liquid. :' (abbreviation-lexicon.ts).
  gazettes: { rates: ALL(1), wronglyQuarantined: 0 },

  // Three groups of the night of 2026-12-01, written blind (two trades a writer) and measured by the
  // lead before any rule was written from them (their READMEs, "Measured by the lead (blind)" and
  // "After the rules"; docs/reader-history.md, "Trade names, cards and officer companies: rules
  // from the batiment, automobile and tourisme groups").
  // Building and public works: 40 texts, 42 announcements, 39 to publish (blind: 1 wrong, bt40; 2
  // wrongly quarantined). Left: bt06's RIDET cut over two OCR'd lines, bt23's masthead date and 'DG
  // délégué', bt24's gérant.
  // Raised by the lead (2026-12-04) to what it reads: bt23's 'Décis. prés. du … :' names the decision's author (extract-dirigeants.ts).
  batiment: { rates: { ...ALL(1), ridet: 38 / 39 }, wronglyQuarantined: 0 },
  // Car dealers, garages, rental: 40 texts, 42 announcements, 39 to publish (blind: 4 wrongly
  // quarantined). Left: au29's president read twice.
  // Raised by the lead (2026-12-04): au29's 'ÎLOT MAÎTRE PARTICIPATIONS' starts no person (officer-mentions.ts).
  automobile: { rates: ALL(1), wronglyQuarantined: 0 },
  // Tourism: 40 texts, 42 announcements, 39 to publish (blind: 2 wrongly quarantined). Left: to11's PDF
  // columns, to29's header date cut over two lines, five officer lists.
  tourisme: { rates: { ...ALL(1), ridet: 38 / 39, date: 38 / 39, denomination: 38 / 39, dirigeants: 34 / 39 }, wronglyQuarantined: 0 },

  // Two groups written blind in a style (docs/reader-history.md, "Notices as PDF extraction leaves
  // them, and from the Province Nord and the Islands: rules from the colonnes and iles groups").
  // 40 texts, 41 announcements, 38 to publish (blind: type 35/41, dénomination 24/38, 6 wrongly
  // quarantined). Left: two pairs of columns side by side (cl04, cl16, quarantined), words cut
  // between syllables a compound could be (cl10, cl30), a table's two columns (cl35), a date in a
  // mid-page header (cl03), four officer lists. cl24's new name over two lines is read whole.
  // Raised by wt-subj (2026-12-03): the subject model reads the labels before the parties (role-label-before.ts).
  // Lowered by wt-names (2026-12-03): cl35 (a name cut on its article, `unfinished-name.ts`) quarantined `denomination_incertaine`, its name
  // published wrong before; the notice's other fields, right before, are counted missing now.
  // Raised by the lead (2026-12-04) to what it reads: cl22's officers, an office's label cut at a line's end (extract-dirigeants.ts).
  colonnes: { rates: { type: 39 / 41, ridet: 36 / 38, rid: 36 / 38, date: 36 / 38, denomination: 33 / 38, forme_juridique: 36 / 38, dirigeants: 34 / 38 }, wronglyQuarantined: 2 },
  // 40 texts, 42 announcements, 39 to publish (blind: type 37/42, dirigeants 31/39, 5 wrongly
  // quarantined). Left: il29's form after a transformation, il40's date, four officer lists.
  // Raised by the lead (2026-12-04) to what it reads: il12's 'démission M. X, gér.' leaves, il35's 'Mandataire' / 'judiciaire :' (extract-dirigeants.ts),
  // il29's transformation read past the former form in an apposition (subject-company.ts).
  iles: { rates: ALL(1), wronglyQuarantined: 0 },

  // Two groups written blind on 2026-11-30 late night and measured twice before any rule was written
  // from them (their READMEs, "Measured by the lead" and "After the rules"; docs/reader-history.md,
  // "Collective forms and liberal professions: rules from the cooperatives and professions groups").
  // 40 texts, 42 announcements, 39 to publish: GIE, cooperatives, SCOP, SICA, SCA, family SCI and
  // SNC; blind 37/42 types, 1 wrong attribution (co21), 5 wrongly quarantined. Left, a labelling
  // doubt: co18's and co27's coopérative agricole spelled out, labelled 'SCA' (the shared corpora's
  // SCA is the société en commandite par actions). co11's name under its 'GIE' title line is read
  // without the word.
  cooperatives: { rates: { ...ALL(1), forme_juridique: 37 / 39 }, wronglyQuarantined: 0 },
  // 40 texts, 42 announcements, 39 to publish: SELARL, SELAS, SCP, SCM of doctors, lawyers,
  // architects; blind 39/42 types, 0 wrong attributions, 3 wrongly quarantined: every field read.
  professions: { rates: ALL(1), wronglyQuarantined: 0 },

  // Four groups written blind on 2026-11-30 and measured before any rule was written from them
  // (their READMEs, "Measured by the lead" and "After the rules"; docs/reader-history.md,
  // "Tables of officers, investors and trades' small ads: rules from the nickel, transports,
  // elevage and numerique groups").
  // 40 texts, 42 announcements (blind: 1 wrongly quarantined, dénomination 37/39): every field read.
  nickel: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 42 announcements (blind: 1 wrongly quarantined, dénomination 37/39): every field read.
  transports: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 42 announcements (blind: every field but dirigeants read): every field read.
  elevage: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 42 announcements (blind: 1 wrongly quarantined): every field read.
  numerique: { rates: ALL(1), wronglyQuarantined: 0 },

  // Three groups of the night of 2026-12-01, written blind and measured by the lead before any rule
  // was written from them (their READMEs, "Measured by the lead (blind)" and "After the rules";
  // docs/reader-history.md, "Money, health and trade: rules from the finance, sante and negoce
  // groups").
  // 40 texts, 40 announcements, 37 to publish: brokers, leasing and credit firms, banks'
  // subsidiaries, holdings (blind: date and dénomination 34/37, dirigeants 32/37, 2 wrongly
  // quarantined). Left: fi04's name cut at a line end after 'PRÉ-' kept hyphenated.
  finance: { rates: { ...ALL(1), denomination: 36 / 37 }, wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 38 to publish: pharmacies, clinics, laboratories, medical SELARL
  // and SCM (blind: date and dénomination 36/38, 1 wrongly quarantined).
  // Raised by the lead (2026-12-04): sa05's name cut at a line's end before an adjective's '-ales' joined (line-end-syllable.ts).
  sante: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 42 announcements, 39 to publish: importers, wholesalers, agents, foreign principals
  // (blind: dénomination 36/39, dirigeants 35/39, 1 wrongly quarantined). Left: ng26's lessor's
  // gérante who signs, ng36's gérant whose name a rectificatif corrects.
  // Raised by the lead (2026-12-04) to what it reads: ng36's corrected name no longer lengthened twice (rectificatif.ts).
  negoce: { rates: ALL(1), wronglyQuarantined: 0 },

  // 40 texts, 40 announcements, 37 to publish: the shortest insertions, heavy abbreviations, labels
  // run together; blind 24/40 types, 0 wrong attributions, 15 wrongly quarantined
  // (docs/reader-history.md, "Abbreviated words: rules from the telegraphiques group").
  // Left: five quarantined (tg01, tg04, tg24, tg25, tg30; tg21 is read since the rules of the breves group)
  // and names, forms and officers of a few more.
  // Raised by wt-subj (2026-12-03): the event's rubric before its company (role-label-before.ts).
  // Lowered after the morning's merges (2026-12-03): tg02, published before under a person's name (an
  // officer's), is quarantined `denomination_absente` once the shortened office before that person is
  // read (office-shortenings.ts, officer-read-as-name.ts): a wrong name no longer published, its right
  // type, identifier, date and officers counted missing.
  // Lowered by wt-sujet2 (2026-12-03): tg30 (a sale of shares whose seller company is told `cédées par
  // Sté K (RIDET …)`, a passive no rule reads as the seller's) is left to the subject score, which the
  // refit after the small ads' labelled roles put at 0.849 for the right company, under the 0.85 bar:
  // quarantined `sujet_ambigu`, its fields counted missing. Not a wrong attribution.
  // Set by the joint refit after the 2026-12-03 merges (wt-denom2, wt-abbr2, wt-dates2, wt-sujet2) to the figures measured there.
  telegraphiques: { rates: { type: 35 / 40, ridet: 32 / 37, rid: 32 / 37, date: 32 / 37, denomination: 32 / 37, forme_juridique: 32 / 37, dirigeants: 31 / 37 }, wronglyQuarantined: 5 },

  // Two style groups of 2026-12-01 written blind (third wave), measured by the lead, then fitted
  // (their READMEs, "After the rules"; docs/reader-history.md, "Older notices and the
  // provinces' pages: rules from the anciens and provinces groups").
  // 40 texts, 40 announcements, 37 to publish: older notices of any trade, old identifier printings,
  // typewritten sheets, OCR'd scans (blind at 53f51e0: date 33/37, 2 wrongly quarantined): every field read.
  anciens: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 42 announcements, 39 to publish: the three provinces' pages and offices, customary
  // bodies, SAEML and cooperatives (blind at 53f51e0: dénomination 34/39, 2 wrongly quarantined):
  // every field read (pv15's heading 'GIE X' reads X).
  provinces: { rates: ALL(1), wronglyQuarantined: 0 },

  // Pages as pdftotext leaves them and OCR'd scans, fitted from 2026-12-01 (wt-rpdf; docs/reader-history.md,
  // "Pages and scans: rules from the bulletinspdf and numerises groups").
  // Left: bp09, bp29, bp37 quarantined (sujet_ambigu); bp11's and bp22's names cut at a line's end keep their hyphen.
  // Raised to what it reads on 2026-12-02 (early morning): bp37 read since; bp29's share sale between
  // three companies read since the partners of a sale of parts are set aside (wt-host); bp09 left.
  bulletinspdf: { rates: { type: 39 / 40, ridet: 36 / 37, rid: 36 / 37, date: 36 / 37, denomination: 36 / 37, forme_juridique: 36 / 37, dirigeants: 34 / 37 }, wronglyQuarantined: 1 },
  // Left: oc18, oc27 quarantined (sujet_ambigu); oc19 dated by its registration.
  // Raised by wt-subj (2026-12-03): `société absorbante` printed over the absorbing company's identifier.
  numerises: { rates: { type: 42 / 42, ridet: 40 / 40, rid: 40 / 40, date: 40 / 40, denomination: 40 / 40, forme_juridique: 40 / 40, dirigeants: 40 / 40 }, wronglyQuarantined: 0 },

  // 40 texts, 40 announcements, 37 to publish: the cheapest newspaper insertions, a compositor's own
  // abbreviations, labels run together with their values; blind 25/40 types, 0 wrong attributions,
  // 14 wrongly quarantined (docs/reader-history.md, "Abbreviations never seen: rules from the
  // breves group"). Left: four quarantined (bv05's sigle in brackets after 'Const. SAS X', bv08's
  // merger told by 'absorbe', bv11's new name after 'devient', bv36's 'SCI X 98' line under its
  // heading) and officer lists.
  // Raised by the lead (2026-12-04) to what it reads (bv22's 'M. X PDG en rempl. de …', extract-dirigeants.ts; bv21's 'CAC tit. la SARL X …, suppl. M. Y',
  // office-shortenings.ts and extract-dirigeants.ts; the rest read so before).
  // Raised by the lead (2026-12-04): bv03's 'gér. assoc. unique M. X' (an office, the sole partnership, the holder), bv20's heading office ('NOMIN. GÉR.', heading-office.ts).
  breves: { rates: { type: 39 / 40, ridet: 36 / 37, rid: 36 / 37, date: 36 / 37, denomination: 35 / 37, forme_juridique: 35 / 37, dirigeants: 34 / 37 }, wronglyQuarantined: 1 },

  // 40 texts, 42 announcements, 39 to publish: notices laid out as tables and labelled sheets
  // (blind: type 28/42, dénomination and dirigeants 22/39, 1 wrong, 12 wrongly quarantined;
  // docs/reader-history.md, "Tables and labelled sheets: rules from the tableaux group").
  // Raised by the lead (2026-12-04) to what it reads: tb03's next label no given name (officer-mentions.ts).
  // Raised by the lead (2026-12-04): tb31's later row opened by its own label, tb39's representative on the row the subject's name opens (extract-dirigeants.ts).
  // Raised by the lead (2026-12-04): tb36's last item 'LNC 14/11/26' dates the page (titled-header-date.ts).
  tableaux: { rates: { type: 42 / 42, ridet: 39 / 39, rid: 39 / 39, date: 39 / 39, denomination: 39 / 39, forme_juridique: 39 / 39, dirigeants: 38 / 39 }, wronglyQuarantined: 0 },

  // 40 texts, 40 announcements, 37 to publish: notices of any trade drafted by the companies and
  // sent by e-mail (headers, greetings, signatures, capitals, typos, loose dates, odd RIDET
  // separators); blind 33/40 types, 0 wrong attributions, 7 wrongly quarantined
  // (docs/reader-history.md, "Notices sent by e-mail: rules from the courriels group"). Left:
  // cr06's liquidator under a misspelt label ('Liquidatrisse'), cr08's gérante who represents the
  // company letting its business.
  // Raised by the lead (2026-12-04): cr33's 'SOCIETE' before a plural noun is the company word, not
  // the name's (company-word-before-name.ts).
  courriels: { rates: { ...ALL(1), dirigeants: 36 / 37 }, wronglyQuarantined: 0 },

  // Groups rules were written from, fitted once their folds showed that fitting them lowers no
  // row (docs/reader-history.md, "Fitting the groups rules were written from"). Each floor is
  // its own fold's out-of-fold figure (fitted on the 102 other groups), at or under its figure in sample.
  // 40 texts, 40 announcements, 37 to publish: notices companies send by e-mail, web form or text message.
  // Lowered by wt-names (2026-12-03): ms33 (a person read as a trader whom the notice names cogérant, `officer-read-as-name.ts`) quarantined `denomination_incertaine`, its name
  // published wrong before; the notice's other fields, right before, are counted missing now.
  // Raised by the lead (2026-12-04): ms23's 'Le président du conseil d'administration demeure M. X' (extract-dirigeants.ts),
  // ms33's 'dune SNC nomée X' (company-mentions.ts): every field read.
  messages: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 37 to publish: agencies' and deposit services' order and batch sheets.
  // Raised by the lead (2026-12-04): dp40's 'la dénomination de la société …, présidée par …, est « X » et non « Y »' (company-mentions.ts).
  depots: { rates: { ...ALL(1), dirigeants: 36 / 37 }, wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 37 to publish: online deposit platforms' form fields (in sample one more notice read).
  formulaires: { rates: { type: 38 / 40, ridet: 35 / 37, rid: 35 / 37, date: 35 / 37, denomination: 35 / 37, forme_juridique: 34 / 37, dirigeants: 35 / 37 }, wronglyQuarantined: 2 },
  // 40 texts, 40 announcements, 37 to publish: a third online deposit service's order sheets and exports.
  guichets: { rates: { type: 39 / 40, ridet: 36 / 37, rid: 36 / 37, date: 36 / 37, denomination: 34 / 37, forme_juridique: 35 / 37, dirigeants: 36 / 37 }, wronglyQuarantined: 1 },
  // 40 texts, 40 announcements, 37 to publish: e-mails from companies and their accountants, a third writer.
  courriers: { rates: { type: 34 / 40, ridet: 31 / 37, rid: 31 / 37, date: 30 / 37, denomination: 31 / 37, forme_juridique: 31 / 37, dirigeants: 31 / 37 }, wronglyQuarantined: 6 },
  // The shortest paid insertions of three newspapers' compositors, most of them quarantined
  // (type_inconnu, denomination_absente: their contractions read by no rule yet). insertions: 40
  // texts, 37 to publish; out of fold one notice fewer than in sample (ns23: the subject's probability
  // 0.83 under the 0.85 floor once formulaires is fitted).
  // Raised by the lead (2026-12-04) to the figures measured after the head code's reading (ns09's 'Tsfr sg', insertion-head-code.ts).
  // Raised by the lead (2026-12-04, afternoon): ns26's lone identifier before `liq. M.` and a person on the next line is its own (subject-ridet.ts).
  insertions: { rates: { type: 29 / 40, ridet: 26 / 37, rid: 26 / 37, date: 26 / 37, denomination: 25 / 37, forme_juridique: 26 / 37, dirigeants: 20 / 37 }, wronglyQuarantined: 11 },
  // 40 texts, 41 announcements, 38 to publish.
  entrefilets: { rates: { type: 20 / 41, ridet: 19 / 38, rid: 19 / 38, date: 28 / 38, denomination: 18 / 38, forme_juridique: 19 / 38, dirigeants: 13 / 38 }, wronglyQuarantined: 19 },
  // 40 texts, 40 announcements, 37 to publish.
  // Raised by the lead (2026-12-04) to what it reads (kc33's 'Cltr IA' closes the liquidator's mission, abbreviation-lexicon.ts and court-officers.ts;
  // the rest read so since the merges of 2026-12-03).
  lignes: { rates: { type: 26 / 40, ridet: 22 / 37, rid: 23 / 37, date: 23 / 37, denomination: 22 / 37, forme_juridique: 22 / 37, dirigeants: 16 / 37 }, wronglyQuarantined: 14 },

  // The four groups left out at noon, fitted once the readings their out-of-fold misses asked for
  // were written (docs/reader-history.md, "The four groups left unfitted, fitted"). Each floor is
  // its own fold's out-of-fold figure (every model fitted on the 106 other groups), equal to its
  // figure in sample.
  // 40 texts, 42 announcements, 39 to publish: grids another office prints. Left: gr31 and gr39
  // quarantined, gr35's name read from its manager, three officers.
  // Raised by the lead (2026-12-04): gr04's buyer's row opened by its own label, no office of the seller's label (extract-dirigeants.ts);
  // gr20's 'Gérant de l'absorbée' (party-line-officers.ts).
  grilles: { rates: { type: 40 / 42, ridet: 37 / 39, rid: 37 / 39, date: 37 / 39, denomination: 36 / 39, forme_juridique: 36 / 39, dirigeants: 36 / 39 }, wronglyQuarantined: 2 },
  // 40 texts, 40 announcements, 37 to publish: a deposit service's back office. Left: jx20's renewed audit firm.
  // Raised by the lead (2026-12-04): jx20's 'du CABINET X (SELARL, …)' (officer-mentions.ts).
  bordereaux: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 40 announcements, 37 to publish: a fifth deposit service and an agency's back office. Left: qb29's and qb31's officers.
  // Raised by the lead (2026-12-04) to what it reads: qb29's 'A1bert' read as 'Albert' (ocr-repair.ts).
  teleservices: { rates: ALL(1), wronglyQuarantined: 0 },
  // 40 texts, 49 announcements, 45 to publish: tables, a third writer. Left: zf16's second company
  // (a quarantine) not read apart, zf06's and zf08's names, two officers; and since the night of
  // 2026-12-01 zf09's third row, quarantined (`sujet_ambigu`, its subject at 0.85 just under the
  // calibrated minimum) after the refit of six merged branches: each branch alone read it, and no
  // rule read it wrongly (docs/reader-history.md, "After the night's merges"). Lowered by that one
  // notice, not published wrongly.
  // Raised by the lead (2026-12-04) to what it reads: zf21's president ends before the next cell's 'DG :' (officer-mentions.ts).
  releves: { rates: { type: 47 / 49, ridet: 44 / 45, rid: 44 / 45, date: 44 / 45, denomination: 44 / 45, forme_juridique: 44 / 45, dirigeants: 43 / 45 }, wronglyQuarantined: 1 },

  // The two groups of notices laid out as tables written blind on 2026-12-02 (measured at 40fab3d5:
  // tablees 28/40 types, cadres 25/40), fitted once wt-tab3's table readings were written (party
  // rows, form boxes, cut cells, records side by side, before and after tables side by side, named
  // frame rules, quoted exports; docs/reader-history.md, "Tables read whatever their shape").
  // Floors in sample after the refit.
  // 40 texts, 40 announcements, 37 to publish. ta01, ta21 (a registration extract or notice) and
  // ta30 (an officers' movements export) typed by their title or event column since wt-title
  // (document-title-event.ts). Left: ta08 and ta27 (an identifier without a label, or cut in a
  // one-cell-a-line list), ta10 (every column text, cut), ta12 (OCR'd judgments), ta32 (old and new
  // rank of one identifier); ta01's date (the extract's), ta21's name (letter boxes), ta22's date, officers.
  // ta39 (a location-gérance's end on a form with boxes) was read only by wt-tab3's own refit; the
  // joint refit after the midday's three merges quarantines it again (`sujet_ambigu`): the floor
  // follows what the readings hold, not one refit's luck.
  tablees: { rates: { type: 34 / 40, ridet: 31 / 37, rid: 31 / 37, date: 30 / 37, denomination: 29 / 37, forme_juridique: 31 / 37, dirigeants: 23 / 37 }, wronglyQuarantined: 6 },
  // 40 texts, 40 announcements, 37 to publish. ca01, ca03, ca05, ca06 (an extract, a rubric cell,
  // a form's or a platform's title) and ca04 (a listing's title) typed since wt-title
  // (document-title-event.ts). Left: ca12, ca19 (no event word the type reader knows), ca15, ca18,
  // ca20 (a party's identifier in its own column or cell), ca34 (a client column), officers.
  cadres: { rates: { type: 34 / 40, ridet: 31 / 37, rid: 31 / 37, date: 31 / 37, denomination: 30 / 37, forme_juridique: 31 / 37, dirigeants: 23 / 37 }, wronglyQuarantined: 6 },

  // A group of notices laid out as tables written blind on 2026-12-01, handed to wt-tab4 with two
  // others and fitted with its readings (lists of several companies' acts under a caption, rows
  // wrapped under empty cells, parties side by side a column each, holders' tables, a management
  // row before and after, a dated masthead that is no agency's letterhead). Base 7bb29b3d:
  // tabulaires 35/49 types; floors in sample after the refit. matrices (36/46 at base, 45/46 after
  // the readings) and tableurs (35/40, 37/40) were handed too and left unfitted (MEASURED_NOT_FITTED).
  // tabulaires: 40 texts, 49 announcements, 46 to publish. Left: tq21 (two columns run together
  // without a gap), tq34 (a row's cells run together), officers in tables.
  // Raised by the lead (2026-12-04): tq16's former side of a 'Sortant / Entrant' grid leaves (extract-dirigeants.ts).
  // Lowered by the lead (2026-12-04 evening): tq38 was published under the name `Rubrique` (a column's
  // label); a word of the notices' vocabulary is no name, the notice is quarantined (no-name-word.ts).
  tabulaires: { rates: { type: 46 / 49, ridet: 43 / 46, rid: 43 / 46, date: 43 / 46, denomination: 42 / 46, forme_juridique: 42 / 46, dirigeants: 38 / 46 }, wronglyQuarantined: 3 },

  // Written blind on 2026-12-02 at midday and handed to wt-org, fitted with its readings of the
  // companies beside the subject (docs/reader-history.md, "Companies beside the subject by their
  // role"). Base 40fab3d5: 26/40 types, 21/36 RIDETs, one wrong (pm24, a host published for its client).
  // 40 texts, 40 announcements, 36 to publish. Left: pm02 (the GIE identified after its member's
  // admission, both read as third parties) and pm32 (a rectificatif whose owner and tenant are both
  // read as parties) quarantined `sujet_ambigu`; pm04 `type_inconnu` (a member's exclusion names no
  // event the classifier knows); pm19's name and pm27's form; the officers of pm09, pm11 (officer
  // companies) and pm17.
  personnesmorales: { rates: { type: 37 / 40, ridet: 33 / 36, rid: 33 / 36, date: 33 / 36, denomination: 32 / 36, forme_juridique: 32 / 36, dirigeants: 30 / 36 }, wronglyQuarantined: 3 },
  // The same kind by a second writer. Base 40fab3d5: 32/40 types, 28/36 RIDETs, no wrong. Left: sq09
  // `denomination_absente` (a name, a dash and its sigle before its description on one line), sq33
  // `type_inconnu` (appointments under 'le comité de direction … a nommé :'); the officers of seven
  // notices (officer companies in sq03, sq06, sq08, sq32; a person in sq01, sq13, sq17).
  // Raised by the lead (2026-12-04) to what it reads: sq08's permanent representative designated after the director, not listed (extract-dirigeants.ts).
  societaires: { rates: { type: 38 / 40, ridet: 34 / 36, rid: 34 / 36, date: 34 / 36, denomination: 34 / 36, forme_juridique: 34 / 36, dirigeants: 29 / 36 }, wronglyQuarantined: 2 },

  // Written blind on 2026-12-02 (directoires at 6482d96b, groupements at caaae13f, partenaires at
  // 5fb0f613) and handed to wt-org2, fitted with its readings of the companies that hold roles in a
  // company (members named by what they are to their collective, director companies, an organ's acts
  // listed after its colon). Base 7bb29b3d: directoires 26/40 types, 23/37 RIDETs, dirigeants 9/37;
  // groupements 30/40, 27/37, 19/37; partenaires 35/40 (one wrong type), 32/36, 28/36; no wrong
  // attribution. Left in directoires: dr18 (the co-opted company opening the notice, the subject's
  // block last), dr20 (an SNC's partner selling its parts told by its name again), dr29 (a
  // rectificatif's quoted company) quarantined `sujet_ambigu`; officers of supervisory boards
  // (question 6) and of compositions recalled. groupements: gk08 (the member proposing named on a
  // label line, the grouping's card last), gk21 (the grouping's name before its members'
  // identifiers). partenaires: pa20 (a province's deliberation), pa22 (a merger's absorbed company).
  // Raised by wt-denom2 (2026-12-03): dr04 (`Groupement concerné : GIE X`, the form left out).
  // Raised by the lead (2026-12-03 afternoon): dr10 (an auditor's qualifier after its name), dr37 (companies listed with their
  // particulars, one plural appointment), dr02, dr28 (a supervisory board's members seated): dirigeants 19 -> 23.
  directoires: { rates: { type: 37 / 40, ridet: 34 / 37, rid: 34 / 37, date: 34 / 37, denomination: 33 / 37, forme_juridique: 34 / 37, dirigeants: 23 / 37 }, wronglyQuarantined: 3 },
  groupements: { rates: { type: 38 / 40, ridet: 35 / 37, rid: 35 / 37, date: 35 / 37, denomination: 35 / 37, forme_juridique: 35 / 37, dirigeants: 27 / 37 }, wronglyQuarantined: 2 },
  partenaires: { rates: { type: 38 / 40, ridet: 34 / 36, rid: 34 / 36, date: 34 / 36, denomination: 33 / 36, forme_juridique: 34 / 36, dirigeants: 31 / 36 }, wronglyQuarantined: 2 },
  // Written blind (tiers on 2026-12-01, contreparties late that evening, prestataires at cc8140ee) and
  // handed to wt-rpres (the subject among other firms), fitted with its readings. Base 799ef7a4:
  // prestataires 33/40 types, contreparties 36/42, tiers 39/43, no wrong attribution. Left in tiers:
  // tz18 (a joint merger notice: the absorbing company's capital read, the two absorbed companies'
  // dissolutions not split out). Dirigeants left as they were read.
  prestataires: { rates: { type: 40 / 40, ridet: 37 / 37, rid: 37 / 37, date: 37 / 37, denomination: 37 / 37, forme_juridique: 37 / 37, dirigeants: 33 / 37 }, wronglyQuarantined: 0 },
  // Raised by the lead (2026-12-04): vp36's name cut before an adjective's '-ale' joined (line-end-syllable.ts).
  contreparties: { rates: { type: 42 / 42, ridet: 37 / 37, rid: 37 / 37, date: 37 / 37, denomination: 37 / 37, forme_juridique: 37 / 37, dirigeants: 37 / 37 }, wronglyQuarantined: 0 },
  tiers: { rates: { type: 41 / 43, ridet: 37 / 39, rid: 37 / 39, date: 37 / 39, denomination: 37 / 39, forme_juridique: 36 / 39, dirigeants: 35 / 39 }, wronglyQuarantined: 2 },

  // Five of the eight groups handed in the afternoon of 2026-12-02 (the compositors' gazetins,
  // insulaires, condensees, compositeurs; matrices, of tables), left unfitted then because fitting
  // them moved the name model's threshold (0 -> 6.9 with the eight; corpus2 166 -> 164 types): fitted
  // by wt-rfit once the choice models' margin was calibrated only on sets that hold their expected
  // candidate (pipeline/train-normaliser/fit-choice-model.ts; each wrong decision that raised it was
  // a set whose expected name no rule read). Floors in sample after the refit.
  // Lowered the same evening by the person-name guard (wt-rtyp, person-name-beside-form.ts): insertions
  // published with a person's name as the company's, a legal form printed beside another name, are
  // quarantined denomination_incertaine (gazetins gi06, gi07, gi09; compositeurs ka20, ka32): a type
  // and its fields lost where the name published was wrong; names right unchanged or one more.
  // (wt-offi) dirigeants raised: a compositor's shortened office labels read by their letters and
  // the holder named bare after them (office-shortenings.ts): gazetins 9 -> 15, insulaires 12 -> 24,
  // condensees 15 -> 25, compositeurs 22 -> 25.
  // Raised by wt-abbr (an insertion's title under its paper's own lines, any mark, a company after the
  // title's colon: gi13, kz01, yd23 read).
  // Raised by wt-denom2 (2026-12-03): gi18 (`GIE` left out after a party's label), gi34 (`ex-X → Y`, the new name) published right.
  // Raised by wt-abbr2 (2026-12-03): officers of small ads (a person after an office's whole word, 'CEP', 'liq.' before a person or a designated firm): dirigeants 9 -> 17.
  // Raised by wt-sujet2 (2026-12-03) to the figures measured after its change (type 26 -> 28, ridet 23 -> 25, rid 23 -> 25, date 20 -> 22, denomination 22 -> 24, forme_juridique 21 -> 23, dirigeants 9 -> 17, wrongly quarantined 14 -> 12); its own gain is the
  // types 27 -> 28: the roles a small ad labels read by the subject rules (the sole partner, the sale's
  // abbreviated parties, one office's label one holder); the rest was read at its base already.
  // Set by the joint refit after the 2026-12-03 merges (wt-denom2, wt-abbr2, wt-dates2, wt-sujet2) to the figures measured there.
  // Raised by the lead (2026-12-04): gi08's officer company listed without the form printed after it (officer-company-form.ts), gi01's
  // gérant ending before 'ASP 28/10/26' (officer-mentions.ts), gi04's notary in a later cell (extract-dirigeants.ts).
  // Raised by the lead (2026-12-04): gi36's head code 'DÉN. CHGT' read as a change of name (insertion-head-code.ts).
  // Raised by the lead (2026-12-04, afternoon): gi35's head code 'SG', written out as the siège's word, read whole before no colon (insertion-head-code.ts).
  gazetins: { rates: { type: 32 / 40, ridet: 29 / 37, rid: 29 / 37, date: 29 / 37, denomination: 29 / 37, forme_juridique: 26 / 37, dirigeants: 26 / 37 }, wronglyQuarantined: 8 },
  // Raised by wt-subj (2026-12-03): abbreviated labels before the parties (role-label-before.ts).
  // Lowered by wt-names (2026-12-03): kz28, kz32 (a label or a glued abbreviation read with the name, `label-in-name.ts`) quarantined `denomination_incertaine`, its name
  // published wrong before; the notice's other fields, right before, are counted missing now.
  // Raised by wt-denom2 (2026-12-03): kz28, kz32 published, the glued label at the name's head read past where the runs' score ranks the rest first (label-in-name.ts).
  // Raised by wt-abbr2 (2026-12-03): 'Liq.' before a person, a line of '·' items naming a person no menu (kz31, kz34, kz37): dirigeants 11 -> 26.
  // Raised by wt-sujet2 (2026-12-03) to the figures measured after its change (type 29 -> 31, ridet 27 -> 29, rid 27 -> 29, date 26 -> 28, denomination 27 -> 29, forme_juridique 25 -> 27, dirigeants 11 -> 24, wrongly quarantined 10 -> 8); its own gain is the
  // types 30 -> 31: the roles a small ad labels read by the subject rules (the sole partner, the sale's
  // abbreviated parties, one office's label one holder); the rest was read at its base already.
  // Set by the joint refit after the 2026-12-03 merges (wt-denom2, wt-abbr2, wt-dates2, wt-sujet2) to the figures measured there.
  insulaires: { rates: { type: 33 / 40, ridet: 31 / 37, rid: 31 / 37, date: 31 / 37, denomination: 31 / 37, forme_juridique: 29 / 37, dirigeants: 29 / 37 }, wronglyQuarantined: 6 },
  // Lowered by wt-names (2026-12-03): yd12 (the former name of a name change, `runs-contradict-name.ts`) quarantined `denomination_incertaine`, its name
  // published wrong before; the notice's other fields, right before, are counted missing now.
  // Raised by wt-denom2 (2026-12-03): yd12, yd16 read as changes of name (`Nv nom: X … devient « Y »`, `→ « Y »`), the new name published.
  // Raised by wt-abbr2 (2026-12-03): 'assoc.uniq.' before a company read as the TUP's shareholder (yd37 published), 'Co-Gért nouv.:' (yd08): type 30 -> 33, dirigeants 15 -> 28.
  // Raised by wt-sujet2 (2026-12-03) to the figures measured after its change (type 30 -> 34, ridet 26 -> 30, rid 28 -> 32, date 27 -> 31, denomination 27 -> 31, forme_juridique 28 -> 32, dirigeants 15 -> 27, wrongly quarantined 10 -> 6); its own gain is the
  // types 32 -> 34: the roles a small ad labels read by the subject rules (the sole partner, the sale's
  // abbreviated parties, one office's label one holder); the rest was read at its base already.
  // Set by the joint refit after the 2026-12-03 merges (wt-denom2, wt-abbr2, wt-dates2, wt-sujet2) to the figures measured there.
  condensees: { rates: { type: 35 / 40, ridet: 31 / 38, rid: 33 / 38, date: 33 / 38, denomination: 33 / 38, forme_juridique: 33 / 38, dirigeants: 29 / 38 }, wronglyQuarantined: 5 },
  // Lowered by wt-names (2026-12-03): ka08, ka10, ka12, ka13, ka40 (an event's abbreviation, a label or a business's sign read as the name: `runs-contradict-name.ts`, `label-in-name.ts`) quarantined `denomination_incertaine`, its name
  // published wrong before; the notice's other fields, right before, are counted missing now.
  // Raised by wt-denom2 (2026-12-03): ka08, ka13 (the label at the name's head read past), ka40 (`ex-dén.` no name) published.
  // Raised by wt-abbr2 (2026-12-03): 'Ass. uniq.:' before a company read as the TUP's shareholder (ka19 published): type 27 -> 28, dirigeants 19 -> 23.
  // Raised by wt-sujet2 (2026-12-03) to the figures measured after its change (type 27 -> 28, ridet 22 -> 23, rid 24 -> 25, date 24 -> 25, denomination 23 -> 24, forme_juridique 24 -> 25, dirigeants 19 -> 23, wrongly quarantined 13 -> 12); its own gain is the
  // types 27 -> 28: the roles a small ad labels read by the subject rules (the sole partner, the sale's
  // abbreviated parties, one office's label one holder); the rest was read at its base already.
  // Set by the joint refit after the 2026-12-03 merges (wt-denom2, wt-abbr2, wt-dates2, wt-sujet2) to the figures measured there.
  // Raised by the lead (2026-12-04, afternoon): ka10's name the rules read as its event's words ('DEM') left to the runs' score (name-runs.ts eventWordsOnly).
  // Lowered by the lead (2026-12-04 evening): ka04 was published under the name `JGT` (a judgment's
  // cut); a word of the notices' vocabulary is no name, the notice is quarantined (no-name-word.ts).
  compositeurs: { rates: { type: 31 / 40, ridet: 26 / 37, rid: 28 / 37, date: 28 / 37, denomination: 28 / 37, forme_juridique: 28 / 37, dirigeants: 24 / 37 }, wronglyQuarantined: 9 },
  // Raised by wt-names (2026-12-03): tx30's name read past the dénomination's label a table's empty cell left in front of it (label-in-name.ts).
  // Raised by wt-denom2 (2026-12-03): tx18 (`Dénomination⇥X`, a table's row without its colon: spaced-name-label.ts).
  // Raised by the lead (2026-12-04): tx05's appointees under 'Mandataire / liquidateur' hold the office their judgment names, tx02's list ends at a
  // blank line (extract-dirigeants.ts).
  matrices: { rates: { type: 46 / 46, ridet: 43 / 43, rid: 43 / 43, date: 43 / 43, denomination: 41 / 43, forme_juridique: 43 / 43, dirigeants: 38 / 43 }, wronglyQuarantined: 0 },

};

/** Folders beside this test that hold labelled texts and are not a writer group. */
const NOT_GROUPS = new Set(['corpus', 'fixtures', 'layout']);

/** Writer groups measured blind and not fitted on yet, each with its reason. */
const MEASURED_NOT_FITTED = new Set<string>([
  // Written blind on 2026-11-30 late night (two trades a writer) and never run through the reader by
  // their writers, nor by anyone writing rules: measured by the lead on the session's first and final
  // readers, then kept out of fitting so that the next reader can be measured on them too; a group
  // moves to HELD_OUT_GROUPS with its floor once rules are written from it and the folds show that
  // fitting it lowers no row (grilles, bordereaux, teleservices and releves fitted so:
  // docs/reader-history.md, "The four groups left unfitted, fitted").
  // Written blind on 2026-12-01 at night (two trades a writer), never run through the reader by
  // their writers: measured by the lead on the session's first and final readers.
  'services', // business services: cleaning, guarding, temporary work, company catering, waste, maintenance

  'energie', // fuel distributors, gas depots, solar farms and their project companies, electricians, power producers
  // Written blind on 2026-12-01 at night (second wave), never run through the reader by their writers:
  // measured by the lead on the session's first and final readers.
  'environnement', // water and environment: water treatment, consultancies, recycling, landscaping, pest control, surveyors
  'education', // education and training: private schools' companies, training bodies, tutoring, crèches, language schools
  'industrie', // manufacturing and food: bakeries, breweries, water bottling, printing, furniture, boatyards
  'medias', // media, culture and events: newspapers, radio, printing presses, production companies, galleries, sports clubs' companies
  // Written blind on 2026-12-01 at night (third wave), never run through the reader by their writers:
  // measured by the lead on the session's first and final readers.
  // Written blind on 2026-12-01 in the morning (fourth wave), never run through the reader by their
  // writers: measured by the lead on the session's first and final readers.
  'pagesprovince', // notices of any trade from the provinces' own pages and offices, by another writer: tribus, GDPL, SEM and SAEML, cooperatives, provincial acts
  'scansocr', // notices of any trade scanned from paper and read by another OCR engine: letters and digits both ways, doubled accents, cut and joined words, smudges
  'vieilles', // older notices of any trade, 1983-2009: francs CFP, RCS numbers of every registry letter, six-digit RIDs with and without rank, typewritten sheets, SNC, GIE, EURL
  'extractionspdf', // notices of any trade as a PDF-to-text tool leaves a bulletin's pages: columns side by side or read across, running headers and folios, cut words, flat tables, neighbouring notices
  // Written blind on 2026-12-01 in the morning (seventh wave), never run through the reader by their
  // writers: measured by the lead on the session's first and final readers.
  'composees', // the shortest paid insertions of any trade in a fifth newspaper: its compositor's own abbreviations of event words and labels, an identifier label of its own, labels glued to values, several acts a line
  'abregees', // the shortest paid insertions of any trade in a sixth newspaper: its compositor's own abbreviations, an identifier label of its own, labels glued to values, several acts a line
  // Written blind on 2026-12-01 at noon (eighth wave), never run through the reader by their writers:
  // measured by the lead on the session's first and final readers.
  'formalites', // notices of any trade as a sixth online deposit service and an agency back office hand them over: own form fields, the order's own dates beside the act's and the publication's, ordering firms' RIDETs, pasted twice or cut
  'envois', // notices of any trade sent by e-mail by the companies or their accountants, a fourth writer: headers, forwarded and replied chains, paraphrases, attachments, the sender's firm and its RIDET, the desk's parution reference
  'chroniques', // ordinary notices of every trade as one year of a weekly newspaper and of the JONC bring them, a new drafter each: prose and labelled layouts, the baseline a reader must keep
  // Written blind on 2026-12-01 in the afternoon (ninth wave), never run through the reader by their
  // writers: measured by the lead on the session's first and final readers.
  'minuscules', // the shortest paid insertions of any trade in a ninth newspaper, a weekly of the Brousse: its compositor's own abbreviations of events and labels, an identifier label of its own (Mle.), labels glued to values, several acts a line
  'demarches', // notices of any trade as a seventh online deposit service and an accountant's back office hand them over: form fields, the order's own dates, ordering firms' and invoiced clients' RIDETs, pasted twice or cut, confirmation e-mails
  'almanach', // ordinary notices of every trade as one year (2024) of the JONC and a daily bring them, a new drafter each: the baseline a reader must keep
  'etrangeres', // ordinary notices about New Caledonian companies with foreign ties: parents with their own forms and registration numbers (ABN, ACN, NZBN, SIREN) beside the RIDET, English names, bilingual passages, officers abroad
  'correspondances', // notices of any trade e-mailed to a newspaper's legal-notices desk by companies, accountants, lawyers and notaries, a fifth writer of mails: headers, forwarded and replied chains, the desk's answers and parution references, the sender's firm and its RIDET
  // Written blind on 2026-12-01 in the evening while four engineers worked on the reader without them.
  'parties', // ordinary notices of any trade where several companies appear each with its identifier and the roles decide the subject: contributions, mergers and TUP, sales between companies, holdings as officers, receiverships' creditors and buyers, location-gérance
  'dirigeants', // ordinary notices of any trade whose interest is the officers: appointments, departures, deaths, boards and auditors, companies as officers, officers abroad, prose, lists and before/after layouts
  'quotidiens', // ordinary notices of every trade as one year (2025) of the JONC and a daily bring them, a new drafter each: the baseline a reader must keep
  // Written blind on 2026-12-01 late in the evening, while two engineers worked on what the evening's first measure showed.
  'intitules', // ordinary notices of every trade whose heading lines carry the event: bare event words, the act and its date after a dash, a colon or in brackets, rubrics, numbered and abbreviated headings, bodies that never repeat the event
  // Written blind on 2026-12-01 at night, at 7c454ff7, while engineers worked on denied events, titles behind page furniture, speed and vocabularies.
  'negations', // ordinary notices of any trade that mention events which did not happen or not yet: mergers without an increase, 'sans modification', officers who stay, projects, rectificatifs
  'bandeaux', // notices whose title is not the first line: mastheads, rubric banners, references, drafters' letterheads, name blocks first; plural, abbreviated, two-line and spaced titles
  'coupures', // notices as a PDF's extraction leaves narrow columns: short wrapped lines, ordinary and soft hyphens, values cut across lines, running headers inside, neighbours' lines
  'semaine', // one ordinary week of notices of every trade from the JONC, the daily and the provinces, a new drafter each: the baseline a reader must keep
  // Written blind the same night as twins of what two engineers were handed or told: mergers (wt-merge) and narrow columns (wt-col, handed coupures).
  'absorptions', // mergers and their kin told from every side: the absorbed company's dissolution, the absorbing company's capital, joint notices, TUP, partial contributions, splits, projects
  'feuillets', // notices as a PDF's extraction leaves narrow columns, a second writer: cut words, values cut across lines and by running headers, neighbours' lines, two columns side by side
  // Written blind late on 2026-12-01, at a014d227, each the twin of what an engineer worked on meanwhile (wt-owner, wt-mast,
  // wt-neg2, the lead's scanned identifiers), and one ordinary fortnight.
  'apports', // notices where another company acts for the subject, gives to it or is given by it: sole shareholders and holdings deciding, contributions in kind and partial, subsidiaries formed, businesses contributed
  'entetes', // notices as cut from the page, the page around them: mastheads, running lines at the head and foot, folios, rubrics, portals' breadcrumbs and date lines, names that share a periodical's word
  'reserves', // events refused, lapsed, postponed, annulled or conditional, and what happened instead: lapsed increases, rejected dissolutions, adjourned meetings, rectificatifs, 'ne … que', 'aucune autre modification'
  'quinzaine', // an ordinary fortnight of notices of every trade, a new drafter each, every commune: the baseline a reader must keep
  'relecturesocr', // notices of any trade scanned from paper and read back by OCR, a third writer: look-alike letters and digits, broken labels, identifiers cut or spaced, lost and detached accents
  'millesime', // ordinary notices of every kind from 2015 to 2020 as the JONC and the dailies printed them: identifiers, amounts and offices of those years
  'mois', // one ordinary month of notices from the North Province and the Loyalty Islands, every trade, a new drafter each: the baseline a reader must keep
  // Written blind on 2026-12-02 in the small hours, at 8b860bee, two of them twins of what two engineers worked on
  // meanwhile (wt-organ: companies holding offices or shares; wt-sides: companies dealing with each other).
  'organes', // notices in which companies hold an office or shares of the subject, each with its identifier: officer companies appointed, renewed, leaving; boards; sole shareholders, partners and parents deciding
  'echanges', // notices between two companies each with its identifier: sales of a business, location-gérance, shares sold to companies, contributions, domiciliation, advisers' firms, told by either side
  'trimestre', // one ordinary quarter (July to September 2026) of South Province notices, every trade, a new drafter each: the baseline a reader must keep
  'rubriques', // notices as a text extraction of the dailies' and weeklies' web pages leaves them: rubrics, posting dates, menus, breadcrumbs, cookie banners, sidebars, the next item's title cut
  // Written blind on 2026-12-02 in the early morning, at 6482d96b, each a twin of what an engineer worked on
  // meanwhile, told only in general words (wt-host, wt-board, wt-web).
  'domiciliations', // notices where a company serving or dealing with the subject prints its identifier: domiciliation hosts, advisers' letterheads and signatures, sellers and buyers of its shares, holdings that are its officers, lessors, banks
  'editions', // notices as a text extraction of several kinds of web pages leaves them: platforms, chambers' news, portals, e-paper viewers; posting stamps, relative dates, lists of other items, next and previous links
  // Written blind on 2026-12-02 in the morning, at caaae13f, two of them twins of what an engineer worked on
  // meanwhile, told only in general words (wt-gie, wt-dom2), and one ordinary month.
  'bailleurs', // notices naming beside the subject the companies of its premises and money, each with its identifier: lessors, banks as guarantors, lenders, creditors or directors, domiciliation hosts, contributors in kind
  'decembre', // an ordinary December's notices from every source, a new drafter each, the year's end showing: the baseline a reader must keep
  // Written blind on 2026-12-02 mid-morning, at cc8140ee, two of them twins of what an engineer worked on
  // meanwhile, told only in general words (wt-grp, wt-thr), and one ordinary month.
  'associes', // notices of one company naming companies that hold a role in it, each with its identifier: appointed or co-opted administrators, supervisory boards, co-managers, partner companies of an SNC, SCI or GIE, a parent founding its subsidiary, auditors' firms
  'novembre', // an ordinary November's notices from every source, a new drafter each: the baseline a reader must keep
  // Written blind on 2026-12-02 late morning, at 2a9da506, the twin of what an engineer worked on meanwhile,
  // told only in general words (wt-cls).
  'tournures', // everyday events in drafters' other wordings: passives, infinitives after a telling verb, a company telling its own state, abbreviated headings, a firm or parent telling its own act
  // Written blind on 2026-12-02 at midday, at 40fab3d5, to be handed to reader engineers once measured
  // (the writer-first experiment: engineers learn from other writers' variety, not their own made-up
  // notices; the older blind groups of the same kinds measure whether it carries). Each moves to
  // HELD_OUT_GROUPS with its floor when the engineer's readings are merged (personnesmorales and
  // societaires moved with wt-org's readings, tablees and cadres with wt-tab3's). compositeurs and
  // typographes, handed to wt-cmp3, stay unfitted for now: fitting typographes lowered the dev
  // corpora (the name model's threshold moved: 91 -> 90, 166 -> 164, 176 -> 173 types;
  // docs/reader-history.md), and compositeurs published ka31 under its seat's host until wt-org's
  // readings merged. In the afternoon (from 7bb29b3d) the six compositor groups (these two, gazetins,
  // insulaires, resserrees, condensees) were handed to wt-cmp4 and wt-cmp5 and read by wt-runs, so
  // none of them is a blind measure any more. wt-cmp4 (names and subjects) tried fitting its six
  // handed groups after its readings: all six moved the name model's threshold and lowered corpus2
  // (166 -> 164 types); resserrees, condensees and insulaires, or insulaires alone, read holdings'
  // hd05 (a constitution on a JONC page naming an auditor) as an appointment (holdings 40 -> 39
  // types): all six stayed unfitted. wt-rfit fitted gazetins, insulaires, condensees, compositeurs and
  // matrices once the choice margin left sets without their expected candidate out (FLOORS above).
  // Written blind on 2026-12-02 at midday, at 5fb0f613, each the twin of what an engineer learns from
  // meanwhile (compositeurs and typographes, personnesmorales and societaires, tablees and cadres):
  // not handed then; measured twice, then handed in the afternoon with the worst blind groups (gazetins
  // with the compositors' six above; partenaires to wt-org2, fitted; tableurs to wt-tab4, below).
  // Handed to wt-tab4 with tabulaires and left unfitted (2026-12-02): fitting tableurs moved the date
  // model so that teleservices' qb19 read the order's receipt date over the act's; fitting matrices
  // moved the name model so that a sample-world rendering (nomination-b, rcs_suffix) was quarantined
  // `denomination_incertaine`.
  // Written blind on 2026-12-02 early afternoon, at 7bb29b3d, while engineers worked on compositors'
  // insertions (handed gazetins, insulaires, resserrees, condensees, compositeurs, typographes),
  // companies holding roles (handed directoires, groupements, partenaires) and tables (handed
  // tabulaires, matrices, tableurs): each a blind twin of one kind, and one ordinary month.
  // Handed on 2026-12-02 with the five fitted above and left unfitted by wt-rfit: fitted alone,
  // each moved the date model so that teleservices' qb19 read the order's receipt date over the
  // act's (the weights of 'never an act' and 'publication word' move: insertions whose expected date
  // is their publication's), and typographes also moved the name model so that personnesmorales'
  // pm19 (whose expected name no rule reads) took another wrong name with another form.
  'typographes', // 40 compositors of invented New Caledonian papers (twin of compositeurs)
  'resserrees', // the shortest paid insertions of a seventh newspaper: its compositor's own abbreviations, an identifier label of its own (Matr.), several acts a line
  'tableurs', // notices laid out as tables, a drafter or source each (twin of tablees, cadres)
  'encarts', // 40 of the shortest paid insertions, each by a different compositor of an invented paper (twin of the compositor groups handed)
  'octobre', // an ordinary October's notices from every source, a new drafter each: the baseline a reader must keep
  'quadrillages', // notices laid out as tables as a text extraction leaves them, a drafter or source each (twin of the table groups handed)
  'actionnaires', // one company's notices in which other companies with their identifiers hold a role in it or deal with it (twin of the roles groups handed)
  // Written blind on 2026-12-02 in the evening, at 799ef7a4, while engineers worked on short insertions'
  // events (wt-rtyp, handed the compositors' six), fitting the unfitted handed groups (wt-rfit), the
  // subject among other firms (wt-rpres, handed prestataires, contreparties, tiers) and officers
  // (wt-rdir, handed organes, dirigeants): each a blind twin of one kind, and one ordinary month.
  'sigles', // 40 of the shortest paid insertions, each by a different compositor of an invented paper or bulletin (twin of the compositor groups handed)
  'signataires', // notices in which other firms than the subject print their own identifiers: drafters, liquidators, auditors, hosts, buyers, absorbing companies, holdings (twin of the subject groups handed)
  'janvier', // an ordinary January's notices from every source, a new drafter each: the baseline a reader must keep
  'gouvernance', // notices whose heart is the officers: appointments and departures, boards, directoires and supervisory boards, companies holding office and their representatives, auditors (twin of the officer groups handed)
  // Written blind on 2026-12-03 in the early morning, at 2f7deeaf, each a twin of what an engineer
  // worked on meanwhile, told only in general words (wt-abbr, wt-subj), and one ordinary month.
  // Blind at 2f7deeaf: vignettes 31/40 types (1 wrong), intervenants 34/41 (2 wrong), fevrier 41/43.
  'vignettes', // 40 of the shortest paid insertions, each by a different compositor of an invented paper (twin of the compositor groups handed)
  'intervenants', // notices in which two or three companies print their identifiers and the roles decide the subject (twin of the subject groups handed)
  'fevrier', // an ordinary February's notices from every source, a new drafter each: the baseline a reader must keep
  // Written blind on 2026-12-03 mid-morning, at a81770b0, while engineers worked on abbreviations,
  // the subject, names and dates told in general words. Blind at a81770b0: mars 41/42 types (0 wrong),
  // ventes 41/44 (0 wrong; 6 officer lists published wrong).
  'mars', // an ordinary March's notices from every source, a new drafter each: the baseline a reader must keep
  'ventes', // sales and transfers of businesses and shares, contributions, location-gérance, court plans: two parties, whose record (twin of the subject groups handed)
  // Written blind on 2026-12-04 in the night, at 4aed11db, while the lead wrote officer readings from
  // the fitted groups. Blind at 4aed11db: 39/40 types, RIDET, dates, names and forms 37/37, dirigeants
  // 28/37, 1 wrong (nb40, a co-ownership syndicate's notice published under its syndic's identifier);
  // at 41a4835b (the night's readings): dirigeants 29/37, nothing else moved. Then nb40 read and a
  // rule written from it (a co-ownership's own act is out of scope, out-of-scope.ts): its gain is no
  // blind evidence.
  'nominations', // officer changes of every legal form: appointments, renewals, departures, boards, directoires, auditors, officer companies, tables, abbreviated offices
  // Written blind on 2026-12-04 early morning, at 13baa47f (the reader of d8c10eeb), by a new
  // writer told only the kind. Blind at 13baa47f: 23/40 types, RIDET 21/38, dates 21/38, names 20/38
  // (1 published wrong), forms 21/38, dirigeants 17/38 (4 lists published wrong), 0 wrong
  // attributions, 17 wrongly quarantined: the compositors' kind again.
  'capsules', // 40 of the shortest paid insertions, each by a different compositor of an invented paper (twin of the compositor groups)
  // Written blind at the same time and base by another new writer. Blind at 13baa47f: 40/40 types,
  // RIDET, dates and forms 37/37, names 35/37 (2 published wrong), dirigeants 35/37 (2 wrong), 0 wrong
  // attributions, 0 wrongly quarantined.
  'avril', // an ordinary April's notices from every source, a new drafter each: the baseline a reader must keep
  // Written blind on 2026-12-04 in the morning, at d3b58214, by two new writers, while the lead wrote
  // readings of names and subjects from the older groups. Blind at d3b58214: etiquettes 33/40 types,
  // RIDET 30/38, dates 31/38, names 29/38 (3 published wrong), forms 31/38, dirigeants 28/38, 1
  // wrong attribution (et14: an auditor firm's identifier), 6 wrongly quarantined; mai 40/40 types,
  // RIDET, dates and forms 37/37, names 36/37 (1 wrong), dirigeants 35/37, 0 wrong attributions,
  // 0 wrongly quarantined. Unchanged at 1aa936b5.
  'etiquettes', // 40 short insertions, each by a different compositor of an invented paper (twin of the compositor groups)
  'mai', // an ordinary May's notices from every source, a new drafter each: the baseline a reader must keep
  // Written blind at the same time, at d3b58214, as the twin of the lead's readings of whose name a
  // notice prints (a company appointed to an office, a company word before a name, a business
  // contributed for shares). Blind before them (2a14bc31) and after them (f858d66f) alike: 37/40
  // types, RIDET, dates, names and forms 34/37, dirigeants 31/37 (3 lists published wrong), 0 wrong
  // attributions, 3 wrongly quarantined: the readings did not reach this writer's notices.
  'tiercees', // ordinary notices naming other companies around the subject: founders, officer companies, buyers, lessors, merger sides, advisers, guarantors
  // Written blind at b3f541e9 by two new writers while the lead wrote officer readings from the older
  // groups (a list item's replaced officer, first officers in apposition, the joint management's noun,
  // a transformation ending the managers' office, a closed liquidation's liquidator). Blind before
  // those readings (37b06610) -> after them (6a4ffb95): juin 38/40 types, RIDET, dates and forms
  // 35/37, names 34/37 (1 wrong), dirigeants 31 -> 32 of 37, 0 wrong attributions, 2 wrongly
  // quarantined; organigrammes 40/40 types, RIDET and names 38/38, dates and forms 37/38, dirigeants
  // 25 -> 26 of 38 (13 -> 12 lists published wrong), 0 wrong attributions.
  'juin', // an ordinary June's notices from every source, a new drafter each: the baseline a reader must keep
  'organigrammes', // who holds which office after the notice: first officers, lists of appointees, boards, legal persons and their representatives, auditors, liquidators (twin of the lead's officer readings)
  // Written blind at 97533452 by two new writers, to measure the morning's readings as a whole: at
  // 13baa47f (the session's first reader) and at 29f8396a. juillet: 40/40 types, every other field
  // 37/37, 0 wrong attributions, at both. miniatures: 26 -> 27 of 40 types, RIDET 23 -> 24, dates
  // 24 -> 25, names 22 -> 22 of 38 (2 -> 3 published wrong: mi05, typed by the head code, published
  // its name with its former one and the arrow), forms 24 -> 25, dirigeants 20 -> 21, 0 wrong
  // attributions, 14 -> 13 wrongly quarantined. mi05's name was then read and a rule written from it
  // (name-change-arrow.ts): that fix is no blind evidence.
  'juillet', // an ordinary July's notices from every source, a new drafter each: the baseline a reader must keep
  'miniatures', // 40 of the shortest paid insertions, each by a different compositor (twin of the compositor groups)
  // Written blind on 2026-12-04 (afternoon session, 07:36-07:45 UTC) at e4b32f3f by three new writers,
  // to measure the session's head-code readings: at e4b32f3f and at bba20f87 (after the rubric's
  // dashes and the head code's whole words, office initials and 'nouvelle société'). aout: 40/40
  // types, every other field 37/37 but dirigeants 36/37, 0 wrong, 0 wrongly quarantined, at both.
  // filets: 35/40 types, RIDET 33/38, dates 31, names 32, forms 33, dirigeants 32, 0 wrong, 5
  // wrongly quarantined, at both. pastilles: 22 -> 23 of 40 types, RIDET 21 -> 22 of 38, dates 21 ->
  // 22, names 17 -> 18, forms 21 -> 22, dirigeants 15 -> 15, 0 wrong, 17 -> 16 wrongly quarantined.
  'aout', // an ordinary August's notices from every source, a new drafter each: the baseline a reader must keep
  'filets', // compositors' paid insertions of 2 to 6 lines in small boxes, under a rubric or a masthead (twin of the compositor groups)
  'pastilles', // 40 of the shortest paid insertions, each by a different compositor (twin of the compositor groups)
  // Written blind on 2026-12-04 (afternoon, 07:58-08:10 UTC) at 5a23149b by two new writers (each saw
  // the branch's commit subjects, no code; encadres' writer changed one event word, en29, after
  // reading 'L.-G.' in one), to measure the afternoon's readings of compositors' insertions: at
  // e4b32f3f (the session's first reader) and at 0642c9cb. encadres: 24 -> 28 of 40 types, RIDET,
  // dates, names 22 -> 26 of 38, forms 20 -> 24, dirigeants 19 -> 23, 0 wrong, 16 -> 12 wrongly
  // quarantined. manchettes: 29 -> 29 of 40 types, RIDET 27, dates 26, names 25 (2 published wrong:
  // rubrics read as names, mc10, mc13), forms 27, dirigeants 23 of 38, 0 wrong, 11 wrongly
  // quarantined, at both.
  'encadres', // 40 of the shortest paid insertions, each by a different compositor (twin of the compositor groups)
  'manchettes', // compositors' paid insertions of 2 to 6 lines in small boxes, under a rubric or a masthead (twin of the compositor groups)
  // Written blind on 2026-12-04 (afternoon, 08:14-08:25 UTC) at b5200c4c by two new writers told not
  // to read the branch's commit messages, to measure all the afternoon's readings: at e4b32f3f and at
  // 648762b9. cartouches: 24 -> 28 of 40 types, RIDET 22 -> 25 of 38, dates 22 -> 26, names 21 -> 25,
  // forms 22 -> 25, dirigeants 18 -> 20, wrongly quarantined 16 -> 12, and 0 -> 1 wrong attribution
  // (ct12: 'CAC nommés ▪ X … ▪ titul. : Y …', typed by the office's initials and published under
  // the auditor Y, whom the rules took for the subject; the next commit leaves such an appointment
  // untyped where two companies are identified, so ct12 is no blind evidence of it). placards: 27 ->
  // 29 of 40 types, RIDET 26 -> 28 of 38, dates 24 -> 26, names 24 -> 26, forms 26 -> 28,
  // dirigeants 22 -> 24, 1 wrong at both (pl40, an association published under its rubric 'ASSOCIATIONS'), 12 -> 10 wrongly quarantined.
  'cartouches', // 40 of the shortest paid insertions, each by a different compositor (twin of the compositor groups)
  'placards', // compositors' paid insertions of 2 to 6 lines in small boxes, under a rubric or a masthead (twin of the compositor groups)
  // Written blind on 2026-12-04 (afternoon, 08:43-08:51 UTC) at 22ac893d by three new writers told not
  // to read the branch's commit messages, to measure the afternoon's readings as a whole: at e4b32f3f
  // (the session's first reader) and at ba87d8e2 (its last). medaillons: 22 -> 25 of 40 types, RIDET,
  // dates and forms 20 -> 23 of 38, names 19 -> 22 (1 published wrong at both), dirigeants 18 -> 21,
  // 0 wrong attributions, 18 -> 15 wrongly quarantined. vitrines: 29 -> 37 of 40 types, RIDET and
  // dates 27 -> 35 of 38, names 24 -> 33 (3 -> 2 published wrong), forms 26 -> 34, dirigeants 24 ->
  // 31, 0 wrong attributions, 11 -> 3 wrongly quarantined. septembre (an ordinary month): 38/40 types,
  // RIDET and dates 35/37, names 34, forms 35, dirigeants 33, 0 wrong, 2 wrongly quarantined, at both.
  'medaillons', // 40 of the shortest paid insertions, each by a different compositor (twin of the compositor groups)
  'vitrines', // compositors' paid insertions of 2 to 6 lines in small boxes, under a rubric or a masthead (twin of the compositor groups)
  'septembre', // an ordinary September's notices from every source, a new drafter each: the baseline a reader must keep
  // Written blind on 2026-12-04 (afternoon, 08:58-09:08 UTC) at 5568db0a by a new writer told not to
  // read the branch's commit messages, to measure the afternoon's last reader: at e4b32f3f 28/40
  // types, RIDET 25 of 38, dates 21 (5 published wrong: mastheads' dates in formats no reader reads,
  // 'PT/24-02-2026', 'éd. du 18-3-2026', '20260417'), names 22 (4), forms 25, dirigeants 23, 1 wrong
  // attribution (lu11: the rules take the auditor for the subject of 'Nom. CAC … tit. X, SARL, RIDET
  // …'), 12 wrongly quarantined; at 78ebc984 35/40 types, RIDET 32, dates 28 (5), names 29 (4), forms
  // 32, dirigeants 29, the same 1 wrong attribution, 5 wrongly quarantined.
  'lucarnes', // compositors' paid insertions of 2 to 6 lines in small boxes, under a rubric or a masthead (twin of the compositor groups)
  // Written blind at the same hour by another new writer: at e4b32f3f 23/40 types, RIDET, dates, names
  // and forms 21 of 38, dirigeants 18, 0 wrong, 17 wrongly quarantined; at 019e06ab (code of 5568db0a)
  // 27/40 types, RIDET and dates 25, names 24 (1 published wrong: fr18's rubric 'NOUVELLES SOCIÉTÉS'
  // read into its name, which the next commit reads as a rubric), forms 24, dirigeants 20, 0 wrong,
  // 13 wrongly quarantined.
  'frises', // 40 of the shortest paid insertions, each by a different compositor (twin of the compositor groups)
  // Written blind on 2026-12-04 (evening, 12:40-12:50 UTC) at f088164c by three new writers told not
  // to read the branch's commit messages, each measured at f088164c before its texts were read.
  // tampons (publication dates as outlets print them): at f088164c 38/40 types, RIDET, names, forms and
  // dirigeants 36 of 38, dates 31 (5 published wrong), 0 wrong attributions, 2 wrongly quarantined;
  // at 5c27cf08 (edition lines) dates 32; after the four readings its misses showed (b3557aff) 40/40
  // types, 38/38 on every field but dates 36 (2 wrong: an edition's code glued to its date,
  // 'PT/24-02-2026', and a date inside a notice's reference), 0 wrongly quarantined.
  'tampons', // ordinary notices under 40 outlets' mastheads, headers and footers, each printing its date its own way
  // transactions (two-party insertions with cut role labels): at f088164c and at b3557aff 26/40 types,
  // RIDET 18 of 34 (3 published wrong), dates 20, names 17 (4), forms 19, dirigeants 17, 4 wrong
  // attributions (tx18 the tenant of 'Bailleur : X ▪ Gér. libre : Y', tx24 the buyer of 'Cessionn.   Y'
  // over 'Cédant   X', tx26 two companies printed with one RIDET, tx29 the absorbed company's RIDET
  // for an absorbing one printed with its RID), 13 wrongly quarantined.
  'transactions', // sales of businesses, locations-gérances, contributions and mergers in compositors' boxes, both parties identified
  // macarons (compositors' insertions whose name no label gives): at f088164c and at b3557aff 32/40
  // types, RIDET, dates, names and forms 31 of 38, dirigeants 28 (3 published wrong), 0 wrong
  // attributions, 7 wrongly quarantined.
  'macarons', // compositors' paid insertions of 2 to 6 lines, the name set apart by capitals, brackets, quotes or a bullet
  // Written blind on 2026-12-04 (evening) at ceaca381 by a new writer briefed on outlets' own date
  // formats without examples, told not to read commit messages: at f088164c, ceaca381 and 2c55ec32
  // alike 40/40 types, 38/38 on every field but dates 34 (4 published wrong); after the readings its
  // misses showed (d31ac81b) dates 37/38 (1 published wrong: a newsletter's mail header).
  'cachets', // ordinary notices under 40 outlets (dailies, boards, sites, bulletins, newsletters), each printing its date its own way
  // Written blind at the same hour at ceaca381 by two more new writers, briefed without examples of
  // the marks and labels the session's readings know. paves (compositors' insertions, names set apart
  // their own way): 29/40 types at f088164c, 30/40 at ceaca381 and bec7e0c0, RIDET 28 -> 29 of 38, 0
  // wrong, 10 -> 9 wrongly quarantined; after the readings its misses showed (34f1f2d6) 34/40, RIDET
  // 33, 5 wrongly quarantined. contrats (two-party notices, half in boxes, half in prose): at
  // f088164c, ceaca381 and bec7e0c0 alike 31/40 types, RIDET 27 of 35 (3 published wrong), names 25
  // (5), 7 wrong attributions, 5 wrongly quarantined: the transactions readings moved none of them.
  'paves', // compositors' paid insertions, each with the compositor's own marks, cut words and way of setting the name apart
  'contrats', // sales, lettings, contributions and mergers naming two companies, half in compositors' boxes, half in prose
  // Written blind at the same hour at ceaca381 by a fourth new writer: an ordinary November from every
  // source, the baseline a reader must keep. At f088164c, ceaca381 and bec7e0c0 alike: 40/40 types,
  // 38/38 RIDET, dates, names and forms, dirigeants 36 (2 published wrong), 0 wrong, 0 wrongly quarantined.
  'banales', // an ordinary month of notices from every source, a new drafter each
  // Written blind on 2026-12-04 (evening, third round) at 6c194ef6 by a new writer, briefed without
  // examples (as paves): at f088164c and at 6c194ef6 27/40 types, RIDET 25 of 38, dates 24 (1
  // published wrong), names 24 -> 25 (1 -> 0 published wrong), 0 wrong attributions, 13 wrongly
  // quarantined: tb02 read at 6c194ef6, tb05 (`X / EURL / RID …`) lost to the slash-joined names'
  // guard, read again by 711d41f5 (28/40 there).
  'timbres', // compositors' paid insertions, each with the compositor's own marks and ways of setting the name apart (third round)
  // Written blind on 2026-12-04 (fourth round) at ce39e48c by two new writers, measured there before
  // their texts were read. parutions (the publication date as 40 outlets print it): 40/40 types,
  // 38/38 RIDET, names and forms, dates 33 of 38, 0 wrong, 0 wrongly quarantined. accords (two-party
  // boxes and prose, the subject first or second): 32/40 types, RIDET 28 of 35, dates and names 27,
  // 3 wrong attributions (aq25, aq32 published where a reader quarantines; aq27 the absorbing company
  // published for the absorbed one's dissolution), 6 wrongly quarantined. Unchanged at dc4ceeeb.
  // Read by the readings written from them afterwards (6a4d47b7): parutions dates 33 -> 36; accords
  // 36/40 types, RIDET 31, 0 wrong attributions, 4 wrongly quarantined (docs/reader-history.md).
  'parutions', // ordinary notices, each with a different outlet's furniture printing its publication date its own way
  'accords', // two-party notices (sales, lettings, contributions, mergers, share sales), half compositors' boxes, half prose
  // Written blind in the same round at ce39e48c by a third new writer, briefed as timbres: 29/40 types,
  // RIDET and dates 27 of 38, names 20 (7 published wrong), forms 26, 0 wrong attributions, 11 wrongly
  // quarantined. Unchanged at dc4ceeeb. Read by the readings written from it afterwards (6a4d47b7):
  // 36/40 types, RIDET 34, names 33 (1 published wrong), 4 wrongly quarantined.
  'jetons', // compositors' paid insertions, each with the compositor's own marks and ways of setting the name apart (fourth round)
  // Written blind on 2026-12-04 (fifth round) at f3e06e8b by three new writers, after the fourth round's
  // readings, and measured there and at ce39e48c (the session's start) before their texts were read.
  // Two of the writers saw the subject lines of the branch's last three commits (one names the board's
  // 'Affiché le' reading); both say so in their README. affiches (dates as 40 outlets print them):
  // 40/40 types, 38/38 RIDET and names, dates 30 -> 31 of 38 (8 -> 7 published wrong), 0 wrong, 0 wq.
  // banderoles (two-party boxes and prose): 30 -> 31/40 types, RIDET 26 of 35, 5 -> 4 wrong
  // attributions (bz37, one RIDET for seller and buyer, quarantined), 7 wrongly quarantined.
  // pancartes (compositors' insertions): 25 -> 28/40 types, RIDET 23 -> 26 of 38, names 18 -> 24 (5 ->
  // 2 published wrong), 0 wrong attributions, 15 -> 12 wrongly quarantined.
  'affiches', // ordinary notices, each with a different outlet's furniture printing its publication date its own way (fifth round)
  'banderoles', // two-party notices, half compositors' boxes, half prose (fifth round)
  'pancartes', // compositors' paid insertions, each with the compositor's own marks and ways of setting the name apart (fifth round)
  // Written blind in the same round at 0ff8c979 by a writer started half an hour earlier, measured at
  // ce39e48c, 0ff8c979 and db5aea71 before its texts were read: 40/40 types, 38/38 RIDET, names, forms
  // and officers at all three, dates 32 of 38 (6 published wrong) at all three: the session's date
  // readings, written from parutions and accords, moved none of this writer's outlets.
  'frontispices', // ordinary notices, each with a different outlet's furniture printing its publication date its own way (fifth round)
  // Written blind in the same round at 0ff8c979 by another first-started writer, measured at ce39e48c,
  // 0ff8c979 and 6a4d47b7 before its texts were read: types 24 -> 25 -> 26 of 40, RIDET 22 -> 23 -> 24
  // of 38, names 19 -> 21 -> 22 (3 -> 2 published wrong), 0 wrong attributions, 16 -> 15 -> 14 wrongly
  // quarantined: a new compositor's set moves by one or two notices for each batch of readings.
  'oriflammes', // compositors' paid insertions, each with the compositor's own marks and ways of setting the name apart (fifth round)
  // Written blind in the same round at 0ff8c979 by the third first-started writer (its worktree removed
  // while it wrote; it re-created it on the same base), measured at ce39e48c, 0ff8c979 and the merge
  // before its texts were read: 28/40 types, RIDET 25 of 35, dates 26, names 25, 4 wrong attributions
  // (bm05, bm08, bm17, bm27), 9 wrongly quarantined at all three: none of the session's two-party
  // readings reached this writer's sets.
  'binomes', // two-party notices, half compositors' boxes, half prose (fifth round)
  // The sixth round, written blind at bf3c86e4 (2026-12-04 evening) and measured there and at the
  // session's readings of the night (french-words.ts, posting-period-date.ts, a dateline's long title:
  // written from other writers) before its texts were read: the same figures at both. cocardes
  // (compositors' insertions): 32/40 types, RIDET 30 of 38, dates 30, names 26 (4 published wrong), 0
  // wrong attributions, 8 wrongly quarantined. traites (two-party, half boxes, half prose): 32/40 types,
  // RIDET 26 of 35, dates 26, names 26, 1 wrong attribution (tt04: a box's label `APPORTEUSE │` published
  // as the name under the contributing company), 8 wrongly quarantined; after the readings written
  // from it (compositor-party-records-readings.test.ts) 33/40, RIDET 28, 0 wrong, 7. almanachs (the
  // outlets' dates): 39/40 types, RIDET 37 of 38, dates 32 of 38 (5 published wrong), names 35, 0, 1.
  'cocardes', // compositors' paid insertions, each compositor's own marks and labels (sixth round)
  'traites', // two-party notices, half compositors' boxes, half prose (sixth round)
  'almanachs', // ordinary notices under forty outlets' own date furniture (sixth round)
  // The seventh round (2026-12-04 night), written blind at 4ec5da96 and measured at bf3c86e4 (the
  // night's start) and at 87658189 (after the night's readings, written from other writers) before its
  // texts were read. pactes (two-party, half boxes, half prose): 28/40 types, RIDET 23 of 35, dates
  // 24, names 23, 2 wrong attributions (pq09: one identifier for two bulleted parties; pq25: `ABSORBÉE
  // >> X`), 11 wrongly quarantined at both; after the two readings written from it, 29/40, RIDET 24,
  // 0 wrong, 11.
  'pactes', // two-party notices, half compositors' boxes, half prose (seventh round)
  // Written blind in the same round by the first-started dates writer at 4ec5da96 (it delivered after
  // thirty-five minutes) and measured at bf3c86e4 and at 4ec5da96: types 40/40, RIDET 38/38, names
  // 38/38, 0 wrong, 0 wq at both; dates 34 -> 35 of 38 (cd07: the newsletter reading, written from
  // six other writers); 38 after the readings written from it.
  'calendriers', // ordinary notices under forty outlets' own date furniture (seventh round)
  // Written blind by a second compositors' writer at 592e6381 and measured at bf3c86e4 and 592e6381
  // (cbfffae8's readings): 28/40 types, RIDET 26 of 38, dates 26, names 25 (1 published wrong), 0
  // wrong attributions, 12 wrongly quarantined at both: the night's compositor readings moved none.
  'blasons', // compositors' paid insertions, each compositor's own marks and labels (seventh round)
  // The first-started compositors' writer of the round (base 4ec5da96), delivered at the session's end
  // and measured at bf3c86e4, at 4ec5da96 and at the session's last reading before its texts were read:
  // 31/40 types, RIDET 29 of 38, dates 28, names 28 (1 published wrong), 0 wrong attributions, 9
  // wrongly quarantined at all three.
  'emblemes', // compositors' paid insertions, each compositor's own marks and labels (seventh round)
  // The second dates writer of the round (base 592e6381, cbfffae8's readings), measured at bf3c86e4,
  // 592e6381 and the session's end before its texts were read: types 40/40, RIDET and names 38/38, 0
  // wrong, 0 wq at all three; dates 31 -> 32 -> 32 of 38 (eh18: the night's date readings).
  'ephemerides', // ordinary notices under forty outlets' own date furniture (seventh round)
  // The eighth round (2026-12-04 evening), written blind at b6d857ed and measured there before its
  // texts were read. enseignes (compositors): 28/40 types, RIDET 27 of 38, dates 27, names 26 (1
  // published wrong), 0 wrong attributions, 11 wrongly quarantined.
  'enseignes', // compositors' paid insertions, each compositor's own marks and labels (eighth round)
  // protocoles (two-party, half boxes, half prose, third firms with their identifiers): 34/40 types,
  // RIDET, dates and names 29 of 35, 0 wrong attributions, 6 wrongly quarantined.
  'protocoles', // two-party notices, half compositors' boxes, half prose (eighth round)
  // fanions (outlets' dates): 39/40 types, RIDET and names 37 of 38, dates 31 of 38 (6 published
  // wrong), 0 wrong attributions, 1 wrongly quarantined.
  'fanions', // ordinary notices under forty outlets' own date furniture (eighth round)
  // The ninth round (2026-12-04 evening), written blind at 392dd713 and measured at b6d857ed (the
  // session's start), at 392dd713 and at f62a8f0e (the session's readings then) before its texts were
  // read. ecussons (compositors): 28 -> 29 -> 29 of 40 types, RIDET 27 -> 28 of 38, names 26 -> 27
  // (1 published wrong), 0 wrong attributions, 11 -> 10 wrongly quarantined.
  'ecussons', // compositors' paid insertions, each compositor's own marks and labels (ninth round)
  // conventions (two-party, third firms): 30/40 types, RIDET 24 of 35, names 24, 3 wrong
  // attributions (cv14, cv34, cv37), 9 wrongly quarantined at all three; after the readings written
  // from it, 0 wrong.
  'conventions', // two-party notices, half compositors' boxes, half prose (ninth round)
  // hebdos (outlets' dates): 40/40 types, RIDET and names 38/38, dates 34 of 38 (4 published wrong),
  // 0 wrong attributions, 0 wrongly quarantined at all three.
  'hebdos', // ordinary notices under forty outlets' own date furniture (ninth round)
  // The tenth round (2026-12-04 evening), written blind at 19fe14da and measured at b6d857ed (the
  // session's start), at 19fe14da and at ae6f5aa0 before its texts were read. sceaux (compositors):
  // 29 -> 33 -> 33 of 40 types, RIDET 27 -> 31 of 38, names 22 -> 26 (5 published wrong), 0 wrong
  // attributions, 11 -> 7 wrongly quarantined (the session's frames and births readings).
  'sceaux', // compositors' paid insertions, each compositor's own marks and labels (tenth round)
  // ententes (two-party, third firms): 28/40 types, RIDET 21 of 35, names 19, 2 wrong attributions
  // (ee08, ee20: a contribution's and a merger's appraiser), 12 wrongly quarantined at all three; after
  // the readings written from it, 0 wrong.
  'ententes', // two-party notices, half compositors' boxes, half prose (tenth round)
  // feuilles (outlets' dates): 40/40 types, RIDET 38/38, names 37, dates 34 of 38 (4 published wrong)
  // at all three.
  'feuilles', // ordinary notices under forty outlets' own date furniture (tenth round)
  // The eleventh round (2026-12-04 night), written blind at e17cdab3 (the session's start) and
  // measured there and at 3a87c834 (after the session's first readings) before its texts were read.
  // alliances (two-party, third firms): 26 -> 29 of 40 types, RIDET 23 -> 26 of 35, names 23 -> 25,
  // 2 wrong attributions (ai34: a letting between two firms, one number, no side told; ai39: seller
  // and buyer printed with one number), 12 -> 9 wrongly quarantined.
  'alliances', // two-party notices, half compositors' boxes, half prose (eleventh round)
  // numeros (outlets' dates): 40/40 types, RIDET 38/38, names 37, dates 35 of 38 (3 published wrong)
  // at both.
  'numeros', // ordinary notices under forty outlets' own date furniture (eleventh round)
  // estampes (compositors), measured at e17cdab3 and at bd243fde: 34/40 types, RIDET 33 of 38, names
  // 31, dates 33, 0 wrong attributions, 5 wrongly quarantined at both (the best first reading of a
  // compositors' set so far: 28-33 before).
  'estampes', // compositors' paid insertions, each compositor's own marks and labels (eleventh round)
  // gravures (compositors), written blind at 6132bfcb and delivered after that session's end; measured
  // at 6132bfcb and at a8a050ea (2026-12-05) before its texts were read: 32/40 types, RIDET 30 of 38,
  // names 29 (1 published wrong), dates 28 (2 published wrong), 0 wrong attributions, 8 wrongly
  // quarantined at both.
  'gravures', // compositors' paid insertions, each compositor's own marks and labels (eleventh round, late)
  // The twelfth round (2026-12-05 morning), written blind at fd15fbc7 and measured there and at
  // f06e86fb (the session's last commit) before its texts were read. jumelages (two-party, third
  // firms): 27 -> 28 of 40 types, RIDET 22 -> 23 of 35, names 22 -> 23, dates 23 -> 24, 2 wrong
  // attributions, 12 -> 11 wrongly quarantined. Its two companions (lettrines, cadrans) had delivered
  // nothing at the session's end.
  // Read 2026-12-05 late morning (docs/reader-history.md): 38/40 types, RIDET 33/35, names 33, dates 33,
  // 0 wrong attributions, 2 wrongly quarantined (jm10, jm20).
  'jumelages', // two-party notices, half compositors' boxes, half prose (twelfth round)
  // The thirteenth round (2026-12-05 late morning), written blind at 74b7c092 and measured there and
  // at 1bdfbfc7 before its texts were read. cadrans (ordinary notices, forty outlets' own date
  // furniture): 40/40 types, RIDET 38/38, names 35 (3 published wrong), dates 33/38 (5 published
  // wrong), 0 wrong attributions, 0 wrongly quarantined, the same at both.
  'cadrans', // ordinary notices, each outlet printing its publication date its own way (thirteenth round)
  // plumes (ordinary notices, forty drafters, third firms), measured at 74b7c092 and d6c8ac12 before its
  // texts were read: 36/40 types, RIDET 34/38, names 34, dates 34, 0 wrong attributions, 4 wrongly
  // quarantined, the same at both.
  'plumes', // ordinary notices, each from another drafter, most naming a third firm (thirteenth round)

  // The fourteenth round (2026-12-05 evening), written at 6004b0fc from the same briefs as the
  // thirteenth, each measured at 6004b0fc and at ab83f74b before its texts were read (the same at both):
  // tandems 36/40 types, RIDET 33/38, names 35, dates 36, 4 wrong attributions, 1 wrongly quarantined;
  // enluminures 34/40, 33/38, 32, 33, 2 wrong, 4 wq; paraphes 37/40, 35/38, 33, 33, 0 wrong, 3 wq;
  // bureaux 37/40, 36/37, 36, 36, 0 wrong, 1 wq (officers 28/37).
  'tandems', // two-party acts, half labelled blocks, half prose, third firms with identifiers
  'enluminures', // compositors' pages: drop capitals, hyphenation, running heads, neighbours' fragments
  'paraphes', // ordinary notices, forty kinds of drafter, the drafter's own firm often identified
  'bureaux', // officers: boards, auditors, legal persons represented, several arriving and leaving

  // The fifteenth round (2026-12-05 night), written at 29948ac7 from the same briefs, each measured at
  // 29948ac7 and at c63083d7 before its texts were read (the same at both): duos 31/40 types, RIDET
  // 29/37, names 30, dates 30, 3 wrong attributions, 6 wrongly quarantined; colophons 37/40, 35/38, 32,
  // 35, 0 wrong, 3 wq; palimpsestes 38/40, 35/37, 33, 31, 0 wrong, 2 wq; mosaiques 34/40 (6 typed
  // wrong), 37/38, 35, 37, 2 wrong, 0 wq.
  'duos', // two-party acts, half labelled blocks, half prose, third firms with identifiers
  'colophons', // compositors' pages: drop capitals, hyphenation, running heads, neighbours' fragments
  'palimpsestes', // scanned bulletins read by OCR: misread characters, lost accents, stains, cut lines
  'mosaiques', // several decisions in one notice, some only mentioned (refused, planned, recalled)

  // The sixteenth round (2026-12-05 night), written at 1874dd14 from the same briefs, each measured at
  // 1874dd14 and at 6ba821d4 before its texts were read: couples 26/40 types, RIDET 23/38, names 21,
  // dates 26, 3 wrong attributions, 12 wrongly quarantined (the same at both); typons 35/40, 32/38, 30,
  // 33, 1 wrong, 5 wq at 1874dd14 and 37/40, 34/38, 32, 34, 1 wrong, 3 wq at 6ba821d4; grimoires 37/40,
  // 34/37, 32, 33, 0 wrong, 3 wq, and florileges 40/40, 37/37, 36, 37, 0 wrong, 0 wq (the same at both).
  'couples', // two-party acts, half labelled blocks, half prose, third firms with identifiers
  'typons', // compositors' pages: drop capitals, ligatures, small caps, neighbours' fragments
  'grimoires', // scanned bulletins read by OCR: misread characters, stains, folds
  'florileges', // several decisions in one notice, some only mentioned

  // The seventeenth round (2026-12-06), written at 272bbbf3 from the same briefs, each measured at
  // 272bbbf3 and at 02518c9a before its texts were read (the same at both): parchemins 39/40 types,
  // RIDET 35/37, names 33, dates 33, 0 wrong attributions, 1 wrongly quarantined; bouquets 35/40
  // (4 types wrong), 37/38, 37, 37, 0 wrong, 1 wq; attelages 32/40, 30/38, 29, 29, 1 wrong, 7 wq;
  // equipages 40/40, 37/37, 37, 37, 0 wrong, 0 wq, officers 20/37.
  'parchemins', // scanned bulletins read by OCR: misread characters, stains, folds
  'bouquets', // several decisions in one notice, some only mentioned
  'attelages', // two-party acts, half labelled blocks, half prose, third firms with identifiers
  'equipages', // officers: boards, several appointed and leaving, legal persons, auditors, liquidators

  // The eighteenth round (2026-12-06, later), written at 0c361dba from the same briefs, each measured
  // at 0c361dba and with the session's first readings in the working tree before its texts were read
  // (the same at both): cenacles 40/40 types, RIDET 37/37, names 37, dates 36, 0 wrong attributions,
  // 0 wrongly quarantined, officers 28/37; rouleaux 34/40, 31/37, 29, 28, 0 wrong, 6 wq; gerbes 36/40
  // (3 types wrong), 36/37, 36, 35, 0 wrong, 1 wq. The fourth, ricochets, measured at 0c361dba:
  // 34/40 (2 types wrong), 34/38, 34, 34, 0 wrong, 4 wq; at d8d2979c (the organ that decides, a rule
  // written before its texts were seen): 35/40, 35/38, 35, 35, 0 wrong, 3 wq.
  'cenacles', // officers: boards, several appointed and leaving, legal persons, auditors, liquidators
  'rouleaux', // scanned bulletins read by OCR: misread characters, stains, folds
  'gerbes', // several decisions in one notice, some only mentioned
  'ricochets', // two-party acts, half labelled blocks, half prose, third firms with identifiers

  // The nineteenth round (2026-12-06, the session after), written at 29b7ee18 from the same briefs,
  // each measured at 29b7ee18 and at ed8d86da (officers after their address, a reading written before
  // any of its texts was read; the same at both): consistoires 38/40 types, RIDET 35/37, names 35,
  // dates 33, 0 wrong attributions, 2 wrongly quarantined, officers 24/37; griffes 37/40, 34/38,
  // 34, 34, 1 wrong, 3 wq, officers 26/38; jumelles 32/40, 29/37, 29, 29, 0 wrong, 8 wq, officers
  // 26/37; lettrines 34/40 (2 types wrong), 33/38, 31, 34, 1 wrong, 4 wq, officers 32/38.
  'consistoires', // officers: boards, several appointed and leaving, legal persons, auditors, liquidators
  'griffes', // forty drafters, each with its own habits
  'jumelles', // two-party acts, half labelled blocks, half prose, third firms with identifiers
  'lettrines', // compositors' pages: drop capitals, hyphenation, spaced capitals, ligatures

  // The twentieth round (2026-12-06, the third session of the day), written at 78ff03ab, each
  // measured at 78ff03ab and at 2ac5d96e (a partner's label, a reading written before any of its
  // texts was read; the same at both): brassages 40/40 types, RIDET 36/36, names 35, dates 35,
  // 0 wrong attributions, 0 wrongly quarantined, officers 33/36; cocontractants 31/40, 27/36, 27, 28,
  // 1 wrong, 8 wq, officers 21/36; mandatures 39/40, 34/36, 33, 35, 1 wrong, 1 wq, officers 17/36;
  // destinees 37/42, 36/39, 34, 36, 0 wrong, 3 wq, officers 34/39.
  'brassages', // a plain sample of a year's ordinary notices, every outlet and drafter
  'cocontractants', // two-party acts, half labelled blocks, half prose, third firms with identifiers
  'mandatures', // officers: boards, several appointed and leaving, legal persons, auditors, liquidators
  'destinees', // a company's states: dissolution, closure, sleep and revival, former names and forms

  // The twenty-first round (2026-12-06, the fourth session of the day), written at 1f5d66fb, each
  // measured there before any of its texts was read: escales 40/40 types, RIDET 36/36, names 35,
  // dates 36, 0 wrong attributions, 0 wrongly quarantined, officers 35/36; sillages 33/40, 28/36, 28,
  // 28, 1 wrong, 7 wq, officers 25/36; boussoles 38/40, 35/36, 35, 35, 0 wrong, 1 wq, officers 21/36;
  // rameaux 29/40, 26/36, 24, 28, 6 wrong, 8 wq, officers 18/36.
  'escales', // a plain sample of a year's ordinary notices (the second writer), page furniture
  'sillages', // two-party acts (the seventh writer), identifiers in headings, blocks, prose, signatures
  'boussoles', // officers (the second writer): boards, directoire, legal persons, auditors, liquidators
  'rameaux', // text extraction of PDF bulletins and scans: two columns, running heads, neighbours' notices

  // The twenty-second round (2026-12-06, the fifth session of the day), written at 7d70f836, each
  // measured there before any of its texts was read: gouvernails 38/40 types, RIDET 35/36, names 35,
  // dates 35, 0 wrong attributions, 1 wrongly quarantined, officers 25/36; carnets 40/40, 37/37, 37,
  // 36, 0 wrong, 0 wq, officers 36/37.
  'gouvernails', // officers (the third writer): boards one per line, directoire, representatives, auditors
  'carnets', // a plain sample of a year's ordinary notices (the third writer), page furniture
  // parcours (briefed at 7d70f836 too, delivered later the same session, measured there before any of
  // its texts was read): 36/40, 33/37, 32, 31, 1 wrong, 3 wq, officers 29/37.
  'parcours', // a company's states (the second writer): dissolution, closure, sleep, former names and forms
  // trajectoires (the same kind briefed again at 7d70f836 when parcours had written nothing for an hour,
  // measured there before any of its texts was read): 37/42, 34/38, 34, 34, 0 wrong, 4 wq, officers 30/38.
  'trajectoires', // a company's states (the third writer): the same brief as parcours
  // vitraux (briefed at 7d70f836, delivered late, measured there before any of its texts was read): 40
  // pages, 101 notices: 27/101 types, RIDET 32/97, names 30, dates 32, 0 wrong, 65 wq, officers 21/97.
  'vitraux', // whole extracted pages, every complete notice listed: page segmentation (the second writer)
  // verrieres (the same kind briefed again at 7d70f836, measured there before any of its texts was
  // read): 40 pages, 104 notices: 39/104 types, RIDET 39/100, names 34, dates 38, 1 wrong, 60 wq, officers 30/100.
  'verrieres', // whole extracted pages, every complete notice listed (the third writer of the page kind)

  // The twenty-third round (2026-12-06, the sixth session of the day), written at 110c2536, each
  // measured there before any of its texts was read: calepins (written in a folder named almanachs,
  // renamed here: the name was taken) 39/40 types, RIDET 35/36, names 35,
  // dates 35, 0 wrong attributions, 1 wrongly quarantined, officers 34/36.
  'calepins', // a plain sample of a year's ordinary notices (the fourth writer), page furniture
  // errata (briefed at 110c2536 too, measured there before any of its texts was read): 39/40 types,
  // RIDET 34/36, names 32, dates 34, 1 wrong (xn29: the misprinted identifier a rectificatif corrects
  // published instead of the corrected one), 1 wq, officers 33/36.
  'errata', // rectificatifs, errata, complements and reminders of earlier notices (a new kind)
  // cordees (briefed at 110c2536 too as attelages, renamed here: the name was taken; measured there
  // before any of its texts was read): 41 notices, 35/41 types, RIDET 32/37, names 32, dates 31, 1 wrong (yr37: a sale whose seller prints no
  // identifier published under the lawyers' firm), 5 wq, officers 24/37.
  'cordees', // several companies in one notice: sales, lettings, mergers, holdings, drafters' firms (the eighth writer of two-party acts)
  // tesselles (briefed at 110c2536 too as mosaiques, renamed here: the name was taken; measured there
  // before any of its texts was read): 40 pages, 104 notices: 24/104 types, RIDET 24/100, names 24,
  // dates 25, 1 wrong (wj04), 75 wq, officers 17/100. Measured again, still unread, with the parted
  // page's reading (parted-page.ts, layout/ragged-columns.ts) before it was committed: 51/104, 51/100,
  // 51, 52, 1 wrong, 48 wq, officers 45/100.
  'tesselles', // whole extracted pages, every complete notice listed (the fourth writer of the page kind)

  // The twenty-fourth round (2026-12-06, the sixth session of the day), written at 2b519ee9, each
  // measured there before any of its texts was read: corrigenda 38/40 types, RIDET 34/36, names 33,
  // dates 34, 0 wrong attributions, 2 wrongly quarantined, officers 32/36.
  'corrigenda', // rectificatifs, errata, complements and reminders (the second writer of the kind)
  // claustras (briefed at 2b519ee9 too, measured there before any of its texts was read): 40 pages,
  // 99 notices: 81/99 types, RIDET 77/95, names 76, dates 78, 0 wrong, 17 wq, officers 70/95; at
  // 110c2536, before the session's page reading, the same texts read 30/99, 27/95, 24, 28, 0 wrong, 67 wq.
  'claustras', // whole extracted pages, every complete notice listed (the fifth writer of the page kind)
  // persiennes (briefed at 2b519ee9 too, measured there before any of its texts was read): 40 pages,
  // 111 notices: 63/111 types, RIDET 63/105, names 59, dates 63, 0 wrong, 42 wq, officers 53/105; at
  // 110c2536, before the session's page reading: 22/111, 23/105, 19, 24, 1 wrong, 81 wq.
  'persiennes', // whole extracted pages, every complete notice listed (the sixth writer of the page kind)

  // The twenty-fifth round (2026-12-06, the seventh session of the day), written at c7e947b6, each
  // measured there before any of its texts was read: canevas 40/40 types, RIDET 36/36, names 36,
  // dates 34/36, 0 wrong attributions, 0 wrongly quarantined, officers 36/36.
  'canevas', // a plain year's sample (the fifth writer of the kind)
  // paravents (briefed at c7e947b6 too, measured there before any of its texts was read): 40 texts, 44
  // announcements: 37/44 types, RIDET 33/40, names 32, dates 33, 0 wrong, 7 wq, officers 29/40.
  'paravents', // several companies in one notice (the second writer of the kind)
  // ardoises (briefed at c7e947b6 too, measured there before any of its texts was read): 40/40 types,
  // RIDET 36/36, names 34, dates 36, 0 wrong, 0 wq, officers 32/36.
  'ardoises', // single notices as OCR leaves scanned bulletins and cuttings (older typography, poor paper)
  // jalousies (briefed at c7e947b6 too, measured there before any of its texts was read): 40 pages,
  // 102 notices: 78/102 types, RIDET 77/98, names 75, dates 69, 0 wrong, 21 wq, officers 70/98; the
  // same at a5b8699c (the session's first page readings, committed before it was read).
  'jalousies', // whole extracted pages, every complete notice listed (the seventh writer of the page kind)
  // The twenty-sixth round (2026-12-06, the seventh session), written at 12c70be7, measured there before
  // any of its texts was read: lambris 31/40 types, RIDET 26/36, names 24, dates 26, 1 wrong (qe35),
  // 9 wq, officers 19/36; the same at c7e947b6.
  'lambris', // several companies in one notice (the third writer of the kind)
  // volets (briefed at 12c70be7 too, measured there before any of its texts was read): 40 pages, 107
  // notices: 75/107 types, RIDET 77/103, names 76, dates 76, 0 wrong, 26 wq, officers 72/103; at
  // c7e947b6, before the session's page readings: 69/107, 73/103, 72, 72, 0 wrong, 30 wq.
  'volets', // whole extracted pages, every complete notice listed (the eighth writer of the page kind)
  // The twenty-seventh round (2026-12-06, the eighth session), written at 3b919f8b, measured there
  // before any of its texts was read: cloisons 31/45 types, RIDET 27/41, names 27, dates 27, 0 wrong,
  // 14 wq, officers 26/41.
  'cloisons', // several companies in one notice (the fourth writer of the kind)
  // vantaux (briefed at 3b919f8b too, measured there before any of its texts was read): 37/40 types,
  // RIDET 33/36, names 31, dates 33, 0 wrong, 3 wq, officers 15/36.
  'vantaux', // officers the hard part (the fourth writer of the kind)
  // tentures (briefed at 3b919f8b too, measured there before any of its texts was read): 37/42 types,
  // RIDET 37/39, names 37, dates 36, 0 wrong, 2 wq, officers 31/39.
  'tentures', // a company's states over its life (the third writer of the kind)
  // treillis (briefed at 3b919f8b too, measured there before any of its texts was read): 40 pages,
  // 108 notices: 77/108 types, RIDET 73/102, names 70, dates 75, 2 wrong (kh29, kh31), 27 wq,
  // officers 70/102; the same at 4c042cff (the session's first readings, committed before it was read).
  'treillis', // whole extracted pages, every complete notice listed (the ninth writer of the page kind)
  // The twenty-eighth round (2026-12-06, the eighth session), written at a8301e7a, measured there before
  // any of its texts was read: balustres 36/45 types, RIDET 32/42, names 32, dates 33, 2 wrong (qh11,
  // qh16), 9 wq, officers 30/42; the same at 3b919f8b.
  'balustres', // several companies in one notice (the fifth writer of the kind)
  // impostes (briefed at a8301e7a too, measured there before any of its texts was read): 40 pages, 104
  // notices: 87/104 types, RIDET 86/100, names 85, dates 85, 0 wrong, 14 wq, officers 80/100; at
  // 3b919f8b, before the session's readings: 85/104, 84/100, 83, 83, 0 wrong, 16 wq.
  'impostes', // whole extracted pages, every complete notice listed (the tenth writer of the page kind)
  // The twenty-ninth round (2026-12-07, the ninth session), written at e0757d72, measured there before
  // any of its texts was read: linteaux 34/40 types, RIDET 34/37, names 32, dates 34, 0 wrong, 3 wq,
  // officers 28/37.
  'linteaux', // a company's states over its life (the fourth writer of the kind)
  // frontons (briefed at e0757d72 too, measured there before any of its texts was read): 37/43 types,
  // RIDET 32/39, names 30, dates 32, 1 wrong (lp31), 6 wq, officers 27/39.
  'frontons', // several companies in one notice (the sixth writer of the kind)
  // pilastres (briefed at e0757d72 too, measured there before any of its texts was read): 39/40 types,
  // RIDET 35/36, names 34, dates 36, 1 wrong (pw09), 0 wq, officers 24/36.
  'pilastres', // officers the hard part (the fifth writer of the kind)
  // corniches (briefed at e0757d72 too, measured there before any of its texts was read): 40 pages, 105
  // notices: 86/105 types, RIDET 84/101, names 85, dates 82, 0 wrong, 16 wq, officers 79/101.
  'corniches', // whole extracted pages, every complete notice listed (the eleventh writer of the page kind)
  // The thirtieth round (2026-12-07, the tenth session), written at e750eba8, measured there before
  // any of its texts was read: ratures 38/40 types, RIDET 33/36, names 32, dates 33, 1 wrong (xk31),
  // 2 wq, officers 31/36.
  'ratures', // corrections and reminders of earlier notices (the third writer of the kind)
  // moulures (briefed at e750eba8 too, measured there before any of its texts was read): 39/40 types,
  // RIDET 35/36, names 34, dates 35, 0 wrong, 1 wq, officers 33/36.
  'moulures', // a plain sample of a year's notices (the sixth writer of the kind)
  // consoles (briefed at e750eba8 too, measured there before any of its texts was read): 37/40 types,
  // RIDET 33/36, names 32, dates 32, 0 wrong, 3 wq, officers 29/36.
  'consoles', // single notices as OCR leaves scanned pages (a new writer of the kind)
  // chapiteaux (briefed at e750eba8 too, measured there before any of its texts was read): 40 pages, 105
  // notices: 91/105 types, RIDET 90/101, names 88, dates 90, 0 wrong, 11 wq, officers 86/101.
  'chapiteaux', // whole extracted pages, every complete notice listed (the twelfth writer of the page kind)
  // The thirty-first round (2026-12-07, the eleventh session), written at 06451e2f, measured there
  // before any of its texts was read: claveaux 36/40 types, RIDET 36/37, names 35, dates 36, 0 wrong,
  // 1 wq, officers 29/37.
  'claveaux', // a company's states and their changes (the fifth writer of the kind)
  // tympans (briefed at 06451e2f too, measured there before any of its texts was read): 31/44 types,
  // RIDET 27/40, names 27, dates 26, 0 wrong, 13 wq, officers 26/40.
  'tympans', // several companies in one notice (the seventh writer of the kind)
  // rosaces (briefed at 06451e2f too, measured there before any of its texts was read): 38/40 types,
  // RIDET 34/36, names 33, dates 34, 0 wrong, 2 wq, officers 32/36.
  'rosaces', // single notices as OCR leaves scanned pages (the second writer of consoles' kind)
  // meneaux (briefed at 06451e2f too, measured there before any of its texts was read): 39/40 types,
  // RIDET 36/37, names 36, dates 36, 0 wrong, 1 wq, officers 25/37.
  'meneaux', // officers the hard part (the sixth writer of the kind)
  // The thirty-second round (2026-12-07, the twelfth session), written at 37bcd6f6, measured there
  // before any of its texts was read: parements 40/40 types, RIDET 36/36, names 36, dates 36, 0 wrong,
  // 0 wq, officers 33/36.
  'parements', // a plain sample of a year's notices (the seventh writer of the kind)
  // biffures (briefed at 37bcd6f6 too, measured there before any of its texts was read): 38/40 types,
  // RIDET 35/36, names 32, dates 35, 0 wrong, 1 wq, officers 33/36.
  'biffures', // corrections and reminders (the fourth writer of the kind)
  // charnieres (briefed at 37bcd6f6 too, measured there before any of its texts was read): 31/40 types,
  // RIDET 28/37, names 28, dates 27, 0 wrong, 9 wq, officers 26/37.
  'charnieres', // two-party notices, each side with its identifier (the eighth writer of the kind)
  // entablements (briefed at 37bcd6f6 too, measured there before any of its texts was read): 40 pages,
  // 101 notices: 78/101 types, RIDET 78/97, names 76, dates 77, 0 wrong, 19 wq, officers 71/97.
  'entablements', // whole extracted pages, every complete notice listed (the thirteenth writer of the page kind)
  // The thirty-third round (2026-12-07, the thirteenth session), written at 081d6dc4, measured there
  // before any of its texts was read: voussures 40 texts, 46 announcements: 38/46 types, RIDET 35/43,
  // names 35, dates 37, 3 wrong, 6 wq, officers 32/43.
  'voussures', // several companies in one notice (the eighth writer of the kind)
  // trumeaux (briefed at 081d6dc4 too, measured there before any of its texts was read): 39/40 types,
  // RIDET 35/36, names 35, dates 35, 0 wrong, 1 wq, officers 26/36.
  'trumeaux', // officers the hard part (the seventh writer of the kind)
  // acroteres (briefed at 081d6dc4 too, measured there before any of its texts was read): 38/40 types,
  // RIDET 36/36, names 35, dates 35, 0 wrong, 0 wq, officers 30/36.
  'acroteres', // a company's states and their changes (the sixth writer of the kind)
  // gargouilles (briefed at 081d6dc4 too, measured there before any of its texts was read): 39/40 types,
  // RIDET 36/36, names 34, dates 36, 0 wrong, 0 wq, officers 30/36.
  'gargouilles', // single notices as OCR leaves scanned pages (the third writer of ardoises' kind)
  // The thirty-fourth round (2026-12-07, the fourteenth session), written at 7f821a30, measured there
  // before any of its texts was read: solives 40/40 types, RIDET 37/37, names 37, dates 35, 0 wrong,
  // 0 wq, officers 37/37.
  'solives', // a plain sample of a year's notices (the eighth writer of the kind)
  // plinthes (briefed at 7f821a30 too, measured there before any of its texts was read): 38/40 types,
  // RIDET 35/36, names 35, dates 34, 0 wrong, 1 wq, officers 32/36.
  'plinthes', // corrections and reminders (the fifth writer of the kind)
  // chevrons (briefed at 7f821a30 too, measured there before any of its texts was read): 33/40 types,
  // RIDET 28/36, names 28, dates 29, 1 wrong, 7 wq, officers 23/36.
  'chevrons', // two-party notices (the ninth writer of the kind)
  // modillons (briefed at 7f821a30 too, measured there before any of its texts was read): 40 pages,
  // 146 notices: 117/146 types, RIDET 113/141, names 113, dates 101, 0 wrong, 28 wq, officers 102/141.
  'modillons', // whole extracted pages, every complete notice listed (the fourteenth writer of the page kind)
  // The thirty-fifth round (2026-12-07, the fifteenth session), written at 4e64a347, measured there
  // before any of its texts was read: pignons 34/40 types, RIDET 31/36, names 30, dates 32, 1 wrong,
  // 4 wq, officers 28/36.
  'pignons', // a company's states and their changes (the seventh writer of the kind)
  // architraves (briefed at 4e64a347 too, measured there before any of its texts was read): 40 texts,
  // 48 announcements: 41/48 types, RIDET 38/43, names 38, dates 37, 0 wrong, 5 wq, officers 37/43.
  'architraves', // several companies in one notice (the ninth writer of the kind)
  // corbeaux (briefed at 4e64a347 too, measured there before any of its texts was read): 39/40 types,
  // RIDET 35/36, names 35, dates 35, 0 wrong, 1 wq, officers 23/36.
  'corbeaux', // notices whose officers are the hard part (the eighth writer of the kind)
  // mansardes (briefed at 4e64a347 too, measured there before any of its texts was read): 38/40 types,
  // RIDET 34/36, names 33, dates 32, 0 wrong, 2 wq, officers 29/36.
  'mansardes', // single notices as OCR leaves scanned pages (the fourth writer of ardoises' kind)
  // The thirty-sixth round (2026-12-07, the sixteenth session), written at 5d83ee2b, measured there
  // before any of its texts was read: arcatures 40/40 types, RIDET 36/36, names 36, dates 35, 0 wrong,
  // 0 wq, officers 36/36.
  'arcatures', // a plain sample of a year's notices (the ninth writer of the kind)
  // merlons (briefed at 5d83ee2b too, measured there before any of its texts was read): 38/40 types,
  // RIDET 33/36, names 33, dates 31, 1 wrong, 2 wq, officers 33/36.
  'merlons', // corrections and reminders (the sixth writer of the kind)
  // coupoles (briefed at 5d83ee2b too, measured there before any of its texts was read): 35/40 types,
  // RIDET 30/36, names 31, dates 31, 1 wrong, 5 wq, officers 29/36.
  'coupoles', // two-party notices (the tenth writer of the kind)
  // ogives (briefed at 5d83ee2b too, measured there before any of its texts was read): 40 pages,
  // 153 notices: 109/153 types, RIDET 110/149, names 107, dates 102, 0 wrong, 39 wq, officers 104/149.
  'ogives', // whole extracted pages, every complete notice listed (the fifteenth writer of the page kind)
  // lanternons (briefed at 2837f9ee, measured there before any of its texts was read): 35/40 types,
  // RIDET 35/37, names 35, dates 34, 0 wrong, 2 wq, officers 31/37.
  'lanternons', // a company's states over its life (the eighth writer of the kind)
  // archivoltes (briefed at 2837f9ee too, measured there before any of its texts was read): 45
  // notices, 39/45 types, RIDET 35/41, names 35, dates 35, 0 wrong, 6 wq, officers 31/41.
  'archivoltes', // several companies in one notice (the tenth writer of the kind)
  // contreforts (briefed at 2837f9ee too, measured there before any of its texts was read): 36/40
  // types, RIDET 32/36, names 30, dates 32, 0 wrong, 4 wq, officers 29/36.
  'contreforts', // single notices as OCR leaves them (the fifth writer of the kind)
  // tourelles (briefed at 2837f9ee too, measured there before any of its texts was read): 36/40
  // types, RIDET 33/36, names 32, dates 33, 0 wrong, 3 wq, officers 20/36.
  'tourelles', // notices whose officers are the hard part (the ninth writer of the kind)
  // corbeilles (briefed at b20e637b, measured there before any of its texts was read): 40/40 types,
  // RIDET 36/36, names 35, dates 36, 0 wrong, 0 wq, officers 36/36.
  'corbeilles', // a plain sample of ordinary notices (the tenth writer of the kind)
  // pinacles (briefed at b20e637b too, measured there before any of its texts was read): 36/40 types,
  // RIDET 33/36, names 31, dates 33, 0 wrong, 3 wq, officers 30/36.
  'pinacles', // corrections and reminders (the seventh writer of the kind)
  // clochetons (briefed at b20e637b too, measured there before any of its texts was read): 34/40
  // types, RIDET 28/36, names 27, dates 29, 2 wrong, 6 wq, officers 26/36.
  'clochetons', // two-party notices (the eleventh writer of the kind)
  // colonnettes (briefed at b20e637b too, measured there before any of its texts was read): 40 pages,
  // 133 notices: 121/133 types, RIDET 119/129, names 117, dates 116, 0 wrong, 10 wq, officers 111/129.
  'colonnettes', // whole extracted pages, every complete notice listed (the sixteenth writer of the page kind)
  // barbacanes (briefed at 31985756, measured there before any of its texts was read): 41 notices in
  // 40 texts: 38/41 types, RIDET 37/38, names 37, dates 37, 0 wrong, 1 wq, officers 35/38.
  'barbacanes', // a company's states and their changes over its life (the ninth writer of the kind)
  // echauguettes (briefed at 31985756 too, measured there before any of its texts was read): 39/40
  // types, RIDET 36/36, names 36, dates 36, 0 wrong, 0 wq, officers 27/36.
  'echauguettes', // notices whose officers are the hard part (the tenth writer of the kind)
  // breteches (briefed at 31985756 too, measured there before any of its texts was read): 35/40
  // types, RIDET 33/36, names 33, dates 32, 0 wrong, 3 wq, officers 28/36.
  'breteches', // single notices as OCR leaves them (the sixth writer of the kind)
  // machicoulis (briefed at 31985756 too, measured there before any of its texts was read): 51
  // entries in 40 texts (eight joint notices): 39/51 types, RIDET 34/47, names 31, dates 35, 1 wrong,
  // 12 wq, officers 28/47.
  'machicoulis', // several companies in one notice (the eleventh writer of the kind)

  // Handed to wt-rdate (2026-12-02 evening: the publication date where several dates compete), read
  // freely and so no blind measure any more, but left unfitted: fitting all three lowered
  // rectificatifs, messages, holdings and personnesmorales; fitting formalites and editions alone
  // still read holdings' hd05 (a constitution on a JONC page naming an auditor) as an appointment and
  // quarantined personnesmorales' pm19 (`denomination_incertaine`). Six of correspondances' dates are
  // a desk's issue still to come, labelled against the project's rule (docs/labelling-questions.md).
  // Unfitted, after the readings: correspondances 28/38 dates, formalites 34/37, editions 35/37.
]);

describe('the declared held-out groups', () => {
  it('name every folder of labelled texts beside this test', () => {
    const labelled = fs
      .readdirSync(HELD_OUT_ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !NOT_GROUPS.has(e.name) && fs.readdirSync(path.join(HELD_OUT_ROOT, e.name)).some((f) => f.endsWith('.expected.json')))
      .map((e) => e.name)
      .sort();
    // FLOORS is typed by the list, so a group without its floor does not compile.
    expect([...HELD_OUT_GROUPS, ...MEASURED_NOT_FITTED].sort()).toEqual(labelled);
    for (const group of MEASURED_NOT_FITTED) expect(HELD_OUT_GROUPS).not.toContain(group);
  });

  it('hold, when measured but not fitted, labels the evaluation can load (a label it refuses is a group nobody measures)', async () => {
    for (const group of MEASURED_NOT_FITTED) {
      const cases = await loadCorpus(path.join(HELD_OUT_ROOT, group));
      expect(cases.length, group).toBeGreaterThan(0);
    }
  });

  it('leave out the test corpus, a copy of the shared first corpus (fitting on it twice would weigh that writer double)', () => {
    const texts = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.txt') || f.endsWith('.expected.json')).sort().map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]);
    expect(texts(path.join(HELD_OUT_ROOT, 'corpus'))).toEqual(texts(SHARED_CORPORA[0]!));
  });
});

/**
 * The groups parsed as the pipeline parses, without the extraction trace the evaluation asks for:
 * the claims below read the published values, never their confidences, and the trace is built
 * from a notice already read (a quarter of the groups' parsing CPU; docs/test-suite.md).
 */
const asThePipelineParses: ParseTexts = (text, hints) => parseNoticeTexts(text, { ...hints, trace: false });

describe.each([...HELD_OUT_GROUPS])('the held-out group %s', (group) => {
  let report: EvaluationReport;
  beforeAll(async () => {
    report = await evaluateCorpus(path.join(HELD_OUT_ROOT, group), asThePipelineParses);
  });

  it('never publishes a notice under a wrong identifier, nor one the group quarantines', () => {
    expect(report.wrongAttributions).toEqual([]);
  });

  it('reads every field at least as well as today', () => {
    const floor = FLOORS[group];
    for (const f of report.fields) {
      expect({ field: f.field, atFloor: f.rate >= floor.rates[f.field]! - 1e-9 }).toEqual({ field: f.field, atFloor: true });
    }
  });

  it('quarantines no more of what a reader reads without doubt than today', () => {
    expect(report.wronglyQuarantined).toBeLessThanOrEqual(FLOORS[group].wronglyQuarantined);
  });
});
