/** Styles of the chat pages (added when their chunk loads; never on the first screen). */
export const CHAT_CSS = `
.hb-chat{display:grid;gap:16px;max-width:460px;margin-inline:auto}
.hb-chat-title{margin:0;font-size:1.3rem}
.hb-chat-text{margin:0}
.hb-chat-ok{margin:0;padding:10px 12px;border-radius:8px;background:#e6f4ea;border:1px solid #a8d5b5;color:#1e5a32}
.hb-chat-actions{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
.hb-chat-qr{width:180px;height:180px;background:#fff}
`;
