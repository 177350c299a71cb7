import type {BlockContent, ListItem, Paragraph, PhrasingContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';

/** Each export's and member's declaration in one line, by name (`Actuator.getHealth`): api.json's `signatures`. */
export type ApiSignatures = Record<string, string>;

/** An export or a member added, removed, or declared differently, with its declarations before and after. */
export type ApiChange = {kind: 'added' | 'removed' | 'changed'; name: string; before?: string; after?: string};

const exportOf = (name: string): string => name.split('.', 1)[0] ?? name;

/** What changed from `before` to `after`, by name (code units); an added or removed export holds its members. */
export function apiChanges(before: ApiSignatures, after: ApiSignatures): ApiChange[] {
  const [was, now] = [new Map(Object.entries(before)), new Map(Object.entries(after))];
  const inWholeExport = (name: string) => !(was.has(exportOf(name)) && now.has(exportOf(name)));
  return [...new Set([...was.keys(), ...now.keys()])].sort().flatMap((name): ApiChange[] => {
    const [old, current] = [was.get(name), now.get(name)];
    if (old === current || (exportOf(name) !== name && inWholeExport(name))) return [];
    const kind = old === undefined ? 'added' : current === undefined ? 'removed' : 'changed';
    return [{kind, name, before: old, after: current}];
  });
}

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const code = (value = ''): PhrasingContent => ({type: 'inlineCode', value});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const listItem = (...children: BlockContent[]): ListItem => ({type: 'listItem', spread: false, children});

/** `name`: was `before`, now `after`; `name`: new, `after`; `name`: removed, was `before`. */
function changeLine({kind, name, before, after}: ApiChange): PhrasingContent[] {
  if (kind === 'added') return [code(name), text(': new, '), code(after)];
  if (kind === 'removed') return [code(name), text(': removed, was '), code(before)];
  return [code(name), text(': was '), code(before), text(', now '), code(after)];
}

/**
 * The note under an export's API page title for the release `version`: "New in 0.0.6.", or "Changed in 0.0.6:" and a
 * list of its and its members' changes, or nothing; as `:::info` parses, for a step before Docusaurus's own.
 */
export function changeNote(version: string, changes: ApiChange[], exportName: string): ContainerDirective[] {
  const own = changes.filter(({name}) => exportOf(name) === exportName);
  const whole = own.find(({name}) => name === exportName)?.kind;
  if (own.length === 0 || whole === 'removed') return [];
  const items = own.map((change) => listItem(paragraph(...changeLine(change))));
  const children: ContainerDirective['children'] =
    whole === 'added'
      ? [paragraph(text(`New in ${version}.`))]
      : [paragraph(text(`Changed in ${version}:`)), {type: 'list', ordered: false, spread: false, children: items}];
  return [{type: 'containerDirective', name: 'info', attributes: {}, children}];
}
