import KeyValueObserving
import LabColor

/// One line of `labcolor watch` input: a change to apply, a color to switch to, or nothing.
///
///     l 60          set L* to 60            (also l=60, l = 60, L*=60%, lightness 60)
///     a += 5        add 5 to a*             (also a+=5)
///     b -= 2.5      subtract 2.5 from b*
///     l += 10%      add 10% of L*'s scale (100; 125 for a* and b*, as in CSS)
///     set #336699   switch to a color       (any color `convert` reads)
///     # a comment   nothing; so is a blank line or a lone '#'
///
/// A key is any name the model accepts; the value of `=` or a space is handed to the key's
/// validator as written (so `50%` works); `+=` and `-=` take a finite number, read as
/// key-value coding reads one (`Double.coerce`), or a percentage: `x` is refused as no
/// number, `nan` as a number that is not finite.
///
/// Lines are read from their bytes, with no copy of the line: the key and the value are
/// short strings (stored inline, not allocated, up to 15 bytes), and a value that is a plain
/// decimal numeral is read as a number on the way (`number`), so that it need not be parsed
/// again as text.
enum WatchLine: Hashable, Sendable {
  /// Set the component named `key` (as typed) to `value`, as its validator reads it;
  /// `number` is the value when it is a plain decimal numeral.
  case set(key: String, value: String, number: Double?)
  /// Add `delta` to the component named `key` (as typed).
  case add(key: String, delta: Double)
  /// Add `percent` % of the scale of the component named `key` (as typed).
  case addPercentage(key: String, percent: Double)
  /// Switch to this color (the text after `set`).
  case setColor(String)
  /// A blank or comment line.
  case nothing

  /// Why a line could not be read: a message fragment starting in lower case.
  struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message: `expected a value after 'l'`.
    var description: String
    /// The key of a line that is one word (`l`, `bogus`), when that is why: only a key of
    /// the model lacks a value, so the session reports another word as the unknown key it
    /// is (`bogus 5` is), before the value missing.
    var lone: String?

    /// The message `description`, of a line that is the word `lone` when that is why.
    init(description: String, lone: String? = nil) {
      self.description = description
      self.lone = lone
    }
  }

  /// Reads one line of text (without its line ending).
  init(_ line: String) throws(SyntaxError) {
    let result = Array(line.utf8).withUnsafeBufferPointer { bytes in
      Result { () throws(SyntaxError) in try WatchLine(bytes: bytes) }
    }
    self = try result.get()
  }

  /// Whether `line` (its bytes, without its line ending) is blank or a comment: nothing,
  /// whatever else its bytes hold.
  static func isNothing(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let text = Bytes(line).trimmed()
    return text.isEmpty || text.isComment
  }

  /// Reads one line from its UTF-8 bytes (without its line ending).
  init(bytes line: UnsafeBufferPointer<UInt8>) throws(SyntaxError) {
    self = try Parts(bytes: line).line
  }

  /// A line read from its bytes, its key and value still bytes of the line (valid as long as
  /// they are): what a ``WatchLine`` holds, before any text is made of them, so that a
  /// change to a plain number (`l=60`), the most common line, need make none.
  enum Parts {
    /// ``WatchLine/set(key:value:number:)``.
    case set(key: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, number: Double?)
    /// ``WatchLine/add(key:delta:)``.
    case add(key: UnsafeBufferPointer<UInt8>, delta: Double)
    /// ``WatchLine/addPercentage(key:percent:)``.
    case addPercentage(key: UnsafeBufferPointer<UInt8>, percent: Double)
    /// ``WatchLine/setColor(_:)``.
    case setColor(UnsafeBufferPointer<UInt8>)
    /// ``WatchLine/nothing``.
    case nothing

    /// The line, its key and value made text (invalid UTF-8 replaced).
    var line: WatchLine {
      switch self {
      case .set(let key, let value, let number):
        .set(key: Self.text(key), value: Self.text(value), number: number)
      case .add(let key, let delta): .add(key: Self.text(key), delta: delta)
      case .addPercentage(let key, let percent):
        .addPercentage(key: Self.text(key), percent: percent)
      case .setColor(let color): .setColor(Self.text(color))
      case .nothing: .nothing
      }
    }

    /// The text of `bytes`, decoding invalid UTF-8 with replacement characters.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
      String(decoding: bytes, as: UTF8.self)
    }

    /// Reads one line from its UTF-8 bytes (without its line ending).
    init(bytes line: UnsafeBufferPointer<UInt8>) throws(SyntaxError) {
      var text = Bytes(line).trimmed()
      if text.isEmpty || text.isComment {
        self = .nothing
        return
      }
      if let rest = text.droppingKeyword("set") {
        guard !rest.isEmpty else { throw SyntaxError(description: "expected a color after 'set'") }
        self = .setColor(rest.buffer)
        return
      }
      let key = text.prefix { !Bytes.isBlank($0) && !Bytes.isOperator($0) }
      guard !key.isEmpty else {
        throw SyntaxError(
          description: "expected a key such as l, a or b, found \(UserText.quoted(text.string))")
      }
      text = text.dropping(key.count)
      let spaced = text.first.map(Bytes.isBlank) ?? false
      text = text.trimmed()
      guard !text.isEmpty else {
        throw SyntaxError(
          description: "expected a value after \(UserText.quoted(key.string))", lone: key.string)
      }
      var sign: Double?
      if text.hasPrefix("+=") || text.hasPrefix("-=") {
        sign = text.hasPrefix("+=") ? 1 : -1
        text = text.dropping(2).trimmed()
      } else if text.hasPrefix("=") {
        text = text.dropping(1).trimmed()
      } else if !spaced {
        throw SyntaxError(
          description: "expected '=', '+=', '-=' or a space after \(UserText.quoted(key.string)), "
            + "found \(UserText.quoted(text.string))")
      }
      guard !text.isEmpty else {
        let operation = sign.map { $0 > 0 ? "+=" : "-=" } ?? "="
        throw SyntaxError(description: "expected a value after \(UserText.quoted(operation))")
      }
      guard !text.contains(where: Bytes.isBlank) else {
        // A whole color (three numbers, a function), which `set` switches to, is offered
        // that way; other words (`+ = 5`, `50 # note`) are not, since `set` would refuse
        // them too. `set` reads it as this parser does; the white changes what a triple
        // means, not whether it is one.
        let value = text.string
        let isColor = (try? ColorParser(bareTriples: .lab).parse(utf8: text.buffer)) != nil
        throw SyntaxError(
          description: "expected one value after \(UserText.quoted(key.string)), "
            + "found \(UserText.quoted(value))"
            + (isColor ? "; to switch to that color, write \(UserText.quoted("set " + value))" : "")
        )
      }
      let number = DecimalNumeral.value(of: text.buffer)
      guard let sign else {
        self = .set(key: key.buffer, value: text.buffer, number: number)
        return
      }
      let string = text.string
      let isPercentage = number == nil && string.hasSuffix("%")
      let operand = isPercentage ? String(string.dropLast()) : string
      // Read as key-value coding reads a number, as a set's value is.
      let delta: Double
      if let number {
        delta = number
      } else {
        do throws(ValidationError) {
          delta = try Double.coerce(operand)
        } catch {
          let operation = sign > 0 ? "+=" : "-="
          // Text that is no number (`x`), or a number that is not finite (`inf`, `1e309`).
          let expected = error == .notANumber ? "a number" : "a finite number"
          throw SyntaxError(
            description:
              "expected \(expected) after '\(operation)', found \(UserText.quoted(string))")
        }
      }
      self =
        isPercentage
        ? .addPercentage(key: key.buffer, percent: sign * delta)
        : .add(key: key.buffer, delta: sign * delta)
    }
  }
}

