import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir} from '../support/built-site';

// The offline search index: one document per title, heading or paragraph (`t`).
const index = JSON.parse(readFileSync(join(buildDir, 'search-index.json'), 'utf-8')) as {documents: {t: string}[]}[];
const texts = index.flatMap((part) => part.documents.map(({t}) => t));

describe('the search index holds what readers search for, and not what repeats it', () => {
  it("holds the pages, their headings and their text; leaves out index pages' cards, code's quick info and language tags", () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts).toEqual(expect.arrayContaining(['Write a custom indicator', 'getHealth()']));
    expect(texts.filter((t) => t.includes('📄️') || t.startsWith('(alias) class'))).toEqual([]);
    expect(texts.filter((t) => /(^|\s)(ts|bash|yaml)(\s|$)/.test(t))).toEqual([]);
  });
});
