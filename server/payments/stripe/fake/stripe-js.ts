/**
 * A stand-in for Stripe.js (`https://js.stripe.com/v3`), served by the fake at `/v3/`: only what
 * the widget calls — `Stripe(publishableKey)`, `elements()`, `elements.create('card')` with
 * `mount`, `on('change')`, `focus`, `destroy`, `createPaymentMethod({ type: 'card', card })`,
 * which answers `{ paymentMethod }` or `{ error }` as Stripe.js does, and
 * `confirmCardSetup(clientSecret, { payment_method: { card }, return_url }, { handleActions:
 * false })` (the wallet's "Add a card"): a PaymentMethod from the element, then the
 * SetupIntent's confirm with the publishable key and client secret, answering `{ setupIntent }`
 * (next actions left to the caller) or `{ error }`. Unlike Stripe's card
 * element its fields are plain inputs in the page, not in a frame of Stripe's origin: it proves
 * the widget's flow, not Stripe's isolation of card data (README says which paths were checked
 * against Stripe itself).
 */
export const STRIPE_JS_STAND_IN = (origin: string): string => `(function () {
  'use strict';
  var API = ${JSON.stringify(origin)};
  function field(name, label, autocomplete, size) {
    var wrap = document.createElement('label');
    wrap.style.cssText = 'display:inline-flex;flex-direction:column;margin-inline-end:.5rem;font-size:.8rem';
    wrap.textContent = label;
    var input = document.createElement('input');
    input.name = name;
    input.setAttribute('data-fake-stripe', name);
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    input.size = size;
    input.style.cssText = 'font:inherit;font-size:1rem;padding:.25rem';
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }
  function CardElement() {
    var listeners = {};
    var box = document.createElement('div');
    box.setAttribute('data-fake-stripe-element', 'card');
    var number = field('cardnumber', 'Card number', 'cc-number', 20);
    var expiry = field('exp-date', 'MM / YY', 'cc-exp', 7);
    var cvc = field('cvc', 'CVC', 'cc-csc', 4);
    [number, expiry, cvc].forEach(function (f) {
      box.appendChild(f.wrap);
      f.input.addEventListener('input', function () {
        var complete = number.input.value.replace(/\\D/g, '').length >= 12 &&
          /^\\s*\\d{1,2}\\s*\\/\\s*\\d{2,4}\\s*$/.test(expiry.input.value) && /^\\d{3,4}$/.test(cvc.input.value);
        (listeners.change || []).forEach(function (cb) { cb({ elementType: 'card', empty: false, complete: complete, error: undefined }); });
      });
    });
    this._values = function () {
      var parts = expiry.input.value.split('/');
      return { number: number.input.value.replace(/\\D/g, ''), exp_month: (parts[0] || '').trim(), exp_year: (parts[1] || '').trim(), cvc: cvc.input.value.trim() };
    };
    this.mount = function (target) {
      var el = typeof target === 'string' ? document.querySelector(target) : target;
      el.appendChild(box);
      (listeners.ready || []).forEach(function (cb) { cb({ elementType: 'card' }); });
    };
    this.on = function (event, cb) { (listeners[event] = listeners[event] || []).push(cb); return this; };
    this.off = function (event, cb) { listeners[event] = (listeners[event] || []).filter(function (x) { return x !== cb; }); return this; };
    this.focus = function () { number.input.focus(); };
    this.clear = function () { number.input.value = ''; expiry.input.value = ''; cvc.input.value = ''; };
    this.unmount = function () { if (box.parentNode) box.parentNode.removeChild(box); };
    this.destroy = this.unmount;
  }
  window.Stripe = function (key) {
    if (!/^pk_(test|live)_/.test(String(key))) throw new Error('Invalid publishable key');
    return {
      elements: function () { return { create: function () { return new CardElement(); } }; },
      createPaymentMethod: function (args) {
        return post('/v1/payment_methods', cardForm(args.card)).then(function (json) {
          return json.error ? { error: json.error } : { paymentMethod: json };
        }, offline);
      },
      confirmCardSetup: function (clientSecret, data) {
        var id = String(clientSecret).split('_secret_')[0];
        var method = data && data.payment_method;
        var made = typeof method === 'string' ? Promise.resolve({ id: method }) : post('/v1/payment_methods', cardForm(method.card));
        return made.then(function (pm) {
          if (pm.error) return { error: pm.error };
          var form = new URLSearchParams({ client_secret: clientSecret, payment_method: pm.id });
          if (data.return_url) form.set('return_url', data.return_url);
          return post('/v1/setup_intents/' + encodeURIComponent(id) + '/confirm', form).then(function (json) {
            return json.error ? { error: json.error } : { setupIntent: json };
          });
        }, offline);
      }
    };
    function cardForm(card) {
      var v = card._values();
      return new URLSearchParams({ type: 'card', 'card[number]': v.number, 'card[exp_month]': v.exp_month, 'card[exp_year]': v.exp_year, 'card[cvc]': v.cvc });
    }
    function post(path, body) {
      return fetch(API + path, { method: 'POST', body: body, headers: { Authorization: 'Bearer ' + key }, credentials: 'omit' })
        .then(function (r) { return r.json(); });
    }
    function offline() {
      return { error: { type: 'api_connection_error', message: 'Network error' } };
    }
  };
  window.Stripe.version = 3;
})();
`;
