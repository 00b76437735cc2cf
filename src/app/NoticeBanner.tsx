import { useAtom } from 'jotai/react';
import { useT } from '../i18n/react.tsx';
import { noticeAtom } from './notice.ts';

/** A dismissible status line for app-wide notices (e.g. "You have been signed out"). */
export function NoticeBanner() {
  const [notice, setNotice] = useAtom(noticeAtom);
  const t = useT();
  if (!notice) return null;
  return (
    <div className="hb-banner hb-banner-info" role="status">
      <p>{t(notice)}</p>
      <button
        type="button"
        className="hb-btn hb-btn-quiet hb-btn-small"
        onClick={() => setNotice(null)}
      >
        {t('app.dismiss')}
      </button>
    </div>
  );
}
