import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import type {CodeInfoData} from '@site/plugins/doc-code/code-info';
import {CodeLineContext} from './line';
import styles from './styles.module.css';

/**
 * A code block whose names tell what they are: on hover, on keyboard focus
 * or on a tap, each name the compiler resolved shows its quick info (its
 * declaration as the compiler prints it and the first sentence of its doc
 * comment); a name with a page of its own (an export, a member, a field of
 * a response) links to it. The build
 * computed all of it (plugins/doc-code/remark-code-info.ts); nothing is
 * analysed here.
 *
 * How it loads: the build imports it into the pages that have such a block,
 * as a chunk of its own (plugins/doc-code/index.ts), which they load with
 * their other chunks; other pages load none of it. Measured 2026-11-25 with
 * Lighthouse mobile (5 alternated runs, the Health guide): loaded that way,
 * Total Blocking Time 192 ms against 198 ms without quick info at all; loaded
 * with React.lazy as the page hydrates, 288 against 188 ms (each block then
 * hydrates in a task of its own, after the page's).
 *
 * Each quick info is a native popover (`popover="auto"`: Escape and a click
 * elsewhere close it) rendered with the page, the description of its names
 * (`aria-describedby`). A linked name is a tab stop of its own; the others
 * are one tab stop for the whole block (roving tabindex), the arrow keys
 * moving between names, Home and End to the first and last. The info stays
 * open while the pointer is over the name or the info (WCAG 1.4.13). A tap
 * opens it without following the link; a second tap follows it.
 */
type Token = LineProps['line'][number];
type Name = CodeInfoData['lines'][string][number];

const HOVER_OPEN_MS = 200;
const HOVER_CLOSE_MS = 300;

