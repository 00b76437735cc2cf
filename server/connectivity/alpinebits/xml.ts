import { XMLBuilder, XMLParser } from 'fast-xml-parser';

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
  'TypeRoom',
  'Amenity',
  'InvCount',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
  format: true,
  indentBy: '  ',
});

/**
 * Parses a message that has already passed the schema check (xsd.ts), which is what rejects
 * malformed XML: this parser is lenient by design.
 */
export function parseXml(text: string): XmlNode {
  return parser.parse(text) as XmlNode;
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
