import {useMDXComponents} from '@mdx-js/react';
import type {FieldRow} from '@site/plugins/doc-code/response-fields';
import type {ComponentType, ReactNode} from 'react';

type Markdown = Record<'table' | 'code', ComponentType<{children: ReactNode}>>;

/**
 * `<ResponseFields of="Actuator.getHealth" />` in a guide: the fields of the object that method resolves to, a
 * row each at `#field-<path>`, where the keys of sample responses link. The build gives it `fields`
 * (plugins/doc-code/response-fields.ts); its table and code are the page's Markdown ones.
 */
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
        {(JSON.parse(fields) as FieldRow[]).map(([path, type, optional, description]) => (
          <tr key={path} id={`field-${path}`}>
            <td>
              <Code>{path}</Code>
            </td>
            <td>
              <Code>{type}</Code>
            </td>
            <td>
              {optional && <em>Optional.</em>}
              {/* biome-ignore lint/suspicious/noArrayIndexKey: the parts of a description never move. */}
              {description.map((text, at) => (at % 2 ? <Code key={at}>{text}</Code> : text))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
