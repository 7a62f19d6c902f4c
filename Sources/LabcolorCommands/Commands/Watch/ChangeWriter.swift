import LabColor

/// Writes delivered notifications, one line each: `key: old -> new`, or one JSON object.
///
///     aComponent: 0 -> 20
///     hex: #777777 -> #986b78
///     {"seq":1,"key":"hex","old":"#777777","new":"#986b78"}
///
/// Numbers are written by `NumberFormat` (full precision, `20` not `20.0`), strings as they
/// are, Booleans as `true` and `false`; in JSON, as numbers (`null` if not finite), strings
/// and Booleans. `seq` numbers the objects written, from 1. Lines go to `output`, which its
/// owner flushes (a command's reader flushes before it waits for input).
///
/// A change's old value is most often the new value of the key's change before it, so the
/// writer keeps the text of each key's last new number and copies it when the next old value
/// is the same number, rather than formatting it again (shortest round-trip digits, the
/// costliest part of a line). Equal numbers have one text, `0` and `-0` included; a NaN,
/// equal to nothing, is formatted each time.
final class ChangeWriter {
  /// How notifications are written.
  enum Format: String, CaseIterable, Sendable, ExpressibleByArgumentChoice {
    /// `key: old -> new`
    case text
    /// `{"seq":1,"key":"…","old":…,"new":…}`
    case json
  }

  private let output: Output
  private let format: Format
  // Only `write(_:)` touches these two, and it calls nothing that could write a line in
  // turn, so the run-time exclusivity check of a class's stored property (a thread-local
  // look-up, a few dozen instructions per line) guards nothing here.
  @exclusivity(unchecked) private var line = LineBuffer()
  @exclusivity(unchecked) private var sequence = SequenceNumber()
  /// The last new number written of each key, by ``ColorKey/ordinal``, and its text.
  private let lastWritten: UnsafeMutablePointer<WrittenNumber>

  /// A writer of `format` lines to `output`.
  init(output: Output, format: Format = .text) {
    self.output = output
    self.format = format
    lastWritten = .allocate(capacity: ColorKey.allCases.count)
    lastWritten.initialize(repeating: WrittenNumber(), count: ColorKey.allCases.count)
  }

  deinit {
    lastWritten.deallocate()
  }

  /// Writes one notification.
  ///
  /// The line is written in one pass, at memory with room for the longest it can be: in
  /// `output`'s buffer itself when it can take that many bytes, else in `line`, then copied.
  /// Appended piece by piece, a capacity check and a copy each, its dozen pieces cost as
  /// much as the numbers' digits.
  func write(_ change: KeyChange) {
    if format == .json { sequence.increment() }
    let capacity = Self.capacity(of: change, format: format)
    let lastWritten = lastWritten + change.key.ordinal
    let written = output.write(atMost: capacity) { [format, sequence] target in
      Self.compose(
        change, format: format, sequence: sequence, lastWritten: lastWritten, at: target)
    }
    guard !written else { return }
    line.removeAll()
    line.append(atMost: capacity) { [format, sequence] target in
      Self.compose(
        change, format: format, sequence: sequence, lastWritten: lastWritten, at: target)
    }
    Self.send(&line, to: output)
  }

  /// Writes `line` to `output`. In place: reading the property to call a method on it
  /// would copy the buffer, a retain and a release of each of its references a line.
  private static func send(_ line: inout LineBuffer, to output: Output) {
    line.withUnsafeBytes { output.write($0) }
  }

  /// The most bytes the line of `change` can take, with the room `NumberFormat.write` needs
  /// past a number.
  private static func capacity(of change: KeyChange, format: Format) -> Int {
    // `{"seq":`, the sequence number, the key's prefix (`,"key":"lComponent","old":`),
    // `,"new":` and `}\n`; or the key's prefix (`lComponent: `), ` -> ` and a line feed.
    let fixed =
      format == .json
      ? 7 + SequenceNumber.capacity + change.key.jsonLinePrefix.utf8CodeUnitCount + 7 + 2
      : change.key.textLinePrefix.utf8CodeUnitCount + 4 + 1
    return fixed + capacity(of: change.oldValue, format: format)
      + capacity(of: change.newValue, format: format)
  }

