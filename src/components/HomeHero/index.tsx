import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {packageName, repositoryUrl} from '@site/src/data/links';
import styles from './styles.module.css';

interface Props {
  title: string;
  tagline: string;
  /** The code that serves the health endpoint and its responses, in tabs (src/pages/_quick-start.mdx). */
  snippet: ReactNode;
}

export default function HomeHero({title, tagline, snippet}: Props): ReactNode {
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.layout)}>
        <div>
          <Heading as="h1" className="hero__title">
            {title}
          </Heading>
          <p className={clsx('hero__subtitle', styles.tagline)}>{tagline}</p>
          <p className={styles.pitch}>
            Spring Boot Actuator-style <code>/actuator/health</code> and <code>/actuator/info</code> for Node.js, Deno
            and Bun. No runtime dependencies, no framework lock-in: a few lines between your checks and your HTTP
            server.
          </p>
          <div className={styles.install}>
            <CodeBlock language="bash">{`npm install ${packageName}`}</CodeBlock>
          </div>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs">
              Get started
            </Link>
            <Link className="button button--secondary button--outline button--lg" href={repositoryUrl}>
              View on GitHub
            </Link>
          </div>
        </div>
        <div className={styles.samples}>{snippet}</div>
      </div>
    </header>
  );
}
