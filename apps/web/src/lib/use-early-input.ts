import { type RefObject, useEffect } from 'react';

/**
 * What a shopper did to the form fields of a server-drawn page before its script took it over: React
 * keeps what is in the page while it hydrates (a box ticked, a size tapped, a word typed) but knows
 * nothing of it, so the page would show a choice that is not made. `replayEarlyInput` plays each such
 * change again through React's own handlers: a tick or a tap as a click, typing as an input event.
 * A field React drew unchanged (its `checked` or `value` as the server drew it) is left alone.
 */
export function replayEarlyInput(container: ParentNode): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled) continue;
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

/** Plays the early input of `ref`'s fields once, when the component is taken over (mounted). */
export function useEarlyInput(ref: RefObject<ParentNode | null>): void {
  useEffect(() => {
    if (ref.current) replayEarlyInput(ref.current);
  }, [ref]);
}
