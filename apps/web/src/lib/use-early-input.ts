import { type RefObject, useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Whether the shopper changed a field from what was rendered: a box ticked or unticked, a word
 * typed. A radio the shopper left is unchecked by the one chosen: only the chosen one counts.
 */
function changedSinceRendered(field: Field): boolean {
  if (!isToggle(field)) return field.value !== field.defaultValue;
  return field.type === 'radio'
    ? field.checked && !field.defaultChecked
    : field.checked !== field.defaultChecked;
}

/** What the shopper made of a field: ticked or not, what it holds. */
interface FieldState {
  checked?: boolean;
  value: string;
}

/** Brings `field` to `to` through React's own handlers: a tick or a tap as a click, typing as an input event. */
function replayInto(field: Field, to: FieldState): void {
  if (isToggle(field)) {
    if (field.checked !== to.checked) field.click();
  } else if (field.value !== to.value) {
    // the prototype's setter passes React's tracking by, so the input event reads as a change
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, to.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const fieldsOf = (container: ParentNode) =>
  [...container.querySelectorAll<Field>('input, textarea')].filter((field) => !field.disabled);

/**
 * What a shopper did to the form fields of a server-rendered page before its script took it over:
 * React keeps what is in the page while it hydrates (a box ticked, a size tapped, a word typed) but
 * knows nothing of it, so the page would show a choice that is not made. `replayEarlyInput` replays
 * each such change again through React's own handlers. A field React rendered unchanged (its
 * `checked` or `value` as the server rendered it) is left alone.
 */
export function replayEarlyInput(container: ParentNode, skip?: (field: Element) => boolean): void {
  for (const field of fieldsOf(container)) {
    if (skip?.(field) || !changedSinceRendered(field)) continue;
    // the field goes back to what React knows (through the element, so React's value tracking sees
    // it), then what the shopper did is replayed
    const done: FieldState = { checked: isToggle(field) && field.checked, value: field.value };
    if (isToggle(field)) field.checked = field.defaultChecked;
    else field.value = field.defaultValue;
    replayInto(field, done);
  }
}

/**
 * What a field is, the same on the server's page and on the app's own render of it, where its id and
 * name differ (React's useId): its kind, value, label and group. A size is "radio M in Size".
 */
function fieldKey(field: Field): string {
  const label = field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? '';
  const value = isToggle(field) ? (field.getAttribute('value') ?? '') : '';
  return key(field.localName, field.type, value, label, groupOf(field), field.getAttribute('placeholder'));
}

/** The legend of the fieldset an element is in: "Size" for a size. */
const groupOf = (element: Element) => element.closest('fieldset')?.querySelector('legend')?.textContent;

const key = (...parts: Array<string | null | undefined>) => parts.map((part) => part ?? '').join('\u0001');

/** The elements by their key, leaving out every key that two or more of them share. */
function uniqueByKey<T extends Element>(elements: Iterable<T>, keyOf: (e: T) => string): Map<string, T> {
  const unique = new Map<string, T>();
  const shared = new Set<string>();
  for (const element of elements) {
    const k = keyOf(element);
    if (unique.has(k)) shared.add(k);
    unique.set(k, element);
  }
  for (const k of shared) unique.delete(k);
  return unique;
}

/**
 * The fields of a server-rendered page that the app renders afresh (a signed-in visit, main.tsx),
 * kept by what each is: the elements themselves, which keep what the shopper did to them up to the
 * moment the new render replaced them. Replayed into their counterparts of the new render
 * (`replayCarriedInput`) while the shopper is on the same page.
 */
let carried: { path: string; fields: Map<string, Field> } | undefined;

/** Keeps the server-rendered page's fields before the app renders over it (main.tsx `renderAfresh`). */
export function carryServerRenderedFields(container: ParentNode): void {
  // a field that cannot be told from another is not carried
  carried = { path: window.location.pathname, fields: uniqueByKey(fieldsOf(container), fieldKey) };
}

/** What was carried from the server's page, while the shopper is still on it. */
function carriedHere() {
  if (carried?.path !== window.location.pathname) carried = undefined;
  return carried;
}

/**
 * Replays what the shopper did to the replaced page's fields into the same fields of the new render
 * in `container`, each once, and only on the page they did it on.
 */
function replayCarriedInput(container: ParentNode): void {
  const fields = carriedHere()?.fields;
  if (!fields) return;
  for (const field of fieldsOf(container)) {
    const k = fieldKey(field);
    const before = fields.get(k);
    if (!before || !changedSinceRendered(before)) continue;
    fields.delete(k);
    replayInto(field, before);
  }
}

/** the containers whose fields a component has replayed (useEarlyInput): the page-wide pass leaves them */
const replayedBy = new Set<Node>();

/**
 * Replays the early input of `ref`'s fields once, when the component is taken over (mounted): for a
 * part of a page that may mount before the page itself (replayEarlyActions replays the rest).
 */
export function useEarlyInput(ref: RefObject<Node | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!(container instanceof Element || container instanceof DocumentFragment)) return;
    replayedBy.add(container);
    replayEarlyInput(container);
    replayCarriedInput(container);
    return () => {
      replayedBy.delete(container);
    };
  }, [ref]);
}

