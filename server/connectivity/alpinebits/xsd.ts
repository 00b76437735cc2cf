import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/** The official AlpineBits 2020-10 schema (schema/README.md: source and licence). */
const SCHEMA_URL = new URL('./schema/alpinebits-2020-10.xsd', import.meta.url);
const SCHEMA_PATH = fileURLToPath(SCHEMA_URL);
let schemaText: string | undefined;

export interface SchemaCheck {
  valid: boolean;
  /** libxml2's messages (line and reason), at most five, for the error answer and the log. */
  errors: string[];
}

export type SchemaChecker = 'native' | 'wasm';

let checker: Promise<SchemaChecker> | undefined;

/**
 * Which libxml2 checks messages: Debian's `xmllint` (package libxml2-utils) when it is installed,
 * about 40 ms for a 1 MB FreeRooms message; otherwise the same libxml2 compiled to WebAssembly
 * (xmllint-wasm), about 25 times slower on large messages but with nothing to install.
 */
export function schemaChecker(): Promise<SchemaChecker> {
  checker ??= new Promise((resolve) => {
    execFile('xmllint', ['--version'], (error) => resolve(error ? 'wasm' : 'native'));
  });
  return checker;
}

/**
 * Checks a message against the official XSD with libxml2: a message that is not well-formed
 * XML fails here too. No network, no DTD: a message with a DOCTYPE is refused before libxml2
 * sees it (AlpineBits never needs one, and entities are a risk).
 */
export async function checkSchema(xml: string, use?: SchemaChecker): Promise<SchemaCheck> {
  if (/<!DOCTYPE/i.test(xml)) return { valid: false, errors: ['a DOCTYPE is not allowed'] };
  return (use ?? (await schemaChecker())) === 'native' ? checkNative(xml) : checkWasm(xml);
}

function report(valid: boolean, lines: readonly string[]): SchemaCheck {
  return {
    valid,
    errors: valid
      ? []
      : lines
          .filter((l) => l.trim() && !/ fails to validate$/.test(l))
          .slice(0, 5)
          .map((l) => l.replace(/^-:/, 'line ').slice(0, 300)),
  };
}

function checkNative(xml: string): Promise<SchemaCheck> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', '--schema', SCHEMA_PATH, '-'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      // 0 valid; 1 not well-formed; 3/4 invalid against the schema; others: xmllint broke.
      if (code === 0 || code === 1 || code === 3 || code === 4)
        resolve(report(code === 0, stderr.split('\n')));
      else reject(new Error(`xmllint exited with ${code}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(xml);
  });
}

async function checkWasm(xml: string): Promise<SchemaCheck> {
  schemaText ??= readFileSync(SCHEMA_URL, 'utf8');
  const result = await validateXML({
    xml: { fileName: 'message.xml', contents: xml },
    schema: { fileName: 'alpinebits-2020-10.xsd', contents: schemaText },
    // Large FreeRooms messages (a year of nights for many rooms) need more than the default.
    maxMemoryPages: 4096,
  });
  return report(
    result.valid,
    result.errors.map((e) => `${e.loc ? `line ${e.loc.lineNumber}: ` : ''}${e.message}`),
  );
}
