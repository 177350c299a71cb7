/**
 * The public types of library/src equal the typings of the published
 * @actuatorjs/actuatorjs@0.0.5 (installed as "published-actuatorjs"), which
 * readers' editors show: every export of the entry point, and every named type
 * reachable from one, member by member, as the TypeScript checker reads them.
 */
import {dirname} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {entryPoint, libraryOptions, libraryProgram} from '../../tests/support/library-exports';

const publishedEntry = ts.resolveModuleName('published-actuatorjs', entryPoint, libraryOptions, ts.sys).resolvedModule
  ?.resolvedFileName;
if (!publishedEntry) throw new Error('TypeScript finds no typings for published-actuatorjs');
const {program, checker} = libraryProgram([publishedEntry]);
const printFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** Each named type of a library, by name: its kind, then each member's declaration (`name?: type`, a signature). */
type Shapes = Map<string, Map<string, string>>;

/** The exports of an entry point and the named types they reach, declared under `root`. */
function shapesOf(entry: string, root: string): Shapes {
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`TypeScript could not read ${entry}`);
  const shapes: Shapes = new Map();
  const queue: ts.Symbol[] = [];
  const follow = (symbol: ts.Symbol) => {
    const own = symbol.declarations?.some((declaration) => declaration.getSourceFile().fileName.startsWith(root));
    if (own && !shapes.has(symbol.name) && !queue.includes(symbol)) queue.push(symbol);
  };
  const seen = new Set<ts.Type>();
  /** Follows the named types a type refers to. */
  const reach = (type: ts.Type): void => {
    if (seen.has(type)) return;
    seen.add(type);
    if (type.aliasSymbol) follow(type.aliasSymbol);
    for (const argument of type.aliasTypeArguments ?? []) reach(argument);
    const symbol = type.getSymbol();
    if (symbol && symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface | ts.SymbolFlags.Enum)) {
      follow(symbol);
      if (type.flags & ts.TypeFlags.Object)
        for (const argument of checker.getTypeArguments(type as ts.TypeReference)) reach(argument);
      return;
    }
    if (type.isUnionOrIntersection()) for (const member of type.types) reach(member);
    for (const signature of type.getCallSignatures()) printSignature(signature);
    if (type.flags & ts.TypeFlags.Object && !type.aliasSymbol) {
      for (const property of checker.getPropertiesOfType(type)) reach(checker.getTypeOfSymbol(property));
    }
  };
  const print = (type: ts.Type, flags = printFlags) => {
    reach(type);
    return checker.typeToString(type, undefined, flags);
  };
  /** A declared type as written (an optional property's without the `undefined` the checker adds). */
  const declaredType = (symbol: ts.Symbol) => {
    const declaration = symbol.valueDeclaration;
    const node = declaration && 'type' in declaration ? (declaration.type as ts.TypeNode | undefined) : undefined;
    return node ? checker.getTypeFromTypeNode(node) : checker.getTypeOfSymbol(symbol);
  };
  const printParameter = (parameter: ts.Symbol) => {
    const declaration = parameter.valueDeclaration as ts.ParameterDeclaration;
    const optional = checker.isOptionalParameter(declaration) ? '?' : '';
    return `${declaration.dotDotDotToken ? '...' : ''}${parameter.name}${optional}: ${print(declaredType(parameter))}`;
  };
  function printSignature(signature: ts.Signature) {
    const typeParameters = signature.typeParameters?.map((parameter) => print(parameter)).join(', ');
    const parameters = signature.parameters.map(printParameter).join(', ');
    return `${typeParameters ? `<${typeParameters}>` : ''}(${parameters}): ${print(signature.getReturnType())}`;
  }
  const modifiers = (symbol: ts.Symbol) => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    return declaration ? ts.getCombinedModifierFlags(declaration) : ts.ModifierFlags.None;
  };
  /** A member as its declaration reads: `abstract method(): Promise<HealthResult>`, `property?: Record<…>`. */
  const printMember = (member: ts.Symbol) => {
    const flags = modifiers(member);
    const words = [
      flags & ts.ModifierFlags.Abstract && 'abstract',
      flags & ts.ModifierFlags.Readonly && 'readonly',
      member.flags & ts.SymbolFlags.Method ? 'method' : 'property',
    ].filter(Boolean);
    const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
    const type = checker.getTypeOfSymbol(member);
    const shape =
      member.flags & ts.SymbolFlags.Method
        ? type.getCallSignatures().map(printSignature).join(' & ')
        : `: ${print(declaredType(member))}`;
    return `${words.join(' ')}${optional}${shape}`;
  };
  /** Public members by name; private ones (their names are in the typings, not their types) as one entry. */
  const membersOf = (members: ts.Symbol[], shape: Map<string, string>) => {
    const isPrivate = (member: ts.Symbol) => modifiers(member) & ts.ModifierFlags.Private;
    for (const member of members.filter((member) => !isPrivate(member))) shape.set(member.name, printMember(member));
    const privates = members.filter(isPrivate).map((member) => member.name);
    if (privates.length > 0) shape.set('(private)', privates.sort().join(', '));
  };

  const exported = checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    queue.push(target);
    return target;
  });
  for (let symbol = queue.shift(); symbol; symbol = queue.shift()) {
    const shape = new Map<string, string>();
    shapes.set(symbol.name, shape);
    const declaration = symbol.declarations?.[0];
    const isAbstract = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract;
    const kind = [
      exported.includes(symbol) ? 'exported' : 'not exported',
      isAbstract && 'abstract',
      ts.SymbolFlags[symbol.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Function)]?.toLowerCase(),
    ];
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)) {
      const instance = checker.getDeclaredTypeOfSymbol(symbol) as ts.InterfaceType;
      const heritage = (symbol.declarations ?? []).flatMap((node) =>
        ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) ? (node.heritageClauses ?? []) : [],
      );
      for (const clause of heritage) {
        const types = clause.types.map((node) => print(checker.getTypeAtLocation(node)));
        kind.push(`${ts.tokenToString(clause.token)} ${types.join(', ')}`);
      }
      membersOf(checker.getPropertiesOfType(instance), shape);
    }
    if (symbol.flags & ts.SymbolFlags.Class) {
      const classType = checker.getTypeOfSymbol(symbol);
      shape.set('constructor', classType.getConstructSignatures().map(printSignature).join(' & '));
      const statics = checker.getPropertiesOfType(classType).filter((member) => member.name !== 'prototype');
      for (const member of statics) shape.set(`static ${member.name}`, printMember(member));
    }
    if (symbol.flags & ts.SymbolFlags.Enum) {
      for (const member of checker.getExportsOfModule(symbol)) {
        const value = checker.getConstantValue(member.valueDeclaration as ts.EnumMember);
        shape.set(member.name, `= ${JSON.stringify(value)}`);
      }
    }
    if (symbol.flags & ts.SymbolFlags.TypeAlias) {
      shape.set('=', print(checker.getDeclaredTypeOfSymbol(symbol), printFlags | ts.TypeFormatFlags.InTypeAlias));
    }
    if (symbol.flags & ts.SymbolFlags.Function) {
      shape.set('()', checker.getTypeOfSymbol(symbol).getCallSignatures().map(printSignature).join(' & '));
    }
    shape.set('kind', kind.filter(Boolean).join(' '));
  }
  return shapes;
}

