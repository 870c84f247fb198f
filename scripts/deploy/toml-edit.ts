/**
 * Setting one value in wrangler.toml by editing its line, so every comment and the layout stay
 * as they are (a TOML parser would rewrite the whole file). The caller re-reads the file with
 * wrangler afterwards to confirm the value landed where wrangler looks for it.
 */

export interface TomlTarget {
  /**
   * Table name as written in its header: "env.production.vars", "env.production.d1_databases";
   * "" for the keys above the first table.
   */
  table: string;
  /** For an array of tables ([[...]]): the entry whose `binding` (or `name`) is this. */
  binding?: string;
  key: string;
}

const isHeader = (line: string) => /^\s*\[/.test(line);

function headerName(line: string) {
  return line.match(/^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/)?.[1];
}

/** Line ranges [start, end) of the table's blocks, header line excluded ("" = top level). */
function blocks(lines: string[], table: string): Array<[number, number]> {
  if (table === "") {
    const firstHeader = lines.findIndex(isHeader);
    return [[0, firstHeader === -1 ? lines.length : firstHeader]];
  }
  const found: Array<[number, number]> = [];
  lines.forEach((line, index) => {
    if (!isHeader(line) || headerName(line) !== table) return;
    let end = index + 1;
    while (end < lines.length && !isHeader(lines[end]!)) end++;
    found.push([index + 1, end]);
  });
  return found;
}

/** A TOML basic string (JSON's escapes are a subset of TOML's). */
export const tomlString = (value: string) => JSON.stringify(value);

export function setTomlValue(text: string, target: TomlTarget, value: string): string {
  const lines = text.split("\n");
  const keyLine = new RegExp(`^(\\s*)${target.key}\\s*=`);
  const candidates = blocks(lines, target.table).filter(
    ([start, end]) =>
      target.binding === undefined ||
      lines
        .slice(start, end)
        .some((line) =>
          new RegExp(`^\\s*(binding|name)\\s*=\\s*"${target.binding}"\\s*$`).test(line),
        ),
  );
  if (candidates.length !== 1) {
    const what = target.binding
      ? `[[${target.table}]] with binding ${target.binding}`
      : `[${target.table}]`;
    throw new Error(`wrangler.toml: expected one ${what}, found ${candidates.length}`);
  }
  const [start, end] = candidates[0]!;
  const assignment = `${target.key} = ${tomlString(value)}`;
  const existing = lines.findIndex(
    (line, index) => index >= start && index < end && keyLine.test(line),
  );
  if (existing >= 0) {
    lines[existing] = `${lines[existing]!.match(keyLine)![1]}${assignment}`;
  } else {
    lines.splice(start, 0, assignment);
  }
  return lines.join("\n");
}