  /// The most bytes `value` can take (`put(_:format:at:)`).
  private static func capacity(of value: KeyChange.Value?, format: Format) -> Int {
    switch value {
    case .number: NumberFormat.writeCapacity
    case .text(let text):
      format == .json ? LineBuffer.jsonStringCapacity(of: text) : text.utf8.count
    case .flag, nil: 5
    }
  }

  /// Writes the line of `change` at `start`, which has room for `capacity(of:format:)`
  /// bytes, and returns its length. The key's last new number written is `lastWritten`,
  /// which then holds the change's.
  private static func compose(
    _ change: KeyChange, format: Format, sequence: SequenceNumber,
    lastWritten: UnsafeMutablePointer<WrittenNumber>, at start: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var next = start
    switch format {
    case .text:
      put(change.key.textLinePrefix, at: &next)
      putValues(of: change, between: " -> ", format: format, lastWritten: lastWritten, at: &next)
      put("\n", at: &next)
    case .json:
      put("{\"seq\":", at: &next)
      sequence.put(at: &next)
      put(change.key.jsonLinePrefix, at: &next)
      putValues(
        of: change, between: ",\"new\":", format: format, lastWritten: lastWritten, at: &next)
      put("}\n", at: &next)
    }
    return next - start
  }

  /// Writes the old value of `change` (the text in `lastWritten`, when it is that number),
  /// `separator` and the new value at `next`, moves past them, and remembers the new value's
  /// text in `lastWritten`.
  @inline(__always)
  private static func putValues(
    of change: KeyChange, between separator: StaticString, format: Format,
    lastWritten: UnsafeMutablePointer<WrittenNumber>, at next: inout UnsafeMutablePointer<UInt8>
  ) {
    if !lastWritten.pointee.put(change.oldValue, at: &next) {
      put(change.oldValue, format: format, at: &next)
    }
    put(separator, at: &next)
    let newStart = next
    put(change.newValue, format: format, at: &next)
    lastWritten.pointee.remember(change.newValue, text: newStart, count: next - newStart)
  }

  /// Writes the bytes of an ASCII literal at `next`, and moves past them.
  @inline(__always)
  private static func put(_ text: StaticString, at next: inout UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(next).copyMemory(
      from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
    next += text.utf8CodeUnitCount
  }

  /// Writes a delivered value at `next`, which has room for `capacity(of:format:)` bytes, and
  /// moves past it. As text, `nil` when it was not delivered; as JSON, `null` then, and for a
  /// number that is not finite.
  private static func put(
    _ value: KeyChange.Value?, format: Format, at next: inout UnsafeMutablePointer<UInt8>
  ) {
    switch value {
    case .number(let number):
      if format == .json, !number.isFinite {
        put("null", at: &next)
      } else {
        next += NumberFormat.write(number, to: next)
      }
    case .flag(let flag):
      put(flag ? "true" : "false", at: &next)
    case .text(let text):
      if format == .json {
        next += LineBuffer.writeJSONString(text, to: next)
      } else {
        for byte in text.utf8 {
          next.pointee = byte
          next += 1
        }
      }
    case nil:
      put(format == .json ? "null" : "nil", at: &next)
    }
  }
}

/// The sequence number of a JSON line, kept as its decimal digits and counted up in them:
/// formatting the number anew for each line cost about 60 instructions, counting up costs a
/// few. It counts up to 24 digits, which no input reaches.
private struct SequenceNumber {
  /// The most bytes `put(at:)` writes.
  static let capacity = 24

  /// The digits, the first in the lowest byte, zeros after them.
  private var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
  private var count = 0

