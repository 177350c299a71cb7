import {useHistory} from '@docusaurus/router';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import type {FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode} from 'react';
import {useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import type {CodeInfoData} from '@site/plugins/doc-code/names';
import AsBuilt, {useAsBuilt} from '@site/src/components/AsBuilt';
import {CodeLineContext} from '@site/src/theme/CodeBlock/Line';
import styles from './styles.module.css';

/**
 * A code block whose names show their quick info (hover, focus, tap) and link to their API pages; the build
 * computed it all (plugins/doc-code) and loads this only on pages with such a block, as a chunk of its own. The
 * page's infos are one table (`infos`), rendered once as native popovers (`CodeInfos`) that describe the names;
 * a block holds each line's names as indices in it. Linked names are tab stops; the others are one per block (roving
 * tabindex: arrows, Home, End). An info stays open while hovered (WCAG 1.4.13); a tap opens it, a second one
 * follows the link.
 *
 * Hydration leaves a block as built (no second highlighting of its code, no renders of its names), and its events
 * reach the handlers here through the block's element all the same. React renders it (its copy and wrap buttons
 * then appear) once a mouse reaches it, a touch lands on it off a name, focus enters it, or the colours differ from
 * the built ones (dark mode). With the search bar on intent, this bought on the Health guide and the Actuator API
 * page (8 interleaved Lighthouse mobile runs, 2026-11-26, median (min–max), before on the right) script boot-up
 * 1,450 (1,131–2,656) against 1,770 (1,308–3,303) ms and 1,512 (1,120–2,129) against 1,754 (1,369–3,094) ms; Total
 * Blocking Time 614 (339–1,659) against 674 (530–2,085) and 603 (378–931) against 717 (491–2,474) ms: within the
 * spread on this loaded machine.
 */
type Token = LineProps['line'][number];
type Name = CodeInfoData['lines'][string][number];

/** The line's tokens cut where a name starts or ends (a name lies within one token), with each name. */
function splitAtNames(line: readonly Token[], names: readonly Name[]) {
  const tokens: Token[] = [];
  const nameByToken = new Map<Token, Name>();
  const text = line.map(({content}) => content).join('');
  let tokenStart = 0;
  for (const token of line) {
    const tokenEnd = tokenStart + token.content.length;
    const piece = (from: number, to: number) => ({...token, content: text.slice(from, to)});
    let cursor = tokenStart;
    for (const name of names) {
      const [start, end] = name;
      if (start < cursor || end > tokenEnd) continue;
      if (start > cursor) tokens.push(piece(cursor, start));
      const token = piece(start, end);
      tokens.push(token);
      nameByToken.set(token, name);
      cursor = end;
    }
    if (cursor === tokenStart) tokens.push(token);
    else if (cursor < tokenEnd) tokens.push(piece(cursor, tokenEnd));
    tokenStart = tokenEnd;
  }
  return {tokens, nameByToken};
}

const nameAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-code-name]') : null;
const infoOf = (name: HTMLElement | null) =>
  name && document.getElementById(name.getAttribute('aria-describedby') ?? '');
const isOpen = (info: HTMLElement | null) => info?.matches(':popover-open') === true;
const infoId = (info: number) => `code-info-${info}`;
const focusable = (block: Element | null) =>
  Array.from(block?.querySelectorAll<HTMLElement>('a, button, [tabindex]') ?? []);

// Which info shows, and for which name: one at a time on the page.
const state = {timer: 0, shown: null as HTMLElement | null, tap: false, wasOpen: false};

const later = (ms: number, then: () => void) => {
  window.clearTimeout(state.timer);
  state.timer = window.setTimeout(then, ms);
};

/** Shows a name's info under it (above when there is no room below), within the viewport's width. */
function open(name: HTMLElement) {
  window.clearTimeout(state.timer);
  const info = infoOf(name);
  if (!info || !('showPopover' in info) || !name.isConnected) return;
  if (!isOpen(info)) info.showPopover();
  state.shown = name;
  const at = name.getBoundingClientRect();
  const {width, height} = info.getBoundingClientRect();
  const below = at.bottom + 4 + height <= window.innerHeight || at.top - 4 - height < 0;
  info.style.top = `${window.scrollY + (below ? at.bottom + 4 : at.top - 4 - height)}px`;
  info.style.left = `${window.scrollX + Math.max(8, Math.min(at.left, document.documentElement.clientWidth - width - 8))}px`;
}

const close = (name: HTMLElement | null) => {
  if (isOpen(infoOf(name)) && document.activeElement !== name) infoOf(name)?.hidePopover();
};
/** Whether `node` is the shown name or in its open info. */
const isShown = (node: EventTarget | null) =>
  node instanceof Node &&
  isOpen(infoOf(state.shown)) &&
  !!(state.shown?.contains(node) || infoOf(state.shown)?.contains(node));
const namesIn = (block: Element, selector = 'pre [data-code-name]') =>
  Array.from(block.querySelectorAll<HTMLElement>(selector));

/** The name a key moves the focus to from `name` among a block's names: arrows, Home, End. */
function nextName(all: HTMLElement[], name: HTMLElement, key: string): HTMLElement | undefined {
  const at = all.indexOf(name);
  const lineOf = (element: HTMLElement | undefined) => element?.closest('.token-line');
  const otherLine = (candidate: HTMLElement) => lineOf(candidate) !== lineOf(name);
  const above = all.slice(0, at).reverse().find(otherLine);
  return {
    ArrowRight: all[at + 1],
    ArrowLeft: all[at - 1],
    ArrowDown: all.slice(at).find(otherLine),
    ArrowUp: all.find((candidate) => above && lineOf(candidate) === lineOf(above)),
    Home: all[0],
    End: all.at(-1),
  }[key];
}

