import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * `/` focuses the navbar's search box, as on GitHub and MDN. The search
 * plugin itself handles Ctrl/Cmd+K. The key is left alone while the reader
 * types in a field, and when a modifier is held.
 */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function focusSearchOnSlash(event: KeyboardEvent): void {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  if (isTyping(event.target)) return;
  const search = document.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!search) return;
  event.preventDefault();
  search.focus();
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', focusSearchOnSlash);
}
