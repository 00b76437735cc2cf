import { XMLBuilder } from 'fast-xml-parser';
import { Parser } from 'htmlparser2';

/** The OpenTravel namespace every AlpineBits message is in. */
export const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';

/**
 * A parsed element: attributes as `@_Name` (strings, never coerced), child elements by name,
 * text as `#text`. Elements that may repeat are always arrays (`REPEATED`), so one and many read
 * alike.
 */
export type XmlNode = { [key: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

/** Elements the supported messages allow more than once (the 2020-10 XSD's maxOccurs > 1). */
const REPEATED = new Set([
  'HotelReservation',
  'Warning',
  'Error',
  'Inventory',
  'GuestRoom',
  'RatePlan',
  'Rate',
  'BaseByGuestAmt',
  'AdditionalGuestAmount',
  'BookingRule',
  'LengthOfStay',
  'RestrictionStatus',
  'Supplement',
  'Offer',
  'Description',
  'Text',
  'ListItem',
  'HotelDescriptiveContent',
  'MultimediaDescription',
  'TextItem',
  'ImageItem',
  'ImageFormat',
  'Amenity',
  'InvCount',
]);

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
  format: true,
  indentBy: '  ',
});

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * Parses a message that has already passed the schema check (xsd.ts), which is what refuses
 * malformed XML: this parser (htmlparser2 in XML mode, a streaming parser about ten times faster
 * than a DOM builder on a year of FreeRooms nights) is lenient by design. Namespace prefixes are
 * dropped; attributes are kept as written; text is trimmed.
 */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = {};
  const stack: { node: XmlNode; text: string }[] = [{ node: root, text: '' }];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const node: XmlNode = {};
        for (const [key, value] of Object.entries(attributes)) {
          if (key !== 'xmlns' && !key.startsWith('xmlns:')) node[`@_${localName(key)}`] = value;
        }
        const parent = stack[stack.length - 1]?.node ?? root;
        const tag = localName(name);
        const existing = parent[tag];
        if (REPEATED.has(tag)) {
          if (Array.isArray(existing)) existing.push(node);
          else parent[tag] = [node];
        } else if (existing === undefined) parent[tag] = node;
        stack.push({ node, text: '' });
      },
      ontext(text) {
        const top = stack[stack.length - 1];
        if (top) top.text += text;
      },
      onclosetag() {
        const done = stack.pop();
        const text = done?.text.trim();
        if (done && text) done.node['#text'] = text;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(xml);
  parser.end();
  return root;
}

/** The child element `name` of a node (the first, where it may repeat). */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const raw = node?.[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || typeof value === 'string') return value === '' ? {} : undefined;
  return Array.isArray(value) ? undefined : value;
}

/** The repeated child elements `name` of a node (empty when none). */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (!Array.isArray(value)) return [];
  return value.map((item) => (typeof item === 'string' ? {} : item) as XmlNode);
}

/** An attribute of a node, or undefined. */
export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text content of a node. */
export function text(node: XmlValue | undefined): string {
  if (typeof node === 'string') return node;
  if (node && !Array.isArray(node)) {
    const inner = node['#text'];
    return typeof inner === 'string' ? inner : '';
  }
  return '';
}

/** An element to write: attributes as `@_Name`, children in schema order, text as `#text`. */
export type OutNode = { [key: string]: OutValue };
export type OutValue = string | number | OutNode | OutNode[] | undefined;

/**
 * A whole OTA message: XML declaration, the root in the OTA namespace with its `Version`
 * attribute, then `content` in order (the XSD's sequences are ordered).
 */
export function buildMessage(root: string, version: string, content: OutNode): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: { '@_xmlns': OTA_NAMESPACE, '@_Version': version, ...content },
  }) as string;
}
