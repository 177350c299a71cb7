// @ts-check
/**
 * Passes a page through, declaring the files its output also depends on (./index.ts): each rule's `files`, for a
 * page under its `dir` whose text includes its `text`.
 * @typedef {{dir: string; text?: string; files: string[]}} Rule
 * @this {{getOptions(): {rules: Rule[]}; resourcePath: string; addDependency(file: string): void}}
 * @param {string} source
 */
module.exports = function docCodeDependencies(source) {
  for (const {dir, text = '', files} of this.getOptions().rules)
    if (this.resourcePath.startsWith(dir) && source.includes(text)) for (const file of files) this.addDependency(file);
  return source;
};
