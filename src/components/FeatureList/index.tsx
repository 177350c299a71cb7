import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const features: {title: string; to: string; description: ReactNode}[] = [
  {
    title: 'Health that adds up',
    to: '/docs/main/guides/health',
    description: (
      <>
        Write one indicator per dependency. A health check runs them all at once and reports <code>DOWN</code> when any
        is down, with the reason.
      </>
    ),
  },
  {
    title: 'Info from build and runtime',
    to: '/docs/main/guides/info',
    description: (
      <>
        <code>generate-info</code> records the git commit and version at build time; the runtime, OS and memory are read
        live.
      </>
    ),
  },
  {
    title: 'No dependencies, Spring Boot shapes',
    to: '/docs/main/introduction',
    description: (
      <>
        Built-in modules only. Responses carry a top-level <code>status</code> and one entry per check under{' '}
        <code>components</code>, as Spring Boot Actuator answers.
      </>
    ),
  },
  {
    title: 'Any server, any runtime',
    to: '/docs/main/examples',
    description: (
      <>
        Node.js <code>http</code>, Express, Fastify, <code>Bun.serve</code> or <code>Deno.serve</code>: the library
        returns plain objects, you choose how to serve them.
      </>
    ),
  },
];

export default function FeatureList(): ReactNode {
  // Paths under the base URL even when it is /docs/, which Docusaurus would take as already there.
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <section className={clsx('container', styles.features)} aria-label="Features">
      <div className="row">
        {features.map(({title, to, description}) => (
          <div key={title} className={clsx('col col--3', styles.feature)}>
            <Heading as="h2" className={styles.title}>
              <Link to={withBaseUrl(to, {forcePrependBaseUrl: true})}>{title}</Link>
            </Heading>
            <p>{description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
