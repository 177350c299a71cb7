// What the theme imports from 'prism-react-renderer' (see ../index.ts).
export {Highlight} from './Highlight';
export {Prism} from './prism';
