import KeyValueObserving

/// An observable CIE L\*a\*b\* color: three stored components, and the CIE
/// XYZ, sRGB and hex values that depend on them.
///
/// The dependency graph is the one of the classic Cocoa example, carried on
/// to sRGB:
///
///     lComponent  aComponent  bComponent          stored (L* 0…100)
///         x ← L, a      y ← L      z ← L, b        CIE XYZ, Y of white = 1
///         red, green, blue ← x, y, z               sRGB, gamma-encoded, unclamped
///         hex, inGamut ← red, green, blue          8-bit #rrggbb and gamut flag
///
/// Observers of any key are notified once per change of a component that
/// affects it, in that order:
///
///     let color = LabColor(l: 50, a: 0, b: 0)
///     let token = color.observe(\.hex, options: [.new]) { _, change in
///       print(change.newValue!)
///     }
///     color.aComponent = 20          // prints "#986b78"
///
/// Each computed key reads only keys its declared dependencies reach, directly
/// or through other computed keys (`x` computes from L\* and a\* alone; `red`
/// reads L\*, a\* and b\* at once, which `x`, `y` and `z` depend on), which
/// `DependencyAudit` (KeyValueObserving) checks.
///
/// Components set through key-value coding with validation
/// (`setValidatedValue(_:forKey:)`) are checked: L\* must be in 0…100 and
/// every component finite; `"50%"` is accepted for L\*. Typed assignments
/// store whatever they are given.
public final class LabColor: KeyValueObject {
  // The components' accessors are inlined where they are used: `lab`, which every computed
  // key reads, called the three getters (two loads and two tests each before the value's
  // load) as functions of their own.

  /// L\*, the lightness: 0 (black) to 100 (the white's lightness).
  @inline(__always) @Observed public var lComponent: Double
  /// a\*, green (negative) to red (positive); unbounded, about ±128 in sRGB.
  @inline(__always) @Observed public var aComponent: Double
  /// b\*, blue (negative) to yellow (positive); unbounded.
  @inline(__always) @Observed public var bComponent: Double
  /// The white the L\*a\*b\* values are relative to; D65 by default.
  public let white: WhitePoint

  /// Creates a color from its components, relative to `white`.
  public init(l: Double = 50, a: Double = 0, b: Double = 0, white: WhitePoint = .d65) {
    lComponent = l
    aComponent = a
    bComponent = b
    self.white = white
  }

  /// Creates a color from a ``Lab`` value relative to `white`.
  public convenience init(_ lab: Lab, white: WhitePoint = .d65) {
    self.init(l: lab.l, a: lab.a, b: lab.b, white: white)
  }

  /// The keys of the color, declared in `LabColor+Keys.swift`.
  override public class var keyTable: KeyTable { keys }

  /// The three components as a ``Lab`` value.
  ///
  /// Tests once whether something records the reads of the components (a dependency audit),
  /// and reads them through their getters only then, which record each read: otherwise it
  /// reads their storage directly, as those getters would, where each of the three tested
  /// again. Every computed key but the components' own reads this.
  public var lab: Lab {
    guard !_readsAreRecorded else { return Lab(l: lComponent, a: aComponent, b: bComponent) }
    return Lab(
      l: _lComponent.primitiveValue, a: _aComponent.primitiveValue,
      b: _bComponent.primitiveValue)
  }

  /// CIE X, from L\* and a\* (Y of white = 1).
  public var x: Double { Lab(l: lComponent, a: aComponent, b: 0).xyz(white: white).x }

  /// CIE Y, the relative luminance, from L\* alone.
  public var y: Double { Lab(l: lComponent, a: 0, b: 0).xyz(white: white).y }

  /// CIE Z, from L\* and b\*.
  public var z: Double { Lab(l: lComponent, a: 0, b: bComponent).xyz(white: white).z }

  /// The color in linear-light sRGB, from X, Y and Z (computed at once from
  /// L\*, a\* and b\*, so that each key computes the chain once).
  private var linear: LinearSRGB { LinearSRGB(lab.xyz(white: white), white: white) }

  /// sRGB red, gamma-encoded and unclamped (outside 0…1 out of gamut).
  public var red: Double { SRGB.encode(linear.red) }

  /// sRGB green, gamma-encoded and unclamped.
  public var green: Double { SRGB.encode(linear.green) }

  /// sRGB blue, gamma-encoded and unclamped.
  public var blue: Double { SRGB.encode(linear.blue) }

  /// The color as sRGB components, from red, green and blue (computed at
  /// once from L\*, a\* and b\*).
  public var srgb: SRGB { SRGB(lab, white: white) }

  /// The 8-bit color, `#rrggbb` in lowercase: each component
  /// round(clamp(v, 0, 1) × 255), half away from zero, as
  /// ``RGB8/quantize(_:)`` rounds it — found from the
  /// linear components by ``RGB8/init(quantizing:)``, which gives exactly
  /// `RGB8(srgb)` without computing the transfer function.
  public var hex: String { RGB8(quantizing: linear).hex }

  /// Whether the color is inside the sRGB gamut, within
  /// ``SRGB/gamutTolerance``.
  public var inGamut: Bool { srgb.isInGamut() }
}
