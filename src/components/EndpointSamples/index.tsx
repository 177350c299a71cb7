import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import JsonSample from '@site/src/components/JsonSample';
import healthUp from '@site/src/data/samples/health-up.json';
import info from '@site/src/data/samples/info.json';
import styles from './styles.module.css';

interface Props {
  /** The server code, the first tab. */
  snippet: ReactNode;
}

/**
 * The home page's code and the two responses it leads to, from a real run of
 * the library (see tests/source/samples.test.ts).
 */
export default function EndpointSamples({snippet}: Props): ReactNode {
  return (
    <div className={styles.samples}>
      <Tabs>
        <TabItem value="code" label="server.ts" default>
          {snippet}
        </TabItem>
        <TabItem value="health" label="/actuator/health">
          <JsonSample value={healthUp} title="200 OK" />
        </TabItem>
        <TabItem value="info" label="/actuator/info">
          <JsonSample value={info} title="200 OK" />
        </TabItem>
      </Tabs>
    </div>
  );
}
