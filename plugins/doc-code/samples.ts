import ts from 'typescript';
import type {ObjectField} from '../../typedoc/doc-code.mjs';
import {type DocCodeData, docPage, fieldsOf, type Version} from './data';
import {type CodeName, firstSentence} from './names';
import {docPages, parsePage} from './pages';

type Row = Pick<ObjectField, 'path' | 'type'>;

/** The row that documents a sample's key: its own (a record's key as `*`), or a record of anything above it. */
export function fieldOf<T extends Row>(fields: readonly T[], path: readonly string[]): T | undefined {
  const parts = (field: Row) => field.path.split('.');
  const matches = (field: Row) => parts(field).every((part, at) => part === '*' || part === path[at]);
  const open = (field: Row) => field.type === 'Record<string, any>' && parts(field).length < path.length;
  return (
    fields.find((field) => matches(field) && parts(field).length === path.length) ??
    fields.find((field) => open(field) && matches(field))
  );
}

/** Each key of a sample response (its columns, quotes included) with its row's quick info and link. */
export function sampleKeyInfo(data: DocCodeData, version: Version, json: string, sample: string): CodeName[] {
  const file = ts.parseJsonText(sample, json);
  // Each key with its path (`["process", "memory", "rss"]`), in the order the text shows them.
  const keys: {path: string[]; node: ts.StringLiteral}[] = [];
  const visitKeys = (node: ts.Node, path: string[]): void => {
    const key = ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) ? node.name : undefined;
    if (key) keys.push({path: [...path, key.text], node: key});
    ts.forEachChild(node, (child) => visitKeys(child, key ? [...path, key.text] : path));
  };
  visitKeys(file, []);
  const tables = docPages(false, version.dir).flatMap((page) =>
    parsePage(page).fields.map((method) => ({page, fields: fieldsOf(version, method)})),
  );
  const table = tables.find(({fields}) => keys.every(({path}) => fieldOf(fields, path)));
  if (!table) throw new Error(`response-fields: no <ResponseFields /> documents every key of ${sample}`);
  const {route} = docPage(data, table.page);
  return keys.map(({path, node}) => {
    const field = fieldOf(table.fields, path) as ObjectField;
    const {line, character: start} = file.getLineAndCharacterOfPosition(node.getStart(file));
    const declaration = `(field) ${field.path}${field.optional ? '?' : ''}: ${field.type}`;
    const doc = firstSentence([{kind: 'text', text: field.description}]);
    return {line, start, end: start + node.getWidth(file), declaration, doc, to: `${route}#field-${field.path}`};
  });
}
