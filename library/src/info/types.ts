/**
 * Shapes of the info objects. They are not exported from the package, so the
 * API reference shows them expanded where they are used (`@inline`).
 */

/**
 * The JavaScript runtime and engine running the application.
 * @inline
 */
export interface JavascriptInfo {
  /** `"Node.js"`, `"Deno"`, `"Bun"` or `"Unknown"`, with the runtime's version. */
  runtime: {name: string; version: string};
  /** `"V8"`, `"JavaScriptCore"` or `"Unknown"`, with the engine's version when known. */
  engine: {name: string; version: string};
}

/**
 * Facts about the running process and the machine it runs on.
 * @inline
 */
export interface RuntimeInfo {
  /** The operating system: `os.type()`, `os.release()` and `os.arch()`. */
  os: {name: string; version: string; arch: string};
  /** The process id, its memory use in bytes and the number of CPUs. */
  process: {
    pid: number;
    memory: {heapTotal: number; heapUsed: number; rss: number};
    cpus: number;
  };
  /** The JavaScript runtime and engine. */
  javascript: JavascriptInfo;
}

/**
 * The git branch and commit a build was made from.
 * @inline
 */
export interface GitInfo {
  branch: string;
  /** The short hash and the committer date in ISO 8601. */
  commit: {id: string; time: string};
}

/**
 * The `name` and `version` fields of package.json.
 * @inline
 */
export interface PackageInfo {
  name: string;
  version: string;
}

/**
 * What `generate-info` writes to `actuator.info.json` at build time.
 * @inline
 */
export interface BuildTimeInfo {
  /** The branch and the commit built, or `null` when the build ran outside a git repository. */
  git?: GitInfo | null;
  /** The `name` and `version` fields of package.json. */
  build?: PackageInfo;
}

/**
 * The build-time facts of `actuator.info.json` (and any other fields it
 * holds) with the runtime facts laid over them.
 * @inline
 */
export interface ActuatorInfo extends BuildTimeInfo, RuntimeInfo {}
