import {Helmet, HelmetData, HelmetProvider as OriginalHelmetProvider} from '@react-helmet-async-original';

// react-helmet-async in the browser bundle (../index.ts): the library as it
// is, with a provider under which the `<Head>`s of one render update the
// document head once.
//
// Every `Helmet` renders a dispatcher, which registers itself with the
// provider (`helmetInstances.add`) and then calls its `emitChange`: merge the
// props of all registered dispatchers, then cancel the pending animation
// frame and request a new one that writes the merged head. It calls the same
// method after an update and after unregistering on unmount. The result only
// depends on the set of registered dispatchers, so one merge after the last
// change of a render gives the head the same content, in the same frame.
//
// The dispatcher class is not exported: the provider reaches its prototype
// through the first dispatcher that registers.
export {Helmet, HelmetData};

interface Dispatcher {
  props: {context: object};
  emitChange(): void;
}

interface HelmetContextValue {
  helmetInstances: {add(dispatcher: Dispatcher): void};
}

export class HelmetProvider extends OriginalHelmetProvider {
  constructor(props: ConstructorParameters<typeof OriginalHelmetProvider>[0]) {
    super(props);
    const {helmetInstances} = (this as unknown as {helmetData: {value: HelmetContextValue}}).helmetData.value;
    const add = helmetInstances.add;
    helmetInstances.add = (dispatcher) => {
      emitChangesOnceAfterSyncWork(Object.getPrototypeOf(dispatcher));
      add(dispatcher);
    };
  }
}

const batchedPrototypes = new WeakSet<Dispatcher>();

/**
 * Makes `emitChange` on dispatchers of this prototype wait until the code
 * running now returns (a microtask), then run once per provider, on whichever
 * of its dispatchers asked last.
 */
function emitChangesOnceAfterSyncWork(prototype: Dispatcher): void {
  if (batchedPrototypes.has(prototype)) return;
  batchedPrototypes.add(prototype);
  const emitChangeNow = prototype.emitChange;
  const lastToAsk = new Map<object, Dispatcher>();
  prototype.emitChange = function emitChangeOnce(this: Dispatcher) {
    if (lastToAsk.size === 0) {
      queueMicrotask(() => {
        const dispatchers = [...lastToAsk.values()];
        lastToAsk.clear();
        for (const dispatcher of dispatchers) emitChangeNow.call(dispatcher);
      });
    }
    lastToAsk.set(this.props.context, this);
  };
}
