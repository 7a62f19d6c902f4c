import Foundation
import LabColor

/// What each line of `convert` and `watch` output must look like, checked without the
/// code that writes it: the notation asked for, and finite numbers only.
enum OutputShape {
  /// Why `line` (without its newline) is not a `convert --to format` line; `nil` when it is.
  ///
  /// - hex: `#` and six lowercase hex digits.
  /// - rgb: `rgb(r g b)`, integers from 0 to 255.
  /// - lab, lch, xyz: three finite numbers; for lch, C* ≥ 0 and 0 ≤ h < 360.
  /// - css: `lab(` three finite numbers `)`.
  /// - json: an object with `white`, `lab`, `xyz`, `srgb`, `rgb` (of finite numbers,
  ///   `rgb` from 0 to 255), `hex` (as above) and `inGamut`.
  static func convertProblem(_ line: Substring, format: String) -> String? {
    let shown = "'\(line.prefix(120))'"
    // Alpha below 1 follows as " / a" (the functions: inside the parentheses).
    func withoutAlpha(_ text: Substring) -> Substring? {
      guard let slash = text.range(of: " / ") else { return text }
      guard let alpha = Double(text[slash.upperBound...]), (0..<1).contains(alpha) else {
        return nil
      }
      return text[..<slash.lowerBound]
    }
    func function(_ name: String, percent: Set<Int> = [], hue: Int? = nil) -> String? {
      guard line.hasPrefix(name), line.hasSuffix(")"),
        let body = withoutAlpha(line.dropFirst(name.count).dropLast())
      else { return "\(shown) is not \(name)…)" }
      let words = body.split(separator: " ", omittingEmptySubsequences: false)
      guard words.count == 3 else { return "\(shown) does not hold three values" }
      for (index, word) in words.enumerated() {
        if index == hue, word == "none" { continue }
        let number = percent.contains(index) && word.hasSuffix("%") ? word.dropLast() : word
        guard percent.contains(index) == word.hasSuffix("%"), Double(number)?.isFinite == true
        else { return "\(shown): value \(index + 1) is not a finite number of the right form" }
        if index == hue, let h = Double(number), !(0..<360).contains(h) {
          return "\(shown): hue \(h) is not in [0, 360)"
        }
      }
      return nil
    }
    switch format {
    case "hex":
      return isHex(line) ? nil : "\(shown) is not #rrggbb or #rrggbbaa"
    case "rgb":
      guard line.hasPrefix("rgb("), line.hasSuffix(")"),
        let body = withoutAlpha(line.dropFirst(4).dropLast()),
        let values = integers(body), values.count == 3,
        values.allSatisfy({ (0...255).contains($0) })
      else { return "\(shown) is not rgb(r g b) with r, g, b from 0 to 255" }
      return nil
    case "lab", "xyz":
      guard let body = withoutAlpha(line), let values = numbers(body), values.count == 3 else {
        return "\(shown) is not three finite numbers"
      }
      return nil
    case "lch":
      guard let body = withoutAlpha(line), let values = numbers(body), values.count == 3,
        values[1] >= 0, (0..<360).contains(values[2])
      else { return "\(shown) is not L C h, finite, with C >= 0 and 0 <= h < 360" }
      return nil
    case "css": return function("lab(")
    case "hsl": return function("hsl(", percent: [1, 2], hue: 0)
    case "hwb": return function("hwb(", percent: [1, 2], hue: 0)
    case "oklab": return function("oklab(")
    case "oklch": return function("oklch(", hue: 2)
    case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d50",
      "xyz-d65":
      return function("color(\(format) ")
    case "json":
      return jsonProblem(line).map { "\(shown): \($0)" }
    default:
      return "unknown format \(format)"
    }
  }

