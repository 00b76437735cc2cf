/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export interface LoginPageInput {
  uid: string;
  clientName: string;
  email?: string;
  error?: string;
}

/**
 * The demo provider's sign-in form: one plain form, labelled fields, no script (the page is
 * sent with a CSP that forbids scripts), so Playwright and keyboard users drive it alike.
 */
export function loginPage({ uid, clientName, email = '', error }: LoginPageInput): string {
  const alert = error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Sakura ID (demo identity provider)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #666;border-radius:4px}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;background:#8a1c3b;color:#fff;border:0;border-radius:4px}
[role=alert]{color:#a00000;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Sakura ID</h1>
<p>Sign in to continue to ${escapeHtml(clientName)}. This is the local demo identity provider.</p>
${alert}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${error ? ' aria-describedby="login-error"' : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
