export { parseNoticeText, parseNoticeTexts, type NoticeHints, type ParseNoticeResult } from './parse-notice.js';
export { findRidets, normaliseRidet, isValidRidetSyntax, luhnValidRid, type RidetMatch, type NormalisedRidet } from './ridet.js';
export { pickSubjectRidet } from './subject-ridet.js';
export { parseFrenchDate, findActDate, findFrenchDates, type DateMention } from './french-date.js';
export { classifyNotice, TYPE_PRECEDENCE, type Classification, type ClassifyHints } from './classify.js';
export { summarise } from './summarise.js';
export { fold } from './fold.js';
export { cleanNoticeText } from './clean-text.js';
export {
  extractDenomination,
  extractFormeJuridique,
  extractCapital,
  extractSiege,
  extractNameChange,
  type NameChange,
} from './extract-fields.js';
export { extractDirigeants } from './extract-dirigeants.js';
export { noticeLayout, type NoticeLayout } from './notice-layout.js';
