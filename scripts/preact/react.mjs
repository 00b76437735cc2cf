// What the widget's production build resolves `react` to: preact/compat, re-exported name by
// name. Importing preact/compat's default export (jotai: `React.use`; @r2wc: `React.createElement`)
// or a namespace read with a computed key (wouter: `React["useInsertion" + "Effect"]`) keeps
// every compat API in the bundle, used or not (~2 KB gzip of the first screen). Listing the
// names lets rollup leave out the rest. A name missing here fails the build ("is not exported"),
// so nothing changes silently; the default object holds exactly what the libraries read from it.
import { createElement, use } from 'preact/compat';

export {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  forwardRef,
  isValidElement,
  lazy,
  Suspense,
  use,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/compat';

export default { createElement, use };
