import type {ApiTargets} from './index';
import type {ApiReference, QuickInfo} from './names';

/**
 * What a block's names tell, as the browser gets it (src/components/CodeInfo): each quick info once (`to`: the
 * page or row a name links to), and per line, keyed by its text (the theme's Line sees tokens, not line numbers),
 * each name's columns and quick info.
 */
export type CodeInfoData = {
  infos: [declaration: string, doc: string, to?: string][];
  lines: Record<string, [start: number, end: number, info: number][]>;
};

/** A name with its quick info, and where it links to. */
export type CodeName = QuickInfo & {to?: string};
/** The quick info of the docs' code, each name of the library linked to its API page. */
export const namesOf = (quickInfo: readonly QuickInfo[], references: readonly ApiReference[], targets: ApiTargets) =>
  quickInfo.map((info): CodeName => {
    const reference = references.find(({line, start}) => line === info.line && start === info.start);
    return reference ? {...info, to: targets.targetOf(reference)} : info;
  });

/** The data of `code`. A text on several lines with different names (shadowing) gets none rather than wrong ones. */
export function codeInfoOf(code: string, names: readonly CodeName[]): CodeInfoData {
  const data: CodeInfoData = {infos: [], lines: {}};
  const indexes = new Map<string, number>();
  const lines = code.split('\n');
  const byLine = lines.map((_, line) =>
    names
      .filter((name) => name.line === line)
      .sort((a, b) => a.start - b.start)
      .map(({start, end, declaration, doc, to}): [number, number, number] => {
        const key = JSON.stringify(to ? [declaration, doc, to] : [declaration, doc]);
        if (!indexes.has(key)) indexes.set(key, data.infos.push(JSON.parse(key)) - 1);
        return [start, end, indexes.get(key) ?? 0];
      }),
  );
  lines.forEach((text, index) => {
    const these = JSON.stringify(byLine[index]);
    const others = lines.flatMap((other, at) => (other === text ? [JSON.stringify(byLine[at])] : []));
    if (these !== '[]' && others.every((other) => other === these)) data.lines[text] = byLine[index] ?? [];
  });
  return data;
}
