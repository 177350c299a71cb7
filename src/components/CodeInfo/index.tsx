import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import {type FocusEvent, type PointerEvent, type ReactNode, useLayoutEffect, useRef, useState} from 'react';
import type {CodeInfoData} from '@site/plugins/doc-code/names';
import {CodeLineContext} from '@site/src/theme/CodeBlock/Line';
import type {Reach} from './OnIntent';
import styles from './styles.module.css';

/**
 * A code block whose names show their quick info (hover, focus, tap) and link to their API pages, as plugins/doc-code
 * computed them; ./OnIntent loads it. The page's infos are one table of native popovers (`CodeInfos`), which a block's
 * names point to. Linked names are tab stops, the others one per block (roving tabindex: arrows, Home, End). An info
 * stays open while hovered (WCAG 1.4.13); a tap opens it, a second one follows the link.
 */
type Token = LineProps['line'][number];
type Name = CodeInfoData['lines'][string][number];

/** The line's tokens cut where a name starts or ends (a name lies within one token), each name's piece with it. */
function splitAtNames(line: readonly Token[], names: readonly Name[]) {
  let end = 0;
  return line.flatMap((token) => {
    const start = end;
    end += token.content.length;
    const inside = names.filter(([from, to]) => from >= start && to <= end);
    const cuts = [start, ...inside.flatMap((name) => [name[0], name[1]]), end];
    return cuts.slice(1).flatMap((to, at): (Token & {name?: Name})[] => {
      const from = cuts[at] as number;
      const name = inside.find((candidate) => candidate[0] === from);
      return from < to ? [{...token, content: token.content.slice(from - start, to - start), name}] : [];
    });
  });
}

const nameAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-code-name]') : null;
const infoOf = (name: HTMLElement | null) =>
  name && document.getElementById(name.getAttribute('aria-describedby') ?? '');
const isOpen = (info: HTMLElement | null) => info?.matches(':popover-open') === true;
const all = (block: Element | null, selector: string) =>
  Array.from(block?.querySelectorAll<HTMLElement>(selector) ?? []);

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
  if (!info || !name.isConnected) return;
  if (!isOpen(info)) info.showPopover();
  state.shown = name;
  const at = name.getBoundingClientRect();
  const {width, height} = info.getBoundingClientRect();
  const below = at.bottom + 4 + height <= window.innerHeight || at.top - 4 - height < 0;
  info.style.top = `${window.scrollY + (below ? at.bottom + 4 : at.top - 4 - height)}px`;
  info.style.left = `${window.scrollX + Math.max(8, Math.min(at.left, document.documentElement.clientWidth - width - 8))}px`;
}
const close = (name: HTMLElement | null) =>
  isOpen(infoOf(name)) && document.activeElement !== name && infoOf(name)?.hidePopover();
/** Whether `node` is the shown name or in its open info. */
const isShown = (node: EventTarget | null) =>
  node instanceof Node &&
  isOpen(infoOf(state.shown)) &&
  !!(state.shown?.contains(node) || infoOf(state.shown)?.contains(node));

/** The name a key moves the focus to from `name` among a block's names: arrows, Home, End. */
function nextName(names: HTMLElement[], name: HTMLElement, key: string): HTMLElement | undefined {
  const at = names.indexOf(name);
  const line = (element?: HTMLElement) => element?.closest('.token-line');
  const otherLine = (other: HTMLElement) => line(other) !== line(name);
  const above = line(names.slice(0, at).reverse().find(otherLine));
  if (key === 'ArrowUp') return names.find((other) => line(other) === above);
  if (key === 'ArrowDown') return names.slice(at).find(otherLine);
  return {ArrowRight: names[at + 1], ArrowLeft: names[at - 1], Home: names[0], End: names.at(-1)}[key];
}

/** An info opens 200 ms after the pointer reaches its name, and stays while the pointer is on either. */
export const pointerHandlers = {
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
};