  /// Adds one.
  mutating func increment() {
    let count = count
    let carried = withUnsafeMutableBytes(of: &digits) { digits in
      var index = count - 1
      while index >= 0, digits[index] == UInt8(ascii: "9") {
        digits[index] = UInt8(ascii: "0")
        index -= 1
      }
      if index >= 0 {
        digits[index] += 1
        return false
      }
      // 9…9 + 1 = 10…0: a digit more, when there is room.
      guard count < Self.capacity else { return false }
      digits[count] = UInt8(ascii: "0")
      digits[0] = UInt8(ascii: "1")
      return true
    }
    if carried { self.count += 1 }
  }

  /// Writes the digits at `next`, which has room for ``capacity`` bytes, and moves past them.
  func put(at next: inout UnsafeMutablePointer<UInt8>) {
    // All 24 bytes, a copy of fixed size; the line goes on after the first `count`.
    UnsafeMutableRawPointer(next).storeBytes(of: digits, as: type(of: digits))
    next += count
  }
}

/// A number a ``ChangeWriter`` wrote as a new value, and its text (`NumberFormat` writes at
/// most 24 bytes).
///
/// Only numbers: text (`hex`) and flags cost less to write again than to compare.
private struct WrittenNumber {
  /// The number, or `nil` while none is remembered.
  private var number: Double?
  /// The text, in its first `count` bytes.
  private var text: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var count = 0

  /// Writes the text of `value` at `next` (which has room for `NumberFormat.writeCapacity`
  /// bytes) and moves past it, if it is the number remembered; returns whether it was.
  /// Equal numbers have one text: `0` and `-0` are both written `0`.
  func put(_ value: KeyChange.Value?, at next: inout UnsafeMutablePointer<UInt8>) -> Bool {
    guard case .number(let value) = value, value == number else { return false }
    // All 32 bytes, a copy of fixed size; the line goes on after the first `count`.
    UnsafeMutableRawPointer(next).storeBytes(of: text, as: type(of: text))
    next += count
    return true
  }

  /// Remembers `value` if it is a number, written as the `count` bytes at `text`.
  mutating func remember(_ value: KeyChange.Value?, text: UnsafePointer<UInt8>, count: Int) {
    guard case .number(let value) = value, count <= MemoryLayout.size(ofValue: self.text) else {
      number = nil
      return
    }
    withUnsafeMutableBytes(of: &self.text) {
      $0.copyMemory(from: UnsafeRawBufferPointer(start: text, count: count))
    }
    self.count = count
    number = value
  }
}

extension ColorKey {
  /// The key's place among the model's keys (`allCases`), from 0.
  var ordinal: Int {
    switch self {
    case .lComponent: 0
    case .aComponent: 1
    case .bComponent: 2
    case .x: 3
    case .y: 4
    case .z: 5
    case .red: 6
    case .green: 7
    case .blue: 8
    case .hex: 9
    case .inGamut: 10
    }
  }

  /// What a text line of ``ChangeWriter`` starts with: `hex: `.
  var textLinePrefix: StaticString {
    switch self {
    case .lComponent: "lComponent: "
    case .aComponent: "aComponent: "
    case .bComponent: "bComponent: "
    case .x: "x: "
    case .y: "y: "
    case .z: "z: "
    case .red: "red: "
    case .green: "green: "
    case .blue: "blue: "
    case .hex: "hex: "
    case .inGamut: "inGamut: "
    }
  }

  /// What a JSON line of ``ChangeWriter`` has between the sequence number and the old value:
  /// `,"key":"hex","old":`.
  var jsonLinePrefix: StaticString {
    switch self {
    case .lComponent: #","key":"lComponent","old":"#
    case .aComponent: #","key":"aComponent","old":"#
    case .bComponent: #","key":"bComponent","old":"#
    case .x: #","key":"x","old":"#
    case .y: #","key":"y","old":"#
    case .z: #","key":"z","old":"#
    case .red: #","key":"red","old":"#
    case .green: #","key":"green","old":"#
    case .blue: #","key":"blue","old":"#
    case .hex: #","key":"hex","old":"#
    case .inGamut: #","key":"inGamut","old":"#
    }
  }
}
