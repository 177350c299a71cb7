import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf} from '../../plugins/doc-code/pages';
import {installBlock} from './support/install-page';
import {readerProject, scratch} from './support/servers';

// The Info guide's way to name getInfo()'s type, against the published package's typings, beside the import that
// 0.0.5 does not allow.
const guideBlock = codeBlocksOf('docs/main/guides/info.mdx').find(({meta}) => meta.includes('title="info-type.ts"'));

describe('the Info guide names the info type as 0.0.5 allows', () => {
  it('its info-type.ts compiles against the published typings, and import type {ActuatorInfo} fails with TS2724', () => {
    const files = {
      'info-type.ts': guideBlock?.code ?? '',
      'named.ts': "import type {ActuatorInfo} from '@actuatorjs/actuatorjs';\nexport type Info = ActuatorInfo;\n",
    };
    const project = scratch(readerProject(files));
    const {compilerOptions} = JSON.parse(installBlock('json', '"bundler"'));
    const {options} = ts.convertCompilerOptionsFromJson({...compilerOptions, types: []}, project.path);
    const rootNames = Object.keys(files).map((file) => `${project.path}/${file}`);
    const codes = (file: string) =>
      ts
        .getPreEmitDiagnostics(ts.createProgram({rootNames, options: {...options, noEmit: true}}))
        .filter((diagnostic) => diagnostic.file?.fileName.endsWith(file))
        .map(({code}) => code);
    expect(codes('info-type.ts')).toEqual([]);
    expect(codes('named.ts')).toEqual([2724]);
  });
});
