export { NEWSPAPER_CATEGORIES } from './categories.js';
export { newspaperAds, newestFirst, slugify, type NewspaperAd } from './newspaper-ads.js';
export { escapeHtml, noticeLines } from './html.js';
export { sendPage, sendMoved, sendServerError } from './send-page.js';
export { pickDistinct } from './tricky-picks.js';
export { formatDateWithWeekday } from './french-weekday.js';
