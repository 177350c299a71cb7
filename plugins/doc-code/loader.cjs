// @ts-check
/**
 * Passes a docs page through unchanged, declaring the files its output also depends on (./index.ts).
 *
 * @this {{getOptions(): {dependencies: string[]; apiDir: string; apiDependencies: string[]}; resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function docCodeDependencies(source) {
  const {dependencies, apiDir, apiDependencies} = this.getOptions();
  const api = this.resourcePath.startsWith(apiDir) ? apiDependencies : [];
  for (const file of [...dependencies, ...api]) this.addDependency(file);
  return source;
};
