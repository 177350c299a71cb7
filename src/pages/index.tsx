import '@site/src/prism/global';
import 'prismjs/components/prism-bash';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import FeatureList from '@site/src/components/FeatureList';
import {packageName, repositoryUrl} from '@site/src/data/links';
import QuickStart from './_quick-start.mdx';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {title, tagline} = useDocusaurusContext().siteConfig;
  const docs = useBaseUrl('/docs', {forcePrependBaseUrl: true});
  return (
    <Layout
      title="Health checks and info endpoints for JavaScript"
      description={`${title}: ${tagline}. Spring Boot Actuator-style health checks and application info for Node.js, Deno and Bun.`}>
      <main>
        <header className={clsx('hero', styles.hero)}>
          <div className={clsx('container', styles.layout)}>
            <div>
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className={clsx('hero__subtitle', styles.tagline)}>{tagline}</p>
              <p className={styles.pitch}>
                Spring Boot Actuator-style <code>/actuator/health</code> and <code>/actuator/info</code> for Node.js,
                Deno and Bun. No runtime dependencies, no framework lock-in: a few lines between your checks and your
                HTTP server.
              </p>
              <div className={styles.install}>
                <CodeBlock language="bash">{`npm install ${packageName}`}</CodeBlock>
              </div>
              <div className={styles.actions}>
                <Link className="button button--primary button--lg" to={docs}>
                  Get started
                </Link>
                <Link className="button button--secondary button--outline button--lg" href={repositoryUrl}>
                  View on GitHub
                </Link>
              </div>
            </div>
            {/* The code that serves the health endpoint and its responses, in tabs. */}
            <div className={styles.samples}>
              <MDXContent>
                <QuickStart />
              </MDXContent>
            </div>
          </div>
        </header>
        <FeatureList />
      </main>
    </Layout>
  );
}
