/**
 * Texts that name a company (sometimes with its RIDET) but report no event in its life: the
 * declaration of an association, a change of a married couple's property regime, a public
 * tender, a public authority's act that only grants aid or a permit, a notice withdrawing an
 * earlier one published by error, a pledge of a member's parts or shares, a notice convening a meeting
 * (its agenda is what may be decided, not what was), a merger's project (merger-project.ts), a hearing adjourned before any judgment. They are quarantined
 * `hors_champ` with a French explanation. A public act that changes the company itself (the
 * capital of a mixed-economy company, the directors the province appoints to its board) names
 * that event and is typed like any other notice, and so is an act whose source already decided
 * its type (a heading hint naming the event).
 */

import { fold } from './fold.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';
import { withdrawsEarlierNotice } from './withdrawn-notice.ts';
import { withoutReceivingAssociation } from './association-counterparty.ts';
import { callsForBids } from './tender-wording.ts';
import { privateNoticeDetail } from './private-notices.ts';
import { announcesMergerProject } from './merger-project.ts';
import { testWhereWords } from './required-literal.ts';

const ASSOCIATION =
  /\b(?:(?:creation|constitution|dissolution|declaration|modification)s? (?:d'une |de l'|d')association\b|association (?:denommee|dite|declaree)\b|l'association denommee\b|loi du 1er juillet 1901\b|declarations? d'associations?\b)/;
// The law of 1901 is the associations' own, however it is cited ('association loi 1901', 'régie
// par la loi de 1901'), and a sheet may give the entity's kind as its form ('Forme juridique :
// Association'). Such a citation only describes a party when a company is named beside it (an
// association founding a SAS, selling to a SARL): the notice is then the company's.
const ASSOCIATION_KIND =
  /\bassociation (?:(?:regie|soumise) (?:par|a) la |de la )?loi (?:du 1er juillet |de |du )?1901\b|(?:^|\n)[ \t]*(?:forme(?: juridique)?|nature(?: juridique)?|type d'entite|categorie juridique)[ \t]*(?::|\.{2,})[ \t]*association\b/;
/** A line opening on an association's name as printed ('Association KAYAK CLUB DE X, RIDET …'): the association is the notice's subject. */
const ASSOCIATION_OPENING = /(?:^|\n)[ \t]*(?:[-•·*▪][ \t]*)?(?:L['’])?[Aa]ssociation[ \t]+[«"“]?[ \t]*\p{Lu}{2}/u;
/**
 * The same name set all in capitals ('ASSOCIATION SPORTIVE DE X'): an association's where the text
 * names no company's form (a company may be named 'L'ASSOCIATION DES SAVEURS, SARL').
 * Quoted as a bulletin's entry prints it (`« ASSOCIATION SPORTIVE DE X »`), or the entry opened by
 * the kind's abbreviation (`ASSOC. — DISSOLUTION — …`).
 */
const ASSOCIATION_OPENING_CAPITALS = /(?:^|\n)[ \t]*(?:[-•·*▪][ \t]*)?(?:[«"“][ \t]*)?(?:ASSOCIATION[ \t]+\p{Lu}{2}|ASSOC\.(?=[ \t\n]|$))/u;
/** An association named with its article. */
const THE_ASSOCIATION = /\bl'association\b/;
const COMPANY_WORDS = `societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}`;
/** A company named by its word or its form. */
const COMPANY_NAMED = new RegExp(`\\b(?:${COMPANY_WORDS})\\b`);
/** A company named, or its register's number. */
const COMPANY_WORD = new RegExp(`\\b(?:${COMPANY_WORDS}|ridet|rcs)\\b`);
const MATRIMONIAL = /\b(?:regime matrimonial|changement de regime|(?:separation|communaute) (?:de|des) biens)\b/;
const TENDER = /\b(?:appel (?:d'offres?|public a la concurrence|a candidatures)|avis d'appel public|remise des offres)\b/;
/**
 * A co-ownership's own act: its syndicate or its owners' meeting ('Syndicat des copropriétaires de la
 * résidence X', 'l'assemblée générale des copropriétaires a désigné en qualité de syndic la société
 * S'). A co-ownership is no company, and the mandate it gives its syndic is no event in the syndic
 * company's own record, whose identifier the notice prints.
 */
// The syndicate as the notice's heading (a line it opens), not as a syndic company's object.
const CO_OWNERSHIP_ACT = /(?:^|\n)[ \t]*syndicat des coproprietaires\b|\bassemblee (?:generale )?des coproprietaires\b/;
/**
 * A notice convening the members ('sont convoqués en assemblée générale', 'sont invités à se
 * réunir', 'sont à nouveau convoqués', 'Avis de réunion / de convocation / de seconde
 * convocation') to deliberate on an agenda: nothing is decided yet,
 * so the capital increase or the appointment it lists is no event. A notice reporting what a
 * meeting decided ('réunie sur convocation …, a décidé') names no agenda to deliberate on.
 */
const CONVENING =
  /\b(?:(?:sont|est|seront) (?:(?:a nouveau|de nouveau|donc|par la presente|ainsi) )?(?:convoquee?s?|invitee?s? a se reunir)\b|avis (?:de reunion|de (?:(?:seconde|deuxieme|nouvelle|premiere) )?convocation|de reunion valant avis de convocation)\b)/;
const AGENDA = /\bordre du jour\b/;
const DECIDED = /\b(?:a|ont) (?:decide|adopte|approuve|nomme|autorise)\b|\ba ete (?:decide|nommee?|porte|transfere)\b/;
/**
 * A hearing adjourned ('l'examen de la requête … est renvoyé à l'audience du 9 avril', 'Avis de
 * renvoi'): the court has not decided yet, so no procedure is opened, converted or closed. A
 * judgment that decides and sends the rest back ('ouvre une procédure … renvoie l'affaire à
 * l'audience du …') names its decision.
 */
const ADJOURNED = /\bavis de renvoi\b|\b(?:est|sont|a ete|ont ete) renvoyee?s? a (?:l'|une )audience\b|\brenvoi (?:de l'affaire |de l'examen |de la cause )?a (?:l'|une )audience\b/;
const JUDGMENT_DECIDED = /\b(?:a|ont|avait) (?:prononce|ouvert|converti|arrete|ordonne|designe|etendu|cloture)\b|\b(?:prononce|ouvre|convertit|arrete|designe|etend) (?:la |l'|une |le |a son egard)/;

/**
 * A pledge of parts or shares ('NANTISSEMENT DE PARTS SOCIALES', 'a consenti au profit de la
 * banque un nantissement sur les parts'): a member's security for a loan, registered at the
 * greffe, but the company's members, capital and officers stay as they were. A sale of a
 * business whose fonds carries a pledge names the pledge after the sale, not as the act consented.
 */
const PLEDGE = /(?:^|\n)[ \t]*nantissements? (?:de|des|sur (?:les|des)) (?:parts|actions)\b|\b(?:a|ont) consenti\b(?:[^.;\n]|\.\d){0,200}\bun nantissement\b/;

/** An act of a public authority: 'Arrêté n° ...', 'Délibération n° ...', 'le président de l'assemblée de la province'. */
const PUBLIC_ACT = /(?:^|\n)\s*(?:arrete|deliberation|decision|decret)\b[^\n]{0,30}\bn°|\bassemblee de la province\b|\bprovince (?:sud|nord|des iles)\b/;
// Within one sentence; a full stop between digits ('1 567 891.001') does not end it.
const GRANT =
  /\b(?:attribu\w*|accord\w*|octroy\w*|allou\w*)\b(?:[^.;\n]|\.\d){0,120}\b(?:aide|subvention|prime|avance remboursable)s?\b|\b(?:aide|subvention)s? (?:a l'investissement|financiere|a l'emploi|de fonctionnement|au titre)\b/;
const PERMIT =
  /\bautoris\w*\b(?:[^.;\n]|\.\d){0,160}\ba (?:exploiter|ouvrir|installer|implanter|occuper|defricher|prelever|rejeter)\b|\bautorisation d'(?:exploiter|occuper|occupation|ouverture)\b|\bpermis de (?:construire|exploiter|recherches)\b|\binstallation classee\b/;

/**
 * A French explanation when the text is outside the announcements' scope, else null.
 * `namesEvent`: whether the classifier found the event itself (strong evidence) in the text
 * or in the source's heading; a public act that names one is in scope.
 */
export function outOfScopeDetail(text: string, namesEvent: boolean): string | null {
  const folded = fold(text);
  // Each first pattern of a reading is run only where its words are (required-literal.ts): nearly
  // every notice is in scope, and each scanned all of it (speed only).
  const ownAct = withoutReceivingAssociation(folded);
  if (testWhereWords(ASSOCIATION, ownAct) || (testWhereWords(ASSOCIATION_KIND, ownAct) && !COMPANY_NAMED.test(ownAct)) || (testWhereWords(THE_ASSOCIATION, ownAct) && !COMPANY_WORD.test(folded)) || (folded.includes('association') && (ASSOCIATION_OPENING.test(text) || (ASSOCIATION_OPENING_CAPITALS.test(text) && !COMPANY_NAMED.test(folded))))) {
    return 'Annonce relative à une association : ce n’est pas une société, elle n’a pas sa place parmi les annonces d’entreprises.';
  }
  if (testWhereWords(MATRIMONIAL, folded)) {
    return 'Changement de régime matrimonial d’un particulier : le RIDET cité est celui de son activité, mais aucun événement de la vie d’une entreprise n’est annoncé.';
  }
  if (folded.includes('coproprietaires') && CO_OWNERSHIP_ACT.test(folded)) {
    return 'Acte d’une copropriété (son syndicat ou l’assemblée de ses copropriétaires) : ce n’est pas une société, et le mandat donné à son syndic n’est pas un événement de la vie de la société syndic.';
  }
  if (testWhereWords(TENDER, folded) || callsForBids(folded)) {
    return 'Appel d’offres publié par une entreprise : avis commercial, aucun événement de la vie de la société n’est annoncé.';
  }
  const privateNotice = privateNoticeDetail(folded, namesEvent);
  if (privateNotice) return privateNotice;
  if (withdrawsEarlierNotice(folded)) {
    return 'Avis retirant une annonce antérieure publiée par erreur, sans la remplacer : l’événement qu’elle citait n’a pas eu lieu, rien ne change dans la société.';
  }
  if (testWhereWords(CONVENING, folded) && AGENDA.test(folded) && !DECIDED.test(folded)) {
    return 'Avis de convocation d’une assemblée : l’ordre du jour annonce ce qui sera délibéré, aucun événement de la vie de la société n’a encore eu lieu.';
  }
  if (announcesMergerProject(folded)) {
    return 'Projet de fusion, de scission ou d’apport partiel : les assemblées ne se sont pas encore prononcées, rien n’a encore changé dans aucune des sociétés citées.';
  }
  if (folded.includes('nantissement') && PLEDGE.test(folded)) {
    return 'Nantissement de parts ou d’actions consenti par un associé en garantie d’un prêt : les associés, le capital et les dirigeants de la société restent les mêmes, aucun événement de sa vie n’est annoncé.';
  }
  if (testWhereWords(ADJOURNED, folded) && !JUDGMENT_DECIDED.test(folded)) {
    return 'Renvoi d’une audience à une date ultérieure : le tribunal n’a encore rien décidé, aucun événement de la vie de la société n’est annoncé.';
  }
  if (!namesEvent && testWhereWords(PUBLIC_ACT, folded)) {
    if (testWhereWords(GRANT, folded)) return 'Acte d’une collectivité attribuant une aide ou une subvention à une entreprise : rien ne change dans la société elle-même.';
    if (testWhereWords(PERMIT, folded)) return 'Acte d’une collectivité délivrant une autorisation administrative (exploitation, installation) : rien ne change dans la société elle-même.';
  }
  return null;
}
