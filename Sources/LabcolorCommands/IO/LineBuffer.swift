import LabColor

/// A reusable byte buffer in which a command assembles one line of output before writing it,
/// without creating a `String` per line.
///
/// Clear it with `removeAll()` (which keeps its storage), append text, numbers and hex
/// colors, then hand the bytes to `Output.write(_:)`:
///
///     var line = LineBuffer()
///     line.append(number: 52.5)
///     line.append(ascii: " ")
///     line.append(number: -20)
///     line.append(byte: UInt8(ascii: "\n"))
///     line.write(to: output)  // "52.5 -20\n"
///
/// Numbers are written exactly as `NumberFormat.string(_:)` writes them — integers without a
/// fraction, never `-0`, otherwise the shortest text that reads back as the same `Double` —
/// but without allocating: `NumberFormat.append(_:precision:to:)` writes the digits straight
/// into the bytes.
package struct LineBuffer: TextOutputStream {
  /// The bytes of the line so far.
  package private(set) var bytes: [UInt8]

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Empties the buffer, keeping its storage.
  package mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends one byte.
  package mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends raw bytes.
  package mutating func append(bytes raw: UnsafeRawBufferPointer) {
    // Bytes are bytes: reading raw memory as `UInt8` is always allowed.
    bytes.append(
      contentsOf: UnsafeBufferPointer(
        start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count))
  }

  /// Appends the bytes of an ASCII literal.
  package mutating func append(ascii text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends the UTF-8 bytes of `text`.
  package mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `color` as CSS text in `notation` (`ColorFormatter.append`).
  ///
  /// - Throws: `ColorOverflow`, having appended nothing, when a number is not finite.
  package mutating func appendFormatted(
    _ color: AnyColor, alpha: Double, as notation: ColorNotation, precision: Int?,
    gamutMapping: GamutMapping?
  ) throws(ColorOverflow) {
    try ColorFormatter.append(
      color, alpha: alpha, as: notation, precision: precision, gamutMapping: gamutMapping,
      to: &bytes)
  }

  /// Appends `#rrggbb` (lowercase) and a line feed, in one step.
  package mutating func append(hexLine rgb: RGB8) {
    rgb.appendHexLine(to: &bytes)
  }

  /// Appends `#rrggbb` (lowercase).
  package mutating func append(hex rgb: RGB8) {
    rgb.appendHex(to: &bytes)
  }

  /// Appends `value` in decimal.
  package mutating func append(integer value: Int) {
    NumberFormat.append(integer: Int64(value), to: &bytes)
  }

  /// Appends `value` as `NumberFormat.string(_:)` formats it: `100`, `0` for `-0`, `0.1`,
  /// `1e-07`, `nan`, `-inf` (`NumberFormat.append(_:precision:to:)`).
  package mutating func append(number value: Double) {
    NumberFormat.append(value, to: &bytes)
  }

  /// Appends `value` rounded for people to `precision` significant digits (at most as many
  /// decimal places), or in full when `precision` is `nil` (`NumberFormat`).
  package mutating func append(number value: Double, precision: Int?) {
    NumberFormat.append(value, precision: precision, to: &bytes)
  }

  /// Appends `value` as a JSON number, or `null` when it is not finite (JSON has no NaN or
  /// infinity).
  package mutating func append(jsonNumber value: Double) {
    if value.isFinite {
      append(number: value)
    } else {
      append(ascii: "null")
    }
  }

  /// Appends `text` as a JSON string: quoted, with `"`, `\` and control characters escaped.
  package mutating func append(jsonString text: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings (hex colors, key names) need no escape: copy them whole.
    let copied =
      text.utf8.withContiguousStorageIfAvailable { utf8 in
        guard !utf8.contains(where: Self.needsEscape) else { return false }
        bytes.append(contentsOf: utf8)
        return true
      } ?? false
    if copied {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case UInt8(ascii: "\n"): append(ascii: "\\n")
      case UInt8(ascii: "\t"): append(ascii: "\\t")
      case UInt8(ascii: "\r"): append(ascii: "\\r")
      case 0..<0x20, 0x7F:
        append(ascii: "\\u00")
        bytes.append(Self.hexDigit(byte >> 4))
        bytes.append(Self.hexDigit(byte & 0x0F))
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// The bytes as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether a JSON string must escape `byte`: `"`, `\\` and control characters.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
  }

  // MARK: - TextOutputStream

  /// Appends `string`; `print(_:to:)` and `write(to:)` of other types end up here.
  package mutating func write(_ string: String) {
    append(string)
  }

  /// Appends ASCII bytes: the standard library's `Double.write(to:)` hands its digits to
  /// this requirement of `TextOutputStream`, so formatting a number creates no `String`.
  package mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: buffer)
  }
}
