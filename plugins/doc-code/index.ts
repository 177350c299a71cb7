import type {LoadContext} from '@docusaurus/types';
import {createData} from './data';
import {docCodePlugin} from './plugin';
import {remarkApiUsedIn, remarkCodeInfo, remarkIncludes} from './remark';

/**
 * The docs' code compiled against the library (./names.ts): names in blocks show quick info and link to the API;
 * API pages end with "Used in the guides" and note what changed since the release before; `<ResponseFields
 * of="Actuator.getHealth" />` gets its fields, and each key of a sample response links to its row (an undocumented key
 * fails the build). Each version's pages link only inside it. The plugin fills one data object (./data.ts) that each
 * remark step receives as its argument; typedoc/doc-code.mjs writes the TypeDoc data they read.
 */
export function createDocCode() {
  const data = createData();
  return {
    // Functions rather than `[step, data]`: Docusaurus writes the config's options into the client bundle.
    remarkIncludes: () => remarkIncludes(data),
    remarkApiUsedIn: () => remarkApiUsedIn(data),
    remarkCodeInfo: () => remarkCodeInfo(data),
    plugin: (context: LoadContext) => docCodePlugin(data, context),
  };
}
