/// CIE 1931 XYZ tristimulus values, relative to a reference white.
///
/// The scale is the one CSS Color 4 uses: the luminance Y of the reference
/// white is 1 (not 100), so in-gamut colors have components near [0, 1].
/// A value carries no white point of its own; every conversion that needs one
/// takes it as an argument (`Lab(_:white:)`, `adapted(from:to:)`).
///
///     XYZ(LinearSRGB(red: 1, green: 1, blue: 1), white: .d65)
///     // ≈ (0.9504559270516717, 1, 1.0890577507598784), the D65 white
public struct XYZ: Sendable, Hashable {
  /// The X tristimulus value (a mix of the cone responses, mostly long-wave).
  public var x: Double
  /// The Y tristimulus value: relative luminance, 1 for the reference white.
  public var y: Double
  /// The Z tristimulus value (close to the short-wave cone response).
  public var z: Double

  /// The tristimulus values `x`, `y`, `z` (Y of the reference white = 1).
  @inlinable
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// Whether X, Y and Z are all finite (neither infinite nor NaN).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}
