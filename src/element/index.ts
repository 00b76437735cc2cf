/** The inline widget's entry chunk, imported by the loader. See loader/widget-api.ts. */
export { mount } from './mount.tsx';
