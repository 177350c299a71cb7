/**
 * External links shown in both the navbar and the footer. Each URL is defined
 * here once; `docusaurus.config.ts` turns them into navbar and footer items.
 */
export const packageName = '@actuatorjs/actuatorjs';
export const repositoryUrl = 'https://github.com/actuatorjs/actuatorjs';
export const registryUrl = `https://www.npmjs.com/package/${packageName}`;
export const authorUrl = 'https://github.com/hadestructhor';

export interface ExternalLink {
  label: string;
  href: string;
  /** Accessible name for icon-only renderings (the navbar on desktop). */
  ariaLabel: string;
}

export const externalLinks = [
  {label: 'GitHub', href: repositoryUrl, ariaLabel: 'Source repository on GitHub'},
  {label: 'npm', href: registryUrl, ariaLabel: 'Package on the npm registry'},
  {label: 'Author', href: authorUrl, ariaLabel: "Author's GitHub profile"},
] as const satisfies readonly ExternalLink[];
