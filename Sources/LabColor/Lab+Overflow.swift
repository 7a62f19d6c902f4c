extension Lab {
  /// Whether the color's XYZ and sRGB values relative to `white` are finite numbers.
  ///
  /// Finite components can still overflow on the way: a\* = 1e300 makes X infinite, and
  /// red, green and blue infinite or NaN. Such a color is too far out of range to convert
  /// (``ColorOverflow``); the model refuses to take it on request
  /// (``LabColor/replaceComponents(with:refusingOverflow:)``).
  ///
  /// Components within ±1e100 always convert finitely (the largest X, Y or Z they give is
  /// about (1e100 / 200)³ ≈ 1.3e293, and the sRGB matrix and transfer function keep it below
  /// `Double`'s 1.8e308), so only larger ones are converted to find out.
  public func convertsFinitely(white: WhitePoint) -> Bool {
    let bound = 1e100
    if abs(l) <= bound, abs(a) <= bound, abs(b) <= bound { return true }
    let xyz = xyz(white: white)
    return isFinite && xyz.isFinite && SRGB(xyz, white: white).isFinite
  }
}

/// A color whose converted values overflow `Double` (a\* of 1e300, say), so that it cannot
/// be converted or printed.
public struct ColorOverflow: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message: `the color is too far out of range to convert`.
  public var description: String { "the color is too far out of range to convert" }

  /// Creates the error.
  public init() {}
}
