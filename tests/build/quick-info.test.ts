import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {type ReferencedSource, referencedLibrarySources} from '../../plugins/doc-code/names';
import {docCodeService} from '../../plugins/doc-code/program';
import {firstSentence} from '../../plugins/doc-code/names';
import {type BuiltCodeBlock, builtPages} from '../support/built-site';

// Every piece of the docs' code the tests compile (pages, TSDoc examples, example files), and the language
// service of the program they compile in: what an editor would show on hover is the reference here.
const sources = referencedLibrarySources();
const service = docCodeService();

/** Where a built block's code sits in a compiled source: its first line there (an excerpt starts further down). */
function placeOf(block: BuiltCodeBlock): {source: ReferencedSource; from: number} | undefined {
  for (const source of sources) {
    const lines = source.code.split('\n');
    for (let from = 0; from + block.lines.length <= lines.length; from++) {
      if (lines.slice(from, from + block.lines.length).join('\n') === block.text) return {source, from};
    }
  }
  return undefined;
}

/**
 * What the language service answers for each identifier of a source's lines [from, to), by `line:start-end` in
 * the block: those whose definition is in the docs' code or the library (CONTRIBUTING.md, "Code in the pages").
 */
function languageServiceAnswers({source, from}: {source: ReferencedSource; from: number}, lineCount: number) {
  const file = service.getProgram()?.getSourceFile(source.fileName) as ts.SourceFile;
  const answers = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    const {line, character} = file.getLineAndCharacterOfPosition(node.getStart(file));
    const own = (at: number) =>
      service.getDefinitionAtPosition(source.fileName, at)?.some(({fileName}) => !fileName.includes('/node_modules/'));
    const answer =
      ts.isIdentifier(node) && line >= from && line < from + lineCount && own(node.getStart(file))
        ? service.getQuickInfoAtPosition(source.fileName, node.getStart(file))
        : undefined;
    if (answer?.displayParts?.length) {
      const shown = `${ts.displayPartsToString(answer.displayParts)} | ${firstSentence(answer.documentation)}`;
      answers.set(`${line - from + 1}:${character}-${character + node.getWidth(file)}`, shown);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return answers;
}

/** The lines that read the same as another line of the block with other names: they get none (CONTRIBUTING.md). */
function ambiguousLines(block: BuiltCodeBlock, answers: Map<string, string>): Set<number> {
  const namesOf = (line: number) =>
    JSON.stringify(
      [...answers].filter(([at]) => at.startsWith(`${line}:`)).map(([at, shown]) => [at.split(':')[1], shown]),
    );
  const ambiguous = new Set<number>();
  block.lines.forEach(({text}, index) => {
    block.lines.forEach((other, at) => {
      if (at !== index && other.text === text && namesOf(at + 1) !== namesOf(index + 1)) ambiguous.add(index + 1);
    });
  });
  return ambiguous;
}

/** Orders `line:start-end` keys as the code reads. */
const byPosition = ([a]: string[], [b]: string[]) => {
  const [lineA = 0, startA = 0] = (a ?? '').split(/[:-]/).map(Number);
  const [lineB = 0, startB = 0] = (b ?? '').split(/[:-]/).map(Number);
  return lineA - lineB || startA - startB;
};

const pages = builtPages().map((page) => {
  const blocks = page.codeBlocks().filter((block) => /\S/.test(block.text));
  return {
    route: page.route,
    infos: page.quickInfos(),
    compiled: blocks.flatMap((block) => ({block, place: placeOf(block)})),
  };
});
const withCode = pages.filter(({compiled}) => compiled.some(({place}) => place));

describe('every name of the compiled code on the built pages tells what the compiler knows of it', () => {
  it('finds the pages with compiled code: guides, examples, API pages (TSDoc examples, "Used in" excerpts), home', () => {
    expect(withCode.map(({route}) => route)).toEqual(
      expect.arrayContaining(['/', '/docs/main/guides/health', '/docs/main/examples', '/docs/api/classes/Actuator']),
    );
  });

  describe.each(withCode.map((page) => [page.route, page] as const))('%s', (_, {infos, compiled}) => {
    it("gives each identifier the language service answers for its declaration and doc sentence, at the identifier's columns, and no other text a quick info", () => {
      for (const {block, place} of compiled) {
        if (!place) {
          expect(block.lines.flatMap(({names}) => names).filter(({href}) => !href?.includes('#field-'))).toEqual([]);
          continue;
        }
        const answers = languageServiceAnswers(place, block.lines.length);
        const ambiguous = ambiguousLines(block, answers);
        const expected = [...answers].filter(([at]) => !ambiguous.has(Number(at.split(':')[0]))).sort(byPosition);
        const built = block.lines.flatMap(({names}, line) =>
          names.map(({start, end, info}) => {
            const shown = infos.get(info);
            expect(shown, `the quick info ${info} is on the page`).toBeDefined();
            return [`${line + 1}:${start}-${end}`, `${shown?.declaration} | ${shown?.doc}`];
          }),
        );
        expect(built.sort(byPosition), `${place.source.file}:${place.source.line + place.from}`).toEqual(expected);
      }
    });
  });

  it('counts the names given quick info on the site', () => {
    const names = withCode.flatMap(({compiled}) =>
      compiled.flatMap(({block}) => block.lines.flatMap((line) => line.names)),
    );
    console.info(`quick info: ${names.length} names on ${withCode.length} pages`);
    expect(names.length).toBeGreaterThan(500);
  });
});
