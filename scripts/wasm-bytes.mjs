// Reading and writing a wasm module's bytes, for the build's steps that look inside one
// (wasm-opt.mjs, chunk-map.mjs, bundle.mjs, styles.mjs): LEB128 numbers and the sections.

/// Reads an unsigned LEB128 number at `at`: [value, next offset].
export function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/// `n` as unsigned LEB128.
export function toLeb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

/// The module's sections in order: each one's id, where its body starts and ends, and its
/// bytes (id and size included).
export function sections(bytes) {
  const out = [];
  for (let at = 8; at < bytes.length; ) {
    const [size, body] = leb(bytes, at + 1);
    out.push({ id: bytes[at], body, end: body + size, bytes: bytes.subarray(at, body + size) });
    at = body + size;
  }
  return out;
}
