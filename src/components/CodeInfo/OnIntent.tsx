import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {type FocusEvent, type PointerEvent, type ReactNode, useEffect, useRef} from 'react';
import type {CodeInfoData} from '@site/plugins/doc-code/names';
import AsBuilt, {type OnIntent, onIntent, useAsBuilt, useOnIntent} from '@site/src/components/AsBuilt';

/**
 * What a page's MDX imports for its blocks with quick info (plugins/doc-code/remark.ts). The server renders them whole;
 * here a block stays as built (plain if it mounts later) until a reader reaches for it (pointer, focus, touch), which
 * loads ./index and the page's data chunk, then renders it, replaying what the reader did meanwhile. In dark mode built
 * blocks load at once (built colours are light). First-visit JS, gzip -9 (`npm run bench -- --runs 0`, 2026-11-26):
 * Health guide 173,851 → 169,615 B, Actuator API page 168,183 → 165,511, home 156,476 → 153,241; a page without quick
 * info pays 150 (Introduction 165,433 → 165,583: webpack's runtime names each page's data chunk).
 */
export type Data = () => Promise<{default: {infos: CodeInfoData['infos']; blocks: CodeInfoData['lines'][]}}>;
/** What the reader did before the code came (focus, pointer, tap, sideways scroll), which the new block replays. */
export type Reach = {focus?: number; x?: number; y?: number; tap?: boolean; left?: number};
type Loaded = {code: typeof import('./index'); page: Awaited<ReturnType<Data>>['default']};

// Each page's code and data, loaded together, once.
const loads = new Map<Data, OnIntent<Loaded>>();
function loadOf(data: Data): OnIntent<Loaded> {
  const load = () => Promise.all([import('./index'), data()]).then(([code, page]) => ({code, page: page.default}));
  const known = loads.get(data) ?? onIntent(load);
  loads.set(data, known);
  return known;
}

export default function CodeInfo({data, block, children}: {data: Data; block: number; children: ReactNode}) {
  const asBuilt = useAsBuilt();
  const {loaded, start} = useOnIntent(loadOf(data), asBuilt);
  const reach = useRef<Reach>({});
  const builtColours = useColorMode().colorMode === useThemeConfig().colorMode.defaultMode;
  useEffect(() => {
    if (asBuilt && !builtColours) start();
  }, [asBuilt, builtColours, start]);
  if (loaded)
    return (
      <loaded.code.default lines={loaded.page.blocks[block] ?? {}} reach={reach.current}>
        {children}
      </loaded.code.default>
    );
  const reached = (what: Reach, {currentTarget}: {currentTarget: Element}) => {
    Object.assign(reach.current, what, {left: currentTarget.querySelector('pre')?.scrollLeft});
    start();
  };
  const intent = {
    onPointerOver: (event: PointerEvent) =>
      reached(event.pointerType === 'touch' ? {} : {x: event.clientX, y: event.clientY}, event),
    onPointerDown: (event: PointerEvent) => reached({tap: event.pointerType === 'touch'}, event),
    onFocus(event: FocusEvent) {
      const [all, target] = [Array.from(event.currentTarget.querySelectorAll('a, button, [tabindex]')), event.target];
      reached({focus: all.indexOf(target) - (target.closest('pre') ? 0 : all.length)}, event);
    },
    // A tap opens a name's info (once the code has come); a second one follows its link.
    onClickCapture(event: React.MouseEvent) {
      if (!reach.current.tap) return;
      event.preventDefault();
      reached({x: event.clientX, y: event.clientY}, event);
    },
  };
  return asBuilt ? <AsBuilt {...intent} /> : <div {...intent}>{children}</div>;
}

/** The page's quick infos (see ./index): as built, they only gain their pointer handlers once the code is here. */
export function CodeInfos({data}: {data: Data}) {
  const asBuilt = useAsBuilt();
  const {loaded, start} = useOnIntent(loadOf(data), false, false);
  useEffect(start, [start]);
  if (asBuilt) return <AsBuilt {...loaded?.code.pointerHandlers} />;
  return loaded && <loaded.code.CodeInfos infos={loaded.page.infos} />;
}
