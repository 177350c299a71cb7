// @ts-check
/**
 * Passes a page through, declaring the files its output also depends on (./index.ts).
 * @this {{getOptions(): {dependencies: string[]; apiDir: string; guides: string[]; fieldTables: string[]}; resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function docCodeDependencies(source) {
  const {dependencies, apiDir, guides, fieldTables} = this.getOptions();
  const api = this.resourcePath.startsWith(apiDir) ? guides : [];
  const samples = source.includes('file=<rootDir>/src/data/samples/') ? fieldTables : [];
  for (const file of [...dependencies, ...api, ...samples]) this.addDependency(file);
  return source;
};
