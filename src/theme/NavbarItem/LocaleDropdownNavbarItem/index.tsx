import useIsBrowser from '@docusaurus/useIsBrowser';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';

// The language dropdown rendered anew once hydrated, for its links to keep the query and hash the HTML lacks.
export default function LocaleDropdownNavbarItemWrapper(props: Props) {
  return <LocaleDropdownNavbarItem key={useIsBrowser() ? 'browser' : 'built'} {...props} />;
}