  /// Why `line` is not a `watch` notification of one of `keys`; `nil` when it is.
  ///
  /// Text: `key: old -> new`, values finite numbers, `#rrggbb` for `hex`, `true` or `false`
  /// for `inGamut`. JSON: `{"seq":N,"key":…,"old":…,"new":…}` with `seq` equal to
  /// `sequence`, and values of the same kinds (no `null`).
  static func watchProblem(
    _ line: Substring, format: String, keys: [String], sequence: Int
  ) -> String? {
    let shown = "'\(line.prefix(120))'"
    let key: String
    let values: [Any]
    if format == "json" {
      guard let object = jsonObject(line), object.count == 4,
        finiteNumber(object["seq"]) == Double(sequence),
        let name = object["key"] as? String, let old = object["old"], let new = object["new"]
      else { return "\(shown) is not {\"seq\":\(sequence),\"key\":…,\"old\":…,\"new\":…}" }
      key = name
      values = [old, new]
    } else {
      guard let colon = line.firstIndex(of: ":") else { return "\(shown) is not key: old -> new" }
      key = String(line[..<colon])
      let parts = line[line.index(after: colon)...].split(separator: " -> ")
      guard parts.count == 2, parts[0].hasPrefix(" ") else {
        return "\(shown) is not key: old -> new"
      }
      values = [String(parts[0].dropFirst()), String(parts[1])]
    }
    guard keys.contains(key) else { return "\(shown) is a notification of another key" }
    for value in values {
      let fits: Bool
      switch (key, value) {
      case ("hex", let text as String): fits = isHex(text[...])
      case ("inGamut", let text as String): fits = text == "true" || text == "false"
      case ("inGamut", _ as Bool): fits = true
      case ("hex", _), ("inGamut", _): fits = false
      case (_, let text as String): fits = Double(text)?.isFinite == true
      default: fits = finiteNumber(value) != nil
      }
      if !fits { return "\(shown) holds a value that is not a finite \(key)" }
    }
    return nil
  }

  // MARK: - Parts

  /// A JSON number as a finite `Double`, however `JSONSerialization` delivered it.
  private static func finiteNumber(_ value: Any?) -> Double? {
    let number: Double?
    switch value {
    case let value as Int: number = Double(value)
    case let value as Double: number = value
    case let value as NSNumber: number = value.doubleValue
    default: number = nil
    }
    return number.flatMap { $0.isFinite ? $0 : nil }
  }

  private static func isHex(_ text: Substring) -> Bool {
    (text.count == 7 || text.count == 9) && text.first == "#"
      && text.dropFirst().allSatisfy { "0123456789abcdef".contains($0) }
  }

  private static func numbers(_ text: Substring) -> [Double]? {
    let values = text.split(separator: " ", omittingEmptySubsequences: false).map { Double($0) }
    guard values.allSatisfy({ $0?.isFinite == true }) else { return nil }
    return values.map { $0! }
  }

  private static func integers(_ text: Substring) -> [Int]? {
    let values = text.split(separator: " ", omittingEmptySubsequences: false).map { Int($0) }
    guard values.allSatisfy({ $0 != nil }) else { return nil }
    return values.map { $0! }
  }

  private static func jsonObject(_ line: Substring) -> [String: Any]? {
    guard let data = String(line).data(using: .utf8) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  private static func jsonProblem(_ line: Substring) -> String? {
    guard let object = jsonObject(line) else { return "not a JSON object" }
    let groups = [
      ("lab", ["l", "a", "b"]), ("xyz", ["x", "y", "z"]), ("srgb", ["red", "green", "blue"]),
      ("rgb", ["red", "green", "blue"]), ("oklab", ["l", "a", "b"]), ("oklch", ["l", "c", "h"]),
      ("hsl", ["h", "s", "l"]),
    ]
    for (name, members) in groups {
      guard let group = object[name] as? [String: Any], group.count == 3 else {
        return "no \(name) object of three members"
      }
      for member in members {
        // A powerless hue is null.
        if member == "h", group[member] is NSNull { continue }
        guard let number = finiteNumber(group[member]) else {
          return "\(name).\(member) is not a finite number"
        }
        if name == "rgb", !(0...255).contains(number) {
          return "rgb.\(member) is not from 0 to 255"
        }
      }
    }
    guard let gamut = object["gamut"] as? [String: Any], gamut.count == 3,
      ["srgb", "display-p3", "rec2020"].allSatisfy({ gamut[$0] is Bool })
    else { return "no gamut object of three Booleans" }
    if let alpha = object["alpha"] {
      guard let value = finiteNumber(alpha), (0..<1).contains(value) else {
        return "alpha is not below 1"
      }
    }
    guard let hex = object["hex"] as? String, isHex(hex[...]) else { return "no hex" }
    guard object["inGamut"] is Bool else {
      return "no inGamut"
    }
    guard let white = object["white"] as? String, ["D65", "D50"].contains(white) else {
      return "no white"
    }
    let count = object["alpha"] == nil ? 11 : 12
    return object.count == count ? nil : "\(object.count) members, not \(count)"
  }
}
