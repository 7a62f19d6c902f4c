import KeyValueObserving
import LabColor

/// One quantity a slider shows and changes: L\*, a\*, b\*, C\* or h.
///
/// L\*, a\* and b\* are the model's stored components (``component``); C\* and h are their
/// polar form, `C = √(a² + b²)`, `h = atan2(b, a)` in degrees, and are changed by setting
/// a\* and b\* together. A gray has no hue: where C\* is 0 the explorer keeps the last hue
/// the color had (`heldHue`), so taking the chroma to 0 and back returns to the same hue.
enum Channel: Hashable, Sendable, CaseIterable {
  /// L\*, 0…100.
  case lightness
  /// a\*, green (−) to red (+).
  case a
  /// b\*, blue (−) to yellow (+).
  case b
  /// C\*, the chroma, 0 or more.
  case chroma
  /// h, the hue angle in degrees, 0 to 360 (wrapping).
  case hue

  /// The label before the slider: `L*`, `a*`, `b*`, `C*`, `h`.
  var label: String {
    switch self {
    case .lightness: return "L*"
    case .a: return "a*"
    case .b: return "b*"
    case .chroma: return "C*"
    case .hue: return "h"
    }
  }

  /// The values the track spans, left to right. a\* and b\* span ±128 (sRGB reaches about
  /// −86…98 and −108…94), C\* 0…150 (sRGB reaches about 134); values beyond a track's ends
  /// are allowed (only L\* is bounded) and put the cursor at the end.
  var trackRange: ClosedRange<Double> {
    switch self {
    case .lightness: return 0...100
    case .a, .b: return -128...128
    case .chroma: return 0...150
    case .hue: return 0...360
    }
  }

  /// The model's stored component this channel is, or `nil` for C\* and h.
  var component: LabColor.Component? {
    switch self {
    case .lightness: return .l
    case .a: return .a
    case .b: return .b
    case .chroma, .hue: return nil
    }
  }

  /// The channel's value for `lab`; the hue of a gray is `heldHue`.
  func value(of lab: Lab, heldHue: Double) -> Double {
    switch self {
    case .lightness: return lab.l
    case .a: return lab.a
    case .b: return lab.b
    case .chroma: return LCh(lab).c
    case .hue:
      let lch = LCh(lab)
      return lch.c == 0 ? heldHue : lch.h
    }
  }

  /// `lab` with this channel set to `value` and the other two channels of its mode kept:
  /// C\* keeps the hue (`heldHue` for a gray), h keeps the chroma.
  func setting(_ value: Double, in lab: Lab, heldHue: Double) -> Lab {
    switch self {
    case .lightness: return Lab(l: value, a: lab.a, b: lab.b)
    case .a: return Lab(l: lab.l, a: value, b: lab.b)
    case .b: return Lab(l: lab.l, a: lab.a, b: value)
    case .chroma:
      return Lab(LCh(l: lab.l, c: value, h: Channel.hue.value(of: lab, heldHue: heldHue)))
    case .hue:
      return Lab(LCh(l: lab.l, c: LCh(lab).c, h: value))
    }
  }

  /// The value a step of `delta` from `value` gives: L\* kept in 0…100, C\* at 0 or more, h
  /// wrapped into [0, 360). The result is rounded to 9 decimal places, so steps of 0.1 add
  /// up to round numbers instead of accumulating binary fractions (50.2 + 0.1 is 50.3).
  func stepped(_ value: Double, by delta: Double) -> Double {
    var result = ((value + delta) * 1e9).rounded() / 1e9
    switch self {
    case .lightness: result = min(max(result, 0), 100)
    case .chroma: result = max(result, 0)
    case .hue: result = Self.wrappedHue(result)
    case .a, .b: break
    }
    return result
  }

  /// `degrees` reduced to [0, 360).
  static func wrappedHue(_ degrees: Double) -> Double {
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    let positive = reduced < 0 ? reduced + 360 : reduced
    return positive >= 360 ? 0 : positive
  }

  /// The validator of a typed C\* or h: a finite number (or numeric text), as key-value
  /// coding coerces it (`Double.coerce`); C\* not negative, and a percentage of 150 as in
  /// CSS `lch()`; h wrapped into [0, 360). L\*, a\*, b\* are validated by the model's keys.
  var entryValidator: Validator<Double> {
    Validator { value throws(ValidationError) in
      guard let value else { throw .nilNotAllowed }
      var number: Double
      if self == .chroma, let text = value as? String, text.hasSuffix("%") {
        number = try Double.coerce(String(text.dropLast())) / 100 * 150
      } else {
        number = try Double.coerce(value)
      }
      if self == .chroma, number < 0 {
        throw ValidationError("C* must be 0 or more (got \(NumberFormat.string(number)))")
      }
      if self == .hue { number = Self.wrappedHue(number) }
      return number
    }
  }
}
