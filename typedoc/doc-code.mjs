// @ts-check
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {Converter, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent, MarkdownRendererEvent} from 'typedoc-plugin-markdown';
import ts from 'typescript';
import {fileURLToPath} from 'node:url';
import {sync as replaceFile} from 'write-file-atomic';
import {API_JSON} from '../site-facts.mjs';

/** @typedef {{path: string; optional: boolean; type: string; description: string}} ObjectField */
/** What API_JSON holds for plugins/doc-code: each export's page and members' anchors, each method's fields, signatures.
 * @typedef {{targets: Record<string, {page: string; members: Record<string, string>}>; fields: Record<string, ObjectField[]>; signatures: Record<string, string>}} TypeDocData */

/** @param {ts.Declaration} [declaration] */
const isOwn = (declaration) => Boolean(declaration && !declaration.getSourceFile().isDeclarationFile);

/** An object type of the project's own, or a `Pick` of one. @param {ts.Type} type */
function isOwnObject(type) {
  const declaration = type.getSymbol()?.declarations?.[0];
  if (declaration && (ts.isInterfaceDeclaration(declaration) || ts.isTypeLiteralNode(declaration)))
    return isOwn(declaration);
  const picked = type.flags & ts.TypeFlags.Object && type.aliasSymbol?.name === 'Pick' ? type.getProperties() : [];
  return picked.length > 0 && picked.every((property) => isOwn(property.declarations?.[0]));
}

/** @param {ts.TypeChecker} checker @param {ts.Type} type @returns {ObjectField[]} */
const objectFields = (checker, type, prefix = '') =>
  checker.getPropertiesOfType(type).flatMap((property) => {
    const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
    return fieldsOf(checker, `${prefix}${property.name}`, optional, checker.getTypeOfSymbol(property), property);
  });

/** A field, then an object's fields or a record's entries as `*`.
 * @param {ts.TypeChecker} checker @param {string} path @param {boolean} optional @param {ts.Type} declared @param {ts.Symbol} [symbol] @returns {ObjectField[]} */
function fieldsOf(checker, path, optional, declared, symbol) {
  const value = checker.getNonNullableType(declared);
  const nullable = declared.isUnion() && declared.types.some((member) => member.flags & ts.TypeFlags.Null);
  const entry = value.flags & ts.TypeFlags.Object ? checker.getIndexTypeOfType(value, ts.IndexKind.String) : undefined;
  const record = entry && isOwnObject(entry) ? entry : undefined;
  // An own alias reads as what it stands for (`"UP" | "DOWN"`), a library's by its name, an own enum as its values.
  const ownAlias = !value.aliasSymbol?.declarations?.[0]?.getSourceFile().isDeclarationFile;
  const enumValues = value.flags & ts.TypeFlags.EnumLiteral && value.isUnion() && isOwn(value.symbol.declarations?.[0]);
  const printed = enumValues
    ? value.types.map((member) => JSON.stringify(/** @type {ts.StringLiteralType} */ (member).value)).join(' | ')
    : checker.typeToString(value, undefined, ownAlias ? ts.TypeFormatFlags.InTypeAlias : undefined);
  const type = isOwnObject(value) || record ? `object${nullable ? ' | null' : ''}` : printed;
  const description = ts.displayPartsToString(symbol?.getDocumentationComment(checker)).split(/\n\s*\n/)[0] ?? '';
  const held = record
    ? fieldsOf(checker, `${path}.*`, false, record, record.getSymbol())
    : isOwnObject(value)
      ? objectFields(checker, value, `${path}.`)
      : [];
  return [{path, optional, type, description}, ...held];
}

/** @param {string} value */
const cell = (value) => value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
/** Comment parts: prose (escaped for MDX by ./mdx-safe-comments.mjs), and code. @param {string} value */
const text = (value) => /** @type {const} */ ({kind: 'text', text: value});
const code = (/** @type {string} */ value) => /** @type {const} */ ({kind: 'code', text: `\`${cell(value)}\``});

/** @param {import('typedoc').TypeParameterReflection[]} [parameters] */
const generics = (parameters = []) =>
  parameters.length === 0
    ? ''
    : `<${parameters.map((p) => `${p.name}${p.type ? ` extends ${p.type}` : ''}${p.default ? ` = ${p.default}` : ''}`).join(', ')}>`;

/** `a: A, b?: B, ...c: C[]`; optional also when it has a default. @param {import('typedoc').SignatureReflection} signature */
const parametersOf = (signature) =>
  (signature.parameters ?? [])
    .map(({name, flags, defaultValue, type}) => {
      const optional = flags.isOptional || defaultValue !== undefined ? '?' : '';
      return `${flags.isRest ? '...' : ''}${name}${optional}: ${type}`;
    })
    .join(', ');

/** `name<T>(a: A, b?: B): R`. @param {import('typedoc').SignatureReflection} signature */
const callOf = (signature, name = '', returns = true) =>
  `${name}${generics(signature.typeParameters)}(${parametersOf(signature)})${returns ? `: ${signature.type}` : ''}`;

const K = ReflectionKind;
/** How kinds that TypeDoc names otherwise read in a `.d.ts`; the others read as TypeDoc names them (`class`). */
const keywords = /** @type {Record<number, string>} */ ({[K.TypeAlias]: 'type', [K.Variable]: 'let', [K.Enum]: 'enum'});

/**
 * A declaration in one line, from TypeDoc's model: its kind, modifiers, parameters with their types and optional
 * marks, return type, property or variable type, an alias's definition, a class's heritage. Overloads are joined
 * by `; `. Changing what it prints shows as a change of every export at the next release.
 * @param {import('typedoc').DeclarationReflection} reflection
 */
