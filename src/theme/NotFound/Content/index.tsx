/**
 * Ejected from @docusaurus/theme-classic 3.8.1 `NotFound/Content`.
 *
 * What changed from the original, and why: the original only says the page
 * was not found and asks the reader to contact whoever linked it. A reader of
 * docs usually wants to carry on, so this version points to the docs landing
 * page, the guides, the API reference and the search page, and keeps the
 * original's heading and translatable strings.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

const destinations = [
  {to: '/docs', label: 'Documentation home', hint: 'What actuatorjs is and where to start'},
  {to: '/docs/main/guides', label: 'Guides', hint: 'Actuator, health and info, step by step'},
  {to: '/docs/api', label: 'API reference', hint: 'Every class, function, interface and type'},
  {to: '/search', label: 'Search the docs', hint: 'Find a page by what it says'},
];

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>Try one of these pages instead:</p>
          <ul className={styles.destinations}>
            {destinations.map(({to, label, hint}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
                <span className={styles.hint}> — {hint}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
