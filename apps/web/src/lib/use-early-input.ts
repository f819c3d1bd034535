import { type RefObject, useEffect } from 'react';

/**
 * What a shopper did to the form fields of a server-drawn page before its script took it over: React
 * keeps what is in the page while it hydrates (a box ticked, a size tapped, a word typed) but knows
 * nothing of it, so the page would show a choice that is not made. `replayEarlyInput` plays each such
 * change again through React's own handlers: a tick or a tap as a click, typing as an input event.
 * A field React drew unchanged (its `checked` or `value` as the server drew it) is left alone.
 */
export function replayEarlyInput(container: ParentNode, skip?: (field: Element) => boolean): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled || skip?.(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // a radio the shopper left is unchecked by the one chosen: only the chosen one is played
      const changed =
        field.type === 'radio'
          ? field.checked && !field.defaultChecked
          : field.checked !== field.defaultChecked;
      if (!changed) continue;
      // back to what React knows (through the element, so React's value tracking sees it), then the tap
      field.checked = field.defaultChecked;
      field.click();
    } else if (field.value !== field.defaultValue) {
      const typed = field.value;
      field.value = field.defaultValue;
      // the prototype's setter passes React's tracking by, so the input event reads as a change
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/** the containers whose fields a component has played (useEarlyInput): the page-wide pass leaves them */
const playedBy = new Set<Node>();

/**
 * Plays the early input of `ref`'s fields once, when the component is taken over (mounted): for a
 * part of a page that may mount before the page itself (replayEarlyActions plays the rest).
 */
export function useEarlyInput(ref: RefObject<Node | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!(container instanceof Element || container instanceof DocumentFragment)) return;
    playedBy.add(container);
    replayEarlyInput(container);
    return () => {
      playedBy.delete(container);
    };
  }, [ref]);
}

/** What a server-drawn page's inline starter held before the app took the page over. */
interface EarlyAction {
  target: EventTarget | null;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    /** set by the inline script of a page the server drew (apps/server/src/lib/app-start.ts) */
    shopEarly?: { taken: boolean; actions: EarlyAction[]; replayed?: boolean };
  }
}

/**
 * The app's own handlers answer from now on: the page's inline starter holds nothing more. Called
 * once the app has taken the drawn page over (`replayEarlyActions`, when its page has mounted), or
 * when it draws something else in its place (main.tsx, a signed-in visit; the error screen): until
 * then, what the starter held React never saw.
 */
export function stopHoldingEarlyActions(): void {
  if (window.shopEarly) window.shopEarly.taken = true;
}

/**
 * Plays again what a shopper did on a server-drawn page before the app had taken it over: what was
 * typed or ticked in any of its fields (the footer's address, say), then what the page's inline
 * starter held: a form sent (through React, which now knows what was typed), a button pressed.
 * Called once the route's page has mounted (app/lazy-page.ts); it plays once per page load.
 */
export function replayEarlyActions(): void {
  const early = window.shopEarly;
  if (!early || early.replayed) return;
  early.replayed = true;
  // before the replays below: their clicks are the app's to answer, not the starter's to hold
  stopHoldingEarlyActions();
  const root = document.getElementById('root');
  if (root) replayEarlyInput(root, (field) => [...playedBy].some((container) => container.contains(field)));
  const actions = early.actions.splice(0).filter(
    // a page drawn again by the browser (a signed-in visit) has new elements: nothing to play
    (a): a is EarlyAction & { target: HTMLElement } =>
      a.target instanceof HTMLElement && a.target.isConnected,
  );
  if (!actions.length) return;
  // after React has drawn what the fields' replays changed (their updates are flushed in a
  // microtask): a form's submit handler reads the state of its last render
  setTimeout(() => {
    for (const { target, submitter } of actions) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement) {
        const button =
          submitter instanceof HTMLButtonElement && submitter.form === target ? submitter : undefined;
        target.requestSubmit(button);
      } else target.click();
    }
  });
}
