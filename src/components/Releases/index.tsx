import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {packageName} from '@site/site-facts.mjs';
import type {Release} from '../../../plugins/releases';
import type {ApiChange} from '../../../plugins/doc-code/api-changes';
import styles from './styles.module.css';

const kinds = {added: 'New', changed: 'Changed', removed: 'Removed'};

/** One change to the API: its kind, the name, and its declaration before and after, each under its release. */
function Change({change, since, version}: {change: ApiChange; since: string; version: string}) {
  const shown = [
    change.before !== undefined && ([since, change.before] as const),
    change.after !== undefined && ([version, change.after] as const),
  ].filter((row) => row !== false);
  return (
    <li>
      <strong>{kinds[change.kind]}</strong> <code>{change.name}</code>
      <dl className={styles.declarations}>
        {shown.map(([label, declaration]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <pre className={styles.declaration}>{declaration}</pre>
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** "All releases": each release with docs, newest first, what changed in its API, and its docs (a frozen one's site). */
export default function Releases({releases}: {releases: Release[]}) {
  return (
    <Layout
      title="All releases"
      description={`Every release of ${packageName} with docs, newest first: what changed in its API, and its docs.`}>
      <Head>
        <link rel="alternate" type="text/markdown" href={useBaseUrl('/releases.md')} />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <article>
          <Heading as="h1">All releases</Heading>
          <p>
            Each release of <code>{packageName}</code> with docs, newest first, and what changed in its API since the
            release before: exports and members added, removed, or declared differently.
          </p>
          {releases.map(({version, docs, since, changes}, at) => (
            <section key={version} className={styles.release}>
              <Heading as="h2" id={`v${version}`}>
                {version}
                {at === 0 && ' (current)'}
              </Heading>
              <p>
                <Link to={docs} target="_self">
                  The {version} docs
                </Link>
              </p>
              {changes === undefined || since === undefined ? (
                <p>The first release with docs here.</p>
              ) : changes.length === 0 ? (
                <p>No change to the API since {since}.</p>
              ) : (
                <>
                  <p>
                    {changes.length === 1 ? 'One change' : `${changes.length} changes`} to the API since {since}:
                  </p>
                  <ul className={styles.changes}>
                    {changes.map((change) => (
                      <Change key={change.name} change={change} since={since} version={version} />
                    ))}
                  </ul>
                </>
              )}
            </section>
          ))}
        </article>
      </main>
    </Layout>
  );
}