/// A range of a line's bytes, with the few steps `WatchLine` takes over it.
private struct Bytes {
  let base: UnsafeBufferPointer<UInt8>
  var start: Int
  var end: Int

  init(_ base: UnsafeBufferPointer<UInt8>) {
    self.base = base
    start = 0
    end = base.count
  }

  private init(base: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
    self.base = base
    self.start = start
    self.end = end
  }

  static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  static func isOperator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }

  var isEmpty: Bool { start >= end }
  var count: Int { end - start }
  var first: UInt8? { isEmpty ? nil : base[start] }

  /// The text, decoding invalid UTF-8 with replacement characters.
  var string: String { WatchLine.Parts.text(buffer) }

  /// A comment: `#` alone, or followed by a space or a tab.
  var isComment: Bool {
    base[start] == UInt8(ascii: "#") && (count == 1 || Self.isBlank(base[start + 1]))
  }

  func trimmed() -> Bytes {
    var result = self
    while result.start < result.end, Self.isBlank(base[result.start]) { result.start += 1 }
    while result.end > result.start, Self.isBlank(base[result.end - 1]) { result.end -= 1 }
    return result
  }

  func dropping(_ count: Int) -> Bytes {
    Bytes(base: base, start: min(start + count, end), end: end)
  }

  func prefix(while predicate: (UInt8) -> Bool) -> Bytes {
    var stop = start
    while stop < end, predicate(base[stop]) { stop += 1 }
    return Bytes(base: base, start: start, end: stop)
  }

  func contains(where predicate: (UInt8) -> Bool) -> Bool {
    (start..<end).contains { predicate(base[$0]) }
  }

  /// Whether the text starts with `prefix` (lowercase), its ASCII letters in any case, as
  /// key names are read: `SET` starts with `set`, `+=` with `+=`.
  @inline(__always)
  func hasPrefix(_ prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard length <= count else { return false }
    let expected = prefix.utf8Start
    for index in 0..<length {
      let byte = base[start + index]
      let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      guard lowered == expected[index] else { return false }
    }
    return true
  }

  /// The text after `keyword` (in any case) and the blanks that follow it, when it starts
  /// with them (or is just `keyword`); otherwise `nil`.
  func droppingKeyword(_ keyword: StaticString) -> Bytes? {
    guard hasPrefix(keyword) else { return nil }
    let rest = dropping(keyword.utf8CodeUnitCount)
    guard rest.isEmpty || Self.isBlank(base[rest.start]) else { return nil }
    return rest.trimmed()
  }

  /// The bytes, valid as long as the line's are.
  var buffer: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: base[start..<end])
  }
}