export function declarationOf(reflection) {
  const {kind, name, flags, type} = reflection;
  const modifiers = /** @type {const} */ (['isProtected', 'isStatic', 'isAbstract', 'isReadonly'])
    .flatMap((flag) => (flags[flag] ? [`${flag.slice(2).toLowerCase()} `] : []))
    .join('');
  const keyword = flags.isConst ? 'const' : (keywords[kind] ?? ReflectionKind.singularString(kind).toLowerCase());
  const head = `${modifiers}${keyword} ${name}${generics(reflection.typeParameters)}`;
  const heritage = Object.entries({extends: reflection.extendedTypes, implements: reflection.implementedTypes}).flatMap(
    ([word, types]) => (types?.length ? [` ${word} ${types.join(', ')}`] : []),
  );
  const indexes = (reflection.indexSignatures ?? []).map((s) => ` { [${parametersOf(s)}]: ${s.type} }`);
  const accessors = [reflection.getSignature, reflection.setSignature].flatMap((s) =>
    s ? [`${modifiers}${s.kind === K.GetSignature ? 'get' : 'set'} ${callOf(s, name, s.kind === K.GetSignature)}`] : [],
  );
  if (kind === K.Constructor)
    return (reflection.signatures ?? []).map((s) => callOf(s, 'constructor', false)).join('; ');
  if (reflection.signatures)
    return reflection.signatures.map((s) => `${modifiers}${keyword} ${callOf(s, name)}`).join('; ');
  if (accessors.length) return accessors.join('; ');
  if (kind === K.TypeAlias && type) return `${head} = ${type}`;
  if (kind === K.EnumMember) return `${name} = ${type}`;
  return `${head}${flags.isOptional ? '?' : ''}${type ? `: ${type}` : ''}${heritage.join('')}${indexes.join('')}`;
}

/**
 * Each export's and each of its members' declaration (`Actuator`, `Actuator.getHealth`), sorted by name: what
 * `plugins/doc-code/api-changes.ts` compares between releases.
 * @param {import('typedoc').ProjectReflection} project @returns {Record<string, string>}
 */
export function apiSignatures(project) {
  const declarations = (project.children ?? []).flatMap((exported) => [
    [exported.name, declarationOf(exported)],
    ...(exported.children ?? []).map((member) => [`${exported.name}.${member.name}`, declarationOf(member)]),
  ]);
  return Object.fromEntries(declarations.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * A TypeDoc plugin writing what plugins/doc-code needs to API_JSON (../site-facts.mjs): `targets`, each export's
 * page and members' anchors, and `fields`, those of the object each function or method resolves to (a record's
 * entries as `components.*.status`). The fields are also a table under "Returns" when their type is not exported
 * (TypeDoc documents exports only), unless the `@returns` links to a page, which has it.
 *
 * @param {import('typedoc').Application} app
 */
export function load(app) {
  /** @type {{reflection: import('typedoc').SignatureReflection; shape: ts.Type; fields: ObjectField[]}[]} */
  const found = [];
  const fields = /** @type {TypeDocData['fields']} */ ({});
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, reflection, _declaration, signature) => {
    const returned = signature && context.checker.getReturnTypeOfSignature(signature);
    const shape = returned && (context.checker.getAwaitedType(returned) ?? returned);
    if (shape && isOwnObject(shape)) found.push({reflection, shape, fields: objectFields(context.checker, shape)});
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const {reflection, shape, fields: shown} of found.splice(0)) {
      fields[reflection.parent.getFullName()] = shown; // the method or function, `Actuator.getHealth`
      const symbol = shape.getSymbol();
      if (symbol && context.getReflectionFromSymbol(symbol)) continue; // an exported type has its own page
      const returns = reflection.comment?.getTag('@returns');
      if (!returns) throw new Error(`doc-code: ${reflection.getFullName()} returns an object; document @returns`);
      if (returns.content.some((part) => /\]\(\//.test(part.text))) continue;
      returns.content.push(text('\n\n| Field | Type | Description |\n| :-- | :-- | :-- |\n'));
      for (const {path, optional, type, description} of shown) {
        const described = text(` | ${cell(description) || '-'} |\n`);
        returns.content.push(text('| '), code(`${path}${optional ? '?' : ''}`), text(' | '), code(type), described);
      }
    }
  });
  // A property's anchor is an `<a id>` in its table row, which Docusaurus's anchor check does not see: links go
  // to the table's heading instead.
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = page.contents.replace(/(\.md)#property-[\w-]+\)/g, '$1#properties)');
  });
  app.renderer.on(MarkdownRendererEvent.END, ({project}) => {
    const router = app.renderer.router;
    const targets = /** @type {TypeDocData['targets']} */ ({});
    for (const reflection of (project.children ?? []).filter((child) => router?.hasOwnDocument(child))) {
      const members = (reflection.children ?? []).filter((child) => router?.hasUrl(child) && router.getAnchor(child));
      const anchors = members.map((member) => [member.name, router?.getAnchor(member)]);
      targets[reflection.name] = {page: router?.getFullUrl(reflection) ?? '', members: Object.fromEntries(anchors)};
    }
    const file = new URL(`../${API_JSON}`, import.meta.url);
    mkdirSync(new URL('.', file), {recursive: true});
    // Only when changed (it is a dependency of every page), and whole: written beside, then renamed over.
    const json = `${JSON.stringify({targets, fields, signatures: apiSignatures(project)}, null, 2)}\n`;
    if (existsSync(file) && readFileSync(file, 'utf-8') === json) return;
    replaceFile(fileURLToPath(file), json);
  });
}
