import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {WrapperProps} from '@docusaurus/types';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';

type Props = WrapperProps<typeof DropdownNavbarItemMobileType>;

/** A link's path as the router's location gives it: without `pathname://`, query, hash or trailing slash. */
function pathOf(to: string): string {
  return to
    .replace(/^pathname:\/\//, '')
    .replace(/[?#].*$/, '')
    .replace(/(.)\/$/, '$1');
}

/**
 * Wraps the mobile menu's dropdown so that it opens by itself when one of
 * its items is the current page (the mobile dropdown is
 * collapsible and opens automatically when one of its items is active).
 *
 * The original opens when an item's `to` is the current path without the
 * base URL (`/docs/main/install`), or when its `activeBasePath` starts that
 * path. The versions dropdown's items link with the base URL and the query
 * and hash (`/actuatorjs/docs/main/install?x=1#top`), the language
 * dropdown's with `pathname://` too, so on a docs page neither opened. Here
 * an item whose link is the current page gets `activeBasePath` set to that
 * page, the documented way to mark a navbar link active, which the original
 * honours; the item is drawn active either way. Clicks still collapse and
 * expand the dropdown.
 */
export default function DropdownNavbarItemMobileWrapper({items, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const here = pathOf(pathname);
  const localPathname = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  const marked = items.map((item) =>
    typeof item.to === 'string' && pathOf(item.to) === here ? {...item, activeBasePath: localPathname} : item,
  );
  return <DropdownNavbarItemMobile {...props} items={marked} />;
}
