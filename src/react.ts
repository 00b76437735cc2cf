/**
 * The one door to the UI framework. Components import React APIs from here only, so the
 * production build can alias `react`/`react-dom` to `preact/compat` in one place.
 * Add exports here as components need them.
 */

export type {
  CSSProperties,
  FunctionComponent,
  PropsWithChildren,
  ReactNode,
  RefObject,
} from 'react';
export {
  createContext,
  createElement,
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
