import { createContext, type ReactNode, useContext } from '../../../react.ts';
import type { ConsoleCallFn } from './console-client.ts';

const ConsoleApiContext = createContext<ConsoleCallFn | null>(null);

/** Gives the console's screens its API client (made once by the shell, shell/ConsoleApp.tsx). */
export function ConsoleApiProvider({
  call,
  children,
}: {
  readonly call: ConsoleCallFn;
  readonly children?: ReactNode;
}) {
  return <ConsoleApiContext.Provider value={call}>{children}</ConsoleApiContext.Provider>;
}

/**
 * The console's API client in a screen: `const call = useConsoleCall(); await call(listStaff)`.
 * It sends the session cookie and CSRF header and sends a 401 back to sign-in by itself.
 */
export function useConsoleCall(): ConsoleCallFn {
  const call = useContext(ConsoleApiContext);
  if (!call) throw new Error('useConsoleCall must be used inside <ConsoleApiProvider>');
  return call;
}
