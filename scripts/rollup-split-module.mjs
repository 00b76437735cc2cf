// Rollup plugin: serves a package that ships as one big ES module (valibot's dist/index.mjs) as
// a facade over one small module per top-level declaration group.
//
// Why: rollup puts a module in exactly one chunk. valibot is one module, so every valibot
// function any lazy screen uses (email, url, strictObject, variant …) went into the chunk that
// first imports valibot, the widget's entry: the first screen downloaded the later screens'
// schema builders and exported them to their chunks. Split per declaration, each function
// lands in the chunk of the code that uses it, like any of our own modules.
//
// How: the module is parsed; each top-level statement is a unit; a unit that reads or writes a
// top-level `let`/`var` joins the unit declaring it (an imported binding cannot be assigned);
// units that depend on each other in a cycle stay together (no temporal-dead-zone surprises).
// Each group becomes a virtual module importing what it uses from the others; the package's
// own export list becomes the facade's re-exports. Code is copied verbatim, in original order,
// with a line source map back to the package file so the size report still names the package.
// A module with any other top-level statement (side effects) is left whole.
import { readFileSync } from 'node:fs';

// Not `\0`-prefixed (rollup leaves such modules out of source maps): the package file's path
// with a query, which no other plugin's filter takes for a script.
const SUFFIX = '?split-module=';
const moduleId = (file, group) => `${file}${SUFFIX}${group}`;

/** Every Identifier name in an ESTree node (property keys included: over-counting is safe). */
function identifiers(node, out = new Set()) {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const child of node) identifiers(child, out);
    return out;
  }
  if (node.type === 'Identifier') out.add(node.name);
  for (const key in node) {
    if (key !== 'type' && key !== 'start' && key !== 'end') identifiers(node[key], out);
  }
  return out;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(value) {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    text += BASE64[digit];
  } while (rest > 0);
  return text;
}

/** A source map whose generated lines each point at one original line (column 0). */
function lineMap(file, originalLines) {
  let previous = 0;
  const mappings = originalLines
    .map((line) => {
      if (line === undefined) return '';
      const segment = `A${vlq(0)}${vlq(line - previous)}A`;
      previous = line;
      return segment;
    })
    .join(';');
  return { version: 3, sources: [file], names: [], mappings };
}

/** Tarjan's strongly connected components over `edges` (Map<node, Set<node>>). */
function components(nodes, edges) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const result = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      result.push(group);
    }
  };
  for (const node of nodes) if (!indices.has(node)) visit(node);
  return result;
}

/**
 * A function whose whole body is `return {…}` or `return _standardSchema({…})` (valibot's
 * schema, action and pipe builders): calling it has no effect but the new object. `parse`,
 * `assert`, the global-config setters and the rest have other bodies and stay as they are.
 */
function isBuilder(statement) {
  if (statement.type !== 'FunctionDeclaration' || statement.async || statement.generator)
    return false;
  const body = statement.body.body;
  if (body.length !== 1 || body[0].type !== 'ReturnStatement') return false;
  const value = body[0].argument;
  if (value?.type === 'ObjectExpression') return true;
  return (
    value?.type === 'CallExpression' &&
    value.callee.type === 'Identifier' &&
    value.callee.name === '_standardSchema' &&
    value.arguments.length === 1 &&
    value.arguments[0].type === 'ObjectExpression'
  );
}

/**
 * Splits `code` into modules. Returns null when the module has top-level code other than
 * declarations and one export list (then it is served as it is).
 */
