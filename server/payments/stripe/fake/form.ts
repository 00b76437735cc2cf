/**
 * Reads the SDK's form bodies and queries (`a[b][0]=x`, Stripe's bracket encoding) into plain
 * nested objects; lists come out as objects keyed `0`, `1`, … and are read with `listOf`.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head ?? '', ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = root;
    path.forEach((key, i) => {
      const name = key === '' ? String(Object.keys(node).length) : key;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next === 'object') node = next;
      else {
        const created: FormObject = {};
        node[name] = created;
        node = created;
      }
    });
  }
  return root;
}

export const stringOf = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const objectOf = (value: FormValue | undefined): FormObject =>
  typeof value === 'object' ? value : {};

export const listOf = (value: FormValue | undefined): string[] =>
  typeof value === 'object'
    ? Object.values(value).filter((v): v is string => typeof v === 'string')
    : typeof value === 'string'
      ? [value]
      : [];
