import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {WrapperProps} from '@docusaurus/types';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';

/**
 * The mobile menu's dropdown, open on arrival when one of its items links to the current page. The original
 * compares an item's link with the path without the base URL, but the versions and language dropdowns link
 * with it (and with the query, the hash, `pathname://`), so neither opened. Such an item gets an
 * `activeBaseRegex` that matches, the documented way to mark a navbar item active.
 */
export default function DropdownNavbarItemMobileWrapper({
  items,
  ...props
}: WrapperProps<typeof DropdownNavbarItemMobileType>): ReactNode {
  const {pathname} = useLocation();
  const isHere = (to?: string) => to?.replace(/^pathname:\/\//, '').replace(/[?#].*$/, '') === pathname;
  const marked = items.map((item) => (isHere(item.to) ? {...item, activeBaseRegex: '^'} : item));
  return <DropdownNavbarItemMobile {...props} items={marked} />;
}
