const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The options Docusaurus formats a "Last updated" date with. */
export const lastUpdatedFormat = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;

/**
 * What `new Intl.DateTimeFormat('en', lastUpdatedFormat).format(date)` gives
 * ("Nov 22, 2026"), without creating an Intl formatter: the first one a page
 * creates loads the browser's locale data, in the middle of hydration.
 * tests/source/last-updated-date.test.ts compares the two.
 */
export function formatEnglishUtcDate(date: Date): string {
  return `${shortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