/** What a server-rendered page's inline starter held before the app took the page over. */
interface EarlyAction {
  target: EventTarget | null;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    /**
     * Set by the inline script of a page the server rendered (apps/server/src/delivery/start-script.ts). `taken`:
     * it holds nothing more, the app having taken the page over, or the script having given up on it
     * (`gaveUp`, after EARLY_INPUT_GIVE_UP_MS: the page then behaves as plain HTML, and the form it
     * held first was sent by the browser). What is still in `actions` is for the app to replay.
     */
    shopEarly?: {
      taken: boolean;
      actions: EarlyAction[];
      replayed?: boolean;
      gaveUp?: boolean;
      arrived?: boolean;
    };
  }
}

/**
 * The app's own handlers respond from now on: the page's inline starter holds nothing more. Called
 * once the app has taken the server-rendered page over (`replayEarlyActions`, when its page has
 * mounted), or when it shows a screen of its own in the page's place whose buttons must respond (the
 * error screen, the auth check's Retry): until then, what the starter held React never saw.
 */
export function stopHoldingEarlyActions(): void {
  if (window.shopEarly) window.shopEarly.taken = true;
}

/** What a button is, on the server's page and on the app's own render of it: its kind, name and group. */
const buttonKey = (button: HTMLButtonElement) =>
  key(button.type, button.getAttribute('aria-label') ?? button.textContent?.trim(), groupOf(button));

/**
 * The button of `root` that is what `button` of the replaced page was: one of its kind there, and one
 * here. A button that cannot be told from another (a card's among many) has none.
 */
function counterpartOf(button: HTMLButtonElement, root: HTMLElement): HTMLButtonElement | undefined {
  const k = buttonKey(button);
  const replaced = uniqueByKey((button.getRootNode() as ParentNode).querySelectorAll('button'), buttonKey);
  return replaced.get(k) === button
    ? uniqueByKey(root.querySelectorAll('button'), buttonKey).get(k)
    : undefined;
}

/**
 * A button pressed or a form sent on the server's page that the app then rendered afresh (a
 * signed-in visit): the same action on the new render, by its button (a form by the button that
 * sent it, or its first), when the shopper is still on that page.
 */
function acrossRerender(action: EarlyAction, root: HTMLElement): EarlyAction | undefined {
  if (!carriedHere()) return undefined;
  const { target, submitter } = action;
  if (target instanceof HTMLButtonElement) {
    const button = counterpartOf(target, root);
    return button && { target: button };
  }
  if (!(target instanceof HTMLFormElement)) return undefined;
  const sender =
    submitter instanceof HTMLButtonElement
      ? submitter
      : target.querySelector<HTMLButtonElement>('button[type=submit], button:not([type])');
  const button = sender && counterpartOf(sender, root);
  return button?.form ? { target: button.form, submitter: submitter ? button : undefined } : undefined;
}

/**
 * Replays what a shopper did on a server-rendered page before the app had taken it over: what was
 * typed or ticked in any of its fields (the footer's address, say), then what the page's inline
 * starter held: a form sent (through React, which now knows what was typed), a button pressed.
 * Called once the route's page has mounted (app/lazy-page.ts); it replays once per page load, also
 * when the starter gave up before (what it still held is what the page, as plain HTML, did nothing
 * with).
 */
export function replayEarlyActions(): void {
  const early = window.shopEarly;
  if (!early || early.replayed) return;
  early.replayed = true;
  // before the replays below: their clicks are the app's to handle, not the starter's to hold
  stopHoldingEarlyActions();
  const root = document.getElementById('root');
  if (root) {
    const replayed = (field: Element) => [...replayedBy].some((container) => container.contains(field));
    replayEarlyInput(root, replayed);
    replayCarriedInput(root);
  }
  const actions = early.actions
    .splice(0)
    .map((action) =>
      action.target instanceof HTMLElement && action.target.isConnected
        ? action
        : root && acrossRerender(action, root),
    )
    .filter((a): a is EarlyAction & { target: HTMLElement } => a?.target instanceof HTMLElement);
  if (!actions.length) return;
  // after React has rendered what the fields' replays changed (their updates are flushed in a
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
