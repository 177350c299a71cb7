import '@site/src/prism/global';
import 'prismjs/components/prism-bash';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import {packageName, repositoryUrl} from '@site/site-facts.mjs';
import QuickStart from './_quick-start.mdx';
import styles from './index.module.css';

// Each feature's title, page, and description (`code` between backquotes).
const features = [
  [
    'Health that adds up',
    '/docs/main/guides/health',
    'Write one indicator per dependency. A health check runs them all at once and reports `DOWN` when any is down, ' +
      'with the reason.',
  ],
  [
    'Info from build and runtime',
    '/docs/main/guides/info',
    '`generate-info` records the git commit and version at build time; the runtime, OS and memory are read live.',
  ],
  [
    'No dependencies, Spring Boot shapes',
    '/docs/main/introduction',
    'Built-in modules only. Responses carry a top-level `status` and one entry per check under `components`, as ' +
      'Spring Boot Actuator answers.',
  ],
  [
    'Any server, any runtime',
    '/docs/main/examples',
    'Node.js `http`, Express, Fastify, `Bun.serve` or `Deno.serve`: the library returns plain objects, you choose ' +
      'how to serve them.',
  ],
] as const;

export default function Home() {
  const {title, tagline} = useDocusaurusContext().siteConfig;
  // Paths under the base URL even when it is /docs/, which Docusaurus would take as already there.
  const {withBaseUrl} = useBaseUrlUtils();
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
                <Link
                  className="button button--primary button--lg"
                  to={withBaseUrl('/docs', {forcePrependBaseUrl: true})}>
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
        <section className={clsx('container', styles.features)} aria-label="Features">
          <div className="row">
            {features.map(([title, to, description]) => (
              <div key={title} className={clsx('col col--3', styles.feature)}>
                <Heading as="h2" className={styles.featureTitle}>
                  <Link to={withBaseUrl(to, {forcePrependBaseUrl: true})}>{title}</Link>
                </Heading>
                {/* biome-ignore lint/suspicious/noArrayIndexKey: the parts of a description never move. */}
                <p>{description.split('`').map((text, at) => (at % 2 ? <code key={at}>{text}</code> : text))}</p>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
