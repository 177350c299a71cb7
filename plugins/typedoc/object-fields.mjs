// @ts-check
/**
 * A TypeDoc plugin: under "Returns", a table of the fields of an object that
 * a function or method resolves to, when that object's type is one of the
 * library's own shapes that the package does not export (`ActuatorInfo`,
 * `RuntimeInfo`, … in library/src/info/types.ts). One row per field, nested
 * objects' fields included (`git.commit.id`), each with its type and the
 * first paragraph of its doc comment.
 *
 * Why a plugin: TypeDoc documents only what the entry point exports, so
 * without it such a type is either a name with nothing behind it, or, marked
 * `@inline`, pasted whole into the signature (getInfo's was 38 lines) and
 * repeated under "Returns", its fields' comments lost. typedoc-plugin-markdown
 * has no option for it. Exported types (HealthCheckResult…) have pages of
 * their own, with tables, and are left to TypeDoc's links.
 *
 * The fields come from the TypeScript checker TypeDoc converts with; the
 * table is added to the signature's `@returns` comment, so every renderer
 * prints it where the comment goes.
 */
import ts from 'typescript';

// Names of TypeDoc's events; the compiler checks them against TypeDoc's types.
/** @type {typeof import('typedoc').Converter.EVENT_CREATE_SIGNATURE} */
const createSignature = 'createSignature';
/** @type {typeof import('typedoc').Converter.EVENT_RESOLVE_BEGIN} */
const resolveBegin = 'resolveBegin';

/** @typedef {import('typedoc').CommentDisplayPart} Part */

/**
 * The object type a signature returns (a promise's value, for an async one),
 * if it is an interface of the project rather than of a library's typings.
 *
 * @param {ts.TypeChecker} checker
 * @param {ts.Signature} signature
 */
function returnedShape(checker, signature) {
  const returned = checker.getReturnTypeOfSignature(signature);
  const type = checker.getAwaitedType(returned) ?? returned;
  return isOwnObject(type) ? type : undefined;
}

/** @param {ts.Type} type */
function isOwnObject(type) {
  const declaration = type.getSymbol()?.declarations?.[0];
  return (
    declaration !== undefined &&
    (ts.isInterfaceDeclaration(declaration) || ts.isTypeLiteralNode(declaration)) &&
    !declaration.getSourceFile().isDeclarationFile
  );
}

/** Text for a Markdown table cell: one line, pipes escaped. @param {string} text */
const cell = (text) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/**
 * The table's rows as comment parts: each field of `type`, then the fields of
 * the objects among them, under their path.
 *
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @param {string} prefix
 * @returns {Part[]}
 */
function fieldRows(checker, type, prefix) {
  return checker.getPropertiesOfType(type).flatMap((property) => {
    const declared = checker.getTypeOfSymbol(property);
    const value = checker.getNonNullableType(declared);
    const nested = isOwnObject(value) ? value : undefined;
    const nullable = declared.isUnion() && declared.types.some((member) => member.flags & ts.TypeFlags.Null);
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    const path = `${prefix}${property.name}`;
    const typeText = nested ? `object${nullable ? ' | null' : ''}` : checker.typeToString(value);
    const description = ts.displayPartsToString(property.getDocumentationComment(checker)).split(/\n\s*\n/)[0] ?? '';
    return [
      {kind: 'text', text: '| '},
      {kind: 'code', text: `\`${path}${optional}\``},
      {kind: 'text', text: ' | '},
      {kind: 'code', text: `\`${cell(typeText)}\``},
      {kind: 'text', text: ` | ${cell(description) || '-'} |\n`},
      ...(nested ? fieldRows(checker, nested, `${path}.`) : []),
    ];
  });
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {{reflection: import('typedoc').SignatureReflection; shape: ts.Type; rows: Part[]}[]} */
  const found = [];
  app.converter.on(createSignature, (context, reflection, _declaration, signature) => {
    const shape = signature && returnedShape(context.checker, signature);
    if (shape) found.push({reflection, shape, rows: fieldRows(context.checker, shape, '')});
  });
  app.converter.on(resolveBegin, (context) => {
    for (const {reflection, shape, rows} of found.splice(0)) {
      const symbol = shape.getSymbol();
      // An exported type has its own page, which lists its fields.
      if (symbol && context.getReflectionFromSymbol(symbol)) continue;
      const returns = reflection.comment?.getTag('@returns');
      if (!returns) {
        throw new Error(
          `typedoc-object-fields: ${reflection.getFullName()} returns an object; document it with @returns`,
        );
      }
      returns.content.push({kind: 'text', text: '\n\n| Field | Type | Description |\n| :-- | :-- | :-- |\n'}, ...rows);
    }
  });
}
