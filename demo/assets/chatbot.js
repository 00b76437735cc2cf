// The demo chatbot: a small chat panel around the booking app's chatbot frame. It shows every
// message the app sends (the element relays them as `hotel-booking:message`, checked by sender
// and origin), answers some of them as a chatbot would, drives the frame (quick replies set
// `chatbot-path`; "Sign out" sends `logout`), and plays the messaging platform for the LIFF page.
const launcher = document.querySelector('.chat-launcher');
const panel = document.getElementById('chat-panel');
const booking = document.getElementById('chat-booking');
const log = panel.querySelector('.chat-log');
const provider = new URL(document.querySelector('script[src*="/widget/hotel-booking.js"]').src)
  .origin;
const HOTEL = 'sakura-tokyo';

const setOpen = (open) => {
  panel.hidden = !open;
  launcher.setAttribute('aria-expanded', String(open));
};
launcher.addEventListener('click', () => setOpen(panel.hidden));
panel.querySelector('.chat-close').addEventListener('click', () => setOpen(false));
booking.addEventListener('hotel-booking:close', () => setOpen(false));

/** One line of the conversation: the bot's words, or a message received from a frame. */
function say(text, kind = 'bot') {
  const item = document.createElement('li');
  item.className = kind === 'bot' ? 'chat-bubble' : 'chat-event';
  item.textContent = text;
  log.append(item);
  // The log scrolls by itself to its newest line. Not scrollIntoView: that also scrolls the chat
  // body, and would pull the booking away from under the guest's pointer at every message.
  log.scrollTop = log.scrollHeight;
}

/** What the chat shows of a message: its action and payload, without the one-time token. */
function describe(from, { action, payload }) {
  const shown = { ...payload };
  if ('oneTimeToken' in shown) shown.oneTimeToken = '…';
  return `${from}: ${action} ${JSON.stringify(shown)}`;
}

/** The chatbot redeems the one-time token for the member's name (good once, one minute). */
async function greet(token) {
  const answer = await fetch(`${provider}/api/v1/user/me`, {
    headers: { 'X-One-Time-Access-Token': token },
  });
  if (!answer.ok) return say('I could not confirm your sign-in.');
  const { data } = await answer.json();
  say(`Welcome back, ${data.first_name}! I will remember you in this chat.`);
}

/**
 * The hotel site's frame (made on demand). Frames on another site than the page get no storage
 * in today's browsers, so each keeps its sign-in to itself: the chat passes a sign-in from one
 * frame to the other with the one-time token of `receiveTriplabotSession` (set as the other
 * element's `one-time-access-token`), and a sign-out as the `logout` command.
 */
let site;
const signedIn = { chat: false, site: false };
const frames = () => ({ chat: booking, site });

function onFrameMessage(from, message) {
  say(describe(from, message), 'event');
  const { action, payload } = message;
  const otherName = from === 'chat' ? 'site' : 'chat';
  const other = frames()[otherName];
  if (action === 'login') {
    signedIn[from] = payload.loggedIn;
    if (from === 'chat') say(payload.loggedIn ? 'You are signed in.' : 'You are signed out.');
    if (!payload.loggedIn && signedIn[otherName]) other?.sendToApp({ action: 'logout' });
  }
  if (action === 'receiveTriplabotSession') {
    if (other && !signedIn[otherName])
      other.setAttribute('one-time-access-token', payload.oneTimeToken);
    else void greet(payload.oneTimeToken);
  }
  if (action === 'show-chatbot' && from === 'site') launcher.hidden = !payload.visible;
  if (action === 'receiveCompanionInfo' && payload.companions.length > 0) {
    say(`Travelling with companions? ${payload.companions.map((c) => c.name).join(', ')}.`);
  }
  if (action === 'ga4Event') {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(payload.payload);
  }
  if (action === 'removeQuery') {
    const url = new URL(location.href);
    for (const name of payload.names) url.searchParams.delete(name);
    history.replaceState(history.state, '', url);
  }
}
booking.addEventListener('hotel-booking:message', (event) => onFrameMessage('chat', event.detail));

