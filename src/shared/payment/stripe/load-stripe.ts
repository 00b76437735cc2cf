import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js for a hotel's publishable key. In production `loadStripe` injects Stripe.js from
 * https://js.stripe.com (Stripe requires it be loaded from there, never bundled). `jsUrl` comes
 * only from a test or demo server (`payment_gateway_setting.stripe.js_url`, stripe-setting.ts): the local fake's
 * stand-in is loaded first, and `loadStripe` then takes the `window.Stripe` it defined.
 */
export async function loadStripeFor(publishableKey: string, jsUrl?: string): Promise<Stripe> {
  if (jsUrl) await injectScript(jsUrl);
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}

function injectScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-hb-stripe="${src}"]`);
  if (existing && 'Stripe' in window) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('Stripe.js failed to load')), {
      once: true,
    });
    if (!existing) {
      script.src = src;
      script.dataset.hbStripe = src;
      document.head.appendChild(script);
    }
  });
}
