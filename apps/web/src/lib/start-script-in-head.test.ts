import { APP_START_SCRIPT, APP_TEMPLATE_ID } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The server puts the start script at the top of the head (apps/server/src/delivery/start-script.ts), so
 * it runs before the template at the body's end exists. A touch, or its timer, before the document is
 * parsed must wait for it rather than read a template that is not there yet.
 */
describe('the start script, run from the head', () => {
  afterEach(() => {
    if (window.shopEarly) window.shopEarly.taken = true;
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
    delete window.shopEarly;
    for (const e of document.head.querySelectorAll('[data-from-template]')) e.remove();
    document.body.replaceChildren();
  });

  it('starts the app once the document is parsed when the shopper touches the page before', () => {
    vi.useFakeTimers();
    // the parser is still in the body: the template has not been reached
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    expect(() => new Function(APP_START_SCRIPT)()).not.toThrow();
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(1_500);
    expect(errors).toEqual([]);
    expect(document.head.querySelector('[data-from-template]')).toBeNull();

    // the rest of the body arrives, with the template, and the document is parsed
    const template = document.createElement('template');
    template.id = APP_TEMPLATE_ID;
    template.innerHTML = '<link rel="modulepreload" href="/assets/a.js" data-from-template>';
    document.body.append(template);
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(10);
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(document.head.querySelectorAll('[data-from-template]')).toHaveLength(1);
  });
});
