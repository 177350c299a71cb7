import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {ReactNode, SyntheticEvent} from 'react';
import {repositoryUrl} from '@site/src/data/links';
import styles from './styles.module.css';

declare global {
  interface Window {
    umami?: {track: (event: string, data: Record<string, string>) => void};
  }
}

/** Where a reader reports a page: a new issue in the library's repository, which the answer's link fills in. */
const newIssue = `${repositoryUrl}/issues/new`;

/** The reader's tab choices, which Docusaurus keeps in local storage by the tabs' groupId. */
const chosenTabs = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('docusaurus.tab.'))
    .map((key) => `${key.slice('docusaurus.tab.'.length)}: ${localStorage.getItem(key)}`)
    .join(', ') || 'none';

/**
 * "Was this page helpful?" at the end of a docs page: each answer opens an issue filled in with the page's address, its
 * docs version and the reader's tabs, made when the reader reaches for the link; with analytics on, also an event.
 */
export default function PageFeedback(): ReactNode {
  const {label} = useDocsVersion();
  const prefill = (answer: 'Yes' | 'No') => (event: SyntheticEvent<HTMLAnchorElement>) => {
    const body = [`Page: ${location.href}`, `Docs version: ${label}`, `Tabs chosen: ${chosenTabs()}`];
    const ask = answer === 'Yes' ? 'What helped most?' : 'What was wrong or missing?';
    const query = new URLSearchParams({
      title: `Docs feedback (${answer === 'Yes' ? 'helpful' : 'not helpful'}): ${document.title}`,
      body: [...body, `Helpful: ${answer.toLowerCase()}`, '', ask, ''].join('\n'),
    });
    event.currentTarget.href = `${newIssue}?${query}`;
    if (event.type === 'click') window.umami?.track('page-feedback', {answer, page: location.pathname});
  };
  return (
    <section id="page-feedback" className={styles.feedback} aria-labelledby="page-feedback-question">
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      {(['Yes', 'No'] as const).map((answer) => (
        <a
          key={answer}
          className="button button--sm button--outline button--primary"
          href={newIssue}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="page-feedback-note"
          onClick={prefill(answer)}
          onFocus={prefill(answer)}
          onPointerEnter={prefill(answer)}>
          {answer}
        </a>
      ))}
      <p id="page-feedback-note" className={styles.note}>
        Either answer opens an issue on GitHub, filled in with this page, its version and your tabs.
      </p>
    </section>
  );
}
