import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {MouseEventHandler} from 'react';
import {repositoryUrl} from '@site/site-facts.mjs';
import styles from './styles.module.css';

/** The question and its answers, each a link to a new issue filled in with the page; Umami counts a click, if on. */
export default function Content({onClick}: {onClick: MouseEventHandler}) {
  const {label} = useDocsVersion();
  const page = `${useDocusaurusContext().siteConfig.url}${useLocation().pathname}`;
  return (
    <section id="page-feedback" className={styles.feedback} aria-labelledby="page-feedback-question">
      <p id="page-feedback-question">Was this page helpful?</p>
      {['Yes', 'No'].map((answer) => {
        const body = `Page: ${page}\nDocs version: ${label}\nHelpful: ${answer}\n`;
        const query = new URLSearchParams({title: `Docs feedback (${answer}): ${page}`, body});
        const issue = `${repositoryUrl}/issues/new?${query}`;
        return (
          <a
            key={answer}
            className="button button--sm button--outline button--primary"
            href={issue}
            data-issue={issue}
            data-umami-event="page-feedback"
            data-umami-event-answer={answer}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="page-feedback-note"
            onClick={onClick}>
            {answer}
          </a>
        );
      })}
      <p id="page-feedback-note">
        Either answer opens a GitHub issue filled in with this page, its version and your tabs.
      </p>
    </section>
  );
}
