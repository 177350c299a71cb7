import {useMDXComponents} from '@mdx-js/react';
import type {ComponentType, ReactNode} from 'react';

type Markdown = Record<'table' | 'code', ComponentType<{children: ReactNode}>>;
type Row = [path: string, type: string, optional: boolean, description: string];

/** `<ResponseFields of="Actuator.getHealth" />`: a row per field at `#field-<path>`; the build gives `fields`. */
export default function ResponseFields({fields}: {of: string; fields: string}) {
  const {table: Table, code: Code} = useMDXComponents() as Markdown;
  return (
    <Table>
      <thead>
        <tr>
          <th>Path</th>
          <th>Type</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {(JSON.parse(fields) as Row[]).map(([path, type, optional, description]) => (
          <tr key={path} id={`field-${path}`}>
            <td>
              <Code>{path}</Code>
            </td>
            <td>
              <Code>{type}</Code>
            </td>
            <td>
              {optional && <em>Optional.</em>}
              {`${optional ? ' ' : ''}${description}`
                .split('`')
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a description never move.
                .map((text, at) => (at % 2 ? <Code key={at}>{text}</Code> : text))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
