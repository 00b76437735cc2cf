import { expect } from 'chai';
import { createParentBridge } from './parent-bridge.ts';

/**
 * The bridge listens on a real iframe's window (srcdoc, so the parent is this test page).
 * postMessage's `source` is the window of the script that calls it: calling `win.postMessage`
 * from this page sends "from the parent"; a script inside the iframe sends "from itself".
 */
function frameWindow(): Promise<{ frame: HTMLIFrameElement; win: Window }> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<!doctype html><p>app</p>';
    frame.addEventListener('load', () => resolve({ frame, win: frame.contentWindow as Window }));
    document.body.append(frame);
  });
}

function postFromInside(win: Window, data: unknown): void {
  const script = win.document.createElement('script');
  script.textContent = `postMessage(${JSON.stringify(data)}, '*')`;
  win.document.body.append(script);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('createParentBridge', () => {
  it('honours logout only from the parentUrl origin and only from the parent window', async () => {
    const { frame, win } = await frameWindow();
    const received: string[] = [];
    const right = createParentBridge({ parentUrl: location.origin, isSilent: () => false, win });
    right.listen((command) => received.push(command));
    postFromInside(win, { action: 'logout' }); // from itself, not the parent: ignored
    win.postMessage({ action: 'logout' }, '*'); // from the parent: honoured
    await tick();
    expect(received).to.deep.equal(['logout']);

    const wrong: string[] = [];
    const other = createParentBridge({
      parentUrl: 'https://hotel.example',
      isSilent: () => false,
      win,
    });
    other.listen((command) => wrong.push(command));
    win.postMessage({ action: 'refresh-login-from-chatbot' }, '*');
    await tick();
    expect(wrong).to.deep.equal([]);
    frame.remove();
  });

  it('accepts any origin when parentUrl is *, and nothing when the route is silent', async () => {
    const { frame, win } = await frameWindow();
    let silent = false;
    const got: string[] = [];
    createParentBridge({ parentUrl: '*', isSilent: () => silent, win }).listen((c) => got.push(c));
    win.postMessage({ action: 'refresh-login-from-chatbot' }, '*');
    await tick();
    silent = true;
    win.postMessage({ action: 'logout' }, '*');
    win.postMessage({ action: 'not-a-command' }, '*');
    await tick();
    expect(got).to.deep.equal(['refresh-login-from-chatbot']);
    frame.remove();
  });

  it('posts only to the parentUrl origin, and reports height changes', async () => {
    const { frame, win } = await frameWindow();
    const seen: unknown[] = [];
    // The bridge's code runs in this page's realm here, so its messages come "from" this page.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin) seen.push(event.data);
    };
    window.addEventListener('message', onMessage);
    const bridge = createParentBridge({
      parentUrl: `${location.origin}/some/page`,
      isSilent: () => false,
      win,
    });
    expect(bridge.connected).to.equal(true);
    bridge.post({ action: 'close' });
    const box = win.document.createElement('div');
    box.style.height = '321px';
    win.document.body.append(box);
    const stop = bridge.reportHeight(box);
    await tick();
    expect(seen).to.deep.include({ action: 'close' });
    expect(seen).to.deep.include({ type: 'hotel-booking:resize', height: 321, input: false });

    // A parentUrl on another origin: postMessage is addressed there, so this page gets nothing.
    seen.length = 0;
    createParentBridge({ parentUrl: 'https://hotel.example', isSilent: () => false, win }).post({
      action: 'close',
    });
    await tick();
    expect(seen).to.deep.equal([]);
    stop();
    window.removeEventListener('message', onMessage);
    frame.remove();
  });

  it('drops the spec’s messages on a silent route but still reports height', async () => {
    const { frame, win } = await frameWindow();
    const seen: unknown[] = [];
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin) seen.push(event.data);
    };
    window.addEventListener('message', onMessage);
    const bridge = createParentBridge({ parentUrl: location.origin, isSilent: () => true, win });
    bridge.post({ action: 'ga4Event', payload: {} });
    bridge.post({ action: 'booking-widget-opened' });
    const box = win.document.createElement('div');
    box.style.height = '123px';
    win.document.body.append(box);
    const stop = bridge.reportHeight(box);
    await tick();
    expect(seen).to.deep.equal([{ type: 'hotel-booking:resize', height: 123, input: false }]);
    stop();
    window.removeEventListener('message', onMessage);
    frame.remove();
  });
});
