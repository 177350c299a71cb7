import {hydratesLater} from '@site/src/components/HydrateLater';
import Footer from '@theme-original/Footer';

/** The footer (one `footer`) hydrates in a task of its own, after the page's first hydration. */
export default hydratesLater(Footer);
