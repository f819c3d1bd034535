import { render, screen } from '@testing-library/react';
import { act, type ReactNode, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carryServerRenderedFields, replayEarlyActions, useEarlyInput } from './use-early-input';

function Form() {
  const [size, setSize] = useState<string | null>(null);
  const [sale, setSale] = useState(false);
  const [word, setWord] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  return (
    <form ref={form}>
      {['S', 'M'].map((s) => (
        <input
          key={s}
          type="radio"
          name="size"
          aria-label={s}
          checked={size === s}
          onChange={() => setSize(s)}
        />
      ))}
      <input type="checkbox" aria-label="sale" checked={sale} onChange={(e) => setSale(e.target.checked)} />
      <input aria-label="word" value={word} onChange={(e) => setWord(e.target.value)} />
      <output>{`${size ?? '-'} ${sale} ${word}`}</output>
    </form>
  );
}

/** A part of a page that replays its fields' early input when it mounts. */
function Part({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  useEarlyInput(part);
  return <div ref={part}>{children}</div>;
}

describe('useEarlyInput', () => {
  afterEach(() => {
    // nothing carried from one test to the next, even one that failed half-way
    carryServerRenderedFields(document.createElement('div'));
    document.body.replaceChildren();
  });

  it('replays what was done to a server-rendered form before hydration through React', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // the shopper, before the script: taps M, ticks the box, types a word
    container.querySelector<HTMLInputElement>('[aria-label=M]')!.checked = true;
    container.querySelector<HTMLInputElement>('[aria-label=sale]')!.checked = true;
    container.querySelector<HTMLInputElement>('[aria-label=word]')!.value = 'lụa';
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('M true lụa');
    container.remove();
  });

  it("carries what was done to a server-rendered form into the app's own render of it, on the same page only", async () => {
    const drawn = () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Form />);
      document.body.append(container);
      return container;
    };
    const container = drawn();
    container.querySelector<HTMLInputElement>('[aria-label=M]')!.checked = true;
    container.querySelector<HTMLInputElement>('[aria-label=word]')!.value = 'lụa';
    carryServerRenderedFields(container);
    const root = createRoot(container);
    // the app renders its page first; the form comes later, when its data has come (a product's sizes)
    await act(async () => root.render(<p>loading</p>));
    // a tick made on the server-rendered page after it was carried, before the new render replaced it
    expect(container.querySelector('[aria-label=sale]')).toBeNull();
    await act(async () => root.render(<Form />));
    expect(container.querySelector('output')?.textContent).toBe('M false lụa');
    // replayed once: the form rendered again starts empty
    await act(async () => root.render(<p>again</p>));
    await act(async () => root.render(<Form />));
    expect(container.querySelector('output')?.textContent).toBe('- false ');
    root.unmount();
    container.remove();

    // on another page by the time the form is rendered, nothing is replayed
    const other = drawn();
    other.querySelector<HTMLInputElement>('[aria-label=sale]')!.checked = true;
    carryServerRenderedFields(other);
    const path = window.location.pathname;
    window.history.pushState(null, '', '/elsewhere');
    const otherRoot = createRoot(other);
    await act(async () => otherRoot.render(<Form />));
    expect(other.querySelector('output')?.textContent).toBe('- false ');
    window.history.pushState(null, '', path);
    otherRoot.unmount();
    other.remove();
  });

  it('carries the state a field had when the new render replaced it, and no field it cannot tell apart', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Form />
        <Part>
          <input aria-label="twin" />
          <input aria-label="twin" />
        </Part>
      </>,
    );
    document.body.append(container);
    carryServerRenderedFields(container);
    // done after the fields were carried, before React replaced them
    container.querySelector<HTMLInputElement>('[aria-label=sale]')!.checked = true;
    for (const twin of container.querySelectorAll<HTMLInputElement>('[aria-label=twin]')) twin.value = 'x';
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <Form />
          <Part>
            <input aria-label="twin" defaultValue="" />
            <input aria-label="twin" defaultValue="" />
          </Part>
        </>,
      ),
    );
    expect(container.querySelector('output')?.textContent).toBe('- true ');
    expect(
      [...container.querySelectorAll<HTMLInputElement>('[aria-label=twin]')].map((t) => t.value),
    ).toEqual(['', '']);
    root.unmount();
    container.remove();
  });

  it('leaves a form nobody touched as it is', () => {
    render(<Form />);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('- false ');
  });
});

/** A footer-like form that checks its state on submit, and a counter button. */
function Actions({ sent }: { sent: string[] }) {
  const [email, setEmail] = useState('');
  const [presses, setPresses] = useState(0);
  return (
    <div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          sent.push(email);
          setEmail('');
        }}
      >
        <input aria-label="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit">Subscribe</button>
      </form>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        {`pressed ${presses}`}
      </button>
    </div>
  );
}

describe('replayEarlyActions', () => {
  afterEach(() => {
    delete window.shopEarly;
    carryServerRenderedFields(document.createElement('div'));
  });

  it('sends a form and presses a button held before hydration, each once, with what was typed', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(<Actions sent={[]} />);
    document.body.append(container);
    // what the page's inline starter held (apps/server/src/delivery/start-script.ts): the shopper typed an
    // address and sent the form, then pressed the button
    const form = container.querySelector('form')!;
    container.querySelector<HTMLInputElement>('[aria-label=email]')!.value = 'lan@example.com';
    const [submit, button] = [...container.querySelectorAll('button')];
    window.shopEarly = { taken: false, actions: [{ target: form, submitter: submit }, { target: button! }] };
    await act(async () => {
      hydrateRoot(container, <Actions sent={sent} />);
    });
    // hydrated but its page not yet mounted: the starter still holds what the shopper does
    expect(window.shopEarly.taken).toBe(false);
    expect(sent).toEqual([]);
    await act(async () => {
      replayEarlyActions();
      expect(window.shopEarly?.taken).toBe(true);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toEqual(['lan@example.com']);
    expect(container.querySelector<HTMLInputElement>('[aria-label=email]')!.value).toBe('');
    expect(button!.textContent).toBe('pressed 1');
    // replayed once: a second page mounting replays nothing
    await act(async () => {
      replayEarlyActions();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toHaveLength(1);
    expect(button!.textContent).toBe('pressed 1');
    container.remove();
  });
  it('replays a form sent and a button pressed on a page the app then rendered afresh, on their counterparts', async () => {
    const sent: string[] = [];
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(
      <>
        <Actions sent={[]} />
        <button type="button">Twin</button>
        <button type="button">Twin</button>
      </>,
    );
    document.body.append(container);
    container.querySelector<HTMLInputElement>('[aria-label=email]')!.value = 'lan@example.com';
    const form = container.querySelector('form')!;
    const [submit, press, twin] = [...container.querySelectorAll('button')];
    window.shopEarly = {
      taken: false,
      actions: [{ target: form, submitter: submit }, { target: press! }, { target: twin! }],
    };
    // a signed-in visit (main.tsx renderAfresh): the app renders over the server's page
    carryServerRenderedFields(container);
    const twins: string[] = [];
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <Actions sent={sent} />
          <button type="button" onClick={() => twins.push('a')}>
            Twin
          </button>
          <button type="button" onClick={() => twins.push('b')}>
            Twin
          </button>
        </>,
      ),
    );
    expect(form.isConnected).toBe(false);
    await act(async () => {
      replayEarlyActions();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toEqual(['lan@example.com']);
    expect(container.querySelector('button[type=button]')!.textContent).toBe('pressed 1');
    // a button that cannot be told from another is not pressed
    expect(twins).toEqual([]);
    root.unmount();
    container.remove();
  });
});
