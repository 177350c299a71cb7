import {options} from 'preact';

// The search box's autocomplete.js handles events with its copy of Zepto,
// which adds jQuery's event methods to an event only when the event has no
// `isDefaultPrevented` yet. preact/compat adds that method (and no other) to
// every event a component handles, so Zepto then calls a missing
// `isImmediatePropagationStopped` and throws. This adds the missing one,
// answering whether `stopImmediatePropagation` was called.
type ZeptoReadyEvent = Event & {isImmediatePropagationStopped?: () => boolean};

const previousHook = options.event;
options.event = (nativeEvent: Event) => {
  const event: ZeptoReadyEvent = previousHook ? previousHook(nativeEvent) : nativeEvent;
  if (!event.isImmediatePropagationStopped) {
    let stopped = false;
    const stop = event.stopImmediatePropagation;
    event.stopImmediatePropagation = () => {
      stopped = true;
      stop.call(event);
    };
    event.isImmediatePropagationStopped = () => stopped;
  }
  return event;
};
