// The matrices are the exact rational ones of the CSS Color 4 sample code
// (csswg-drafts, css-color-4/conversions.js, `lin_sRGB_to_XYZ` and
// `XYZ_to_lin_sRGB`), computed from the sRGB primaries and the four-figure
// D65 chromaticity. Each fraction is evaluated in Double (correctly rounded).

/// Linear-light sRGB: the sRGB primaries without the transfer function
/// ("gamma"), so that components add like light.
///
/// In-gamut colors have every component in [0, 1]; the components are not
/// clamped, so colors outside the sRGB gamut keep their exact (negative or
/// greater than 1) values. The white point is D65.
public struct LinearSRGB: Sendable, Hashable {
  /// The linear-light red component; 1 is the red of sRGB white.
  public var red: Double
  /// The linear-light green component; 1 is the green of sRGB white.
  public var green: Double
  /// The linear-light blue component; 1 is the blue of sRGB white.
  public var blue: Double

  /// The linear-light components `red`, `green`, `blue` (unclamped).
  @inlinable
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The linear sRGB components of tristimulus values `xyz` relative to
  /// `white`.
  ///
  /// Adapts `xyz` to D65 (Bradford) if needed, then multiplies by the CSS
  /// Color 4 matrix
  ///
  ///     ⎡   12831/3959      −329/214     −1974/3959  ⎤
  ///     ⎢ −851781/878810  1648619/878810  36519/878810 ⎥
  ///     ⎣     705/12673    −2585/12673     705/667    ⎦
  @inlinable
  public init(_ xyz: XYZ, white: WhitePoint) {
    let d65 = xyz.adapted(from: white, to: .d65)
    let x = d65.x
    let y = d65.y
    let z = d65.z
    let r0: Double = 12_831.0 / 3_959.0
    let r1: Double = -329.0 / 214.0
    let r2: Double = -1_974.0 / 3_959.0
    let g0: Double = -851_781.0 / 878_810.0
    let g1: Double = 1_648_619.0 / 878_810.0
    let g2: Double = 36_519.0 / 878_810.0
    let b0: Double = 705.0 / 12_673.0
    let b1: Double = -2_585.0 / 12_673.0
    let b2: Double = 705.0 / 667.0
    self.init(
      red: r0 * x + r1 * y + r2 * z,
      green: g0 * x + g1 * y + g2 * z,
      blue: b0 * x + b1 * y + b2 * z
    )
  }
}

extension XYZ {
  /// The tristimulus values, relative to `white`, of linear sRGB `linear`.
  ///
  /// Multiplies by the CSS Color 4 matrix (which gives D65 XYZ)
  ///
  ///     ⎡ 506752/1228815   87881/245763     12673/70218   ⎤
  ///     ⎢  87098/409605   175762/245763     12673/175545  ⎥
  ///     ⎣   7918/409605    87881/737289   1001167/1053270 ⎦
  ///
  /// then adapts to `white` (Bradford) if it is not D65. sRGB white
  /// (1, 1, 1) gives the XYZ of D65, (0.9504559270516717, 1,
  /// 1.0890577507598784), to within 1e-16.
  @inlinable
  public init(_ linear: LinearSRGB, white: WhitePoint) {
    let r = linear.red
    let g = linear.green
    let b = linear.blue
    let x0: Double = 506_752.0 / 1_228_815.0
    let x1: Double = 87_881.0 / 245_763.0
    let x2: Double = 12_673.0 / 70_218.0
    let y0: Double = 87_098.0 / 409_605.0
    let y1: Double = 175_762.0 / 245_763.0
    let y2: Double = 12_673.0 / 175_545.0
    let z0: Double = 7_918.0 / 409_605.0
    let z1: Double = 87_881.0 / 737_289.0
    let z2: Double = 1_001_167.0 / 1_053_270.0
    let d65 = XYZ(
      x: x0 * r + x1 * g + x2 * b,
      y: y0 * r + y1 * g + y2 * b,
      z: z0 * r + z1 * g + z2 * b
    )
    self = d65.adapted(from: .d65, to: white)
  }
}
