import {hydratesLater} from '@site/src/components/HydrateLater';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';

/** The docs sidebar (one `aside`) hydrates in a task of its own, after the page's first hydration. */
export default hydratesLater(Sidebar);
