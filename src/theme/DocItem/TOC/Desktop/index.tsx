import {hydratesLater} from '@site/src/components/HydrateLater';
import Desktop from '@theme-original/DocItem/TOC/Desktop';

/** The table of contents beside a doc (one `div`) hydrates in a task of its own, after the page's first hydration. */
export default hydratesLater(Desktop);
