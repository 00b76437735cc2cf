import type { ReactNode } from '../../react.ts';
import { useId } from '../../react.ts';
import { useHeading } from '../../shared/embed/heading-levels.ts';
import { addWidgetStyles } from '../../shared/styles/widget-css.ts';
import { CHAT_CSS } from './chat-css.ts';

addWidgetStyles(CHAT_CSS);

/** A chat page: a section named by its one heading. */
export function ChatPage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const Title = useHeading(1);
  return (
    <section className="hb-chat" aria-labelledby={id}>
      <Title id={id} className="hb-chat-title">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A status line, read out when it changes. */
export function ChatStatus({ text, ok = true }: { text: string; ok?: boolean }) {
  return (
    <p className={ok ? 'hb-chat-ok' : 'hb-error'} role="status">
      {text}
    </p>
  );
}