/** The event handlers of blocks and infos: when infos open and close, and how the keyboard moves between names. */
function useQuickInfo() {
  const history = useHistory();
  useEffect(() => () => window.clearTimeout(state.timer), []);
  return useMemo(
    () => ({
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
        if (name) open(name);
      },
      onBlur(event: FocusEvent) {
        const name = nameAt(event.target);
        if (name && !name.matches(':hover') && !infoOf(name)?.matches(':hover')) close(name);
      },
      onKeyDown(event: KeyboardEvent) {
        const name = nameAt(event.target);
        const next = name && nextName(namesIn(event.currentTarget), name, event.key);
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
    }),
    [history],
  );
}

type Props = {lines: string; children: ReactNode};

/** The names of a block's lines, each with its info of the page's table and its link. */
function useRenderLine(data: string, rendered: boolean, stop: number) {
  const lines = useMemo(() => (rendered ? (JSON.parse(data) as CodeInfoData['lines']) : {}), [data, rendered]);
  const {withBaseUrl} = useBaseUrlUtils();
  // The block's one tab stop among its unlinked names, counted as the lines render (in order).
  let unlinked = 0;
  return (props: LineProps): LineProps => {
    const names = lines[props.line.map((token) => token.content).join('')];
    if (!names) return props;
    const {tokens, nameByToken} = splitAtNames(props.line, names);
    return {
      ...props,
      line: tokens,
      getTokenProps: (input) => {
        const output = props.getTokenProps(input);
        const found = nameByToken.get(input.token);
        if (found === undefined) return output;
        const to = found[3];
        const name = {'aria-describedby': infoId(found[2]), 'data-code-name': true, children: output.children};
        const tabIndex = to || unlinked++ !== stop ? -1 : 0;
        // Not the theme's Link, which would watch hundreds for prefetching; `to` is under the base URL.
        const element = to ? (
          <a href={withBaseUrl(to, {forcePrependBaseUrl: true})} className={styles.link} {...name} />
        ) : (
          <span tabIndex={tabIndex} className={styles.name} {...name} />
        );
        // The theme's Line renders the token's children as they are; its type says string.
        return {...output, children: element as unknown as string};
      },
    };
  };
}

export default function CodeInfo({lines, children}: Props): ReactNode {
  const handlers = useQuickInfo();
  // As built until the reader reaches for the block, or the colours differ from the built ones (dark mode); a block
  // mounted on the client renders at once.
  const [rendered, setRendered] = useState(!useAsBuilt());
  const {colorMode} = useColorMode();
  const built = useThemeConfig().colorMode.defaultMode;
  if (!rendered && colorMode !== built) setRendered(true);
  // The unlinked name that is the block's tab stop (roving tabindex): the first, until another gets the focus.
  const [stop, setStop] = useState(0);
  const renderLine = useRenderLine(lines, rendered, stop);
  const block = useRef<HTMLDivElement>(null);
  // Once rendered: the focus where it was, or the info of the name under the pointer on its way.
  const restore = useRef<{focus: number; x?: number; y?: number}>({focus: -1});
  useLayoutEffect(() => {
    const {focus, x, y} = restore.current;
    if (rendered && focus >= 0) focusable(block.current)[focus]?.focus();
    const name = rendered && x !== undefined && y !== undefined && nameAt(document.elementFromPoint(x, y));
    if (name) name.dispatchEvent(new window.PointerEvent('pointerover', {bubbles: true, pointerType: 'mouse'}));
  }, [rendered]);
  const props = {
    ...handlers,
    ref: block,
    onPointerOver(event: PointerEvent) {
      // A tap on a name opens its info as built (see onClickCapture); rendering would replace the name mid-tap.
      if (!rendered && (event.pointerType !== 'touch' || !nameAt(event.target))) {
        restore.current = {focus: -1, x: event.clientX, y: event.clientY};
        // At once, not after a press that would then end on another element than it started on (no click).
        flushSync(() => setRendered(true));
      }
      handlers.onPointerOver(event);
    },
    onFocus(event: FocusEvent) {
      if (!rendered) {
        restore.current = {focus: focusable(block.current).indexOf(event.target as HTMLElement)};
        setRendered(true);
      }
      const name = nameAt(event.target);
      if (name?.tagName === 'SPAN') setStop(namesIn(event.currentTarget, 'span[data-code-name]').indexOf(name));
      handlers.onFocus(event);
    },
  };
  if (!rendered) return <AsBuilt key="built" {...props} />;
  return (
    <div key="rendered" {...props}>
      <CodeLineContext.Provider value={renderLine}>{children}</CodeLineContext.Provider>
    </div>
  );
}

/** The page's quick infos, once: what the names of its blocks describe themselves with. */
export function CodeInfos({infos}: {infos: CodeInfoData['infos']}): ReactNode {
  const {onPointerOver, onPointerOut} = useQuickInfo();
  const handlers = {onPointerOver, onPointerOut};
  // As built while the page hydrates, and after: nothing in them changes.
  if (useAsBuilt()) return <AsBuilt {...handlers} />;
  return (
    <div {...handlers}>
      {infos.map(([declaration, doc], index) => (
        <div key={infoId(index)} id={infoId(index)} popover="auto" role="tooltip" className={styles.info}>
          <code>{declaration}</code>
          {doc && <p>{doc}</p>}
        </div>
      ))}
    </div>
  );
}
