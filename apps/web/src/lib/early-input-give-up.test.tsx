import { APP_START_SCRIPT, APP_TEMPLATE_ID, EARLY_INPUT_GIVE_UP_MS } from '@shop/shared';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyActions } from './use-early-input';

/** A server-rendered page's parts: two forms and a button the app handles. */
function Page({ presses }: { presses: string[] }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <form id="news">
        <input name="email" defaultValue="lan@example.com" />
        <button type="submit" name="go" value="1">
          Send
        </button>
      </form>
      <form id="search">
        <input name="q" />
        <button type="submit">Search</button>
      </form>
      <button
        type="button"
        id="add"
        onClick={() => {
          presses.push('add');
          setCount((n) => n + 1);
        }}
      >
        {`added ${count}`}
      </button>
    </>
  );
}

/**
 * The server's inline start script (apps/server/src/delivery/start-script.ts) on a server-rendered page
 * whose app does not come in time. Where the page's events end up is seen from the document, below
 * the window where the script holds them: as the browser, or React on #root, would see them.
 */
describe('the start script, when the app does not come', () => {
  let seen: Array<{ type: string; target: EventTarget | null; submitter?: unknown; sent: boolean }>;
  const record = (event: Event) => {
    seen.push({
      type: event.type,
      target: event.target,
      submitter: (event as SubmitEvent).submitter,
      sent: !event.defaultPrevented,
    });
    // the browser would leave the page with a form sent; jsdom cannot
    if (event.type === 'submit') event.preventDefault();
  };
  const root = () => document.getElementById('root')!;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const submitButton = (form: string) => byId<HTMLFormElement>(form).querySelector('button')!;

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    const page = document.createElement('div');
    page.id = 'root';
    page.innerHTML = renderToString(<Page presses={[]} />);
    const template = document.createElement('template');
    template.id = APP_TEMPLATE_ID;
    // the app's module script, which jsdom neither fetches nor runs: the tests fire its events
    template.innerHTML = '<script type="module" src="/assets/index.js" data-app></script>';
    document.body.append(page, template);
    document.addEventListener('submit', record);
    document.addEventListener('click', record);
    new Function(APP_START_SCRIPT)();
  });
  afterEach(() => {
    // this page's script holds nothing in the tests that follow (its listeners stay on the window)
    if (window.shopEarly) window.shopEarly.taken = true;
    document.removeEventListener('submit', record);
    document.removeEventListener('click', record);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    delete window.shopEarly;
    document.body.replaceChildren();
    for (const script of document.head.querySelectorAll('script[data-app]')) script.remove();
  });

  it(`holds a form sent for ${EARLY_INPUT_GIVE_UP_MS} ms, then lets the browser send it by its own button`, () => {
    submitButton('news').click();
    expect(seen.filter((e) => e.type === 'submit')).toEqual([]);
    expect(window.shopEarly?.actions).toHaveLength(1);

    vi.advanceTimersByTime(EARLY_INPUT_GIVE_UP_MS - 1);
    expect(seen.filter((e) => e.type === 'submit')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen.filter((e) => e.type === 'submit')).toEqual([
      { type: 'submit', target: byId('news'), submitter: submitButton('news'), sent: true },
    ]);
    expect(window.shopEarly).toMatchObject({ taken: true, gaveUp: true, actions: [] });
  });

  it('sends only the first form held (plain HTML would have left the page with it), keeping the rest for the app', () => {
    submitButton('news').click();
    submitButton('search').click();
    vi.advanceTimersByTime(EARLY_INPUT_GIVE_UP_MS);
    expect(seen.filter((e) => e.type === 'submit').map((e) => e.target)).toEqual([byId('news')]);
    expect(window.shopEarly?.actions.map((a) => a.target)).toEqual([byId('search')]);
  });

  it('holds nothing after giving up: a tap goes where the page sends it', () => {
    vi.advanceTimersByTime(EARLY_INPUT_GIVE_UP_MS);
    byId('add').click();
    submitButton('search').click();
    // (a form's own button is never held: its form's submit is)
    expect(seen.map((e) => [e.type, e.target, e.sent])).toEqual([
      ['click', byId('add'), true],
      ['click', submitButton('search'), true],
      ['submit', byId('search'), true],
    ]);
    expect(window.shopEarly?.actions).toEqual([]);
  });

  it('keeps a button pressed before it gave up for the app, which presses it once when it comes', async () => {
    byId('add').click();
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(EARLY_INPUT_GIVE_UP_MS);
    // a button does nothing on plain HTML: its tap waits for the app
    expect(window.shopEarly?.actions.map((a) => a.target)).toEqual([byId('add')]);
    expect(seen).toEqual([]);

    const presses: string[] = [];
    await act(async () => {
      hydrateRoot(root(), <Page presses={presses} />);
    });
    await act(async () => {
      replayEarlyActions();
      vi.runOnlyPendingTimers();
    });
    expect(presses).toEqual(['add']);
    expect(byId('add').textContent).toBe('added 1');
  });

  it("gives up on nothing once the app's script has loaded, however long hydrating takes", () => {
    submitButton('news').click();
    const script = document.head.querySelector('script[data-app]')!;
    script.dispatchEvent(new Event('load'));
    expect(window.shopEarly?.arrived).toBe(true);
    vi.advanceTimersByTime(EARLY_INPUT_GIVE_UP_MS * 3);
    expect(seen.filter((e) => e.type === 'submit')).toEqual([]);
    expect(window.shopEarly?.gaveUp).toBeUndefined();
    expect(window.shopEarly?.actions).toHaveLength(1);
  });

  it("gives up at once when the app's script fails to load", () => {
    submitButton('news').click();
    document.head.querySelector('script[data-app]')!.dispatchEvent(new Event('error'));
    expect(seen.filter((e) => e.type === 'submit').map((e) => e.target)).toEqual([byId('news')]);
    expect(window.shopEarly).toMatchObject({ taken: true, gaveUp: true });
  });

  it('gives up on nothing once the app has taken the page over', () => {
    submitButton('news').click();
    // the app's page has mounted (replayEarlyActions), and replays what was held itself
    window.shopEarly!.taken = true;
    vi.advanceTimersByTime(EARLY_INPUT_GIVE_UP_MS);
    expect(seen.filter((e) => e.type === 'submit')).toEqual([]);
    expect(window.shopEarly?.gaveUp).toBeUndefined();
    expect(window.shopEarly?.actions).toHaveLength(1);
  });
});
