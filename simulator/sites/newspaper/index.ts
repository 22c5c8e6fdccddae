export { NEWSPAPER_CATEGORIES } from './categories.ts';
export { newspaperAds, newestFirst, slugify, type NewspaperAd } from './newspaper-ads.ts';
export { escapeHtml, noticeLines } from './html.ts';
export { sendPage, sendMoved, sendServerError } from './send-page.ts';
export { pickDistinct } from './tricky-picks.ts';
export { formatDateWithWeekday } from './french-weekday.ts';
