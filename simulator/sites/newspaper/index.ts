export { NEWSPAPER_CATEGORIES, categoryInfo, type NewspaperCategory } from './categories.js';
export { newspaperAds, newestFirst, slugify, type NewspaperAd, type NewspaperAdsOptions } from './newspaper-ads.js';
export { escapeHtml, noticeLines } from './html.js';
export { sendPage, sendMoved, sendServerError, type SendPageOptions } from './send-page.js';
export { pickDistinct } from './tricky-picks.js';
export { formatDateWithWeekday } from './french-weekday.js';
