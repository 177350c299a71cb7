// Order matters: prism-core reads `Prism.manual` from the global object as it
// loads, so the flag must be set by a module evaluated before it.
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import './languages';

export {Prism};
