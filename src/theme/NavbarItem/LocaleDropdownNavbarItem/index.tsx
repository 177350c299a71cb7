import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {WrapperProps} from '@docusaurus/types';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type Original from '@theme/NavbarItem/LocaleDropdownNavbarItem';

// The language dropdown rendered anew once hydrated, for its links to keep the query and hash the HTML lacks.
export default function LocaleDropdownNavbarItemWrapper(props: WrapperProps<typeof Original>): ReactNode {
  return <LocaleDropdownNavbarItem key={useIsBrowser() ? 'browser' : 'built'} {...props} />;
}
