import {Application, TSConfigReader} from 'typedoc';
import {readFileSync} from 'node:fs';
import {apiSignatures} from './typedoc/doc-code.mjs';
const {$schema, ...site} = JSON.parse(readFileSync('typedoc.json','utf8'));
const app = await Application.bootstrapWithPlugins({...site, plugin: ['typedoc-plugin-markdown','typedoc-docusaurus-theme'], logLevel:'Error', ...JSON.parse(process.argv[2] ?? '{}')}, [new TSConfigReader()]);
const project = await app.convert();
console.log(JSON.stringify(apiSignatures(project), null, 1));
