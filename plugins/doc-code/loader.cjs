// @ts-check
/**
 * Passes a page through, declaring the files its output also depends on: those of its version (./index.ts).
 * @typedef {{dirs: string[]; dependencies: string[]; apiDir: string; apiInputs: string[]; fieldTables: string[]}} Rule
 * @this {{getOptions(): {rules: Rule[]}; resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function docCodeDependencies(source) {
  const {resourcePath} = this;
  const rule = this.getOptions().rules.find(({dirs}) => dirs.some((dir) => resourcePath.startsWith(dir)));
  if (!rule) return source;
  const api = resourcePath.startsWith(rule.apiDir) ? rule.apiInputs : [];
  const samples = source.includes('file=<rootDir>/src/data/samples/') ? rule.fieldTables : [];
  for (const file of [...rule.dependencies, ...api, ...samples]) this.addDependency(file);
  return source;
};
