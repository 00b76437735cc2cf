import { useEffect, useState } from '../../react.ts';

/**
 * `value`, held back while `waiting`, for at most `graceMs` from when it came: for an answer
 * that is best drawn together with a second one asked for beside it. Drawn first, the second's
 * arrival a moment later would move what the guest is about to press; waited for without a
 * bound, a slow second answer would hold the first one back with it. Once `waiting` is over, or
 * the grace has passed, the value shows. The grace is given once: after it has passed, later
 * values come at once even while the second answer is still awaited.
 */
export function useHeldWhile<T>(value: T | undefined, waiting: boolean, graceMs: number) {
  const [graceOver, setGraceOver] = useState(false);
  const holding = value !== undefined && waiting && !graceOver;
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setGraceOver(true), graceMs);
    return () => clearTimeout(timer);
  }, [holding, graceMs]);
  return holding ? undefined : value;
}
