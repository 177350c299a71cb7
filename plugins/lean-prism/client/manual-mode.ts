// Left to itself, prism-core highlights every `code.language-*` element of the
// document once it is ready, rewriting markup that React owns. In manual mode
// it only tokenizes what it is given. The worker flag keeps it from listening
// to `message` events when it is loaded inside a worker.
const scope = globalThis as {Prism?: {manual?: boolean; disableWorkerMessageHandler?: boolean}};
scope.Prism = {...scope.Prism, manual: true, disableWorkerMessageHandler: true};