function split(code, ast, file) {
  const units = [];
  let exportList;
  for (const statement of ast.body) {
    if (
      statement.type === 'ExportNamedDeclaration' &&
      !statement.declaration &&
      !statement.source
    ) {
      if (exportList) return null;
      exportList = statement.specifiers;
    } else if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
      units.push({ statement, names: [statement.id.name], mutable: false });
    } else if (statement.type === 'VariableDeclaration') {
      const names = statement.declarations.map((d) =>
        d.id.type === 'Identifier' ? d.id.name : null,
      );
      if (names.includes(null)) return null;
      units.push({ statement, names, mutable: statement.kind !== 'const' });
    } else {
      return null;
    }
  }
  if (!exportList) return null;
  const owner = new Map();
  units.forEach((unit, i) => {
    for (const name of unit.names) owner.set(name, i);
  });
  // Union-find: a unit using a mutable top-level binding joins its declaration.
  const parent = units.map((_, i) => i);
  const find = (i) => {
    while (parent[i] !== i) i = parent[i];
    return i;
  };
  const uses = units.map((unit) => {
    const used = new Set();
    for (const name of identifiers(unit.statement)) {
      const j = owner.get(name);
      if (j !== undefined && !unit.names.includes(name)) used.add(j);
    }
    return used;
  });
  uses.forEach((used, i) => {
    for (const j of used) if (units[j].mutable) parent[find(i)] = find(j);
  });
  const roots = [...new Set(units.map((_, i) => find(i)))];
  const edges = new Map(roots.map((root) => [root, new Set()]));
  uses.forEach((used, i) => {
    for (const j of used) if (find(i) !== find(j)) edges.get(find(i)).add(find(j));
  });
  // Cycles between groups become one group.
  const groupOf = new Map();
  const groups = components(roots, edges).map((members, g) => {
    for (const root of members) groupOf.set(root, g);
    return members;
  });
  const unitGroup = (i) => groupOf.get(find(i));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const modules = groups.map((_, g) => {
    const mine = units.map((unit, i) => ({ unit, i })).filter(({ i }) => unitGroup(i) === g);
    const imports = new Map();
    for (const { i } of mine) {
      for (const j of uses[i]) {
        const other = unitGroup(j);
        if (other === g) continue;
        const names = imports.get(other) ?? new Set();
        for (const name of units[j].names) names.add(name);
        imports.set(other, names);
      }
    }
    const lines = [];
    const originalLines = [];
    for (const [other, names] of imports) {
      lines.push(`import { ${[...names].join(', ')} } from '${moduleId(file, other)}';`);
      originalLines.push(undefined);
    }
    for (const { unit } of mine) {
      // A schema or action builder only builds an object: say so, so that a schema no code
      // uses is dropped with its builder calls (in one module rollup saw that by itself).
      if (isBuilder(unit.statement)) {
        lines.push('/*@__NO_SIDE_EFFECTS__*/');
        originalLines.push(undefined);
      }
      const text = code.slice(unit.statement.start, unit.statement.end);
      const first = lineOf(unit.statement.start);
      text.split('\n').forEach((line, k) => {
        lines.push(line);
        originalLines.push(first + k);
      });
    }
    lines.push(`export { ${mine.flatMap(({ unit }) => unit.names).join(', ')} };`);
    originalLines.push(undefined);
    return { code: lines.join('\n'), map: lineMap(file, originalLines) };
  });
  const facade = exportList
    .map((specifier) => {
      const local = specifier.local.name;
      const exported = specifier.exported.name ?? specifier.exported.value;
      const i = owner.get(local);
      if (i === undefined) throw new Error(`split-module: ${file} exports unknown ${local}`);
      return `export { ${local === exported ? local : `${local} as ${exported}`} } from '${moduleId(file, unitGroup(i))}';`;
    })
    .join('\n');
  return { facade, modules };
}

/**
 * `files`: a test on resolved module paths (e.g. /node_modules\/valibot\/dist\/index\.mjs$/).
 */
export function splitModule(files) {
  const cache = new Map();
  const splitFile = (context, file) => {
    if (!cache.has(file)) {
      const code = readFileSync(file, 'utf8');
      cache.set(file, split(code, context.parse(code), file));
    }
    return cache.get(file);
  };
  return {
    name: 'split-module',
    resolveId(source) {
      return source.includes(SUFFIX) ? source : null;
    },
    load(id) {
      const at = id.indexOf(SUFFIX);
      if (at >= 0) {
        const result = splitFile(this, id.slice(0, at));
        return result.modules[Number(id.slice(at + SUFFIX.length))];
      }
      if (!files.test(id)) return null;
      const result = splitFile(this, id);
      if (!result) {
        this.warn(`split-module: ${id} has top-level side effects; left whole`);
        return null;
      }
      return { code: result.facade, map: { mappings: '' } };
    },
  };
}
