/**
 * Turns a docs source file (Markdown or MDX) into plain Markdown: front
 * matter, ESM import/export statements, JSX comments and JSX component tags
 * go (a tab's label stays, in bold, above the tab's content, and link items
 * given to a component, like DocCardList's, become a list); links to other
 * source files and site-absolute links become absolute URLs. Code blocks are
 * kept byte for byte.
 */
export interface ToMarkdownOptions {
  /** The page title: becomes the `#` heading when the source has none. */
  title: string;
  /** The site's root URL with its base path, without trailing slash. */
  siteRoot: string;
  /** The page URL of a source file linked relatively (`../install.mdx`). */
  resolveLink: (relativeSourcePath: string) => string | undefined;
}

const fenceStart = /^\s*(`{3,}|~{3,})/;
const esmStatement = /^(import|export)\s/;
const jsxComment = /^\s*\{\/\*[\s\S]*\*\/\}\s*$/;
const componentTag = /^\s*<\/?[A-Z][\w.]*/;
const tabLabel = /^\s*<TabItem\b[^>]*\blabel=["']([^"']+)["']/;

export function toMarkdown(source: string, options: ToMarkdownOptions): string {
  const lines = stripFrontMatter(source).split('\n');
  const kept: string[] = [];
  let fence: string | undefined;
  let inStatement = false;
  let tag: string[] | undefined;

  for (const line of lines) {
    if (fence) {
      kept.push(line);
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    if (inStatement) {
      // A multi-line import/export ends at a line ending its statement.
      if (/[;'"]\s*$/.test(line) || line.trim() === '') inStatement = false;
      continue;
    }
    if (tag) {
      tag.push(line);
      if (closesTag(line)) {
        kept.push(...linkItems(tag.join('\n'), options));
        tag = undefined;
      }
      continue;
    }
    const opening = fenceStart.exec(line);
    if (opening) {
      fence = opening[1];
      kept.push(line);
      continue;
    }
    if (esmStatement.test(line)) {
      inStatement = !isCompleteStatement(line);
      continue;
    }
    if (jsxComment.test(line)) continue;
    if (componentTag.test(line)) {
      const label = tabLabel.exec(line)?.[1];
      if (label) kept.push(`**${label}**`, '');
      if (closesTag(line)) kept.push(...linkItems(line, options));
      else tag = [line];
      continue;
    }
    kept.push(rewriteLinks(line, options));
  }

  let markdown = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!/^# /m.test(withoutCodeBlocks(markdown))) {
    markdown = `# ${options.title}\n\n${markdown}`;
  }
  return `${markdown}\n`;
}

function closesTag(line: string): boolean {
  return line.trimEnd().endsWith('>');
}

/** `{label: 'Install', href: '/docs/main/install', description: '…'}` items as a list. */
function linkItems(jsx: string, options: ToMarkdownOptions): string[] {
  const items = jsx.match(/\{[^{}]*\}/g) ?? [];
  const prop = (item: string, name: string) => new RegExp(`\\b${name}:\\s*(['"])(.*?)\\1`).exec(item)?.[2];
  const lines = items.flatMap((item) => {
    const [label, href] = [prop(item, 'label'), prop(item, 'href')];
    if (!label || !href) return [];
    const description = prop(item, 'description');
    const link = rewriteLinks(`[${label}](${href})`, options);
    return [`- ${link}${description ? `: ${description}` : ''}`];
  });
  return lines.length > 0 ? [...lines, ''] : [];
}

function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

function isCompleteStatement(line: string): boolean {
  return /^import\s+['"]/.test(line) || /\bfrom\s+['"][^'"]+['"];?\s*$/.test(line) || /;\s*$/.test(line);
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
}

/** `[text](target)` links outside inline code. */
function rewriteLinks(line: string, {siteRoot, resolveLink}: ToMarkdownOptions): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\]\(([^)\s]+)\)/g, (whole, target: string) => {
            const [pathPart, anchor] = splitAnchor(target);
            if (/^[a-z][a-z\d+.-]*:/i.test(pathPart) || pathPart.startsWith('//') || pathPart === '') return whole;
            if (pathPart.startsWith('/')) return `](${siteRoot}${pathPart}${anchor})`;
            if (/\.mdx?$/.test(pathPart)) {
              const url = resolveLink(pathPart);
              if (url) return `](${url}${anchor})`;
            }
            return whole;
          }),
    )
    .join('');
}

function splitAnchor(target: string): [string, string] {
  const hash = target.indexOf('#');
  return hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
}
