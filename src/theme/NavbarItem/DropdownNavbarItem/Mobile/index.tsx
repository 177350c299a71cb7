import {useLocation} from '@docusaurus/router';
import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Mobile';

/**
 * The mobile menu's dropdown, open on arrival when an item links to the current page: the original compares
 * paths without the base URL, which the versions and language dropdowns' links have, so neither opened.
 */
export default function DropdownNavbarItemMobileWrapper({items, ...props}: Props) {
  const {pathname} = useLocation();
  const isHere = (to?: string) => to?.replace(/^pathname:\/\//, '').replace(/[?#].*$/, '') === pathname;
  const marked = items.map((item) => (isHere(item.to) ? {...item, activeBaseRegex: '^'} : item));
  return <DropdownNavbarItemMobile {...props} items={marked} />;
}
