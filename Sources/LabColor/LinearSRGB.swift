/// Linear-light sRGB: the sRGB primaries without the transfer function
/// ("gamma"), so that components add like light.
///
/// In-gamut colors have every component in [0, 1]; the components are not
/// clamped, so colors outside the sRGB gamut keep their exact (negative or
/// greater than 1) values. The white point is D65. A typed view of the
/// `.srgbLinear` case of `RGBSpace`, whose CSS Color 4 matrices it uses.
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
    let (r, g, b) = RGBSpace.srgbLinear.linearComponents(of: xyz, white: white)
    self.init(red: r, green: g, blue: b)
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
  /// 1.0890577507598784), to within 2e-16 (Y is 1 less one unit in the last place).
  @inlinable
  public init(_ linear: LinearSRGB, white: WhitePoint) {
    self = RGBSpace.srgbLinear.xyz(linear: linear.red, linear.green, linear.blue, white: white)
  }
}
