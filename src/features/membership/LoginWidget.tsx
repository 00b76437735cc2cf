import { useAtomValue } from 'jotai/react';
import { useLocation, useSearch } from 'wouter';
import { useLocale, useT } from '../../i18n/react.tsx';
import { useEffect, useId, useLayoutEffect, useRef, useState } from '../../react.ts';
import { StepLink } from '../../shared/embed/StepLink.tsx';
import { signInHref } from '../../shared/member/return-path.ts';
import { authAtom, initSettingsAtom } from '../../shared/startup/init-state.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { loginWidgetModel } from './login-widget-model.ts';
import { useSignInButtonCall } from './sign-in-button.ts';

addWidgetStyles(`
.hb-lw{position:relative}
.hb-lw-menu{position:absolute;inset-inline-end:0;top:100%;z-index:5;display:grid;gap:2px;min-width:200px;margin:4px 0 0;padding:6px;list-style:none;background:var(--hb-bg,#fff);border:1px solid var(--hb-border);border-radius:8px;box-shadow:0 4px 16px rgb(0 0 0/.15)}
.hb-lw-menu .hb-link{display:block;width:100%;padding:8px 10px;min-height:44px;text-align:start}
`);

const HIDDEN = { visibility: 'hidden' } as const;

/**
 * The header's login widget (lazily loaded): the sign-in link, or for a signed-in member a
 * menu with their name, my account, my reservations and sign out, as product.md §6 allows.
 */
export function LoginWidget() {
  const t = useT();
  const { locale } = useLocale();
  const auth = useAtomValue(authAtom);
  const settings = useAtomValue(initSettingsAtom);
  const [path] = useLocation();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const signInButton = useSignInButtonCall();
  const model = loginWidgetModel(settings, auth, locale, signInButton.button);

  // Escape closes the menu and gives the focus back to its button; so does leaving it. The
  // listeners sit on the widget's root (the shadow root inline, the document hosted), in place
  // as the menu is drawn so a key pressed at once is not missed.
  useLayoutEffect(() => {
    const node = root.current;
    if (!node || !open) return;
    const scope = node.getRootNode() as Document | ShadowRoot;
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocusIn = (event: Event) => {
      if (!node.contains(event.target as Node | null)) setOpen(false);
    };
    scope.addEventListener('keydown', onKey);
    scope.addEventListener('focusin', onFocusIn);
    return () => {
      scope.removeEventListener('keydown', onKey);
      scope.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  // A page change closes the menu.
  useEffect(() => setOpen(false), [path]);

  if (model.kind === 'hidden') {
    // Until the settings and `settings/sign_in_button` are in, the button's box stays held (as
    // the header held it while this chunk loaded): the header keeps its height, nothing moves.
    if (!signInButton.pending || auth.status !== 'anonymous') return null;
    return (
      <span
        className="hb-btn hb-btn-quiet hb-btn-small"
        aria-hidden="true"
        style={HIDDEN}
        data-held
      >
        {t('header.signIn')}
      </span>
    );
  }
  if (model.kind === 'signIn') {
    const onSignIn = path.startsWith('/sign-') || path === '/forgot-password';
    if (onSignIn) return null;
    // The brand's own login page leaves the widget: a plain link the browser opens on top.
    if (model.externalHref) {
      return (
        <a className="hb-btn hb-btn-quiet hb-btn-small" href={model.externalHref} target="_top">
          {model.label ?? t('header.signIn')}
        </a>
      );
    }
    return (
      <StepLink className="hb-btn hb-btn-quiet hb-btn-small" href={signInHref(path, search)}>
        {model.label ?? t('header.signIn')}
      </StepLink>
    );
  }
  return (
    <div className="hb-lw" ref={root}>
      <button
        type="button"
        ref={button}
        className="hb-btn hb-btn-quiet hb-btn-small"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {model.organization && (
          <>
            <bdi>{model.organization}</bdi>{' '}
          </>
        )}
        <bdi>{model.name}</bdi>
      </button>
      {open && (
        <ul className="hb-lw-menu" id={menuId} aria-label={t('membership.menu.label')}>
          {model.account && (
            <li>
              {model.accountHref ? (
                <a className="hb-link" href={model.accountHref} target="_top">
                  {t('header.myAccount')}
                </a>
              ) : (
                <StepLink className="hb-link" href="/my-account/profile">
                  {t('header.myAccount')}
                </StepLink>
              )}
            </li>
          )}
          <li>
            <StepLink className="hb-link" href="/my-account/reservations">
              {t('membership.menu.reservations')}
            </StepLink>
          </li>
          {model.organizationAdmin && (
            <li>
              <StepLink className="hb-link" href="/organization-admin">
                {t('account.tab.organizationAdmin')}
              </StepLink>
            </li>
          )}
          {model.signOut && (
            <li>
              <StepLink className="hb-link" href="/sign-out">
                {t('header.signOut')}
              </StepLink>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
