/// A color in CIE 1976 L\*a\*b\* (CIELAB), relative to a reference white.
///
/// - `l`: lightness L\*, 0 (black) … 100 (the reference white).
/// - `a`: the green (−) to red (+) axis, unbounded; real surface colors stay
///   within about ±160.
/// - `b`: the blue (−) to yellow (+) axis, unbounded likewise.
///
/// A value carries no white point of its own: the same numbers mean different
/// colors under D65 and D50, so every conversion takes the white explicitly.
/// labcolor's default is D65; CSS `lab()` is always D50.
///
///     let red = Lab(SRGB(red: 1, green: 0, blue: 0), white: .d65)
///     // l ≈ 53.24, a ≈ 80.09, b ≈ 67.20
///
/// No component is clamped or validated: out-of-range values (L\* above 100,
/// colors outside the visible gamut) convert by the same formulas, which is
/// what makes round trips exact.
public struct Lab: Sendable, Hashable {
  /// Lightness L\*: 0 is black, 100 is the reference white.
  public var l: Double
  /// The a\* axis: negative is green, positive is red (magenta).
  public var a: Double
  /// The b\* axis: negative is blue, positive is yellow.
  public var b: Double

  /// The color with lightness `l` and opponent coordinates `a`, `b`.
  @inlinable
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// Whether L\*, a\* and b\* are all finite (neither infinite nor NaN).
  ///
  /// Finite components can still overflow when converted: see
  /// ``convertsFinitely(white:)``.
  @inlinable
  public var isFinite: Bool { l.isFinite && a.isFinite && b.isFinite }

  /// The same color relative to another white (linear Bradford adaptation
  /// through XYZ); `self` unchanged when the whites are equal.
  ///
  ///     Lab(l: 50, a: 0, b: 0).adapted(from: .d65, to: .d50)  // ≈ (50, 0, 0)
  @inlinable
  public func adapted(from source: WhitePoint, to destination: WhitePoint) -> Lab {
    if source == destination { return self }
    return Lab(xyz(white: source).adapted(from: source, to: destination), white: destination)
  }
}
