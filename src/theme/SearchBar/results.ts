import levenshtein from 'damerau-levenshtein';
import {repositoryUrl} from '@site/site-facts.mjs';

/** A hit of the search plugin's worker: the document, where each matched term is in its text, the query's words. */
interface Hit {
  document: {t: string};
  metadata: Record<string, {t?: {position: [number, number][]}}>;
  tokens: string[];
}

/** Edits from one word to the other: insertions, deletions, substitutions, two neighbours swapped. */
const distance = (a: string, b: string) => levenshtein(a, b).steps;

/** In lower case, without what is not a letter or digit at either end: as the index reads a word (`.ts` as `ts`). */
const trimmed = (word: string) => word.toLowerCase().replace(/^\W+|\W+$/g, '');

/**
 * A typed word meets a word of the page if it starts it, or is a typo of it: no typo under 5 letters, one under 8, else
 * two. A typo of its start counts from 6 letters: "redis" does not meet "registered".
 */
function meets(typed: string, word: string): boolean {
  const allowed = typed.length < 5 ? 0 : typed.length < 8 ? 1 : 2;
  if (word.startsWith(typed) || distance(typed, word) <= allowed) return true;
  return typed.length >= 6 && distance(typed, word.slice(0, typed.length)) <= allowed;
}

/**
 * The hits whose text has each word of the query, typed or mistyped. The plugin matches stems two edits apart, so
 * without this a word on no page ("redis") listed pages with a word of the same shape ("render").
 */
export function relevantHits<T extends Hit>(hits: T[]): T[] {
  return hits.filter(({document, metadata, tokens}) => {
    const spans = Object.values(metadata).flatMap((fields) => fields.t?.position ?? []);
    const words = spans.map(([start, length]) => trimmed(document.t.slice(start, start + length)));
    return tokens.map(trimmed).every((typed) => !typed || words.some((word) => meets(typed, word)));
  });
}

/** A new issue in the library's repository, filled in with the query that found nothing and the page it was typed on. */
export function noResultsIssue(query: string): string {
  const issue = {title: `Docs search: no results for “${query}”`, body: `Query: ${query}\nPage: ${location.href}\n`};
  return `${repositoryUrl}/issues/new?${new URLSearchParams(issue)}`;
}

/** Under "No results" in the search bar: a link to that issue, counted by analytics where they are on. */
export function noResultsFooter(query: string, className: string): HTMLElement {
  const footer = document.createElement('div');
  footer.className = className;
  const link = footer.appendChild(document.createElement('a'));
  Object.assign(link, {href: noResultsIssue(query), target: '_blank', rel: 'noopener noreferrer'});
  link.textContent = 'Tell us what you looked for';
  link.dataset.umamiEvent = 'search-no-results';
  return footer;
}

/**
 * The list of hits as assistive technology should find it. autocomplete.js names it after the bar's two root classes
 * ("searchBar_x searchBarLeft_y-listbox-0"), so the input's aria-owns named two ids that exist nowhere: the list gets
 * one id and a name, and the input points at it, also with aria-controls (ARIA 1.2's combobox).
 */
export function labelHits(input: HTMLInputElement): void {
  const list = input.parentElement?.querySelector('[role=listbox]');
  if (!list) return;
  Object.assign(list, {id: 'search-hits'}).setAttribute('aria-label', 'Search results');
  for (const attribute of ['aria-owns', 'aria-controls']) input.setAttribute(attribute, list.id);
}
