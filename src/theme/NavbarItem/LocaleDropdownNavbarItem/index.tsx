import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {WrapperProps} from '@docusaurus/types';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

/**
 * Wraps the language dropdown so that its links keep the page's query and
 * hash from the first load (the locale dropdown links to the
 * same path, query and hash in each locale).
 *
 * The original appends the current query and hash to each locale's link. The
 * built HTML has neither, and hydration keeps the attributes it finds: the
 * browser's first render asks for `?x=1#top`, but the link stays without it
 * until a later render changes the link again (a click on an anchor, a
 * client-side navigation). Once the page has hydrated, the dropdown is
 * rendered anew (a new key), with links written from the browser's location;
 * later changes of the query or hash then update it as usual. The mobile
 * menu is rendered in the browser only and needs none of this.
 */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <LocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'built'} {...props} />;
}
