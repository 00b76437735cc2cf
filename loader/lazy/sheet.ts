import { sheetAdopter } from '../adopt-sheet.ts';

const CSS = `dialog{width:min(980px,100vw);max-width:100vw;height:min(860px,100dvh);max-height:100dvh;padding:0;border:0;border-radius:12px;background:#fff;overflow:auto;overscroll-behavior:contain}
dialog::backdrop{background:rgb(0 0 0/.55)}
.bar{position:sticky;top:0;z-index:1;display:flex;justify-content:flex-end;padding:6px;background:#fff}
.x{color:#1f2328;padding:10px 12px}
.x:hover{background:#eef0f2}
iframe{display:block;width:100%;height:100%;border:0}
.sentinel{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}`;

/** Adds the dialog/iframe styles to an element's shadow root (once). */
export const adoptModeStyles = sheetAdopter(CSS);
