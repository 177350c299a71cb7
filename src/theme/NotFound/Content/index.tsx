// Ejected from @docusaurus/theme-classic 3.8.1 (NotFound/Content), with ways on below the first paragraph.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const destinations = [
  {to: '/docs', label: 'Documentation home', hint: 'What actuatorjs is and where to start'},
  {to: '/docs/main/guides', label: 'Guides', hint: 'Actuator, health and info, step by step'},
  {to: '/docs/api', label: 'API reference', hint: 'Every class, function, interface and type'},
  {to: '/search', label: 'Search the docs', hint: 'Find a page by what it says'},
];

export default function NotFoundContent({className}: Props) {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>We could not find what you were looking for.</p>
          <p>Try one of these pages instead:</p>
          <ul className={styles.destinations}>
            {destinations.map(({to, label, hint}) => (
              <li key={to}>
                {/* Under the base URL even when it is /docs/, which Docusaurus would take as already there. */}
                <Link to={withBaseUrl(to, {forcePrependBaseUrl: true})}>{label}</Link>
                <span className={styles.hint}> — {hint}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
