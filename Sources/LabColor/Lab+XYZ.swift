// CIE Lab ⇄ XYZ with the constants as rational fractions, as in the CSS
// Color 4 sample code (csswg-drafts, css-color-4/conversions.js, `XYZ_to_Lab`
// and `Lab_to_XYZ`), generalized from D50 to either white.

extension Lab {
  /// ε = 216/24389 = (6/29)³: the relative luminance below which CIELAB is
  /// linear instead of a cube root.
  @inlinable
  public static var epsilon: Double { 216.0 / 24_389.0 }

  /// κ = 24389/27 = (29/3)³: the slope of the linear part, L\* = κ·Y/Yn.
  @inlinable
  public static var kappa: Double { 24_389.0 / 27.0 }

  /// The Lab coordinates of tristimulus values `xyz` relative to `white`.
  ///
  /// With (xr, yr, zr) = XYZ divided component-wise by the XYZ of `white`,
  /// and `f(t) = t > ε ? ∛t : (κ·t + 16) / 116`:
  /// `L = 116·f(yr) − 16`, `a = 500·(f(xr) − f(yr))`, `b = 200·(f(yr) − f(zr))`.
  ///
  /// Edge cases: black (0, 0, 0) gives exactly (0, 0, 0); the white itself
  /// gives L = 100 and a = b = 0 to within 1e-13. Negative tristimulus values
  /// (imaginary colors) follow the linear branch.
  @inlinable
  public init(_ xyz: XYZ, white: WhitePoint) {
    let w = white.xyz
    let fx = Lab._f(xyz.x / w.x)
    let fy = Lab._f(xyz.y / w.y)
    let fz = Lab._f(xyz.z / w.z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// The tristimulus values of this color relative to `white`.
  ///
  /// The inverse of `init(_:white:)`: with `fy = (L + 16) / 116`,
  /// `fx = a / 500 + fy`, `fz = fy − b / 200`:
  /// `xr = fx³ > ε ? fx³ : (116·fx − 16) / κ`,
  /// `yr = L > κ·ε ? fy³ : L / κ`,
  /// `zr = fz³ > ε ? fz³ : (116·fz − 16) / κ`,
  /// and XYZ = (xr, yr, zr) times the XYZ of `white`.
  @inlinable
  public func xyz(white: WhitePoint) -> XYZ {
    let epsilon = Lab.epsilon
    let kappa = Lab.kappa
    let fy = (l + 16) / 116
    let fx = a / 500 + fy
    let fz = fy - b / 200
    let fx3 = fx * fx * fx
    let fz3 = fz * fz * fz
    let xr = fx3 > epsilon ? fx3 : (116 * fx - 16) / kappa
    let yr = l > kappa * epsilon ? fy * fy * fy : l / kappa
    let zr = fz3 > epsilon ? fz3 : (116 * fz - 16) / kappa
    let w = white.xyz
    return XYZ(x: xr * w.x, y: yr * w.y, z: zr * w.z)
  }

  /// The CIELAB companding function f(t).
  @inlinable
  static func _f(_ t: Double) -> Double {
    t > epsilon ? ElementaryFunctions.cubeRoot(t) : (kappa * t + 16) / 116
  }
}
