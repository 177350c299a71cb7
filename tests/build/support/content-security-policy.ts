import {elements} from './built-pages';

export interface Policy {
  /** Each directive's sources, by directive name. */
  directives: Map<string, string[]>;
  /** Where the policy's <meta> begins in the page. */
  index: number;
}

/** The Content Security Policies a page declares in <meta http-equiv> tags. */
export function policyOf(html: string): Policy[] {
  return elements(html, 'meta')
    .filter(({attributes}) => attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy')
    .map(({attributes, index}) => ({
      index,
      directives: new Map(
        (attributes.get('content') ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name = '', ...sources]) => [name, sources]),
      ),
    }));
}
