import Foundation
import LabColor

@testable import LabcolorCommands

/// Seeded random inputs for `labcolor`: argument vectors, and lines of standard input for
/// `convert` and `watch`, mostly near the edges of what the tool accepts.
///
/// Every value comes from `SplitMix64`, so a seed gives the same inputs on every machine;
/// a fuzz test runs each case from a seed of its own (`caseSeeds`), and names that seed
/// when the case fails, so one case can be run again alone:
///
///     var fuzz = Fuzz(seed: 0x5EED)
///     let arguments = fuzz.argumentVector()
///     let input = fuzz.input(line: { $0.convertLine() })
struct Fuzz {
  private var generator: SplitMix64

  /// The inputs of `seed`.
  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// The seed of a fuzz suite: `LABCOLOR_FUZZ_SEED` (decimal, or hexadecimal after `0x`)
  /// when set, so other seeds can be explored, else `defaultSeed`.
  static func suiteSeed(default defaultSeed: UInt64) -> UInt64 {
    guard let text = ProcessInfo.processInfo.environment["LABCOLOR_FUZZ_SEED"] else {
      return defaultSeed
    }
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
    return UInt64(text) ?? defaultSeed
  }

  /// `count` seeds derived from `seed`, one per case.
  static func caseSeeds(_ seed: UInt64, count: Int) -> [UInt64] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in generator.next() }
  }

  // MARK: - Choices

  /// A number in `0..<count`.
  mutating func below(_ count: Int) -> Int {
    Int(generator.next() % UInt64(max(1, count)))
  }

  /// True one time in `count`.
  mutating func oneIn(_ count: Int) -> Bool {
    below(count) == 0
  }

  /// One of `items`.
  mutating func pick<Element>(_ items: [Element]) -> Element {
    items[below(items.count)]
  }

  /// A random byte.
  mutating func byte() -> UInt8 {
    UInt8(truncatingIfNeeded: generator.next())
  }

  // MARK: - Numbers and colors

  /// Numbers at the edges: zero and its sign, the ends of L*'s range and just past them,
  /// overflow to infinity, subnormals, NaN and infinity in several spellings, hexadecimal
  /// floats, 300-digit numbers, and near-numbers a parser must refuse.
  static let edgeNumbers = [
    "0", "-0", "+0", "0.0", "-0.0", "100", "100.0", "100.0000001", "-0.0000001", "101", "-1",
    "1e309", "-1e309", "1e308", "1.7976931348623157e308", "1e300", "-1e300", "1e154", "1e-320",
    "4.9e-324", "2.2250738585072014e-308", "nan", "NaN", "-nan", "nan(0x1)", "snan", "inf",
    "-inf", "+inf", "Infinity", "infinity", "0x1p-2", "0x1.8p6", "0x", "1_0", ".5", "5.", "-.5",
    "1e", "e5", "1e+", "00050", "50%", "-5%", "1e99999999999", "1e-99999999999", "٥٠", "５０",
    String(repeating: "9", count: 300), "0." + String(repeating: "0", count: 400) + "1",
    "50.000000000000000000000001", "-",
  ]

  /// Finite numbers so large that XYZ or sRGB overflow when they are a\* or b\*.
  static let hugeNumbers = ["1e300", "-1e300", "1e154", "-1e154", "1e200", "-1e308", "9e307"]

  /// A number as text: an edge number one time in three, a huge one one time in ten, else
  /// a plain or scientific one.
  mutating func number() -> String {
    if oneIn(3) { return pick(Self.edgeNumbers) }
    if oneIn(10) { return pick(Self.hugeNumbers) }
    let integer = below(321) - 110
    switch below(4) {
    case 0: return String(integer)
    case 1: return "\(integer).\(below(1_000_000))"
    case 2: return "\(integer)e\(below(9) - 4)"
    default: return String(Double(integer) + Double(below(1 << 20)) / Double(1 << 20))
    }
  }

  /// CSS and labcolor color names, some misspelled.
  static let names = [
    "red", "green", "rebeccapurple", "RebeccaPurple", "cornflowerblue", "transparent", "white",
    "black", "bluish", "grey", "gray", "currentcolor", "none", "REDD", "é",
  ]

  /// Color text, mostly in a notation labcolor reads: bare triples with any separator, hex
  /// of any length, names, and CSS functions with numbers, percentages, angles and `none`.
  mutating func color() -> String {
    switch below(8) {
    case 0, 1, 2:
      let separators = [" ", ",", ", ", "\t", "  ", " ,", ";"]
      let count = oneIn(8) ? below(6) : 3
      let numbers = (0..<count).map { _ in number() }
      var text = ""
      for (index, number) in numbers.enumerated() {
        if index > 0 { text += pick(separators) }
        text += number
      }
      return text
    case 3:
      let digits = Array("0123456789abcdefABCDEFg")
      let length = oneIn(2) ? pick([3, 6]) : below(10)
      return "#" + String((0..<length).map { _ in pick(digits) })
    case 4:
      return pick(Self.names)
    default:
      let function = pick(["rgb", "rgba", "lab", "lch", "RGB", "Lab", "hsl", "oklab", "lab ("])
      let values = (0..<(oneIn(6) ? below(6) : 3)).map { _ in
        switch below(6) {
        case 0: return number() + "%"
        case 1: return number() + pick(["deg", "rad", "turn", "grad", "px"])
        case 2: return "none"
        default: return number()
        }
      }
      var text = function + "(" + values.joined(separator: pick([" ", ", ", ","]))
      if oneIn(5) { text += " / " + number() }
      if !oneIn(8) { text += ")" }
      if oneIn(10) { text += pick([")", " x", "(", " "]) }
      return text
    }
  }

  /// Text of random Unicode scalars: ASCII, controls (NUL, ESC, newlines), Latin, CJK,
  /// combining marks, emoji, and the line and paragraph separators.
  mutating func text(maximumLength: Int = 12) -> String {
    var result = ""
    for _ in 0..<below(maximumLength + 1) {
      let value: UInt32
      switch below(6) {
      case 0: value = UInt32(below(0x20))
      case 1: value = pick([0x7F, 0x85, 0x9B, 0xA0, 0x200B, 0x2028, 0x2029, 0xFEFF, 0xFFFD])
      case 2: value = UInt32(0x80 + below(0x700))
      case 3: value = pick([0x301, 0x4E2D, 0x1F3A8, 0x1F1EB, 0x10FFFF, 0xE000])
      default: value = UInt32(0x20 + below(0x5F))
      }
      if let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
    }
    return result
  }

  /// Random bytes: invalid UTF-8 (stray continuation bytes, truncated and overlong
  /// sequences, encoded surrogates), NUL, CR, and ASCII, without a line feed.
  mutating func garbage(maximumLength: Int = 24) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<below(maximumLength + 1) {
      switch below(5) {
      case 0: bytes += pick([[0xFF], [0xFE], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x8E]])
      case 1: bytes += pick([[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]])
      case 2: bytes.append(pick([0x00, 0x0D, 0x09, 0x0B, 0x0C, 0x1B, 0x23]))
      case 3: bytes.append(byte() == 0x0A ? 0x20 : byte())
      default: bytes.append(0x20 + UInt8(below(0x5F)))
      }
    }
    return bytes.map { $0 == 0x0A ? 0x20 : $0 }
  }

  /// A line longer than usual: one byte under, at or over `ConvertCommand.maximumLineLength`
  /// (16 KiB, the same in `watch`), or one of a megabyte; some end in `\r`, which does not
  /// count.
  mutating func longLine() -> [UInt8] {
    let limit = ConvertCommand.maximumLineLength
    let length = oneIn(4) ? 1 << 20 : limit + below(3) - 1
    var line = [UInt8](repeating: pick([UInt8(ascii: "5"), 0x20, 0xFF, 0x00]), count: length)
    if oneIn(3) { line.replaceSubrange(0..<2, with: Array("50".utf8)) }
    if oneIn(3) { line[length - 1] = 0x0D }
    return line
  }

  // MARK: - Lines

  /// One line of `convert` input (without its line ending).
  mutating func convertLine() -> [UInt8] {
    switch below(40) {
    case 0..<26: return Array(color().utf8)
    case 26..<29:
      return Array(pick(["", " ", "\t", "#", "# note", "  # c", "#\t", "#336699 #"]).utf8)
    case 29..<35: return garbage()
    case 35..<37: return Array(text().utf8)
    case 37..<39: return watchLine()
    default: return oneIn(3) ? longLine() : Array(color().utf8) + garbage(maximumLength: 3)
    }
  }

  /// Keys as a user may type them: names and aliases of every key, in any case, and unknown
  /// or empty ones.
  static let keys = [
    "l", "a", "b", "L*", "a*", "b*", "lightness", "lComponent", "ACOMPONENT", "bcomponent", "x",
    "hex", "inGamut", "red", "q", "lightnes", "", "ll", "set",
  ]

  /// One line of `watch` input (without its line ending).
  mutating func watchLine() -> [UInt8] {
    switch below(40) {
    case 0..<24:
      let key = pick(Self.keys)
      let operation = pick([" ", "=", " = ", "+=", " += ", "-=", " -= ", "", "\t", " =+ ", "=="])
      let value = oneIn(8) ? text(maximumLength: 6) : number()
      return Array((key + operation + value + (oneIn(12) ? " " + number() : "")).utf8)
    case 24..<29:
      return Array((pick(["set ", "set\t", "set", "SET ", "set  "]) + color()).utf8)
    case 29..<32:
      return Array(pick(["", "  ", "#", "# note", "#x", "\t# c"]).utf8)
    case 32..<36:
      return garbage()
    case 36..<38:
      return Array(text().utf8)
    default:
      return oneIn(3) ? longLine() : Array(pick(Self.keys).utf8) + garbage(maximumLength: 3)
    }
  }

  /// Lines from `line` with random line endings: `\n` mostly, `\r\n`, a lone `\r` (which
  /// joins two lines), `\r\r\n`; the last line has no ending one time in three. Empty
  /// input one time in twelve.
  mutating func input(lines maximumCount: Int = 10, line: (inout Fuzz) -> [UInt8]) -> [UInt8] {
    if oneIn(12) { return pick([[], [0x0A], [0x0D], [0x0D, 0x0A], [0x0A, 0x0A]]) }
    var bytes: [UInt8] = []
    let count = 1 + below(maximumCount)
    for index in 0..<count {
      bytes += line(&self)
      if index == count - 1, oneIn(3) { break }
      switch below(20) {
      case 0..<13: bytes.append(0x0A)
      case 13..<17: bytes += [0x0D, 0x0A]
      case 17: bytes.append(0x0D)
      case 18: bytes += [0x0D, 0x0D, 0x0A]
      default: bytes += [0x0A, 0x0A]
      }
    }
    return bytes
  }

  /// `bytes` cut into one to five chunks at random places, as reads from a pipe may be.
  mutating func chunks(_ bytes: [UInt8]) -> [[UInt8]] {
    let cuts = (0..<below(5)).map { _ in below(bytes.count + 1) }.sorted()
    var chunks: [[UInt8]] = []
    var start = 0
    for cut in cuts {
      chunks.append(Array(bytes[start..<cut]))
      start = cut
    }
    chunks.append(Array(bytes[start...]))
    return chunks
  }

  // MARK: - Arguments

  /// A command line for `labcolor` (without the program name): subcommand names, every
  /// declared option in each spelling with fitting and unfitting values, positional words,
  /// `--`, help requests, and random text.
  mutating func argumentVector() -> [String] {
    var words: [String] = []
    let subcommands = Labcolor.subcommands
    var command: Command? = nil
    if !oneIn(8) {
      command = pick(subcommands)
      if oneIn(10) { words.append("help") }
      words.append(oneIn(25) ? command!.name.uppercased() : command!.name)
    }
    for _ in 0..<below(7) {
      words += argumentWords(for: command ?? Labcolor.command)
    }
    return words
  }

  private mutating func argumentWords(for command: Command) -> [String] {
    let options = command.options
    switch below(12) {
    case 0..<5 where !options.isEmpty:
      let option = pick(options)
      let value = optionValue(option)
      switch (option.isFlag, below(4)) {
      case (true, 0): return ["--" + option.name + "=" + value]
      case (true, _): return ["--" + option.name]
      case (false, 0): return ["--" + option.name + "=" + value]
      case (false, 1) where option.shortName != nil:
        return ["-" + String(option.shortName!) + pick(["", "="]) + value]
      case (false, 2): return ["--" + option.name]
      default: return ["--" + option.name, value]
      }
    case 5, 6:
      return [command.name == "set" ? pick(Self.keys) + "=" + number() : color()]
    case 7:
      return [
        pick(["--", "-", "", "-h", "--help", "--version", "help", "-tq", "-lt", "--l=", "-"])
      ]
    case 8:
      return [number()]
    case 9:
      return [text()]
    case 10:
      return [
        pick([
          "--" + text(maximumLength: 4), "-" + text(maximumLength: 2),
          String(repeating: "x", count: 10_000),
        ])
      ]
    default:
      return [pick(Labcolor.subcommands).name]
    }
  }

  private mutating func optionValue(_ option: OptionDeclaration) -> String {
    if !option.allValueStrings.isEmpty, !oneIn(4) { return pick(option.allValueStrings) }
    if option.valueName == "number", !oneIn(5) { return number() }
    switch below(5) {
    case 0: return text()
    case 1: return number()
    case 2: return pick(["hex,l", "L*, HEX,ingamut", "hexx", "hex,,red", "", "x,y,z"])
    default: return color()
    }
  }
}

