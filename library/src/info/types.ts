/**
 * Shapes of the info objects, named and typed as in the published package's
 * typings. They are not exported from the package's entry point: the Info
 * guide's table of response fields, and the table of getJavascriptInfo's
 * result, are made from the comments here (typedoc/doc-code.mjs).
 */

/** The JavaScript runtimes `getJavascriptInfo()` recognises. */
export enum JsRuntime {
  Node = 'Node.js',
  Deno = 'Deno',
  Bun = 'Bun',
  Unknown = 'Unknown',
}

/** The JavaScript engines under those runtimes. */
export enum JsEngine {
  V8 = 'V8',
  JavaScriptCore = 'JavaScriptCore',
  Unknown = 'Unknown',
}

/** The JavaScript runtime running the application. */
export interface JavascriptRuntime {
  /** Which runtime, a `JsRuntime` enum value; `"Unknown"` on a runtime it does not recognise. */
  name: JsRuntime;
  /** The runtime's version: `process.version` on Node.js (with its leading `v`), `Deno.version.deno`, `Bun.version`. */
  version: string;
}

/** The JavaScript engine under that runtime. */
export interface JavascriptEngine {
  /** Which engine, a `JsEngine` enum value: V8 under Node.js and Deno, JavaScriptCore under Bun, `"Unknown"` elsewhere. */
  name: JsEngine;
  /** The engine's version, `"Unknown"` on Bun, which does not tell it. */
  version: string;
}

/** The JavaScript runtime and engine running the application. */
export interface JavascriptInfo {
  /** The runtime: which one, and its version. */
  runtime: JavascriptRuntime;
  /** The engine the runtime is built on, and its version. */
  engine: JavascriptEngine;
}

/** The operating system, as Node's `os` module reports it. */
export interface OSInfo {
  /** The kernel's name, `os.type()`: `"Linux"`, `"Darwin"`, `"Windows_NT"`. */
  name: string;
  /** The kernel's release, `os.release()`. */
  version: string;
  /** The CPU architecture, `os.arch()`: `"x64"`, `"arm64"`… */
  arch: string;
}

/** The process's memory use in bytes, from `process.memoryUsage()`. */
export interface ProcessMemory {
  /** The V8 heap's total size. */
  heapTotal: number;
  /** The part of the V8 heap in use. */
  heapUsed: number;
  /** The resident set size: all the memory the process holds. */
  rss: number;
}

/** Facts about the running process. */
export interface ProcessInfo {
  /** The process id. */
  pid: number;
  /** Its memory use in bytes, read at the time of the call. */
  memory: ProcessMemory;
  /** The number of logical CPUs of the machine, `os.cpus().length`. */
  cpus: number;
  /** Declared in the type for the process's owner, but never set: no response has this field. */
  owner?: string;
}

/** The commit a build was made from. */
export interface GitCommit {
  /** The commit's short hash. */
  id: string;
  /** The committer date, in ISO 8601. */
  time: string;
}

/** Where in git a build was made from. */
export interface GitInfo {
  /** The branch checked out when `generate-info` ran. */
  branch: string;
  /** The commit checked out when `generate-info` ran. */
  commit: GitCommit;
}

/** The application's own `name` and `version`, from its package.json. */
export interface BuildInfo {
  /** The `name` field of package.json. */
  name: string;
  /** The `version` field of package.json. */
  version: string;
}

/**
 * The build-time facts of `actuator.info.json` (and any other fields it
 * holds) with the runtime facts laid over them. Without the file, only the
 * runtime facts.
 */
export interface ActuatorInfo {
  /**
   * The branch and commit built; `null` when `generate-info` ran outside a
   * git repository, although the type does not say so.
   */
  git?: GitInfo;
  /** The application's name and version. */
  build?: BuildInfo;
  /** The operating system. */
  os: OSInfo;
  /** The process: its id, memory use and the machine's CPU count. */
  process: ProcessInfo;
  /** The JavaScript runtime and engine. */
  javascript: JavascriptInfo;
}
