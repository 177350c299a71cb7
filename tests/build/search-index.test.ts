import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from '../support/built-site';

/** The offline search index the build writes (@easyops-cn/docusaurus-search-local). */
interface IndexedDocument {
  /** The indexed text: a title, a heading or a paragraph. */
  t: string;
  /** The page's URL, for titles. */
  u?: string;
}
const index = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf-8')) as {
  documents: IndexedDocument[];
}[];
const documents = index.flatMap((part) => part.documents);

describe('search index', () => {
  it('holds the pages, their headings and their text', () => {
    expect(documents.length).toBeGreaterThan(100);
    expect(documents.map(({t}) => t)).toEqual(expect.arrayContaining(['Write a custom indicator', 'getHealth()']));
  });

  it('indexes code without a language tag such as a lone "ts"', () => {
    const tagged = documents.filter(({t}) => /(^|\s)(ts|bash|yaml)(\s|$)/.test(t));
    expect(tagged.map(({t}) => t.slice(0, 80))).toEqual([]);
  });

  it('leaves out the cards of index pages, which repeat the titles of the pages they link to', () => {
    expect(documents.filter(({t}) => t.includes('📄️')).map(({t}) => t.slice(0, 80))).toEqual([]);
  });
});