/** Each public signature that differs, with both versions: a named type on one side only counts once. */
function differences(ours: Shapes, published: Shapes): string[] {
  const names = [...new Set([...ours.keys(), ...published.keys()])].sort();
  return names.flatMap((name) => {
    const [mine, theirs] = [ours.get(name), published.get(name)];
    if (!mine || !theirs) return [`${name}: declared only in ${mine ? 'library/src' : 'the published typings'}`];
    const keys = [...new Set([...mine.keys(), ...theirs.keys()])].sort();
    return keys
      .filter((key) => mine.get(key) !== theirs.get(key))
      .map(
        (key) =>
          `${name} ${key}:\n  library/src: ${mine.get(key) ?? '(none)'}\n  published:   ${theirs.get(key) ?? '(none)'}`,
      );
  });
}

describe('the public types are the published 0.0.5 typings', () => {
  const ours = shapesOf(entryPoint, dirname(entryPoint));
  const published = shapesOf(publishedEntry, dirname(publishedEntry));

  it('reads every export and the named types they reach, enums and private fields included', () => {
    expect(published.get('HealthCheck')?.get('constructor')).toBe('(healthIndicators: HealthIndicator[]): HealthCheck');
    expect(published.get('JsRuntime')?.get('Node')).toBe('= "Node.js"');
    expect(published.get('ActuatorInfo')?.get('kind')).toBe('not exported interface');
    expect(published.get('SimpleHealthIndicator')?.get('(private)')).toBe('checkFn, name');
    // The named types the package declares but does not export from its entry point.
    const notExported = [...published].filter(([, shape]) => shape.get('kind')?.startsWith('not exported'));
    expect(notExported.map(([name]) => name).sort()).toEqual(
      ['ActuatorInfo', 'BuildInfo', 'GitCommit', 'GitInfo', 'JavascriptEngine', 'JavascriptInfo']
        .concat(['JavascriptRuntime', 'JsEngine', 'JsRuntime', 'OSInfo', 'ProcessInfo', 'ProcessMemory'])
        .sort(),
    );
  });

  it('declares the same names, members, parameters, types and optional marks', () => {
    const found = differences(ours, published);
    console.log(`${found.length} public signatures of library/src differ from the published typings`);
    expect(found, found.join('\n')).toEqual([]);
  });
});
