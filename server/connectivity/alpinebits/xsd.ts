import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/** The official AlpineBits 2020-10 schema (schema/README.md: source and licence). */
const SCHEMA = readFileSync(new URL('./schema/alpinebits-2020-10.xsd', import.meta.url), 'utf8');

export interface SchemaCheck {
  valid: boolean;
  /** libxml2's messages (line and reason), at most five, for the error answer and the log. */
  errors: string[];
}

/**
 * Checks a message against the official XSD with libxml2 (xmllint compiled to WebAssembly, so no
 * system package is needed): a message that is not well-formed XML fails here too. Requests with
 * a DOCTYPE are refused before parsing: AlpineBits never needs one, and entities are a risk.
 */
export async function checkSchema(xml: string): Promise<SchemaCheck> {
  if (/<!DOCTYPE/i.test(xml)) return { valid: false, errors: ['a DOCTYPE is not allowed'] };
  const result = await validateXML({
    xml: { fileName: 'message.xml', contents: xml },
    schema: { fileName: 'alpinebits-2020-10.xsd', contents: SCHEMA },
    // Large FreeRooms messages (a year of nights for many rooms) need more than the default.
    maxMemoryPages: 4096,
  });
  return {
    valid: result.valid,
    errors: result.errors.slice(0, 5).map((e) => {
      const line = e.loc ? `line ${e.loc.lineNumber}: ` : '';
      return `${line}${e.message}`.slice(0, 300);
    }),
  };
}