/** The names of a block's lines, each with its info of the page's table and its link. */
function useRenderLine(lines: CodeInfoData['lines'], stop: number) {
  const {withBaseUrl} = useBaseUrlUtils();
  let unlinked = 0; // counted as the lines render, in order
  return (props: LineProps): LineProps => {
    const names = lines[props.line.map((token) => token.content).join('')];
    if (!names) return props;
    const getTokenProps: LineProps['getTokenProps'] = (input) => {
      const output = props.getTokenProps(input);
      const [, , info, to] = (input.token as {name?: Name}).name ?? [];
      if (info === undefined) return output;
      const name = {'aria-describedby': `code-info-${info}`, 'data-code-name': true, children: output.children};
      // Not the theme's Link, which would watch hundreds for prefetching; `to` is under the base URL.
      const element = to ? (
        <a href={withBaseUrl(to, {forcePrependBaseUrl: true})} className={styles.link} {...name} />
      ) : (
        <span tabIndex={unlinked++ === stop ? 0 : -1} className={styles.name} {...name} />
      );
      // The theme's Line renders the token's children as they are; its type says string.
      return {...output, children: element as unknown as string};
    };
    return {...props, line: splitAtNames(props.line, names), getTokenProps};
  };
}

type Props = {lines: CodeInfoData['lines']; reach: Reach; children: ReactNode};

export default function CodeInfo({lines, reach, children}: Props) {
  const history = useHistory();
  // The unlinked name that is the block's tab stop (roving tabindex): the first, until another gets the focus.
  const [stop, setStop] = useState(0);
  const block = useRef<HTMLDivElement>(null);
  // What the reader did while this code was on its way: the focus moved, a name tapped, the pointer over a name.
  useLayoutEffect(() => {
    const {focus, x = -1, y = -1, tap, left = 0} = reach;
    block.current?.querySelector('pre')?.scrollTo({left});
    // The focus back where it was if it went with the built block, without scrolling: a followed link has moved on.
    if (focus !== undefined && document.activeElement === document.body)
      all(block.current, 'a, button, [tabindex]').at(focus)?.focus({preventScroll: true});
    const name = nameAt(document.elementFromPoint(x, y));
    if (name && tap) open(name);
    else name?.dispatchEvent(new window.PointerEvent('pointerover', {bubbles: true, pointerType: 'mouse'}));
  }, [reach]);
  const handlers = {
    ...pointerHandlers,
    onFocus(event: FocusEvent) {
      const name = nameAt(event.target);
      if (name?.tagName === 'SPAN') setStop(all(event.currentTarget, 'span[data-code-name]').indexOf(name));
      if (name) open(name);
    },
    onBlur(event: FocusEvent) {
      const name = nameAt(event.target);
      if (name && !name.matches(':hover') && !infoOf(name)?.matches(':hover')) close(name);
    },
    onKeyDown(event: React.KeyboardEvent) {
      const name = nameAt(event.target);
      const next = name && nextName(all(event.currentTarget, 'pre [data-code-name]'), name, event.key);
      if (next) event.preventDefault();
      next?.focus();
    },
    onPointerDown(event: PointerEvent) {
      state.tap = event.pointerType === 'touch';
      state.wasOpen = isOpen(infoOf(nameAt(event.target)));
    },
    // A tap opens the info, a tap on an open one follows the link; another page opens as the theme's links do.
    onClickCapture(event: React.MouseEvent) {
      const name = nameAt(event.target);
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const tapped = state.tap && name && !state.wasOpen;
      const elsewhere = name instanceof HTMLAnchorElement && name.pathname !== window.location.pathname && !modified;
      if (tapped || elsewhere) event.preventDefault();
      if (tapped) open(name);
      else if (elsewhere) history.push(name.pathname + name.hash);
    },
  };
  return (
    <div {...handlers} ref={block}>
      <CodeLineContext.Provider value={useRenderLine(lines, stop)}>{children}</CodeLineContext.Provider>
    </div>
  );
}

/** The page's quick infos, once: what the names of its blocks describe themselves with. */
export function CodeInfos({infos}: {infos: CodeInfoData['infos']}) {
  return (
    <div {...pointerHandlers}>
      {infos.map(([declaration, doc], index) => (
        <div key={declaration + doc} id={`code-info-${index}`} popover="auto" role="tooltip" className={styles.info}>
          <code>{declaration}</code>
          {doc && <p>{doc}</p>}
        </div>
      ))}
    </div>
  );
}
