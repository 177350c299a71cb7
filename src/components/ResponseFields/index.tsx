import {useMDXComponents} from '@mdx-js/react';
import {Children, type ComponentType, type ReactNode} from 'react';

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
              {Children.map(`${optional ? ' ' : ''}${description}`.split('`'), (text, at) =>
                at % 2 ? <Code>{text}</Code> : text,
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
