/**
 * What an error answer must never carry: stack frames, file paths, SQL, SQLSTATE or driver text,
 * and the names of the libraries underneath.
 */
export const LEAK_PATTERN =
  /\bat .+:\d+:\d+|node_modules|\/work\/|\/home\/|\.ts:\d+|\.js:\d+|SQLSTATE|syntax error|violates .* constraint|duplicate key|\bselect .+ from\b|\binsert into\b|\bupdate .+ set\b|relation "|column "|pglite|drizzle|postgres|ZodError|TypeError|RangeError|ReferenceError|Cannot read properties/i;
