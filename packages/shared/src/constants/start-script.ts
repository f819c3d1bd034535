/**
 * The inline script a server-rendered page starts its app with (apps/server/src/delivery/start-script.ts
 * puts it in the page and allows it by its hash; the web app's lib/use-early-input.ts plays again
 * what it held). Both sides read it from here, so the web's tests run the very script pages carry.
 */

/** The <template> of a server-rendered page that holds what only its app needs (`appAfterFirstPaint`). */
export const APP_TEMPLATE_ID = 'app-start';

/**
 * How long the start script holds the shopper's taps for an app whose script has not arrived.
 * On a slow phone the app normally has it a few seconds after arriving: the start waits at most
 * 1.5 s, then the first-load script downloads and the page hydrates. An app still missing after 5 s
 * is not coming soon (a dropped connection, a script blocked or failing), and a page whose forms do
 * nothing is worse than the page as plain HTML: from then on the script holds nothing, and a form it
 * held is sent as the browser would have sent it.
 */
export const EARLY_INPUT_GIVE_UP_MS = 5_000;

/**
 * Starts the app of a page the server rendered: puts the tags held in the template into the head (a
 * script made by createElement runs; one parsed inside a template never does). Once the page has
 * loaded (its stylesheet, fonts and first screen's pictures) and two frames have been painted after
 * that, or at the shopper's first touch or key, or 1.5 s after the page arrived, whichever is first.
 *
 * The tags go in a few at a time, a task for each few (about 4 ms of work): appending one can take
 * milliseconds, a module preload starting its fetch there, and the listing's twenty-odd in one task
 * would hold the main thread long enough to count as blocking time on a phone. The module
 * script goes first, so the app's own fetches start at once.
 *
 * Until the app has taken the page over, it also holds what the shopper does that would otherwise be
 * lost: a form sent (the browser would send it itself and leave the page, an address in its URL) and
 * a button pressed (nothing listens yet). It holds them until the app's page has mounted, not only
 * until the app starts: while React hydrates, a click on a part not yet hydrated (its page's chunk
 * still loading) is dropped, and a form is sent by the browser. Held events go no further (React
 * listens on #root, below the window), so none is handled twice. The app plays them again once its
 * page has mounted (`window.shopEarly`; web: lib/use-early-input.ts).
 *
 * It gives up holding when the app's script fails to load, or when EARLY_INPUT_GIVE_UP_MS have passed
 * and the app's script has not loaded (`shopEarly.gaveUp`); once it has loaded (`shopEarly.arrived`)
 * the app is running and will take the page over however long hydrating takes on a slow phone. On
 * giving up, the page behaves as plain HTML. The first form it held is sent then, through the
 * browser (a form sent on plain HTML leaves the page, so any later one would never have been); a
 * button it held stays listed for the app, should it come (a button does nothing without it), as do
 * the other forms. What the shopper does after that goes where the page sends it: to React where it
 * has hydrated, else to the browser. Plain ES2017, inline: the page CSP allows it by its hash (`APP_START_CSP_SOURCE`), and
 * `EARLY_INPUT=0` leaves it out (config.ts).
 *
 * It stands at the top of the head, so that its listeners are there before any of the body is
 * parsed: a browser paints, and lets the shopper use, the part of a long page it has parsed, and a
 * form sent before a script at the body's end ran would leave the page
 * (docs/decisions/0052-early-input-from-the-head.md).
 */
export const APP_START_SCRIPT = `(() => {
  const early = (window.shopEarly = { taken: false, actions: [] });
  const giveUp = () => {
    if (early.taken) return;
    early.taken = early.gaveUp = true;
    const at = early.actions.findIndex((a) => a.target instanceof HTMLFormElement && a.target.isConnected);
    if (at < 0) return;
    const { target: form, submitter } = early.actions.splice(at, 1)[0];
    // by its own button where it still is (its name and value are sent with the form)
    form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
  };
  let started = false;
  const start = () => {
    if (started) return;
    // the script runs from the head, before the template at the body's end has been parsed
    if (document.readyState === 'loading') return void addEventListener('DOMContentLoaded', start, { once: true });
    started = true;
    const tags = [...document.getElementById('${APP_TEMPLATE_ID}').content.children];
    // a few tags a task: one append can take milliseconds (a module preload starts its fetch there)
    const next = () => {
      const until = performance.now() + 4;
      do {
        const tag = tags.shift();
        const element = document.createElement(tag.localName);
        for (const a of tag.attributes) element.setAttribute(a.name, a.value);
        if (tag.localName === 'script') {
          // a module script's load event fires once its static imports have run: the app is here
          element.addEventListener('load', () => (early.arrived = true), { once: true });
          element.addEventListener('error', giveUp, { once: true });
        }
        document.head.append(element);
      } while (tags.length && performance.now() < until);
      if (tags.length) setTimeout(next);
    };
    if (tags.length) next();
  };
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    addEventListener(type, start, { once: true, capture: true, passive: true });
  setTimeout(start, 1500);
  setTimeout(() => early.arrived || giveUp(), ${EARLY_INPUT_GIVE_UP_MS});
  addEventListener('submit', (event) => {
    if (early.taken) return;
    event.preventDefault();
    event.stopPropagation();
    early.actions.push({ target: event.target, submitter: event.submitter });
    start();
  }, true);
  addEventListener('click', (event) => {
    const button = !early.taken && event.target instanceof Element && event.target.closest('button');
    // a form's submit button is held by its form's submit
    if (!button || (button.type === 'submit' && button.form)) return;
    event.stopPropagation();
    early.actions.push({ target: button });
  }, true);
})();`;
