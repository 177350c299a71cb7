// @ts-check
/**
 * Passes a docs page through unchanged, declaring the other files its output
 * depends on (./index.ts gives the lists).
 *
 * @this {{getOptions(): import('./index').LoaderOptions; resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function docCodeDependencies(source) {
  const {dependencies, apiDir, apiDependencies} = this.getOptions();
  for (const file of dependencies) this.addDependency(file);
  if (this.resourcePath.startsWith(apiDir)) for (const file of apiDependencies) this.addDependency(file);
  return source;
};
