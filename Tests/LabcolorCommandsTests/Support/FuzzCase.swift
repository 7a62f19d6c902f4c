/// One generated run of `labcolor`, and how a failure names it so that it can be run again:
/// the suite's seed, the case's number and seed, and the input as Swift literals.
///
///     seed 0x1ABC0107, case 17 (case seed 0x8F3C…):
///       labcolor(["convert", "--to", "rgb"], stdin: Array("50 20 0\r\n\u{FF}…".utf8))
struct FuzzCase {
  /// The seed of the suite (`LABCOLOR_FUZZ_SEED` runs it again).
  var suiteSeed: UInt64
  /// The case's number in its suite, from 0.
  var index: Int
  /// The case's own seed: `Fuzz(seed:)` with it makes the same input.
  var caseSeed: UInt64
  /// The command line, without the program name.
  var arguments: [String]
  /// Standard input.
  var stdin: [UInt8]

  /// The case, ready to paste into a test, with `problems` after it.
  func report(_ problems: [String], result: RunResult? = nil) -> String {
    var text =
      "seed 0x\(String(suiteSeed, radix: 16)), case \(index) "
      + "(case seed 0x\(String(caseSeed, radix: 16))):\n"
      + "  labcolor(\(Self.literal(arguments)), stdin: \(Self.literal(stdin)))\n"
    text += problems.map { "  - \($0)\n" }.joined()
    if let result {
      text += "  status \(result.status.rawValue)\n"
      text += "  stdout: \(Self.literal(Array(result.stdout.utf8.prefix(600))))\n"
      text += "  stderr: \(Self.literal(Array(result.stderr.utf8.prefix(600))))\n"
    }
    return text
  }

  /// The arguments as an array literal; words over 200 characters are shown as a
  /// `String(repeating:count:)` when they repeat one character, else cut.
  static func literal(_ arguments: [String]) -> String {
    let words = arguments.map { word -> String in
      if word.count > 200, let first = word.first, word.allSatisfy({ $0 == first }) {
        return "String(repeating: \(String(first).debugDescription), count: \(word.count))"
      }
      if word.count > 200 { return String(word.prefix(200)).debugDescription + " /* cut */" }
      return word.debugDescription
    }
    return "[" + words.joined(separator: ", ") + "]"
  }

  /// Bytes as an expression: `Array("…".utf8)` with invalid UTF-8 written as `\u{…}` is not
  /// possible, so bytes are written as a sum of text runs and byte arrays, and a run of more
  /// than 32 equal bytes as `[UInt8](repeating:count:)`. Cut after about 2,000 characters.
  static func literal(_ bytes: [UInt8]) -> String {
    guard !bytes.isEmpty else { return "[]" }
    var parts: [String] = []
    var index = 0
    var length = 0
    while index < bytes.count, length < 2_000 {
      var run = index
      while run < bytes.count, bytes[run] == bytes[index] { run += 1 }
      let part: String
      if run - index > 32 {
        part = "[UInt8](repeating: \(bytes[index]), count: \(run - index))"
        index = run
      } else if bytes[index] < 0x80 {
        var end = index
        while end < bytes.count, bytes[end] < 0x80, end - index < 400 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        part = "Array(\(text.debugDescription).utf8)"
        index = end
      } else {
        var end = index
        while end < bytes.count, bytes[end] >= 0x80, end - index < 64 { end += 1 }
        part =
          "["
          + bytes[index..<end].map { "0x" + String($0, radix: 16) }.joined(
            separator: ", ") + "]"
        index = end
      }
      parts.append(part)
      length += part.count
    }
    if index < bytes.count { parts.append("/* \(bytes.count - index) more bytes */") }
    return parts.joined(separator: " + ")
  }
}
