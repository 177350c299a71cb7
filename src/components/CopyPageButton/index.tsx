import {type ReactNode, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const labels: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied',
  failed: 'Copy failed',
};

/**
 * The address of the page's Markdown version, which the llms-txt plugin
 * writes beside the HTML: /docs/main/install → /docs/main/install.md.
 */
export function markdownUrlOf(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}

/** Chat apps that open with a prompt from their address: the prompt asks to read the page's Markdown. */
const chats = [
  {name: 'ChatGPT', url: 'https://chatgpt.com/?q='},
  {name: 'Claude', url: 'https://claude.ai/new?q='},
];

/**
 * Copies the current doc page as Markdown, for pasting into a chat with a
 * language model or an issue. The Markdown is fetched from the same origin on
 * click (nothing is embedded in the page), so it works offline and under a
 * Content Security Policy without inline scripts. If copying fails, a link
 * to the Markdown takes its place.
 */
export default function CopyPageButton(): ReactNode {
  const {metadata} = useDoc();
  const [state, setState] = useState<CopyState>('idle');
  const markdownUrl = markdownUrlOf(metadata.permalink);
  const prompt = `Read ${useDocusaurusContext().siteConfig.url}${markdownUrl} and answer my questions about it.`;

  const copy = async () => {
    try {
      await writeToClipboard(fetchText(markdownUrl));
      setState('copied');
      window.setTimeout(() => setState('idle'), 2000);
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      {state === 'failed' && (
        <a className={styles.fallback} href={markdownUrl}>
          Open the Markdown
        </a>
      )}
      <button
        type="button"
        className={clsx('button button--outline button--secondary button--sm', styles.button)}
        onClick={copy}
        aria-live="polite">
        {state === 'copied' ? <IconSuccess className={styles.icon} /> : <IconCopy className={styles.icon} />}
        <span>{labels[state]}</span>
      </button>
      {chats.map(({name, url}) => (
        <a
          key={name}
          className="button button--outline button--secondary button--sm"
          href={url + encodeURIComponent(prompt)}
          rel="noopener noreferrer">
          Open in {name}
        </a>
      ))}
    </div>
  );
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Safari only lets a click write to the clipboard if the write starts during
 * the click, so the text goes in as a promise where ClipboardItem exists.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}
