import {hydratesLater} from '@site/src/components/HydrateLater';
import Navbar from '@theme-original/Navbar';

/** The navbar (one `nav`) hydrates in a task of its own, after the page's first hydration. */
export default hydratesLater(Navbar);
