/// One line of `labcolor watch` input: a change to apply, a color to switch to, or nothing.
///
///     l 60          set L* to 60            (also l=60, l = 60, L*=60%, lightness 60)
///     a += 5        add 5 to a*             (also a+=5)
///     b -= 2.5      subtract 2.5 from b*
///     set #336699   switch to a color       (any color `convert` reads)
///     # a comment   nothing; so is a blank line or a lone '#'
///
/// A key is any name the model accepts; the value of `=` or a space is handed to the key's
/// validator as written (so `50%` works); `+=` and `-=` take a finite number.
enum WatchLine: Hashable, Sendable {
  /// Set the component named `key` (as typed) to `value`, as its validator reads it.
  case set(key: String, value: String)
  /// Add `delta` to the component named `key` (as typed).
  case add(key: String, delta: Double)
  /// Switch to this color (the text after `set`).
  case setColor(String)
  /// A blank or comment line.
  case nothing

  /// Why a line could not be read: a message fragment starting in lower case.
  struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message: `expected a value after 'l'`.
    var description: String
  }

  /// Reads one line (without its line ending).
  init(_ line: String) throws(SyntaxError) {
    let text = line.trimmingWhitespace()
    if text.isEmpty || text == "#" || text.hasPrefix("# ") || text.hasPrefix("#\t") {
      self = .nothing
      return
    }
    if let rest = text.droppingKeyword("set") {
      guard !rest.isEmpty else { throw SyntaxError(description: "expected a color after 'set'") }
      self = .setColor(String(rest))
      return
    }
    self = try Self.change(text)
  }

  /// `key value`, `key=value`, `key += number` or `key -= number`.
  private static func change(_ text: Substring) throws(SyntaxError) -> WatchLine {
    let keyEnd =
      text.firstIndex { $0 == " " || $0 == "\t" || $0 == "=" || $0 == "+" || $0 == "-" }
      ?? text.endIndex
    let key = text[..<keyEnd]
    guard !key.isEmpty else {
      throw SyntaxError(
        description: "expected a key such as l, a or b, found \(UserText.quoted(text))")
    }
    var rest = text[keyEnd...]
    let spaced = rest.first == " " || rest.first == "\t"
    rest = rest.trimmingWhitespace()
    guard !rest.isEmpty else {
      throw SyntaxError(description: "expected a value after \(UserText.quoted(key))")
    }
    var sign: Double?
    if rest.hasPrefix("+=") || rest.hasPrefix("-=") {
      sign = rest.hasPrefix("+=") ? 1 : -1
      rest = rest.dropFirst(2).trimmingWhitespace()
    } else if rest.hasPrefix("=") {
      rest = rest.dropFirst().trimmingWhitespace()
    } else if !spaced {
      throw SyntaxError(
        description: "expected '=', '+=', '-=' or a space after \(UserText.quoted(key)), "
          + "found \(UserText.quoted(rest))")
    }
    guard !rest.isEmpty else {
      throw SyntaxError(description: "expected a value after \(UserText.quoted(key))")
    }
    guard !rest.contains(where: { $0 == " " || $0 == "\t" }) else {
      throw SyntaxError(
        description: "expected one value after \(UserText.quoted(key)), "
          + "found \(UserText.quoted(rest))")
    }
    guard let sign else { return .set(key: String(key), value: String(rest)) }
    guard let number = Double(rest), number.isFinite else {
      let operation = sign > 0 ? "+=" : "-="
      throw SyntaxError(
        description: "expected a finite number after '\(operation)', found \(UserText.quoted(rest))"
      )
    }
    return .add(key: String(key), delta: sign * number)
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  fileprivate func trimmingWhitespace() -> SubSequence {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    let start = firstIndex { !isBlank($0) } ?? endIndex
    let end = lastIndex { !isBlank($0) }.map { index(after: $0) } ?? start
    return self[start..<end]
  }

  /// The text after `keyword` and the spaces or tabs that follow it, when it starts with
  /// them (or is just `keyword`); otherwise `nil`.
  fileprivate func droppingKeyword(_ keyword: String) -> SubSequence? {
    guard hasPrefix(keyword) else { return nil }
    let rest = self[index(startIndex, offsetBy: keyword.count)...]
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    return rest.trimmingWhitespace()
  }
}
