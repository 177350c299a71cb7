import {hydratesLater} from '@site/src/components/HydrateLater';
import BackToTopButton from '@theme-original/BackToTopButton';

/**
 * The back-to-top button (one `button`, hidden until the reader scrolls)
 * hydrates in a task of its own: its first render measures the scroll
 * position, which forced a layout of the whole page in the first hydration.
 */
export default hydratesLater(BackToTopButton);
