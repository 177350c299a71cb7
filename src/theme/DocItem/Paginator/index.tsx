import {hydratesLater} from '@site/src/components/HydrateLater';
import Paginator from '@theme-original/DocItem/Paginator';

/** The previous/next links under a doc (always one `nav`) hydrate in a task of their own. */
export default hydratesLater(Paginator);
