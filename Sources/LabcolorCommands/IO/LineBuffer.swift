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
/// but without allocating: `NumberFormat.write(_:precision:to:)` writes the digits straight into
/// the buffer's memory.
///
/// The bytes live in memory of the buffer's own, not in an `Array`: appending a few bytes is
/// a capacity check and a copy, which matters to `watch`, whose lines are a dozen small
/// pieces. Copies of a buffer share that memory until one of them is changed.
package struct LineBuffer: TextOutputStream, Sendable {
  /// The memory, shared by copies until one of them appends.
  private var storage: Storage
  /// The number of bytes of the line so far.
  package private(set) var count = 0
  /// Where `ColorFormatter`, which appends to an array, writes before the bytes are copied in.
  private var scratch: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int = 256) {
    storage = Storage(capacity: capacity)
  }

  /// Whether the line is empty.
  package var isEmpty: Bool { count == 0 }

  /// The bytes of the line so far, copied into an array.
  package var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

  /// Calls `body` with the bytes of the line so far, valid only during the call.
  package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    body(UnsafeRawBufferPointer(start: storage.base, count: count))
  }

  /// Empties the buffer, keeping its storage.
  package mutating func removeAll() {
    count = 0
  }

  /// Appends one byte.
  @inline(__always)
  package mutating func append(byte: UInt8) {
    reserve(1).pointee = byte
    count &+= 1
  }

  /// Appends raw bytes.
  @inline(__always)
  package mutating func append(bytes raw: UnsafeRawBufferPointer) {
    guard let source = raw.baseAddress, !raw.isEmpty else { return }
    UnsafeMutableRawPointer(reserve(raw.count)).copyMemory(from: source, byteCount: raw.count)
    count &+= raw.count
  }

  /// Appends bytes.
  @inline(__always)
  package mutating func append(bytes raw: UnsafeBufferPointer<UInt8>) {
    append(bytes: UnsafeRawBufferPointer(raw))
  }

  /// Appends the bytes of an ASCII literal.
  @inline(__always)
  package mutating func append(ascii text: StaticString) {
    text.withUTF8Buffer { append(bytes: $0) }
  }

  /// Appends the UTF-8 bytes of `text`.
  package mutating func append(_ text: String) {
    let copied = text.utf8.withContiguousStorageIfAvailable { append(bytes: $0) } != nil
    if !copied {
      for byte in text.utf8 { append(byte: byte) }
    }
  }

  /// Appends `color` as CSS text in `notation` (`ColorFormatter.append`), with `alpha`, `nil`
  /// for a missing one.
  ///
  /// - Throws: `ColorOverflow`, having appended nothing, when a number is not finite.
  package mutating func appendFormatted(
    _ color: AnyColor, alpha: Double?, as notation: ColorNotation, precision: Int?,
    gamutMapping: GamutMapping?
  ) throws(ColorOverflow) {
    scratch.removeAll(keepingCapacity: true)
    try ColorFormatter.append(
      color, alpha: alpha, as: notation, precision: precision, gamutMapping: gamutMapping,
      to: &scratch)
    scratch.withUnsafeBytes { append(bytes: $0) }
  }

  /// Appends what `body` writes at the memory it is given, which has room for `capacity`
  /// bytes; `body` returns how many it wrote, at most `capacity`. One capacity check for a
  /// line of many small pieces.
  @inline(__always)
  package mutating func append(
    atMost capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    count &+= body(reserve(capacity))
  }

  /// Appends `#rrggbb` (lowercase) and a line feed, in one step.
  package mutating func append(hexLine rgb: RGB8) {
    Swift.withUnsafeBytes(of: rgb.hexLineBytes.littleEndian) { append(bytes: $0) }
  }

  /// Appends `#rrggbb` (lowercase).
  package mutating func append(hex rgb: RGB8) {
    Swift.withUnsafeBytes(of: rgb.hexLineBytes.littleEndian) {
      append(bytes: .init(rebasing: $0[..<7]))
    }
  }

  /// Appends `value` in decimal.
  package mutating func append(integer value: Int) {
    count &+= NumberFormat.write(integer: Int64(value), to: reserve(NumberFormat.writeCapacity))
  }

  /// Appends `value` as `NumberFormat.string(_:)` formats it: `100`, `0` for `-0`, `0.1`,
  /// `1e-07`, `nan`, `-inf` (`NumberFormat.write(_:precision:to:)`).
  package mutating func append(number value: Double) {
    count &+= NumberFormat.write(value, to: reserve(NumberFormat.writeCapacity))
  }

  /// Appends `value` rounded for people to `precision` significant digits (at most as many
  /// decimal places), or in full when `precision` is `nil` (`NumberFormat`).
  package mutating func append(number value: Double, precision: Int?) {
    count &+= NumberFormat.write(
      value, precision: precision, to: reserve(NumberFormat.writeCapacity))
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

  /// Where the next `extra` bytes go: memory this buffer alone holds, with room for them.
  @inline(__always)
  private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
    if _slowPath(storage.capacity &- count < extra || !isKnownUniquelyReferenced(&storage)) {
      grow(by: extra)
    }
    return storage.base + count
  }

  /// Moves the bytes to memory of this buffer's own, with room for `extra` more: at least
  /// twice the old capacity when it must grow.
  @inline(never)
  private mutating func grow(by extra: Int) {
    let needed = count + extra
    let capacity = needed <= storage.capacity ? storage.capacity : max(needed, 2 * storage.capacity)
    let moved = Storage(capacity: capacity)
    moved.base.initialize(from: storage.base, count: count)
    storage = moved
  }

  /// A buffer's memory. Only a buffer that holds it alone writes to it (copy on write, as
  /// `Array` does), so copies on different threads never see a write.
  private final class Storage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    deinit {
      base.deallocate()
    }
  }

  /// Appends `text` as a JSON string: quoted, with `"`, `\\` and control characters escaped.
  package mutating func append(jsonString text: String) {
    count &+= Self.writeJSONString(text, to: reserve(Self.jsonStringCapacity(of: text)))
  }

  /// The most bytes `writeJSONString(_:to:)` writes for `text`: its quotes, and six bytes for
  /// each of its own (`\u001f`).
  package static func jsonStringCapacity(of text: String) -> Int {
    2 + 6 * text.utf8.count
  }

  /// Writes `text` as a JSON string at `target` (quoted, with `"`, `\\` and control
  /// characters escaped), which has room for `jsonStringCapacity(of:)` bytes, and returns its
  /// length, for writers that assemble lines in memory of their own.
  package static func writeJSONString(_ text: String, to target: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    var next = target
    next.pointee = UInt8(ascii: "\"")
    next += 1
    // Most strings (hex colors, key names) need no escape: copy them whole.
    let copied =
      text.utf8.withContiguousStorageIfAvailable { utf8 in
        guard !utf8.contains(where: needsEscape), let source = utf8.baseAddress else {
          return utf8.isEmpty
        }
        next.update(from: source, count: utf8.count)
        next += utf8.count
        return true
      } ?? false
    if !copied {
      for byte in text.utf8 { writeEscaped(byte, at: &next) }
    }
    next.pointee = UInt8(ascii: "\"")
    return next + 1 - target
  }

  /// Writes one byte of a JSON string at `next`, escaped if it must be, and moves past it.
  private static func writeEscaped(_ byte: UInt8, at next: inout UnsafeMutablePointer<UInt8>) {
    func put(_ byte: UInt8) {
      next.pointee = byte
      next += 1
    }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      put(UInt8(ascii: "\\"))
      put(byte)
    case UInt8(ascii: "\n"):
      put(UInt8(ascii: "\\"))
      put(UInt8(ascii: "n"))
    case UInt8(ascii: "\t"):
      put(UInt8(ascii: "\\"))
      put(UInt8(ascii: "t"))
    case UInt8(ascii: "\r"):
      put(UInt8(ascii: "\\"))
      put(UInt8(ascii: "r"))
    case 0..<0x20, 0x7F:
      for escape in "\\u00".utf8 { put(escape) }
      put(hexDigit(byte >> 4))
      put(hexDigit(byte & 0x0F))
    default:
      put(byte)
    }
  }

  /// The bytes as text.
  package var text: String { withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }

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
    append(bytes: buffer)
  }
}
