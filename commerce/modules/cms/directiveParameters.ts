/**
 * Reads the parameters of a template directive (`{{widget type="…" block_id="…"}}`) the way
 * Magento's Template\Tokenizer\Parameter does: `name=value` pairs separated by white space, the
 * value double-quoted, single-quoted or bare (up to the next white space). A backslash keeps the
 * next character, and `\\` stands for one backslash, so `Magento\\Cms\\Block` and
 * `Magento\Cms\Block` both read as `Magento\Cms\Block`.
 */
export function parseDirectiveParameters(text: string): Record<string, string> {
  const parameters: Record<string, string> = {};
  let name = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (isWhiteSpace(char)) {
      index++;
    } else if (char !== "=") {
      name += char;
      index++;
    } else {
      const value = readValue(text, index + 1);
      parameters[name] = value.value;
      name = "";
      index = value.end;
    }
  }
  return parameters;
}

function readValue(text: string, start: number): { value: string; end: number } {
  if (start >= text.length || isWhiteSpace(text[start]!)) return { value: "", end: start };
  const first = text[start]!;
  const quote = first === '"' || first === "'" ? first : null;
  let value = quote ? "" : first;
  let index = start + 1;
  while (index < text.length) {
    const char = text[index]!;
    if (!quote && isWhiteSpace(char)) break;
    if (quote && char === quote) {
      index++;
      break;
    }
    if (char === "\\") {
      index++;
      const escaped = text[index] ?? "";
      if (escaped !== "\\") value += "\\";
      value += escaped;
    } else {
      value += char;
    }
    index++;
  }
  return { value, end: index };
}

function isWhiteSpace(char: string): boolean {
  return char === " " || char === "\t" || char === "\n" || char === "\r";
}
