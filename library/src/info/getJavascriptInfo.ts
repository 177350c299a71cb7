import {type JavascriptInfo, JsEngine, JsRuntime} from './types';

/** The parts of the Bun and Deno globals read here, so no runtime's typings are needed. */
interface RuntimeGlobals {
  Bun?: {version: string};
  Deno?: {version?: {deno: string; v8: string}};
  process?: {version: string; versions?: {node?: string; v8: string}};
}

/**
 * Tells which JavaScript runtime and engine run the code.
 *
 * Bun is detected first, then Deno, then Node.js. On Node.js the version keeps
 * its leading `v` (`process.version`); Bun's engine version is `"Unknown"`.
 *
 * @returns the runtime and engine names and versions, all `"Unknown"` on a
 * runtime it does not recognise, in these fields:
 *
 * @example
 * ```ts
 * import {getJavascriptInfo} from '@actuatorjs/actuatorjs';
 *
 * const {runtime, engine} = getJavascriptInfo();
 * console.log(`${runtime.name} ${runtime.version} on ${engine.name}`);
 * // Node.js v20.20.2 on V8
 * ```
 */
export function getJavascriptInfo(): JavascriptInfo {
  const {Bun, Deno, process} = globalThis as RuntimeGlobals;
  if (Bun !== undefined) {
    return describe(JsRuntime.Bun, Bun.version, JsEngine.JavaScriptCore, JsEngine.Unknown);
  }
  if (Deno?.version !== undefined) {
    return describe(JsRuntime.Deno, Deno.version.deno, JsEngine.V8, Deno.version.v8);
  }
  if (process?.versions?.node) {
    return describe(JsRuntime.Node, process.version, JsEngine.V8, process.versions.v8);
  }
  return describe(JsRuntime.Unknown, JsRuntime.Unknown, JsEngine.Unknown, JsEngine.Unknown);
}

function describe(runtime: JsRuntime, runtimeVersion: string, engine: JsEngine, engineVersion: string): JavascriptInfo {
  return {
    runtime: {name: runtime, version: runtimeVersion},
    engine: {name: engine, version: engineVersion},
  };
}
