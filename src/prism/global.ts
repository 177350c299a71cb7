import {Prism} from 'prism-react-renderer';

// prismjs's grammar files extend the global `Prism`: here, prism-react-renderer's, which the theme's code blocks use.
(globalThis as {Prism?: typeof Prism}).Prism = Prism;
