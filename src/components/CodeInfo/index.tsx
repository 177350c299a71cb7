import type {FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode} from 'react';
import {useCallback, useEffect, useId, useMemo, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import type {CodeInfoData} from '@site/plugins/doc-code/names';
import {CodeLineContext} from '@site/src/theme/CodeBlock/Line';
import styles from './styles.module.css';

/**
 * A code block whose names show their quick info (hover, focus, tap) and link to their API pages; the build
 * computed it all (plugins/doc-code) and loads this only on pages with such a block, as a chunk of its own
 * (React.lazy would hydrate each block in a task of its own: more blocking time). Each info is a native popover
 * describing its names. Linked names are tab stops; the others are one per block (roving tabindex: arrows,
 * Home, End). An info stays open while hovered (WCAG 1.4.13); a tap opens it, a second one follows the link.
 */
type Token = LineProps['line'][number];
type Name = CodeInfoData['lines'][string][number];

/** The line's tokens cut where a name starts or ends (a name lies within one token), with each name's info. */
function splitAtNames(line: readonly Token[], names: readonly Name[]) {
  const tokens: Token[] = [];
  const infoByToken = new Map<Token, number>();
  const text = line.map(({content}) => content).join('');
  let tokenStart = 0;
  for (const token of line) {
    const tokenEnd = tokenStart + token.content.length;
    const piece = (from: number, to: number) => ({...token, content: text.slice(from, to)});
    let cursor = tokenStart;
    for (const [start, end, info] of names) {
      if (start < cursor || end > tokenEnd) continue;
      if (start > cursor) tokens.push(piece(cursor, start));
      const name = piece(start, end);
      tokens.push(name);
      infoByToken.set(name, info);
      cursor = end;
    }
    if (cursor === tokenStart) tokens.push(token);
    else if (cursor < tokenEnd) tokens.push(piece(cursor, tokenEnd));
    tokenStart = tokenEnd;
  }
  return {tokens, infoByToken};
}

const nameAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-code-name]') : null;
const infoOf = (name: HTMLElement | null) =>
  name && document.getElementById(name.getAttribute('aria-describedby') ?? '');
const isOpen = (info: HTMLElement | null) => info?.matches(':popover-open') === true;