/** The line's tokens cut where a name starts or ends, and the quick info of each piece that is a name. */
function splitAtNames(line: readonly Token[], names: readonly Name[]) {
  const tokens: Token[] = [];
  const infoByToken = new Map<Token, number>();
  let tokenStart = 0;
  for (const token of line) {
    const tokenEnd = tokenStart + token.content.length;
    const piece = (from: number, to: number): Token => ({
      ...token,
      content: token.content.slice(from - tokenStart, to - tokenStart),
    });
    let cursor = tokenStart;
    // A name lies within one token: Prism never cuts an identifier or a JSON key in two.
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

/** Puts an open info under its name (above it when there is no room below), inside the viewport's width. */
function place(info: HTMLElement, name: HTMLElement): void {
  const gap = 4;
  const at = name.getBoundingClientRect();
  const {width, height} = info.getBoundingClientRect();
  const below = at.bottom + gap + height <= window.innerHeight || at.top - gap - height < 0;
  const left = Math.max(gap * 2, Math.min(at.left, document.documentElement.clientWidth - width - gap * 2));
  info.style.top = `${window.scrollY + (below ? at.bottom + gap : at.top - gap - height)}px`;
  info.style.left = `${window.scrollX + left}px`;
}

const nameAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-code-name]') : null;
const infoOf = (name: HTMLElement) => document.getElementById(name.getAttribute('aria-describedby') ?? '');
const isOpen = (info: HTMLElement | null | undefined) => info?.matches(':popover-open') === true;

/** The event handlers of a block: when its infos open and close, and how the keyboard moves between names. */
function useQuickInfo() {
  const history = useHistory();
  const state = useRef({timer: 0, shown: null as HTMLElement | null, tap: false, wasOpen: false}).current;
  useEffect(() => () => window.clearTimeout(state.timer), [state]);
  return useMemo(() => {
    const later = (ms: number, then: () => void) => {
      window.clearTimeout(state.timer);
      state.timer = window.setTimeout(then, ms);
    };
    const open = (name: HTMLElement) => {
      window.clearTimeout(state.timer);
      const info = infoOf(name);
      if (!info || !('showPopover' in info)) return;
      if (!isOpen(info)) info.showPopover();
      place(info, name);
      state.shown = name;
    };
    const close = (name: HTMLElement | null) => {
      const info = name && infoOf(name);
      if (isOpen(info) && document.activeElement !== name) info?.hidePopover();
    };
    // Whether a node is the name whose info is open, or inside that info.
    const isShown = (node: EventTarget | null) => {
      const info = state.shown && infoOf(state.shown);
      return node instanceof Node && isOpen(info) && (!!state.shown?.contains(node) || !!info?.contains(node));
    };
    return {
      onPointerOver(event: PointerEvent) {
        if (event.pointerType === 'touch') return;
        const name = nameAt(event.target);
        if (isShown(event.target) && (name === null || name === state.shown)) window.clearTimeout(state.timer);
        else if (name) later(HOVER_OPEN_MS, () => open(name));
      },
      onPointerOut(event: PointerEvent) {
        if (event.pointerType === 'touch' || isShown(event.relatedTarget) || nameAt(event.relatedTarget)) return;
        later(HOVER_CLOSE_MS, () => close(state.shown));
      },
      onFocus(event: FocusEvent) {
        const name = nameAt(event.target);
        if (!name) return;
        if (name.tagName === 'SPAN') {
          for (const other of Array.from(event.currentTarget.querySelectorAll<HTMLElement>('span[data-code-name]'))) {
            other.tabIndex = other === name ? 0 : -1;
          }
        }
        open(name);
      },
      onBlur(event: FocusEvent) {
        const name = nameAt(event.target);
        if (name && !name.matches(':hover') && !infoOf(name)?.matches(':hover')) close(name);
      },
      onKeyDown(event: KeyboardEvent) {
        const name = nameAt(event.target);
        if (!name) return;
        const names = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('pre [data-code-name]'));
        const at = names.indexOf(name);
        const lineOf = (element: HTMLElement | undefined) => element?.closest('.token-line');
        const otherLine = (candidate: HTMLElement) => lineOf(candidate) !== lineOf(name);
        const above = names.slice(0, at).reverse().find(otherLine);
        const next = {
          ArrowRight: names[at + 1],
          ArrowLeft: names[at - 1],
          ArrowDown: names.slice(at).find(otherLine),
          ArrowUp: names.find((candidate) => above && lineOf(candidate) === lineOf(above)),
          Home: names[0],
          End: names.at(-1),
        }[event.key];
        if (!next) return;
        event.preventDefault();
        next.focus();
      },
      onPointerDown(event: PointerEvent) {
        const name = nameAt(event.target);
        state.tap = event.pointerType === 'touch';
        state.wasOpen = name !== null && isOpen(infoOf(name));
      },
      // A tap opens the info; on an open one, it follows the link (the tap closed the info already). A link
      // to another page goes there as the theme's links do, without loading the page anew.
      onClickCapture(event: MouseEvent) {
        const name = nameAt(event.target);
        const link = name instanceof HTMLAnchorElement ? name : undefined;
        if (state.tap && name && !state.wasOpen) {
          event.preventDefault();
          open(name);
        } else if (link && link.pathname !== window.location.pathname && !isModified(event)) {
          event.preventDefault();
          history.push(link.pathname + link.hash);
        }
      },
    };
  }, [state, history]);
}

/** Whether a click asks for a new tab or window, or a download: the browser's to handle. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

interface Props {
  /** The JSON of the block's CodeInfoData, from plugins/doc-code/code-info.ts. */
  data: string;
  /** The code block. */
  children: ReactNode;
}

export default function CodeInfo({data, children}: Props): ReactNode {
  const {infos, lines} = useMemo(() => JSON.parse(data) as CodeInfoData, [data]);
  const id = useId();
  const block = useRef<HTMLDivElement>(null);
  const handlers = useQuickInfo();
  const {withBaseUrl} = useBaseUrlUtils();

  // The block's one tab stop among its names that are not links: the first, until another gets the focus.
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
          // A plain link: the theme's Link would watch each of hundreds for prefetching (the block navigates).
          // `to` is a path under the base URL, even when it starts like it (/docs/… under BASE_URL=/docs/).
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
    // The names inside take the events; the block listens once for all.
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