document.getElementById('open-site').addEventListener('click', (event) => {
  event.currentTarget.disabled = true;
  site = document.createElement('hotel-booking');
  site.id = 'site-booking';
  site.setAttribute('hotel-code', HOTEL);
  site.setAttribute('mode', 'iframe');
  site.setAttribute('chatbot-user-id', booking.getAttribute('chatbot-user-id'));
  site.addEventListener('hotel-booking:message', (e) => onFrameMessage('site', e.detail));
  document.getElementById('site-slot').append(site);
});

// Messages of the frames this page makes itself (chat sync, messaging app): the same checks as
// the element's — the sender is that frame's window and the provider's origin — and the shape.
const ACTIONS = new Set([
  'show-chatbot',
  'booking-widget-opened',
  'login',
  'close',
  'receiveTriplabotSession',
  'triplabotSynced',
  'receiveCompanionInfo',
  'removeQuery',
  'ga4Event',
]);
window.addEventListener('message', (event) => {
  if (event.origin !== provider || typeof event.data?.action !== 'string') return;
  if (!ACTIONS.has(event.data.action)) return;
  const own = [...document.querySelectorAll('iframe[data-role]')].find(
    (frame) => frame.contentWindow === event.source,
  );
  if (!own) return;
  const { action, ...payload } = event.data;
  const message = { action, payload };
  say(describe(own.dataset.role === 'liff' ? 'messaging app' : 'language', message), 'event');
});

// Quick replies: open a page of the chat frame, or send it a command.
for (const button of panel.querySelectorAll('.chat-replies button')) {
  button.addEventListener('click', () => {
    if (button.dataset.path) booking.setAttribute('chatbot-path', button.dataset.path);
    if (button.dataset.command) booking.sendToApp({ action: button.dataset.command });
  });
}

// The chat's language: the chat frame starts again in it (the `locale` attribute), and
// /iframe-change-locale stores it as `triplabot_locale` for the booking pages that share the
// provider's storage (a first-party booking domain), which adopt it when they next get focus.
panel.querySelector('.chat-locale').addEventListener('change', (event) => {
  const locale = event.currentTarget.value;
  if (!locale) return;
  booking.setAttribute('locale', locale);
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'Chat language';
  frame.dataset.role = 'locale';
  frame.src = `${provider}/iframe-change-locale?${new URLSearchParams({ code: HOTEL, locale, iframe: 'triplabot', parentUrl: location.origin })}`;
  frame.addEventListener('load', () => setTimeout(() => frame.remove(), 10_000));
  document.body.append(frame);
  say(`Language set: ${event.target.selectedOptions[0].textContent}.`);
});

// The messaging platform's part: a QR code of the LIFF page, and the in-app browser opening it
// with an ID token from the provider's local issuer (a real platform signs its own tokens).
const liffPage = new URL('/iframe-liff-token', provider);
liffPage.search = new URLSearchParams({ code: HOTEL });
document.getElementById('liff-qr').src =
  `${provider}/api/v1/qr_codes?${new URLSearchParams({ url: liffPage.href })}`;
document.getElementById('open-liff').addEventListener('click', async (event) => {
  event.currentTarget.disabled = true;
  const issued = await fetch(`${provider}/dev/liff/id-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sub: 'U-demo-guest', name: 'Sakura guest' }),
  });
  const { data } = await issued.json();
  const frame = document.createElement('iframe');
  frame.title = 'Messaging app';
  frame.className = 'demo-phone';
  frame.dataset.role = 'liff';
  const url = new URL(liffPage);
  url.searchParams.set('lineLiffToken', data.id_token);
  url.searchParams.set('iframe', 'triplabot');
  url.searchParams.set('parentUrl', location.origin);
  frame.src = url.href;
  document.getElementById('liff-slot').append(frame);
});