/** The block's event handlers: when its infos open and close, and how the keyboard moves between names. */
function useQuickInfo() {
  const history = useHistory();
  const state = useRef({timer: 0, shown: null as HTMLElement | null, tap: false, wasOpen: false}).current;
  useEffect(() => () => window.clearTimeout(state.timer), [state]);
  return useMemo(() => {
    const later = (ms: number, then: () => void) => {
      window.clearTimeout(state.timer);
      state.timer = window.setTimeout(then, ms);
    };
    // Under the name (above when there is no room below), within the viewport's width.
    const open = (name: HTMLElement) => {
      window.clearTimeout(state.timer);
      const info = infoOf(name);
      if (!info || !('showPopover' in info)) return;
      if (!isOpen(info)) info.showPopover();
      state.shown = name;
      const at = name.getBoundingClientRect();
      const {width, height} = info.getBoundingClientRect();
      const below = at.bottom + 4 + height <= window.innerHeight || at.top - 4 - height < 0;
      info.style.top = `${window.scrollY + (below ? at.bottom + 4 : at.top - 4 - height)}px`;
      info.style.left = `${window.scrollX + Math.max(8, Math.min(at.left, document.documentElement.clientWidth - width - 8))}px`;
    };
    const close = (name: HTMLElement | null) => {
      if (isOpen(infoOf(name)) && document.activeElement !== name) infoOf(name)?.hidePopover();
    };
    const isShown = (node: EventTarget | null) =>
      node instanceof Node &&
      isOpen(infoOf(state.shown)) &&
      !!(state.shown?.contains(node) || infoOf(state.shown)?.contains(node));
    const names = (block: Element, selector = 'pre [data-code-name]') =>
      Array.from(block.querySelectorAll<HTMLElement>(selector));
    return {
      onPointerOver(event: PointerEvent) {
        const name = nameAt(event.target);
        if (event.pointerType === 'touch') return;
        if (isShown(event.target) && (name === null || name === state.shown)) window.clearTimeout(state.timer);
        else if (name) later(200, () => open(name));
      },
      onPointerOut(event: PointerEvent) {
        if (event.pointerType === 'touch' || isShown(event.relatedTarget) || nameAt(event.relatedTarget)) return;
        later(300, () => close(state.shown));
      },
      onFocus(event: FocusEvent) {
        const name = nameAt(event.target);
        if (name?.tagName === 'SPAN')
          for (const other of names(event.currentTarget, 'span[data-code-name]'))
            other.tabIndex = other === name ? 0 : -1;
        if (name) open(name);
      },
      onBlur(event: FocusEvent) {
        const name = nameAt(event.target);
        if (name && !name.matches(':hover') && !infoOf(name)?.matches(':hover')) close(name);
      },
      onKeyDown(event: KeyboardEvent) {
        const name = nameAt(event.target);
        if (!name) return;
        const all = names(event.currentTarget);
        const at = all.indexOf(name);
        const lineOf = (element: HTMLElement | undefined) => element?.closest('.token-line');
        const otherLine = (candidate: HTMLElement) => lineOf(candidate) !== lineOf(name);
        const above = all.slice(0, at).reverse().find(otherLine);
        const next = {
          ArrowRight: all[at + 1],
          ArrowLeft: all[at - 1],
          ArrowDown: all.slice(at).find(otherLine),
          ArrowUp: all.find((candidate) => above && lineOf(candidate) === lineOf(above)),
          Home: all[0],
          End: all.at(-1),
        }[event.key];
        if (!next) return;
        event.preventDefault();
        next.focus();
      },
      onPointerDown(event: PointerEvent) {
        state.tap = event.pointerType === 'touch';
        state.wasOpen = isOpen(infoOf(nameAt(event.target)));
      },
      // A tap opens the info, a tap on an open one follows the link; another page opens as the theme's links do.
      onClickCapture(event: MouseEvent) {
        const name = nameAt(event.target);
        const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (state.tap && name && !state.wasOpen) {
          event.preventDefault();
          open(name);
        } else if (name instanceof HTMLAnchorElement && name.pathname !== window.location.pathname && !modified) {
          event.preventDefault();
          history.push(name.pathname + name.hash);
        }
      },
    };
  }, [state, history]);
}

export default function CodeInfo({data, children}: {data: string; children: ReactNode}): ReactNode {
  const {infos, lines} = useMemo(() => JSON.parse(data) as CodeInfoData, [data]);
  const id = useId();
  const block = useRef<HTMLDivElement>(null);
  const handlers = useQuickInfo();
  const {withBaseUrl} = useBaseUrlUtils();

  // The block's one tab stop among its unlinked names: the first, until another gets the focus.
  useEffect(() => {
    const first = block.current?.querySelector<HTMLElement>('span[data-code-name]');
    if (first && !block.current?.querySelector('span[data-code-name][tabindex="0"]')) first.tabIndex = 0;
  }, []);

  const renderLine = useCallback(
    (props: LineProps): LineProps => {
      const names = lines[props.line.map((token) => token.content).join('')];
      if (!names) return props;
      const {tokens, infoByToken} = splitAtNames(props.line, names);
      return {
        ...props,
        line: tokens,
        getTokenProps: (input) => {
          const output = props.getTokenProps(input);
          const info = infoByToken.get(input.token);
          if (info === undefined) return output;
          const to = infos[info]?.[2];
          const name = {'aria-describedby': `${id}-${info}`, 'data-code-name': true, children: output.children};
          // Not the theme's Link, which would watch hundreds for prefetching; `to` is under the base URL.
          const element = to ? (
            <a href={withBaseUrl(to, {forcePrependBaseUrl: true})} className={styles.link} {...name} />
          ) : (
            <span tabIndex={-1} className={styles.name} {...name} />
          );
          // The theme's Line renders the token's children as they are; its type says string.
          return {...output, children: element as unknown as string};
        },
      };
    },
    [id, infos, lines, withBaseUrl],
  );

  return (
    <div ref={block} {...handlers}>
      <CodeLineContext.Provider value={renderLine}>{children}</CodeLineContext.Provider>
      {infos.map(([declaration, doc], index) => (
        <div key={declaration + doc} id={`${id}-${index}`} popover="auto" role="tooltip" className={styles.info}>
          <code>{declaration}</code>
          {doc && <p>{doc}</p>}
        </div>
      ))}
    </div>
  );
}