extension Fuzz {
  // MARK: - Options

  /// Options of `convert` that read standard input: `--to` of every notation, and now and
  /// then `--input` other than lab, `--white d50`, `--gamut css`, `--strict`.
  mutating func convertOptions() -> [String] {
    var options = ["--to", pick(ColorConverter.Format.allCases.map(\.argumentName))]
    if oneIn(4) { options += ["--input", pick(["rgb", "lch", "xyz"])] }
    if oneIn(4) { options += ["--white", "d50"] }
    if oneIn(4) { options += ["--gamut", "css"] }
    if oneIn(4) { options.append("--strict") }
    return options
  }

  /// `compare` reading standard input, with now and then `--metric` (any), `--format
  /// json`, `--input` other than lab, `--white d50` and `--strict`; and whether its
  /// outputs are blocks separated by a blank line (the text table).
  mutating func compareOptions() -> (options: [String], separated: Bool) {
    var options = ["compare"]
    let metric = oneIn(3)
    if metric {
      options += ["--metric", pick(ColorComparison.Metric.allCases.map(\.argumentName))]
    } else if oneIn(2) {
      options += ["--format", "json"]
    }
    if oneIn(4) { options += ["--input", pick(["rgb", "lch", "xyz"])] }
    if oneIn(4) { options += ["--white", "d50"] }
    if oneIn(4) { options.append("--strict") }
    return (options, !metric && !options.contains("json"))
  }

