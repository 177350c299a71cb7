import {useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

const buttonClass = 'button button--outline button--secondary button--sm';
const labels = {idle: 'Copy page as Markdown', copied: 'Copied', failed: 'Copy failed'};
const chats = {ChatGPT: 'https://chatgpt.com/?q=', Claude: 'https://claude.ai/new?q='};

/** Copies the Markdown of the page at `permalink` or opens it in a chat app; a frozen release's site has none. */
export default function CopyPageButton({permalink, className}: {permalink: string; className?: string}) {
  const current = useDocsVersion().version === 'current';
  const markdownUrl = `${permalink.replace(/\/$/, '')}.md`;
  const prompt = `Read ${useDocusaurusContext().siteConfig.url}${markdownUrl} and answer my questions about it.`;
  const [state, setState] = useState<keyof typeof labels>('idle');
  const copy = async () => {
    try {
      const text = fetch(markdownUrl).then((got) => (got.ok ? got.text() : Promise.reject(new Error(`${got.status}`))));
      const blob = () => text.then((value) => new Blob([value], {type: 'text/plain'}));
      // Safari lets a click write to the clipboard only if the write starts during the click: a promise goes in.
      if (typeof ClipboardItem === 'undefined') await navigator.clipboard.writeText(await text);
      else await navigator.clipboard.write([new ClipboardItem({'text/plain': blob()})]);
      setState('copied');
      window.setTimeout(() => setState('idle'), 2000);
    } catch {
      setState('failed');
    }
  };
  if (!current) return null;
  return (
    <div className={clsx(styles.bar, className)}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      {state === 'failed' && (
        <a className={styles.fallback} href={markdownUrl}>
          Open the Markdown
        </a>
      )}
      <button type="button" className={clsx(buttonClass, styles.button)} onClick={copy} aria-live="polite">
        {state === 'copied' ? <IconSuccess className={styles.icon} /> : <IconCopy className={styles.icon} />}
        <span>{labels[state]}</span>
      </button>
      {Object.entries(chats).map(([name, url]) => (
        <a key={name} className={buttonClass} href={url + encodeURIComponent(prompt)} rel="noopener noreferrer">
          Open in {name}
        </a>
      ))}
    </div>
  );
}
