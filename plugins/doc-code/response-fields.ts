import {readFileSync} from 'node:fs';
import type {PhrasingContent, Table, TableCell} from 'mdast';
import ts from 'typescript';
import type {ObjectField} from '../typedoc/object-fields.mjs';
import {docPage, FIELDS_FILE} from './index';
import {docPages, markdown, parsePage} from './pages';
import type {CodeName} from './code-info';
import {firstSentence} from './names';

/**
 * The endpoints' JSON bodies, field by field (as Spring REST Docs does): `<ResponseFields of="Actuator.getHealth" />`
 * in a guide is the table of the fields TypeDoc found (plugins/typedoc/object-fields.mjs), and each key of a sample
 * response (a block filled from src/data/samples/) links to its row. A key no table documents fails the build.
 */
function fieldsOf(method: string): ObjectField[] {
  const fields = JSON.parse(readFileSync(FIELDS_FILE, 'utf-8'))[method];
  if (fields) return fields;
  throw new Error(`response-fields: TypeDoc found no object that ${method} resolves to (${FIELDS_FILE})`);
}
const cell = (...children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});

/** The table a `<ResponseFields of="…" />` stands for: Path | Type | Description, each row at `#field-<path>`. */
export function fieldsTable(method: string): Table {
  const rows = fieldsOf(method).map(({path, optional: isOptional, type, description}) => {
    const [paragraph] = markdown.parse(`${isOptional ? '_Optional._ ' : ''}${description}`).children;
    const prose = paragraph?.type === 'paragraph' ? paragraph.children : [];
    const children = [cell({type: 'inlineCode', value: path}), cell({type: 'inlineCode', value: type}), cell(...prose)];
    return {type: 'tableRow' as const, data: {hProperties: {id: `field-${path}`}}, children};
  });
  const header = ['Path', 'Type', 'Description'].map((title) => cell({type: 'text', value: title}));
  return {type: 'table', children: [{type: 'tableRow', children: header}, ...rows]};
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
export function sampleKeyInfo(json: string, sample: string): CodeName[] {
  const file = ts.parseJsonText(sample, json);
  const keys: {path: string[]; node: ts.StringLiteral}[] = [];
  const visit = (node: ts.Node, path: string[]): void => {
    const key = ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) ? node.name : undefined;
    if (key) keys.push({path: [...path, key.text], node: key});
    ts.forEachChild(node, (child) => visit(child, key ? [...path, key.text] : path));
  };
  visit(file, []);
  const tables = docPages().flatMap((page) =>
    parsePage(page).fields.map((method) => ({page, fields: fieldsOf(method)})),
  );
  const table = tables.find(({fields}) => keys.every(({path}) => fieldOf(fields, path)));
  if (!table) throw new Error(`response-fields: no <ResponseFields /> documents every key of ${sample}`);
  return keys.map(({path, node}) => {
    const field = fieldOf(table.fields, path) as ObjectField;
    const {line, character: start} = file.getLineAndCharacterOfPosition(node.getStart(file));
    const [declaration, doc] = [`(field) ${field.path}${field.optional ? '?' : ''}: ${field.type}`, field.description];
    const to = `${docPage(table.page).route}#field-${field.path}`;
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
