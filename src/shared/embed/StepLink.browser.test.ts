import { expect } from 'chai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createElement } from '../../react.ts';
import { type Mounted, mount, settle } from '../date-range-picker/testing/browser-harness.ts';
import { type Embed, EmbedContext } from './embed.ts';
import { withKeptParams } from './kept-params.ts';
import { StepLink } from './StepLink.tsx';

/** The hosted app's embedding gives its links the kept parameters (src/hosted/main.tsx). */
const embed = (kind: Embed['kind']): Embed => ({
  kind,
  closable: false,
  chatbot: false,
  emit() {},
  notifyParent() {},
  ...(kind === 'hosted' ? { linkAddress: withKeptParams } : {}),
});

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function show(
  kind: Embed['kind'],
  path = '/reservation/payment?code=h',
  href = '/reservation/guest-detail?code=h',
) {
  const location = memoryLocation({ path, record: true });
  mounted = await mount(
    createElement(
      EmbedContext.Provider,
      { value: embed(kind) },
      createElement(Router, {
        hook: location.hook,
        searchHook: location.searchHook,
        children: createElement(StepLink, {
          className: 'hb-link',
          href,
          children: 'Back to guest details',
        }),
      }),
    ),
    'en',
  );
  return { root: mounted.root, location };
}

describe('StepLink', () => {
  it('is a button inline: it moves the widget and names no page of the hotel site', async () => {
    const { root, location } = await show('inline');
    expect(root.querySelector('a')).to.equal(null);
    const button = root.querySelector('button');
    expect(button?.getAttribute('type')).to.equal('button');
    expect(button?.textContent).to.equal('Back to guest details');
    button?.click();
    await settle();
    expect(location.history?.at(-1)).to.equal('/reservation/guest-detail?code=h');
  });

  it('is a link in the hosted app, whose address opens the same screen', async () => {
    const { root } = await show('hosted');
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).to.equal('/reservation/guest-detail?code=h');
    expect(root.querySelector('button')).to.equal(null);
  });

  it('keeps the page’s hotel and language in the hosted link, for a new tab (issue 37)', async () => {
    const { root } = await show(
      'hosted',
      '/sign-in?code=sakura-tokyo&locale=ja',
      '/forgot-password',
    );
    expect(root.querySelector('a')?.getAttribute('href')).to.equal(
      '/forgot-password?code=sakura-tokyo&locale=ja',
    );
  });
});
