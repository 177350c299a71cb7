/** External links of the navbar, the footer and the home page, each URL written once. */
export const packageName = '@actuatorjs/actuatorjs';
export const repositoryUrl = 'https://github.com/actuatorjs/actuatorjs';

export const externalLinks = [
  {label: 'GitHub', href: repositoryUrl, ariaLabel: 'Source repository on GitHub'},
  {label: 'npm', href: `https://www.npmjs.com/package/${packageName}`, ariaLabel: 'Package on the npm registry'},
  {label: 'Author', href: 'https://github.com/hadestructhor', ariaLabel: "Author's GitHub profile"},
] as const;
