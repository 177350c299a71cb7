import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import ts from 'typescript';
import type {ObjectField} from '../../typedoc/object-fields.mjs';
import type {CodeName} from './code-info';
import type {DocCode} from './index';
import {firstSentence} from './names';
import {docPages, markdown, parsePage} from './pages';

/**
 * The endpoints' JSON bodies, field by field (as Spring REST Docs does): `<ResponseFields of="Actuator.getHealth" />`
 * in a guide (src/components/ResponseFields) is the table of the fields TypeDoc found (typedoc/object-fields.mjs),
 * and each key of a sample response (a block filled from src/data/samples/) links to its row. A key no table
 * documents fails the build.
 */
/** A table's row: path, type, whether optional, and the description's text with its code at odd indexes. */
export type FieldRow = [path: string, type: string, optional: boolean, description: string[]];

/** The `fields` prop a `<ResponseFields of="…" />` gets: its rows, the descriptions' Markdown read. */
export function fieldsProps(docCode: DocCode, method: string): MdxJsxAttribute {
  const rows = docCode.fieldsOf(method).map(({path, optional, type, description}): FieldRow => {
    const [paragraph] = markdown.parse(description).children;
    const parts = [optional ? ' ' : ''];
    for (const node of paragraph?.type === 'paragraph' ? paragraph.children : []) {
      if (node.type === 'text') parts[parts.length - 1] += node.value;
      else if (node.type === 'inlineCode') parts.push(node.value, '');
      else throw new Error(`response-fields: the table shows no ${node.type} (${method}, ${path})`);
    }
    return [path, type, optional, parts];
  });
  return {type: 'mdxJsxAttribute', name: 'fields', value: JSON.stringify(rows)};
}

/** The row that documents a key: its own (a record's key as `*`), or a record of anything above it. */
export function fieldOf(fields: readonly ObjectField[], path: readonly string[]): ObjectField | undefined {
  const parts = (field: ObjectField) => field.path.split('.');
  const matches = (field: ObjectField) => parts(field).every((part, at) => part === '*' || part === path[at]);
  const open = (field: ObjectField) => field.type === 'Record<string, any>' && parts(field).length < path.length;
  return (
    fields.find((field) => matches(field) && parts(field).length === path.length) ??
    fields.find((field) => open(field) && matches(field))
  );
}

/** Each key of a sample response (its columns, quotes included) with its row's quick info and link. */
export function sampleKeyInfo(docCode: DocCode, json: string, sample: string): CodeName[] {
  const file = ts.parseJsonText(sample, json);
  const keys: {path: string[]; node: ts.StringLiteral}[] = [];
  const visit = (node: ts.Node, path: string[]): void => {
    const key = ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) ? node.name : undefined;
    if (key) keys.push({path: [...path, key.text], node: key});
    ts.forEachChild(node, (child) => visit(child, key ? [...path, key.text] : path));
  };
  visit(file, []);
  const tables = docPages().flatMap((page) =>
    parsePage(page).fields.map((method) => ({page, fields: docCode.fieldsOf(method)})),
  );
  const table = tables.find(({fields}) => keys.every(({path}) => fieldOf(fields, path)));
  if (!table) throw new Error(`response-fields: no <ResponseFields /> documents every key of ${sample}`);
  return keys.map(({path, node}) => {
    const field = fieldOf(table.fields, path) as ObjectField;
    const {line, character: start} = file.getLineAndCharacterOfPosition(node.getStart(file));
    const [declaration, doc] = [`(field) ${field.path}${field.optional ? '?' : ''}: ${field.type}`, field.description];
    const to = `${docCode.docPage(table.page).route}#field-${field.path}`;
    return {
      line,
      start,
      end: start + node.getWidth(file),
      declaration,
      doc: firstSentence([{kind: 'text', text: doc}]),
      to,
    };
  });
}
