import Foundation

/// The sRGB value of an L*a*b* color relative to D65, computed for the tests from the CIE
/// 1976 and CSS Color 4 formulas (css-color-4 `conversions.js`: `Lab_to_XYZ` with κ =
/// 24389/27 and ε = 216/24389, D65 from its chromaticity (0.3127, 0.3290), the rational
/// `XYZ_to_lin_sRGB` matrix, `gam_sRGB`) with Foundation's `pow` and `cbrt`, independently
/// of LabColor.
enum ReferenceSRGB {
  /// The gamma-encoded sRGB components of L*a*b* (D65), unclamped.
  static func components(l: Double, a: Double, b: Double) -> (Double, Double, Double) {
    let kappa = 24_389.0 / 27.0
    let epsilon = 216.0 / 24_389.0
    let fy = (l + 16) / 116
    let fx = a / 500 + fy
    let fz = fy - b / 200
    let xr = pow(fx, 3) > epsilon ? pow(fx, 3) : (116 * fx - 16) / kappa
    let yr = l > kappa * epsilon ? pow(fy, 3) : l / kappa
    let zr = pow(fz, 3) > epsilon ? pow(fz, 3) : (116 * fz - 16) / kappa
    let x = xr * 0.3127 / 0.3290
    let y = yr
    let z = zr * (1 - 0.3127 - 0.3290) / 0.3290
    let red = 12_831.0 / 3_959.0 * x - 329.0 / 214.0 * y - 1_974.0 / 3_959.0 * z
    let green = -851_781.0 / 878_810.0 * x + 1_648_619.0 / 878_810.0 * y + 36_519.0 / 878_810.0 * z
    let blue = 705.0 / 12_673.0 * x - 2_585.0 / 12_673.0 * y + 705.0 / 667.0 * z
    func gamma(_ c: Double) -> Double {
      let magnitude = abs(c)
      let encoded =
        magnitude > 0.003_130_8 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
      return c < 0 ? -encoded : encoded
    }
    return (gamma(red), gamma(green), gamma(blue))
  }

  /// What a slice pixel at L*a*b* (D65) must be: whether it is in the gamut (within 0 … 1
  /// to 0.000075), and the acceptable 8-bit values of each component — two where the
  /// scaled component lies within 1e-9 of a rounding tie, where the last bit decides.
  /// `inGamut` is `nil` within 1e-12 of the tolerance, where either answer is right.
  static func pixel(l: Double, a: Double, b: Double) -> (inGamut: Bool?, values: [Set<UInt8>]) {
    let (red, green, blue) = components(l: l, a: a, b: b)
    let low = -0.000_075
    let high = 1.000_075
    var inGamut: Bool? = [red, green, blue].allSatisfy { $0 >= low && $0 <= high }
    if [red, green, blue].contains(where: { abs($0 - low) < 1e-12 || abs($0 - high) < 1e-12 }) {
      inGamut = nil
    }
    let values = [red, green, blue].map { component -> Set<UInt8> in
      let scaled = min(max(component, 0), 1) * 255
      let fraction = scaled - scaled.rounded(.down)
      if abs(fraction - 0.5) < 1e-9 {
        return [UInt8(scaled.rounded(.down)), UInt8(scaled.rounded(.up))]
      }
      return [UInt8(scaled.rounded())]
    }
    return (inGamut, values)
  }
}