  /// `name` reading standard input, with now and then `--count`, `--format json`,
  /// `--input` other than lab, `--white d50` and `--strict`; and whether its outputs are
  /// lists separated by a blank line (text, more than one name each).
  mutating func nameOptions() -> (options: [String], separated: Bool) {
    var options = ["name"]
    let count = oneIn(2) ? 1 : pick([2, 5, 139])
    if count > 1 || oneIn(4) { options += ["--count", String(count)] }
    let json = oneIn(3)
    if json { options += ["--format", "json"] }
    if oneIn(4) { options += ["--input", pick(["rgb", "lch", "xyz"])] }
    if oneIn(4) { options += ["--white", "d50"] }
    if oneIn(4) { options.append("--strict") }
    return (options, count > 1 && !json)
  }

  /// Valid options of `watch`, and the keys whose notifications they print: a format, now
  /// and then a starting color, and a few chosen keys.
  mutating func watchOptions() -> (options: [String], keys: [String]) {
    var options = ["--format", pick(["text", "json"])]
    if oneIn(4) { options += ["--from", pick(["#336699", "rebeccapurple", "lab(60 -10 20)"])] }
    if oneIn(5) { options += ["--white", "d50"] }
    if oneIn(5) { options += ["--l", pick(["0", "100", "-0", "37.5"])] }
    guard oneIn(2) else { return (options, LabColor.allKeys) }
    let keys = LabColor.allKeys.filter { _ in oneIn(3) }
    guard !keys.isEmpty else { return (options, LabColor.allKeys) }
    return (options + ["--keys", keys.joined(separator: ",")], keys)
  }
}
