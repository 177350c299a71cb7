import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

// A description's code is in backquotes.
const features = [
  {
    title: 'Health that adds up',
    to: '/docs/main/guides/health',
    description:
      'Write one indicator per dependency. A health check runs them all at once and reports `DOWN` when any is down, with the reason.',
  },
  {
    title: 'Info from build and runtime',
    to: '/docs/main/guides/info',
    description:
      '`generate-info` records the git commit and version at build time; the runtime, OS and memory are read live.',
  },
  {
    title: 'No dependencies, Spring Boot shapes',
    to: '/docs/main/introduction',
    description:
      'Built-in modules only. Responses carry a top-level `status` and one entry per check under `components`, as Spring Boot Actuator answers.',
  },
  {
    title: 'Any server, any runtime',
    to: '/docs/main/examples',
    description:
      'Node.js `http`, Express, Fastify, `Bun.serve` or `Deno.serve`: the library returns plain objects, you choose how to serve them.',
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
            <p>
              {description
                .split('`')
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a description never move.
                .map((text, at) => (at % 2 ? <code key={at}>{text}</code> : text))}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
