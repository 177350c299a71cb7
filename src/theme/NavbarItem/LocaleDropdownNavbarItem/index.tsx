import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {WrapperProps} from '@docusaurus/types';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * The language dropdown, its links keeping the page's query and hash from the first load. The built HTML
 * has neither, and hydration keeps the attributes it finds, so the dropdown is rendered anew once hydrated.
 */
export default function LocaleDropdownNavbarItemWrapper(
  props: WrapperProps<typeof LocaleDropdownNavbarItemType>,
): ReactNode {
  return <LocaleDropdownNavbarItem key={useIsBrowser() ? 'browser' : 'built'} {...props} />;
}
