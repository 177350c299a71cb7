// @ts-check
import {Converter} from 'typedoc';
import ts from 'typescript';

/*
 * A TypeDoc plugin: under "Returns", a table of the fields (nested ones as `git.commit.id`) of the object a
 * function resolves to, when its type is one the package does not export (`ActuatorInfo`, … in
 * library/src/info/types.ts), each with its type and the first paragraph of its doc comment. TypeDoc
 * documents only exports, and no typedoc-plugin-markdown option does this.
 */

/** Whether a type is an object type of the project's own (not of a library's typings). @param {ts.Type} type */
function isOwnObject(type) {
  const declaration = type.getSymbol()?.declarations?.[0];
  const shape = declaration && (ts.isInterfaceDeclaration(declaration) || ts.isTypeLiteralNode(declaration));
  return Boolean(shape && !declaration.getSourceFile().isDeclarationFile);
}

/** A Markdown table cell: one line, pipes escaped. @param {string} text */
const cell = (text) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/**
 * The rows, as comment parts: each field, then the fields of those that are objects.
 *
 * @param {ts.TypeChecker} checker @param {ts.Type} type @param {string} prefix
 * @returns {import('typedoc').CommentDisplayPart[]}
 */
function fieldRows(checker, type, prefix) {
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const declared = checker.getTypeOfSymbol(property);
    const value = checker.getNonNullableType(declared);
    const nullable = declared.isUnion() && declared.types.some((member) => member.flags & ts.TypeFlags.Null);
    const path = `${prefix}${property.name}${property.flags & ts.SymbolFlags.Optional ? '?' : ''}`;
    const typeText = isOwnObject(value) ? `object${nullable ? ' | null' : ''}` : checker.typeToString(value);
    const description = ts.displayPartsToString(property.getDocumentationComment(checker)).split(/\n\s*\n/)[0] ?? '';
    return [
      {kind: 'text', text: '| '},
      {kind: 'code', text: `\`${path}\``},
      {kind: 'text', text: ' | '},
      {kind: 'code', text: `\`${cell(typeText)}\``},
      {kind: 'text', text: ` | ${cell(description) || '-'} |\n`},
      ...(isOwnObject(value) ? fieldRows(checker, value, `${prefix}${property.name}.`) : []),
    ];
  });
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {{reflection: import('typedoc').SignatureReflection; shape: ts.Type; rows: import('typedoc').CommentDisplayPart[]}[]} */
  const found = [];
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, reflection, _declaration, signature) => {
    const returned = signature && context.checker.getReturnTypeOfSignature(signature);
    const shape = returned && (context.checker.getAwaitedType(returned) ?? returned);
    if (shape && isOwnObject(shape)) found.push({reflection, shape, rows: fieldRows(context.checker, shape, '')});
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const {reflection, shape, rows} of found.splice(0)) {
      const symbol = shape.getSymbol();
      if (symbol && context.getReflectionFromSymbol(symbol)) continue; // an exported type has its own page
      const returns = reflection.comment?.getTag('@returns');
      if (!returns) throw new Error(`object-fields: ${reflection.getFullName()} returns an object; document @returns`);
      returns.content.push({kind: 'text', text: '\n\n| Field | Type | Description |\n| :-- | :-- | :-- |\n'}, ...rows);
    }
  });
}
